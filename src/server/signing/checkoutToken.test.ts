import { describe, expect, it } from 'vitest'

import { CHECKOUT_TOKEN_SECONDS, checkoutToken, isValidCheckoutToken, isValidLookupToken, LOOKUP_TOKEN_SECONDS, lookupToken } from './checkoutToken'

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

describe('order lookup token', () => {
  it('is its own kind: a checkout token is not a lookup token, nor the reverse', () => {
    const order = 'TW20261124000001'
    expect(isValidLookupToken(order, lookupToken(order))).toBe(true)
    expect(isValidLookupToken(order, checkoutToken(order))).toBe(false)
    expect(isValidCheckoutToken(order, lookupToken(order))).toBe(false)
    expect(isValidLookupToken('TW20261124000002', lookupToken(order))).toBe(false)
    expect(isValidLookupToken(order, lookupToken(order), Date.now() + (LOOKUP_TOKEN_SECONDS + 5) * 1000)).toBe(false)
  })
})
