import { describe, expect, it } from 'vitest'

import { CANCELLATION_FEE_TWD, cancellationQuote, settledRefundTwd, type CancellationQuote } from './cancellation'
import { ORDER_STATUSES, type OrderStatus } from './orderStatus'

/** Every status, written out: what a member may do with an order paid NT$450. */
const EXPECTED: Record<OrderStatus, CancellationQuote> = {
  unpaid: { allowed: true, kind: 'free', paidTwd: 0, feeTwd: 0, refundTwd: 0 },
  paid: { allowed: true, kind: 'refund', paidTwd: 450, refundedTwd: 0, feeTwd: 30, refundTwd: 420 },
  pendingPickup: { allowed: true, kind: 'refund', paidTwd: 450, refundedTwd: 0, feeTwd: 30, refundTwd: 420 },
  delivered: { allowed: true, kind: 'refund', paidTwd: 450, refundedTwd: 0, feeTwd: 30, refundTwd: 420 },
  pickedUp: { allowed: false, reason: 'pickedUp' },
  redeemed: { allowed: false, reason: 'redeemed' },
  cancelled: { allowed: false, reason: 'cancelled' },
  refunded: { allowed: false, reason: 'refunded' },
}

describe('cancellationQuote', () => {
  it('after support refunded part, refunds what is left less the fee (as the refund path does)', () => {
    expect(cancellationQuote({ status: 'paid', paidTwd: 450, refundedTwd: 120 })).toEqual({ allowed: true, kind: 'refund', paidTwd: 450, refundedTwd: 120, feeTwd: 30, refundTwd: 300 })
    expect(cancellationQuote({ status: 'paid', paidTwd: 450, refundedTwd: 440 })).toEqual({ allowed: true, kind: 'refund', paidTwd: 450, refundedTwd: 440, feeTwd: 10, refundTwd: 0 })
    expect(cancellationQuote({ status: 'paid', paidTwd: 450, refundedTwd: 999 })).toMatchObject({ refundedTwd: 450, feeTwd: 0, refundTwd: 0 })
  })

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
    expect(cancellationQuote({ status: 'paid', paidTwd: 20 })).toEqual({ allowed: true, kind: 'refund', paidTwd: 20, refundedTwd: 0, feeTwd: 20, refundTwd: 0 })
    expect(cancellationQuote({ status: 'delivered', paidTwd: 0 })).toEqual({ allowed: true, kind: 'refund', paidTwd: 0, refundedTwd: 0, feeTwd: 0, refundTwd: 0 })
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

describe('cancellationQuote by what the goods are doing (issue 36)', () => {
  const refund = { allowed: true, kind: 'refund', paidTwd: 450, refundedTwd: 0, feeTwd: 30, refundTwd: 420 }
  const today = '2026-11-29'
  const esim = (profile: 'notIssued' | 'unused' | 'used' | 'sent' | 'unverified') => ({ kind: 'esim' as const, profile })
  const tickets = (visitDate: string | null, used = false) => ({ kind: 'tickets' as const, visitDate, used, today })

  it.each([
    ['an eSIM awaiting its code', 'paid', esim('notIssued'), refund],
    ['an eSIM the wholesaler says was never downloaded', 'delivered', esim('unused'), refund],
    ['an eSIM downloaded to a phone', 'delivered', esim('used'), { allowed: false, reason: 'esimInstalled' }],
    ['an imported code that was sent', 'delivered', esim('sent'), { allowed: false, reason: 'esimSent' }],
    ['an eSIM the wholesaler cannot be asked about now', 'delivered', esim('unverified'), { allowed: false, reason: 'esimUnverified' }],
    ['a deck ticket before its date', 'delivered', tickets('2026-11-30'), refund],
    ['a deck ticket on its date', 'delivered', tickets('2026-11-29'), { allowed: false, reason: 'ticketDate' }],
    ['a deck ticket after its date', 'delivered', tickets('2026-11-20'), { allowed: false, reason: 'ticketDate' }],
    ['an open rail ticket, unused', 'delivered', tickets(null), refund],
    ['a rail ticket admitted at a gate', 'delivered', tickets(null, true), { allowed: false, reason: 'ticketUsed' }],
    ['a card awaiting pickup', 'pendingPickup', { kind: 'voucher' as const }, refund],
  ] as const)('%s', (_label, status, goods, expected) => {
    expect(cancellationQuote({ status, paidTwd: 450, goods })).toEqual(expected)
  })

  it('a redemption is free to cancel before delivery; once delivered the serial stays used', () => {
    expect(cancellationQuote({ status: 'pendingPickup', paidTwd: 0, paidBySerial: true, goods: { kind: 'voucher' } })).toMatchObject({ allowed: true, refundTwd: 0 })
    expect(cancellationQuote({ status: 'paid', paidTwd: 0, paidBySerial: true, goods: esim('notIssued') })).toMatchObject({ allowed: true })
    expect(cancellationQuote({ status: 'delivered', paidTwd: 0, paidBySerial: true, goods: esim('unused') })).toEqual({ allowed: false, reason: 'redemptionDelivered' })
  })
})

describe('settledRefundTwd', () => {
  it('counts a refund once TapPay confirmed it, not while it is pending or failed', () => {
    expect(settledRefundTwd({ state: 'done', amountTwd: 120 })).toBe(120)
    expect(settledRefundTwd({ state: 'done', amountTwd: '120' })).toBe(120)
    expect(settledRefundTwd({ state: 'pending', amountTwd: 120 })).toBe(0)
    expect(settledRefundTwd({ state: 'failed', amountTwd: 120 })).toBe(0)
    expect(settledRefundTwd({ state: 'done', amountTwd: null })).toBe(0)
    expect(settledRefundTwd(null)).toBe(0)
  })
})
