import { describe, expect, it } from 'vitest'

import { newOrderNumber, orderNumberKey } from './orderNumber'

describe('order numbers', () => {
  it('read TW, the Taipei date as YYMMDD and six base32 characters', () => {
    const number = newOrderNumber('2026-11-21')
    expect(number).toMatch(/^TW261121-[0-9A-HJKMNP-TV-Z]{6}$/)
  })

  it('never use I, L, O or U, which are misread at a counter', () => {
    const suffixes = Array.from({ length: 500 }, () => newOrderNumber('2026-11-21').slice(-6)).join('')
    expect(suffixes).not.toMatch(/[ILOU]/)
  })

  it('are not repeated or guessable in sequence', () => {
    const numbers = new Set(Array.from({ length: 1000 }, () => newOrderNumber('2026-11-21')))
    expect(numbers.size).toBe(1000)
  })

  it('are searched without their hyphen, in any case, whole or by their last characters', () => {
    for (const typed of ['TW261121-7K3QXM', 'tw2611217k3qxm', ' TW261121 7K3QXM ', 'TW261121–7K3QXM'])
      expect(orderNumberKey(typed)).toBe('TW2611217K3QXM')
    expect(orderNumberKey('7k3qxm')).toBe('7K3QXM')
  })
})
