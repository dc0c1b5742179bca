/** Statements on `orders` outside Payload's own operations (its lock, status and payment columns), grouped here so every one is found in one place. */
import 'server-only'

import { and, asc, count, desc, eq, gt, inArray, isNull, lt, notExists, notInArray, or } from '@payloadcms/db-postgres/drizzle'

import { orders, payments, products, ticket_uses } from '@/payload-generated-schema'

import type { PaymentMethod } from '@/domain/payment'
import type { OrderInvoiceFields } from '@/server/invoice/choice'

import type { Db } from '../transaction'
import { coalesce, dbNow, lower, minutesFromNow } from './expressions'

/** The order's status, its row locked until the transaction ends (every status change takes this lock first). */
export async function lockOrderRow(db: Db, orderId: number): Promise<string | null> {
  const [row] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).for('update')
  return row?.status ?? null
}

export async function setOrderStatus(db: Db, orderId: number, status: (typeof orders.status.enumValues)[number]): Promise<void> {
  await db.update(orders).set({ status, updatedAt: dbNow() }).where(eq(orders.id, orderId))
}

/** The order as paying for it needs it, by its number. */
export async function orderForPayment(db: Db, orderNumber: string) {
  const [row] = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      memberId: orders.member,
      totalTwd: orders.totalTwd,
      givenName: orders.givenName,
      surname: orders.surname,
      email: orders.contactEmail,
      phone: orders.contactPhone,
      itemName: orders.itemName,
      paymentLinkIssuedAt: orders.paymentLinkIssuedAt,
    })
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber))
    .limit(1)
  return row ?? null
}

/** The order's status and its e-invoice's number and dates. */
export async function orderInvoiceState(db: Db, orderId: number) {
  const [row] = await db
    .select({ status: orders.status, number: orders.invoice_number, issuedAt: orders.invoice_issuedAt, voidedAt: orders.invoice_voidedAt })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1)
  return row ?? null
}

/** The charge that paid the order, and the e-invoice choice made with it, written onto the order. */
export async function recordOrderPayment(
  db: Db,
  orderId: number,
  payment: { method: PaymentMethod; provider: string; providerRef: string; amountTwd: number; cardLast4: string | null },
  invoice: OrderInvoiceFields,
): Promise<void> {
  await db
    .update(orders)
    .set({
      payment_method: payment.method,
      payment_provider: payment.provider,
      payment_providerRef: payment.providerRef,
      payment_amountTwd: payment.amountTwd,
      payment_cardLast4: payment.cardLast4,
      payment_paidAt: dbNow(),
      invoice_type: invoice.type,
      invoice_mobileBarcode: invoice.mobileBarcode,
      invoice_taxId: invoice.taxId,
      invoice_companyTitle: invoice.companyTitle,
      invoice_loveCode: invoice.loveCode,
      updatedAt: dbNow(),
    })
    .where(eq(orders.id, orderId))
}

/** Paid eSIM orders (of one product, if given) whose product takes codes from the inventory, oldest payment first. */
export async function paidEsimOrdersWaitingForCodes(db: Db, productId?: number): Promise<{ id: number; productId: number }[]> {
  const rows = await db
    .select({ id: orders.id, productId: orders.product })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.product))
    .where(
      and(
        eq(orders.status, 'paid'),
        eq(orders.itemKind, 'product'),
        eq(orders.cardType, 'esim'),
        or(isNull(products.esimSource), eq(products.esimSource, 'inventory')),
        productId === undefined ? undefined : eq(orders.product, productId),
      ),
    )
    .orderBy(asc(coalesce(orders.payment_paidAt, orders.updatedAt)), asc(orders.id))
  return rows.map((r) => ({ id: r.id, productId: Number(r.productId) }))
}

/** What a mail about an order is written from: its number, item, address, language and the traveller's name. */
export const orderMailColumns = {
  orderNumber: orders.orderNumber,
  itemName: orders.itemName,
  email: orders.contactEmail,
  locale: orders.locale,
  surname: orders.surname,
  givenName: orders.givenName,
}

/** What a mail about the order needs of it, and its status. */
export async function orderMailFacts(db: Db, orderId: number) {
  const [row] = await db
    .select({ ...orderMailColumns, status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1)
  return row ?? null
}

/** What ordering its profiles from the wholesaler needs of an eSIM order. */
export async function wholesaleOrderFacts(db: Db, orderId: number) {
  const [row] = await db
    .select({
      status: orders.status,
      orderNumber: orders.orderNumber,
      productId: orders.product,
      planId: orders.planId,
      quantity: orders.quantity,
      providerOrderNo: orders.fulfilment_providerOrderNo,
      paidAt: orders.payment_paidAt,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1)
  return row ?? null
}

/** The wholesaler's order number, recorded before anything else happens with it. */
export async function setWholesalerOrderNo(db: Db, orderId: number, providerOrderNo: string): Promise<void> {
  await db.update(orders).set({ fulfilment_providerOrderNo: providerOrderNo, updatedAt: dbNow() }).where(eq(orders.id, orderId))
}

export async function productOfOrder(db: Db, orderId: number): Promise<number | null> {
  const [row] = await db.select({ product: orders.product }).from(orders).where(eq(orders.id, orderId)).limit(1)
  return row?.product ?? null
}

/** The order with this number whose contact e-mail is `email` (lower case), if any. */
export async function orderIdByNumberAndEmail(db: Db, orderNumber: string, email: string): Promise<number | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), eq(lower(orders.contactEmail), email)))
    .limit(1)
  return row?.id ?? null
}

