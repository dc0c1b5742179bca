/**
 * The refund columns of `orders` (src/server/payments/refund.ts): the intent, the claim of one sender at a time, the
 * settlement and the lists the maintenance job and the dashboard read — every refund statement in one place.
 */
import 'server-only'

import { and, asc, eq, isNull, like, lt, lte, or } from '@payloadcms/db-postgres/drizzle'

import { orders } from '@/payload-generated-schema'

import type { Db } from '../transaction'
import { coalesce, dbNow, minutesAfter, minutesFromNow, plus } from './expressions'
import { orderMailColumns } from './orders'

const pending = eq(orders.refund_state, 'pending')

/** The order as a refund needs it: the mail row, the payment it refunds and what went back before. */
export async function refundFactsOf(db: Db, orderId: number) {
  const [row] = await db
    .select({
      ...orderMailColumns,
      provider: orders.payment_provider,
      providerRef: orders.payment_providerRef,
      paidTwd: coalesce<number>(orders.payment_amountTwd, 0).mapWith(Number),
      refundState: orders.refund_state,
      refundTwd: orders.refund_amountTwd,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1)
  return row ?? null
}

/** The refund columns' state: what went back (as stored) and whether a refund is open. */
export async function refundStateOf(db: Db, orderId: number) {
  const [row] = await db.select({ state: orders.refund_state, amountTwd: orders.refund_amountTwd }).from(orders).where(eq(orders.id, orderId)).limit(1)
  return row ?? null
}

/** A serial number kept as the payment reference of an order redeemed before the serial was stored there. */
export async function setPaymentReference(db: Db, orderId: number, reference: string): Promise<void> {
  await db.update(orders).set({ payment_providerRef: reference }).where(eq(orders.id, orderId))
}

/** A refund with nothing to send (all kept as the fee, or a serial's order): settled at once. */
export async function settleRefundWithoutMoney(db: Db, orderId: number, figures: { totalTwd: number; feeTwd: number }): Promise<void> {
  await db
    .update(orders)
    .set({
      refund_amountTwd: figures.totalTwd,
      refund_lastAmountTwd: 0,
      refund_feeTwd: figures.feeTwd,
      refund_state: 'done',
      refund_requestedAt: dbNow(),
      refund_refundedAt: dbNow(),
      updatedAt: dbNow(),
    })
    .where(eq(orders.id, orderId))
}

/** A refund's intent: what went back in all once it is made, this refund alone, the fee kept and our bank_refund_id. */
export async function recordRefundIntent(db: Db, orderId: number, intent: { totalTwd: number; sendTwd: number; feeTwd: number; bankRefundId: string }): Promise<void> {
  await db
    .update(orders)
    .set({
      refund_amountTwd: intent.totalTwd,
      refund_lastAmountTwd: intent.sendTwd,
      refund_feeTwd: intent.feeTwd,
      refund_state: 'pending',
      refund_bankRefundId: intent.bankRefundId,
      refund_requestedAt: dbNow(),
      refund_tries: 0,
      refund_nextTryAt: null,
      refund_problem: null,
      refund_providerRef: null,
      refund_refundedAt: null,
      updatedAt: dbNow(),
    })
    .where(eq(orders.id, orderId))
}

/**
 * Claims a pending refund for one sender: counts the try and moves the next one two minutes on, only when it is due —
 * a second caller finds nothing to claim. Returns the intent to send.
 */
export async function claimPendingRefund(db: Db, orderId: number) {
  const [row] = await db
    .update(orders)
    .set({ refund_tries: plus(coalesce<number>(orders.refund_tries, 0), 1), refund_nextTryAt: minutesFromNow(2) })
    .where(and(eq(orders.id, orderId), pending, or(isNull(orders.refund_nextTryAt), lte(orders.refund_nextTryAt, dbNow()))))
    .returning({
      paidTwd: coalesce<number>(orders.payment_amountTwd, 0).mapWith(Number),
      amountTwd: orders.refund_amountTwd,
      sendTwd: coalesce<number>(orders.refund_lastAmountTwd, orders.refund_amountTwd).mapWith(Number),
      feeTwd: orders.refund_feeTwd,
      recTradeId: orders.payment_providerRef,
      bankRefundId: orders.refund_bankRefundId,
      tries: orders.refund_tries,
    })
  return row ?? null
}

/** The fee waived on a pending refund (the acquirer takes no partial refund): the whole payment, a new bank_refund_id. */
export async function waiveRefundFee(db: Db, orderId: number, intent: { totalTwd: number; sendTwd: number; bankRefundId: string; problem: string }): Promise<void> {
  await db
    .update(orders)
    .set({
      refund_amountTwd: intent.totalTwd,
      refund_lastAmountTwd: intent.sendTwd,
      refund_feeTwd: 0,
      refund_bankRefundId: intent.bankRefundId,
      refund_problem: intent.problem.slice(0, 200),
      updatedAt: dbNow(),
    })
    .where(and(eq(orders.id, orderId), pending))
}

/** A refund TapPay did not confirm: the problem noted for staff, the next try `minutes` on. */
export async function deferPendingRefund(db: Db, orderId: number, problem: string, minutes: number): Promise<void> {
  await db
    .update(orders)
    .set({ refund_problem: problem.slice(0, 200), refund_nextTryAt: minutesFromNow(minutes), updatedAt: dbNow() })
    .where(and(eq(orders.id, orderId), pending))
}

/** The refund confirmed; false when another caller settled it first. */
export async function settlePendingRefund(db: Db, orderId: number, providerRef: string): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ refund_state: 'done', refund_providerRef: providerRef, refund_refundedAt: dbNow(), refund_nextTryAt: null, updatedAt: dbNow() })
    .where(and(eq(orders.id, orderId), pending))
    .returning({ id: orders.id })
  return rows.length > 0
}

/** Where an order's refund stands: paid, the fee, this refund (or all of them), TapPay's reference and whether open. */
export async function refundStanding(db: Db, orderId: number) {
  const [row] = await db
    .select({
      paidTwd: coalesce<number>(orders.payment_amountTwd, 0).mapWith(Number),
      feeTwd: coalesce<number>(orders.refund_feeTwd, 0).mapWith(Number),
      refundedTwd: coalesce<number>(orders.refund_lastAmountTwd, orders.refund_amountTwd, 0).mapWith(Number),
      providerRef: orders.refund_providerRef,
      state: orders.refund_state,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1)
  return row ?? null
}

/** Pending refunds whose next try is due (a fresh intent belongs to its request for its first minute), oldest first. */
export async function dueRefundIds(db: Db, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(pending, lte(coalesce(orders.refund_nextTryAt, minutesAfter(orders.refund_requestedAt, 1)), dbNow())))
    .orderBy(asc(orders.refund_requestedAt), asc(orders.id))
    .limit(limit)
  return rows.map((row) => Number(row.id))
}

/** Refunds staff should know about: refused, or not confirmed ten minutes after they were asked for. */
export async function unconfirmedRefunds(db: Db, limit: number) {
  return db
    .select({
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      amountTwd: coalesce<number>(orders.refund_amountTwd, 0).mapWith(Number),
      since: orders.refund_requestedAt,
      tries: coalesce<number>(orders.refund_tries, 0).mapWith(Number),
      problem: orders.refund_problem,
    })
    .from(orders)
    .where(and(pending, or(like(orders.refund_problem, 'refused%'), lt(orders.refund_requestedAt, minutesFromNow(-10)))))
    .orderBy(asc(orders.refund_requestedAt), asc(orders.id))
    .limit(limit)
}
