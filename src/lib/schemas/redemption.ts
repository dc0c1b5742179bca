import { z } from 'zod'

import { MAX_QUANTITY } from '@/domain/pricing'
import { REVIEW_TEXT_MAX, REVIEW_TITLE_MAX } from '@/domain/reviews'
import { SERIAL_INPUT_MAX } from '@/domain/serialNumber'

import { placeOrderFields, placeOrderRules } from './order'

/** Messages are keys of messages.validation, as in the order form. */
const serialNumber = z
  .string({ error: 'serialRequired' })
  .trim()
  .min(1, 'serialRequired')
  .max(SERIAL_INPUT_MAX, 'serialRequired')
const quantity = z.number({ error: 'quantityRequired' }).int('invalidValue').min(1, 'quantityRange').max(MAX_QUANTITY, 'quantityRange')

/** POST /api/checkNumber (and the first step of /bookNow/exchange): the serial number and the cards wanted. */
export const checkNumberSchema = z.strictObject({ serialNumber, quantity: quantity.optional() })
export type CheckNumberInput = z.infer<typeof checkNumberSchema>

/**
 * POST /api/order/redeem: the order form's fields (the traveller, the e-mail code, the pickup) with the
 * serial number; the product, plan and card type are the serial's, whatever the item says, and there is
 * no promo code (nothing is paid).
 */
export const redeemSchema = placeOrderFields
  .omit({ promoCode: true })
  .extend({ serialNumber })
  .superRefine((value, ctx) => placeOrderRules({ ...value, promoCode: undefined }, ctx))
export type RedeemInput = z.infer<typeof redeemSchema>

const positiveId = z.number({ error: 'invalidType' }).int('invalidValue').positive('invalidValue').max(2_147_483_647, 'invalidValue')
/** A review's target: one product or one activity. */
const target = {
  productId: positiveId.optional(),
  activityId: positiveId.optional(),
}
const oneTarget = (v: { productId?: number; activityId?: number }) => Boolean(v.productId) !== Boolean(v.activityId)

/** POST /api/user/reviewStatus: may the logged-in member review this product or activity now? */
export const reviewStatusSchema = z.strictObject(target).refine(oneTarget, { path: ['productId'], message: 'productRequired' })

/** POST /api/user/review: the member's review (rating 1–5, text; a title is optional). */
export const postReviewSchema = z
  .strictObject({
    ...target,
    rating: z.number({ error: 'ratingRequired' }).int('ratingRequired').min(1, 'ratingRequired').max(5, 'ratingRequired'),
    title: z.string().trim().max(REVIEW_TITLE_MAX, 'tooLong').optional(),
    text: z.string({ error: 'reviewTextRequired' }).trim().min(10, 'reviewTextShort').max(REVIEW_TEXT_MAX, 'tooLong'),
  })
  .refine(oneTarget, { path: ['productId'], message: 'productRequired' })
export type PostReviewInput = z.infer<typeof postReviewSchema>
export type ReviewTarget = z.infer<typeof reviewStatusSchema>
