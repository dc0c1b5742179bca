/**
 * Every password check — a member at /api/login, staff at /api/staff/login — goes through
 * `throttledLogin`: the attempt is counted in PostgreSQL before the password is compared (so parallel
 * guesses get no extra tries), per account + client address with back-off and per client address over
 * all accounts; a success forgets the account's failures. Unknown e-mails are counted the same way, so
 * a reply never tells whether an account exists.
 */
import 'server-only'

import crypto from 'node:crypto'

import type { Payload } from 'payload'

import { ShopError, tooManyAttempts } from '@/domain/errors'
import { LOGIN_ACCOUNT_POLICY, LOGIN_ADDRESS_POLICY } from '@/domain/throttle'
import { normaliseEmail } from '@/domain/verification'
import { forgetAttempts, refundAttempt, reserveAttempt } from '@/server/rateLimit'

export type LoginScope = 'members' | 'staff'

const accountBucket = (scope: LoginScope, email: string, ip: string) => `login:${scope}:${normaliseEmail(email)}|${ip}`
const addressBucket = (scope: LoginScope, ip: string) => `login:${scope}:ip|${ip}`

export const loginFailed = () => new ShopError('badCredentials', 'loginFailed')

/**
 * Runs `check` (which throws on wrong credentials) as one counted login attempt. Throws
 * tooManyAttempts (`accountLocked`) with the wait while the account + address (or the address) is in back-off.
 */
export async function throttledLogin<T>(
  payload: Payload,
  who: { scope: LoginScope; email: string; ip: string },
  check: () => Promise<T>,
): Promise<T> {
  const account = accountBucket(who.scope, who.email, who.ip)
  const address = addressBucket(who.scope, who.ip)
  const byAccount = await reserveAttempt(payload, account, LOGIN_ACCOUNT_POLICY)
  if (!byAccount.allowed) throw tooManyAttempts(byAccount.retryAfterSeconds, 'accountLocked')
  const byAddress = await reserveAttempt(payload, address, LOGIN_ADDRESS_POLICY)
  if (!byAddress.allowed) {
    await refundAttempt(payload, account)
    throw tooManyAttempts(byAddress.retryAfterSeconds, 'accountLocked')
  }
  const result = await check()
  await Promise.all([forgetAttempts(payload, account), refundAttempt(payload, address)])
  return result
}

/**
 * Payload 3.90 hashes passwords with PBKDF2-SHA256, 600 000 iterations, 32 bytes
 * (payload/dist/auth/strategies/local/generatePasswordSaltHash.js). A check for an account that does
 * not exist does the same work, so the reply takes as long as for a wrong password.
 */
export const PASSWORD_HASH = { iterations: 600_000, keyLength: 32, digest: 'sha256' } as const


export async function spendPasswordCheck(password: string): Promise<void> {
  // crypto.pbkdf2 looked up at call time, as Payload's own check does (the test counts both).
  await new Promise<void>((resolve, reject) =>
    crypto.pbkdf2(password, crypto.randomBytes(32).toString('hex'), PASSWORD_HASH.iterations, PASSWORD_HASH.keyLength, PASSWORD_HASH.digest, (error) =>
      error ? reject(error) : resolve(),
    ),
  )
}
