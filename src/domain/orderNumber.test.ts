import { describe, expect, it } from 'vitest'

import { newOrderNumber, ORDER_NUMBER } from './orderNumber'

describe('order numbers', () => {
  it('read TW, the Taipei date as YYMMDD and six base32 characters', () => {
    const number = newOrderNumber('2026-11-21')
    expect(number).toMatch(/^TW261121-[0-9A-Z]{6}$/)
    expect(ORDER_NUMBER.test(number)).toBe(true)
  })

  it('never use I, L, O or U, which are misread at a counter', () => {
    const suffixes = Array.from({ length: 500 }, () => newOrderNumber('2026-11-21').slice(-6)).join('')
    expect(suffixes).not.toMatch(/[ILOU]/)
  })

  it('are not repeated or guessable in sequence', () => {
    const numbers = new Set(Array.from({ length: 1000 }, () => newOrderNumber('2026-11-21')))
    expect(numbers.size).toBe(1000)
  })

  it('the pattern refuses other shapes', () => {
    for (const bad of ['TW261121-7K3QX', 'TW261121-7K3QXMM', 'TW26112-7K3QXM', 'tw261121-7K3QXM', 'TW261121-7K3QXL', 'TW261121_7K3QXM'])
      expect(ORDER_NUMBER.test(bad), bad).toBe(false)
  })
})
