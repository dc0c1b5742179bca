/**
 * Support's "resend payment link" (issue 38 §2): when an unpaid order may get a new link, and how long it works.
 * The link never lengthens the payment window: an unpaid order is cancelled once site settings → order rules'
 * minutes have passed since it was placed (src/server/payments/jobs.ts), and its link stops at that same instant.
 */
import type { OrderStatus } from './orderStatus'

/** The instant an unpaid order stops being payable (the cancel job takes it after that). */
export const paymentDeadline = (placedAt: Date, unpaidCancelAfterMinutes: number): Date =>
  new Date(placedAt.getTime() + Math.max(0, unpaidCancelAfterMinutes) * 60_000)

export type PaymentLinkRefusal = 'paymentLinkNotUnpaid' | 'paymentWindowClosed'

/** Why no payment link may be sent now, or null: only an unpaid order, and only while its payment window is open. */
export function paymentLinkRefusal(status: OrderStatus, deadline: Date, now: Date): PaymentLinkRefusal | null {
  if (status !== 'unpaid') return 'paymentLinkNotUnpaid'
  if (deadline.getTime() <= now.getTime()) return 'paymentWindowClosed'
  return null
}
