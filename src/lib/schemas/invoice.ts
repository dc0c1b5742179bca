import { z } from 'zod'

import { COMPANY_TITLE_MAX, type InvoiceType, isLoveCode, isMobileBarcode, isTaiwanTaxId, normalizeMobileBarcode } from '@/domain/invoice'

/**
 * The buyer's e-invoice choice (issue 10), one schema for the checkout form (react-hook-form resolver)
 * and the server. Messages are keys of messages.validation.
 *
 * Each type keeps only its own fields: keys of another type are dropped (z.object, not strictObject),
 * because a form keeps what was typed under a type the buyer then left, and that must neither block
 * the order nor reach the invoice.
 */
const mobileBarcode = z
  .string({ error: 'mobileBarcodeRequired' })
  .transform(normalizeMobileBarcode)
  .pipe(z.string().min(1, { error: 'mobileBarcodeRequired', abort: true }).refine(isMobileBarcode, 'mobileBarcodeInvalid'))

const taxId = z
  .string({ error: 'taxIdRequired' })
  .trim()
  .min(1, { error: 'taxIdRequired', abort: true })
  .refine(isTaiwanTaxId, 'taxIdInvalid')

const companyTitle = z.string({ error: 'companyTitleRequired' }).trim().min(1, 'companyTitleRequired').max(COMPANY_TITLE_MAX, 'tooLong')

const loveCode = z.string({ error: 'loveCodeRequired' }).trim().min(1, { error: 'loveCodeRequired', abort: true }).refine(isLoveCode, 'loveCodeInvalid')

export const invoiceChoiceSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('memberCarrier') }),
    z.object({
      type: z.literal('mobileBarcode'),
      mobileBarcode,
      /** The buyer agrees that the barcode is kept as their usual carrier (required by the carrier rules). */
      saveAsUsualCarrier: z.literal(true, { error: 'mobileBarcodeAgreeRequired' }),
    }),
    z.object({ type: z.literal('company'), taxId, companyTitle }),
    z.object({ type: z.literal('donation'), loveCode }),
    z.object({ type: z.literal('nonResident') }),
  ],
  { error: 'invoiceTypeRequired' },
)

export type InvoiceChoiceInput = z.input<typeof invoiceChoiceSchema>
export type InvoiceChoice = z.output<typeof invoiceChoiceSchema>

// The schema offers exactly the domain's types (a compile-time check).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const _everyType: Same<InvoiceChoice['type'], InvoiceType> = true
