/** Requests of the staff desks' endpoints (/api/staff/*), shared by the admin views' forms and the server. */
import { isValidPhoneNumber } from 'libphonenumber-js/max'
import { z } from 'zod'

import { isIsoDate, TIME_OF_DAY } from '@/domain/dates'
import { MAX_ID } from '@/domain/ids'
import { NOTE_MAX } from '@/domain/orderNotes'
import { PICKUP_DAYS, RESEND_KINDS } from '@/domain/staffDesk'

// Missing is 'required'; a string or another type is 'invalidType'; a number no document can have, 'invalidValue'.
const id = z
  .number({ error: (issue) => (issue.input === undefined ? 'required' : 'invalidType') })
  .int('invalidValue')
  .positive('invalidValue')
  .max(MAX_ID, 'invalidValue')
const reason = z.string().trim().max(200, 'tooLong')

export const deskSearchSchema = z.strictObject({ query: z.string().trim().min(2, 'tooShort').max(100, 'tooLong') })
export const deskOrderSchema = z.strictObject({ orderId: id })
export const deskResendSchema = z.strictObject({ orderId: id, kind: z.enum(RESEND_KINDS, { error: 'invalidValue' }).default('delivery') })
export const deskMemberSchema = z.strictObject({ memberId: id })
export const deskCancelSchema = z.strictObject({ orderId: id, waiveFee: z.boolean().default(false), reason: reason.default('') })
/** A partial or goodwill refund: whole NT$ (the limit, what is left, is the server's: src/domain/staffRefund.ts), a reason, and the form's request key. */
export const deskRefundSchema = z.strictObject({
  orderId: id,
  amountTwd: z
    .number({ error: (issue) => (issue.input === undefined ? 'required' : 'invalidType') })
    .int('invalidValue')
    .positive('invalidValue')
    .max(10_000_000, 'invalidValue'),
  reason: z.string().trim().min(3, 'required').max(200, 'tooLong'),
  requestKey: z.string().regex(/^[A-Za-z0-9_.:-]{8,128}$/, 'invalidFormat'),
})
export const deskUndoHandoverSchema = z.strictObject({ orderId: id, reason: z.string().trim().min(3, 'required').max(200, 'tooLong') })
export const deskInvoiceSchema = z.strictObject({ orderId: id, action: z.enum(['void', 'issue'], { error: 'invalidValue' }), reason: reason.default('') })
/** A SIM card's pickup moved by support (issue 38): checked by the order form's rules on the server. */
export const deskPickupChangeSchema = z.strictObject({
  orderId: id,
  airportId: id,
  counterId: z.string({ error: 'required' }).trim().min(1, 'pickupLocationRequired').max(100, 'tooLong'),
  date: z.string({ error: 'required' }).refine(isIsoDate, 'pickupDateInvalid'),
  time: z.string({ error: 'required' }).regex(TIME_OF_DAY, 'pickupTimeClosed'),
})
/** A deck ticket's visit moved by support (issue 38 §1): the order form's visit rules, checked on the server. */
export const deskVisitChangeSchema = z.strictObject({
  orderId: id,
  visitDate: z.string({ error: 'required' }).refine(isIsoDate, 'visitDateInvalid'),
  time: z.string({ error: 'required' }).regex(TIME_OF_DAY, 'timeRequired'),
})
/** The contact e-mail and/or phone corrected by support: the order form's own rules for each; at least one is given. */
export const deskContactChangeSchema = z
  .strictObject({
    orderId: id,
    email: z.string().trim().max(254, 'tooLong').pipe(z.email('invalidEmail')).optional(),
    phone: z
      .string()
      .trim()
      .max(20, 'phoneInvalid')
      .refine((v) => v.startsWith('+'), 'phoneCountryCode')
      .refine((v) => isValidPhoneNumber(v), 'phoneInvalid')
      .optional(),
  })
  .refine((v) => v.email !== undefined || v.phone !== undefined, { message: 'emailRequired', path: ['email'] })
export const deskNoteSchema = z.strictObject({ orderId: id, text: z.string({ error: 'required' }).trim().min(1, 'required').max(NOTE_MAX, 'tooLong') })

export const pickupListSchema = z.strictObject({ day: z.enum(PICKUP_DAYS, { error: 'invalidValue' }).default('today') })
export const pickupSearchSchema = z.strictObject({ query: z.string().trim().min(2, 'tooShort').max(200, 'tooLong') })
export const pickupConfirmSchema = z.strictObject({
  orderId: id,
  serials: z.array(z.string().trim().max(40, 'tooLong')).min(1, 'cardSerialCount').max(20, 'cardSerialCount'),
  idChecked: z.literal(true, { error: 'required' }),
})

/** A scanned e-ticket QR (TWT1.…) and whether to let it through now. */
export const ticketCheckSchema = z.strictObject({ qr: z.string().trim().min(1, 'required').max(200, 'tooLong'), admit: z.boolean().default(false) })

export type DeskCancelInput = z.input<typeof deskCancelSchema>
export type PickupConfirmInput = z.input<typeof pickupConfirmSchema>
