import { describe, expect, it } from 'vitest'

import { CURRENCIES, DEFAULT_CURRENCY, parseCurrency } from './currency'

describe('parseCurrency', () => {
  it('accepts every display currency, in any case and with spaces', () => {
    for (const currency of CURRENCIES) {
      expect(parseCurrency(currency)).toBe(currency)
      expect(parseCurrency(` ${currency.toLowerCase()} `)).toBe(currency)
    }
  })

  it('falls back to TWD', () => {
    expect(DEFAULT_CURRENCY).toBe('TWD')
    for (const value of ['EUR', 'usdollar', '', null, undefined]) expect(parseCurrency(value)).toBe('TWD')
  })
})
