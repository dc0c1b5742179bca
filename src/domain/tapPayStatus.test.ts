import { describe, expect, it } from 'vitest'

import { storedStatusKind, tapPayStatusKind } from './tapPayStatus'

describe('what a TapPay status means to the shop', () => {
  it('a bank’s answer about the card is the card’s: declined', () => {
    for (const status of [10003, 10005, 10023, 41, 43]) expect(tapPayStatusKind(status), String(status)).toBe('declined')
  })

  it('the shop’s own set-up, its request or a refused prime is for staff, never “card declined”', () => {
    for (const status of [4, 61, 74, 75, 80, 81, 84, 89, 91, 121, 501, 510, 515, 599]) expect(tapPayStatusKind(status), String(status)).toBe('merchant')
  })

  it('timeouts are unknown outcomes; 0 is success; a code nobody listed goes to staff', () => {
    expect(tapPayStatusKind(421)).toBe('timeout')
    expect(tapPayStatusKind(422)).toBe('timeout')
    expect(tapPayStatusKind(0)).toBe('success')
    expect(tapPayStatusKind(999)).toBe('merchant')
  })

  it('reads a stored error code: a status as text, not the shop’s own words', () => {
    expect(storedStatusKind('10003')).toBe('declined')
    expect(storedStatusKind('80')).toBe('merchant')
    expect(storedStatusKind('declined')).toBeNull()
    expect(storedStatusKind(null)).toBeNull()
  })
})
