/** Shared by the adapter's tests (./ecpay.test.ts) and the sandbox's (tests/int/ecpay-sandbox.test.ts); never imported by the shop. */
import type { InvoiceChoice } from '@/lib/schemas/invoice'

import { isInvoiceProviderError, type InvoiceRequest } from './provider'

let serial = 0

/** An invoice request of 2 × NT$450 under a fresh order number starting with `prefix`. */
export const invoiceRequest = (prefix: string, choice: InvoiceChoice, overrides: Partial<InvoiceRequest> = {}): InvoiceRequest => ({
  orderNumber: `TW261203-${prefix}${String(++serial).padStart(2, '0')}`,
  email: 'traveller@example.com',
  phone: '+886 912-345-678',
  choice,
  lines: [{ name: '5G 吃到飽 SIM 卡 5 天', quantity: 2, unitPriceTwd: 450, amountTwd: 900 }],
  totalTwd: 900,
  ...overrides,
})

/** The InvoiceProviderError `promise` rejects with (anything else fails the test). */
export async function providerError(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  if (!isInvoiceProviderError(error)) throw new Error(`expected an InvoiceProviderError, got ${String(error)}`)
  return error
}
