/**
 * What the shop sends: the mail kinds, the data each one needs (validated again by the job, since
 * job input is stored as JSON), and the rendered shape. Money is integer TWD; dates are Taipei
 * calendar dates (YYYY-MM-DD) and times HH:mm.
 */
import { z } from 'zod'

import { isIsoDate, TIME_OF_DAY } from '@/domain/dates'
import { DELIVERY_KINDS, STOCK_ALERT_KINDS } from '@/domain/fulfilment'
import { INVOICE_TYPES } from '@/domain/invoice'
import { LOCALES, type Locale } from '@/domain/locale'
import { PAYMENT_METHODS } from '@/domain/payment'
import { HOURS_DAYS } from '@/domain/serviceHours'
import { CODE_PATTERN } from '@/domain/verificationCode'

export const MAIL_KINDS = ['newMember', 'verificationCode', 'orderReceived', 'paid', 'delivered', 'stockAlert', 'orderCancelled', 'orderRefunded', 'emailChanged', 'supportReceived', 'chargeReversed', 'topUpApplied', 'orderContactChanged'] as const
export type MailKind = (typeof MAIL_KINDS)[number]

export const SMS_KINDS = ['verificationCode'] as const
export type SmsKind = (typeof SMS_KINDS)[number]

export const CODE_PURPOSES = ['orderContact', 'passwordReset', 'emailChange', 'orderLookup'] as const
export type CodePurpose = (typeof CODE_PURPOSES)[number]

const text = (max: number) => z.string().trim().min(1).max(max)
const isoDate = z.string().refine(isIsoDate, 'YYYY-MM-DD')
const hhmm = z.string().regex(TIME_OF_DAY, 'HH:mm')
const twd = z.number().int().min(0)

export const verificationCodeDataSchema = z.object({
  code: z.string().regex(CODE_PATTERN, 'six digits'),
  purpose: z.enum(CODE_PURPOSES).default('orderContact'),
})

export const newMemberDataSchema = z
  .object({
    email: z.email(),
    name: text(120).optional(),
    /** The generated password; absent when the order was added to an account that already existed. */
    password: text(128).optional(),
    existingAccount: z.boolean().default(false),
    /** The order that was attached (existing-account variant); no other order is ever listed. */
    orderNumber: text(40).optional(),
  })
  .refine((d) => (d.existingAccount ? d.password === undefined : d.password !== undefined), {
    message: 'a new account needs the generated password; an existing account never gets one',
    path: ['password'],
  })

export const orderReceivedDataSchema = z
  .object({
    orderNumber: text(40),
    name: text(120).optional(),
    /** Product or ticket name, in the order language. */
    itemName: text(200),
    /** Plan / specification / trip (e.g. "5 days · unlimited", "Round trip"). */
    planLabel: text(200).optional(),
    quantity: z.number().int().min(1),
    pickup: z.object({ date: isoDate, time: hhmm.optional(), place: text(200) }).optional(),
    visit: z.object({ date: isoDate, timeSlot: hhmm }).optional(),
    subtotalTwd: twd,
    discountTwd: twd,
    totalTwd: twd,
    promoCode: text(40).optional(),
    /** Support's new payment link for the unpaid order (issue 38 §2): its token (secret) and when it stops working. */
    paymentToken: z.string().regex(/^\d{9,11}\.[A-Za-z0-9_-]{43}$/, 'payment link').optional(),
    payUntil: z.iso.datetime().optional(),
  })
  .refine((d) => !(d.pickup && d.visit), { message: 'pickup or visit, not both', path: ['visit'] })

/** One eSIM activation code as the traveller needs it (secret: sealed in the job row, masked in the outbox copy). */
export const esimCodeSchema = z.object({
  lpa: z.string().regex(/^LPA:1\$/, 'LPA:1$…').max(600),
  smdpAddress: text(253),
  matchingId: text(255),
})

/** What a paid order delivers: eSIM codes, a pickup voucher, or e-tickets — with the signed order-page link. */
export const deliveredDataSchema = z
  .object({
    delivery: z.enum(DELIVERY_KINDS),
    orderNumber: text(40),
    /** The order page link's key (src/server/signing/orderLinks.ts): whoever has it sees the codes. */
    orderKey: z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'order key'),
    name: text(120).optional(),
    itemName: text(200),
    planLabel: text(200).optional(),
    quantity: z.number().int().min(1),
    esims: z.array(esimCodeSchema).min(1).max(10).optional(),
    pickup: z.object({ date: isoDate, time: hhmm.optional(), place: text(200) }).optional(),
    /** A voucher of several SIM cards: the passport name on each (one card per passport). */
    cardHolders: z
      .array(z.object({ card: z.number().int().min(1), name: text(120).nullable() }))
      .max(10)
      .optional(),
    guardianRequired: z.boolean().default(false),
    /** Tickets by number; their QR texts are signed when the mail is rendered, never stored in the job. */
    tickets: z
      .array(z.object({ index: z.number().int().min(1), total: z.number().int().min(1), leg: z.enum(['outbound', 'return', 'single']) }))
      .min(1)
      .max(40)
      .optional(),
    visit: z.object({ date: isoDate, timeSlot: hhmm }).optional(),
  })
  .refine((d) => (d.delivery === 'esim') === Boolean(d.esims), { message: 'eSIM codes go with an eSIM delivery only', path: ['esims'] })
  .refine((d) => (d.delivery === 'tickets') === Boolean(d.tickets), { message: 'tickets go with a ticket delivery only', path: ['tickets'] })
  .refine((d) => d.delivery !== 'voucher' || Boolean(d.pickup), { message: 'a voucher needs its pickup', path: ['pickup'] })

