/**
 * The signature of the fan-out's internal request (the listener asks its own process to expire tags,
 * src/app/(internal)/api/internal/expire-cache/route.ts): an HMAC-SHA256 of the time and the body under a
 * key derived from PAYLOAD_SECRET, valid for MAX_AGE_MS. Without it the route refuses: nobody outside
 * can make the shop drop its caches (a cheap way to load the database).
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

export const SIGNATURE_HEADER = 'x-shop-signature'
export const MAX_AGE_MS = 60_000

const keyOf = (secret: string) => createHmac('sha256', secret).update('shop cache fan-out v1').digest()
const macOf = (secret: string, at: number, body: string) => createHmac('sha256', keyOf(secret)).update(`${at}.${body}`).digest('hex')

/** The header value for `body`, signed at `at` (ms since the epoch). */
export function signBody(secret: string, body: string, at = Date.now()): string {
  return `${at}.${macOf(secret, at, body)}`
}

/** Whether `header` signs `body` with `secret` and is at most MAX_AGE_MS old (or early: clocks differ a little). */
export function verifyBody(secret: string | undefined, body: string, header: string | null | undefined, now = Date.now()): boolean {
  if (!secret || !header) return false
  const match = /^(\d{1,16})\.([0-9a-f]{64})$/.exec(header)
  if (!match) return false
  const at = Number(match[1])
  if (Math.abs(now - at) > MAX_AGE_MS) return false
  const expected = Buffer.from(macOf(secret, at, body), 'hex')
  const given = Buffer.from(match[2]!, 'hex')
  return expected.length === given.length && timingSafeEqual(expected, given)
}
