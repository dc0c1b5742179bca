import 'server-only'

import { createHmac, randomBytes } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import type { Currency } from '@/domain/currency'
import { seatsProblem } from '@/domain/bookingWindow'
import { holderAgeProblems, holderListProblems, holderNeedsGuardian } from '@/domain/cardHolders'
import { taipeiDate } from '@/domain/dates'
import { fieldRules, isShopError, ShopError } from '@/domain/errors'
import type { Locale } from '@/domain/locale'
import { newOrderNumber } from '@/domain/orderNumber'
import { checkBuyerAge, personName } from '@/domain/person'
import { profitShareTwd } from '@/domain/pricing'
import { normaliseEmail } from '@/domain/verification'
import { orderNeedsCode } from '@/domain/verificationCode'
import type { PlaceOrderInput } from '@/lib/schemas/order'
import type { RedeemInput } from '@/lib/schemas/order'
import type { PlacedOrderView } from '@/lib/views/order'
import type { RedeemedOrderView } from '@/lib/views/redemption'
import type { Member, Order } from '@/payload-types'
import { getProduct } from '@/server/catalog/products'
import { legalVersions } from '@/server/catalog/legalVersions'
import { orders } from '@/payload-generated-schema'
import { markEmailVerified, markEmailVerifiedFor } from '@/server/db/queries/members'
import { findIdBy } from '@/server/db/rows'
import { insertOrder } from '@/server/db/queries/orders'
import { inTransaction, sqlHandle } from '@/server/db/transaction'
import { payloadSecret } from '@/server/env'
import { orderKey, orderPagePath } from '@/server/signing/orderLinks'
import { checkoutToken } from '@/server/signing/checkoutToken'
import { logger } from '@/server/logger'
import { enqueueMails } from '@/server/mail/queue'
import type { Mail } from '@/server/mail/types'
import { createMemberWithGeneratedPassword, generatePassword } from '@/server/auth/generatedPassword'
import { consumeCode, giveTryBack, guardedCodeCheck, matchCodeKeepingTry } from '@/server/verification/codes'

import type { ResolvedItem } from './items'
import { reservePromoUse } from './promo'
import { priceItem } from './quote'
import { claimSerial, linkSerialOrder, redeemableSerial, serialUsed } from './serials'
import { reserveSeats } from './slots'
import { applyOrderEvent, lockOrderStatus } from './status'
import { orderView } from './views'

/**
 * The reply of placeOrder: the order as its buyer sees it — never whether the e-mail already had an
 * account — and the short-lived token with which this browser may pay for it (POST /api/checkout).
 */
export type PlacedOrder = PlacedOrderView

function slotToReserve(item: ResolvedItem) {
  if (item.kind !== 'observationDeck' || !item.activity?.visitDate || !item.activity.time) return null
  const { id, visitDate, time, slot } = item.activity
  if (!slot) throw fieldRules({ 'item.time': 'timeRequired' })
  const seats = seatsProblem(slot.remaining, item.quantity)
  if (seats) throw fieldRules({ 'item.time': seats }, 'conflict')
  return { activityId: id, visitDate, time, capacity: slot.capacity }
}

