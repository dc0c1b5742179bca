/**
 * Cancelling an unpaid order, by whoever asks (the unpaid-order timeout, the member, customer service):
 * the status machine's `cancel`, the promo-code use and the slot's seats given back, and the mail — all
 * in the caller's transaction, so a cancellation is whole or not at all.
 */
import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { isLocale, type Locale } from '@/domain/locale'
import { personName } from '@/domain/person'
import { markOrderCancelled, lockDueUnpaidOrders } from '@/server/db/queries/orders'
import { releaseReservation, returnPromoUse } from '@/server/db/queries/slots'
import { inTransaction, sqlHandle } from '@/server/db/transaction'
import { logger } from '@/server/logger'
import { enqueueMail } from '@/server/mail/queue'
import type { CANCEL_REASONS } from '@/server/mail/types'

import { applyOrderEvent, type Actor } from './status'

type CancelReason = (typeof CANCEL_REASONS)[number]

/** What an order's cancellation or refund mail is written from (its language and the traveller's name). */
export type OrderMailRow = { orderNumber: string; itemName: string; email: string; locale: string; surname: string | null; givenName: string | null }

/** Where an order's mail goes, in which language, and whom it greets (in that language's name order: KIM MINJUN 님, not MINJUN KIM 님). */
export function orderMailRecipient(order: OrderMailRow): { to: string; locale: Locale; name: string } {
  return { to: order.email, locale: isLocale(order.locale) ? order.locale : 'zh-TW', name: personName(order.locale, order.surname, order.givenName) }
}

/** Cancels one unpaid order in `req`'s transaction (409 when it is no longer unpaid). */
export async function cancelUnpaidOrder(
  payload: Payload,
  req: PayloadRequest,
  { orderId, actor, reason, note }: { orderId: number; actor: Actor; reason: CancelReason; note?: string },
): Promise<void> {
  await applyOrderEvent(payload, req, { orderId, event: 'cancel', actor, note })
  const db = await sqlHandle(payload, req)
  const order = (await markOrderCancelled(db, orderId))!
  // The use the order took of a promo code, and its seats, go back to the next traveller.
  if (order.promoCodeId !== null) await returnPromoUse(db, order.promoCodeId)
  if (order.slotReservationId !== null) await releaseReservation(db, order.slotReservationId)
  const { to, locale, name } = orderMailRecipient(order)
  await enqueueMail(payload, { kind: 'orderCancelled', to, locale, data: { orderNumber: order.orderNumber, name, itemName: order.itemName, reason } }, req)
}

const BATCH = 50

/**
 * Cancels the orders still unpaid after `minutes` (site settings → order rules), oldest first, in batches.
 * Safe to run twice and on two workers at once: each batch locks its rows with SKIP LOCKED. Never an order with an
 * attempt whose outcome TapPay has not told (`pending`: it may have charged — src/server/payments/checkout.ts
 * reconcilePayments settles or gives it up), nor one TapPay could not be asked about just now (`skipOrderIds`: the
 * scheduled task asks TapPay first, settleBeforeCancel); a 3-D Secure challenge left open is waited for 30 minutes (a
 * success after that is refunded and mailed).
 */
export async function cancelUnpaidOrders(payload: Payload, minutes: number, { skipOrderIds = [] }: { skipOrderIds?: number[] } = {}): Promise<number> {
  let cancelled = 0
  for (;;) {
    const done = await inTransaction(payload, async ({ req }) => {
      const db = await sqlHandle(payload, req)
      const ids = await lockDueUnpaidOrders(db, minutes, skipOrderIds, BATCH)
      for (const orderId of ids) {
        await cancelUnpaidOrder(payload, req, { orderId, actor: 'system', reason: 'unpaid', note: `not paid within ${minutes} minutes` })
      }
      return ids.length
    })
    cancelled += done
    if (done < BATCH) break
  }
  if (cancelled) logger.info({ cancelled, minutes }, 'unpaid orders cancelled')
  return cancelled
}
