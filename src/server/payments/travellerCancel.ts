import 'server-only'

/**
 * A traveller cancels their own order — a member from the order history, or a guest after the mailed
 * lookup code. The rule is src/domain/cancellation.ts, applied under the order row's lock:
 * - unpaid → `cancelUnpaidOrder` (free; promo-code use and seats given back; the cancellation mail);
 * - paid, not collected or used → `refundOrderIn` (the goods taken back and the refund's intent: the amount paid less
 *   NT$30), the ticket's seats given back — the promo code stays used; after the commit `sendRefund` asks TapPay (the
 *   e-invoice void and the refund mail follow its confirmation);
 * - otherwise refused with the reason's message.
 * Idempotent by the request's Idempotency-Key, stored on the order with the change: retries and racing
 * copies of one request wait for the lock and get the same reply; nothing is refunded or mailed twice.
 */
import type { Payload } from 'payload'

import { cancellationQuote, settledRefundTwd, type CancelRefusal } from '@/domain/cancellation'
import { CANCEL_REFUSAL_KEYS } from '@/domain/errors'
import { notFound, ShopError, type ShopMessageKey } from '@/domain/errors'
import type { CancelOrderResult } from '@/lib/views/memberOrder'
import type { Member } from '@/payload-types'
import { cancellationFacts, recordCancelRequest } from '@/server/db/queries/orders'
import { releaseReservation } from '@/server/db/queries/slots'
import { inTransaction, sqlHandle } from '@/server/db/transaction'
import { cancelUnpaidOrder } from '@/server/orders/cancel'
import { findMemberOrder, findOrderByNumber } from '@/server/orders/memberOrders'
import { goodsOf, ticketsUsed } from '@/server/orders/goods'
import { lockOrderStatus, type Actor } from '@/server/orders/status'

import { refundOrderIn, sendRefund } from './refund'

/** Who asks: a logged-in member (their own orders only), or a guest holding a valid lookup token for this order. */
export type Canceller = { member: Member } | { guestOrderNumber: string }

const REFUSAL_KEYS: Record<CancelRefusal, ShopMessageKey> = {
  ...CANCEL_REFUSAL_KEYS,
  noPayment: 'cancelRefusedContactUs',
}

/** The reply's facts (the endpoint adds the translated message). */
export type Cancelled = Omit<CancelOrderResult, 'message'>

type Facts = { requestKey: string | null; paidTwd: number; paymentRecorded: boolean; refundTwd: number | null; refundState: string | null; feeTwd: number | null; slotReservationId: number | null }

export async function cancelOwnOrder(
  payload: Payload,
  who: Canceller,
  { orderNumber, requestKey }: { orderNumber: string; requestKey: string },
): Promise<Cancelled> {
  const order =
    'member' in who
      ? await findMemberOrder(payload, who.member, orderNumber)
      : (await findOrderByNumber(payload, who.guestOrderNumber)) ?? null
  if (!order || ('guestOrderNumber' in who && order.orderNumber !== orderNumber.trim().toUpperCase())) throw notFound()
  const actor: Actor = 'member' in who ? `member:${who.member.id}` : `member:${typeof order.member === 'object' ? order.member.id : order.member}`
  // What the goods are doing, asked of the wholesaler now (before the order is locked: no outside call holds it).
  const goods = await goodsOf(payload, { id: order.id, status: order.status, itemKind: order.itemKind, cardType: order.cardType, visitDate: order.visitDate }, { fresh: true })

  let refundToSend = false
  const cancelled = await inTransaction(payload, async ({ req }) => {
    refundToSend = false
    const status = await lockOrderStatus(payload, req, order.id)
    const db = await sqlHandle(payload, req)
    const { paidAt, ...row } = (await cancellationFacts(db, order.id))!
    const facts: Facts = { ...row, paymentRecorded: paidAt !== null }
    const reply = (to: 'cancelled' | 'refunded', feeTwd: number, refundTwd: number): Cancelled => ({ orderNumber: order.orderNumber, status: to, feeTwd, refundTwd })
    // A retry (or a racing copy) of the request that already cancelled the order.
    if (facts.requestKey === requestKey && (status === 'cancelled' || status === 'refunded'))
      return status === 'refunded' ? reply(status, facts.feeTwd ?? 0, facts.refundTwd ?? 0) : reply(status, 0, 0)

    const quote = cancellationQuote({
      status,
      paidTwd: facts.paidTwd,
      // Support's partial refunds already settled: the quote refunds the rest, as the refund path will.
      refundedTwd: settledRefundTwd({ state: facts.refundState, amountTwd: facts.refundTwd }),
      paymentRecorded: facts.paymentRecorded,
      paidBySerial: order.payment?.provider === 'serial',
      // A ticket's use is read again under the lock, which the gate's admission takes too.
      goods: goods.facts.kind === 'tickets' ? { ...goods.facts, used: (await ticketsUsed(payload, order.id, req)) > 0 } : goods.facts,
    })
    if (!quote.allowed) throw new ShopError('conflict', REFUSAL_KEYS[quote.reason])
    let result: Cancelled
    if (quote.kind === 'free') {
      await cancelUnpaidOrder(payload, req, { orderId: order.id, actor, reason: 'member' })
      result = reply('cancelled', 0, 0)
    } else {
      const refund = await refundOrderIn(payload, req, { orderId: order.id, feeTwd: quote.feeTwd, actor })
      refundToSend = refund.pending
      if (facts.slotReservationId !== null) {
        await releaseReservation(db, facts.slotReservationId)
      }
      result = reply('refunded', refund.feeTwd, refund.refundedTwd)
    }
    await recordCancelRequest(db, order.id, requestKey)
    return result
  })
  if (!refundToSend) return cancelled
  // Committed: now TapPay. Not confirmed yet, the refund is retried by the maintenance job; the order stays refunded.
  const sent = await sendRefund(payload, order.id)
  return { ...cancelled, feeTwd: sent.feeTwd, refundTwd: sent.refundedTwd }
}
