/**
 * Before a payment: is the buyer's mobile barcode (or love code) one the Ministry of Finance knows? ECPay issues to
 * any well-formed barcode, so a mistyped one would send the invoice to nobody's carrier (a love code, to no charity).
 * Asked through ECPay's CheckBarcode / CheckLoveCode, with a short wait. When they cannot be asked the payment goes
 * on unchecked: ECPay says not to make them required, since the Ministry's maintenance would then stop every payment
 * (p=7886, p=7891), and the format was already checked by the shared schema.
 */
import 'server-only'

import { fieldRules, type FieldRuleKey } from '@/domain/errors'
import type { InvoiceChoice } from '@/lib/schemas/invoice'
import { logger } from '@/server/logger'

import type { InvoiceProvider, RegistryKind } from './provider'
import { invoiceProvider } from './service'

/** How long a payer waits for the registry's answer (ECPAY_CHECK_TIMEOUT_MS) before the check is skipped. */
const checkTimeoutMs = () => Number(process.env.ECPAY_CHECK_TIMEOUT_MS) || 4_000

const TARGETS: Partial<Record<InvoiceChoice['type'], { kind: RegistryKind; field: string; rule: FieldRuleKey }>> = {
  mobileBarcode: { kind: 'mobileBarcode', field: 'invoice.mobileBarcode', rule: 'mobileBarcodeNotRegistered' },
  donation: { kind: 'loveCode', field: 'invoice.loveCode', rule: 'loveCodeNotRegistered' },
}

/** Refuses (a field error of the checkout form) a barcode or love code the registry says it does not know. */
export async function assertInvoiceCarrierRegistered(choice: InvoiceChoice, given?: InvoiceProvider): Promise<void> {
  const target = TARGETS[choice.type]
  if (!target) return
  const value = choice.type === 'mobileBarcode' ? choice.mobileBarcode : choice.type === 'donation' ? choice.loveCode : ''
  let registered: boolean
  try {
    registered = await (given ?? invoiceProvider()).isRegistered(target.kind, value, { timeoutMs: checkTimeoutMs() })
  } catch (error) {
    logger.warn({ err: error, kind: target.kind }, 'e-invoice: the carrier registry could not be asked; the payment goes on unchecked')
    return
  }
  if (!registered) throw fieldRules({ [target.field]: target.rule })
}
