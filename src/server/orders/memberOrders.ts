import 'server-only'

/**
 * A member's own orders (the personal order pages, /api/orderList, /api/orderDetail) and the order a
 * guest verified by the mailed code: read as that member through the collection's access rule (another
 * member's order is simply not there), shown in the request's language with the cancellation quote of
 * src/domain/cancellation.ts.
 */
import { createTranslator } from 'next-intl'
import type { Payload } from 'payload'

import { cancellationQuote, settledRefundTwd } from '@/domain/cancellation'
import { cardHolderNames } from '@/domain/cardHolders'
import type { Currency } from '@/domain/currency'
import { deliveryKind } from '@/domain/fulfilment'
import { isInvoiceType } from '@/domain/invoice'
import type { Locale } from '@/domain/locale'
import { isOrderStatus } from '@/domain/orderStatus'
import { pickupPlaceLabel } from '@/domain/pickup'
import { PAYMENT_METHODS, type PaymentMethod } from '@/domain/payment'
import { personName } from '@/domain/person'
import { MESSAGES } from '@/i18n/messages'
import type { CancellationView, MemberOrderDetail, MemberOrderList, MemberOrderView } from '@/lib/views/memberOrder'
import type { Airport, Member, Order } from '@/payload-types'
import { pricer } from '@/server/catalog/rates'
import { orderKey, orderPagePath } from '@/server/signing/orderLinks'

import { goodsOf } from './goods'
import { itemTextIn } from './itemText'
import { serialOfOrder } from './serials'
import { orderMoneyView } from './views'

export const ORDER_NUMBER_PATTERN = /^[A-Z0-9][A-Z0-9-]{3,39}$/

/** The order number as stored (upper case), or null for text that can be none. */
export function normaliseOrderNumber(text: string): string | null {
  const number = text.trim().toUpperCase()
  return ORDER_NUMBER_PATTERN.test(number) ? number : null
}

const idOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : typeof value === 'object' && value !== null && 'id' in value ? Number((value as { id: unknown }).id) : null

function translator(locale: Locale) {
  return createTranslator({ locale, messages: MESSAGES[locale] })
}

/** The amount a paid order's payment took (what a refund is computed on; 0 before payment). */
export const paidAmountOf = (order: Pick<Order, 'payment'>) => order.payment?.amountTwd ?? 0

/** Airports (with their counters) of the orders' pickups, in the request's language. */
async function airportsOf(payload: Payload, orders: Order[], locale: Locale): Promise<Map<number, Airport>> {
  const ids = [...new Set(orders.map((o) => idOf(o.pickup?.airport)).filter((id): id is number => id !== null))]
  if (!ids.length) return new Map()
  const { docs } = await payload.find({
    collection: 'airports',
    where: { id: { in: ids } },
    locale,
    fallbackLocale: 'zh-TW',
    depth: 0,
    limit: ids.length,
    overrideAccess: true,
  })
  return new Map(docs.map((a) => [a.id, a]))
}

/** "Airport · terminal · counter" in the request's language; the order's own text when the counter is gone. */
function locationOf(order: Order, airports: Map<number, Airport>): string | null {
  if (!order.pickup?.date && !order.pickup?.place) return null
  const airport = airports.get(idOf(order.pickup?.airport) ?? -1)
  const counter = airport?.counters?.find((c) => c.id === order.pickup?.counterId)
  if (airport && counter) return pickupPlaceLabel(airport.name, counter)
  return order.pickup?.place ?? null
}

