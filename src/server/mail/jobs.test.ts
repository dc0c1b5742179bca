import { describe, expect, it } from 'vitest'

import { CODE_TTL_MS } from '@/domain/verificationCode'

import { maskAddress } from './jobs'
import { CODE_EXPIRED_ERROR, codeExpired, errorText } from './taskParts'

// Retries and their backoff run in Payload's job runner: tests/int/mail.test.ts drives them against a real SMTP server.
describe('messaging jobs', () => {
  const now = Date.parse('2026-12-03T10:00:00.000Z')
  const queuedAgo = (ms: number) => ({ createdAt: new Date(now - ms).toISOString() })

  it('sends a verification code while the code is valid, and not a millisecond later', () => {
    expect(codeExpired('verificationCode', queuedAgo(CODE_TTL_MS), now)).toBe(false)
    expect(codeExpired('verificationCode', queuedAgo(CODE_TTL_MS + 1), now)).toBe(true)
    expect(codeExpired('verificationCode', queuedAgo(60_000), now)).toBe(false)
    expect(CODE_EXPIRED_ERROR).toContain('10 min')
  })

  it('never drops other kinds for their age, nor a job whose age is unknown', () => {
    expect(codeExpired('orderReceived', queuedAgo(3 * 24 * 3600_000), now)).toBe(false)
    expect(codeExpired('newMember', queuedAgo(CODE_TTL_MS + 1), now)).toBe(false)
    expect(codeExpired('verificationCode', { createdAt: null }, now)).toBe(false)
  })

  it('log lines carry a masked address: e-mail, phone number, or nothing readable', () => {
    expect(maskAddress('traveller@example.com')).toBe('t***@example.com')
    expect(maskAddress('+886912345678')).toBe('+886***78')
    expect(maskAddress('1234')).toBe('***')
  })

  it('error text carries the SMTP reply code or the system error code', () => {
    expect(errorText(Object.assign(new Error('Mailbox busy'), { responseCode: 451 }))).toBe('Mailbox busy [451]')
    expect(errorText(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe('connect ECONNREFUSED [ECONNREFUSED]')
    expect(errorText(new Error('timeout'))).toBe('timeout')
    expect(errorText('plain text')).toBe('plain text')
  })
})
