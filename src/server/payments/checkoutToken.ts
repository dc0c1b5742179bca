import 'server-only'

import { createHmac, timingSafeEqual } from 'node:crypto'

import { payloadSecret } from '@/server/env'

/** How long the browser that placed an order may pay for it without logging in. */
export const CHECKOUT_TOKEN_SECONDS = 2 * 60 * 60

const sign = (orderNumber: string, expires: number) =>
  createHmac('sha256', `shop-checkout:${payloadSecret()}`).update(`${orderNumber}\n${expires}`).digest('base64url')

/** `<expiry unix seconds>.<HMAC>` bound to one order number: the order number alone never pays. */
export function checkoutToken(orderNumber: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + CHECKOUT_TOKEN_SECONDS
  return `${expires}.${sign(orderNumber, expires)}`
}

export function isValidCheckoutToken(orderNumber: string, token: string | undefined | null, now = Date.now()): boolean {
  const match = token?.match(/^(\d{9,11})\.([A-Za-z0-9_-]{43})$/)
  if (!match) return false
  const expires = Number(match[1])
  if (expires * 1000 < now) return false
  const expected = Buffer.from(sign(orderNumber, expires))
  const given = Buffer.from(match[2]!)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
