import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'

/** Verification-code rules: 6 CSPRNG digits, 10 minutes, single use, 5 wrong tries. */
export const CODE_TTL_MINUTES = 10
/** How long a code is valid: the stored expiry, the mail and SMS text, and the cut-off for a late send. */
export const CODE_TTL_MS = CODE_TTL_MINUTES * 60_000
export const MAX_CODE_ATTEMPTS = 5

/** Has a code issued at `issuedAt` outlived its validity at `now`? */
export function isCodeExpired(issuedAt: Date, now: Date): boolean {
  return now.getTime() - issuedAt.getTime() > CODE_TTL_MS
}

export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

/** The stored form: an HMAC bound to purpose and address, so a leaked row reveals nothing usable. */
export function hashCode(secret: string, purpose: string, target: string, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}\n${target}\n${code}`).digest('hex')
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex')
  const y = Buffer.from(b, 'hex')
  return x.length === y.length && timingSafeEqual(x, y)
}

/** Normalised address a code is bound to. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase()
export const normalisePhone = (phone: string) => phone.replace(/[^\d+]/g, '')
