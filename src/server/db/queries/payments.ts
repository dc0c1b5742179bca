/** Every statement on `payments` outside Payload's own operations: attempts, their settlement, reconciliation and reversals. */
import 'server-only'

import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, max, or, type SQL } from '@payloadcms/db-postgres/drizzle'

import type { PaymentStatus } from '@/domain/payment'
import { orders, payments } from '@/payload-generated-schema'

import type { Db } from '../transaction'
import { coalesce, dbNow, minutesFromNow, msSince, secondsFromNow } from './expressions'

/** An attempt as checkout reads it; `ageMs` by the database's clock. */
export const paymentFields = {
  id: payments.id,
  orderId: payments.order,
  status: payments.status,
  method: payments.method,
  amountTwd: payments.amountTwd,
  providerRef: payments.providerRef,
  bankTransactionId: payments.bankTransactionId,
  paymentUrl: payments.paymentUrl,
  errorCode: payments.errorCode,
  cardLast4: payments.cardLast4,
  ageMs: msSince(payments.createdAt),
}

const selectPayment = (db: Db, where: SQL | undefined) => db.select(paymentFields).from(payments).where(where)

export const paymentByKey = async (db: Db, key: string) => (await selectPayment(db, eq(payments.idempotencyKey, key)))[0] ?? null

export const paymentById = async (db: Db, id: number) => (await selectPayment(db, eq(payments.id, id)))[0] ?? null

/** Whether the order has an attempt whose outcome is not known yet. */
export async function hasPendingPayment(db: Db, orderId: number): Promise<boolean> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.order, orderId), eq(payments.status, 'pending')))
    .limit(1)
  return rows.length > 0
}

/** An unsettled attempt's new status; a reference or page the call did not return leaves the stored one. */
export async function markUnsettledPayment(
  db: Db,
  id: number,
  fields: { status: PaymentStatus; providerRef?: string | null; paymentUrl?: string | null; errorCode?: string | null; errorMessage?: string | null },
): Promise<void> {
  await db
    .update(payments)
    .set({
      status: fields.status,
      ...(fields.providerRef != null ? { providerRef: fields.providerRef } : {}),
      ...(fields.paymentUrl != null ? { paymentUrl: fields.paymentUrl } : {}),
      errorCode: fields.errorCode ?? null,
      errorMessage: fields.errorMessage?.slice(0, 200) ?? null,
      updatedAt: dbNow(),
    })
    .where(and(eq(payments.id, id), inArray(payments.status, ['pending', 'challenge'])))
}

/** The attempt's status and invoice choice, its row locked until the transaction ends. */
export async function lockPayment(db: Db, id: number) {
  const [row] = await db.select({ status: payments.status, invoice: payments.invoice }).from(payments).where(eq(payments.id, id)).for('update')
  return row
}

/** A charge recorded on its attempt: `errorCode`/`errorMessage` say why it is (to be) refunded, when it is. */
export async function recordCharge(
  db: Db,
  id: number,
  charge: { status: 'succeeded' | 'refunded'; recTradeId: string; cardLast4: string | null; errorCode: string | null; errorMessage: string | null },
): Promise<void> {
  await db
    .update(payments)
    .set({
      status: charge.status,
      providerRef: charge.recTradeId,
      cardLast4: charge.cardLast4,
      errorCode: charge.errorCode,
      errorMessage: charge.errorMessage,
      nextRecordCheckAt: null,
      updatedAt: dbNow(),
    })
    .where(eq(payments.id, id))
}

/**
 * Claims up to `limit` attempts of `provider` still `pending` `settleAfterSeconds` after they started whose next Record
 * API check is due: each claimed row's next check moves a minute on (FOR UPDATE SKIP LOCKED, so two workers never claim one).
 */
export async function claimPaymentsToRecheck(db: Db, provider: string, settleAfterSeconds: number, limit: number) {
  const due = db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'pending'),
        eq(payments.provider, provider),
        lt(payments.createdAt, secondsFromNow(-settleAfterSeconds)),
        or(isNull(payments.nextRecordCheckAt), lte(payments.nextRecordCheckAt, dbNow())),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true })
  return db
    .update(payments)
    .set({ nextRecordCheckAt: minutesFromNow(1) })
    .where(inArray(payments.id, due))
    .returning({ ...paymentFields, checks: coalesce<number>(payments.recordChecks, 0).mapWith(Number) })
}

