import 'server-only'

/**
 * What the traveller's order page (and its PDF and calendar entry) shows: read by order number with the
 * signed key of the link — no login; a wrong key is the same "not found" as a wrong number. Codes,
 * voucher and tickets only once the order is fulfilled (an unpaid order shows none).
 */
import type { Payload } from 'payload'

import { cardHolderNames } from '@/domain/cardHolders'
import type { LpaCode } from '@/domain/esim'
import { deliveryKind, showsDelivery, ticketPayload, ticketsFor, voucherPayload, type DeliveryKind, type Ticket } from '@/domain/fulfilment'
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/domain/locale'
import { isOrderStatus, type OrderStatus } from '@/domain/orderStatus'
import type { PaymentMethod } from '@/domain/payment'
import { personName } from '@/domain/person'

import { pickupPlaceLabel } from '@/domain/pickup'
import { physicalValidUntil } from '@/domain/topUp'
import { getProduct } from '@/server/catalog/products'
import { idOf } from '@/server/catalog/shared'
import { itemTextIn } from '@/server/orders/itemText'

import type { ProfileState } from '@/domain/esim'
import { ticketUses } from '@/server/db/queries/orders'
import { sqlHandle } from '@/server/db/transaction'
import { goodsOf } from '@/server/orders/goods'
import type { ProfileUsage } from '@/server/esim/provider'

import { codesOfOrder } from './esimInventory'
import { isOrderKey, ticketSignature } from '@/server/signing/orderLinks'

/** When each ticket of an order was admitted, by its index. */
async function ticketUsesOf(payload: Payload, orderId: number): Promise<Record<number, string>> {
  const db = await sqlHandle(payload)
  const rows = await ticketUses(db, orderId)
  return Object.fromEntries(rows.map((r) => [Number(r.ticketIndex), new Date(r.usedAt).toISOString()]))
}

export type OrderPass = {
  orderNumber: string
  status: OrderStatus
  /** The order's language (mails, calendar entry). */
  locale: Locale
  kind: DeliveryKind
  itemName: string
  planLabel: string | null
  quantity: number
  name: string
  /** The passport name on each card of a physical SIM order of several cards (src/domain/cardHolders.ts); else empty. */
  cardHolders: { card: number; name: string | null }[]
  guardianRequired: boolean
  /** How the order was paid (card, LINE Pay, JKO Pay…): null before it was paid. */
  paymentMethod?: PaymentMethod | null
  pickup: { place: string; date: string; time: string | null; airportId: number | null; counterId: string | null } | null
  visit: { date: string; timeSlot: string } | null
  /** Whether codes / voucher / tickets are shown (fulfilled, not cancelled or refunded). */
  delivered: boolean
  /** Delivered, then refunded: the codes were revoked and the tickets are void (shown as such, without their QR codes). */
  voided: boolean
  /** Each eSIM with what its provider last said of it (a wholesaler's profile; null state for an imported code). */
  esims: (LpaCode & { state: ProfileState | null; usage: ProfileUsage | null; validUntil: string | null })[]
  /** The voucher's QR text (the order number). */
  voucher: string | null
  tickets: (Ticket & { qr: string })[]
  /** The tickets of a voided order: listed as void, no QR. */
  voidTickets: Ticket[]
  /** When each ticket was admitted at a gate, by its index. */
  ticketUses: Record<number, string>
  deliveredAt: string | null
  /** A physical SIM's last valid day (YYYY-MM-DD): its plan's days from the pickup date (src/domain/topUp.ts). */
  simValidUntil: string | null
  /** The order is an eSIM top-up (src/server/topUp/topUp.ts): it has no codes of its own. */
  isTopUp: boolean
  /** The catalog entries behind the order (the PDF prints their English names): null when there is none. */
  catalog: { productId: number | null; planId: string | null; activityId: number | null; railTrip: string | null }
}

/** The days of the order's plan, from the catalog (null when the product or plan is no longer there). */
async function planDays(payload: Payload, order: { locale: string; product?: unknown; planId?: string | null }): Promise<number | null> {
  const productId = idOf(order.product)
  if (productId === null || !order.planId) return null
  const product = await getProduct(payload, isLocale(order.locale) ? order.locale : DEFAULT_LOCALE, productId, true)
  return product?.plans.find((p) => p.id === order.planId)?.days ?? null
}

const ORDER_NUMBER = /^[A-Z0-9][A-Z0-9-]{3,39}$/

/** The order fields fulfilment and the order page read. */
export const ORDER_SELECT = {
  orderNumber: true,
  status: true,
  locale: true,
  itemKind: true,
  itemName: true,
  planLabel: true,
  cardType: true,
  railTrip: true,
  quantity: true,
  product: true,
  planId: true,
  activity: true,
  visitDate: true,
  timeSlot: true,
  pickup: true,
  contactEmail: true,
  surname: true,
  givenName: true,
  guardianRequired: true,
  furtherHolders: true,
  fulfilment: true,
  payment: { method: true },
  topUp: true,
} as const

