import { z } from 'zod'

const orderNumber = z.string({ error: 'orderNumberRequired' }).trim().min(1, 'orderNumberRequired').max(40, 'tooLong')
/** The signed order link's key (the order page's `key`); a member asking about their own order needs none. */
const key = z.string().trim().max(64, 'tooLong').optional()

/** POST /api/order/topUp/plans: an eSIM's data used and left, its validity, and the top-ups it may take now. */
export const topUpPlansSchema = z.strictObject({ orderNumber, key })
export type TopUpPlansInput = z.infer<typeof topUpPlansSchema>

/**
 * POST /api/order/topUp: an unpaid top-up order for the eSIM of `orderNumber` (header Idempotency-Key), paid like any
 * order through /api/checkout with the returned checkoutToken. No price is sent: the plan's price is the catalog's.
 */
export const placeTopUpSchema = z.strictObject({
  orderNumber,
  key,
  planId: z.number({ error: 'invalidValue' }).int('invalidValue').positive('invalidValue'),
})
export type PlaceTopUpInput = z.infer<typeof placeTopUpSchema>
