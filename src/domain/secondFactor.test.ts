import { describe, expect, it } from 'vitest'

import {
  isSecondStepExpired,
  readSecondFactorCode,
  recoveryCodeFrom,
  secondStepAfterPassword,
  stepAccepted,
  totpStep,
} from './secondFactor'

describe('staff second factor rules', () => {
  it('asks every staff member who has a second factor for it; sends an admin without one to set it up; lets other roles without one through', () => {
    for (const role of ['admin', 'support', 'editor', 'counter']) expect(secondStepAfterPassword(role, true)).toBe('code')
    expect(secondStepAfterPassword('admin', false)).toBe('enrol')
    for (const role of ['support', 'editor', 'counter']) expect(secondStepAfterPassword(role, false)).toBe('none')
  })

  it('a password sign-in waits ten minutes for its second step, to the millisecond', () => {
    const started = new Date('2026-11-29T10:00:00.000Z')
    expect(isSecondStepExpired(started, new Date('2026-11-29T10:10:00.000Z'))).toBe(false)
    expect(isSecondStepExpired(started, new Date('2026-11-29T10:10:00.001Z'))).toBe(true)
  })

  it('counts 30-second steps and accepts only a step after the last one used (a code is good once)', () => {
    expect(totpStep(0)).toBe(0)
    expect(totpStep(29_999)).toBe(0)
    expect(totpStep(30_000)).toBe(1)
    expect(stepAccepted(null, 5)).toBe(true)
    expect(stepAccepted(5, 5)).toBe(false)
    expect(stepAccepted(5, 4)).toBe(false)
    expect(stepAccepted(5, 6)).toBe(true)
  })

  it('reads a six-digit code or a recovery code however it was typed, and nothing else', () => {
    expect(readSecondFactorCode(' 123 456 ')).toEqual({ kind: 'totp', code: '123456' })
    expect(readSecondFactorCode('１２３４５６')).toEqual({ kind: 'totp', code: '123456' })
    expect(readSecondFactorCode('ABCDE-FGHJK')).toEqual({ kind: 'recovery', code: 'abcde-fghjk' })
    expect(readSecondFactorCode('abcdefghjk')).toEqual({ kind: 'recovery', code: 'abcde-fghjk' })
    for (const typed of ['', '12345', '1234567', 'abcde-fghj0', 'abcde-fghjkl', '<script>']) expect(readSecondFactorCode(typed)).toBeNull()
  })

  it('makes recovery codes of the readable alphabet that read back as themselves', () => {
    const code = recoveryCodeFrom(new Uint8Array([0, 1, 2, 3, 4, 250, 251, 252, 253, 255]))
    expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/)
    expect(readSecondFactorCode(code)).toEqual({ kind: 'recovery', code })
  })
})
