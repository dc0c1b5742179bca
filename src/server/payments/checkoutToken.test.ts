import { describe, expect, it } from 'vitest'

import { CHECKOUT_TOKEN_SECONDS, checkoutToken, isValidCheckoutToken } from './checkoutToken'

describe('checkout token', () => {
  it('pays for its own order only, and only until it expires', () => {
    const token = checkoutToken('TW20261124000001')
    expect(isValidCheckoutToken('TW20261124000001', token)).toBe(true)
    expect(isValidCheckoutToken('TW20261124000002', token)).toBe(false)
    expect(isValidCheckoutToken('TW20261124000001', token, Date.now() + (CHECKOUT_TOKEN_SECONDS + 5) * 1000)).toBe(false)
  })

  it('refuses guesses and tampering', () => {
    const token = checkoutToken('TW1')
    const [expires, sig] = token.split('.')
    expect(isValidCheckoutToken('TW1', `${Number(expires) + 3600}.${sig}`)).toBe(false)
    expect(isValidCheckoutToken('TW1', `${expires}.${'A'.repeat(43)}`)).toBe(false)
    expect(isValidCheckoutToken('TW1', undefined)).toBe(false)
    expect(isValidCheckoutToken('TW1', 'TW1')).toBe(false)
  })
})
