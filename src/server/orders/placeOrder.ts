import type { Payload, PayloadRequest } from 'payload'

import { ApiError, FieldRuleError } from '@/api/errors'
import type { Currency } from '@/domain/currency'
import { taipeiDate } from '@/domain/dates'
import type { Locale } from '@/domain/locale'
import { newOrderNumber } from '@/domain/orderNumber'
import { checkBuyerAge } from '@/domain/person'
import { profitShareTwd } from '@/domain/pricing'
import { normaliseEmail } from '@/domain/verification'
import type { PlaceOrderInput } from '@/lib/schemas/order'
import type { Member, Order } from '@/payload-types'
import { TAGS } from '@/server/cache'
import { cached } from '@/server/catalog/shared'
import { findIdBy, insertRow } from '@/server/db/rows'
import { inTransaction } from '@/server/db/transaction'
import { logger } from '@/server/logger'
import { enqueueMail } from '@/server/mail/queue'
import { createMemberWithGeneratedPassword, generatePassword } from '@/server/members/generatedPassword'
import { getShopPayload } from '@/server/payload'
import { verifyCode } from '@/server/verification/codes'

import type { ResolvedItem } from './items'
import { moneyView, priceItem, quoteAmounts, type MoneyView } from './quote'
import { reservePromoUse } from './promo'
import { reserveSeats } from './slots'

export const DEFAULT_TERMS_VERSION = '2025-07-15'
export const DEFAULT_PRIVACY_VERSION = '2025-06-01'

export type PlacedOrder = {
  orderNumber: string
  status: Order['status']
  itemName: string
  planLabel: string | null
  quantity: number
  pickup: { place: string; date: string; time: string } | null
  visit: { date: string; time: string } | null
  railTrip: 'oneWay' | 'roundTrip' | null
  email: string
  memberCreated: boolean
  money: MoneyView
}

/** The versions (last-updated dates) of the terms and privacy pages a buyer consents to. */
const legalVersions = cached(
  'legal-versions',
  async (): Promise<{ terms: string; privacy: string }> => {
    const payload = await getShopPayload()
    const { docs } = await payload.find({
      collection: 'pages',
      where: { slug: { in: ['service', 'privacy'] } },
      select: { slug: true, lastUpdated: true },
      depth: 0,
      limit: 2,
      pagination: false,
    })
    const date = (slug: string) => docs.find((d) => d.slug === slug)?.lastUpdated?.slice(0, 10)
    return { terms: date('service') ?? DEFAULT_TERMS_VERSION, privacy: date('privacy') ?? DEFAULT_PRIVACY_VERSION }
  },
  [TAGS.page('service'), TAGS.page('privacy')],
)

type PlacedFields = Pick<Order, 'orderNumber' | 'status' | 'itemName' | 'planLabel' | 'quantity' | 'pickup' | 'visitDate' | 'timeSlot' | 'railTrip' | 'contactEmail'>

function placedView(order: PlacedFields, money: MoneyView, memberCreated: boolean): PlacedOrder {
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    itemName: order.itemName,
    planLabel: order.planLabel ?? null,
    quantity: order.quantity,
    pickup: order.pickup?.date ? { place: order.pickup.place ?? '', date: order.pickup.date, time: order.pickup.time ?? '' } : null,
    visit: order.visitDate ? { date: order.visitDate, time: order.timeSlot ?? '' } : null,
    railTrip: order.railTrip ?? null,
    email: order.contactEmail,
    memberCreated,
    money,
  }
}

function slotToReserve(item: ResolvedItem) {
  if (item.kind !== 'observationDeck' || !item.activity?.visitDate || !item.activity.time) return null
  const { id, visitDate, time, slot } = item.activity
  if (!slot) throw new FieldRuleError({ 'item.time': 'timeRequired' })
  if (slot.remaining < item.quantity) throw new FieldRuleError({ 'item.time': 'slotFull' }, 409)
  return { activityId: id, visitDate, time, capacity: slot.capacity }
}

/** Waits briefly for a concurrent request with the same key to commit its order. */
async function awaitIdempotentOrder(payload: Payload, key: string): Promise<Order | null> {
  for (const delay of [0, 100, 250, 500, 1000, 2000]) {
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay))
    const order = await findByIdempotencyKey(payload, key)
    if (order) return order
  }
  return null
}

