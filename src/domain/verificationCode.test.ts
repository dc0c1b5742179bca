import { describe, expect, it } from 'vitest'

import { CODE_PATTERN, isCodeExpired } from './verificationCode'

describe('verification code rules', () => {
  it('a code is exactly six digits', () => {
    expect(CODE_PATTERN.test('012345')).toBe(true)
    for (const bad of ['12345', '1234567', '12 345', '12345a', ' 123456', '１２３４５６'])
      expect(CODE_PATTERN.test(bad), JSON.stringify(bad)).toBe(false)
  })

  it('is valid for ten minutes, to the millisecond', () => {
    const issued = new Date('2026-12-03T10:00:00.000Z')
    expect(isCodeExpired(issued, new Date('2026-12-03T10:09:59.999Z'))).toBe(false)
    expect(isCodeExpired(issued, new Date('2026-12-03T10:10:00.000Z'))).toBe(false)
    expect(isCodeExpired(issued, new Date('2026-12-03T10:10:00.001Z'))).toBe(true)
  })
})
