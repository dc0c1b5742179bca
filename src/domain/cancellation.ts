/**
 * Whether a traveller may cancel an order themselves, and what it costs (spec §4 "Cancellation", §9
 * "Cancellation or refund fee: 30 per order after payment, before the card is collected"; issue 11).
 * The one place these rules live: the order list and detail show the quote it gives, and the cancel
 * service applies the same quote under the order's lock.
 *
 * - unpaid → cancelled, free (nothing was charged);
 * - paid (an eSIM waiting for its code), pending pickup (voucher issued, card not collected) and
 *   delivered (eSIM code or e-tickets sent, not yet activated or used) → refunded, for the amount paid
 *   less the NT$30 fee (never more than was paid);
 * - picked up (the card was collected), redeemed (the eSIM was installed and activated, or the ticket
 *   used — the status machine's `redeem`), cancelled and refunded → refused;
 * - a paid status with no payment recorded (bad data: every payment, a serial number's too, records when it was
 *   paid) → refused, rather than a refund of NT$0 that would close the order as refunded.
 *
 * Coupons are single-use and non-refundable (spec §5): the refund is computed on what was actually paid
 * (the total after the promo discount), so a coupon's value is never paid out in cash, and a paid order's
 * cancellation does not give the promo code's use back. Only an unpaid order's cancellation does — that
 * order never took effect, so its code was never spent.
 */
import { isPaidStatus, type OrderStatus } from './orderStatus'

/** The cancellation fee of a paid order, in NTD (spec §9). */
export const CANCELLATION_FEE_TWD = 30

/** Why a cancellation is refused; each has its message `api.cancelRefused.<reason>`. */
export const CANCEL_REFUSALS = ['pickedUp', 'redeemed', 'cancelled', 'refunded', 'noPayment'] as const
export type CancelRefusal = (typeof CANCEL_REFUSALS)[number]

export type CancellationQuote =
  /** Unpaid: cancelled without charge. */
  | { allowed: true; kind: 'free'; paidTwd: 0; feeTwd: 0; refundTwd: 0 }
  /** Paid, not yet collected or used: refunded, less the fee. */
  | { allowed: true; kind: 'refund'; paidTwd: number; feeTwd: number; refundTwd: number }
  | { allowed: false; reason: CancelRefusal }

export type CancellationFacts = {
  status: OrderStatus
  /** What the payment took, integer NTD (the order total after any promo discount). */
  paidTwd: number
  /** Whether the order's payment is on record (its paidAt); left out, it is taken as recorded. */
  paymentRecorded?: boolean
}

const REFUSED_BY_STATUS: Partial<Record<OrderStatus, CancelRefusal>> = {
  pickedUp: 'pickedUp',
  redeemed: 'redeemed',
  cancelled: 'cancelled',
  refunded: 'refunded',
}

/** The quote for cancelling an order in its current state. */
export function cancellationQuote({ status, paidTwd, paymentRecorded = true }: CancellationFacts): CancellationQuote {
  const refused = REFUSED_BY_STATUS[status]
  if (refused) return { allowed: false, reason: refused }
  if (status === 'unpaid') return { allowed: true, kind: 'free', paidTwd: 0, feeTwd: 0, refundTwd: 0 }
  if (!isPaidStatus(status)) return { allowed: false, reason: 'cancelled' }
  if (!paymentRecorded) return { allowed: false, reason: 'noPayment' }
  const paid = Math.max(0, Math.trunc(paidTwd))
  const fee = Math.min(CANCELLATION_FEE_TWD, paid)
  return { allowed: true, kind: 'refund', paidTwd: paid, feeTwd: fee, refundTwd: paid - fee }
}
