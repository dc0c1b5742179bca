import { isValidPhoneNumber } from 'libphonenumber-js/max'
import * as z from 'zod/mini'

import { holderListProblems } from '@/domain/cardHolders'
import { isPartnerCardNumber, PARTNERS } from '@/domain/partners'
import { isPassportName } from '@/domain/person'
import { MAX_QUANTITY } from '@/domain/pricing'
import { CODE_PATTERN } from '@/domain/verificationCode'

import { id, isoDate, orderItemSchema, type OrderItemInput } from './orderItem'
import { serialNumber } from './redemption'

/**
 * The order form (spec §3 order form fields), one schema for the react-hook-form resolver and for
 * /api/order/countMoney and /api/order/placeOrder. Messages are keys of messages.validation.
 * Written with zod/mini (the same zod, its functional form): the order page loads this file, and its
 * JavaScript is 7 KB (gzip) lighter than with zod's chaining API (npm run bench:js: 253.9 → 246.9 KB).
 * The item's schema is in orderItem.ts (the form's first load holds it, not this file's phone rule).
 */
export { orderItemSchema, pickupSchema, type OrderItemInput } from './orderItem'

const promoCode = z.optional(z.string().check(z.trim(), z.maxLength(32, 'promoInvalid'), z.toUpperCase()))

const withPickupRule = <T extends { item: OrderItemInput }>(value: T, ctx: z.core.$RefinementCtx) => {
  if (value.item.kind === 'product' && value.item.cardType === 'physical' && !value.item.pickup)
    ctx.addIssue({ code: 'custom', path: ['item', 'pickup', 'airportId'], message: 'pickupLocationRequired' })
}

/** POST /api/order/countMoney: the item and an optional promo code; prices come from the catalog. */
export const countMoneySchema = z.strictObject({ item: orderItemSchema, promoCode }).check(z.superRefine(withPickupRule))
export type CountMoneyInput = z.infer<typeof countMoneySchema>

export const contactSchema = {
  email: z.pipe(z.string({ error: 'emailRequired' }).check(z.trim(), z.minLength(1, 'emailRequired'), z.maxLength(254, 'tooLong')), z.email('invalidEmail')),
  phone: z
    .string({ error: 'phoneRequired' })
    .check(
      z.trim(),
      z.minLength(1, 'phoneRequired'),
      z.maxLength(20, 'phoneInvalid'),
      z.refine((v) => v.startsWith('+'), 'phoneCountryCode'),
      z.refine((v) => isValidPhoneNumber(v), 'phoneInvalid'),
    ),
}

/** A name as on the passport (person.ts), with the message of each case: the traveller's, or a further card holder's. */
const passportName = (required: string, invalid: string) =>
  z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.refine(isPassportName, invalid))

/**
 * The holder of a physical SIM card after the first (src/domain/cardHolders.ts): the same name rules as the
 * traveller's, and a birth date for the age rule and for telling two people apart.
 */
export const cardHolderSchema = z.strictObject({
  surname: passportName('holderSurnameRequired', 'holderPassportName'),
  givenName: passportName('holderGivenNameRequired', 'holderPassportName'),
  birthDate: isoDate('holderBirthDateRequired'),
})
export type CardHolderInput = z.infer<typeof cardHolderSchema>

/** The order form's fields (placeOrder's body; redemption adds the serial number to them). */
export const placeOrderFields = z.strictObject({
  item: orderItemSchema,
  promoCode,
  ...contactSchema,
  // Optional in shape: the server asks for it unless the session proves the e-mail (orderNeedsCode); '' is none.
  verificationCode: z.optional(z.string({ error: 'codeRequired' }).check(z.trim(), z.refine((v) => v === '' || CODE_PATTERN.test(v), 'codeRequired'))),
  surname: passportName('surnameRequired', 'passportName'),
  givenName: passportName('givenNameRequired', 'passportName'),
  birthDate: isoDate('birthdayRequired'),
  /** Cards 2, 3, … of a physical SIM order: one holder each (card 1's holder is the traveller above). */
  furtherHolders: z.optional(z.array(cardHolderSchema).check(z.maxLength(MAX_QUANTITY - 1, 'holderCount'))),
  guardianConsent: z.optional(z.boolean()),
  partnerName: z._default(z.enum(PARTNERS), 'none'),
  partnerCardNumber: z.optional(z.string().check(z.trim(), z.maxLength(20, 'tooLong'))),
  agree: z.literal(true, { error: 'agreeRequired' }),
})

/** The rules across placeOrder's fields: a pickup for a physical card, a holder per further card, the partner's card number. */
export function placeOrderRules(value: z.infer<typeof placeOrderFields>, ctx: z.core.$RefinementCtx) {
  withPickupRule(value, ctx)
  for (const [path, message] of holderListProblems(value.item, value, value.furtherHolders))
    ctx.addIssue({ code: 'custom', path: path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)), message })
  if (!isPartnerCardNumber(value.partnerName, value.partnerCardNumber ?? ''))
    ctx.addIssue({ code: 'custom', path: ['partnerCardNumber'], message: value.partnerCardNumber ? 'partnerCardInvalid' : 'partnerCardRequired' })
}

export const placeOrderSchema = placeOrderFields.check(z.superRefine(placeOrderRules))
export type PlaceOrderInput = z.infer<typeof placeOrderSchema>

/**
 * POST /api/order/redeem: the order form's fields (the traveller, the e-mail code, the pickup) with the
 * serial number; the product, plan and card type are the serial's, whatever the item says, and there is
 * no promo code (nothing is paid).
 */
export const redeemSchema = z
  .extend(z.omit(placeOrderFields, { promoCode: true }), { serialNumber })
  .check(z.superRefine((value, ctx) => placeOrderRules({ ...value, promoCode: undefined }, ctx)))
export type RedeemInput = z.infer<typeof redeemSchema>

/** POST /api/sendEmail and /api/sendSms. */
export const codePurposeSchema = z.enum(['orderContact', 'passwordReset'], { error: 'invalidValue' })
export const sendEmailSchema = z.strictObject({ email: contactSchema.email, purpose: z._default(codePurposeSchema, 'orderContact') })
export const sendSmsSchema = z.strictObject({ phone: contactSchema.phone, purpose: z._default(codePurposeSchema, 'orderContact') })
/**
 * POST /api/checkCode: the code was sent to `email`, else to `phone`. The order form sends both: the
 * phone is then checked exactly on the server (the browser knows only its length) in the same step.
 */
export const checkCodeSchema = z
  .strictObject({
    email: z.optional(contactSchema.email),
    phone: z.optional(contactSchema.phone),
    code: z.string({ error: 'codeRequired' }).check(z.trim(), z.regex(CODE_PATTERN, 'codeRequired')),
    purpose: z._default(codePurposeSchema, 'orderContact'),
  })
  .check(z.refine((v) => Boolean(v.email) || Boolean(v.phone), { path: ['email'], message: 'emailRequired' }))

const positiveId = id('invalidType')

/** POST /api/getBookInfo: one product or one ticket. */
export const getBookInfoSchema = z
  .strictObject({ productId: z.optional(positiveId), activityId: z.optional(positiveId) })
  .check(z.refine((v) => Boolean(v.productId) !== Boolean(v.activityId), { path: ['productId'], message: 'productRequired' }))

/** POST /api/order: one of the member's orders by number. */
export const orderLookupSchema = z.strictObject({
  orderNumber: z.string({ error: 'orderNumberRequired' }).check(z.trim(), z.minLength(1, 'orderNumberRequired'), z.maxLength(40, 'tooLong')),
})
