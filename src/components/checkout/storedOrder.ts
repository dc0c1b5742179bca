'use client'

import { LAST_ORDER_KEY, parseStoredOrder, readStorage, writeStorage, type StoredOrder } from '@/components/order/storage'
import type { CheckoutReply } from '@/lib/views/checkout'

/** The order this tab just placed (sessionStorage, written by the order form): kept across reloads of the payment page. */
export function readStoredOrder(): StoredOrder | null {
  return parseStoredOrder(readStorage('session', LAST_ORDER_KEY))
}

/**
 * The checkout said "paid": the result page shows it (and the ad tag counts it once), with the e-invoice
 * once it is issued. The checkout token stays: with it the result page asks /api/checkout/result for the
 * invoice number (a paid order can no longer be paid, so it grants nothing more).
 */
export function markStoredOrderPaid(reply: Extract<CheckoutReply, { status: 'paid' }>) {
  const order = readStoredOrder()
  if (order?.orderNumber !== reply.orderNumber) return
  writeStorage('session', LAST_ORDER_KEY, JSON.stringify({ ...order, status: reply.orderStatus, invoice: reply.invoice, orderKey: reply.orderKey } satisfies StoredOrder))
}
