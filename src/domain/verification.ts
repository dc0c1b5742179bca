import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'

import { CODE_DIGITS } from './verificationCode'

/** Issuing and checking verification codes on the server: CSPRNG digits, single use; the rules are in ./verificationCode. */
export { CODE_TTL_MS, MAX_CODE_ATTEMPTS, normaliseEmail, normalisePhone } from './verificationCode'

export function newCode(): string {
  return String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0')
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

