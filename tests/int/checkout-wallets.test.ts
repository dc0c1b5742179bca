/**
 * LINE Pay and JKO Pay through TapPay (issue 41 item 1), against the local TapPay protocol server: Pay by Prime with the
 * wallet's prime answers the wallet's payment_url and charges nothing; the traveller approves or cancels on the wallet's
 * page; the shop settles from the Record API (the return page, the notify) as for 3-D Secure — the same states, the same
 * idempotency — and refunds a wallet payment through the one refund path. No SMTP_URL: mail goes to the admin outbox.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as checkoutRoute } from '@/app/(frontend)/api/checkout/route'
import { POST as notifyRoute } from '@/app/(provider)/api/checkout/notify/route'
import { POST as resultRoute } from '@/app/(frontend)/api/checkout/result/route'
import { inTransaction } from '@/server/db/transaction'
import { importEsimCodes } from '@/server/fulfilment/esimInventory'
import { startEcpayInvoiceSandbox, type EcpayInvoiceSandbox } from '../../dev/sandboxes/ecpayInvoice'
import { checkoutToken } from '@/server/signing/checkoutToken'
import { signNotify } from '@/server/payments/notifySignature'
import { NOTIFY_SIGNATURE_HEADER, RECORD_STATUS } from '@/server/payments/protocol'
import { refundOrder } from '@/server/payments/refund'
import { SANDBOX_CARDS, startTapPaySandbox, WALLET_CANCELLED, WALLET_PAGE_MINUTES, type Sandbox } from '../../dev/sandboxes/tappay/server'

import { createTestOrder, firstEsimProductId, localLogin, MEMBER, MEMBER_PASSWORD, MESSAGES, payload as getPayload, postJson, postRequest } from './helpers'

const NOTIFY_SECRET = 'int-wallet-notify-secret'
let payload: Payload
let sandbox: Sandbox
let invoices: EcpayInvoiceSandbox
let seq = 0

type Reply = { status: string; orderNumber: string; paymentUrl?: string; orderStatus?: string; amountTwd?: number }
const WALLETS = [
  { method: 'linePay', sdk: 'line_pay', prefix: 'ln_', name: 'LINE Pay' },
  { method: 'jkoPay', sdk: 'jko_pay', prefix: 'jk_', name: 'JKO Pay' },
] as const
type Wallet = (typeof WALLETS)[number]

const INVOICE = { type: 'memberCarrier' as const }
const key = () => `int-wallet-${Date.now().toString(36)}-${++seq}`

/** A wallet's prime, the way TPDirect.linePay.getPrime / TPDirect.jkoPay.getPrime get one. */
async function walletPrime(wallet: Wallet): Promise<string> {
  const response = await fetch(`${sandbox.url}/tpc/getPrime`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ app_id: 1, wallet: wallet.sdk }),
  })
  const body = (await response.json()) as { status: number; prime: string }
  expect(body.status).toBe(0)
  return body.prime
}

async function cardPrime(): Promise<string> {
  const response = await fetch(`${sandbox.url}/tpc/getPrime`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ app_id: 1, card: { number: SANDBOX_CARDS.success, expiry: '12/39', ccv: '123' } }),
  })
  return ((await response.json()) as { card: { prime: string } }).card.prime
}

const pay = (body: Record<string, unknown>, idempotencyKey: string, headers: Record<string, string> = {}) =>
  postJson<Reply>(checkoutRoute, '/api/checkout', body, { lang: 'en', 'idempotency-key': idempotencyKey, ...headers })

/** The traveller answers on the wallet's page: where TapPay then sends the browser. */
async function answerWallet(paymentUrl: string, result: 'approve' | 'cancel'): Promise<URL> {
  const page = await fetch(paymentUrl)
  expect(page.status).toBe(200)
  const recTradeId = new URL(paymentUrl).searchParams.get('rec_trade_id')!
  const done = await fetch(`${sandbox.url}/wallet/complete`, { method: 'POST', body: new URLSearchParams({ rec_trade_id: recTradeId, result }), redirect: 'manual' })
  expect(done.status).toBe(302)
  return new URL(done.headers.get('location')!)
}

/** The return page's question, from the payer's browser. */
const askResult = (order: { orderNumber: string; token: string }, lang = 'en', recTradeId?: string) =>
  postJson<Reply>(resultRoute, '/api/checkout/result', { orderNumber: order.orderNumber, checkoutToken: order.token, recTradeId }, { lang })

