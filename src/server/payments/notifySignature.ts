import 'server-only'

import { createHmac, timingSafeEqual } from 'node:crypto'

/** How old a signed notify may be before it is refused (replays of an old notify). */
const TOLERANCE_SECONDS = 300

/** `t=<unix seconds>,v1=<hex HMAC-SHA256("<t>.<body>")>` (see NOTIFY_SIGNATURE_HEADER). */
export function signNotify(secret: string, body: string, now = Date.now()): string {
  const t = Math.floor(now / 1000)
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')
  return `t=${t},v1=${v1}`
}

export function verifyNotifySignature(secret: string, body: string, header: string | null, now = Date.now()): boolean {
  if (!header) return false
  const parts = Object.fromEntries(header.split(',').map((part) => part.trim().split('=') as [string, string]))
  const t = Number(parts.t)
  if (!Number.isInteger(t) || !parts.v1 || Math.abs(now / 1000 - t) > TOLERANCE_SECONDS) return false
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'))
  const given = Buffer.from(parts.v1)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
