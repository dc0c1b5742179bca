/**
 * Changes support makes to an order besides cancelling it (issue 38): the SIM card's pickup or the deck ticket's
 * visit moved, the contact e-mail or phone corrected, and internal notes. Each is one transaction with its audit-log entry (who, what, before → after) under the
 * order's row lock, so identical retries racing each other change and mail once.
 */
import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { taipeiDate, taipeiNow } from '@/domain/dates'
import { fieldRules, notFound, ShopError } from '@/domain/errors'
import { isLocale, type Locale } from '@/domain/locale'
import type { HistoryParams } from '@/domain/orderHistory'
import type { OrderStatus } from '@/domain/orderStatus'
import { personName } from '@/domain/person'
import {
  contactChanges,
  mayChangeContact,
  mayChangePickup,
  mayChangeVisit,
  maskEmail,
  maskPhone,
  samePickup,
  sameVisit,
  type PickupChoice,
  type VisitChoice,
} from '@/domain/staffDesk'
import { releaseReservation } from '@/server/db/queries/slots'
import { inTransaction, sqlHandle } from '@/server/db/transaction'
import { deliveredMailData, readFulfilmentOrder } from '@/server/fulfilment'
import { codesOfOrder } from '@/server/fulfilment/esimInventory'
import { enqueueMail } from '@/server/mail/queue'
import { getProduct } from '@/server/catalog/products'
import { orderReceivedMailData } from '@/server/orders/confirmation'
import { ticketsUsed } from '@/server/orders/goods'
import { resolvePickup, resolveVisit } from '@/server/orders/items'
import { reserveSeats } from '@/server/orders/slots'
import { lockOrderStatus, recordOrderHistory, statusConflict } from '@/server/orders/status'

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
  const product = productId ? await getProduct(payload, locale, productId, true) : null
  // Checked before the lock (cached catalog reads, no row held); the place is named in the order's language.
  const pickup = await resolvePickup(payload, locale, product?.pickupAirports ?? [], wanted, undefined, '')
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
    const event: HistoryParams = {
      kind: 'pickupChanged',
      from: [order.pickup?.place ?? '—', was.date, was.time].filter(Boolean).join(' '),
      to: `${pickup.place} ${pickup.date} ${pickup.time}`,
    }
    await recordOrderHistory(payload, req, { orderId: input.orderId, event: 'change', actor: `staff:${staff.id}`, params: event })
    await recordAudit(payload, req, staff, {
      action: 'changePickup',
      order: { id: input.orderId, orderNumber: order.orderNumber },
      summary: `pickup ${event.from} → ${event.to}; mail to ${to}`,
      detail: { before: { ...was, place: order.pickup?.place ?? null }, after: pickup, mailedTo: to, event },
    })
    return { orderNumber: order.orderNumber, changed: true, mailedTo: to }
  })
}

/** Statuses whose delivery mail (voucher, eSIM codes, e-tickets) exists: a changed order is mailed that; before, its confirmation. */
const DELIVERED: readonly OrderStatus[] = ['pendingPickup', 'delivered', 'pickedUp', 'redeemed']

/** Queues the order's current mail to `to`, as it reads in `req`'s transaction: its delivery mail once delivered, else its confirmation. */
async function mailOrderAsItIs(payload: Payload, req: PayloadRequest, orderId: number, status: OrderStatus, to: string, locale: Locale): Promise<void> {
  if (DELIVERED.includes(status)) {
    const order = await readFulfilmentOrder(payload, orderId, req)
    const codes = order.cardType === 'esim' ? await codesOfOrder(payload, orderId, req) : []
    await enqueueMail(payload, { kind: 'delivered', to, locale, data: deliveredMailData(order, codes) }, req)
  } else {
    const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true, req })
    await enqueueMail(payload, { kind: 'orderReceived', to, locale, data: orderReceivedMailData(order, locale) }, req)
  }
}

export type ChangeResult = { orderNumber: string; changed: boolean; mailedTo: string | null }

/**
 * Moves a deck ticket's visit before the visit, by the order form's rules (resolveVisit) and its capacity rule: the
 * seats are taken in the new slot under the slot's lock (reserveSeats) before the old slot's are given back, so
 * parallel changes and bookings never oversell a slot. The traveller gets the updated tickets (or confirmation).
 */
