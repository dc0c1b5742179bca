/**
 * A local TapPay: an HTTP server on its own port (so its own origin, as TapPay's is) that speaks the
 * protocol of ../protocol.ts, so the shop's real adapter and the browser's real card flow run against it
 * in development, demos and tests — no card data ever reaches the shop's origin here either.
 *
 *   GET  /sdk/tpdirect.js                 a TPDirect-compatible web SDK (./sdk.ts)
 *   GET  /sdk/field.html                  one hosted card field (an iframe page of this origin)
 *   POST /tpc/getPrime                    card → one-time prime (called by the hosted fields only)
 *   POST /tpc/payment/pay-by-prime        Pay by Prime (x-api-key = partner key)
 *   POST /tpc/transaction/query           Record API
 *   POST /tpc/transaction/refund          Refund API (partial with `amount`)
 *   GET  /3ds/challenge, POST /3ds/complete   a simulated 3-D Secure challenge; completes with a signed
 *                                         backend notify, then redirects to frontend_redirect_url
 *   GET  /sandbox/transactions            every transaction (tests count charges with it)
 *
 * Test cards (any future expiry, any 3-digit security code):
 *   4242 4242 4242 4242  succeeds · 4000 0000 0000 0002  declined (10003 Card Error)
 *   4000 0000 0000 3220  requires 3-D Secure · 4000 0000 0000 0119  succeeds, but the reply comes after
 *   `slowMs` (a provider timeout for the shop, resolved by the Record API)
 */
import 'server-only'

import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import {
  NOTIFY_SIGNATURE_HEADER,
  RECORD_STATUS,
  TAPPAY_STATUS,
  type BackendNotify,
  type FrontendRedirectQuery,
  type PayByPrimeRequest,
  type PayByPrimeResponse,
  type RecordQueryRequest,
  type RefundRequest,
  type TradeRecord,
} from '../protocol'
import { signNotify } from '../notifySignature'
import { fieldPage, sdkScript } from './sdk'

export const SANDBOX_CARDS = {
  success: '4242424242424242',
  decline: '4000000000000002',
  threeDSecure: '4000000000003220',
  slow: '4000000000000119',
} as const

export type SandboxOptions = {
  port?: number
  host?: string
  partnerKey?: string
  /** Signs the backend notify (the shop verifies it with TAPPAY_NOTIFY_SECRET). */
  notifySecret?: string
  /** How late the slow card's reply comes. */
  slowMs?: number
  /** How long every Pay by Prime takes (0: answers at once, for benchmarks of the shop's own time). */
  latencyMs?: number
  log?: (line: string) => void
}

type Card = { number: string; expiry: string; lastFour: string; bin: string; wallet?: string }
type Transaction = TradeRecord & {
  refunded: number
  card: Card
  request: PayByPrimeRequest
  paymentUrl?: string
}

export type Sandbox = { url: string; port: number; close: () => Promise<void>; transactions: () => Transaction[] }