async function findByIdempotencyKey(payload: Payload, key: string): Promise<Order | null> {
  // Nearly always there is none: a one-column lookup first, the whole order only for a replay.
  const id = await findIdBy(payload, {}, orders, orders.idempotencyKey, key)
  return id === null ? null : payload.findByID({ collection: 'orders', id, depth: 0, disableErrors: true })
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

/**
 * The stored form of a client's Idempotency-Key, bound to who asks: the logged-in member (or none), the
 * contact e-mail and the verification code. A replay returns the order only to a request that could
 * have placed it; the key alone, or with the e-mail, finds nothing.
 */
export function boundIdempotencyKey(key: string, memberId: number | null, email: string, code: string): string {
  const digest = createHmac('sha256', `shop-idempotency:${payloadSecret()}`)
    .update([key, memberId ?? '', email, code].join('\n'))
    .digest('base64url')
  return `v2:${digest}`
}

async function attachMember(
  payload: Payload,
  req: PayloadRequest,
  input: PlaceOrderInput,
  loggedIn: Member | null,
  locale: Locale,
  consentAt: string,
  versions: { terms: string; privacy: string },
  codeUsed: boolean,
): Promise<{ member: { id: number }; password: string | null }> {
  const email = normaliseEmail(input.email)
  if (loggedIn) {
    // A code sent to the account's own e-mail proves it: the member's next orders there need none.
    if (codeUsed) await markEmailVerified(await sqlHandle(payload, req), loggedIn.id, email)
    return { member: loggedIn, password: null }
  }
  // The buyer proved this e-mail with a code sent to it, so the order may join that e-mail's account. Most buyers
  // are new: the account is created first, and only where the e-mail has one already is that one marked proven.
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
      verifiedEmail: email,
      termsAcceptedAt: consentAt,
      termsVersion: versions.terms,
    },
    password,
  )
  if (member) return { member, password }
  const existing = await markEmailVerifiedFor(await sqlHandle(payload, req), email)
  // The account that had the e-mail was deleted meanwhile: storeOrderWithRetries tries once more.
  if (existing === null) throw new Error('the account of the e-mail changed while the order was stored')
  return { member: { id: existing }, password: null }
}

export type PlaceOrderContext = {
  payload: Payload
  locale: Locale
  currency: Currency
  member: Member | null
  idempotencyKey: string | null
  /** The client's address (promo-code guesses are limited per address). */
  ip: string
}

type StoreArgs = {
  /** The e-mail code the order uses up; null where the session proves the address (orderNeedsCode). */
  codeId: number | null
  key: string | null
  priced: Awaited<ReturnType<typeof priceItem>>
  guardianRequired: boolean
  /** A serial number pays for the order: it is used up, the order is paid (nothing to pay) and fulfilled at once. */
  redemption?: { serialId: number; code: string; fulfil: FulfilPaidOrder }
}

/** Delivers a paid order in its transaction: fulfilPaidOrder of src/server/fulfilment, which sits above orders. */
export type FulfilPaidOrder = (payload: Payload, req: PayloadRequest, orderId: number) => Promise<unknown>

type OrderColumns = Parameters<typeof insertOrder>[1]
type OrderHolders = Parameters<typeof insertOrder>[2]
type OrderGroups = 'pickup' | 'payment' | 'consent' | 'furtherHolders'

/** The fields placeOrder may set: Payload's own type of each, kept to the orders table's columns and the groups below. */
type NewOrder = Pick<Order, Exclude<Extract<keyof Order, keyof OrderColumns | OrderGroups>, 'id' | 'createdAt' | 'updatedAt'>>

/**
 * A placed order in the tables' shape, as Payload's adapter would write it: the groups' fields are columns named
 * `group_field`, the further card holders rows of their own table; every other field is the column of its name.
 */
function orderRows(data: NewOrder, at: string): [OrderColumns, OrderHolders] {
  const { pickup, payment, consent, furtherHolders, ...main } = data
  const row: OrderColumns = {
    ...main,
    member: ref(data.member)!,
    product: ref(data.product),
    activity: ref(data.activity),
    promoCode: ref(data.promoCode),
    slotReservation: ref(data.slotReservation),
    pickup_airport: ref(pickup?.airport),
    pickup_counterId: pickup?.counterId,
    pickup_place: pickup?.place,
    pickup_date: pickup?.date,
    pickup_time: pickup?.time,
    pickup_cardSerials: pickup?.cardSerials,
    payment_method: payment?.method,
    payment_provider: payment?.provider,
    payment_providerRef: payment?.providerRef,
    payment_amountTwd: payment?.amountTwd,
    payment_cardLast4: payment?.cardLast4,
    payment_paidAt: payment?.paidAt,
    consent_termsVersion: consent.termsVersion,
    consent_privacyVersion: consent.privacyVersion,
    consent_acceptedAt: consent.acceptedAt,
    createdAt: at,
    updatedAt: at,
  }
  const holders = (furtherHolders ?? []).map(({ id, surname, givenName, birthDate, guardianRequired }) => ({ id: id!, surname, givenName, birthDate, guardianRequired }))
  return [row, holders]
}

