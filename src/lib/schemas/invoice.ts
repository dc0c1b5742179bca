// TEMPORARY: replaced by the real module at merge
import { z } from 'zod'

import { COMPANY_TITLE_MAX, isLoveCode, isMobileBarcode, isTaiwanTaxId } from '@/domain/invoice'

/** The buyer's e-invoice choice (spec §3 invoice types); messages are keys of messages.validation. */
export const invoiceChoiceSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('memberCarrier') }),
    z.strictObject({
      type: z.literal('mobileBarcode'),
      mobileBarcode: z
        .string({ error: 'mobileBarcodeInvalid' })
        .trim()
        .transform((v) => v.toUpperCase())
        .refine(isMobileBarcode, 'mobileBarcodeInvalid'),
      saveAsUsualCarrier: z.literal(true, { error: 'mobileBarcodeConsent' }),
    }),
    z.strictObject({
      type: z.literal('company'),
      taxId: z.string({ error: 'taxIdInvalid' }).trim().refine(isTaiwanTaxId, 'taxIdInvalid'),
      companyTitle: z.string({ error: 'companyTitleRequired' }).trim().min(1, 'companyTitleRequired').max(COMPANY_TITLE_MAX, 'tooLong'),
    }),
    z.strictObject({ type: z.literal('donation'), loveCode: z.string({ error: 'loveCodeInvalid' }).trim().refine(isLoveCode, 'loveCodeInvalid') }),
    z.strictObject({ type: z.literal('nonResident') }),
  ],
  { error: 'invoiceTypeRequired' },
)
export type InvoiceChoice = z.infer<typeof invoiceChoiceSchema>