const luhn = (digits: string) =>
  digits
    .split('')
    .reverse()
    .reduce((sum, d, i) => {
      const n = Number(d) * (i % 2 ? 2 : 1)
      return sum + (n > 9 ? n - 9 : n)
    }, 0) %
    10 ===
  0

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => {
      data += chunk
      if (data.length > 100_000) req.destroy()
    })
    req.on('end', () => resolve(data))
    req.on('error', reject)
  })
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  res.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/html; charset=utf-8' : 'application/json', ...headers })
  res.end(text)
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export function startTapPaySandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const partnerKey = options.partnerKey ?? 'partner_sandbox'
  const log = options.log ?? (() => undefined)
  const primes = new Map<string, { card: Card; expiresAt: number }>()
  const trades = new Map<string, Transaction>()
  let origin = ''

  const newId = (prefix: string) => `${prefix}${Date.now().toString().slice(-10)}${randomBytes(4).toString('hex').toUpperCase()}`

  async function notify(trade: Transaction) {
    const url = trade.request.result_url?.backend_notify_url
    if (!url) return
    const body = JSON.stringify({
      rec_trade_id: trade.rec_trade_id,
      bank_transaction_id: trade.bank_transaction_id,
      order_number: trade.order_number,
      amount: trade.amount,
      status: trade.record_status === RECORD_STATUS.ok ? TAPPAY_STATUS.success : TAPPAY_STATUS.cardError,
      msg: trade.record_status === RECORD_STATUS.ok ? 'Success' : 'Card Error',
      transaction_time_millis: Date.now(),
      card_info: trade.card_info,
    } satisfies BackendNotify)
    const headers: Record<string, string> = { 'content-type': 'application/json' }
    if (options.notifySecret) headers[NOTIFY_SIGNATURE_HEADER] = signNotify(options.notifySecret, body)
    try {
      const response = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) })
      log(`notify ${trade.rec_trade_id} → ${response.status}`)
    } catch (error) {
      log(`notify ${trade.rec_trade_id} failed: ${String(error)}`)
    }
  }

  function getPrime(input: { app_id?: unknown; card?: { number?: string; expiry?: string; ccv?: string }; wallet?: string }) {
    if (input.wallet) {
      // A wallet (Apple Pay / Google Pay) hands over a tokenised card: the sandbox's success card.
      const card: Card = { number: SANDBOX_CARDS.success, expiry: '12/99', lastFour: '4242', bin: '424242', wallet: input.wallet }
      const prime = `${input.wallet === 'apple_pay' ? 'ap' : 'gp'}_sandbox_${randomBytes(28).toString('hex')}`
      primes.set(prime, { card, expiresAt: Date.now() + 90_000 })
      return { status: 0, msg: 'Success', prime, card: { prime, lastfour: '4242', bincode: '424242', type: 1, funding: 0 } }
    }
    const number = String(input.card?.number ?? '').replace(/\D/g, '')
    const expiry = String(input.card?.expiry ?? '').replace(/\s/g, '')
    const ccv = String(input.card?.ccv ?? '')
    const [mm, yy] = expiry.split('/')
    const expiryOk = /^(0[1-9]|1[0-2])$/.test(mm ?? '') && /^\d{2}$/.test(yy ?? '')
    if (number.length < 13 || !luhn(number) || !expiryOk || !/^\d{3,4}$/.test(ccv)) return { status: 41, msg: 'Wrong Card Format' }
    const card: Card = { number, expiry, lastFour: number.slice(-4), bin: number.slice(0, 6) }
    // Prime: valid for 90 seconds, once (back.html, Pay by Prime: "The prime will be expired after 90 seconds").
    const prime = `sandbox_${randomBytes(31).toString('hex')}`
    primes.set(prime, { card, expiresAt: Date.now() + 90_000 })
    return {
      status: 0,
      msg: 'Success',
      card: { prime, bincode: card.bin, lastfour: card.lastFour, issuer: 'SANDBOX BANK', funding: 0, type: number.startsWith('4') ? 1 : 2, country: 'TAIWAN', countrycode: 'TW' },
    }
  }

  async function payByPrime(body: PayByPrimeRequest): Promise<PayByPrimeResponse> {
    if (!body.prime) return { status: 503, msg: 'Missing arguments : prime' }
    if (!body.merchant_id) return { status: 502, msg: 'Missing arguments : merchant_id' }
    if (!Number.isInteger(body.amount) || body.amount < 1) return { status: 510, msg: 'Invalid arguments : amount' }
    const held = primes.get(body.prime)
    primes.delete(body.prime)
    if (!held) return { status: TAPPAY_STATUS.invalidPrime, msg: 'Invalid arguments : prime' }
    if (held.expiresAt < Date.now()) return { status: TAPPAY_STATUS.expiredPrime, msg: 'Expired prime' }
    if (body.bank_transaction_id && [...trades.values()].some((t) => t.bank_transaction_id === body.bank_transaction_id))
      return { status: 10013, msg: 'Duplicate bank_transaction_id' }
    const { card } = held
    const declined = card.number === SANDBOX_CARDS.decline
    const challenge = card.number === SANDBOX_CARDS.threeDSecure
    if (challenge && !body.three_domain_secure) return { status: TAPPAY_STATUS.cardError, msg: 'Card Error: 3-D Secure required' }
    const rec = newId('D')
    const trade: Transaction = {
      rec_trade_id: rec,
      bank_transaction_id: body.bank_transaction_id ?? newId('B'),
      order_number: body.order_number,
      amount: body.amount,
      currency: 'TWD',
      record_status: declined ? RECORD_STATUS.error : challenge ? RECORD_STATUS.pending : RECORD_STATUS.ok,
      merchant_id: body.merchant_id,
      time: Date.now(),
      card_info: { bin_code: card.bin, last_four: card.lastFour, issuer: 'SANDBOX BANK', funding: 0, type: 1, country: 'TAIWAN' },
      auth_code: declined ? undefined : String(100000 + Math.floor(Math.random() * 899999)),
      refunded: 0,
      card,
      request: body,
    }
    trades.set(rec, trade)
    log(`pay-by-prime ${rec} ${body.amount} TWD card …${card.lastFour} → ${declined ? 'declined' : challenge ? '3DS' : 'ok'}`)
    const reply: PayByPrimeResponse = {
      status: declined ? TAPPAY_STATUS.cardError : TAPPAY_STATUS.success,
      msg: declined ? 'Card Error' : 'Success',
      rec_trade_id: rec,
      bank_transaction_id: trade.bank_transaction_id,
      order_number: body.order_number,
      auth_code: trade.auth_code,
      amount: body.amount,
      currency: 'TWD',
      card_info: trade.card_info,
      acquirer: 'SANDBOX',
      transaction_time_millis: trade.time,
      ...(declined ? { bank_result_code: '05', bank_result_msg: 'Do not honour' } : {}),
    }
    if (challenge) {
      trade.paymentUrl = `${origin}/3ds/challenge?rec_trade_id=${rec}`
      reply.payment_url = trade.paymentUrl
    }
    if (card.number === SANDBOX_CARDS.slow) await new Promise((resolve) => setTimeout(resolve, options.slowMs ?? 35_000))
    else if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs))
    return reply
  }

  function query(body: RecordQueryRequest) {
    const f = body.filters ?? {}
    const records = [...trades.values()]
      .filter(
        (t) =>
          (!f.rec_trade_id || t.rec_trade_id === f.rec_trade_id) &&
          (!f.bank_transaction_id || t.bank_transaction_id === f.bank_transaction_id) &&
          (!f.order_number || t.order_number === f.order_number),
      )
      .map(({ refunded, card: _card, request: _request, paymentUrl: _url, ...record }) => ({ ...record, refunded_amount: refunded }))
    const perPage = body.records_per_page ?? 50
    const page = body.page ?? 0
    const slice = records.slice(page * perPage, (page + 1) * perPage)
    const last = (page + 1) * perPage >= records.length
    // status 2 "End of list": this page is the last one (error.html).
    return {
      status: last ? TAPPAY_STATUS.endOfList : TAPPAY_STATUS.success,
      msg: last ? 'End of list' : 'Success',
      records_per_page: perPage,
      page,
      total_page_count: Math.max(1, Math.ceil(records.length / perPage)),
      number_of_transactions: records.length,
      trade_records: slice,
    }
  }

  function refund(body: RefundRequest) {
    const trade = trades.get(body.rec_trade_id)
    if (!trade) return { status: 10002, msg: 'Transaction not found' }
    if (trade.record_status !== RECORD_STATUS.ok && trade.record_status !== RECORD_STATUS.partiallyRefunded)
      return { status: 10020, msg: 'Transaction cannot be refunded in its status' }
    const amount = body.amount ?? trade.amount - trade.refunded
    if (!Number.isInteger(amount) || amount < 1 || amount > trade.amount - trade.refunded) return { status: 510, msg: 'Invalid arguments : amount' }
    trade.refunded += amount
    trade.record_status = trade.refunded >= trade.amount ? RECORD_STATUS.refunded : RECORD_STATUS.partiallyRefunded
    log(`refund ${trade.rec_trade_id} ${amount} TWD`)
    return { status: 0, msg: 'Success', refund_id: newId('R'), refund_amount: amount, is_captured: true, currency: 'TWD' }
  }

  function challengePage(rec: string) {
    const trade = trades.get(rec)
    if (!trade || trade.record_status !== RECORD_STATUS.pending) return '<!doctype html><title>3-D Secure</title><p>Unknown or finished transaction.</p>'
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>3-D Secure — Sandbox Bank</title><style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#222}
button{font:inherit;padding:.7rem 1.2rem;margin:.3rem .3rem 0 0;border-radius:6px;border:1px solid #1a5;cursor:pointer}
.ok{background:#1a5;color:#fff}.no{background:#fff;color:#a22;border-color:#a22}</style></head><body>
<h1>Sandbox Bank · 3-D Secure</h1><p>Confirm the payment of <strong>NT$${trade.amount}</strong> with the card ending in <strong>${escapeHtml(trade.card.lastFour)}</strong>.</p>
<form method="post" action="/3ds/complete"><input type="hidden" name="rec_trade_id" value="${escapeHtml(rec)}">
<button class="ok" name="result" value="pass" data-testid="3ds-pass">Authenticate</button>
<button class="no" name="result" value="fail" data-testid="3ds-fail">Fail authentication</button></form></body></html>`
  }

  async function completeChallenge(form: URLSearchParams, res: ServerResponse) {
    const trade = trades.get(form.get('rec_trade_id') ?? '')
    if (!trade || trade.record_status !== RECORD_STATUS.pending) return send(res, 404, '<p>Unknown or finished transaction.</p>')
    const passed = form.get('result') === 'pass'
    trade.record_status = passed ? RECORD_STATUS.ok : RECORD_STATUS.error
    // The server-to-server notify first, then the browser back to the shop (back.html, 3D secure flow).
    await notify(trade)
    const back = new URL(trade.request.result_url!.frontend_redirect_url)
    const query: FrontendRedirectQuery = {
      rec_trade_id: trade.rec_trade_id,
      ...(trade.order_number ? { order_number: trade.order_number } : {}),
      bank_transaction_id: trade.bank_transaction_id ?? '',
      status: String(passed ? TAPPAY_STATUS.success : TAPPAY_STATUS.cardError),
    }
    for (const [name, value] of Object.entries(query)) back.searchParams.set(name, value)
    res.writeHead(302, { location: back.toString() }).end()
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://sandbox')
    const path = url.pathname
    if (req.method === 'GET') {
      if (path === '/health') return send(res, 200, { status: 0 })
      if (path === '/sdk/tpdirect.js')
        return send(res, 200, sdkScript(origin), { 'content-type': 'application/javascript; charset=utf-8', 'cache-control': 'no-cache' })
      if (path === '/sdk/field.html')
        return send(res, 200, fieldPage(url.searchParams), {
          'content-security-policy': "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'",
          'cache-control': 'no-store',
        })
      if (path === '/3ds/challenge') return send(res, 200, challengePage(url.searchParams.get('rec_trade_id') ?? ''))
      if (path === '/sandbox/transactions')
        return send(res, 200, [...trades.values()].map(({ card: _c, request: _r, ...t }) => t))
      return send(res, 404, { status: 404, msg: 'Not found' })
    }
    if (req.method !== 'POST') return send(res, 405, { status: 405, msg: 'Use POST' })
    const raw = await readBody(req)
    if (path === '/3ds/complete') return completeChallenge(new URLSearchParams(raw), res)
    let body: Record<string, unknown>
    try {
      body = JSON.parse(raw) as Record<string, unknown>
    } catch {
      return send(res, 200, { status: 5, msg: 'Wrong JSON format' })
    }
    if (path === '/tpc/getPrime') return send(res, 200, getPrime(body))
    // Backend APIs: authenticated by the partner key in x-api-key and in the body (back.html).
    if (req.headers['x-api-key'] !== partnerKey || body.partner_key !== partnerKey) return send(res, 200, { status: 80, msg: 'Invaild x-api-key or app key' })
    if (path === '/tpc/payment/pay-by-prime') return send(res, 200, await payByPrime(body as PayByPrimeRequest))
    if (path === '/tpc/transaction/query') return send(res, 200, query(body as unknown as RecordQueryRequest))
    if (path === '/tpc/transaction/refund') return send(res, 200, refund(body as unknown as RefundRequest))
    return send(res, 404, { status: 404, msg: 'Not found' })
  }

  return new Promise((resolve, reject) => {
    const server: Server = createServer((req, res) => {
      handle(req, res).catch((error: unknown) => {
        log(`error: ${String(error)}`)
        if (!res.headersSent) send(res, 500, { status: 500, msg: 'Sandbox error' })
      })
    })
    server.on('error', reject)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      origin = `http://${options.host === 'localhost' ? 'localhost' : '127.0.0.1'}:${port}`
      resolve({
        url: origin,
        port,
        transactions: () => [...trades.values()],
        close: () => new Promise((done) => server.close(() => done())),
      })
    })
  })
}
