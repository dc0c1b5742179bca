/**
 * The ECPay adapter against the local server speaking ECPay's protocol (dev/sandboxes/ecpayInvoice.ts): what it
 * sends for each kind of invoice, and how it reads answers, refusals and silences.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { InvoiceChoice } from '@/lib/schemas/invoice'

import { ECPAY_STAGE_MERCHANT, ecpayInvoiceProvider, ecpayIssueData, ecpayProviderName, ecpaySettings, parseEcpayDate, relateNumberOf } from './ecpay'
import { decryptData, encryptData } from './ecpayCrypto'
import { startEcpayInvoiceSandbox, type EcpayInvoiceSandbox } from '../../../dev/sandboxes/ecpayInvoice'
import type { InvoiceRequest } from './provider'
import { invoiceRequest, providerError } from './testing'

let sandbox: EcpayInvoiceSandbox
const request = (choice: InvoiceChoice, overrides: Partial<InvoiceRequest> = {}) => invoiceRequest('UNIT', choice, overrides)

// A wait long enough for a loaded machine; the timeout tests shorten it.
const provider = (overrides: Record<string, string> = {}) => ecpayInvoiceProvider(ecpaySettings({ ECPAY_INVOICE_URL: sandbox.url, ECPAY_INVOICE_TIMEOUT_MS: '5000', ...overrides }))
const impatient = () => provider({ ECPAY_INVOICE_TIMEOUT_MS: '400' })

beforeAll(async () => {
  sandbox = await startEcpayInvoiceSandbox()
})
afterAll(() => sandbox.close())

describe('the /Issue Data (p=7896) for each choice', () => {
  const base = request({ type: 'memberCarrier' }, { orderNumber: 'TW261203-7K3QXM' })

  it('member carrier and non-resident: ECPay’s carrier (1) under the e-mail, not printed', () => {
    for (const type of ['memberCarrier', 'nonResident'] as const) {
      expect(ecpayIssueData({ ...base, choice: { type } }, '2000132')).toMatchObject({
        MerchantID: '2000132',
        RelateNumber: 'TW2612037K3QXM',
        CustomerEmail: 'traveller@example.com',
        Print: '0',
        Donation: '0',
        CarrierType: '1',
        CarrierNum: '',
        CustomerIdentifier: '',
        TaxType: '1',
        InvType: '07',
        vat: '1',
        SalesAmount: 900,
        Items: [{ ItemSeq: 1, ItemName: '5G 吃到飽 SIM 卡 5 天', ItemCount: 2, ItemWord: '張', ItemPrice: 450, ItemTaxType: '1', ItemAmount: 900, ItemRemark: '' }],
      })
    }
  })

  it('mobile barcode: carrier 3 with the barcode', () => {
    expect(ecpayIssueData({ ...base, choice: { type: 'mobileBarcode', mobileBarcode: '/AB+C-12', saveAsUsualCarrier: true } }, '2000132')).toMatchObject({
      CarrierType: '3',
      CarrierNum: '/AB+C-12',
      Print: '0',
      Donation: '0',
    })
  })

  it('company: tax ID and title, kept in the e-mail carrier so no postal address is needed', () => {
    expect(ecpayIssueData({ ...base, choice: { type: 'company', taxId: '22099131', companyTitle: '台灣積體電路製造股份有限公司' } }, '2000132')).toMatchObject({
      CustomerIdentifier: '22099131',
      CustomerName: '台灣積體電路製造股份有限公司',
      CarrierType: '1',
      Print: '0',
      Donation: '0',
    })
  })

  it('donation: Donation 1 with the love code, no carrier, not printed', () => {
    expect(ecpayIssueData({ ...base, choice: { type: 'donation', loveCode: '919' } }, '2000132')).toMatchObject({
      Donation: '1',
      LoveCode: '919',
      CarrierType: '',
      CarrierNum: '',
      Print: '0',
      CustomerIdentifier: '',
    })
  })

  it('the order number becomes a RelateNumber of letters and digits only', () => {
    expect(relateNumberOf('TW261203-7K3QXM')).toBe('TW2612037K3QXM')
  })
})

describe('settings and names', () => {
  it('defaults to ECPay’s public stage merchant outside production, needs the URL', () => {
    expect(ecpaySettings({ ECPAY_INVOICE_URL: 'https://einvoice-stage.ecpay.com.tw/B2CInvoice/' })).toEqual({
      url: 'https://einvoice-stage.ecpay.com.tw/B2CInvoice',
      ...ECPAY_STAGE_MERCHANT,
      timeoutMs: 15_000,
    })
    expect(() => ecpaySettings({})).toThrow(/ECPAY_INVOICE_URL/)
  })

  it('says where the numbers come from', () => {
    expect(ecpayProviderName('https://einvoice.ecpay.com.tw/B2CInvoice')).toBe('ecpay')
    expect(ecpayProviderName('https://einvoice-stage.ecpay.com.tw/B2CInvoice')).toBe('ecpay-stage')
    expect(ecpayProviderName('http://127.0.0.1:4000/B2CInvoice')).toBe('ecpay-sandbox')
  })

  it('reads ECPay dates as Taipei time', () => {
    expect(parseEcpayDate('2019-09-17 17:50:46').toISOString()).toBe('2019-09-17T09:50:46.000Z')
    expect(parseEcpayDate('2019/09/17 00:10:00').toISOString()).toBe('2019-09-16T16:10:00.000Z')
  })
})

describe('against the local ECPay server', () => {
  it.each<InvoiceChoice>([
    { type: 'memberCarrier' },
    { type: 'nonResident' },
    { type: 'mobileBarcode', mobileBarcode: '/ABC.123', saveAsUsualCarrier: true },
    { type: 'company', taxId: '04541302', companyTitle: '鴻海精密工業股份有限公司' },
    { type: 'donation', loveCode: '8585' },
  ])('issues a $type invoice: number, random number, Taipei date; the query finds it', async (choice) => {
    const req = request(choice)
    const issued = await provider().issue(req)
    expect(issued.number).toMatch(/^[A-Z]{2}\d{8}$/)
    expect(issued.randomNumber).toMatch(/^\d{4}$/)
    expect(Math.abs(issued.issuedAt.getTime() - Date.now())).toBeLessThan(5_000)
    expect(await provider().query(req.orderNumber)).toEqual({ ...issued, voided: false, allowanceRemainingTwd: 900 })
  })

  it('a repeated RelateNumber is refused (whatever the letter case); the query returns the first invoice', async () => {
    const req = request({ type: 'memberCarrier' })
    const first = await provider().issue(req)
    const again = await providerError(provider().issue({ ...req, orderNumber: req.orderNumber.toLowerCase() }))
    expect(again.invoiceOutcome).toBe('refused')
    expect(again.message).toMatch(/RelateNumber/)
    expect(sandbox.invoices.filter((i) => i.relateNumber.toUpperCase() === relateNumberOf(req.orderNumber))).toHaveLength(1)
    expect((await provider().query(req.orderNumber))?.number).toBe(first.number)
  })

  it('voids once: the query then says voided, and a second void is refused', async () => {
    const req = request({ type: 'memberCarrier' })
    const issued = await provider().issue(req)
    await provider().void(issued, 'order refunded')
    expect(sandbox.calls.at(-1)).toMatchObject({ endpoint: 'Invalid', data: { InvoiceNo: issued.number, Reason: 'order refunded' } })
    expect((await provider().query(req.orderNumber))?.voided).toBe(true)
    expect((await providerError(provider().void(issued, 'again'))).invoiceOutcome).toBe('refused')
  })

  it('an unknown order: the query says none', async () => {
    expect(await provider().query('TW000000-NOSUCH')).toBeNull()
  })

  it('no answer in time is an unknown outcome; the invoice may exist (lost reply) or not (hang)', async () => {
    const lost = request({ type: 'memberCarrier' })
    sandbox.fail({ endpoint: 'Issue', kind: 'lostReply' })
    const timeout = await providerError(impatient().issue(lost))
    expect(timeout.invoiceOutcome).toBe('unknown')
    expect(timeout.message).toMatch(/no answer within 400 ms/)
    expect(await provider().query(lost.orderNumber)).not.toBeNull()

    const hung = request({ type: 'memberCarrier' })
    sandbox.fail({ endpoint: 'Issue', kind: 'hang' })
    expect((await providerError(impatient().issue(hung))).invoiceOutcome).toBe('unknown')
    expect(await provider().query(hung.orderNumber)).toBeNull()
  })

  it('an HTTP error is an unknown outcome; a business refusal is refused with its code', async () => {
    sandbox.fail({ endpoint: 'Issue', kind: 'httpError' })
    expect((await providerError(provider().issue(request({ type: 'memberCarrier' })))).invoiceOutcome).toBe('unknown')
    sandbox.fail({ endpoint: 'Issue', kind: 'refuse', code: 9000001, message: '財政部大平台維護中' })
    const refused = await providerError(provider().issue(request({ type: 'memberCarrier' })))
    expect(refused).toMatchObject({ invoiceOutcome: 'refused', providerCode: '9000001' })
  })

  it('the envelope is refused (TransCode) with another merchant’s key, or an unknown merchant', async () => {
    const wrongKey = await providerError(provider({ ECPAY_HASH_KEY: 'AAAAAAAAAAAAAAAA' }).issue(request({ type: 'memberCarrier' })))
    expect(wrongKey).toMatchObject({ invoiceOutcome: 'refused', providerCode: 'T0' })
    const unknown = await providerError(provider({ ECPAY_MERCHANT_ID: '9999999' }).issue(request({ type: 'memberCarrier' })))
    expect(unknown.message).toMatch(/TransCode 0/)
  })

  it('the server holds the documented combinations: a donation may not carry a tax ID', async () => {
    const req = request({ type: 'donation', loveCode: '919' })
    const settings = ecpaySettings({ ECPAY_INVOICE_URL: sandbox.url })
    const data = { ...ecpayIssueData(req, settings.merchantId), CustomerIdentifier: '22099131', CustomerName: 'ACME' }
    const response = await fetch(`${sandbox.url}/Issue`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ MerchantID: settings.merchantId, RqHeader: { Timestamp: Math.floor(Date.now() / 1000), Revision: '3.0.0' }, Data: encryptData(data, settings) }),
    })
    const envelope = (await response.json()) as { TransCode: number; Data: string }
    expect(envelope.TransCode).toBe(1)
    expect(decryptData<{ RtnCode: number }>(envelope.Data, settings).RtnCode).not.toBe(1)
  })
})