export async function memberOrderViews(payload: Payload, orders: Order[], currency: Currency, locale: Locale): Promise<MemberOrderView[]> {
  const [airports, show] = await Promise.all([airportsOf(payload, orders, locale), pricer(payload, currency, locale)])
  const t = translator(locale)
  return Promise.all(
    orders.map(async (order): Promise<MemberOrderView> => {
      const goods = await goodsOf(payload, { id: order.id, status: isOrderStatus(order.status) ? order.status : 'unpaid', itemKind: order.itemKind, cardType: order.cardType, visitDate: order.visitDate })
      const status = goods.status
      const quote = cancellationQuote({
        status,
        paidTwd: paidAmountOf(order),
        refundedTwd: settledRefundTwd(order.refund),
        paymentRecorded: Boolean(order.payment?.paidAt),
        paidBySerial: order.payment?.provider === 'serial',
        goods: goods.facts,
      })
      const cancellation: CancellationView = quote.allowed
        ? { ...quote, paid: show(quote.paidTwd), fee: show(quote.feeTwd), refund: show(quote.refundTwd), ...(quote.kind === 'refund' && quote.refundedTwd ? { refunded: show(quote.refundedTwd) } : {}) }
        : { ...quote, refusal: t(`memberOrders.refusal.${quote.reason}`) }
      const method = order.payment?.method
      const paymentMethod = method && (PAYMENT_METHODS as readonly string[]).includes(method) ? (method as PaymentMethod) : null
      const serial = await serialOfOrder(payload, { id: order.id, provider: order.payment?.provider ?? null, providerRef: order.payment?.providerRef ?? null })
      const invoiceType = order.invoice?.type && isInvoiceType(order.invoice.type) ? order.invoice.type : null
      return {
        orderNumber: order.orderNumber,
        orderDate: order.createdAt,
        status,
        // A redemption cancelled is "refunded" to the status machine, but nothing was paid back: the serial was.
        statusText: t(`orderStatus.${serial && status === 'refunded' ? 'cancelled' : status}`),
        ...(await itemTextIn(payload, order, locale)),
        kind: deliveryKind({ itemKind: order.itemKind, cardType: order.cardType ?? null }),
        pickupDate: order.pickup?.date ?? order.visitDate ?? null,
        pickupTime: order.pickup?.time ?? order.timeSlot ?? null,
        location: locationOf(order, airports),
        recipient: personName(locale, order.surname, order.givenName),
        cardHolders: cardHolderNames(locale, order),
        quantity: order.quantity,
        money: await orderMoneyView(payload, order, currency, locale),
        paymentMethod,
        paymentMethodText: serial
          ? serial.number
            ? t('memberOrders.paidBySerial', { serialNumber: serial.number })
            : t('memberOrders.serialState')
          : paymentMethod
            ? t(`checkout.methods.${paymentMethod}`)
            : null,
        serial,
        invoiceType,
        invoiceTypeText: invoiceType ? t(`invoiceForm.types.${invoiceType}.label`) : null,
        cancellation,
        refund:
          status === 'refunded' && order.refund?.amountTwd != null
            ? {
                paid: show(paidAmountOf(order)),
                fee: show(order.refund.feeTwd ?? 0),
                amount: show(order.refund.amountTwd),
                feeTwd: order.refund.feeTwd ?? 0,
                refundedAt: order.refund.refundedAt ?? null,
              }
            : null,
      }
    }),
  )
}

const asMember = (member: Member) => ({ ...member, collection: 'members' as const })

/** The member's orders, newest first, one page at a time. */
export async function listMemberOrders(
  payload: Payload,
  member: Member,
  { page = 1, pageSize = 10 }: { page?: number; pageSize?: number },
  currency: Currency,
  locale: Locale,
): Promise<MemberOrderList> {
  const found = await payload.find({
    collection: 'orders',
    where: { member: { equals: member.id } },
    sort: '-createdAt',
    page,
    limit: pageSize,
    depth: 0,
    overrideAccess: false,
    user: asMember(member),
  })
  return {
    list: await memberOrderViews(payload, found.docs, currency, locale),
    total: found.totalDocs,
    page: found.page ?? page,
    pageSize,
    totalPages: found.totalPages,
  }
}

/** The order with the key of its signed order page (codes, voucher, tickets). */
export async function orderDetailView(payload: Payload, order: Order, currency: Currency, locale: Locale): Promise<MemberOrderDetail> {
  const [view] = await memberOrderViews(payload, [order], currency, locale)
  const key = orderKey(order.orderNumber)
  return { ...view!, orderKey: key, orderPagePath: orderPagePath(locale, order.orderNumber, key) }
}

/** One of the member's orders by number; null when it is not theirs or does not exist (indistinguishable). */
export async function findMemberOrder(payload: Payload, member: Member, orderNumber: string): Promise<Order | null> {
  const number = normaliseOrderNumber(orderNumber)
  if (!number) return null
  const { docs } = await payload.find({
    collection: 'orders',
    where: { and: [{ orderNumber: { equals: number } }, { member: { equals: member.id } }] },
    depth: 0,
    limit: 1,
    overrideAccess: false,
    user: asMember(member),
  })
  return docs[0] ?? null
}

export async function memberOrderDetail(payload: Payload, member: Member, orderNumber: string, currency: Currency, locale: Locale) {
  const order = await findMemberOrder(payload, member, orderNumber)
  return order ? orderDetailView(payload, order, currency, locale) : null
}

/** An order by number, as the shop itself reads it (the verified guest lookup, the cancel service). */
export async function findOrderByNumber(payload: Payload, orderNumber: string): Promise<Order | null> {
  const number = normaliseOrderNumber(orderNumber)
  if (!number) return null
  const { docs } = await payload.find({ collection: 'orders', where: { orderNumber: { equals: number } }, depth: 0, limit: 1, overrideAccess: true })
  return docs[0] ?? null
}
