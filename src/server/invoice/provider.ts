/**
 * What the shop needs from an e-invoice provider (統一發票 value-added centre): issue one invoice for one
 * order, void it or put a refund on it as an allowance (折讓), ask what it holds for an order, and ask whether
 * a mobile barcode or a love code is registered. Adapters speak a provider's own protocol
 * (./ecpay.ts); the services (./service.ts) never see it.
 */
import type { InvoiceLine } from '@/domain/invoice'
import type { InvoiceChoice } from '@/lib/schemas/invoice'

export type InvoiceRequest = {
  /**
   * The order's number, its key at the provider (ECPay's RelateNumber). A provider keeps one invoice per
   * key, so a retried issue can never create a second invoice for the order: it is refused, and the
   * existing one is found by `query`.
   */
  orderNumber: string
  /** Where the invoice notice goes, and the carrier of member-carrier / non-resident invoices. */
  email: string
  /** The order's phone: the provider's contact when the e-mail is too long for it (invoiceContact). */
  phone: string
  choice: InvoiceChoice
  lines: InvoiceLine[]
  totalTwd: number
}

export type IssuedInvoice = {
  /** Two capital letters and eight digits, e.g. AB12345678. */
  number: string
  /** The four digits printed beside the number (needed to claim a prize or check the invoice). */
  randomNumber: string
  issuedAt: Date
  voided: boolean
  /** What allowances may still take off it (all of it when none was made); null when the provider does not say. */
  allowanceRemainingTwd?: number | null
}

/** A refund put on an issued invoice: one line for what went back. */
export type AllowanceRequest = { amountTwd: number; itemName: string; email: string; phone: string }

export type IssuedAllowance = {
  /** ECPay: 16 digits. */
  number: string
  issuedAt: Date
  /** What the invoice still stands for after it. */
  remainingTwd: number
}

export type RegistryKind = 'mobileBarcode' | 'loveCode'

export type InvoiceProvider = {
  /** Stored on the order with the number: where the number came from (ecpay, ecpay-stage, ecpay-sandbox). */
  readonly name: string
  issue(request: InvoiceRequest): Promise<IssuedInvoice>
  void(invoice: { number: string; issuedAt: Date }, reason: string): Promise<void>
  allowance(invoice: { number: string; issuedAt: Date }, request: AllowanceRequest): Promise<IssuedAllowance>
  /** Invalidates one allowance (作廢折讓), giving its amount back to what the invoice stands for; the invoice can then be voided. */
  invalidateAllowance(invoice: { number: string }, allowanceNumber: string, reason: string): Promise<void>
  /** Whether the Ministry of Finance's registry knows a mobile barcode or a love code; rejects when it cannot be asked. */
  isRegistered(kind: RegistryKind, value: string, options?: { timeoutMs?: number }): Promise<boolean>
  /** The invoice issued for the order, or null when the provider says it has none. */
  query(orderNumber: string): Promise<IssuedInvoice | null>
}

/**
 * A call that did not succeed. `unknown`: no answer (timeout, network, HTTP error) — the provider may
 * have done it; `refused`: the provider answered no — it did nothing (or already had done it, e.g. a
 * repeated order key). Either way the service asks `query` before trying again.
 */
export class InvoiceProviderError extends Error {
  readonly invoiceOutcome: 'unknown' | 'refused'
  /** The provider's own code of a refusal (ECPay: RtnCode, or T + TransCode). */
  readonly providerCode: string | undefined

  constructor(outcome: 'unknown' | 'refused', message: string, options: { code?: string | number; cause?: unknown } = {}) {
    super(message, { cause: options.cause })
    this.name = 'InvoiceProviderError'
    this.invoiceOutcome = outcome
    this.providerCode = options.code === undefined ? undefined : String(options.code)
  }
}

/** By its field, not instanceof (a production build may hold two copies of a module). */
export const isInvoiceProviderError = (error: unknown): error is InvoiceProviderError =>
  typeof error === 'object' && error !== null && 'invoiceOutcome' in error
