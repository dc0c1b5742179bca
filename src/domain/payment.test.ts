import { describe, expect, it } from 'vitest'

import { nextRecordCheckMinutes, nextRefundRetryMinutes, OFFERED_PAYMENT_METHODS } from './payment'

describe('unsettled payments', () => {
  it('a charge TapPay has not recorded yet is asked about after 1, 2, 4, 8 and 16 minutes, then given up', () => {
    expect([0, 1, 2, 3, 4].map(nextRecordCheckMinutes)).toEqual([1, 2, 4, 8, 16])
    expect(nextRecordCheckMinutes(5)).toBeNull()
  })

  it('a refund not confirmed is tried again with a growing wait, then hourly, never given up', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(nextRefundRetryMinutes)).toEqual([1, 2, 4, 8, 16, 32, 60, 60])
  })

  it('offers cards only until the wallets are built end to end', () => {
    expect(OFFERED_PAYMENT_METHODS).toEqual(['card'])
  })
})