/** Staff alert: a product's eSIM codes ran out (paid orders wait) or fell below the low-stock mark. */
export const stockAlertDataSchema = z.object({
  alert: z.enum(STOCK_ALERT_KINDS),
  productId: z.number().int().positive(),
  productName: text(200),
  available: z.number().int().min(0),
  threshold: z.number().int().min(0),
  waitingOrders: z.number().int().min(0).default(0),
})
/** Why an order was cancelled: not paid in time, by the member, or by customer service. */
export const CANCEL_REASONS = ['unpaid', 'member', 'staff'] as const

export const orderCancelledDataSchema = z.object({
  orderNumber: text(40),
  name: text(120).optional(),
  itemName: text(200),
  reason: z.enum(CANCEL_REASONS),
})

/** To the old address after a member changed the login e-mail (the new one proved by its code). */
export const emailChangedDataSchema = z.object({
  newEmail: z.email(),
  /** Taipei date of the change. */
  changedOn: isoDate,
})

/** To an order's old contact e-mail when support corrects it or the phone (issue 38 §1): what changed, the new values masked. */
export const orderContactChangedDataSchema = z
  .object({
    orderNumber: text(40),
    name: text(120).optional(),
    itemName: text(200),
    /** The new address or phone, masked (src/domain/staffDesk.ts maskEmail / maskPhone). */
    newEmail: text(260).optional(),
    newPhone: text(30).optional(),
    changedOn: isoDate,
  })
  .refine((d) => d.newEmail !== undefined || d.newPhone !== undefined, { message: 'a new e-mail or phone', path: ['newEmail'] })

export const orderRefundedDataSchema = z
  .object({
    orderNumber: text(40),
    name: text(120).optional(),
    itemName: text(200),
    paidTwd: twd,
    feeTwd: twd,
    refundedTwd: twd,
    /** A redemption's serial number, given back by the cancellation (nothing was charged). */
    serialNumber: text(40).optional(),
    /** Support refunded part of it (goodwill, a fault): the order stands, and what went back is at most what was paid. */
    partial: z.boolean().optional(),
  })
  .refine((d) => (d.partial ? d.refundedTwd <= d.paidTwd : d.refundedTwd === d.paidTwd - d.feeTwd), { message: 'refunded = paid − fee', path: ['refundedTwd'] })

/**
 * Why a charge was refunded as soon as it landed: the order was paid meanwhile by another attempt (a 3-D Secure
 * page finished after the traveller paid with another card), it was cancelled, or it could not take this charge.
 */
export const REVERSAL_REASONS = ['alreadyPaid', 'cancelled', 'notUsable'] as const

export const chargeReversedDataSchema = z.object({
  orderNumber: text(40),
  name: text(120).optional(),
  itemName: text(200),
  amountTwd: twd,
  cardLast4: z.string().regex(/^\d{4}$/).optional(),
  reason: z.enum(REVERSAL_REASONS),
})

/** The payment receipt, sent once the e-invoice is issued: it shows the invoice number (issue 10). */
export const paidDataSchema = z.object({
  orderNumber: text(40),
  name: text(120).optional(),
  itemName: text(200),
  planLabel: text(200).optional(),
  quantity: z.number().int().min(1),
  totalTwd: twd,
  /** Taipei date of the payment. */
  paidOn: isoDate.optional(),
  /** How it was paid (a card, LINE Pay, JKO Pay…): the receipt names it. */
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
  invoice: z.object({
    number: z.string().regex(/^[A-Z]{2}\d{8}$/, 'two letters and eight digits'),
    /** Taipei date of issue. */
    date: isoDate,
    randomNumber: z.string().regex(/^\d{4}$/, 'four digits'),
    type: z.enum(INVOICE_TYPES),
    mobileBarcode: text(8).optional(),
    taxId: z.string().regex(/^\d{8}$/).optional(),
    companyTitle: text(60).optional(),
    loveCode: z.string().regex(/^\d{3,7}$/).optional(),
  }),
})

/** Acknowledgement of a message to customer service: its reference and what was sent, so the traveller has a copy. */
export const supportReceivedDataSchema = z.object({
  reference: text(20),
  /** Customer-service hours from site settings when the message came in (the mail states the footer's hours, not its own). */
  hours: z.object({ days: z.enum(HOURS_DAYS), opensAt: z.string().regex(TIME_OF_DAY), closesAt: z.string().regex(TIME_OF_DAY) }).optional(),
  /** The member's own message, repeated to the account's address only: a visitor's is never (anybody may type an address). */
  content: text(2000).optional(),
})

