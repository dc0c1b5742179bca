/** Statements on `orders` outside Payload's own operations (its lock, status and payment columns), grouped here so every one is found in one place. */
import 'server-only'

import { and, asc, count, desc, eq, exists, gt, gte, ilike, inArray, isNotNull, isNull, like, lt, ne, notExists, notInArray, or, sum, type AnyColumn, type SQL } from '@payloadcms/db-postgres/drizzle'
import { alias } from '@payloadcms/db-postgres/drizzle/pg-core'

import { airports_locales, members, order_events, orders, orders_further_holders, payments, products, ticket_uses } from '@/payload-generated-schema'

import { DEFAULT_LOCALE, type Locale } from '@/domain/locale'
import { orderNumberKey } from '@/domain/orderNumber'
import type { PaymentMethod } from '@/domain/payment'
import type { DeskQuery } from '@/domain/staffDesk'
import type { OrderInvoiceFields } from '@/lib/invoiceChoice'

import { insertReturningIds } from '../rows'
import type { Db } from '../transaction'
import { advisoryXactLock, coalesce, csvOverlaps, dbNow, digitsOf, lower, minutesFromNow, noRow, spaced, withoutHyphens } from './expressions'

/** The order's status, its row locked until the transaction ends (every status change takes this lock first). */
export async function lockOrderRow(db: Db, orderId: number): Promise<string | null> {
  const [row] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).for('update')
  return row?.status ?? null
}

export async function setOrderStatus(db: Db, orderId: number, status: (typeof orders.status.enumValues)[number]): Promise<void> {
  await db.update(orders).set({ status, updatedAt: dbNow() }).where(eq(orders.id, orderId))
}

/**
 * A new order (placeOrder) in the caller's transaction: its main row and its further card holders — every table an
 * order has rows in when it is placed (its invoice allowances come with a refund). Its id, from the insert itself.
 */
export async function insertOrder(
  db: Db,
  row: Omit<typeof orders.$inferInsert, 'id'>,
  holders: Omit<typeof orders_further_holders.$inferInsert, '_parentID' | '_order'>[],
): Promise<number> {
  const [id] = await insertReturningIds(db, orders, [row])
  if (holders.length) await db.insert(orders_further_holders).values(holders.map((holder, index) => ({ ...holder, _parentID: id!, _order: index + 1 })))
  return id!
}

/** One entry of an order's history (its main table only: an event has no sub-tables), in the caller's transaction. */
export async function insertOrderEvent(db: Db, entry: Omit<typeof order_events.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>): Promise<void> {
  await db.insert(order_events).values(entry)
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

/** The order's number, or null when there is no such order. */
export async function orderNumberById(db: Db, orderId: number): Promise<string | null> {
  const [row] = await db.select({ orderNumber: orders.orderNumber }).from(orders).where(eq(orders.id, orderId)).limit(1)
  return row?.orderNumber ?? null
}

/** The order an Idempotency-Key placed, if any. */
export async function orderIdByIdempotencyKey(db: Db, key: string): Promise<number | null> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.idempotencyKey, key)).limit(1)
  return row?.id ?? null
}

/** The eSIM order a top-up order tops up (null: the order is no top-up). */
export async function topUpParentOf(db: Db, orderId: number): Promise<number | null> {
  const [row] = await db.select({ of: orders.topUp_of }).from(orders).where(eq(orders.id, orderId)).limit(1)
  return row?.of ?? null
}