export async function staffChangeVisit(payload: Payload, staff: StaffUser, input: VisitChoice & { orderId: number }): Promise<ChangeResult> {
  assertMay(staff, 'changeVisit')
  const wanted: VisitChoice = { visitDate: input.visitDate, time: input.time }
  const before = await payload.findByID({ collection: 'orders', id: input.orderId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!before) throw notFound()
  const activityId = idOf(before.activity)
  if (before.itemKind !== 'observationDeck' || !activityId) throw statusConflict()
  const now = taipeiNow()
  // The slot is checked before the lock (cached catalog reads, no row held); its seats are counted again under it.
  const slot = sameVisit({ visitDate: before.visitDate ?? undefined, time: before.timeSlot ?? undefined }, wanted) ? null : await resolveVisit(payload, activityId, wanted, now, '')
  return inTransaction(payload, async ({ req }) => {
    const status = await lockOrderStatus(payload, req, input.orderId)
    const order = await payload.findByID({ collection: 'orders', id: input.orderId, depth: 0, overrideAccess: true, req })
    const was = { visitDate: order.visitDate ?? undefined, time: order.timeSlot ?? undefined }
    if (!mayChangeVisit(status, was, await ticketsUsed(payload, input.orderId, req), now)) throw statusConflict()
    if (sameVisit(was, wanted)) return { orderNumber: order.orderNumber, changed: false, mailedTo: null }
    const capacity = (slot ?? (await resolveVisit(payload, activityId, wanted, now, ''))).capacity
    const reservation = await reserveSeats(payload, req, { activityId, visitDate: wanted.visitDate, time: wanted.time, capacity, seats: order.quantity })
    if (!reservation) throw fieldRules({ time: 'slotFull' }, 'conflict')
    const held = idOf(order.slotReservation)
    if (held) await releaseReservation(await sqlHandle(payload, req), held)
    await payload.update({
      collection: 'orders',
      id: input.orderId,
      depth: 0,
      overrideAccess: true,
      req,
      data: { visitDate: wanted.visitDate, timeSlot: wanted.time, slotReservation: reservation },
    })
    const locale: Locale = isLocale(order.locale) ? order.locale : 'zh-TW'
    const to = order.contactEmail
    await mailOrderAsItIs(payload, req, input.orderId, status, to, locale)
    const event: HistoryParams = { kind: 'visitChanged', from: `${was.visitDate} ${was.time}`, to: `${wanted.visitDate} ${wanted.time}` }
    await recordOrderHistory(payload, req, { orderId: input.orderId, event: 'change', actor: `staff:${staff.id}`, params: event })
    await recordAudit(payload, req, staff, {
      action: 'changeVisit',
      order: { id: input.orderId, orderNumber: order.orderNumber },
      summary: `visit ${event.from} → ${event.to}; mail to ${to}`,
      detail: { before: was, after: wanted, mailedTo: to, event },
    })
    return { orderNumber: order.orderNumber, changed: true, mailedTo: to }
  })
}

/**
 * Corrects the contact e-mail and/or phone of an open order. A new address gets the order's current mail (its
 * tickets, voucher or eSIM, else its confirmation); the address the order had is told what changed (the new
 * values masked), so a change nobody asked for is noticed.
 */
export async function staffChangeContact(payload: Payload, staff: StaffUser, input: { orderId: number; email?: string; phone?: string }): Promise<ChangeResult> {
  assertMay(staff, 'changeContact')
  return inTransaction(payload, async ({ req }) => {
    const status = await lockOrderStatus(payload, req, input.orderId)
    const order = await payload.findByID({ collection: 'orders', id: input.orderId, depth: 0, overrideAccess: true, req })
    if (!mayChangeContact(status)) throw statusConflict()
    const change = contactChanges({ email: order.contactEmail, phone: order.contactPhone }, input)
    if (!change.email && !change.phone) return { orderNumber: order.orderNumber, changed: false, mailedTo: null }
    await payload.update({
      collection: 'orders',
      id: input.orderId,
      depth: 0,
      overrideAccess: true,
      req,
      data: { ...(change.email ? { contactEmail: change.email.to } : {}), ...(change.phone ? { contactPhone: change.phone.to } : {}) },
    })
    const locale: Locale = isLocale(order.locale) ? order.locale : 'zh-TW'
    const to = change.email?.to ?? order.contactEmail
    if (change.email) await mailOrderAsItIs(payload, req, input.orderId, status, to, locale)
    const name = personName(locale, order.surname, order.givenName) || undefined
    await enqueueMail(
      payload,
      {
        kind: 'orderContactChanged',
        to: order.contactEmail,
        locale,
        data: {
          orderNumber: order.orderNumber,
          ...(name ? { name } : {}),
          itemName: order.itemName,
          ...(change.email ? { newEmail: maskEmail(change.email.to) } : {}),
          ...(change.phone ? { newPhone: maskPhone(change.phone.to) } : {}),
          changedOn: taipeiDate(),
        },
      },
      req,
    )
    const event: HistoryParams = { kind: 'contactChanged', ...(change.email ? { email: change.email.to } : {}), ...(change.phone ? { phone: change.phone.to } : {}) }
    await recordOrderHistory(payload, req, { orderId: input.orderId, event: 'change', actor: `staff:${staff.id}`, params: event })
    await recordAudit(payload, req, staff, {
      action: 'changeContact',
      order: { id: input.orderId, orderNumber: order.orderNumber },
      summary: [change.email ? `e-mail ${change.email.from} → ${change.email.to}` : null, change.phone ? `phone ${change.phone.from} → ${change.phone.to}` : null].filter(Boolean).join('; '),
      detail: { ...change, mailedTo: to, noticeTo: order.contactEmail, event },
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
