'use client'

import { LAST_ORDER_KEY, parseStoredOrder, readStorage, writeStorage, type StoredOrder } from '@/components/order/storage'
import type { OrderStatus } from '@/domain/orderStatus'

/** The order this tab just placed (sessionStorage, written by the order form): kept across reloads of the payment page. */
export function readStoredOrder(): StoredOrder | null {
  return parseStoredOrder(readStorage('session', LAST_ORDER_KEY))
}

/** The checkout said "paid": the result page shows it (and the ad tag counts it once). */
export function markStoredOrderPaid(orderNumber: string, status: OrderStatus) {
  const order = readStoredOrder()
  if (order?.orderNumber !== orderNumber) return
  writeStorage('session', LAST_ORDER_KEY, JSON.stringify({ ...order, status, checkoutToken: undefined } satisfies StoredOrder))
}
