import { describe, expect, it } from 'vitest'

import {
  counterAccepted,
  isChallengeExpired,
  isFreshSignIn,
  PASSKEY_CHALLENGE_TTL_MS,
  PASSKEY_NAME_MAX,
  passkeyName,
  relyingParty,
} from './passkeys'

describe('passkey rules', () => {
  it('a challenge lives five minutes, to the millisecond', () => {
    const issued = new Date('2026-11-29T10:00:00.000Z')
    expect(PASSKEY_CHALLENGE_TTL_MS).toBe(300_000)
    expect(isChallengeExpired(issued, new Date('2026-11-29T10:05:00.000Z'))).toBe(false)
    expect(isChallengeExpired(issued, new Date('2026-11-29T10:05:00.001Z'))).toBe(true)
  })

  it('names a passkey on one trimmed line, never longer than the limit, else the fallback', () => {
    expect(passkeyName('  My   phone\n', 'Passkey')).toBe('My phone')
    expect(passkeyName('', 'Passkey 2')).toBe('Passkey 2')
    expect(passkeyName(null, 'Passkey')).toBe('Passkey')
    expect(passkeyName('x'.repeat(200), 'Passkey')).toHaveLength(PASSKEY_NAME_MAX)
  })

  it('accepts a counter that grows, or stays 0 on an authenticator without one; refuses one that did not grow', () => {
    expect(counterAccepted(0, 0)).toBe(true)
    expect(counterAccepted(0, 1)).toBe(true)
    expect(counterAccepted(5, 6)).toBe(true)
    expect(counterAccepted(5, 5)).toBe(false)
    expect(counterAccepted(5, 0)).toBe(false)
    expect(counterAccepted(5, 4)).toBe(false)
  })

  it('a sign-in counts as fresh for ten minutes', () => {
    const now = Date.parse('2026-11-29T10:00:00Z')
    expect(isFreshSignIn(now / 1000 - 600, now)).toBe(true)
    expect(isFreshSignIn(now / 1000 - 601, now)).toBe(false)
    expect(isFreshSignIn(undefined, now)).toBe(false)
  })

  it('takes the RP ID and the origin from the site address', () => {
    expect(relyingParty('https://shop.example.com/')).toEqual({ rpID: 'shop.example.com', origin: 'https://shop.example.com' })
    expect(relyingParty('http://localhost:3650')).toEqual({ rpID: 'localhost', origin: 'http://localhost:3650' })
  })
})