async function unpaidOrder() {
  const order = await createTestOrder()
  return { id: order.id, orderNumber: order.orderNumber, token: checkoutToken(order.orderNumber), total: order.totalTwd }
}

const orderRow = (id: number) => payload.findByID({ collection: 'orders', id, depth: 0 })
const paymentsOf = async (orderId: number) => (await payload.find({ collection: 'payments', where: { order: { equals: orderId } }, depth: 0, limit: 100, sort: 'id' })).docs
const tradesFor = (orderNumber: string) => sandbox.transactions().filter((t) => t.order_number === orderNumber)
/** What the traveller was charged for an order at TapPay, less what was given back. */
const netCharged = (orderNumber: string) =>
  tradesFor(orderNumber)
    .filter((t) => t.record_status === RECORD_STATUS.ok || t.record_status === RECORD_STATUS.partiallyRefunded || t.record_status === RECORD_STATUS.refunded)
    .reduce((sum, t) => sum + t.original_amount! - t.refunded, 0)

const ENV_KEYS = ['ECPAY_INVOICE_URL', 'SMTP_URL', 'TAPPAY_API_URL', 'TAPPAY_SDK_URL', 'TAPPAY_NOTIFY_SECRET', 'TAPPAY_TIMEOUT_MS'] as const
const savedEnv = Object.fromEntries(ENV_KEYS.map((name) => [name, process.env[name]]))

beforeAll(async () => {
  invoices = await startEcpayInvoiceSandbox()
  process.env.ECPAY_INVOICE_URL = invoices.url
  delete process.env.SMTP_URL
  sandbox = await startTapPaySandbox({ notifySecret: NOTIFY_SECRET })
  process.env.TAPPAY_API_URL = sandbox.url
  process.env.TAPPAY_SDK_URL = `${sandbox.url}/sdk/tpdirect.js`
  process.env.TAPPAY_NOTIFY_SECRET = NOTIFY_SECRET
  process.env.TAPPAY_TIMEOUT_MS = '5000'
  payload = await getPayload()
  const productId = await firstEsimProductId()
  const text = Array.from({ length: 40 }, (_, i) => `LPA:1$smdp.wallet.test$WAL${Date.now().toString(36).toUpperCase()}-${i + 1}`).join('\n')
  const report = await inTransaction(payload, ({ req }) => importEsimCodes(payload, req, { productId, text, dryRun: false }))
  expect(report.imported).toBe(40)
})

afterAll(async () => {
  await sandbox?.close()
  await invoices?.close()
  for (const name of ENV_KEYS) {
    if (savedEnv[name] === undefined) delete process.env[name]
    else process.env[name] = savedEnv[name]
  }
})