/** A top-up order's facts: its status, the eSIM order it tops up, the package and when it was applied. */
export async function topUpFacts(db: Db, orderId: number) {
  const [row] = await db
    .select({
      orderNumber: orders.orderNumber,
      status: orders.status,
      parentId: orders.topUp_of,
      packageCode: orders.topUp_packageCode,
      appliedAt: orders.topUp_appliedAt,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1)
  return row ?? null
}

/** Why a top-up could not be applied (shown to support until it is). */
export async function setTopUpProblem(db: Db, orderId: number, problem: string): Promise<void> {
  await db.update(orders).set({ topUp_problem: problem, updatedAt: dbNow() }).where(eq(orders.id, orderId))
}

/** The top-up applied now: the order is delivered. */
export async function markTopUpApplied(db: Db, orderId: number): Promise<void> {
  await db
    .update(orders)
    .set({ topUp_appliedAt: dbNow(), topUp_problem: null, fulfilment_deliveredAt: dbNow(), updatedAt: dbNow() })
    .where(eq(orders.id, orderId))
}

/** What the "top-up applied" mail is written from: the top-up order and the number of the eSIM order it topped up. */
export async function topUpMailFacts(db: Db, orderId: number) {
  const parent = alias(orders, 'parent')
  const [row] = await db
    .select({ ...orderMailColumns, planLabel: orders.planLabel, totalTwd: orders.totalTwd, esimOrderNumber: parent.orderNumber })
    .from(orders)
    .innerJoin(parent, eq(parent.id, orders.topUp_of))
    .where(eq(orders.id, orderId))
    .limit(1)
  return row ?? null
}

/** What a staff cancellation needs of the order: what is left of its payment, whether a payment was recorded, its seats. */
export async function staffCancelFacts(db: Db, orderId: number) {
  const [row] = await db
    .select({
      paidTwd: orders.payment_amountTwd,
      paidAt: orders.payment_paidAt,
      provider: orders.payment_provider,
      refundState: orders.refund_state,
      refundTwd: orders.refund_amountTwd,
      slotReservationId: orders.slotReservation,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1)
  if (!row) return null
  // Support's partial refunds went back already: the cancellation refunds what they left.
  const refunded = row.refundState === 'done' ? (row.refundTwd ?? 0) : 0
  return {
    paidTwd: (row.paidTwd ?? 0) - refunded,
    paymentRecorded: row.paidAt !== null,
    slotReservationId: row.slotReservationId,
    paidBySerial: row.provider === 'serial',
  }
}

/** The order cancelled, keeping the time of its first cancellation. */
export async function keepCancelledAt(db: Db, orderId: number): Promise<void> {
  await db
    .update(orders)
    .set({ cancelledAt: coalesce<string>(orders.cancelledAt, dbNow()) })
    .where(eq(orders.id, orderId))
}

/** What a staff refund needs of the order: its number and the payment it refunds. */
export async function staffRefundFacts(db: Db, orderId: number) {
  const [row] = await db
    .select({ orderNumber: orders.orderNumber, paidTwd: orders.payment_amountTwd, providerRef: orders.payment_providerRef, provider: orders.payment_provider })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1)
  return row ? { orderNumber: row.orderNumber, paidTwd: row.paidTwd ?? 0, providerRef: row.providerRef, paidBySerial: row.provider === 'serial' } : null
}

/** The order's e-invoice as the desk's invoice actions need it. */
export async function deskInvoiceFacts(db: Db, orderId: number) {
  const [row] = await db
    .select({
      orderNumber: orders.orderNumber,
      number: orders.invoice_number,
      voidedAt: orders.invoice_voidedAt,
      issuedAt: orders.invoice_issuedAt,
      totalTwd: orders.totalTwd,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1)
  return row ?? null
}

/** The columns itemTextIn reads: the item as ordered, re-read in the reader's language from the live catalog. */
export const orderItemTextColumns = {
  locale: orders.locale,
  itemKind: orders.itemKind,
  itemName: orders.itemName,
  planLabel: orders.planLabel,
  product: orders.product,
  planId: orders.planId,
  activity: orders.activity,
  railTrip: orders.railTrip,
}

/** A row of the order desk's lists. */
const deskListColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  status: orders.status,
  surname: orders.surname,
  givenName: orders.givenName,
  contactEmail: orders.contactEmail,
  contactPhone: orders.contactPhone,
  totalTwd: orders.totalTwd,
  createdAt: orders.createdAt,
  ...orderItemTextColumns,
}

/** A full name as typed, surname first or given name first. */
export const nameMatches = (surname: AnyColumn, givenName: AnyColumn, like: string) => or(ilike(spaced(surname, givenName), like), ilike(spaced(givenName, surname), like))

/** An order number typed with or without its hyphen, whole or in part: compared without the hyphen. */
const orderNumberContains = (key: string) => (key.length >= 2 ? like(withoutHyphens(orders.orderNumber), `%${escapeLike(key)}%`) : noRow())

/** `text` for LIKE with its pattern characters escaped. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * Which orders the desk's search box means. `contact`: also by contact e-mail and phone — support and admins; counter
 * staff, who may not read contact data, search by order number and passport name only.
 */
export function deskOrderMatch(query: DeskQuery, { contact }: { contact: boolean }): SQL | undefined {
  if (query.kind === 'email') return contact ? eq(lower(orders.contactEmail), query.email) : noRow()
  const numberKey = orderNumberKey(query.text)
  // A number typed without its country code matches the end of the stored one; an order number may be digits too.
  if (query.kind === 'phone') return contact ? or(like(digitsOf(orders.contactPhone), `%${query.digits}`), orderNumberContains(numberKey)) : orderNumberContains(numberKey)
  return or(orderNumberContains(numberKey), nameMatches(orders.surname, orders.givenName, `%${escapeLike(query.text)}%`))
}

/** The ids of the orders matching `where`, newest first. */
export async function orderIdsWhere(db: Db, where: SQL | undefined, limit: number): Promise<number[]> {
  const rows = await db.select({ id: orders.id }).from(orders).where(where).orderBy(desc(orders.createdAt)).limit(limit)
  return rows.map((row) => row.id)
}

/** The desk's rows of the orders matching `where` (or the member's), newest first. */
export async function deskOrderRows(db: Db, where: SQL | undefined, limit: number) {
  return db.select(deskListColumns).from(orders).where(where).orderBy(desc(orders.createdAt)).limit(limit)
}

export const ordersOfMember = (memberId: number) => eq(orders.member, memberId)

/** What the pickup desk shows of an order. */
const pickupColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  status: orders.status,
  quantity: orders.quantity,
  surname: orders.surname,
  givenName: orders.givenName,
  guardianRequired: orders.guardianRequired,
  airportId: orders.pickup_airport,
  counterId: orders.pickup_counterId,
  date: orders.pickup_date,
  time: orders.pickup_time,
  pickedUpAt: orders.pickedUpAt,
  cardSerials: orders.pickup_cardSerials,
  ...orderItemTextColumns,
}