/** Every field of the groups is a column above: a field added to a group fails to compile here until it is written too. */
type AllOf<G, Written extends keyof G> = [Exclude<keyof G, Written>] extends [never] ? true : false
const groupsWritten: [
  AllOf<NonNullable<Order['pickup']>, 'airport' | 'counterId' | 'place' | 'date' | 'time' | 'cardSerials'>,
  AllOf<NonNullable<Order['payment']>, 'method' | 'provider' | 'providerRef' | 'amountTwd' | 'cardLast4' | 'paidAt'>,
  AllOf<Order['consent'], 'termsVersion' | 'privacyVersion' | 'acceptedAt'>,
  AllOf<NonNullable<Order['furtherHolders']>[number], 'id' | 'surname' | 'givenName' | 'birthDate' | 'guardianRequired'>,
] = [true, true, true, true]
void groupsWritten

/** A relationship's id, whether Payload's type holds the id or the document. */
const ref = (value: number | { id: number } | null | undefined): number | undefined => (value == null ? undefined : typeof value === 'number' ? value : value.id)

/**
 * The order's one transaction: uses up the verification code, takes a promo-code use and the slot's
 * seats, finds or creates the member, stores the unpaid order with the consent and queues the mails.
 * Any refusal rolls all of it back.
 */
async function storeOrder(ctx: PlaceOrderContext, input: PlaceOrderInput, { codeId, key, priced, guardianRequired, redemption }: StoreArgs): Promise<Order> {
  const { payload, locale, currency } = ctx
  const { item, quote: q, promo } = priced
  const email = normaliseEmail(input.email)
  const versions = await legalVersions(payload)
  const consentAt = new Date().toISOString()
  // The seats were read (on their own connection) while resolving the item, before the transaction, so a
  // transaction never waits for a pooled connection while others wait for its locks.
  const slot = slotToReserve(item)
  return inTransaction(payload, async ({ req }) => {
    if (codeId !== null && !(await consumeCode(payload, req, codeId))) throw fieldRules({ verificationCode: 'codeInvalid' })
    // Locked until this transaction ends: a racing redemption of the same serial finds it used.
    if (redemption && !(await claimSerial(payload, req, redemption.serialId))) throw serialUsed()

    if (promo && q.promo?.applied) {
      if (!(await reservePromoUse(payload, promo.doc.id, req))) throw fieldRules({ promoCode: 'promoInvalid' }, 'conflict')
    }

    let slotReservation: number | null = null
    if (slot) {
      // Counted again under the slot's lock inside this transaction; capacity was read before it.
      slotReservation = await reserveSeats(payload, req, { ...slot, seats: item.quantity })
      if (!slotReservation) throw fieldRules({ 'item.time': 'slotFull' }, 'conflict')
    }

    const { member, password } = await attachMember(payload, req, input, ctx.member, locale, consentAt, versions, codeId !== null)
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
      guardianRequired,
      // Cards 2, 3, … of a physical SIM order (checked in placeVerified); array rows carry their own ids.
      furtherHolders: (input.furtherHolders ?? []).map((holder) => ({
        id: randomBytes(12).toString('hex'),
        surname: holder.surname.toUpperCase(),
        givenName: holder.givenName.toUpperCase(),
        birthDate: holder.birthDate,
        guardianRequired: holderNeedsGuardian(holder.birthDate, taipeiDate()),
      })),
      partnerName: input.partnerName === 'asiaMiles' ? 'asiaMiles' : undefined,
      partnerCardNumber: input.partnerName === 'asiaMiles' ? input.partnerCardNumber : undefined,
      unitPriceTwd: item.unitPriceTwd,
      subtotalTwd: q.subtotalTwd,
      // A redeemed serial was paid for by the partner: the traveller's discount is the whole subtotal.
      discountTwd: redemption ? q.subtotalTwd : q.discountTwd,
      totalTwd: redemption ? 0 : q.totalTwd,
      // The serial is the payment's reference: the order shows it, and a cancellation gives that serial back.
      payment: redemption ? { provider: 'serial', providerRef: redemption.code, amountTwd: 0, paidAt: consentAt } : undefined,
      promoCode: promo?.doc.id,
      promoCodeText: promo?.doc.code,
      profitShareTwd: promo?.doc.partner ? profitShareTwd(q.totalTwd, promo.doc.profitSharePercent) : 0,
      profitSharePercent: promo?.doc.partner ? (promo.doc.profitSharePercent ?? 0) : 0,
      consent: { termsVersion: versions.terms, privacyVersion: versions.privacy, acceptedAt: consentAt },
      slotReservation: slotReservation ?? undefined,
      idempotencyKey: key ?? undefined,
    } satisfies NewOrder
    const order: Order = { ...data, id: await insertOrder(await sqlHandle(payload, req), ...orderRows(data, consentAt)), createdAt: consentAt, updatedAt: consentAt }
    if (redemption) {
      await linkSerialOrder(payload, req, redemption.serialId, order.id)
      const actor = ctx.member ? (`member:${ctx.member.id}` as const) : ('system' as const)
      await applyOrderEvent(payload, req, { orderId: order.id, event: 'pay', actor, note: `serial ${redemption.code}` })
      // The voucher or the eSIM codes, and their mail, exactly as after a card payment.
      await redemption.fulfil(payload, req, order.id)
      order.status = await lockOrderStatus(payload, req, order.id)
    }

    const name = personName(order.locale, order.surname, order.givenName)
    const mails: Mail[] = [
      {
        kind: 'newMember',
        to: email,
        locale,
        data:
          password === null
            ? { email, name, existingAccount: true, orderNumber: order.orderNumber }
            : { email, name, password, orderNumber: order.orderNumber },
      },
    ]
    // A redeemed order is already paid: its delivery mail (voucher or eSIM) is the confirmation.
    if (!redemption) mails.push({
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
    })
    await enqueueMails(payload, mails, req)
    return order
  })
}

