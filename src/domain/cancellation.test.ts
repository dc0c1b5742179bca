import { describe, expect, it } from 'vitest'

import { CANCELLATION_FEE_TWD, cancellationQuote, type CancellationQuote } from './cancellation'
import { ORDER_STATUSES, type OrderStatus } from './orderStatus'

/** Every status, written out: what a member may do with an order paid NT$450. */
const EXPECTED: Record<OrderStatus, CancellationQuote> = {
  unpaid: { allowed: true, kind: 'free', paidTwd: 0, feeTwd: 0, refundTwd: 0 },
  paid: { allowed: true, kind: 'refund', paidTwd: 450, feeTwd: 30, refundTwd: 420 },
  pendingPickup: { allowed: true, kind: 'refund', paidTwd: 450, feeTwd: 30, refundTwd: 420 },
  delivered: { allowed: true, kind: 'refund', paidTwd: 450, feeTwd: 30, refundTwd: 420 },
  pickedUp: { allowed: false, reason: 'pickedUp' },
  redeemed: { allowed: false, reason: 'redeemed' },
  cancelled: { allowed: false, reason: 'cancelled' },
  refunded: { allowed: false, reason: 'refunded' },
}

describe('cancellationQuote', () => {
  it.each(ORDER_STATUSES)('%s', (status) => {
    expect(cancellationQuote({ status, paidTwd: 450 })).toEqual(EXPECTED[status])
  })

  it('the fee is NT$30', () => {
    expect(CANCELLATION_FEE_TWD).toBe(30)
  })

  it('an unpaid order is free whatever its total', () => {
    expect(cancellationQuote({ status: 'unpaid', paidTwd: 999 })).toMatchObject({ kind: 'free', refundTwd: 0, feeTwd: 0 })
  })

  it('never refunds more than was paid, nor takes a fee larger than the payment (a coupon paid most of it)', () => {
    expect(cancellationQuote({ status: 'paid', paidTwd: 20 })).toEqual({ allowed: true, kind: 'refund', paidTwd: 20, feeTwd: 20, refundTwd: 0 })
    expect(cancellationQuote({ status: 'delivered', paidTwd: 0 })).toEqual({ allowed: true, kind: 'refund', paidTwd: 0, feeTwd: 0, refundTwd: 0 })
  })

  it('refuses a paid status with no payment on record, rather than refund NT$0 and close it as refunded', () => {
    for (const status of ['paid', 'pendingPickup', 'delivered'] as const)
      expect(cancellationQuote({ status, paidTwd: 0, paymentRecorded: false })).toEqual({ allowed: false, reason: 'noPayment' })
    // Unpaid needs no payment; a serial number's order records its (zero) payment and is refunded NT$0.
    expect(cancellationQuote({ status: 'unpaid', paidTwd: 0, paymentRecorded: false })).toMatchObject({ allowed: true, kind: 'free' })
    expect(cancellationQuote({ status: 'delivered', paidTwd: 0, paymentRecorded: true })).toMatchObject({ allowed: true, kind: 'refund', refundTwd: 0 })
  })

  it('refunds what was paid after the promo discount: the coupon is not paid out', () => {
    // Subtotal 450, coupon −100, paid 350 → refund 320 (not 420).
    expect(cancellationQuote({ status: 'pendingPickup', paidTwd: 350 })).toMatchObject({ refundTwd: 320, feeTwd: 30 })
  })
})
