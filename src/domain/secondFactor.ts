/**
 * The staff second factor (issue 41.2): who must pass a second step after a password sign-in, how long that step
 * waits, and what a code looks like. The codes themselves are RFC 6238 TOTP (otpauth, in src/server/auth/secondFactor.ts);
 * a passkey sign-in is already two factors (the device and its fingerprint, face or screen lock) and needs no step.
 */
import type { StaffRole } from './roles'

/**
 * Roles that must have a second factor: an admin without one is sent to set one up at the next password sign-in.
 * Admins only, because they alone change staff accounts, roles and every setting; support, editors and counter staff
 * may turn one on from their account page, and once on it is asked at every password sign-in like an admin's.
 */
export const SECOND_FACTOR_REQUIRED_ROLES: readonly StaffRole[] = ['admin']

/** What a correct password still needs: nothing, a code (or a recovery code), or setting up an authenticator app first. */
export type SecondStep = 'none' | 'code' | 'enrol'

export function secondStepAfterPassword(role: StaffRole | string | null | undefined, hasSecondFactor: boolean): SecondStep {
  if (hasSecondFactor) return 'code'
  return SECOND_FACTOR_REQUIRED_ROLES.includes(role as StaffRole) ? 'enrol' : 'none'
}

/** A password sign-in waits this long for its second step; after that the password must be given again. */
export const SECOND_STEP_TTL_SECONDS = 10 * 60

export const isSecondStepExpired = (startedAt: Date, now: Date): boolean => now.getTime() - startedAt.getTime() > SECOND_STEP_TTL_SECONDS * 1000

/** TOTP as every authenticator app reads a plain otpauth:// QR code: SHA-1, six digits, 30 seconds. */
export const TOTP = { algorithm: 'SHA1', digits: 6, period: 30 } as const
/** The codes one step before and after now are accepted too (a phone's clock a little off, a code typed as it turns). */
export const TOTP_WINDOW = 1
/** The issuer shown in the authenticator app. */
export const TOTP_ISSUER = 'Taiwan SIM admin'

/** The 30-second step a time falls in. */
export const totpStep = (nowMs: number): number => Math.floor(nowMs / 1000 / TOTP.period)

/** A code may be used once: only a step after the last one accepted for the account counts (a replayed code is refused). */
export const stepAccepted = (lastStep: number | null | undefined, step: number): boolean => lastStep == null || step > lastStep

/** Recovery codes handed out once when the app is set up, each good once, for a lost phone. */
export const RECOVERY_CODE_COUNT = 10
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'
const RECOVERY_LENGTH = 10

/** A recovery code from 10 random bytes, shown as `xxxxx-xxxxx` (no 0/o, 1/l/i to misread). */
export function recoveryCodeFrom(bytes: Uint8Array): string {
  const chars = Array.from(bytes.slice(0, RECOVERY_LENGTH), (byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length])
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`
}

/** What the person typed: a six-digit code from the app, a recovery code, or neither (spaces and dashes ignored). */
export function readSecondFactorCode(typed: string): { kind: 'totp' | 'recovery'; code: string } | null {
  const compact = typed.normalize('NFKC').replace(/[\s-]/g, '').toLowerCase()
  if (new RegExp(`^\\d{${TOTP.digits}}$`).test(compact)) return { kind: 'totp', code: compact }
  if (compact.length === RECOVERY_LENGTH && [...compact].every((c) => RECOVERY_ALPHABET.includes(c))) {
    return { kind: 'recovery', code: `${compact.slice(0, 5)}-${compact.slice(5)}` }
  }
  return null
}
