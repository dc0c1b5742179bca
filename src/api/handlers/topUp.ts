import { defineEndpoint } from '@/api/endpoint'
import { ApiError } from '@/api/errors'
import { notFound } from '@/domain/errors'
import { placeTopUpSchema, topUpPlansSchema } from '@/lib/schemas/topUp'
import { esimOrderFor, esimTopUpView, placeTopUp } from '@/server/topUp/topUp'

import { idempotencyKeyOf } from './order'

/** POST /api/order/topUp/plans: the eSIM's usage and validity and its top-up plans (the order's member, or the signed link). */
export const topUpPlansEndpoint = defineEndpoint({
  schema: topUpPlansSchema,
  async handler({ input, payload, locale, member }) {
    const order = await esimOrderFor(payload, member, input.orderNumber, input.key)
    if (!order) throw notFound()
    return esimTopUpView(payload, order, locale)
  },
})

/** POST /api/order/topUp: a top-up order for the eSIM (Idempotency-Key required), to pay through /api/checkout. */
export const placeTopUpEndpoint = defineEndpoint({
  schema: placeTopUpSchema,
  async handler({ input, payload, locale, currency, member, request }) {
    const key = idempotencyKeyOf(request)
    if (key === null) throw new ApiError(400, 'invalidIdempotencyKey')
    return placeTopUp({ payload, member, locale, currency, idempotencyKey: key }, input)
  },
})
