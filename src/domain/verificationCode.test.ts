import { describe, expect, it } from 'vitest'

import { CODE_PATTERN, emailVerified, isCodeExpired, orderNeedsCode } from './verificationCode'

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

describe('the order code of a logged-in member', () => {
  const verified = { email: 'Hana@Example.com', verifiedEmail: 'hana@example.com ' }

  it('is waived only for the member whose account e-mail was proven, ordering to that e-mail', () => {
    expect(emailVerified(verified)).toBe(true)
    expect(orderNeedsCode(verified, ' HANA@example.com')).toBe(false)
  })

  it('is asked of a guest, an unverified member, a member whose e-mail changed since, and for another address', () => {
    expect(orderNeedsCode(null, 'hana@example.com')).toBe(true)
    expect(orderNeedsCode({ email: 'hana@example.com' }, 'hana@example.com')).toBe(true)
    expect(orderNeedsCode({ email: 'hana@example.com', verifiedEmail: null }, 'hana@example.com')).toBe(true)
    expect(orderNeedsCode({ email: 'new@example.com', verifiedEmail: 'hana@example.com' }, 'new@example.com')).toBe(true)
    expect(orderNeedsCode(verified, 'friend@example.com')).toBe(true)
  })
})
