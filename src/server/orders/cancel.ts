/**
 * Cancelling an unpaid order, by whoever asks (the unpaid-order timeout, the member, customer service):
 * the status machine's `cancel`, the promo-code use and the slot's seats given back, and the mail — all
 * in the caller's transaction, so a cancellation is whole or not at all.
 */
import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { isLocale, type Locale } from '@/domain/locale'
import { personName } from '@/domain/person'
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

type Holds = OrderMailRow & { promoCodeId: number | null; slotReservationId: number | null }

/** Cancels one unpaid order in `req`'s transaction (409 when it is no longer unpaid). */
export async function cancelUnpaidOrder(
  payload: Payload,
  req: PayloadRequest,
  { orderId, actor, reason, note }: { orderId: number; actor: Actor; reason: CancelReason; note?: string },
): Promise<void> {
  await applyOrderEvent(payload, req, { orderId, event: 'cancel', actor, note })
  const db = await sqlHandle(payload, req)
  const order = (
    await db.execute(sql`update orders set cancelled_at = now() where id = ${orderId}
      returning promo_code_id as "promoCodeId", slot_reservation_id as "slotReservationId", order_number as "orderNumber",
        item_name as "itemName", contact_email as "email", locale, surname, given_name as "givenName"`)
  ).rows[0] as Holds
  // The use the order took of a promo code, and its seats, go back to the next traveller.
  if (order.promoCodeId !== null) {
    await db.execute(sql`update promo_codes set used_count = greatest(coalesce(used_count, 0) - 1, 0) where id = ${order.promoCodeId}`)
  }
  if (order.slotReservationId !== null) {
    await db.execute(sql`update slot_reservations set released = true where id = ${order.slotReservationId}`)
  }
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
  const skipped = skipOrderIds.length ? sql` and o.id not in (${sql.join(skipOrderIds.map((id) => sql`${id}`), sql`, `)})` : sql``
  for (;;) {
    const done = await inTransaction(payload, async ({ req }) => {
      const db = await sqlHandle(payload, req)
      const due = await db.execute(sql`select o.id from orders o
        where o.status = 'unpaid' and o.created_at < now() - make_interval(mins => ${minutes})${skipped}
          and not exists (select 1 from payments p where p.order_id = o.id and (p.status = 'pending'
            or (p.status = 'challenge' and p.created_at > now() - interval '30 minutes')))
        order by o.created_at limit ${BATCH} for update of o skip locked`)
      const ids = (due.rows as { id: number }[]).map((r) => Number(r.id))
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
