/**
 * Apple Pay / Google Pay where the configuration allows them (issue 41 item 1): the checkout takes a sheet wallet's
 * prime only with its merchant id set (TAPPAY_APPLE_MERCHANT_ID, TAPPAY_GOOGLE_MERCHANT_ID) — otherwise a localized 400
 * before TapPay is asked — and then through the one payment path; Apple's domain-association file is served only while
 * Apple Pay is set up. Primes come from the local TapPay protocol server as TPDirect.paymentRequestApi.getPrime /
 * TPDirect.googlePay.getPrime would get them (no real Apple or Google account is involved).
 */
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { POST as checkoutRoute } from '@/app/(frontend)/api/checkout/route'
import { GET as appleFileRoute } from '@/app/(provider)/api/wallets/apple-domain-association/route'
import { inTransaction } from '@/server/db/transaction'
import { importEsimCodes } from '@/server/fulfilment/esimInventory'
import { startEcpayInvoiceSandbox, type EcpayInvoiceSandbox } from '../../dev/sandboxes/ecpayInvoice'
import { checkoutToken } from '@/server/signing/checkoutToken'
import { startTapPaySandbox, type Sandbox } from '../../dev/sandboxes/tappay/server'

import { createTestOrder, firstEsimProductId, MESSAGES, payload as getPayload, postJson } from './helpers'

let payload: Payload
let sandbox: Sandbox
let invoices: EcpayInvoiceSandbox
let seq = 0

const SHEETS = [
  { method: 'applePay', sdk: 'apple_pay', env: 'TAPPAY_APPLE_MERCHANT_ID', id: 'merchant.tw.example.sim' },
  { method: 'googlePay', sdk: 'google_pay', env: 'TAPPAY_GOOGLE_MERCHANT_ID', id: 'BCR2DN4TEXAMPLE' },
] as const
const ENV_KEYS = ['ECPAY_INVOICE_URL', 'SMTP_URL', 'TAPPAY_API_URL', 'TAPPAY_SDK_URL', 'TAPPAY_THREE_DOMAIN_SECURE', 'TAPPAY_APPLE_MERCHANT_ID', 'TAPPAY_GOOGLE_MERCHANT_ID', 'APPLE_PAY_DOMAIN_ASSOCIATION'] as const
const savedEnv = Object.fromEntries(ENV_KEYS.map((name) => [name, process.env[name]]))
const key = () => `int-sheet-${Date.now().toString(36)}-${++seq}`

/** A sheet wallet's prime, as the SDK's getPrime gets one after the traveller approved the sheet. */
async function sheetPrime(sdk: string): Promise<string> {
  const response = await fetch(`${sandbox.url}/tpc/getPrime`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ app_id: 1, wallet: sdk }) })
  const body = (await response.json()) as { status: number; prime: string }
  expect(body.status).toBe(0)
  return body.prime
}

async function unpaidOrder() {
  const order = await createTestOrder()
  return { id: order.id, orderNumber: order.orderNumber, token: checkoutToken(order.orderNumber) }
}

const paymentsOf = async (orderId: number) => (await payload.find({ collection: 'payments', where: { order: { equals: orderId } }, depth: 0, limit: 10 })).docs
const tradesFor = (orderNumber: string) => sandbox.transactions().filter((t) => t.order_number === orderNumber)

beforeAll(async () => {
  invoices = await startEcpayInvoiceSandbox()
  process.env.ECPAY_INVOICE_URL = invoices.url
  delete process.env.SMTP_URL
  sandbox = await startTapPaySandbox()
  process.env.TAPPAY_API_URL = sandbox.url
  process.env.TAPPAY_SDK_URL = `${sandbox.url}/sdk/tpdirect.js`
  // A wallet's tokenised card needs no 3-D Secure round trip here: the charge answers at once.
  process.env.TAPPAY_THREE_DOMAIN_SECURE = 'false'
  payload = await getPayload()
  const productId = await firstEsimProductId()
  const text = Array.from({ length: 6 }, (_, i) => `LPA:1$smdp.sheet.test$SHEET${Date.now().toString(36).toUpperCase()}-${i + 1}`).join('\n')
  await inTransaction(payload, ({ req }) => importEsimCodes(payload, req, { productId, text, dryRun: false }))
})

afterEach(() => {
  delete process.env.TAPPAY_APPLE_MERCHANT_ID
  delete process.env.TAPPAY_GOOGLE_MERCHANT_ID
  delete process.env.APPLE_PAY_DOMAIN_ASSOCIATION
})

afterAll(async () => {
  await sandbox?.close()
  await invoices?.close()
  for (const name of ENV_KEYS) {
    if (savedEnv[name] === undefined) delete process.env[name]
    else process.env[name] = savedEnv[name]
  }
})

describe.each(SHEETS)('$method at the checkout', (sheet) => {
  it('without its merchant id: a localized 400 on the method, nothing asked of TapPay, nothing recorded', async () => {
    const order = await unpaidOrder()
    const body = { orderNumber: order.orderNumber, method: sheet.method, prime: await sheetPrime(sheet.sdk), invoice: { type: 'memberCarrier' }, checkoutToken: order.token }
    const reply = await postJson(checkoutRoute, '/api/checkout', body, { lang: 'ja', 'idempotency-key': key() })
    expect(reply.status).toBe(400)
    expect((reply.body as { data?: { errors?: Record<string, string> } }).data?.errors?.method).toBe(MESSAGES.ja.validation.invalidValue)
    expect(tradesFor(order.orderNumber)).toHaveLength(0)
    expect(await paymentsOf(order.id)).toHaveLength(0)
  })

  it('with its merchant id: the prime goes through the one payment path; the order is paid by that method', async () => {
    process.env[sheet.env] = sheet.id
    const order = await unpaidOrder()
    const body = { orderNumber: order.orderNumber, method: sheet.method, prime: await sheetPrime(sheet.sdk), invoice: { type: 'memberCarrier' }, checkoutToken: order.token }
    const reply = await postJson<{ status: string }>(checkoutRoute, '/api/checkout', body, { lang: 'en', 'idempotency-key': key() })
    expect(reply.status, JSON.stringify(reply.body)).toBe(200)
    expect(reply.body.data.status).toBe('paid')
    expect(tradesFor(order.orderNumber)).toHaveLength(1)
    const [payment] = await paymentsOf(order.id)
    expect(payment).toMatchObject({ method: sheet.method, status: 'succeeded' })
    expect((await payload.findByID({ collection: 'orders', id: order.id, depth: 0 })).status).not.toBe('unpaid')
  })
})

describe("Apple Pay's domain-association file", () => {
  const FILE = '7B2270737022 domain association text from Apple'

  it('answers 404 unless Apple Pay is configured with the file; then the file as text', async () => {
    expect(appleFileRoute().status).toBe(404)
    process.env.APPLE_PAY_DOMAIN_ASSOCIATION = FILE
    expect(appleFileRoute().status).toBe(404)
    process.env.TAPPAY_APPLE_MERCHANT_ID = 'merchant.tw.example.sim'
    const served = appleFileRoute()
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(await served.text()).toBe(FILE)
    delete process.env.APPLE_PAY_DOMAIN_ASSOCIATION
    expect(appleFileRoute().status).toBe(404)
  })
})
