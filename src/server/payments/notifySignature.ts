import 'server-only'

import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

/** How old a signed notify may be before it is refused, and how long any notify is remembered against replays. */
export const NOTIFY_TOLERANCE_SECONDS = 300
/** Notifies one client address may send a minute (TapPay sends one per 3-D Secure payment). */
export const NOTIFY_LIMIT_PER_MINUTE = 120
/** A notify is a few hundred bytes. */
export const NOTIFY_BODY_BYTES = 20_000

/** `t=<unix seconds>,v1=<hex HMAC-SHA256("<t>.<body>")>` (see NOTIFY_SIGNATURE_HEADER). */
export function signNotify(secret: string, body: string, now = Date.now()): string {
  const t = Math.floor(now / 1000)
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')
  return `t=${t},v1=${v1}`
}

function signatureParts(header: string | null): { t: number; v1: string } | null {
  if (!header) return null
  const parts = Object.fromEntries(header.split(',').map((part) => part.trim().split('=') as [string, string]))
  const t = Number(parts.t)
  return Number.isInteger(t) && parts.v1 ? { t, v1: parts.v1 } : null
}

export function verifyNotifySignature(secret: string, body: string, header: string | null, now = Date.now()): boolean {
  const parts = signatureParts(header)
  if (!parts || Math.abs(now / 1000 - parts.t) > NOTIFY_TOLERANCE_SECONDS) return false
  const expected = Buffer.from(createHmac('sha256', secret).update(`${parts.t}.${body}`).digest('hex'))
  const given = Buffer.from(parts.v1)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * What makes a notify the same one again (a replay), and until when it is remembered: a signed notify (its signature
 * verified) by its signature, until its time is past the tolerance and the signature refused anyway; an unsigned one
 * (TapPay's) by its exact bytes, for as long.
 */
export function notifyReplayKey(body: string, verifiedSignature: string | null, now = Date.now()): { key: string; until: Date } {
  const parts = signatureParts(verifiedSignature)
  if (parts) return { key: `tappay-notify:sig:${parts.v1}`, until: new Date((parts.t + NOTIFY_TOLERANCE_SECONDS) * 1000) }
  return { key: `tappay-notify:body:${createHash('sha256').update(body).digest('hex')}`, until: new Date(now + NOTIFY_TOLERANCE_SECONDS * 1000) }
}