/** Physical orders at the airports of `scope` (null: every airport). */
const pickupScope = (scope: number[] | null) =>
  and(eq(orders.cardType, 'physical'), scope === null ? undefined : scope.length ? inArray(orders.pickup_airport, scope) : noRow())
const atCounter = inArray(orders.status, ['pendingPickup', 'pickedUp'])

/** A day's pickups at the airports of `scope`: those waiting and those handed over. */
export async function pickupsOn(db: Db, scope: number[] | null, date: string) {
  return db
    .select(pickupColumns)
    .from(orders)
    .where(and(pickupScope(scope), eq(orders.pickup_date, date), atCounter))
    .orderBy(asc(orders.pickup_time), asc(orders.orderNumber)) // ascending puts the untimed (null) last
}

/** Pickups at the airports of `scope` by order number (`numberKey`, without hyphen) or a card holder's passport name. */
export async function pickupsMatching(db: Db, scope: number[] | null, numberKey: string, text: string) {
  const like_ = `%${escapeLike(text)}%`
  const holder = db
    .select({ one: orders_further_holders.id })
    .from(orders_further_holders)
    .where(and(eq(orders_further_holders._parentID, orders.id), nameMatches(orders_further_holders.surname, orders_further_holders.givenName, like_)))
  return db
    .select(pickupColumns)
    .from(orders)
    .where(
      and(
        pickupScope(scope),
        atCounter,
        or(
          eq(withoutHyphens(orders.orderNumber), numberKey),
          numberKey.length >= 6 ? like(withoutHyphens(orders.orderNumber), `%${numberKey}`) : undefined,
          nameMatches(orders.surname, orders.givenName, like_),
          exists(holder),
        ),
      ),
    )
    .orderBy(desc(orders.pickup_date), asc(orders.orderNumber))
    .limit(20)
}

