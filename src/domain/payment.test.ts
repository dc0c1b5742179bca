import { describe, expect, it } from 'vitest'

import {
  appleDomainAssociation,
  isRedirectWallet,
  nextRecordCheckMinutes,
  nextRefundRetryMinutes,
  OFFERED_PAYMENT_METHODS,
  offeredPaymentMethods,
  primeFitsMethod,
} from './payment'

describe('unsettled payments', () => {
  it('a charge TapPay has not recorded yet is asked about after 1, 2, 4, 8 and 16 minutes, then given up', () => {
    expect([0, 1, 2, 3, 4].map(nextRecordCheckMinutes)).toEqual([1, 2, 4, 8, 16])
    expect(nextRecordCheckMinutes(5)).toBeNull()
  })

  it('a refund not confirmed is tried again with a growing wait, then hourly, never given up', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(nextRefundRetryMinutes)).toEqual([1, 2, 4, 8, 16, 32, 60, 60])
  })

  it('offers cards, LINE Pay and JKO Pay always; Apple Pay and Google Pay only with their merchant id', () => {
    expect(OFFERED_PAYMENT_METHODS).toEqual(['card', 'linePay', 'jkoPay'])
    expect(OFFERED_PAYMENT_METHODS.filter(isRedirectWallet)).toEqual(['linePay', 'jkoPay'])
    expect(offeredPaymentMethods({ appleMerchantId: null, googleMerchantId: null })).toEqual(['card', 'linePay', 'jkoPay'])
    expect(offeredPaymentMethods({ appleMerchantId: 'merchant.tw.example', googleMerchantId: null })).toEqual(['card', 'linePay', 'jkoPay', 'applePay'])
    expect(offeredPaymentMethods({ appleMerchantId: null, googleMerchantId: 'BCR2DN4T' })).toEqual(['card', 'linePay', 'jkoPay', 'googlePay'])
  })

  it("Apple's domain-association text is served only with Apple Pay's merchant id and a file", () => {
    const apple = { appleMerchantId: 'merchant.tw.example', googleMerchantId: null }
    expect(appleDomainAssociation(apple, ' 7B2270737022 \n')).toBe('7B2270737022')
    expect(appleDomainAssociation(apple, '  ')).toBeNull()
    expect(appleDomainAssociation(apple, undefined)).toBeNull()
    expect(appleDomainAssociation({ appleMerchantId: null, googleMerchantId: 'BCR2DN4T' }, '7B2270737022')).toBeNull()
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