/**
 * The retry and idempotency policy around storeOrder: a unique key raced by a concurrent write (the same
 * new e-mail, the same Idempotency-Key, an order-number collision) is tried again, up to three times; a
 * request whose code was just used by an earlier request with the same bound key answers with that order.
 */
async function storeOrderWithRetries(ctx: PlaceOrderContext, input: PlaceOrderInput, args: StoreArgs): Promise<Order> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await storeOrder(ctx, input, args)
    } catch (error) {
      if (args.key) {
        const earlier = isShopError(error) && error.fields ? await awaitIdempotentOrder(ctx.payload, args.key) : await findByIdempotencyKey(ctx.payload, args.key)
        if (earlier) return earlier
      }
      if (isShopError(error) || attempt >= 3) throw error
      logger.info({ err: error, attempt }, 'placeOrder retry after a conflicting write')
    }
  }
}

/**
 * The verified part of placing an order: the age rule, the code sent to the order's e-mail (every try at
 * it, a replay too, counts against the e-mail until one succeeds), the server's prices, the transaction.
 */
async function placeVerified(ctx: PlaceOrderContext, input: PlaceOrderInput, redemption?: StoreArgs['redemption']): Promise<Order> {
  const { payload, locale } = ctx
  const email = normaliseEmail(input.email)
  const code = input.verificationCode?.trim() || null
  const key = ctx.idempotencyKey ? boundIdempotencyKey(ctx.idempotencyKey, ctx.member?.id ?? null, email, code ?? '') : null

  const today = taipeiDate()
  const age = checkBuyerAge(input.birthDate, today)
  if (!age.allowed) throw fieldRules({ birthDate: 'ageMinimum' })
  // Again on the item as the server knows it: a redeemed serial's card type is the serial's, not the browser's.
  const holderProblems = [...holderListProblems(input.item, input, input.furtherHolders), ...holderAgeProblems(input.furtherHolders, today)]
  if (holderProblems.length) throw fieldRules(Object.fromEntries(holderProblems))

  // The logged-in member's proven account e-mail needs no new code (decided from the session, never from the body).
  if (!orderNeedsCode(ctx.member, email)) {
    const replay = key ? await findByIdempotencyKey(payload, key) : null
    if (replay) return replay
    const priced = await priceItem(payload, locale, input, { ip: ctx.ip })
    return storeOrderWithRetries(ctx, input, { codeId: null, key, priced, guardianRequired: age.guardianRequired, redemption })
  }
  if (!code) throw fieldRules({ verificationCode: 'codeRequired' })
  const checked = await guardedCodeCheck(payload, { purpose: 'orderContact', channel: 'email', address: email, ip: ctx.ip }, async (to) => {
    // A replay (the same key, e-mail and code) finds its code used up — no live code matches it — and answers with
    // the order its first request stored, or is storing: so the code is compared first, and a first request (nearly
    // every one) does not look for an order it cannot have.
    const codeId = await matchCodeKeepingTry(payload, 'orderContact', to, code)
    if (codeId === null) return key ? awaitIdempotentOrder(payload, key) : null
    try {
      const priced = await priceItem(payload, locale, input, { ip: ctx.ip })
      return await storeOrderWithRetries(ctx, input, { codeId, key, priced, guardianRequired: age.guardianRequired, redemption })
    } catch (error) {
      // The order was refused (a full slot, a promo code, a used serial) or failed: its right code stays usable, with all its tries.
      await giveTryBack(payload, codeId).catch((err: unknown) => logger.warn({ err }, 'could not give a code its try back'))
      throw error
    }
  })
  if (!checked.ok) throw fieldRules({ verificationCode: 'codeInvalid' })
  return checked.value
}

