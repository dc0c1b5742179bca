import { describe, expect, it } from 'vitest'

import { isValidPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password'

describe('isValidPassword', () => {
  it.each(['abc123', 'A1b2C3d4E5f6', 'password1', '1a2b3c'])('accepts %s', (value) => {
    expect(isValidPassword(value)).toBe(true)
  })

  it.each([
    ['too short', 'ab12c'],
    ['too long', 'abcdef1234567'],
    ['letters only', 'abcdefgh'],
    ['digits only', '12345678'],
    ['a space', 'abc 123'],
    ['a symbol', 'abc123!'],
    ['non-Latin letters', '密碼abc123'],
    ['full-width digits', 'abcd１２'],
    ['empty', ''],
  ])('refuses %s', (_label, value) => {
    expect(isValidPassword(value)).toBe(false)
  })

  it('has the bounds of the spec', () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([6, 12])
    expect(isValidPassword('a'.repeat(11) + '1')).toBe(true)
    expect(isValidPassword('a'.repeat(12) + '1')).toBe(false)
  })
})
