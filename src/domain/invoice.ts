/**
 * Taiwan e-invoice (統一發票) choices and their checks, shared by the checkout form and the server.
 * - member carrier: the shop's own carrier for the member's e-mail;
 * - mobile barcode carrier (手機條碼): "/" + 7 of 0-9 A-Z . + - (e.g. /ABC.123), with the buyer's consent
 *   to keep it as the usual carrier;
 * - company: an 8-digit business administration number (統一編號) with the Ministry of Finance checksum,
 *   and the company title;
 * - donation: a charity's love code (愛心碼), 3–7 digits;
 * - non-resident: a paper-less invoice for travellers without a Taiwan carrier.
 */
export const INVOICE_TYPES = ['memberCarrier', 'mobileBarcode', 'company', 'donation', 'nonResident'] as const
export type InvoiceType = (typeof INVOICE_TYPES)[number]

export function isMobileBarcode(value: string): boolean {
  return /^\/[0-9A-Z.+-]{7}$/.test(value)
}

/**
 * What a traveller types for a mobile barcode, as the carrier knows it: the app shows it in capitals,
 * but phones often type lower case and add spaces. Applied by the form as they type and by the schema.
 */
export function normalizeMobileBarcode(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase()
}

export function isLoveCode(value: string): boolean {
  return /^\d{3,7}$/.test(value)
}

const TAX_ID_WEIGHTS = [1, 2, 1, 2, 1, 2, 4, 1]

/**
 * The business administration number's checksum: each digit times its weight (1 2 1 2 1 2 4 1), the
 * digits of each product added up. Since 2023 (numbers ran short) the sum must be divisible by 5, not
 * 10; when the seventh digit is 7 its product (28) may count as 10 or as 1, so the sum + 1 may be too.
 */
export function isTaiwanTaxId(value: string): boolean {
  if (!/^\d{8}$/.test(value) || value === '00000000') return false
  const sum = TAX_ID_WEIGHTS.reduce((total, weight, i) => {
    const product = Number(value[i]) * weight
    return total + Math.floor(product / 10) + (product % 10)
  }, 0)
  return sum % 5 === 0 || (value[6] === '7' && (sum + 1) % 5 === 0)
}

/** A company title for the invoice: printed as given, so only its length is bounded. */
export const COMPANY_TITLE_MAX = 60

/** One line of an invoice; money in integer TWD, tax included. */
export type InvoiceLine = { name: string; quantity: number; unitPriceTwd: number; amountTwd: number }

/**
 * The lines of an order's invoice, adding up to exactly what was paid: the item at its unit price when
 * that is the total, else (a promo code took something off) one line for the whole, so no line ever
 * carries a negative amount or a fraction of a dollar.
 */
export function invoiceLines(order: { itemName: string; planLabel?: string | null; quantity: number; unitPriceTwd: number; totalTwd: number }): InvoiceLine[] {
  const name = order.planLabel ? `${order.itemName} (${order.planLabel})` : order.itemName
  if (order.unitPriceTwd * order.quantity === order.totalTwd)
    return [{ name, quantity: order.quantity, unitPriceTwd: order.unitPriceTwd, amountTwd: order.totalTwd }]
  return [{ name: order.quantity > 1 ? `${name} × ${order.quantity}` : name, quantity: 1, unitPriceTwd: order.totalTwd, amountTwd: order.totalTwd }]
}

/** An e-invoice is for money charged: an order of NT$0 (a serial number's redemption, a 100 % promo) has none. */
export const needsInvoice = (order: { totalTwd: number }): boolean => order.totalTwd > 0

export const isInvoiceType = (value: unknown): value is InvoiceType => (INVOICE_TYPES as readonly unknown[]).includes(value)

/**
 * ECPay's limits on the buyer's contact (一般開立發票, p=7896: CustomerEmail String(80), CustomerPhone String(20));
 * the order form takes e-mail addresses up to 254 characters.
 */
export const INVOICE_EMAIL_MAX = 80
export const INVOICE_PHONE_MAX = 20

