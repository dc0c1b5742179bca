import * as z from 'zod/mini'

import { REVIEW_TEXT_MAX, REVIEW_TITLE_MAX } from '@/domain/reviews'
import { SERIAL_INPUT_MAX } from '@/domain/serialNumber'

import { id, quantity } from './orderItem'

/**
 * Serial numbers and reviews. Messages are keys of messages.validation, as in the order form (zod/mini, like it: see
 * order.ts). The redemption's order (redeemSchema) is in order.ts: this file stays free of its phone rule, so the
 * serial check and the review form load no libphonenumber.
 */
export const serialNumber = z.string({ error: 'serialRequired' }).check(z.trim(), z.minLength(1, 'serialRequired'), z.maxLength(SERIAL_INPUT_MAX, 'serialRequired'))

/** POST /api/checkNumber (and the first step of /bookNow/exchange): the serial number and the cards wanted. */
export const checkNumberSchema = z.strictObject({ serialNumber, quantity: z.optional(quantity) })
export type CheckNumberInput = z.infer<typeof checkNumberSchema>

const positiveId = id('invalidType')
/** A review's target: one product or one activity. */
const target = {
  productId: z.optional(positiveId),
  activityId: z.optional(positiveId),
}
const oneTarget = (v: { productId?: number; activityId?: number }) => Boolean(v.productId) !== Boolean(v.activityId)

/** POST /api/user/reviewStatus: may the logged-in member review this product or activity now? */
export const reviewStatusSchema = z.strictObject(target).check(z.refine(oneTarget, { path: ['productId'], message: 'productRequired' }))

/** POST /api/user/review: the member's review (rating 1–5, text; a title is optional). */
export const postReviewSchema = z
  .strictObject({
    ...target,
    rating: z.number({ error: 'ratingRequired' }).check(z.int('ratingRequired'), z.minimum(1, 'ratingRequired'), z.maximum(5, 'ratingRequired')),
    title: z.optional(z.string().check(z.trim(), z.maxLength(REVIEW_TITLE_MAX, 'tooLong'))),
    text: z.string({ error: 'reviewTextRequired' }).check(z.trim(), z.minLength(10, 'reviewTextShort'), z.maxLength(REVIEW_TEXT_MAX, 'tooLong')),
  })
  .check(z.refine(oneTarget, { path: ['productId'], message: 'productRequired' }))
export type PostReviewInput = z.infer<typeof postReviewSchema>
export type ReviewTarget = z.infer<typeof reviewStatusSchema>
