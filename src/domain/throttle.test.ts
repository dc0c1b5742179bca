import { describe, expect, it } from 'vitest'

import {
  backoffSeconds,
  CODE_CHECK_POLICY,
  CODE_SEND_LIMITS,
  codeGuessesPerAddressDay,
  LOGIN_ACCOUNT_POLICY,
  LOGIN_ADDRESS_POLICY,
  PROMO_GUESS_POLICY,
  SERIAL_GUESS_POLICY,
  waitSeconds,
  type BackoffPolicy,
} from './throttle'
import { CODE_DIGITS, MAX_CODE_ATTEMPTS, RESEND_SECONDS } from './verificationCode'

const policy: BackoffPolicy = { free: 3, baseSeconds: 10, maxSeconds: 100, resetAfterSeconds: 1000 }

describe('backoffSeconds', () => {
  it('lets the free attempts through without a wait', () => {
    expect([0, 1, 2].map((n) => backoffSeconds(n, policy))).toEqual([0, 0, 0])
  })

  it('doubles the wait for each attempt beyond the free ones, up to the ceiling', () => {
    expect([3, 4, 5, 6, 7, 30].map((n) => backoffSeconds(n, policy))).toEqual([10, 20, 40, 80, 100, 100])
  })

  it('logins: five tries, then one minute, and never more than an hour', () => {
    expect(backoffSeconds(4, LOGIN_ACCOUNT_POLICY)).toBe(0)
    expect(backoffSeconds(5, LOGIN_ACCOUNT_POLICY)).toBe(60)
    expect(backoffSeconds(50, LOGIN_ACCOUNT_POLICY)).toBe(3600)
  })
})

describe('waitSeconds', () => {
  const last = 1_000_000
  it('counts from the last attempt', () => {
    expect(waitSeconds(3, last, last, policy)).toBe(10)
    expect(waitSeconds(3, last, last + 4_500, policy)).toBe(6)
    expect(waitSeconds(3, last, last + 10_000, policy)).toBe(0)
  })

  it('forgets everything after the quiet period, even inside a long back-off', () => {
    const long: BackoffPolicy = { free: 1, baseSeconds: 100, maxSeconds: 10_000, resetAfterSeconds: 500 }
    expect(waitSeconds(5, last, last + 499_000, long)).toBe(1101)
    expect(waitSeconds(5, last, last + 500_000, long)).toBe(0)
  })
})

describe('the policies', () => {
  // reserveAttempt counts a bucket's first attempt by creating its row and lets it through without a wait.
  it.each(Object.entries({ LOGIN_ACCOUNT_POLICY, LOGIN_ADDRESS_POLICY, CODE_CHECK_POLICY, PROMO_GUESS_POLICY, SERIAL_GUESS_POLICY }))('%s lets a first attempt through', (_, p) => {
    expect(p.free).toBeGreaterThanOrEqual(1)
    expect(backoffSeconds(0, p)).toBe(0)
  })
})

describe('verification codes under attack', () => {
  it("one client's share of an address's codes leaves the owner some, an hour and a day", () => {
    expect(CODE_SEND_LIMITS.perClientMinute).toBe(1)
    expect(RESEND_SECONDS).toBe(60)
    expect(CODE_SEND_LIMITS.perClientHour).toBeLessThan(CODE_SEND_LIMITS.overallHour)
    expect(CODE_SEND_LIMITS.perClientDay).toBeLessThan(CODE_SEND_LIMITS.overallDay)
  })

  it('many clients together guess one address at most 150 times a day: under 0.02 % of its codes', () => {
    const guesses = codeGuessesPerAddressDay(MAX_CODE_ATTEMPTS)
    expect(guesses).toBe(150)
    expect(guesses / 10 ** CODE_DIGITS).toBeLessThan(0.0002)
  })
})
