/**
 * Changes support makes to an order besides cancelling it (issue 38): the SIM card's pickup moved, and
 * internal notes. Each is one transaction with its audit-log entry (who, what, before → after) under the
 * order's row lock, so identical retries racing each other change and mail once.
 */
import 'server-only'

import type { Payload } from 'payload'

import { notFound, ShopError } from '@/domain/errors'
import { isLocale, type Locale } from '@/domain/locale'
import { mayChangePickup, samePickup, type PickupChoice } from '@/domain/staffDesk'
import { inTransaction } from '@/server/db/transaction'
import { deliveredMailData, readFulfilmentOrder } from '@/server/fulfilment'
import { enqueueMail } from '@/server/mail/queue'
import { getProduct } from '@/server/catalog/products'
import { orderReceivedMailData } from '@/server/orders/confirmation'
import { resolvePickup } from '@/server/orders/items'
import { lockOrderStatus, statusConflict } from '@/server/orders/status'

import { recordAudit } from './audit'
import { assertMay, type StaffUser } from './auth'

/** How long an identical note counts as the same request sent again. */
const NOTE_RETRY_MS = 10 * 60_000

const idOf = (v: unknown) => (v && typeof v === 'object' ? Number((v as { id: unknown }).id) : v === null || v === undefined ? null : Number(v))

export type PickupChangeResult = { orderNumber: string; changed: boolean; mailedTo: string | null }

/**
 * Moves the pickup of a SIM card not yet handed over, by the order form's rules (resolvePickup), and mails the
 * traveller in the order's language: the updated voucher once it was issued, else the updated order confirmation.
 */
export async function staffChangePickup(payload: Payload, staff: StaffUser, input: PickupChoice & { orderId: number }): Promise<PickupChangeResult> {
  assertMay(staff, 'changeOrder')
  const wanted: PickupChoice = { airportId: input.airportId, counterId: input.counterId, date: input.date, time: input.time }
  const before = await payload.findByID({ collection: 'orders', id: input.orderId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!before) throw notFound()
  if (before.cardType !== 'physical') throw new ShopError('conflict', 'orderStatusConflict')
  const locale: Locale = isLocale(before.locale) ? before.locale : 'zh-TW'
  const productId = idOf(before.product)
  const product = productId ? await getProduct(locale, productId) : null
  // Checked before the lock (cached catalog reads, no row held); the place is named in the order's language.
  const pickup = await resolvePickup(locale, product?.pickupAirports ?? [], wanted, undefined, '')
  return inTransaction(payload, async ({ req }) => {
    const status = await lockOrderStatus(payload, req, input.orderId)
    const order = await payload.findByID({ collection: 'orders', id: input.orderId, depth: 0, overrideAccess: true, req })
    if (!mayChangePickup(status, order.pickedUpAt ?? null)) throw statusConflict()
    const was = {
      airportId: idOf(order.pickup?.airport) ?? undefined,
      counterId: order.pickup?.counterId ?? undefined,
      date: order.pickup?.date ?? undefined,
      time: order.pickup?.time ?? undefined,
    }
    if (samePickup(was, wanted)) return { orderNumber: order.orderNumber, changed: false, mailedTo: null }
    await payload.update({
      collection: 'orders',
      id: input.orderId,
      depth: 0,
      overrideAccess: true,
      req,
      data: { pickup: { airport: pickup.airportId, counterId: pickup.counterId, place: pickup.place, date: pickup.date, time: pickup.time } },
    })
    const to = order.contactEmail
    if (status === 'pendingPickup') {
      const updated = await readFulfilmentOrder(payload, input.orderId, req)
      await enqueueMail(payload, { kind: 'delivered', to, locale, data: deliveredMailData(updated) }, req)
    } else {
      const updated = await payload.findByID({ collection: 'orders', id: input.orderId, depth: 0, overrideAccess: true, req })
      await enqueueMail(payload, { kind: 'orderReceived', to, locale, data: orderReceivedMailData(updated, locale) }, req)
    }
    await recordAudit(payload, req, staff, {
      action: 'changePickup',
      order: { id: input.orderId, orderNumber: order.orderNumber },
      summary: `pickup ${order.pickup?.place ?? '—'} ${was.date ?? ''} ${was.time ?? ''} → ${pickup.place} ${pickup.date} ${pickup.time}; mail to ${to}`,
      detail: { before: { ...was, place: order.pickup?.place ?? null }, after: pickup, mailedTo: to },
    })
    return { orderNumber: order.orderNumber, changed: true, mailedTo: to }
  })
}

/** An internal note on the order: in the audit log, which only support and admins read (never travellers, members or partners). */
export async function staffAddNote(payload: Payload, staff: StaffUser, { orderId, text }: { orderId: number; text: string }): Promise<{ orderNumber: string }> {
  assertMay(staff, 'orderNote')
  return inTransaction(payload, async ({ req }) => {
    await lockOrderStatus(payload, req, orderId)
    const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true, req, select: { orderNumber: true } })
    // The same note from the same staff member just now is a retry (a double click, a resent request), not a second note.
    const retried = await payload.count({
      collection: 'audit-log',
      overrideAccess: true,
      req,
      where: { order: { equals: orderId }, action: { equals: 'orderNote' }, staff: { equals: staff.id }, summary: { equals: text }, createdAt: { greater_than: new Date(Date.now() - NOTE_RETRY_MS).toISOString() } },
    })
    if (retried.totalDocs) return { orderNumber: order.orderNumber }
    await recordAudit(payload, req, staff, { action: 'orderNote', order: { id: orderId, orderNumber: order.orderNumber }, summary: text })
    return { orderNumber: order.orderNumber }
  })
}
