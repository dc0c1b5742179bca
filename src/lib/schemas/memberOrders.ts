import { z } from 'zod'

import { CODE_PATTERN } from '@/domain/verificationCode'

import { pageRequestSchema } from './content'
import { contactSchema, orderLookupSchema } from './order'

/**
 * Requests of the member order pages and the guest order lookup, shared by the forms and the endpoints.
 * Messages are keys of messages.validation.
 */

/** POST /api/orderList: a page of the member's orders (10 a page unless `pageSize`). */
export const orderListSchema = pageRequestSchema

/** POST /api/orderDetail and POST /api/user/cancelOrder: one of the member's orders by number. */
export const orderDetailSchema = orderLookupSchema
export const cancelOrderSchema = orderLookupSchema

const orderNumber = orderLookupSchema.shape.orderNumber

/** POST /api/orderLookup/sendCode: step 1 of the guest lookup. */
export const lookupSendCodeSchema = z.strictObject({ orderNumber, email: contactSchema.email })
export type LookupSendCodeInput = z.infer<typeof lookupSendCodeSchema>

/** POST /api/orderLookup/verify: step 2, the code mailed to the order's address. */
export const lookupVerifySchema = z.strictObject({
  orderNumber,
  email: contactSchema.email,
  code: z.string({ error: 'codeRequired' }).trim().regex(CODE_PATTERN, 'codeRequired'),
})
export type LookupVerifyInput = z.infer<typeof lookupVerifySchema>

/** POST /api/orderLookup and /api/orderLookup/cancel: the verified order, with the token step 2 gave. */
export const lookupTokenSchema = z.strictObject({
  orderNumber,
  lookupToken: z.string({ error: 'required' }).min(1, 'required').max(80, 'tooLong'),
})
