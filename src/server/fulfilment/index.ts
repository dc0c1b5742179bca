import 'server-only'

/**
 * Fulfilment (issue 10): what happens to an order once it is paid.
 *
 * The payment service calls `fulfilPaidOrder` right after the payment succeeded, inside its own
 * transaction, so the payment, the status change, the code taken from the inventory, a stock alert and
 * the delivery mail's job row all commit together — or none of them does:
 * - physical card → `issueVoucher` (pending pickup) and the pickup voucher mail;
 * - rail / observation-deck tickets → `deliver` and the e-ticket mail;
 * - eSIM from imported codes → one activation code per card from the product's inventory (SKIP LOCKED: never one
 *   code for two orders), `deliver` and the eSIM mail; with too few codes the order stays `paid` ("paid,
 *   awaiting code"), staff are alerted, and `fulfilWaitingEsimOrders` serves it after the next import;
 * - eSIM from the wholesaler → the order stays `paid` and an `issueEsim` job (queued in the same transaction, so it
 *   runs only once the payment is committed) orders its profiles and delivers them (./wholesale.ts): the wholesaler
 *   is never called while the payment's transaction holds the order.
 */
import type { Payload, PayloadRequest } from 'payload'

import { cardHolderNames } from '@/domain/cardHolders'
import { deliveryKind, fulfilEvent, ticketsFor, type DeliveryKind } from '@/domain/fulfilment'
import { isLocale, DEFAULT_LOCALE } from '@/domain/locale'
import type { OrderStatus } from '@/domain/orderStatus'
import { personName } from '@/domain/person'
import { markOrderDelivered, setOrderEsimSource, topUpParentOf } from '@/server/db/queries/orders'
import { esimSourceOfProduct } from '@/server/db/queries/products'
import { inTransaction, sqlHandle } from '@/server/db/transaction'
import { logger } from '@/server/logger'
import { enqueueMail } from '@/server/mail/queue'
import type { DeliveredData } from '@/server/mail/types'
import { applyOrderEvent, lockOrderStatus } from '@/server/orders/status'
import { queueMessagingJob } from '@/server/mail/queue'
import type { EsimSource } from '@/domain/esim'

import { raiseStockAlert, resolveStockAlerts } from './alerts'
import { availableCodes, claimEsimCodes, waitingEsimOrders, type ClaimedCode } from './esimInventory'
import { ORDER_SELECT } from './pass'
import { orderKey } from '@/server/signing/orderLinks'

/** What the wholesaler task (./wholesale.ts) is queued with: it runs the task, this module queues it. */
export type IssueEsimInput = { orderId: number }

export { orderPageUrl, orderPagePath } from '@/server/signing/orderLinks'

export type FulfilmentOrder = {
  id: number
  orderNumber: string
  locale: string
  itemKind: 'product' | 'rail' | 'observationDeck'
  itemName: string
  planLabel?: string | null
  cardType?: 'physical' | 'esim' | null
  railTrip?: 'oneWay' | 'roundTrip' | null
  quantity: number
  product?: number | null
  visitDate?: string | null
  timeSlot?: string | null
  pickup?: { place?: string | null; date?: string | null; time?: string | null } | null
  contactEmail: string
  surname: string
  givenName: string
  guardianRequired?: boolean | null
  furtherHolders?: { surname: string; givenName: string }[] | null
}

/** The order as fulfilment needs it, read in `req`'s transaction. */
export async function readFulfilmentOrder(payload: Payload, orderId: number, req?: PayloadRequest): Promise<FulfilmentOrder> {
  const order = await payload.findByID({
    collection: 'orders',
    id: orderId,
    depth: 0,
    overrideAccess: true,
    ...(req ? { req } : {}),
    select: ORDER_SELECT,
  })
  const product = order.product
  return { ...(order as unknown as FulfilmentOrder), id: orderId, product: typeof product === 'object' && product ? product.id : (product ?? null) }
}

