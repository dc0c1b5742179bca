import { isValidPhoneNumber } from 'libphonenumber-js/max'
import { z } from 'zod'

import { isIsoDate, TIME_OF_DAY } from '@/domain/dates'
import { isPartnerCardNumber, PARTNERS } from '@/domain/partners'
import { isPassportName } from '@/domain/person'
import { MAX_QUANTITY, RAIL_TRIPS } from '@/domain/pricing'
import { CODE_PATTERN } from '@/domain/verificationCode'

/**
 * The order form (spec §3 order form fields), one schema for the react-hook-form resolver and for
 * /api/order/countMoney and /api/order/placeOrder. Messages are keys of messages.validation.
 */
const id = (required: string) => z.number({ error: required }).int('invalidValue').positive('invalidValue').max(2_147_483_647, 'invalidValue')
const isoDate = (required: string) => z.string({ error: required }).min(1, required).refine(isIsoDate, 'invalidDate')
const hhmm = (required: string) => z.string({ error: required }).regex(TIME_OF_DAY, required)
const quantity = z
  .number({ error: 'quantityRequired' })
  .int('invalidValue')
  .min(1, 'quantityRange')
  .max(MAX_QUANTITY, 'quantityRange')

export const pickupSchema = z.strictObject({
  airportId: id('pickupLocationRequired'),
  counterId: z.string({ error: 'pickupLocationRequired' }).min(1, 'pickupLocationRequired').max(64, 'tooLong'),
  date: isoDate('pickupDateRequired'),
  time: hhmm('timeRequired'),
})

export const orderItemSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('product'),
      productId: id('productRequired'),
      planId: z.string({ error: 'planRequired' }).min(1, 'planRequired').max(64, 'tooLong'),
      cardType: z.enum(['physical', 'esim'], { error: 'cardTypeRequired' }),
      quantity,
      pickup: pickupSchema.optional(),
    }),
    z.strictObject({
      kind: z.literal('rail'),
      activityId: id('productRequired'),
      trip: z.enum(RAIL_TRIPS, { error: 'tripRequired' }),
      quantity,
    }),
    z.strictObject({
      kind: z.literal('observationDeck'),
      activityId: id('productRequired'),
      visitDate: isoDate('visitDateRequired'),
      time: hhmm('timeRequired'),
      quantity,
    }),
  ],
  { error: 'productRequired' },
)
export type OrderItemInput = z.infer<typeof orderItemSchema>

const promoCode = z
  .string()
  .trim()
  .max(32, 'promoInvalid')
  .transform((v) => v.toUpperCase())
  .optional()

const withPickupRule = <T extends { item: OrderItemInput }>(value: T, ctx: z.RefinementCtx) => {
  if (value.item.kind === 'product' && value.item.cardType === 'physical' && !value.item.pickup)
    ctx.addIssue({ code: 'custom', path: ['item', 'pickup', 'airportId'], message: 'pickupLocationRequired' })
}

/** POST /api/order/countMoney: the item and an optional promo code; prices come from the catalog. */
export const countMoneySchema = z.strictObject({ item: orderItemSchema, promoCode }).superRefine(withPickupRule)
export type CountMoneyInput = z.infer<typeof countMoneySchema>

export const contactSchema = {
  email: z.string({ error: 'emailRequired' }).trim().min(1, 'emailRequired').max(254, 'tooLong').pipe(z.email('invalidEmail')),
  phone: z
    .string({ error: 'phoneRequired' })
    .trim()
    .min(1, 'phoneRequired')
    .max(20, 'phoneInvalid')
    .refine((v) => v.startsWith('+'), 'phoneCountryCode')
    .refine((v) => isValidPhoneNumber(v), 'phoneInvalid'),
}

/** The order form's fields (placeOrder's body; redemption adds the serial number to them). */
export const placeOrderFields = z
  .strictObject({
    item: orderItemSchema,
    promoCode,
    ...contactSchema,
    verificationCode: z.string({ error: 'codeRequired' }).trim().regex(CODE_PATTERN, 'codeRequired'),
    surname: z.string({ error: 'surnameRequired' }).trim().min(1, 'surnameRequired').refine(isPassportName, 'passportName'),
    givenName: z.string({ error: 'givenNameRequired' }).trim().min(1, 'givenNameRequired').refine(isPassportName, 'passportName'),
    birthDate: isoDate('birthdayRequired'),
    guardianConsent: z.boolean().optional(),
    partnerName: z.enum(PARTNERS).default('none'),
    partnerCardNumber: z.string().trim().max(20, 'tooLong').optional(),
    agree: z.literal(true, { error: 'agreeRequired' }),
  })

/** The rules across placeOrder's fields: a pickup for a physical card, the partner's card number. */
export function placeOrderRules(value: z.infer<typeof placeOrderFields>, ctx: z.RefinementCtx) {
  withPickupRule(value, ctx)
  if (!isPartnerCardNumber(value.partnerName, value.partnerCardNumber ?? ''))
    ctx.addIssue({ code: 'custom', path: ['partnerCardNumber'], message: value.partnerCardNumber ? 'partnerCardInvalid' : 'partnerCardRequired' })
}

export const placeOrderSchema = placeOrderFields.superRefine(placeOrderRules)
export type PlaceOrderInput = z.infer<typeof placeOrderSchema>

/** POST /api/sendEmail and /api/sendSms. */
export const codePurposeSchema = z.enum(['orderContact', 'passwordReset'], { error: 'invalidValue' })
export const sendEmailSchema = z.strictObject({ email: contactSchema.email, purpose: codePurposeSchema.default('orderContact') })
export const sendSmsSchema = z.strictObject({ phone: contactSchema.phone, purpose: codePurposeSchema.default('orderContact') })
/**
 * POST /api/checkCode: the code was sent to `email`, else to `phone`. The order form sends both: the
 * phone is then checked exactly on the server (the browser knows only its length) in the same step.
 */
export const checkCodeSchema = z
  .strictObject({
    email: contactSchema.email.optional(),
    phone: contactSchema.phone.optional(),
    code: z.string({ error: 'codeRequired' }).trim().regex(CODE_PATTERN, 'codeRequired'),
    purpose: codePurposeSchema.default('orderContact'),
  })
  .refine((v) => Boolean(v.email) || Boolean(v.phone), { path: ['email'], message: 'emailRequired' })

const positiveId = z.number({ error: 'invalidType' }).int('invalidValue').positive('invalidValue').max(2_147_483_647, 'invalidValue')

/** POST /api/getBookInfo: one product or one ticket. */
export const getBookInfoSchema = z
  .strictObject({ productId: positiveId.optional(), activityId: positiveId.optional() })
  .refine((v) => Boolean(v.productId) !== Boolean(v.activityId), { path: ['productId'], message: 'productRequired' })

/** POST /api/order: one of the member's orders by number. */
export const orderLookupSchema = z.strictObject({
  orderNumber: z.string({ error: 'required' }).trim().min(1, 'required').max(40, 'tooLong'),
})