/**
 * Where an invoice's notices go and what keys ECPay's e-mail carrier: the order's e-mail when it fits ECPay's 80
 * characters, else the phone's digits (ECPay takes either). Never a shortened address: that would be someone else's.
 */
export function invoiceContact(email: string, phone: string): { email: string; phone: string } {
  const address = email.trim()
  if (address.length <= INVOICE_EMAIL_MAX) return { email: address, phone: '' }
  return { email: '', phone: phone.replace(/\D/g, '').slice(0, INVOICE_PHONE_MAX) }
}

const TAIPEI_OFFSET_MS = 8 * 3_600_000

/**
 * The first moment an invoice can no longer be voided. Invoices are filed in two-month periods (Jan–Feb, Mar–Apr, …);
 * after the 13th of the next odd month, 23:59:59 Taipei, a period's invoices are with the Ministry of Finance and
 * ECPay voids none of them (作廢發票, p=7906: on 14 March no invoice of January or February can be voided).
 */
export function invoiceVoidDeadline(issuedAt: Date): Date {
  const taipei = new Date(issuedAt.getTime() + TAIPEI_OFFSET_MS)
  const periodStart = taipei.getUTCMonth() - (taipei.getUTCMonth() % 2)
  // Date.UTC carries month 12 into January of the next year.
  return new Date(Date.UTC(taipei.getUTCFullYear(), periodStart + 2, 14) - TAIPEI_OFFSET_MS)
}

export const canVoidInvoice = (issuedAt: Date, now: Date): boolean => now.getTime() < invoiceVoidDeadline(issuedAt).getTime()

/** Why a refund is put on the invoice as an allowance (折讓) instead of voiding it. */
export type AllowanceReason = 'partialRefund' | 'pastDeadline' | 'voidRefused' | 'allowanceNumberUnknown'

export type InvoiceRefundPlan =
  /** Nothing went back (a fee of the whole amount): the invoice stands as issued. */
  | { kind: 'keep' }
  /** The allowances already recorded cover the refund. */
  | { kind: 'settled' }
  | { kind: 'void' }
  /** The whole amount back before the deadline after partial refunds: their allowances invalidated (作廢折讓), then the invoice voided. */
  | { kind: 'voidAfterAllowances' }
  | { kind: 'allowance'; amountTwd: number; reason: AllowanceReason }

/**
 * What a refund does to the order's invoice. The whole amount back before the filing deadline: void — after earlier
 * partial refunds, their allowances are invalidated first (ECPay voids no invoice while an allowance stands on it:
 * 作廢折讓 /AllowanceInvalid, then 作廢發票 /Invalid), which needs each allowance's number. A fee kept (the invoice must
 * then stand for the fee) or the period already filed: an allowance (折讓) for what went back, on top of any recorded
 * before — the buyer agreed to the refund through the shop, which the electronic allowance needs (電子發票實施作業要點
 * 3). `allowedTwd` counts the allowances standing (not invalidated); `allowanceNumbersKnown` is false when one of them
 * was found by ECPay's remaining amount after a lost reply (no number to invalidate it by). Money in integer TWD.
 */
export function invoiceRefundPlan(facts: {
  invoiceTwd: number
  refundTwd: number
  allowedTwd: number
  issuedAt: Date
  now: Date
  allowanceNumbersKnown?: boolean
}): InvoiceRefundPlan {
  const refundTwd = Math.min(facts.refundTwd, facts.invoiceTwd)
  if (refundTwd <= 0) return { kind: 'keep' }
  if (facts.allowedTwd >= refundTwd) return { kind: 'settled' }
  const voidable = canVoidInvoice(facts.issuedAt, facts.now)
  if (refundTwd === facts.invoiceTwd && voidable) {
    if (facts.allowedTwd === 0) return { kind: 'void' }
    if (facts.allowanceNumbersKnown !== false) return { kind: 'voidAfterAllowances' }
  }
  const reason: AllowanceReason = refundTwd < facts.invoiceTwd ? 'partialRefund' : !voidable ? 'pastDeadline' : 'allowanceNumberUnknown'
  return { kind: 'allowance', amountTwd: refundTwd - facts.allowedTwd, reason }
}
