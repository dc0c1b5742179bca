/** The buyer's e-invoice choice as the order's `invoice` group stores it, and back. */
import type { InvoiceType } from '@/domain/invoice'
import { invoiceChoiceSchema, type InvoiceChoice } from '@/lib/schemas/invoice'
import type { Order } from '@/payload-types'

type StoredChoice = Pick<NonNullable<Order['invoice']>, 'type' | 'mobileBarcode' | 'taxId' | 'companyTitle' | 'loveCode'>

export type OrderInvoiceFields = { type: InvoiceType; mobileBarcode: string | null; taxId: string | null; companyTitle: string | null; loveCode: string | null }

/** The order's `invoice` fields for a (validated) choice: the other types' fields are cleared. */
export function orderInvoiceFields(choice: InvoiceChoice): OrderInvoiceFields {
  return {
    type: choice.type,
    mobileBarcode: choice.type === 'mobileBarcode' ? choice.mobileBarcode : null,
    taxId: choice.type === 'company' ? choice.taxId : null,
    companyTitle: choice.type === 'company' ? choice.companyTitle : null,
    loveCode: choice.type === 'donation' ? choice.loveCode : null,
  }
}

/**
 * The choice stored on an order. An order without one (placed before the choice was asked) gets the
 * member carrier under its e-mail: every sale needs an invoice, and that one needs nothing from the buyer.
 * Null when what is stored is no longer a valid choice.
 */
export function invoiceChoiceOf(stored: Partial<StoredChoice> | null | undefined): InvoiceChoice | null {
  if (!stored?.type) return { type: 'memberCarrier' }
  const parsed = invoiceChoiceSchema.safeParse({
    type: stored.type,
    mobileBarcode: stored.mobileBarcode ?? undefined,
    // Kept only with the buyer's agreement: a stored barcode was agreed to.
    saveAsUsualCarrier: true,
    taxId: stored.taxId ?? undefined,
    companyTitle: stored.companyTitle ?? undefined,
    loveCode: stored.loveCode ?? undefined,
  })
  return parsed.success ? parsed.data : null
}
