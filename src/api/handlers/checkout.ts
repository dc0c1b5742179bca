import { defineEndpoint } from '@/api/endpoint'
import { ApiError } from '@/api/errors'
import { fieldRules } from '@/domain/errors'
import { offeredPaymentMethods } from '@/domain/payment'
import { checkoutOrderSchema, checkoutResultSchema, checkoutSchema } from '@/lib/schemas/checkout'
import { clientIp } from '@/server/http/clientIp'
import { checkout, checkoutResult, orderToPay } from '@/server/payments/checkout'
import { tapPayConfig } from '@/server/payments/config'

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,128}$/

/**
 * POST /api/checkout (spec §7): pay an unpaid order with a one-time prime. Header Idempotency-Key is
 * required: a retry or a double click with the same key charges once and gets the same reply.
 */
export const checkoutEndpoint = defineEndpoint({
  schema: checkoutSchema,
  async handler({ input, payload, locale, member, request }) {
    const key = request.headers.get('idempotency-key')
    if (key === null || !IDEMPOTENCY_KEY.test(key)) throw new ApiError(400, 'invalidIdempotencyKey')
    // Apple Pay / Google Pay only where their merchant id is set: never asked of TapPay otherwise.
    if (!offeredPaymentMethods(tapPayConfig()).includes(input.method)) throw fieldRules({ method: 'invalidValue' })
    return checkout({ payload, member, locale, idempotencyKey: key, ip: clientIp(request) }, input)
  },
})

/** POST /api/checkout/result: the payment's state, re-read from TapPay when it is not settled (3-D Secure return). */
export const checkoutResultEndpoint = defineEndpoint({
  schema: checkoutResultSchema,
  async handler({ input, payload, locale, member, request }) {
    return checkoutResult({ payload, member, locale, ip: clientIp(request) }, input)
  },
})

/** POST /api/checkout/order: the unpaid order support's payment link opens (issue 38 §2), for the payment page. */
export const checkoutOrderEndpoint = defineEndpoint({
  schema: checkoutOrderSchema,
  async handler({ input, payload, locale, currency, member }) {
    return orderToPay(payload, member, input, currency, locale)
  },
})
