// TEMPORARY: replaced by the real module at merge
import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import type { OrderStatus } from '@/domain/orderStatus'
import { applyOrderEvent } from '@/server/orders/status'

/** Fulfils a just-paid order in the caller's transaction: a physical card gets a voucher, anything else is delivered. */
export async function fulfilPaidOrder(payload: Payload, req: PayloadRequest, orderId: number): Promise<OrderStatus> {
  const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 0, req, select: { cardType: true } })
  const event = order.cardType === 'physical' ? 'issueVoucher' : 'deliver'
  return (await applyOrderEvent(payload, req, { orderId, event, actor: 'system' })).to
}