/** The delivery mail's data: what the order delivers, with the signed order-page key. */
export function deliveredMailData(order: FulfilmentOrder, codes: ClaimedCode[] = []): DeliveredData {
  const delivery: DeliveryKind = deliveryKind(order)
  const base = {
    delivery,
    orderNumber: order.orderNumber,
    orderKey: orderKey(order.orderNumber),
    name: personName(order.locale, order.surname, order.givenName) || undefined,
    itemName: order.itemName,
    ...(order.planLabel ? { planLabel: order.planLabel } : {}),
    quantity: order.quantity,
    guardianRequired: Boolean(order.guardianRequired),
  }
  if (delivery === 'esim') return { ...base, esims: codes.map(({ lpa, smdpAddress, matchingId }) => ({ lpa, smdpAddress, matchingId })) }
  if (delivery === 'voucher') {
    const pickup = order.pickup ?? {}
    const cardHolders = cardHolderNames(order.locale, order)
    return {
      ...base,
      pickup: { date: pickup.date ?? '', ...(pickup.time ? { time: pickup.time } : {}), place: pickup.place ?? '' },
      ...(cardHolders.length ? { cardHolders } : {}),
    }
  }
  return {
    ...base,
    tickets: ticketsFor(order).map(({ index, total, leg }) => ({ index, total, leg })),
    ...(order.visitDate && order.timeSlot ? { visit: { date: order.visitDate, timeSlot: order.timeSlot } } : {}),
  }
}

/** The low-stock mark of the site settings (fewer unused codes than this alerts staff). */
async function lowStockMark(payload: Payload, req?: PayloadRequest): Promise<number> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, ...(req ? { req } : {}), select: { orderRules: true } })
  return settings.orderRules?.esimLowStock ?? 20
}

async function queueDeliveryMail(payload: Payload, req: PayloadRequest, order: FulfilmentOrder, codes?: ClaimedCode[]) {
  const locale = isLocale(order.locale) ? order.locale : DEFAULT_LOCALE
  await enqueueMail(payload, { kind: 'delivered', to: order.contactEmail, locale, data: deliveredMailData(order, codes) }, req)
}

async function markDelivered(payload: Payload, req: PayloadRequest, orderId: number, esimCodeId?: number) {
  const db = await sqlHandle(payload, req)
  await markOrderDelivered(db, orderId, esimCodeId ?? null)
}

/** Where a product's eSIMs come from (imported codes unless it names the wholesaler). */
export async function esimSourceOf(payload: Payload, productId: number, req?: PayloadRequest): Promise<EsimSource> {
  const db = await sqlHandle(payload, req)
  return (await esimSourceOfProduct(db, productId)) === 'esimAccess' ? 'esimAccess' : 'inventory'
}

/**
 * Hands profiles the wholesaler issued to the order (in `req`'s transaction, the order locked and still `paid`):
 * recorded as the order's codes, `deliver`, and the eSIM mail.
 */
export async function deliverIssuedProfiles(payload: Payload, req: PayloadRequest, orderId: number, codes: ClaimedCode[]): Promise<OrderStatus> {
  const order = await readFulfilmentOrder(payload, orderId, req)
  await markDelivered(payload, req, orderId, codes[0]!.id)
  const { to } = await applyOrderEvent(payload, req, { orderId, event: 'deliver', actor: 'provider' })
  await queueDeliveryMail(payload, req, order, codes)
  return to
}

async function isTopUpOrder(payload: Payload, req: PayloadRequest, orderId: number): Promise<boolean> {
  return (await topUpParentOf(await sqlHandle(payload, req), orderId)) !== null
}

/**
 * Fulfils a paid order inside the caller's transaction (`req.transactionID` must be set) and returns
 * its status afterwards: `pendingPickup` (voucher), `delivered` (eSIM, tickets), or `paid` when an
 * eSIM order waits for codes. An order that is not `paid` is left as it is (a repeated call does
 * nothing) and its status returned.
 */
