/**
 * Back-off for things an attacker would guess (passwords, verification codes, promo codes): a few free
 * attempts, then each further attempt must wait twice as long as the one before, up to a ceiling. A
 * success forgets the failures; so does a quiet period (`resetAfterSeconds` without any attempt).
 */
export type BackoffPolicy = {
  /** Attempts allowed without any wait. */
  free: number
  /** Wait before the first attempt beyond the free ones. */
  baseSeconds: number
  /** The longest wait. */
  maxSeconds: number
  /** Failures are forgotten after this long without an attempt. */
  resetAfterSeconds: number
}

/** Seconds that must pass after the last attempt before another, once `attempts` were made. */
export function backoffSeconds(attempts: number, policy: BackoffPolicy): number {
  if (attempts < policy.free) return 0
  return Math.min(policy.maxSeconds, policy.baseSeconds * 2 ** (attempts - policy.free))
}

/** Seconds still to wait at `now` (0 = an attempt may be made). */
export function waitSeconds(attempts: number, lastAttemptAt: number, now: number, policy: BackoffPolicy): number {
  const backoff = backoffSeconds(attempts, policy)
  if (backoff === 0 || now - lastAttemptAt >= policy.resetAfterSeconds * 1000) return 0
  const ready = lastAttemptAt + backoff * 1000
  return Math.max(0, Math.ceil((ready - now) / 1000))
}

/**
 * Logins, per account and client address: 5 free tries, then 1, 2, 4 … minutes, at most an hour.
 * Keyed by address too, so somebody elsewhere guessing a traveller's password never locks the
 * traveller out; per address across accounts, 30 failures an hour.
 */
export const LOGIN_ACCOUNT_POLICY: BackoffPolicy = { free: 5, baseSeconds: 60, maxSeconds: 3600, resetAfterSeconds: 24 * 3600 }
export const LOGIN_ADDRESS_POLICY: BackoffPolicy = { free: 30, baseSeconds: 60, maxSeconds: 3600, resetAfterSeconds: 3600 }

/**
 * Wrong verification codes per e-mail or phone AND client address, over all its codes: 10 free, then back-off. Keyed
 * by client too, so a stranger's guesses never lock the owner out (issue 36); many clients together are bounded by
 * the code itself (MAX_CODE_ATTEMPTS wrong tries from anyone and it is dead) and by CODE_SEND_LIMITS.
 */
export const CODE_CHECK_POLICY: BackoffPolicy = { free: 10, baseSeconds: 60, maxSeconds: 3600, resetAfterSeconds: 24 * 3600 }

/**
 * Codes sent to one e-mail or phone. Per client address: one a minute (RESEND_SECONDS, the forms' "send again"
 * wait), five an hour, ten a day. Over all clients: ten an hour, thirty a day — more than one client's share, so a
 * stranger asking for codes leaves the owner some, and the bound on guessing from any number of clients.
 */
export const CODE_SEND_LIMITS = { perClientMinute: 1, perClientHour: 5, perClientDay: 10, overallHour: 10, overallDay: 30 } as const

/** The most wrong codes anybody, from any number of clients, can try at one address in a day. */
export const codeGuessesPerAddressDay = (triesPerCode: number) => triesPerCode * CODE_SEND_LIMITS.overallDay

/** Unknown promo codes per client address (guessing): 20 free, then back-off. */
export const PROMO_GUESS_POLICY: BackoffPolicy = { free: 20, baseSeconds: 60, maxSeconds: 3600, resetAfterSeconds: 3600 }

/** Unknown serial numbers per client address (guessing): 10 free, then back-off. */
export const SERIAL_GUESS_POLICY: BackoffPolicy = { free: 10, baseSeconds: 60, maxSeconds: 3600, resetAfterSeconds: 3600 }
