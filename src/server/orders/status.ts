/**
 * Status changes of an order — payment, fulfilment, pickup, cancellation, refund — go through here: the
 * order row is locked, the status machine (src/domain/orderStatus.ts) says whether the event is allowed
 * from the current status, and the change and its story (order-events) are written in the caller's
 * transaction. Two requests racing to change one order are serialised by the lock; the loser sees the
 * new status and is refused if the machine does not allow the event from it.
 */
import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { notFound, ShopError } from '@/domain/errors'
import type { HistoryParams } from '@/domain/orderHistory'
import { isOrderStatus, nextStatus, type OrderEvent, type OrderHistoryEvent, type OrderStatus } from '@/domain/orderStatus'
import { insertOrderEvent, lockOrderRow, setOrderStatus } from '@/server/db/queries/orders'
import { sqlHandle } from '@/server/db/transaction'

/** Who caused a change: the shop itself, the payment provider, a member or a staff account. */
export type Actor = 'system' | 'provider' | `member:${number}` | `staff:${number}`

export const statusConflict = () => new ShopError('conflict', 'orderStatusConflict')

/** The order's current status, its row locked until `req`'s transaction ends. */
export async function lockOrderStatus(payload: Payload, req: PayloadRequest, orderId: number): Promise<OrderStatus> {
  const db = await sqlHandle(payload, req)
  const status = await lockOrderRow(db, orderId)
  if (!isOrderStatus(status)) throw notFound()
  return status
}

/**
 * Applies `event` to the order inside `req`'s transaction (which must exist: the caller writes what goes
 * with the change — the payment, the refund — in the same transaction). Returns the new status; throws a
 * 409 when the machine does not allow the event from the current status.
 */
export async function applyOrderEvent(
  payload: Payload,
  req: PayloadRequest,
  change: { orderId: number; event: OrderEvent; actor: Actor; note?: string; params?: HistoryParams },
): Promise<{ from: OrderStatus; to: OrderStatus }> {
  if (!req.transactionID) throw new Error('applyOrderEvent needs a transaction')
  const from = await lockOrderStatus(payload, req, change.orderId)
  const to = nextStatus(from, change.event)
  if (!to) throw statusConflict()
  const db = await sqlHandle(payload, req)
  await setOrderStatus(db, change.orderId, to)
  await insertOrderEvent(db, { order: change.orderId, event: change.event, from, to, actor: change.actor, note: change.note, params: change.params })
  return { from, to }
}

/**
 * Records in the order's history something that leaves its status as it is (a partial refund), inside `req`'s
 * transaction and under the order's lock. `params` is written out in the reader's language (src/domain/orderHistory.ts).
 */
export async function recordOrderHistory(
  payload: Payload,
  req: PayloadRequest,
  entry: { orderId: number; event: OrderHistoryEvent; actor: Actor; params: HistoryParams },
): Promise<void> {
  if (!req.transactionID) throw new Error('recordOrderHistory needs a transaction')
  const status = await lockOrderStatus(payload, req, entry.orderId)
  await insertOrderEvent(await sqlHandle(payload, req), { order: entry.orderId, event: entry.event, from: status, to: status, actor: entry.actor, params: entry.params })
}
