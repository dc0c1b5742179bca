import 'server-only'

import type { Payload } from 'payload'

import { cardHolderNames } from '@/domain/cardHolders'
import type { Currency } from '@/domain/currency'
import { taipeiDate } from '@/domain/dates'
import type { Locale } from '@/domain/locale'
import type { OrderView } from '@/lib/views/order'
import type { Member, Order } from '@/payload-types'

import { itemTextIn, type ItemTextSource } from './itemText'
import { moneyView } from './quote'

export type ViewableOrder = ItemTextSource &
  Pick<
    Order,
    | 'orderNumber'
    | 'status'
    | 'quantity'
    | 'pickup'
    | 'visitDate'
    | 'timeSlot'
    | 'contactEmail'
    | 'unitPriceTwd'
    | 'subtotalTwd'
    | 'discountTwd'
    | 'totalTwd'
    | 'promoCodeText'
    | 'surname'
    | 'givenName'
  > & { createdAt?: string | null; invoice?: Order['invoice']; cardType?: Order['cardType']; furtherHolders?: Order['furtherHolders'] }

/** An order as its buyer sees it, with its money in the display currency. */
export async function orderView(payload: Payload, order: ViewableOrder, currency: Currency, locale: Locale): Promise<OrderView> {
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    ...(await itemTextIn(payload, order, locale)),
    quantity: order.quantity,
    cardHolders: cardHolderNames(locale, order),
    pickup: order.pickup?.date ? { place: order.pickup.place ?? '', date: order.pickup.date, time: order.pickup.time ?? '' } : null,
    visit: order.visitDate ? { date: order.visitDate, time: order.timeSlot ?? '' } : null,
    railTrip: order.railTrip ?? null,
    email: order.contactEmail,
    createdAt: order.createdAt ?? null,
    invoice:
      order.invoice?.number && order.invoice.issuedAt
        ? { number: order.invoice.number, date: taipeiDate(new Date(order.invoice.issuedAt)), voided: Boolean(order.invoice.voidedAt) }
        : null,
    money: await orderMoneyView(payload, order, currency, locale),
  }
}

/** A stored order's amounts with their display-currency view. */
export function orderMoneyView(
  payload: Payload,
  order: Pick<Order, 'quantity' | 'unitPriceTwd' | 'subtotalTwd' | 'discountTwd' | 'totalTwd' | 'promoCodeText'>,
  currency: Currency,
  locale: Locale,
) {
  return moneyView(
    payload,
    {
      quantity: order.quantity,
      unitPriceTwd: order.unitPriceTwd,
      subtotalTwd: order.subtotalTwd,
      discountTwd: order.discountTwd,
      totalTwd: order.totalTwd,
      promoCode: order.promoCodeText ?? null,
    },
    currency,
    locale,
  )
}

/** A member's own order by number (access control as that member: another member's order is not found). */
export async function orderDetail(
  payload: Payload,
  member: Member,
  orderNumber: string,
  currency: Currency,
  locale: Locale,
): Promise<OrderView | null> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { orderNumber: { equals: orderNumber.toUpperCase() } },
    depth: 0,
    limit: 1,
    overrideAccess: false,
    user: { ...member, collection: 'members' },
  })
  const order = docs[0]
  return order ? orderView(payload, order, currency, locale) : null
}
