import { defineEndpoint } from '@/api/endpoint'
import { ApiError } from '@/api/errors'
import { apiTranslator } from '@/api/translate'
import { notFound } from '@/domain/errors'
import type { Locale } from '@/domain/locale'
import { cancelOrderSchema, lookupSendCodeSchema, lookupTokenSchema, lookupVerifySchema, orderDetailSchema, orderListSchema } from '@/lib/schemas/memberOrders'
import type { CancelOrderResult } from '@/lib/views/memberOrder'
import { clientIp } from '@/server/http/clientIp'
import { lookedUpOrder, sendLookupCode, verifyLookupCode } from '@/server/orders/lookup'
import { listMemberOrders, memberOrderDetail, orderDetailView } from '@/server/orders/memberOrders'
import { cancelOwnOrder, type Cancelled } from '@/server/payments/travellerCancel'
import { orderView } from '@/server/orders/views'
import { checkoutToken } from '@/server/signing/checkoutToken'

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,128}$/

/** The cancel request's Idempotency-Key (required: its retries and racing copies get one reply). */
function idempotencyKey(request: Request): string {
  const key = request.headers.get('idempotency-key')
  if (key === null || !IDEMPOTENCY_KEY.test(key)) throw new ApiError(400, 'invalidIdempotencyKey')
  return key
}

const withMessage = (cancelled: Cancelled, locale: Locale): CancelOrderResult => ({ ...cancelled, message: apiTranslator(locale).api('orderCancelled') })

/** POST /api/orderList: the logged-in member's orders, newest first (paged). */
export const orderListEndpoint = defineEndpoint({
  schema: orderListSchema,
  access: 'member',
  async handler({ input, payload, member, currency, locale }) {
    return listMemberOrders(payload, member, input, currency, locale)
  },
})

/** POST /api/orderDetail: one of the member's orders, with its cancellation quote and order-page key. */
export const orderDetailEndpoint = defineEndpoint({
  schema: orderDetailSchema,
  access: 'member',
  async handler({ input, payload, member, currency, locale }) {
    const order = await memberOrderDetail(payload, member, input.orderNumber, currency, locale)
    if (!order) throw notFound()
    return order
  },
})

/** POST /api/user/cancelOrder: the member cancels one of their orders (header Idempotency-Key required). */
export const cancelOrderEndpoint = defineEndpoint({
  schema: cancelOrderSchema,
  access: 'member',
  async handler({ input, payload, member, locale, request }) {
    const cancelled = await cancelOwnOrder(payload, { member }, { orderNumber: input.orderNumber, requestKey: idempotencyKey(request) })
    return withMessage(cancelled, locale)
  },
})

/** POST /api/orderLookup/sendCode: mails a code if an order with this number and e-mail exists (same reply either way). */
export const lookupSendCodeEndpoint = defineEndpoint({
  schema: lookupSendCodeSchema,
  async handler({ input, payload, locale, request }) {
    await sendLookupCode(payload, { ...input, locale, ip: clientIp(request) })
    return { sent: true, message: apiTranslator(locale).api('lookupCodeSent') }
  },
})

/**
 * POST /api/orderLookup/verify: the mailed code → the order and a 30-minute lookup token. An unpaid order comes with
 * what the payment page needs (`pay`: the order and a checkout token), as placing it gave the browser that placed
 * it: whoever has the order's mailbox may pay it from another browser or device.
 */
export const lookupVerifyEndpoint = defineEndpoint({
  schema: lookupVerifySchema,
  async handler({ input, payload, locale, currency, request }) {
    const { order, lookupToken } = await verifyLookupCode(payload, { ...input, ip: clientIp(request) })
    const pay = order.status === 'unpaid' ? { ...(await orderView(payload, order, currency, locale)), checkoutToken: checkoutToken(order.orderNumber) } : null
    return { lookupToken, order: await orderDetailView(payload, order, currency, locale), pay }
  },
})

/** POST /api/orderLookup: the verified order again (after a cancel, a reload), with its lookup token. */
export const lookupOrderEndpoint = defineEndpoint({
  schema: lookupTokenSchema,
  async handler({ input, payload, locale, currency }) {
    const order = await lookedUpOrder(payload, input.orderNumber, input.lookupToken)
    return orderDetailView(payload, order, currency, locale)
  },
})

/** POST /api/orderLookup/cancel: the verified guest cancels the order (header Idempotency-Key required). */
export const lookupCancelEndpoint = defineEndpoint({
  schema: lookupTokenSchema,
  async handler({ input, payload, locale, request }) {
    const requestKey = idempotencyKey(request)
    const order = await lookedUpOrder(payload, input.orderNumber, input.lookupToken)
    const cancelled = await cancelOwnOrder(payload, { guestOrderNumber: order.orderNumber }, { orderNumber: order.orderNumber, requestKey })
    return withMessage(cancelled, locale)
  },
})
