/**
 * What an order's goods are doing, for the cancellation rule (src/domain/cancellation.ts): an eSIM's profile as the
 * wholesaler reports it (or "sent" for an imported code), a ticket admitted at a gate, a ticket's date. Reading an
 * eSIM that reached a phone, or seeing a ticket used, is also when the order becomes `redeemed` (the status machine's
 * "activated or used"), so the order list and the desk say so too.
 */
import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import type { GoodsFacts } from '@/domain/cancellation'
import { taipeiDate } from '@/domain/dates'
import { reachedPhone } from '@/domain/esim'
import { deliveryKind } from '@/domain/fulfilment'
import { isOrderStatus, type OrderStatus } from '@/domain/orderStatus'
import { notFound } from '@/domain/errors'
import { countTicketUses, goodsFacts } from '@/server/db/queries/orders'
import { inTransaction, sqlHandle } from '@/server/db/transaction'
import { refreshProfiles, type OrderProfile } from '@/server/esim/profiles'
import { goodsStateOf } from '@/server/esim/provider'
import { logger } from '@/server/logger'

import { applyOrderEvent, lockOrderStatus } from './status'

export type GoodsOrder = {
  id: number
  status: OrderStatus
  itemKind: 'product' | 'rail' | 'observationDeck'
  cardType?: 'physical' | 'esim' | null
  visitDate?: string | null
}

export type Goods = {
  facts: GoodsFacts
  /** The order's status after what was learnt (`redeemed` once the goods were found used). */
  status: OrderStatus
  /** The eSIM profiles with what the wholesaler last said of them (empty for other goods). */
  profiles: OrderProfile[]
}

/** The order becomes `redeemed` (first use of its goods), if it is still `delivered`; returns its status after. */
export async function markUsed(payload: Payload, orderId: number, note: string): Promise<OrderStatus> {
  return inTransaction(payload, async ({ req }) => {
    const status = await lockOrderStatus(payload, req, orderId)
    if (status !== 'delivered') return status
    const { to } = await applyOrderEvent(payload, req, { orderId, event: 'redeem', actor: 'provider', note })
    logger.info({ orderId, note }, 'order goods used: redeemed')
    return to
  })
}

/** Tickets of the order already admitted at a gate. */
export async function ticketsUsed(payload: Payload, orderId: number, req?: PayloadRequest): Promise<number> {
  const db = await sqlHandle(payload, req)
  return countTicketUses(db, orderId)
}

/**
 * The goods' facts now. `fresh`: ask the wholesaler whatever it said a moment ago (a cancellation); otherwise a
 * state read within the last minute is used (a page view).
 */
export async function goodsOf(payload: Payload, order: GoodsOrder, { fresh = false }: { fresh?: boolean } = {}): Promise<Goods> {
  const kind = deliveryKind({ itemKind: order.itemKind, cardType: order.cardType ?? null })
  if (kind === 'voucher') return { facts: { kind: 'voucher' }, status: order.status, profiles: [] }
  if (kind === 'tickets') {
    const used = order.status === 'delivered' || order.status === 'redeemed' ? (await ticketsUsed(payload, order.id)) > 0 : false
    return {
      facts: { kind: 'tickets', visitDate: order.itemKind === 'observationDeck' ? (order.visitDate ?? null) : null, used, today: taipeiDate() },
      status: order.status,
      profiles: [],
    }
  }
  if (order.status !== 'delivered' && order.status !== 'redeemed') return { facts: { kind: 'esim', profile: 'notIssued' }, status: order.status, profiles: [] }
  const profiles = await refreshProfiles(payload, order.id, { fresh })
  if (profiles === null) return { facts: { kind: 'esim', profile: 'unverified' }, status: order.status, profiles: [] }
  const live = profiles.filter((p) => !p.revoked)
  const source = live[0]?.source ?? 'inventory'
  let status: OrderStatus = order.status
  if (status === 'delivered' && live.some((p) => reachedPhone(p.state))) status = await markUsed(payload, order.id, 'eSIM downloaded to a phone')
  return { facts: { kind: 'esim', profile: goodsStateOf(source, live.map((p) => p.state ?? 'unknown')) }, status, profiles }
}

/** The facts goodsOf needs, read from the order row. */
export async function goodsOrderOf(payload: Payload, orderId: number): Promise<GoodsOrder> {
  const db = await sqlHandle(payload)
  const row = await goodsFacts(db, orderId)
  if (!row || !isOrderStatus(row.status)) throw notFound()
  return { ...row, status: row.status, itemKind: row.itemKind as GoodsOrder['itemKind'], cardType: row.cardType as GoodsOrder['cardType'], id: orderId }
}
