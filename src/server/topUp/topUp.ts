/**
 * eSIM top-ups (issue 41 item 4). A top-up is an order of its own, linked to the eSIM's order (`topUp.of`): priced by
 * the server from the `top-up-plans` catalog, paid through the ordinary checkout (TapPay), then applied at the
 * wholesaler by the `applyTopUp` job (./topUpJob.ts) and mailed. Who may see the eSIM's usage and buy one: the order's
 * member, or whoever holds the signed order link — anyone else gets the same "not found" as for a wrong number.
 */
import 'server-only'

import { createHmac } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import type { Currency } from '@/domain/currency'
import { taipeiDate } from '@/domain/dates'
import { notFound, ShopError } from '@/domain/errors'
import type { ProfileState } from '@/domain/esim'
import { deliveryKind } from '@/domain/fulfilment'
import { isLocale, type Locale } from '@/domain/locale'
import { newOrderNumber } from '@/domain/orderNumber'
import { isOrderStatus, type OrderStatus } from '@/domain/orderStatus'
import { topUpPriceTwd, topUpRefusal, type TopUpRefusal } from '@/domain/topUp'
import type { PlacedOrderView } from '@/lib/views/order'
import type { Member, Order } from '@/payload-types'
import { orderIdByIdempotencyKey, topUpFacts } from '@/server/db/queries/orders'
import { insertRow } from '@/server/db/rows'
import { inTransaction, sqlHandle } from '@/server/db/transaction'
import { payloadSecret } from '@/server/env'
import { isOrderKey } from '@/server/signing/orderLinks'
import { isEsimError, topUpPackagesOf } from '@/server/esim/esimAccess'
import type { ProfileUsage } from '@/server/esim/provider'
import { logger } from '@/server/logger'
import { goodsOf } from '@/server/orders/goods'
import { legalVersions } from '@/server/catalog/legalVersions'
import { lockOrderStatus } from '@/server/orders/status'
import { orderView } from '@/server/orders/views'
import { checkoutToken } from '@/server/signing/checkoutToken'

export type TopUpPlanOffer = { id: number; name: string; priceTwd: number }

/** What the order page (and its API) shows of an eSIM: usage, validity, and the top-ups it may take now. */
export type EsimTopUpView = {
  orderNumber: string
  state: ProfileState | null
  usage: ProfileUsage | null
  validUntil: string | null
  /** Why no top-up is offered now (null: `plans` are offered). */
  refusal: TopUpRefusal | 'noPlans' | 'providerUnavailable' | null
  plans: TopUpPlanOffer[]
}

type ParentOrder = Pick<Order, 'id' | 'orderNumber' | 'status' | 'itemKind' | 'cardType' | 'member' | 'locale'> & { isTopUp: boolean }

const idOf = (value: unknown) => (typeof value === 'object' && value !== null ? Number((value as { id: unknown }).id) : value === null || value === undefined ? null : Number(value))