/** One more "not found" from the Record API: the next check in `minutes`. */
export async function postponeRecheck(db: Db, id: number, checks: number, minutes: number): Promise<void> {
  await db
    .update(payments)
    .set({ recordChecks: checks, nextRecordCheckAt: minutesFromNow(minutes), updatedAt: dbNow() })
    .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
}

/** Unsettled attempts, started `settleAfterSeconds` ago or more, of unpaid orders placed over `minutes` ago; oldest first. */
export async function unsettledPaymentsOfStaleOrders(db: Db, settleAfterSeconds: number, minutes: number, limit: number) {
  const staleUnpaid = db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'unpaid'), lt(orders.createdAt, minutesFromNow(-minutes))))
  return db
    .select(paymentFields)
    .from(payments)
    .where(and(inArray(payments.status, ['pending', 'challenge']), lt(payments.createdAt, secondsFromNow(-settleAfterSeconds)), inArray(payments.order, staleUnpaid)))
    .orderBy(asc(payments.createdAt))
    .limit(limit)
}

/** The attempt that paid the order, else its latest one (of those with TapPay's rec_trade_id, if given). */
export async function latestPaymentOf(db: Db, orderId: number, recTradeId?: string) {
  const [row] = await selectPayment(db, and(eq(payments.order, orderId), recTradeId ? eq(payments.providerRef, recTradeId) : undefined))
    .orderBy(desc(and(eq(payments.status, 'succeeded'), isNull(payments.errorCode))!), desc(payments.createdAt), desc(payments.id))
    .limit(1)
  return row ?? null
}

/** The attempt with TapPay's rec_trade_id and our bank_transaction_id, if it belongs to the order with that number. */
export async function paymentOfReturn(db: Db, orderNumber: string, recTradeId: string, bankTransactionId: string) {
  const order = db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, orderNumber))
  const [row] = await selectPayment(
    db,
    and(eq(payments.providerRef, recTradeId), eq(payments.bankTransactionId, bankTransactionId), inArray(payments.order, order)),
  )
  return row ?? null
}

/** The attempt a notify names: by TapPay's rec_trade_id, or by our bank_transaction_id when its rec_trade_id never reached us. */
export async function paymentOfNotify(db: Db, recTradeId: string, bankTransactionId?: string) {
  const [row] = await selectPayment(
    db,
    or(
      eq(payments.providerRef, recTradeId),
      bankTransactionId ? and(isNull(payments.providerRef), eq(payments.bankTransactionId, bankTransactionId)) : undefined,
    ),
  )
    .orderBy(asc(payments.id))
    .limit(1)
  return row ?? null
}

// Reversals (src/server/payments/reversal.ts): a charge the order could not take, refunded by the shop or by staff.

export async function bankRefundIdOf(db: Db, id: number): Promise<string | null> {
  const [row] = await db.select({ bankRefundId: payments.bankRefundId }).from(payments).where(eq(payments.id, id))
  return row?.bankRefundId ?? null
}

export async function setBankRefundId(db: Db, id: number, bankRefundId: string): Promise<void> {
  await db.update(payments).set({ bankRefundId }).where(eq(payments.id, id))
}

/** The provider refused the refund of a (still succeeded) charge: it waits for staff with `errorCode` and why. */
export async function markRefundRefused(db: Db, id: number, errorCode: string, errorMessage: string): Promise<void> {
  await db
    .update(payments)
    .set({ errorCode, errorMessage: errorMessage.slice(0, 200), updatedAt: dbNow() })
    .where(and(eq(payments.id, id), eq(payments.status, 'succeeded')))
}

export async function setPaymentErrorCode(db: Db, id: number, errorCode: string): Promise<void> {
  await db.update(payments).set({ errorCode, updatedAt: dbNow() }).where(eq(payments.id, id))
}

export async function markRefunded(db: Db, id: number, errorMessage: string): Promise<void> {
  await db.update(payments).set({ status: 'refunded', errorMessage, updatedAt: dbNow() }).where(eq(payments.id, id))
}

