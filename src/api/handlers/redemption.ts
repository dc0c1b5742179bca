import { defineEndpoint } from '@/api/endpoint'
import { redeemSchema } from '@/lib/schemas/order'
import { checkNumberSchema, postReviewSchema, reviewStatusSchema } from '@/lib/schemas/redemption'
import { fulfilPaidOrder } from '@/server/fulfilment'
import { clientIp } from '@/server/http/clientIp'
import { redeemSerial } from '@/server/orders/placeOrder'
import { checkNumber } from '@/server/orders/serials'
import { postReview, reviewStatus } from '@/server/reviews/post'

import { idempotencyKeyOf } from './order'

/** POST /api/checkNumber: is the serial number valid and unused, and what is it for. */
export const checkNumberEndpoint = defineEndpoint({
  schema: checkNumberSchema,
  async handler({ input, payload, locale, request }) {
    return checkNumber(payload, locale, input, { ip: clientIp(request) })
  },
})

/** POST /api/order/redeem: the serial number becomes a paid, fulfilled order (header Idempotency-Key makes retries safe). */
export const redeemEndpoint = defineEndpoint({
  schema: redeemSchema,
  async handler({ input, payload, locale, currency, member, request }) {
    return redeemSerial({ payload, locale, currency, member, idempotencyKey: idempotencyKeyOf(request), ip: clientIp(request) }, input, fulfilPaidOrder)
  },
})

/** POST /api/user/reviewStatus: may the logged-in member review this product or activity now. */
export const reviewStatusEndpoint = defineEndpoint({
  schema: reviewStatusSchema,
  access: 'member',
  async handler({ input, payload, member }) {
    return reviewStatus(payload, member, input)
  },
})

/** POST /api/user/review: the member's review, public once staff approve it. */
export const postReviewEndpoint = defineEndpoint({
  schema: postReviewSchema,
  access: 'member',
  async handler({ input, payload, locale, member }) {
    return postReview(payload, member, locale, input)
  },
})
