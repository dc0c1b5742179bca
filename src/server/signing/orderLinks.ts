import 'server-only'

/**
 * The shop's signatures on what it hands a traveller, keyed by PAYLOAD_SECRET (HMAC-SHA256, each use
 * with its own label so one signature never stands in for another):
 * - the order page link `/order/{orderNumber}?key=…`: whoever holds the link sees the order's codes,
 *   so the key is the only credential there (no login) — 128 bits, compared in constant time;
 * - each e-ticket's QR code, so a gate can tell a made-up ticket without a lookup.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

import { localizedPath, type Locale } from '@/domain/locale'
import { ticketSigningText, type Ticket } from '@/domain/fulfilment'
import { payloadSecret, siteUrl } from '@/server/env'

const mac = (label: string, text: string) => createHmac('sha256', payloadSecret()).update(`${label}\n${text}`).digest()

/** The key of an order's page link: 22 base64url characters (128 bits of the HMAC of the order number). */
export function orderKey(orderNumber: string): string {
  return mac('order-page', orderNumber).subarray(0, 16).toString('base64url')
}

export function isOrderKey(orderNumber: string, key: unknown): boolean {
  if (typeof key !== 'string' || key.length !== 22) return false
  const expected = Buffer.from(orderKey(orderNumber))
  const given = Buffer.from(key)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** The order page's path (with its key) in `locale`; `file` for its PDF / calendar downloads. */
export function orderPagePath(locale: Locale, orderNumber: string, key = orderKey(orderNumber)): string {
  return `${localizedPath(locale, `/order/${encodeURIComponent(orderNumber)}`)}?key=${key}`
}

/**
 * The order page's full address in `locale`, with its key: the link for mails and for the payment
 * result page (`/orderCompleted` links it once the order is paid).
 */
export function orderPageUrl(orderNumber: string, locale: Locale): string {
  return `${siteUrl().replace(/\/$/, '')}${orderPagePath(locale, orderNumber)}`
}

export function orderFilePath(orderNumber: string, file: 'pass.pdf' | 'calendar.ics', key = orderKey(orderNumber)): string {
  return `/order/${encodeURIComponent(orderNumber)}/${file}?key=${key}`
}

/** The signature in a ticket's QR code: 10 base64url characters (60 bits, enough against guessing at a gate). */
export function ticketSignature(orderNumber: string, ticket: Pick<Ticket, 'index' | 'total' | 'leg'>): string {
  return mac('ticket', ticketSigningText(orderNumber, ticket)).subarray(0, 8).toString('base64url').slice(0, 10)
}