export type VerificationCodeData = z.input<typeof verificationCodeDataSchema>
/** `newMember` data: a new account with its generated password, or the existing-account variant. */
export type NewMemberData =
  | { email: string; name?: string; password: string; existingAccount?: false; orderNumber?: string }
  | { email: string; name?: string; password?: never; existingAccount: true; orderNumber?: string }
export type OrderReceivedData = z.input<typeof orderReceivedDataSchema>
export type DeliveredData = z.input<typeof deliveredDataSchema>
export type StockAlertData = z.input<typeof stockAlertDataSchema>
export type OrderCancelledData = z.input<typeof orderCancelledDataSchema>
export type OrderRefundedData = z.input<typeof orderRefundedDataSchema>
export type ChargeReversedData = z.input<typeof chargeReversedDataSchema>

/** An eSIM top-up was added at the wholesaler: the plan, what it cost, and the eSIM's order page (signed link). */
export const topUpAppliedDataSchema = z.object({
  orderNumber: text(40),
  /** The eSIM's order, whose page shows the data left. */
  esimOrderNumber: text(40),
  esimOrderKey: z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'order key'),
  name: text(120).optional(),
  itemName: text(200),
  planLabel: text(200),
  amountTwd: twd,
})
export type TopUpAppliedData = z.input<typeof topUpAppliedDataSchema>

export type PaidData = z.input<typeof paidDataSchema>
export type EmailChangedData = z.input<typeof emailChangedDataSchema>
export type SupportReceivedData = z.input<typeof supportReceivedDataSchema>
export type OrderContactChangedData = z.input<typeof orderContactChangedDataSchema>

export type MailDataByKind = {
  newMember: NewMemberData
  verificationCode: VerificationCodeData
  orderReceived: OrderReceivedData
  delivered: DeliveredData
  stockAlert: StockAlertData
  orderCancelled: OrderCancelledData
  orderRefunded: OrderRefundedData
  chargeReversed: ChargeReversedData
  topUpApplied: TopUpAppliedData
  paid: PaidData
  emailChanged: EmailChangedData
  supportReceived: SupportReceivedData
  orderContactChanged: OrderContactChangedData
}

export const MAIL_DATA_SCHEMAS = {
  newMember: newMemberDataSchema,
  verificationCode: verificationCodeDataSchema,
  orderReceived: orderReceivedDataSchema,
  delivered: deliveredDataSchema,
  stockAlert: stockAlertDataSchema,
  orderCancelled: orderCancelledDataSchema,
  orderRefunded: orderRefundedDataSchema,
  chargeReversed: chargeReversedDataSchema,
  topUpApplied: topUpAppliedDataSchema,
  paid: paidDataSchema,
  emailChanged: emailChangedDataSchema,
  supportReceived: supportReceivedDataSchema,
  orderContactChanged: orderContactChangedDataSchema,
} as const satisfies Record<MailKind, z.ZodType>

/** One mail to send; `kind` decides the shape of `data`. */
export type Mail = { [K in MailKind]: { kind: K; to: string; locale: Locale; data: MailDataByKind[K] } }[MailKind]

export type SmsDataByKind = { verificationCode: VerificationCodeData }
export type Sms = { [K in SmsKind]: { kind: K; to: string; locale: Locale; data: SmsDataByKind[K] } }[SmsKind]

/** A QR code shown inline in the mail (`<img src="cid:…">`): drawn as PNG by the sending task, never stored. */
export type InlineQr = { cid: string; text: string }
export type RenderedMail = { subject: string; html: string; text: string; images?: InlineQr[] }

/** E.164 as the SMS providers want it: '+', country code, subscriber number. */
export const phoneNumberSchema = z.string().regex(/^\+[1-9]\d{6,14}$/, 'E.164, e.g. +886912345678')

export const mailJobInputSchema = z.object({
  kind: z.enum(MAIL_KINDS),
  to: z.email(),
  locale: z.enum(LOCALES),
  data: z.record(z.string(), z.unknown()),
})

export const smsJobInputSchema = z.object({
  kind: z.enum(SMS_KINDS),
  to: phoneNumberSchema,
  locale: z.enum(LOCALES),
  data: z.record(z.string(), z.unknown()),
})

/**
 * Fields holding a secret (generated password, one-time code, eSIM codes, the order link's key): sealed
 * in job rows, masked in the outbox copy of real sends.
 */
export const SECRET_FIELDS: Record<MailKind, readonly string[]> = {
  newMember: ['password'],
  verificationCode: ['code'],
  orderReceived: ['paymentToken'],
  delivered: ['orderKey', 'esims'],
  stockAlert: [],
  orderCancelled: [],
  orderRefunded: [],
  chargeReversed: [],
  topUpApplied: ['esimOrderKey'],
  paid: [],
  emailChanged: [],
  supportReceived: [],
  orderContactChanged: [],
}
export const MASK = '••••••'
