import { describe, expect, it } from 'vitest'

import { CODE_TTL_MS, hashCode, isCodeExpired, newCode, normaliseEmail, normalisePhone, sameHash } from './verification'

describe('verification codes', () => {
  it('are six digits, leading zeros kept', () => {
    const codes = Array.from({ length: 300 }, newCode)
    for (const code of codes) expect(code).toMatch(/^\d{6}$/)
    expect(new Set(codes).size).toBeGreaterThan(290)
  })

  it('are valid for ten minutes, to the millisecond', () => {
    const issued = new Date('2026-12-03T10:00:00.000Z')
    expect(CODE_TTL_MS).toBe(10 * 60_000)
    expect(isCodeExpired(issued, new Date('2026-12-03T10:09:59.999Z'))).toBe(false)
    expect(isCodeExpired(issued, new Date('2026-12-03T10:10:00.000Z'))).toBe(false)
    expect(isCodeExpired(issued, new Date('2026-12-03T10:10:00.001Z'))).toBe(true)
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
