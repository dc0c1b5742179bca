import { describe, expect, it } from 'vitest'

import { hashCode, newCode, normaliseEmail, normalisePhone, sameHash } from './verification'
import { CODE_PATTERN } from './verificationCode'

describe('verification codes', () => {
  it('are issued as six digits, leading zeros kept', () => {
    const codes = Array.from({ length: 300 }, newCode)
    for (const code of codes) expect(CODE_PATTERN.test(code), code).toBe(true)
    expect(new Set(codes).size).toBeGreaterThan(290)
  })

  it('are stored as a hash bound to purpose and address', () => {
    const stored = hashCode('secret', 'orderContact', 'a@example.com', '123456')
    expect(stored).not.toContain('123456')
    expect(sameHash(stored, hashCode('secret', 'orderContact', 'a@example.com', '123456'))).toBe(true)
    expect(sameHash(stored, hashCode('secret', 'passwordReset', 'a@example.com', '123456'))).toBe(false)
    expect(sameHash(stored, hashCode('secret', 'orderContact', 'b@example.com', '123456'))).toBe(false)
    expect(sameHash(stored, hashCode('other', 'orderContact', 'a@example.com', '123456'))).toBe(false)
    expect(sameHash(stored, hashCode('secret', 'orderContact', 'a@example.com', '123457'))).toBe(false)
  })

  it('compares hashes of different lengths as different, without throwing', () => {
    expect(sameHash('abcd', 'abcdef')).toBe(false)
  })

  it('binds a code to the address as typed in any case or spacing', () => {
    expect(normaliseEmail('  Traveller@Example.COM ')).toBe('traveller@example.com')
    expect(normalisePhone('+886 912-345-678')).toBe('+886912345678')
  })
})