describe.each(WALLETS)('$name through TapPay', (wallet) => {
  it('answers the wallet’s payment_url and charges nothing; approved at the wallet, the signed notify settles it: paid once, the method on the order', async () => {
    const order = await unpaidOrder()
    const k = key()
    const body = { orderNumber: order.orderNumber, method: wallet.method, prime: await walletPrime(wallet), invoice: INVOICE, checkoutToken: order.token }
    const reply = await pay(body, k)
    expect(reply.status).toBe(200)
    expect(reply.body.data).toMatchObject({ status: 'challenge' })
    const [trade] = tradesFor(order.orderNumber)
    expect(reply.body.data.paymentUrl).toBe(`${sandbox.url}/wallet/pay?rec_trade_id=${trade!.rec_trade_id}`)
    // TapPay was given where to send the traveller back and where to notify; no 3-D Secure for a wallet.
    expect(trade!.request.result_url).toMatchObject({ frontend_redirect_url: 'http://localhost:3000/en/checkout/return', backend_notify_url: 'http://localhost:3000/api/checkout/notify' })
    expect(trade!.request.three_domain_secure).toBeUndefined()
    expect(trade!.record_status).toBe(RECORD_STATUS.pending)
    // The same request again (a double click) is the same attempt: the same wallet page, nothing new at TapPay.
    expect((await pay(body, k)).body.data).toEqual(reply.body.data)
    expect(tradesFor(order.orderNumber)).toHaveLength(1)
    // Back before approving: not paid, the wallet's page still open.
    expect((await askResult(order)).body.data).toMatchObject({ status: 'unpaid', bankCheckOpen: true })

    const back = await answerWallet(reply.body.data.paymentUrl!, 'approve')
    expect(back.pathname).toBe('/en/checkout/return')
    expect(Object.fromEntries(back.searchParams)).toEqual({
      rec_trade_id: trade!.rec_trade_id,
      order_number: order.orderNumber,
      bank_transaction_id: trade!.bank_transaction_id,
      status: '0',
    })
    const notifyBody = JSON.stringify({ rec_trade_id: trade!.rec_trade_id, status: 0 })
    const notified = await notifyRoute(postRequest('/api/checkout/notify', notifyBody, { [NOTIFY_SIGNATURE_HEADER]: signNotify(NOTIFY_SECRET, notifyBody) }))
    expect(notified.status).toBe(200)
    const paid = await orderRow(order.id)
    expect(paid.status).toBe('delivered')
    expect(paid.payment).toMatchObject({ method: wallet.method, provider: 'tappay', providerRef: trade!.rec_trade_id, amountTwd: order.total, cardLast4: null })
    expect((await askResult(order, 'en', trade!.rec_trade_id)).body.data).toMatchObject({ status: 'paid', amountTwd: order.total })
    expect((await paymentsOf(order.id)).map((p) => [p.method, p.status])).toEqual([[wallet.method, 'succeeded']])
    expect(netCharged(order.orderNumber)).toBe(order.total)
  })

  it('cancelled at the wallet: nothing charged, the order unpaid, said in the page’s language; paying again with a new prime works', async () => {
    const order = await unpaidOrder()
    const first = await pay({ orderNumber: order.orderNumber, method: wallet.method, prime: await walletPrime(wallet), invoice: INVOICE, checkoutToken: order.token }, key())
    const back = await answerWallet(first.body.data.paymentUrl!, 'cancel')
    expect(back.searchParams.get('status')).toBe(String(WALLET_CANCELLED.status))
    const cancelled = await askResult(order, 'ja')
    expect(cancelled.status).toBe(422)
    expect(cancelled.body).toMatchObject({ code: 422, message: MESSAGES.ja.api[`${wallet.method}NotCompleted`] })
    expect((await orderRow(order.id)).status).toBe('unpaid')
    expect(netCharged(order.orderNumber)).toBe(0)

    const again = await pay({ orderNumber: order.orderNumber, method: wallet.method, prime: await walletPrime(wallet), invoice: INVOICE, checkoutToken: order.token }, key())
    expect(again.body.data).toMatchObject({ status: 'challenge' })
    expect(again.body.data.paymentUrl).not.toBe(first.body.data.paymentUrl)
    await answerWallet(again.body.data.paymentUrl!, 'approve')
    expect((await askResult(order)).body.data).toMatchObject({ status: 'paid' })
    expect((await orderRow(order.id)).payment).toMatchObject({ method: wallet.method })
    expect(netCharged(order.orderNumber)).toBe(order.total)
  })

  it('a wallet page approved after it expired is not paid', async () => {
    const order = await unpaidOrder()
    const reply = await pay({ orderNumber: order.orderNumber, method: wallet.method, prime: await walletPrime(wallet), invoice: INVOICE, checkoutToken: order.token }, key())
    await sandbox.advance((WALLET_PAGE_MINUTES + 1) * 60_000)
    const back = await answerWallet(reply.body.data.paymentUrl!, 'approve')
    expect(back.searchParams.get('status')).not.toBe('0')
    expect((await askResult(order)).status).toBe(422)
    expect((await orderRow(order.id)).status).toBe('unpaid')
  })

  it('bad input is a localized 400 before TapPay is asked: another method’s prime, an unknown method, no prime', async () => {
    const order = await unpaidOrder()
    const base = { orderNumber: order.orderNumber, invoice: INVOICE, checkoutToken: order.token }
    const other = WALLETS.find((w) => w !== wallet)!
    const cases = [
      { body: { ...base, method: wallet.method, prime: await cardPrime() }, field: 'prime', rule: 'primeMethodMismatch' },
      { body: { ...base, method: wallet.method, prime: await walletPrime(other) }, field: 'prime', rule: 'primeMethodMismatch' },
      { body: { ...base, method: 'card', prime: await walletPrime(wallet) }, field: 'prime', rule: 'primeMethodMismatch' },
      { body: { ...base, method: wallet.sdk, prime: await walletPrime(wallet) }, field: 'method', rule: 'invalidValue' },
      { body: { ...base, method: wallet.method }, field: 'prime', rule: 'required' },
    ] as const
    for (const { body, field, rule } of cases) {
      const reply = await postJson(checkoutRoute, '/api/checkout', body, { lang: 'zh-TW', 'idempotency-key': key() })
      expect(reply.status, JSON.stringify(body)).toBe(400)
      expect((reply.body as { data?: { errors?: Record<string, string> } }).data?.errors?.[field]).toBe(MESSAGES['zh-TW'].validation[rule])
      expect(JSON.stringify(reply.body)).not.toMatch(/stack|Error:/)
    }
    expect(tradesFor(order.orderNumber)).toHaveLength(0)
    expect(await paymentsOf(order.id)).toHaveLength(0)
  })

  it('another member’s order is refused as if it did not exist; nothing is started at TapPay', async () => {
    const order = await unpaidOrder()
    const { token } = await localLogin('members', MEMBER, MEMBER_PASSWORD)
    const refused = await pay({ orderNumber: order.orderNumber, method: wallet.method, prime: await walletPrime(wallet), invoice: INVOICE }, key(), { authorization: `Bearer ${token}` })
    const missing = await pay({ orderNumber: 'TW-NO-SUCH-ORDER', method: wallet.method, prime: await walletPrime(wallet), invoice: INVOICE, checkoutToken: order.token }, key())
    expect(refused.status).toBe(404)
    expect(refused.body).toEqual(missing.body)
    expect(tradesFor(order.orderNumber)).toHaveLength(0)
  })

  it('40 parallel checkouts of one order: one key → one wallet payment; 40 keys, every page approved → the order paid once, every other charge given back', async () => {
    const order = await unpaidOrder()
    const k = key()
    const body = { orderNumber: order.orderNumber, method: wallet.method, prime: await walletPrime(wallet), invoice: INVOICE, checkoutToken: order.token }
    const replies = await Promise.all(Array.from({ length: 40 }, () => pay(body, k)))
    for (const reply of replies) expect(reply.body.data).toEqual(replies[0]!.body.data)
    expect(tradesFor(order.orderNumber)).toHaveLength(1)

    const other = await unpaidOrder()
    const primes = await Promise.all(Array.from({ length: 40 }, () => walletPrime(wallet)))
    const many = await Promise.all(primes.map((prime) => pay({ orderNumber: other.orderNumber, method: wallet.method, prime, invoice: INVOICE, checkoutToken: other.token }, key())))
    // Each answer is a wallet page or "another payment is in progress" (409): never a 5xx.
    for (const reply of many) expect([200, 409]).toContain(reply.status)
    const pages = many.filter((r) => r.status === 200).map((r) => r.body.data.paymentUrl!)
    expect(pages.length).toBeGreaterThan(0)
    // The traveller approves every wallet page that was opened: one pays the order, the others are refunded at once.
    for (const url of pages) await answerWallet(url, 'approve')
    for (const trade of tradesFor(other.orderNumber)) {
      const notifyBody = JSON.stringify({ rec_trade_id: trade.rec_trade_id, status: 0 })
      const notified = await notifyRoute(postRequest('/api/checkout/notify', notifyBody, { [NOTIFY_SIGNATURE_HEADER]: signNotify(NOTIFY_SECRET, notifyBody) }))
      expect(notified.status).toBe(200)
    }
    expect((await orderRow(other.id)).status).toBe('delivered')
    expect((await paymentsOf(other.id)).filter((p) => p.status === 'succeeded')).toHaveLength(1)
    expect(netCharged(other.orderNumber)).toBe(other.total)
  })

  it('refunds through the one refund path: a partial refund less the fee at TapPay, once', async () => {
    const order = await unpaidOrder()
    const reply = await pay({ orderNumber: order.orderNumber, method: wallet.method, prime: await walletPrime(wallet), invoice: INVOICE, checkoutToken: order.token }, key())
    await answerWallet(reply.body.data.paymentUrl!, 'approve')
    expect((await askResult(order)).body.data).toMatchObject({ status: 'paid' })
    const result = await refundOrder(payload, { orderId: order.id, feeTwd: 30, actor: 'system' })
    expect(result).toMatchObject({ paidTwd: order.total, feeTwd: 30, refundedTwd: order.total - 30 })
    const [trade] = tradesFor(order.orderNumber)
    expect(trade!.refunded).toBe(order.total - 30)
    expect(trade!.record_status).toBe(RECORD_STATUS.partiallyRefunded)
    expect((await orderRow(order.id)).status).toBe('refunded')
    await expect(refundOrder(payload, { orderId: order.id, feeTwd: 30, actor: 'system' })).rejects.toMatchObject({ kind: 'conflict' })
    expect(trade!.refunded).toBe(order.total - 30)
  })
})
