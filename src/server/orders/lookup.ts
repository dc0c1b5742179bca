import 'server-only'

/**
 * The guest order lookup, for travellers who never log in: order number + the order's e-mail → a code
 * mailed to that address (the verification-code rules: 6 digits, 10 minutes, single use, send limits per
 * address and IP, back-off on wrong codes) → a 30-minute lookup token for that one order, with which the
 * order is shown and may be cancelled. The first step answers the same whether or not such an order
 * exists (nothing is sent when it does not), and a wrong number, address or code is one and the same
 * "wrong code": nothing tells which orders exist.
 */
import type { Payload } from 'payload'

import { fieldRules, notFound, ShopError } from '@/domain/errors'
import type { Locale } from '@/domain/locale'
import type { Order } from '@/payload-types'
import { orderIdByNumberAndEmail } from '@/server/db/queries/orders'
import { inTransaction, sqlHandle } from '@/server/db/transaction'
import { isValidLookupToken, lookupToken } from '@/server/signing/checkoutToken'
import { consumeCode, guardedCodeCheck, matchCode, sendCode } from '@/server/verification/codes'

import { findOrderByNumber, normaliseOrderNumber } from './memberOrders'

/** The order with this number whose contact e-mail is `email` (already normalised), or null. */
async function orderOf(payload: Payload, orderNumber: string, email: string): Promise<number | null> {
  const number = normaliseOrderNumber(orderNumber)
  if (!number) return null
  const db = await sqlHandle(payload)
  return orderIdByNumberAndEmail(db, number, email)
}

export async function sendLookupCode(payload: Payload, opts: { orderNumber: string; email: string; locale: Locale; ip: string }): Promise<void> {
  await sendCode(payload, {
    purpose: 'orderLookup',
    channel: 'email',
    address: opts.email,
    locale: opts.locale,
    ip: opts.ip,
    sendIf: async (to) => (await orderOf(payload, opts.orderNumber, to)) !== null,
  })
}

/** Checks the mailed code (using it up) and returns the order and its lookup token; a wrong anything is "wrong code". */
export async function verifyLookupCode(
  payload: Payload,
  opts: { orderNumber: string; email: string; code: string; ip: string },
): Promise<{ order: Order; lookupToken: string }> {
  const checked = await guardedCodeCheck(payload, { purpose: 'orderLookup', channel: 'email', address: opts.email, ip: opts.ip }, async (to) => {
    const codeId = await matchCode(payload, 'orderLookup', to, opts.code)
    if (codeId === null) return null
    const orderId = await orderOf(payload, opts.orderNumber, to)
    if (orderId === null) return null
    return (await inTransaction(payload, ({ req }) => consumeCode(payload, req, codeId))) ? orderId : null
  })
  if (!checked.ok) throw fieldRules({ code: 'codeInvalid' })
  const order = await payload.findByID({ collection: 'orders', id: checked.value, depth: 0, overrideAccess: true })
  return { order, lookupToken: lookupToken(order.orderNumber) }
}

/** The order a lookup token was issued for; 403 `lookupExpired` for an expired or forged token (the page asks for a new code). */
export async function lookedUpOrder(payload: Payload, orderNumber: string, token: string): Promise<Order> {
  const number = normaliseOrderNumber(orderNumber)
  if (!number || !isValidLookupToken(number, token)) throw new ShopError('forbidden', 'lookupExpired')
  const order = await findOrderByNumber(payload, number)
  if (!order) throw notFound()
  return order
}
