import { defineEndpoint } from '@/api/endpoint'
import { ApiError } from '@/api/errors'
import { notFound } from '@/domain/errors'
import { countMoneySchema, orderLookupSchema, placeOrderSchema } from '@/lib/schemas/order'
import { clientIp } from '@/server/http/clientIp'
import { countMoney, isCatalogQuote } from '@/server/orders/quote'
import { orderDetail } from '@/server/orders/views'
import { placeOrder } from '@/server/orders/placeOrder'

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,128}$/

/** The request's Idempotency-Key header, if any; a malformed one is refused. */
export function idempotencyKeyOf(request: Request): string | null {
  const key = request.headers.get('idempotency-key')
  if (key !== null && !IDEMPOTENCY_KEY.test(key)) throw new ApiError(400, 'invalidIdempotencyKey')
  return key
}

/** POST /api/order/countMoney: server-side totals for the confirmation screen. */
export const countMoneyEndpoint = defineEndpoint({
  schema: countMoneySchema,
  sharedAnswer: isCatalogQuote,
  async handler({ input, payload, locale, currency, request }) {
    return countMoney(payload, locale, currency, input, { ip: clientIp(request) })
  },
})

/** POST /api/order/placeOrder: stores an unpaid order (header Idempotency-Key makes retries safe). */
export const placeOrderEndpoint = defineEndpoint({
  schema: placeOrderSchema,
  async handler({ input, payload, locale, currency, member, request }) {
    return placeOrder({ payload, locale, currency, member, idempotencyKey: idempotencyKeyOf(request), ip: clientIp(request) }, input)
  },
})

/** POST /api/order: one of the logged-in member's orders by its number. */
export const orderEndpoint = defineEndpoint({
  schema: orderLookupSchema,
  access: 'member',
  async handler({ input, payload, locale, currency, member }) {
    const order = await orderDetail(payload, member, input.orderNumber, currency, locale)
    if (!order) throw notFound()
    return order
  },
})