/**
 * Places an order: re-validates and re-prices on the server. The verification code must be the one sent
 * to the order's e-mail — proof of the address the account and every mail hang on. Retried with the same
 * Idempotency-Key (and the same member, e-mail and code) it returns the same order.
 */
export async function placeOrder(ctx: PlaceOrderContext, input: PlaceOrderInput): Promise<PlacedOrder> {
  const view = await orderView(ctx.payload, await placeVerified(ctx, input), ctx.currency, ctx.locale)
  return { ...view, checkoutToken: checkoutToken(view.orderNumber) }
}

/**
 * Redeems a serial number (/bookNow/exchange): an order for the serial's product and plan — the
 * traveller, the e-mail code and the pickup as for any order — paid by the serial and fulfilled at once
 * (pickup voucher or eSIM codes). The serial is used in the order's transaction, exactly once.
 */
async function redeemNew(
  ctx: PlaceOrderContext,
  serialNumber: string,
  wanted: RedeemInput['item'],
  traveller: Omit<RedeemInput, 'serialNumber' | 'item'>,
  fulfil: FulfilPaidOrder,
): Promise<Order> {
  const serial = await redeemableSerial(ctx.payload, serialNumber, wanted.quantity, { ip: ctx.ip })
  const product = await getProduct(ctx.payload, ctx.locale, serial.productId, true)
  if (!product) throw new ShopError('conflict', 'serialUnavailable')
  const item: PlaceOrderInput['item'] = {
    kind: 'product',
    productId: serial.productId,
    planId: serial.planId,
    cardType: product.cardType,
    quantity: wanted.quantity,
    pickup: wanted.kind === 'product' && product.cardType === 'physical' ? wanted.pickup : undefined,
  }
  return placeVerified(ctx, { ...traveller, item, promoCode: undefined }, { serialId: serial.id, code: serial.code, fulfil })
}

export async function redeemSerial(ctx: PlaceOrderContext, input: RedeemInput, fulfil: FulfilPaidOrder): Promise<RedeemedOrderView> {
  const { serialNumber, item: wanted, ...traveller } = input
  // A retry of a redemption that was saved but whose answer was lost (a dropped connection, a restart) finds its
  // serial used: it answers with its own order, as placeVerified answers a replay — before the serial is checked.
  const key = ctx.idempotencyKey
    ? boundIdempotencyKey(ctx.idempotencyKey, ctx.member?.id ?? null, normaliseEmail(traveller.email), traveller.verificationCode?.trim() || '')
    : null
  const replay = key ? await findByIdempotencyKey(ctx.payload, key) : null
  const order = replay ?? (await redeemNew(ctx, serialNumber, wanted, traveller, fulfil))
  const view = await orderView(ctx.payload, order, ctx.currency, ctx.locale)
  return { ...view, orderKey: orderKey(view.orderNumber), orderPagePath: orderPagePath(ctx.locale, view.orderNumber) }
}