async function orderByNumber(payload: Payload, orderNumber: string): Promise<ParentOrder | null> {
  if (!/^[A-Z0-9][A-Z0-9-]{3,39}$/.test(orderNumber)) return null
  const { docs } = await payload.find({
    collection: 'orders',
    where: { orderNumber: { equals: orderNumber } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    select: { orderNumber: true, status: true, itemKind: true, cardType: true, member: true, locale: true, topUp: true },
  })
  const order = docs[0]
  if (!order || !isOrderStatus(order.status)) return null
  return { ...order, isTopUp: Boolean(order.topUp?.of) }
}

/** The order, if the request may see its eSIM: its member, or the signed order link. Otherwise null (as for no order). */
export async function esimOrderFor(payload: Payload, member: Member | null, orderNumber: string, key: string | undefined): Promise<ParentOrder | null> {
  const order = await orderByNumber(payload, orderNumber)
  if (!order) return null
  if (member && idOf(order.member) === member.id) return order
  return isOrderKey(orderNumber, key) ? order : null
}

/** The active catalog plans, named in `locale`. */
async function catalogPlans(payload: Payload, locale: Locale) {
  const { docs } = await payload.find({
    collection: 'top-up-plans',
    where: { active: { equals: true } },
    locale,
    fallbackLocale: 'zh-TW',
    depth: 0,
    limit: 50,
    overrideAccess: true,
    sort: 'sortOrder',
  })
  return docs.flatMap((doc) => {
    const priceTwd = topUpPriceTwd(doc.priceTwd)
    return priceTwd === null ? [] : [{ id: doc.id, name: doc.name, priceTwd, packageCode: doc.packageCode }]
  })
}

/** The wholesaler's top-up packages per profile, briefly remembered (its rate limit is shared by all our traffic). */
const packagesSeen = new Map<string, { at: number; codes: Set<string> }>()
const PACKAGES_FRESH_MS = 60_000

async function offeredPackages(ref: string): Promise<Set<string>> {
  const seen = packagesSeen.get(ref)
  if (seen && Date.now() - seen.at < PACKAGES_FRESH_MS) return seen.codes
  const codes = new Set((await topUpPackagesOf(ref)).map((p) => p.packageCode))
  packagesSeen.set(ref, { at: Date.now(), codes })
  if (packagesSeen.size > 5_000) packagesSeen.delete(packagesSeen.keys().next().value!)
  return codes
}

type Offer = EsimTopUpView & { ref: string | null; offered: (TopUpPlanOffer & { packageCode: string })[] }

async function offerOf(payload: Payload, order: ParentOrder, locale: Locale): Promise<Offer> {
  const esim = deliveryKind({ itemKind: order.itemKind, cardType: order.cardType ?? null }) === 'esim'
  const goods = esim && !order.isTopUp ? await goodsOf(payload, { id: order.id, status: order.status, itemKind: order.itemKind, cardType: order.cardType }) : null
  const live = (goods?.profiles ?? []).find((p) => !p.revoked) ?? null
  const base = { orderNumber: order.orderNumber, state: live?.state ?? null, usage: live?.usage ?? null, validUntil: live?.validUntil ?? null, ref: live?.ref ?? null }
  const refusal = topUpRefusal({
    status: goods?.status ?? order.status,
    isTopUp: order.isTopUp,
    esim,
    source: live?.source ?? null,
    profileState: live?.state ?? null,
    validUntil: live?.validUntil ?? null,
    now: new Date(),
  })
  if (refusal || !live?.ref) return { ...base, refusal: refusal ?? 'profileUnknown', plans: [], offered: [] }
  let codes: Set<string>
  try {
    codes = await offeredPackages(live.ref)
  } catch (error) {
    if (!isEsimError(error, 'unavailable')) throw error
    logger.warn({ order: order.orderNumber, error: String(error) }, 'eSIM wholesaler could not list top-ups')
    return { ...base, refusal: 'providerUnavailable', plans: [], offered: [] }
  }
  const offered = (await catalogPlans(payload, locale)).filter((p) => codes.has(p.packageCode))
  return { ...base, refusal: offered.length ? null : 'noPlans', plans: offered.map(({ id, name, priceTwd }) => ({ id, name, priceTwd })), offered }
}

/** The eSIM's usage and the top-ups on offer (the order page, POST /api/order/topUp/plans). */
export async function esimTopUpView(payload: Payload, order: ParentOrder, locale: Locale): Promise<EsimTopUpView> {
  const { ref: _ref, offered: _offered, ...view } = await offerOf(payload, order, locale)
  return view
}

/** The top-up view of an order whose page already proved who asks (the signed link, or the member's own order page). */
export async function topUpViewOfOrder(payload: Payload, orderNumber: string, locale: Locale): Promise<EsimTopUpView | null> {
  const order = await orderByNumber(payload, orderNumber)
  return order ? esimTopUpView(payload, order, locale) : null
}

const topUpUnavailable = () => new ShopError('conflict', 'topUpUnavailable')

/** The stored Idempotency-Key of a top-up: bound to the eSIM's order, so a key reused for another eSIM is another top-up. */
export function boundTopUpKey(key: string, parentId: number): string {
  return `topup1:${createHmac('sha256', `shop-topup-key:${payloadSecret()}`).update(`${key}\n${parentId}`).digest('base64url')}`
}

async function orderIdByKey(payload: Payload, req: PayloadRequest, key: string): Promise<number | null> {
  return orderIdByIdempotencyKey(await sqlHandle(payload, req), key)
}

export type PlaceTopUpContext = { payload: Payload; member: Member | null; locale: Locale; currency: Currency; idempotencyKey: string }

/**
 * Places a top-up order for the eSIM of `orderNumber` (unpaid; paid through /api/checkout with the returned
 * checkoutToken). The price is the catalog's. Under the eSIM order's lock, one Idempotency-Key makes one order
 * however many requests race: the others answer with it.
 */
export async function placeTopUp(ctx: PlaceTopUpContext, input: { orderNumber: string; key?: string; planId: number }): Promise<PlacedOrderView> {
  const { payload, locale } = ctx
  const parent = await esimOrderFor(payload, ctx.member, input.orderNumber, input.key)
  if (!parent) throw notFound()
  const key = boundTopUpKey(ctx.idempotencyKey, parent.id)
  const offer = await offerOf(payload, parent, locale)
  const plan = offer.offered.find((p) => p.id === input.planId)
  const versions = await legalVersions(payload)
  // Named in the eSIM order's language, as its mails are (read before the transaction: it holds a connection).
  const orderLocale = (isLocale(parent.locale) ? parent.locale : locale) as Locale
  const named = plan ? ((await catalogPlans(payload, orderLocale)).find((p) => p.id === plan.id)?.name ?? plan.name) : null
  const id = await inTransaction(payload, async ({ req }) => {
    const status = await lockOrderStatus(payload, req, parent.id)
    const earlier = await orderIdByKey(payload, req, key)
    if (earlier !== null) return earlier
    if (!plan || (status !== 'delivered' && status !== 'redeemed')) throw topUpUnavailable()
    const full = await payload.findByID({ collection: 'orders', id: parent.id, depth: 0, overrideAccess: true, req })
    const now = new Date().toISOString()
    const data = {
      orderNumber: newOrderNumber(taipeiDate()),
      status: 'unpaid',
      member: idOf(full.member)!,
      locale: full.locale,
      displayCurrency: full.displayCurrency,
      itemKind: 'product',
      itemName: full.itemName,
      product: idOf(full.product) ?? undefined,
      planLabel: named ?? plan.name,
      cardType: 'esim',
      quantity: 1,
      contactEmail: full.contactEmail,
      contactPhone: full.contactPhone,
      surname: full.surname,
      givenName: full.givenName,
      birthDate: full.birthDate,
      guardianRequired: full.guardianRequired,
      unitPriceTwd: plan.priceTwd,
      subtotalTwd: plan.priceTwd,
      discountTwd: 0,
      totalTwd: plan.priceTwd,
      profitShareTwd: 0,
      consent: { termsVersion: versions.terms, privacyVersion: versions.privacy, acceptedAt: now },
      idempotencyKey: key,
      topUp: { of: parent.id, plan: plan.id, packageCode: plan.packageCode },
    } satisfies Omit<Order, 'id' | 'createdAt' | 'updatedAt'>
    const created = await insertRow(payload, req, 'orders', data)
    logger.info({ order: data.orderNumber, of: parent.orderNumber, plan: plan.packageCode, totalTwd: plan.priceTwd }, 'eSIM top-up ordered')
    return created
  })
  const order = await payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true })
  if (idOf(order.topUp?.of) !== parent.id) throw notFound()
  const view = await orderView(payload, order, ctx.currency, locale)
  return { ...view, checkoutToken: checkoutToken(view.orderNumber) }
}

/** The top-up facts of an order (null when it is no top-up): what the job applies, to which profile. */
export async function topUpOfOrder(
  payload: Payload,
  orderId: number,
  req?: Partial<PayloadRequest>,
): Promise<{ orderNumber: string; status: OrderStatus; parentId: number; packageCode: string; appliedAt: string | null } | null> {
  const db = await sqlHandle(payload, req)
  const row = await topUpFacts(db, orderId)
  if (!row || row.parentId === null || !row.packageCode || !isOrderStatus(row.status)) return null
  return { ...row, status: row.status, parentId: Number(row.parentId), packageCode: row.packageCode, appliedAt: row.appliedAt ? new Date(String(row.appliedAt)).toISOString() : null }
}