export async function fulfilPaidOrder(payload: Payload, req: PayloadRequest, orderId: number): Promise<OrderStatus> {
  if (!req.transactionID) throw new Error('fulfilPaidOrder needs the payment transaction')
  const status = await lockOrderStatus(payload, req, orderId)
  if (status !== 'paid') return status
  const order = await readFulfilmentOrder(payload, orderId, req)
  const kind = deliveryKind(order)

  // An eSIM top-up: added to the eSIM's profile by a job once this payment commits (src/server/topUp/topUpJob.ts).
  if (await isTopUpOrder(payload, req, orderId)) {
    await queueMessagingJob(payload, 'applyTopUp', { orderId }, req)
    return 'paid'
  }

  if (kind !== 'esim') {
    if (kind === 'tickets') await markDelivered(payload, req, orderId)
    const { to } = await applyOrderEvent(payload, req, { orderId, event: fulfilEvent(kind), actor: 'system' })
    await queueDeliveryMail(payload, req, order)
    return to
  }

  if (!order.product) throw new Error(`eSIM order ${order.orderNumber} has no product`)
  const source = await esimSourceOf(payload, order.product, req)
  const db = await sqlHandle(payload, req)
  await setOrderEsimSource(db, orderId, source)
  if (source === 'esimAccess') {
    await queueMessagingJob(payload, 'issueEsim', { orderId } satisfies IssueEsimInput, req)
    return 'paid'
  }
  const threshold = await lowStockMark(payload, req)
  const codes = await claimEsimCodes(payload, req, { productId: order.product, orderId, count: order.quantity })
  if (!codes) {
    const available = await availableCodes(payload, order.product, req)
    const waiting = await waitingEsimOrders(payload, order.product, req)
    logger.warn({ order: order.orderNumber, productId: order.product, needed: order.quantity, available }, 'eSIM order paid, waiting for activation codes')
    await raiseStockAlert(payload, req, { productId: order.product, kind: 'empty', available, threshold, waitingOrders: waiting.length })
    return 'paid'
  }
  await markDelivered(payload, req, orderId, codes[0]!.id)
  const { to } = await applyOrderEvent(payload, req, { orderId, event: 'deliver', actor: 'system' })
  const left = await availableCodes(payload, order.product, req)
  if (left < threshold) await raiseStockAlert(payload, req, { productId: order.product, kind: 'lowStock', available: left, threshold })
  await queueDeliveryMail(payload, req, order, codes)
  return to
}

/**
 * Serves paid eSIM orders still waiting for codes (of one product, or all), oldest payment first, each
 * in its own transaction; then resolves the stock alerts the import answered. Called after an import.
 */
export async function fulfilWaitingEsimOrders(payload: Payload, { productId }: { productId?: number } = {}): Promise<{ delivered: number; waiting: number }> {
  const waiting = await waitingEsimOrders(payload, productId)
  let delivered = 0
  for (const order of waiting) {
    try {
      const status = await inTransaction(payload, ({ req }) => fulfilPaidOrder(payload, req, order.id))
      if (status !== 'paid') delivered++
    } catch (err) {
      logger.error({ err, orderId: order.id }, 'could not fulfil a waiting eSIM order; it stays paid')
    }
  }
  const products = productId === undefined ? [...new Set(waiting.map((o) => o.productId))] : [productId]
  const threshold = await lowStockMark(payload)
  await inTransaction(payload, async ({ req }) => {
    for (const id of products) {
      const available = await availableCodes(payload, id, req)
      const stillWaiting = (await waitingEsimOrders(payload, id, req)).length
      await resolveStockAlerts(payload, req, { productId: id, available, threshold, waitingOrders: stillWaiting })
    }
  })
  return { delivered, waiting: waiting.length - delivered }
}