/** One pickup by id at the airports of `scope`. */
export async function pickupById(db: Db, scope: number[] | null, orderId: number) {
  return db.select(pickupColumns).from(orders).where(and(eq(orders.id, orderId), pickupScope(scope)))
}

/** Why the pickup desk cannot show an order: its card type and airport, by id or number. */
export async function pickupPlaceOf(db: Db, by: { id: number } | { orderNumber: string }) {
  const [row] = await db
    .select({ orderNumber: orders.orderNumber, status: orders.status, cardType: orders.cardType, airportId: orders.pickup_airport })
    .from(orders)
    .where('id' in by ? eq(orders.id, by.id) : eq(orders.orderNumber, by.orderNumber))
    .limit(1)
  return row ?? null
}

/** A physical order locked for its handover, with what the handover checks. */
export async function lockPhysicalOrder(db: Db, orderId: number) {
  const [row] = await db
    .select({
      orderNumber: orders.orderNumber,
      quantity: orders.quantity,
      airportId: orders.pickup_airport,
      surname: orders.surname,
      givenName: orders.givenName,
      guardianRequired: orders.guardianRequired,
    })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.cardType, 'physical')))
    .for('update')
  return row ?? null
}

/** Serialises the handovers' "is this serial another order's?" check until the transaction ends. */
export async function lockCardSerials(db: Db): Promise<void> {
  await db.execute(advisoryXactLock('pickup-card-serials'))
}

/** The serials of another order that already holds one of `serials`, if any. */
export async function serialsTakenElsewhere(db: Db, orderId: number, serials: string[]): Promise<string[] | null> {
  const [row] = await db
    .select({ serials: orders.pickup_cardSerials })
    .from(orders)
    .where(and(ne(orders.id, orderId), isNotNull(orders.pickup_cardSerials), csvOverlaps(orders.pickup_cardSerials, serials)))
    .limit(1)
  return row ? (row.serials ?? '').split(',') : null
}

/** The cards handed over now, with the serial typed for each. */
export async function recordHandover(db: Db, orderId: number, serials: string[]): Promise<void> {
  await db.update(orders).set({ pickedUpAt: dbNow(), pickup_cardSerials: serials.join(','), updatedAt: dbNow() }).where(eq(orders.id, orderId))
}

/** The order's number and the serials of its handover. */
export async function handoverOf(db: Db, orderId: number) {
  const [row] = await db.select({ orderNumber: orders.orderNumber, serials: orders.pickup_cardSerials }).from(orders).where(eq(orders.id, orderId)).limit(1)
  return row ? { orderNumber: row.orderNumber, serials: row.serials ?? '' } : null
}

/** The handover taken back: the serials are free again. */
export async function clearHandover(db: Db, orderId: number): Promise<void> {
  await db.update(orders).set({ pickedUpAt: null, pickup_cardSerials: null, updatedAt: dbNow() }).where(eq(orders.id, orderId))
}

/** Pickups on `dates` at the airports of `scope` (null: all), by airport, date and status, with the airport's name in `locale` and in the default language. */
export async function pickupCountsOn(db: Db, dates: string[], scope: number[] | null, locale: Locale) {
  const named = alias(airports_locales, 'named')
  const fallback = alias(airports_locales, 'fallback')
  return db
    .select({ airportId: orders.pickup_airport, date: orders.pickup_date, status: orders.status, n: count(), name: named.name, fallbackName: fallback.name })
    .from(orders)
    .leftJoin(named, and(eq(named._parentID, orders.pickup_airport), eq(named._locale, locale)))
    .leftJoin(fallback, and(eq(fallback._parentID, orders.pickup_airport), eq(fallback._locale, DEFAULT_LOCALE)))
    .where(and(isNotNull(orders.pickup_airport), inArray(orders.pickup_date, dates), scope === null ? undefined : inArray(orders.pickup_airport, scope)))
    .groupBy(orders.pickup_airport, orders.pickup_date, orders.status, named.name, fallback.name)
}

/** Orders placed in [from, to), by their status now. */
export async function placedByStatus(db: Db, from: string, to: string) {
  return db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(and(gte(orders.createdAt, from), lt(orders.createdAt, to)))
    .groupBy(orders.status)
}