/** The order behind a signed link, or null (unknown order, wrong key — indistinguishable). */
export async function loadOrderPass(payload: Payload, orderNumber: string, key: unknown): Promise<OrderPass | null> {
  if (!ORDER_NUMBER.test(orderNumber) || !isOrderKey(orderNumber, key)) return null
  const { docs } = await payload.find({
    collection: 'orders',
    where: { orderNumber: { equals: orderNumber } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    select: ORDER_SELECT,
  })
  const order = docs[0]
  if (!order || !isOrderStatus(order.status)) return null
  const kind = deliveryKind(order)
  // An eSIM's state is read from its provider (and an order whose eSIM reached a phone becomes `redeemed`).
  const goods = kind === 'esim' && showsDelivery(order.status) ? await goodsOf(payload, { ...order, id: order.id, status: order.status }) : null
  const status = goods?.status ?? order.status
  const delivered = showsDelivery(status)
  const voided = (status === 'refunded' || status === 'cancelled') && Boolean(order.fulfilment?.deliveredAt)
  const states = new Map((goods?.profiles ?? []).map((p) => [p.id, p]))
  const pickup = order.pickup
  const airport = pickup?.airport
  return {
    orderNumber,
    status,
    locale: isLocale(order.locale) ? order.locale : DEFAULT_LOCALE,
    kind,
    itemName: order.itemName,
    planLabel: order.planLabel ?? null,
    quantity: order.quantity,
    name: personName(order.locale, order.surname, order.givenName),
    cardHolders: cardHolderNames(order.locale, order),
    guardianRequired: Boolean(order.guardianRequired),
    paymentMethod: order.payment?.method ?? null,
    pickup:
      kind === 'voucher' && pickup?.date
        ? {
            place: pickup.place ?? '',
            date: pickup.date,
            time: pickup.time ?? null,
            airportId: typeof airport === 'object' && airport ? airport.id : (airport ?? null),
            counterId: pickup.counterId ?? null,
          }
        : null,
    visit: order.visitDate && order.timeSlot ? { date: order.visitDate, timeSlot: order.timeSlot } : null,
    delivered,
    voided,
    esims:
      delivered && kind === 'esim'
        ? (await codesOfOrder(payload, order.id)).map(({ id, lpa, smdpAddress, matchingId }) => {
            const known = states.get(id)
            return { lpa, smdpAddress, matchingId, state: known?.state ?? null, usage: known?.usage ?? null, validUntil: known?.validUntil ?? null }
          })
        : [],
    voucher: delivered && kind === 'voucher' ? voucherPayload(orderNumber) : null,
    tickets:
      delivered && kind === 'tickets'
        ? ticketsFor(order).map((ticket) => ({ ...ticket, qr: ticketPayload(orderNumber, ticket, ticketSignature(orderNumber, ticket)) }))
        : [],
    voidTickets: voided && kind === 'tickets' ? ticketsFor(order) : [],
    ticketUses: kind === 'tickets' && (delivered || voided) ? await ticketUsesOf(payload, order.id) : {},
    deliveredAt: order.fulfilment?.deliveredAt ?? null,
    isTopUp: Boolean(order.topUp?.of),
    simValidUntil: kind === 'voucher' && delivered ? physicalValidUntil(pickup?.date, await planDays(payload, order)) : null,
    catalog: { productId: idOf(order.product), planId: order.planId ?? null, activityId: idOf(order.activity), railTrip: order.railTrip ?? null },
  }
}

/**
 * The pass as a page in `locale` shows it: the item, its plan and the pickup counter named in that language from the
 * catalog (the order's own text when the catalog no longer has them), so an order placed in Chinese reads in Japanese
 * on the Japanese order page. Its mails, calendar entry and PDF keep the order's language.
 */
export async function passIn(payload: Payload, pass: OrderPass, locale: Locale): Promise<OrderPass> {
  if (pass.locale === locale) return pass
  const { productId, planId, activityId, railTrip } = pass.catalog
  const item = await itemTextIn(
    payload,
    {
      locale: pass.locale,
      itemKind: productId !== null ? 'product' : railTrip ? 'rail' : 'observationDeck',
      itemName: pass.itemName,
      planLabel: pass.planLabel,
      product: productId,
      planId,
      activity: activityId,
      railTrip: railTrip as 'oneWay' | 'roundTrip' | null,
    },
    locale,
  )
  let pickup = pass.pickup
  if (pickup?.airportId && pickup.counterId) {
    const airport = await payload
      .findByID({ collection: 'airports', id: pickup.airportId, depth: 0, locale, fallbackLocale: 'zh-TW', overrideAccess: true })
      .catch(() => null)
    const counter = airport?.counters?.find((c) => c.id === pickup!.counterId)
    if (airport && counter) pickup = { ...pickup, place: pickupPlaceLabel(airport.name, counter) }
  }
  return { ...pass, itemName: item.itemName, planLabel: item.planLabel, pickup }
}
