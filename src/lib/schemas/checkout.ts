import { z } from 'zod'

import { PAYMENT_METHODS, primeFitsMethod } from '@/domain/payment'

import { invoiceChoiceSchema } from './invoice'

const orderNumber = z.string({ error: 'required' }).trim().min(1, 'required').max(40, 'tooLong')
/** placeOrder's short-lived proof that this browser placed the order (members may pay without it). */
const checkoutToken = z.string().trim().max(200, 'tooLong').optional()

/**
 * POST /api/checkout: pay an unpaid order with a one-time prime from TapPay's hosted card fields or a wallet's getPrime
 * (one of PAYMENT_METHODS; the server takes only those its configuration offers, offeredPaymentMethods), the prime the
 * method's own. The amount is never sent: the server
 * takes it from the order.
 */
export const checkoutSchema = z
  .strictObject({
    orderNumber,
    method: z.enum(PAYMENT_METHODS, { error: 'invalidValue' }),
    prime: z.string({ error: 'cardInvalid' }).trim().min(10, 'cardInvalid').max(200, 'cardInvalid'),
    invoice: invoiceChoiceSchema,
    checkoutToken,
  })
  .superRefine((input, ctx) => {
    if (!primeFitsMethod(input.method, input.prime)) ctx.addIssue({ code: 'custom', path: ['prime'], message: 'primeMethodMismatch' })
  })
export type CheckoutInput = z.infer<typeof checkoutSchema>

/**
 * POST /api/checkout/result: where the order's payment stands (after 3-D Secure), re-read from TapPay. The payer asks
 * with the checkout token or their login; a browser without either (the bank returned the traveller into another one)
 * with what TapPay put in the return URL: rec_trade_id and our bank_transaction_id, which name that one payment.
 */
export const checkoutResultSchema = z.strictObject({
  orderNumber,
  checkoutToken,
  recTradeId: z.string().trim().max(40, 'tooLong').optional(),
  bankTransactionId: z.string().trim().max(40, 'tooLong').optional(),
})
export type CheckoutResultInput = z.infer<typeof checkoutResultSchema>

/** POST /api/checkout/order: the unpaid order a payment link opens (the link's token as checkoutToken). */
export const checkoutOrderSchema = z.strictObject({ orderNumber, checkoutToken: z.string({ error: 'required' }).trim().min(1, 'required').max(200, 'tooLong') })
export type CheckoutOrderInput = z.infer<typeof checkoutOrderSchema>

/** The browser's invoice form (the payment form's own fields besides the hosted card fields). */
export const paymentFormSchema = z.strictObject({ invoice: invoiceChoiceSchema })