async function findByIdempotencyKey(payload: Payload, key: string): Promise<Order | null> {
  // Nearly always there is none: a one-column lookup first, the whole order only for a replay.
  const id = await findIdBy(payload, {}, 'orders', 'idempotencyKey', key)
  return id === null ? null : payload.findByID({ collection: 'orders', id, depth: 0, disableErrors: true })
}

async function attachMember(
  payload: Payload,
  req: PayloadRequest,
  input: PlaceOrderInput,
  loggedIn: Member | null,
  locale: Locale,
  consentAt: string,
  versions: { terms: string; privacy: string },
): Promise<{ member: { id: number }; password: string | null }> {
  if (loggedIn) return { member: loggedIn, password: null }
  const email = normaliseEmail(input.email)
  const existing = await findIdBy(payload, req, 'members', 'email', email)
  if (existing !== null) return { member: { id: existing }, password: null }
  const password = generatePassword()
  const member = await createMemberWithGeneratedPassword(
    payload,
    req,
    {
      email,
      accountType: 1,
      surname: input.surname.toUpperCase(),
      givenName: input.givenName.toUpperCase(),
      phone: input.phone,
      birthday: input.birthDate,
      preferredLocale: locale,
      termsAcceptedAt: consentAt,
      termsVersion: versions.terms,
    },
    password,
  )
  return { member, password }
}

export type PlaceOrderContext = {
  payload: Payload
  locale: Locale
  currency: Currency
  member: Member | null
  idempotencyKey: string | null
}

/**
 * Places an order: re-validates and re-prices on the server, then in ONE transaction consumes the
 * verification code, takes a promo-code use and observation-deck seats, finds or creates the member,
 * stores the unpaid order with the consent, and queues the mails. Retried with the same
 * Idempotency-Key it returns the same order.
 */
