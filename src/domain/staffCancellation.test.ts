import { describe, expect, it } from 'vitest'

import { staffCancellationQuote, staffCancelNeedsReason } from './staffDesk'

describe('staffCancellationQuote: support may refund what the traveller cannot cancel (issue 36)', () => {
  it('follows the traveller’s rule where it allows, with the fee waivable', () => {
    const quote = staffCancellationQuote({ status: 'pendingPickup', paidTwd: 450 }, { waiveFee: false })
    expect(quote).toEqual({ allowed: true, kind: 'refund', paidTwd: 450, refundedTwd: 0, feeTwd: 30, refundTwd: 420 })
    expect(staffCancelNeedsReason(quote, false)).toBe(false)
    expect(staffCancellationQuote({ status: 'pendingPickup', paidTwd: 450 }, { waiveFee: true })).toMatchObject({ feeTwd: 0, refundTwd: 450 })
  })

  it.each([
    ['picked up', { status: 'pickedUp' as const, paidTwd: 450 }, 'pickedUp'],
    ['redeemed', { status: 'redeemed' as const, paidTwd: 450 }, 'redeemed'],
    ['an installed eSIM', { status: 'delivered' as const, paidTwd: 450, goods: { kind: 'esim' as const, profile: 'used' as const } }, 'esimInstalled'],
    ['a sent imported code', { status: 'delivered' as const, paidTwd: 450, goods: { kind: 'esim' as const, profile: 'sent' as const } }, 'esimSent'],
    ['a used ticket', { status: 'delivered' as const, paidTwd: 450, goods: { kind: 'tickets' as const, visitDate: null, used: true, today: '2026-11-29' } }, 'ticketUsed'],
  ])('overrides the goods’ refusal (%s), and then needs a reason', (_label, facts, overrides) => {
    const quote = staffCancellationQuote(facts, { waiveFee: false })
    expect(quote).toEqual({ allowed: true, kind: 'refund', paidTwd: 450, refundedTwd: 0, feeTwd: 30, refundTwd: 420, overrides })
    expect(staffCancelNeedsReason(quote, false)).toBe(true)
  })

  it('a delivered redemption may be cancelled by support for nothing back', () => {
    expect(staffCancellationQuote({ status: 'delivered', paidTwd: 0, paidBySerial: true }, { waiveFee: false })).toMatchObject({
      allowed: true,
      refundTwd: 0,
      overrides: 'redemptionDelivered',
    })
  })

  it('never refunds twice, nor without a payment on record', () => {
    expect(staffCancellationQuote({ status: 'refunded', paidTwd: 450 }, { waiveFee: true })).toEqual({ allowed: false, reason: 'refunded' })
    expect(staffCancellationQuote({ status: 'cancelled', paidTwd: 0 }, { waiveFee: false })).toEqual({ allowed: false, reason: 'cancelled' })
    expect(staffCancellationQuote({ status: 'pickedUp', paidTwd: 450, paymentRecorded: false }, { waiveFee: false })).toEqual({ allowed: false, reason: 'noPayment' })
  })
})