/** Orders paid in [from, to) and not cancelled or refunded since: how many and their total. */
export async function salesPaidIn(db: Db, from: string, to: string, paidStatuses: readonly (typeof orders.status.enumValues)[number][]) {
  const [row] = await db
    .select({ twd: sum(orders.totalTwd).mapWith(Number), n: count() })
    .from(orders)
    .where(and(inArray(orders.status, [...paidStatuses]), gte(orders.payment_paidAt, from), lt(orders.payment_paidAt, to)))
  return { twd: row?.twd ?? 0, n: row?.n ?? 0 }
}

/** Refunds TapPay confirmed in [from, to): how many and what went back. */
export async function refundsSettledIn(db: Db, from: string, to: string) {
  const [row] = await db
    .select({ twd: sum(orders.refund_amountTwd).mapWith(Number), n: count() })
    .from(orders)
    .where(and(eq(orders.refund_state, 'done'), gte(orders.refund_refundedAt, from), lt(orders.refund_refundedAt, to)))
  return { twd: row?.twd ?? 0, n: row?.n ?? 0 }
}

/** Orders whose e-invoice could not be issued or voided. */
export async function countInvoiceErrors(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(isNotNull(orders.invoice_error))
  return row?.n ?? 0
}

/** The whole order as the desk shows it, with its member's e-mail. */
export async function deskOrderRow(db: Db, orderId: number) {
  const [row] = await db.select({ order: orders, memberEmail: members.email }).from(orders).leftJoin(members, eq(members.id, orders.member)).where(eq(orders.id, orderId)).limit(1)
  return row ? { ...row.order, memberEmail: row.memberEmail } : null
}

/** The order's status history, oldest first. */
export async function orderEventsOf(db: Db, orderId: number) {
  return db
    .select({ createdAt: order_events.createdAt, event: order_events.event, from: order_events.from, to: order_events.to, actor: order_events.actor, note: order_events.note, params: order_events.params })
    .from(order_events)
    .where(eq(order_events.order, orderId))
    .orderBy(asc(order_events.createdAt), asc(order_events.id))
}

/**
 * Stores the issued e-invoice unless the order has a number already (and, given `whileIn`, only while its status is
 * one of them), in one conditional statement; true when this call stored it.
 */
export async function storeIssuedInvoice(
  db: Db,
  orderId: number,
  invoice: { number: string; randomNumber: string; issuedAt: string; provider: string; voided: boolean },
  whileIn?: readonly (typeof orders.status.enumValues)[number][],
): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({
      invoice_number: invoice.number,
      invoice_randomNumber: invoice.randomNumber,
      invoice_issuedAt: invoice.issuedAt,
      invoice_provider: invoice.provider,
      invoice_voidedAt: invoice.voided ? new Date().toISOString() : null,
      invoice_error: null,
      updatedAt: dbNow(),
    })
    .where(and(eq(orders.id, orderId), isNull(orders.invoice_number), whileIn ? inArray(orders.status, [...whileIn]) : undefined))
    .returning({ id: orders.id })
  return rows.length > 0
}

/** The e-invoice `number` voided now (once: a second call changes nothing). */
export async function markInvoiceVoided(db: Db, orderId: number, number: string): Promise<void> {
  await db
    .update(orders)
    .set({ invoice_voidedAt: dbNow(), invoice_error: null, updatedAt: dbNow() })
    .where(and(eq(orders.id, orderId), eq(orders.invoice_number, number), isNull(orders.invoice_voidedAt)))
}

/** The last e-invoice problem, shown until an issue or void succeeds. */
export async function setInvoiceError(db: Db, orderId: number, message: string): Promise<void> {
  await db.update(orders).set({ invoice_error: message, updatedAt: dbNow() }).where(eq(orders.id, orderId))
}

/** Serialises the e-invoice allowance work of one order until the transaction ends. */
export async function lockInvoiceAllowances(db: Db, orderId: number): Promise<void> {
  await db.execute(advisoryXactLock(`invoice-allowance:${orderId}`))
}