export async function placeOrder(ctx: PlaceOrderContext, input: PlaceOrderInput): Promise<PlacedOrder> {
  const { payload, locale, currency } = ctx
  const email = normaliseEmail(input.email)

  for (let attempt = 1; ; attempt++) {
    if (ctx.idempotencyKey) {
      const existing = await findByIdempotencyKey(payload, ctx.idempotencyKey)
      if (existing) {
        if (existing.contactEmail !== email) throw new ApiError(409, 'idempotencyConflict')
        const money = await moneyView(
          {
            quantity: existing.quantity,
            unitPriceTwd: existing.unitPriceTwd,
            subtotalTwd: existing.subtotalTwd,
            discountTwd: existing.discountTwd,
            totalTwd: existing.totalTwd,
            promoCode: existing.promoCodeText ?? null,
          },
          currency,
          locale,
        )
        return placedView(existing, money, false)
      }
    }

    const age = checkBuyerAge(input.birthDate, taipeiDate())
    if (!age.allowed) throw new FieldRuleError({ birthDate: 'ageMinimum' })
    if (age.guardianRequired && !input.guardianConsent) throw new FieldRuleError({ guardianConsent: 'guardianRequired' })

    const { item, quote: q, promo } = await priceItem(payload, locale, input)
    const codeOk = await verifyCode(payload, {
      purpose: 'orderContact',
      addresses: [
        { channel: 'email', address: email },
        { channel: 'sms', address: input.phone },
      ],
      code: input.verificationCode,
    })
    if (!codeOk) {
      // A retry of a request still being saved finds its code used: answer with that order instead.
      const inFlight = ctx.idempotencyKey ? await awaitIdempotentOrder(payload, ctx.idempotencyKey) : null
      if (inFlight) continue
      throw new FieldRuleError({ verificationCode: 'codeInvalid' })
    }

    const versions = await legalVersions()
    const consentAt = new Date().toISOString()
    // The seats were read (on their own connection) while resolving the item, before the transaction, so a
    // transaction never waits for a pooled connection while others wait for its locks.
    const slot = slotToReserve(item)
    try {
      const placed = await inTransaction(payload, async ({ req }) => {
        const consumed = await verifyCode(payload, {
          purpose: 'orderContact',
          addresses: [
            { channel: 'email', address: email },
            { channel: 'sms', address: input.phone },
          ],
          code: input.verificationCode,
          consumeIn: req,
        })
        if (!consumed) throw new FieldRuleError({ verificationCode: 'codeInvalid' })

        if (promo && q.discountTwd >= 0 && q.promo?.applied) {
          if (!(await reservePromoUse(payload, promo.doc.id, req))) throw new FieldRuleError({ promoCode: 'promoInvalid' }, 409)
        }

        let slotReservation: number | null = null
        if (slot) {
          // Counted again under the slot's lock inside this transaction; capacity was read before it.
          slotReservation = await reserveSeats(payload, req, { ...slot, seats: item.quantity })
          if (!slotReservation) throw new FieldRuleError({ 'item.time': 'slotFull' }, 409)
        }

        const { member, password } = await attachMember(payload, req, input, ctx.member, locale, consentAt, versions)
        const data = {
          orderNumber: newOrderNumber(taipeiDate()),
          status: 'unpaid',
          member: member.id,
          locale,
          displayCurrency: currency,
          itemKind: item.kind,
          itemName: item.itemName,
          product: item.product?.id,
          planId: item.product?.planId,
          planLabel: item.product?.planLabel ?? item.tripLabel,
          cardType: item.product?.cardType,
          activity: item.activity?.id,
          railTrip: item.activity?.railTrip,
          visitDate: item.activity?.visitDate,
          timeSlot: item.activity?.time,
          quantity: item.quantity,
          pickup: item.pickup
            ? { airport: item.pickup.airportId, counterId: item.pickup.counterId, place: item.pickup.place, date: item.pickup.date, time: item.pickup.time }
            : undefined,
          contactEmail: email,
          contactPhone: input.phone,
          surname: input.surname.toUpperCase(),
          givenName: input.givenName.toUpperCase(),
          birthDate: input.birthDate,
          guardianRequired: age.guardianRequired,
          partnerName: input.partnerName === 'asiaMiles' ? 'asiaMiles' : undefined,
          partnerCardNumber: input.partnerName === 'asiaMiles' ? input.partnerCardNumber : undefined,
          unitPriceTwd: item.unitPriceTwd,
          subtotalTwd: q.subtotalTwd,
          discountTwd: q.discountTwd,
          totalTwd: q.totalTwd,
          promoCode: promo?.doc.id,
          promoCodeText: promo?.doc.code,
          profitShareTwd: promo?.doc.partner ? profitShareTwd(q.totalTwd, promo.doc.profitSharePercent) : 0,
          consent: { termsVersion: versions.terms, privacyVersion: versions.privacy, acceptedAt: consentAt },
          slotReservation: slotReservation ?? undefined,
          idempotencyKey: ctx.idempotencyKey ?? undefined,
        } satisfies Omit<Order, 'id' | 'createdAt' | 'updatedAt'>
        const order = { ...data, id: await insertRow(payload, req, 'orders', data) }

        const name = `${order.givenName} ${order.surname}`
        await enqueueMail(
          payload,
          {
            kind: 'newMember',
            to: email,
            locale,
            data:
              password === null
                ? { email, name, existingAccount: true, orderNumber: order.orderNumber }
                : { email, name, password, orderNumber: order.orderNumber },
          },
          req,
        )
        await enqueueMail(
          payload,
          {
            kind: 'orderReceived',
            to: email,
            locale,
            data: {
              orderNumber: order.orderNumber,
              name,
              itemName: order.itemName,
              planLabel: order.planLabel ?? item.tripLabel,
              quantity: order.quantity,
              pickup: item.pickup ? { date: item.pickup.date, time: item.pickup.time, place: item.pickup.place } : undefined,
              visit: item.activity?.visitDate && item.activity.time ? { date: item.activity.visitDate, timeSlot: item.activity.time } : undefined,
              subtotalTwd: order.subtotalTwd,
              discountTwd: order.discountTwd,
              totalTwd: order.totalTwd,
              promoCode: order.promoCodeText ?? undefined,
            },
          },
          req,
        )
        return { order, memberCreated: password !== null }
      })
      return placedView(placed.order, await moneyView(quoteAmounts(q, item, promo?.doc.code ?? null), currency, locale), placed.memberCreated)
    } catch (error) {
      if (error instanceof FieldRuleError && ctx.idempotencyKey && (await awaitIdempotentOrder(payload, ctx.idempotencyKey))) continue
      if (error instanceof ApiError || attempt >= 3) throw error
      // A unique key raced us (same new e-mail, same Idempotency-Key, an order-number collision): try again.
      logger.info({ err: error, attempt }, 'placeOrder retry after a conflicting write')
    }
  }
}
