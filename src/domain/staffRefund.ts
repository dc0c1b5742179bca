/**
 * Support's own refunds (issue 38 §4): a partial or goodwill amount of a paid order, besides the cancellation's
 * "paid − fee". Never more than what was paid less what went back already, always with a reason (it is what the
 * traveller is told and what the audit keeps). Money in integer TWD. The desk's form and the server both ask here.
 */
import { isPaidStatus, type OrderStatus } from './orderStatus'

/** A reason staff must give: at least this many characters after trimming (as for a waived fee). */
export const REFUND_REASON_MIN = 3

/** What can still go back: paid less what was refunded already (never below 0). */
export const refundableTwd = (facts: { paidTwd: number; refundedTwd: number }): number => Math.max(0, facts.paidTwd - facts.refundedTwd)

export type StaffRefundProblem =
  /** The order holds no money to give back: unpaid, cancelled, refunded in full, or paid by a serial number. */
  | { field: null; rule: 'notRefundable' }
  /** A refund sent earlier is not confirmed yet: the next one waits for it (one refund at the provider at a time). */
  | { field: null; rule: 'refundPending' }
  | { field: 'amountTwd'; rule: 'invalidValue' | 'refundOverRemaining' }
  | { field: 'reason'; rule: 'required' }

type RefundOrderFacts = { status: OrderStatus; paidTwd: number; refundedTwd: number; refundPending: boolean; paidBySerial: boolean }

/** Why no partial refund can be made of this order now (the desk hides the form then), or null. */
export function refundPartRefusal(order: RefundOrderFacts): 'notRefundable' | 'refundPending' | null {
  if (!isPaidStatus(order.status) || order.paidBySerial || refundableTwd(order) === 0) return 'notRefundable'
  return order.refundPending ? 'refundPending' : null
}

/**
 * Whether support may refund `amountTwd` of this order now; the amount must be a whole number of TWD from 1 to what is
 * left. The order keeps its status (the goods stay with the traveller): only a cancellation takes them back.
 */
export function staffRefundCheck(
  order: RefundOrderFacts,
  request: { amountTwd: number; reason: string },
): { ok: true; leftAfterTwd: number } | { ok: false; problem: StaffRefundProblem } {
  const refusal = refundPartRefusal(order)
  if (refusal) return { ok: false, problem: { field: null, rule: refusal } }
  const left = refundableTwd(order)
  if (!Number.isInteger(request.amountTwd) || request.amountTwd < 1) return { ok: false, problem: { field: 'amountTwd', rule: 'invalidValue' } }
  if (request.amountTwd > left) return { ok: false, problem: { field: 'amountTwd', rule: 'refundOverRemaining' } }
  if (request.reason.trim().length < REFUND_REASON_MIN) return { ok: false, problem: { field: 'reason', rule: 'required' } }
  return { ok: true, leftAfterTwd: left - request.amountTwd }
}

/** A handover undone (the counter gave the card to the wrong order, or pressed too early): support or admin, with a reason. */
export function undoHandoverCheck(order: { status: OrderStatus }, reason: string): { ok: true } | { ok: false; rule: 'notPickedUp' | 'required' } {
  if (order.status !== 'pickedUp') return { ok: false, rule: 'notPickedUp' }
  if (reason.trim().length < REFUND_REASON_MIN) return { ok: false, rule: 'required' }
  return { ok: true }
}