/** A succeeded charge whose refund the provider refused (`refused`), or whose refund claim (`due`) is older than `staleSeconds`. */
const waitingRefund = (codes: { refused: string; due: string }, staleSeconds: number) =>
  and(
    eq(payments.status, 'succeeded'),
    or(eq(payments.errorCode, codes.refused), and(eq(payments.errorCode, codes.due), lt(payments.updatedAt, secondsFromNow(-staleSeconds)))),
  )

/** The charges waiting for a refund, with their orders' numbers; oldest first. */
export async function chargesWaitingRefund(db: Db, codes: { refused: string; due: string }, staleSeconds: number, limit: number) {
  return db
    .select({
      id: payments.id,
      orderNumber: orders.orderNumber,
      amountTwd: payments.amountTwd,
      cardLast4: payments.cardLast4,
      since: payments.updatedAt,
      errorCode: payments.errorCode,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.order))
    .where(waitingRefund(codes, staleSeconds))
    .orderBy(asc(payments.updatedAt), asc(payments.id))
    .limit(limit)
}

/** Claims one waiting charge's refund (one conditional UPDATE: one caller wins); what refunding it needs, or null. */
export async function claimWaitingRefund(db: Db, id: number, codes: { refused: string; due: string }, staleSeconds: number) {
  const [row] = await db
    .update(payments)
    .set({ errorCode: codes.due, updatedAt: dbNow() })
    .where(and(eq(payments.id, id), waitingRefund(codes, staleSeconds)))
    .returning({ orderId: payments.order, recTradeId: payments.providerRef, amountTwd: payments.amountTwd, cardLast4: payments.cardLast4 })
  return row ?? null
}

/** Refund claims left by a process that stopped (older than `staleSeconds`), oldest first. */
export async function staleRefundClaims(db: Db, due: string, staleSeconds: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.status, 'succeeded'), eq(payments.errorCode, due), lt(payments.updatedAt, secondsFromNow(-staleSeconds))))
    .orderBy(asc(payments.updatedAt), asc(payments.id))
    .limit(limit)
  return rows.map((row) => row.id)
}

/** Payment attempts that failed in [from, to). */
export async function countFailedPayments(db: Db, from: string, to: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(payments)
    .where(and(eq(payments.status, 'failed'), gte(payments.createdAt, from), lt(payments.createdAt, to)))
  return row?.n ?? 0
}

const failedRecently = (seconds: number) => and(eq(payments.status, 'failed'), isNotNull(payments.errorCode), gt(payments.createdAt, secondsFromNow(-seconds)))

/** Failed attempts of the last `seconds`, by error code: how many and the latest time, the latest first. */
export async function failedPaymentCodes(db: Db, seconds: number) {
  const rows = await db
    .select({ code: payments.errorCode, n: count(), last: max(payments.createdAt) })
    .from(payments)
    .where(failedRecently(seconds))
    .groupBy(payments.errorCode)
    .orderBy(desc(max(payments.createdAt)))
  return rows.map((r) => ({ code: r.code ?? '', n: r.n, last: r.last ?? '' }))
}

/** The message of the latest failed attempt of the last `seconds` with this error code. */
export async function latestFailureMessage(db: Db, code: string, seconds: number): Promise<string | null> {
  const [row] = await db
    .select({ message: payments.errorMessage })
    .from(payments)
    .where(and(failedRecently(seconds), eq(payments.errorCode, code)))
    .orderBy(desc(payments.createdAt))
    .limit(1)
  return row?.message ?? null
}

/** Every payment attempt of the order, oldest first, as the desk shows them. */
export async function paymentsOfOrder(db: Db, orderId: number) {
  return db
    .select({
      createdAt: payments.createdAt,
      method: payments.method,
      provider: payments.provider,
      amountTwd: payments.amountTwd,
      status: payments.status,
      providerRef: payments.providerRef,
      cardLast4: payments.cardLast4,
      errorCode: payments.errorCode,
      errorMessage: payments.errorMessage,
    })
    .from(payments)
    .where(eq(payments.order, orderId))
    .orderBy(asc(payments.createdAt))
}
