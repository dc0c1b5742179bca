/**
 * The local ECPay server (dev/sandboxes/ecpayInvoice.ts) speaks ECPay's protocol, not the shop's (issue 43 §10):
 * it checks with its own rules and registry, never the shop's src/domain/invoice.ts, so these are what a mistake of
 * the shop's would run into at ECPay — the envelope's Revision, field lengths, an unregistered barcode accepted by
 * /Issue but not by /CheckBarcode, the filing deadline on its own clock, allowances, a donated invoice's void — and
 * the real adapter (src/server/invoice/ecpay.ts) against them. No database: the sandbox and the adapter only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { InvoiceChoice } from '@/lib/schemas/invoice'
import { ecpayInvoiceProvider, ecpayIssueData, ecpaySettings } from '@/server/invoice/ecpay'
import { decryptData, encryptData } from '@/server/invoice/ecpayCrypto'
import { startEcpayInvoiceSandbox, type EcpayInvoiceSandbox } from '../../dev/sandboxes/ecpayInvoice'
import type { InvoiceRequest } from '@/server/invoice/provider'
import { invoiceRequest, providerError } from '@/server/invoice/testing'

let sandbox: EcpayInvoiceSandbox
const request = (choice: InvoiceChoice, overrides: Partial<InvoiceRequest> = {}) => invoiceRequest('SBOX', choice, overrides)

const provider = () => ecpayInvoiceProvider(ecpaySettings({ ECPAY_INVOICE_URL: sandbox.url, ECPAY_INVOICE_TIMEOUT_MS: '5000' }))

beforeAll(async () => {
  sandbox = await startEcpayInvoiceSandbox()
})
afterAll(() => sandbox.close())

/** One call to the sandbox as ECPay's envelope carries it, `header` replacing RqHeader's fields: the decrypted reply. */
async function raw(endpoint: string, data: Record<string, unknown>, header: Record<string, unknown> = {}) {
  const settings = ecpaySettings({ ECPAY_INVOICE_URL: sandbox.url })
  const response = await fetch(`${sandbox.url}/${endpoint}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      MerchantID: settings.merchantId,
      RqHeader: { Timestamp: Math.floor(Date.now() / 1000), Revision: '3.0.0', ...header },
      Data: encryptData({ MerchantID: settings.merchantId, ...data }, settings),
    }),
  })
  const envelope = (await response.json()) as { TransCode: number; TransMsg: string; Data: string }
  return { ...envelope, reply: envelope.TransCode === 1 ? decryptData<Record<string, unknown>>(envelope.Data, settings) : null }
}

describe('the sandbox answers as ECPay documents its service, not as the shop expects', () => {
  it('refuses an envelope without RqHeader.Revision 3.0.0', async () => {
    const missing = await raw('CheckLoveCode', { LoveCode: '919' }, { Revision: undefined })
    expect(missing).toMatchObject({ TransCode: 0, TransMsg: expect.stringMatching(/Revision/) })
    expect((await raw('CheckLoveCode', { LoveCode: '919' }, { Revision: '1.0.0' })).TransCode).toBe(0)
    expect((await raw('CheckLoveCode', { LoveCode: '919' })).reply).toMatchObject({ RtnCode: 1, IsExist: 'Y' })
  })

  it('holds the parameter tables’ lengths: CustomerEmail 80, Reason 20', async () => {
    const data = ecpayIssueData(request({ type: 'memberCarrier' }), '2000132')
    const long = await raw('Issue', { ...data, CustomerEmail: `${'x'.repeat(69)}@example.com` })
    expect(long.reply).toMatchObject({ RtnMsg: expect.stringMatching(/CustomerEmail/) })
    expect(long.reply!.RtnCode).not.toBe(1)
    const issued = await provider().issue(request({ type: 'memberCarrier' }))
    const reason = await raw('Invalid', { InvoiceNo: issued.number, InvoiceDate: '', Reason: '1'.repeat(21) })
    expect(reason.reply!.RtnMsg).toMatch(/Reason/)
  })

  it('issues to a well-formed mobile barcode nobody registered, as ECPay does: only CheckBarcode tells', async () => {
    const req = request({ type: 'mobileBarcode', mobileBarcode: '/ZZZ.999', saveAsUsualCarrier: true })
    await expect(provider().issue(req)).resolves.toMatchObject({ voided: false })
    expect(await provider().isRegistered('mobileBarcode', '/ZZZ.999')).toBe(false)
  })

  it('checks barcodes and love codes against its own registry, which tests change', async () => {
    expect(await provider().isRegistered('mobileBarcode', '/ABC.123')).toBe(true)
    expect(await provider().isRegistered('loveCode', '919')).toBe(true)
    expect(await provider().isRegistered('loveCode', '1234567')).toBe(false)
    sandbox.loveCodes.add('1234567')
    expect(await provider().isRegistered('loveCode', '1234567')).toBe(true)
    sandbox.loveCodes.delete('1234567')
    expect(sandbox.calls.at(-1)).toMatchObject({ endpoint: 'CheckLoveCode', data: { LoveCode: '1234567' } })
  })

  it('a registry that cannot be asked is an error, never a "no"', async () => {
    sandbox.fail({ endpoint: 'CheckBarcode', kind: 'hang' })
    expect((await providerError(provider().isRegistered('mobileBarcode', '/ABC.123', { timeoutMs: 300 }))).message).toMatch(/no answer within 300 ms/)
    sandbox.fail({ endpoint: 'CheckLoveCode', kind: 'refuse', code: 9000001, message: '財政部大平台維護中' })
    expect((await providerError(provider().isRegistered('loveCode', '919'))).invoiceOutcome).toBe('refused')
  })

  it('an allowance: 16-digit number, Taipei date, what is left; never more than that; the invoice can then not be voided', async () => {
    const req = request({ type: 'memberCarrier' })
    const issued = await provider().issue(req)
    const allowance = await provider().allowance(issued, { amountTwd: 420, itemName: 'refund', email: req.email, phone: req.phone })
    expect(allowance.number).toMatch(/^\d{16}$/)
    expect(allowance.remainingTwd).toBe(480)
    expect(Math.abs(allowance.issuedAt.getTime() - Date.now())).toBeLessThan(5_000)
    expect(sandbox.calls.at(-1)).toMatchObject({
      endpoint: 'Allowance',
      data: { InvoiceNo: issued.number, AllowanceNotify: 'E', NotifyMail: 'traveller@example.com', AllowanceAmount: 420, Items: [{ ItemAmount: 420, ItemCount: 1 }] },
    })
    expect((await provider().query(req.orderNumber))?.allowanceRemainingTwd).toBe(480)
    expect(await providerError(provider().allowance(issued, { amountTwd: 481, itemName: 'refund', email: req.email, phone: req.phone }))).toMatchObject({
      invoiceOutcome: 'refused',
      providerCode: '2000034',
    })
    expect((await providerError(provider().void(issued, 'refund'))).message).toMatch(/折讓/)
  })

  it('no void once the period is filed (after the 13th of the next odd month, by its clock); an allowance still works', async () => {
    sandbox.setClock(new Date(Date.now() - 400 * 86_400_000))
    const req = request({ type: 'memberCarrier' })
    const issued = await provider().issue(req)
    sandbox.setClock(null)
    expect(Date.now() - issued.issuedAt.getTime()).toBeGreaterThan(399 * 86_400_000)
    expect((await providerError(provider().void(issued, 'refund'))).message).toMatch(/申報/)
    await expect(provider().allowance(issued, { amountTwd: 900, itemName: 'refund', email: req.email, phone: req.phone })).resolves.toMatchObject({ remainingTwd: 0 })
  })

  it('refuses to void a donated invoice', async () => {
    const issued = await provider().issue(request({ type: 'donation', loveCode: '919' }))
    expect((await providerError(provider().void(issued, 'refund'))).message).toMatch(/捐贈發票不可作廢/)
  })

  it('the adapter never sends an e-mail over ECPay’s 80 characters: the phone’s digits instead, for the invoice and its allowance', async () => {
    const email = `${'long.address.'.repeat(6)}traveller@example.com`
    expect(email.length).toBeGreaterThan(80)
    const req = request({ type: 'memberCarrier' }, { email })
    const issued = await provider().issue(req)
    expect(sandbox.invoices.find((i) => i.number === issued.number)!.request).toMatchObject({ CustomerEmail: '', CustomerPhone: '886912345678', CarrierType: '1' })
    await provider().allowance(issued, { amountTwd: 100, itemName: 'refund', email, phone: req.phone })
    expect(sandbox.calls.at(-1)!.data).toMatchObject({ AllowanceNotify: 'S', NotifyMail: '', NotifyPhone: '886912345678' })
  })
})