/** What deciding about an order's goods (tickets, eSIM) needs of it. */
export async function goodsFacts(db: Db, orderId: number) {
  const [row] = await db
    .select({ status: orders.status, itemKind: orders.itemKind, cardType: orders.cardType, visitDate: orders.visitDate })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1)
  return row ?? null
}

/** Tickets of the order already admitted at a gate. */
export async function countTicketUses(db: Db, orderId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(ticket_uses).where(eq(ticket_uses.order, orderId))
  return row?.n ?? 0
}

/** What a traveller's cancellation needs of the order: the request that cancelled it, the payment, a refund, the seats. */
export async function cancellationFacts(db: Db, orderId: number) {
  const [row] = await db
    .select({
      requestKey: orders.cancelRequestKey,
      paidTwd: coalesce<number>(orders.payment_amountTwd, 0).mapWith(Number),
      paidAt: orders.payment_paidAt,
      refundTwd: orders.refund_amountTwd,
      refundState: orders.refund_state,
      feeTwd: orders.refund_feeTwd,
      slotReservationId: orders.slotReservation,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1)
  return row ?? null
}

/** The request that cancelled the order, and when (the first cancellation's time is kept). */
export async function recordCancelRequest(db: Db, orderId: number, requestKey: string): Promise<void> {
  await db
    .update(orders)
    .set({ cancelRequestKey: requestKey, cancelledAt: coalesce<string>(orders.cancelledAt, dbNow()) })
    .where(eq(orders.id, orderId))
}

/** The order delivered now (with the eSIM code it was given, if any). */
export async function markOrderDelivered(db: Db, orderId: number, esimCodeId: number | null): Promise<void> {
  await db.update(orders).set({ fulfilment_deliveredAt: dbNow(), fulfilment_esimCode: esimCodeId, updatedAt: dbNow() }).where(eq(orders.id, orderId))
}

/** Where the order's eSIM comes from, decided once it is paid. */
export async function setOrderEsimSource(db: Db, orderId: number, source: (typeof orders.fulfilment_esimSource.enumValues)[number]): Promise<void> {
  await db.update(orders).set({ fulfilment_esimSource: source }).where(eq(orders.id, orderId))
}

/** What checking a scanned ticket needs of its order, by its number. */
export async function ticketOrderFacts(db: Db, orderNumber: string) {
  const [row] = await db
    .select({
      id: orders.id,
      itemKind: orders.itemKind,
      railTrip: orders.railTrip,
      quantity: orders.quantity,
      visitDate: orders.visitDate,
      timeSlot: orders.timeSlot,
      itemName: orders.itemName,
    })
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber))
    .limit(1)
  return row ?? null
}

/** When each admitted ticket of the order (or the one with `ticketIndex`) was used. */
export async function ticketUses(db: Db, orderId: number, ticketIndex?: number) {
  return db
    .select({ ticketIndex: ticket_uses.ticketIndex, usedAt: ticket_uses.usedAt })
    .from(ticket_uses)
    .where(and(eq(ticket_uses.order, orderId), ticketIndex === undefined ? undefined : eq(ticket_uses.ticketIndex, ticketIndex)))
}

/** A ticket admitted now by a staff member. */
export async function recordTicketUse(
  db: Db,
  use: { orderId: number; orderNumber: string; ticketIndex: number; leg: (typeof ticket_uses.leg.enumValues)[number]; staffId: number },
): Promise<void> {
  await db.insert(ticket_uses).values({
    order: use.orderId,
    orderNumber: use.orderNumber,
    ticketIndex: use.ticketIndex,
    leg: use.leg,
    usedAt: dbNow(),
    checkedBy: use.staffId,
    createdAt: dbNow(),
    updatedAt: dbNow(),
  })
}

/** The names on the member's latest order of the product (or activity) in one of `statuses`, or null. */
export async function latestOrderNames(
  db: Db,
  memberId: number,
  target: { productId: number } | { activityId: number },
  statuses: readonly (typeof orders.status.enumValues)[number][],
) {
  const [row] = await db
    .select({ givenName: orders.givenName, surname: orders.surname })
    .from(orders)
    .where(
      and(
        eq(orders.member, memberId),
        'productId' in target ? eq(orders.product, target.productId) : eq(orders.activity, target.activityId),
        inArray(orders.status, [...statuses]),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1)
  return row ?? null
}

/** Stamps the order cancelled; returns what it held (promo use, seats) and what its mail is written from. */
export async function markOrderCancelled(db: Db, orderId: number) {
  const [row] = await db
    .update(orders)
    .set({ cancelledAt: dbNow() })
    .where(eq(orders.id, orderId))
    .returning({ promoCodeId: orders.promoCode, slotReservationId: orders.slotReservation, ...orderMailColumns })
  return row ?? null
}

/**
 * Unpaid orders older than `minutes`, oldest first, locked (SKIP LOCKED: two runners take different ones) — never one
 * with a payment TapPay has not answered, nor a 3-D Secure challenge opened in the last 30 minutes, nor one in `skip`.
 */
export async function lockDueUnpaidOrders(db: Db, minutes: number, skip: readonly number[], limit: number): Promise<number[]> {
  const undecided = db
    .select({ one: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.order, orders.id),
        or(eq(payments.status, 'pending'), and(eq(payments.status, 'challenge'), gt(payments.createdAt, minutesFromNow(-30)))),
      ),
    )
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'unpaid'), lt(orders.createdAt, minutesFromNow(-minutes)), skip.length ? notInArray(orders.id, [...skip]) : undefined, notExists(undecided)))
    .orderBy(asc(orders.createdAt))
    .limit(limit)
    .for('update', { of: orders, skipLocked: true })
  return rows.map((row) => Number(row.id))
}
