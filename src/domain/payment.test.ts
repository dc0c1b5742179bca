import { describe, expect, it } from 'vitest'

import { isRedirectWallet, nextRecordCheckMinutes, nextRefundRetryMinutes, OFFERED_PAYMENT_METHODS, primeFitsMethod } from './payment'

describe('unsettled payments', () => {
  it('a charge TapPay has not recorded yet is asked about after 1, 2, 4, 8 and 16 minutes, then given up', () => {
    expect([0, 1, 2, 3, 4].map(nextRecordCheckMinutes)).toEqual([1, 2, 4, 8, 16])
    expect(nextRecordCheckMinutes(5)).toBeNull()
  })

  it('a refund not confirmed is tried again with a growing wait, then hourly, never given up', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(nextRefundRetryMinutes)).toEqual([1, 2, 4, 8, 16, 32, 60, 60])
  })

  it('offers cards, LINE Pay and JKO Pay; Apple Pay and Google Pay not until they are built end to end', () => {
    expect(OFFERED_PAYMENT_METHODS).toEqual(['card', 'linePay', 'jkoPay'])
    expect(OFFERED_PAYMENT_METHODS.filter(isRedirectWallet)).toEqual(['linePay', 'jkoPay'])
  })

  it("a wallet's prime is that wallet's (ln_ LINE Pay, jk_ JKO Pay); a card never takes a wallet's prime", () => {
    expect(primeFitsMethod('linePay', 'ln_abc123')).toBe(true)
    expect(primeFitsMethod('linePay', 'jk_abc123')).toBe(false)
    expect(primeFitsMethod('jkoPay', 'jk_abc123')).toBe(true)
    expect(primeFitsMethod('jkoPay', 'sandbox_abc')).toBe(false)
    expect(primeFitsMethod('card', 'sandbox_abc')).toBe(true)
    expect(primeFitsMethod('card', 'ln_abc123')).toBe(false)
  })
})
