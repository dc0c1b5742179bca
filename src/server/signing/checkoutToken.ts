import 'server-only'

import { createHmac, timingSafeEqual } from 'node:crypto'

import { payloadSecret } from '@/server/env'

/** How long the browser that placed an order may pay for it without logging in. */
export const CHECKOUT_TOKEN_SECONDS = 2 * 60 * 60
/** How long a guest who entered the mailed lookup code may see and cancel the order without logging in. */
export const LOOKUP_TOKEN_SECONDS = 30 * 60

/**
 * Short-lived tokens bound to one order number: `<expiry unix seconds>.<HMAC>`, each use with its own
 * label so a token of one kind never stands in for another. The order number alone never acts.
 */
function orderTokens(label: string, seconds: number) {
  const sign = (orderNumber: string, expires: number) =>
    createHmac('sha256', `${label}:${payloadSecret()}`).update(`${orderNumber}\n${expires}`).digest('base64url')
  return {
    issue(orderNumber: string, now = Date.now()): string {
      const expires = Math.floor(now / 1000) + seconds
      return `${expires}.${sign(orderNumber, expires)}`
    },
    isValid(orderNumber: string, token: string | undefined | null, now = Date.now()): boolean {
      const match = token?.match(/^(\d{9,11})\.([A-Za-z0-9_-]{43})$/)
      if (!match) return false
      const expires = Number(match[1])
      if (expires * 1000 < now) return false
      const expected = Buffer.from(sign(orderNumber, expires))
      const given = Buffer.from(match[2]!)
      return expected.length === given.length && timingSafeEqual(expected, given)
    },
  }
}

const checkout = orderTokens('shop-checkout', CHECKOUT_TOKEN_SECONDS)
export const checkoutToken = checkout.issue
export const isValidCheckoutToken = checkout.isValid

/** Issued by the guest order lookup once the code mailed to the order's address was entered. */
const lookup = orderTokens('shop-order-lookup', LOOKUP_TOKEN_SECONDS)
export const lookupToken = lookup.issue
export const isValidLookupToken = lookup.isValid

/**
 * The payment link support mails for an unpaid order (issue 38 §2): `<expiry unix seconds>.<HMAC>` bound to the
 * order number and to the instant it was issued (orders.paymentLinkIssuedAt). Issuing a new link moves that instant,
 * so every older link stops paying: the newest mail, to the current address, is the only one that works.
 */
const paymentLinkSign = (orderNumber: string, expires: number, issuedAt: Date) =>
  createHmac('sha256', `shop-payment-link:${payloadSecret()}`).update(`${orderNumber}\n${expires}\n${issuedAt.getTime()}`).digest('base64url')

export function paymentLinkToken(orderNumber: string, issuedAt: Date, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000)
  return `${expires}.${paymentLinkSign(orderNumber, expires, issuedAt)}`
}

export function isValidPaymentLink(orderNumber: string, token: string | undefined | null, issuedAt: Date | null, now = Date.now()): boolean {
  const match = token?.match(/^(\d{9,11})\.([A-Za-z0-9_-]{43})$/)
  if (!match || !issuedAt) return false
  const expires = Number(match[1])
  if (expires * 1000 < now) return false
  const expected = Buffer.from(paymentLinkSign(orderNumber, expires, issuedAt))
  const given = Buffer.from(match[2]!)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
