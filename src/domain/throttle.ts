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

/** Wrong verification codes per e-mail or phone, over all its codes: 10 free, then back-off. */
export const CODE_CHECK_POLICY: BackoffPolicy = { free: 10, baseSeconds: 60, maxSeconds: 3600, resetAfterSeconds: 24 * 3600 }

/** Unknown promo codes per client address (guessing): 20 free, then back-off. */
export const PROMO_GUESS_POLICY: BackoffPolicy = { free: 20, baseSeconds: 60, maxSeconds: 3600, resetAfterSeconds: 3600 }

/** Unknown serial numbers per client address (guessing): 10 free, then back-off. */
export const SERIAL_GUESS_POLICY: BackoffPolicy = { free: 10, baseSeconds: 60, maxSeconds: 3600, resetAfterSeconds: 3600 }
