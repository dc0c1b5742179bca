/**
 * A local TapPay: an HTTP server on its own port (so its own origin, as TapPay's is) that speaks the
 * protocol of ../protocol.ts, so the shop's real adapter and the browser's real card flow run against it
 * in development, demos and tests — no card data ever reaches the shop's origin here either.
 *
 *   GET  /sdk/tpdirect.js                 a TPDirect-compatible web SDK (./sdk.ts)
 *   GET  /sdk/field.html                  one hosted card field (an iframe page of this origin)
 *   POST /tpc/getPrime                    card → one-time prime (called by the hosted fields only)
 *   POST /tpc/payment/pay-by-prime        Pay by Prime (x-api-key = partner key)
 *   POST /tpc/transaction/query           Record API (`amount` is what is left after refunds, as TapPay's)
 *   POST /tpc/transaction/refund          Refund API (partial with `amount`, `bank_refund_id` once per refund)
 *   GET  /3ds/challenge, POST /3ds/complete   a simulated 3-D Secure challenge; completes with the backend
 *                                         notify, then redirects to frontend_redirect_url
 *   GET  /wallet/pay, POST /wallet/complete   LINE Pay's / JKO Pay's page (payment_url): the traveller approves or
 *                                         cancels; then the notify, then the redirect to frontend_redirect_url
 *   GET  /sandbox/transactions            every transaction (tests count charges with it)
 *   POST /sandbox/clock {"advanceMs": n}  moves the sandbox's clock on (records that appear late, notify retries)
 *   POST /sandbox/faults {…}              makes the next replies go missing (SandboxFaults)
 *
 * It behaves as TapPay does where the shop's safety depends on it (issue 43; sources in ../protocol.ts):
 * - a record written late: the slow card's charge is in the Record API only `slowRecordDelayMs` after the charge (on
 *   the sandbox's clock), so "not found" right after a timeout means nothing;
 * - `amount` of a record is what is left after refunds; `original_amount` and `refunded_amount` say the rest;
 * - a card whose transactions refuse a partial refund; a `bank_refund_id` used twice is refused;
 * - the backend notify is unsigned, as TapPay's (signed only when given `notifySecret`, the local extra), and one
 *   not answered with HTTP 200 is sent again after 1, 2, 4, 8 and 16 minutes of the sandbox's clock.
 *
 * LINE Pay and JKO Pay (TPDirect.linePay.getPrime → `ln_…`, TPDirect.jkoPay.getPrime → `jk_…`; TapPay's LINE Pay / JKO
 * Pay back.html): Pay by Prime needs `result_url` with both addresses, charges nothing and answers `payment_url`; the
 * record stays pending (4) until the traveller approves on the wallet's page (then 1, notify, redirect with status 0)
 * or cancels (-1, notify, redirect with a non-zero status). A page not approved within WALLET_PAGE_MINUTES (sandbox
 * clock) has expired: approving it then fails. Refunds, whole or partial, as for cards.
 *
 * Test cards (any future expiry, any 3-digit security code):
 *   4242 4242 4242 4242  succeeds · 4000 0000 0000 0002  declined (10003 Card Error)
 *   4000 0000 0000 3220  requires 3-D Secure · 4000 0000 0000 0119  succeeds, but the reply comes after
 *   `slowMs` (a provider timeout for the shop) and its record only `slowRecordDelayMs` later
 *   4000 0000 0000 0127  succeeds, and its transaction refuses partial refunds (a kept fee)
 */
import 'server-only'

import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { DEFAULT_SANDBOX } from '@/server/payments/config'
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
} from '@/server/payments/protocol'
import { signNotify } from '@/server/payments/notifySignature'
import { fieldPage, sdkScript } from './sdk'

export const SANDBOX_CARDS = {
  success: '4242424242424242',
  decline: '4000000000000002',
  threeDSecure: '4000000000003220',
  slow: '4000000000000119',
  noPartialRefund: '4000000000000127',
} as const

/** The sandbox's answer to a partial refund of a transaction that takes only whole refunds (the acquirer's refusal). */
export const PARTIAL_REFUND_REFUSED = { status: 10024, msg: 'Partial refund is not supported for this transaction' } as const
/** Its answer to a `bank_refund_id` already used (TapPay documents the id as unique, not its answer to a repeat). */
export const DUPLICATE_REFUND_ID = { status: 10025, msg: 'Duplicate bank_refund_id' } as const

/** The wallets the sandbox takes through a redirect: TPDirect's getPrime name → the prime's prefix and the page's name. */
export const SANDBOX_WALLETS = { line_pay: { prefix: 'ln_', name: 'LINE Pay' }, jko_pay: { prefix: 'jk_', name: 'JKO Pay' } } as const
type RedirectWalletName = keyof typeof SANDBOX_WALLETS
const isRedirectWalletName = (wallet: string | undefined): wallet is RedirectWalletName => wallet === 'line_pay' || wallet === 'jko_pay'
/** How long a wallet's payment page waits for the traveller (sandbox clock); approved later, the payment fails. */
export const WALLET_PAGE_MINUTES = 10
/** What the sandbox's wallet answers when the traveller cancels on its page (status in the redirect and the notify). */
export const WALLET_CANCELLED = { status: 924, msg: 'Payment cancelled by the user at the wallet' } as const

/** When TapPay sends a notify again that was not answered with HTTP 200: minutes after the previous try. */
export const NOTIFY_RETRY_MINUTES = [1, 2, 4, 8, 16] as const

/**
 * What goes wrong on purpose, counted down per call: a reply `lost` (the call is carried out, the connection then
 * dropped — the caller cannot tell it from a timeout), a request `dropped` (dropped before anything is done), or the
 * Record API `unavailable` (HTTP 503) while true.
 */
export type SandboxFaults = {
  loseRefundReplies?: number
  dropRefundRequests?: number
  losePayReplies?: number
  recordUnavailable?: boolean
}

export type SandboxOptions = {
  port?: number
  host?: string
  partnerKey?: string
  /** Signs the backend notify (the shop verifies it with TAPPAY_NOTIFY_SECRET). */
  notifySecret?: string
  /** Merchant ids this TapPay knows (others: 61 Merchant not found or removed). */
  merchantIds?: string[]
  /** How late the slow card's reply comes (real time: the caller's timeout). */
  slowMs?: number
  /** How long after its charge the slow card's record appears in the Record API (sandbox clock). */
  slowRecordDelayMs?: number
  /** How long every Pay by Prime takes (0: answers at once, for benchmarks of the shop's own time). */
  latencyMs?: number
  log?: (line: string) => void
}

type Card = { number: string; expiry: string; lastFour: string; bin: string; wallet?: string }
type Refund = { refundId: string; bankRefundId: string | null; amount: number; time: number }
type Transaction = TradeRecord & {
  refunded: number
  refunds: Refund[]
  card: Card
  request: PayByPrimeRequest
  paymentUrl?: string
  /** Sandbox clock time from which the Record API shows it. */
  visibleAt: number
}
/** A backend notify as sent: every try, with the shop's answer. */
export type NotifyTry = { recTradeId: string; at: number; status: number | null; signed: boolean }

export type Sandbox = {
  url: string
  port: number
  close: () => Promise<void>
  transactions: () => Transaction[]
  /** Moves the sandbox's clock on, and sends the notifies then due; resolves when they were answered. */
  advance: (ms: number) => Promise<void>
  /** Sets faults (added to those left). */
  fault: (faults: SandboxFaults) => void
  notifies: () => NotifyTry[]
}

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
  const merchantIds = options.merchantIds ?? [DEFAULT_SANDBOX.merchantId]
  const primes = new Map<string, { card: Card; expiresAt: number }>()
  const trades = new Map<string, Transaction>()
  const faults: Required<Omit<SandboxFaults, 'recordUnavailable'>> & { recordUnavailable: boolean } = {
    loseRefundReplies: 0,
    dropRefundRequests: 0,
    losePayReplies: 0,
    recordUnavailable: false,
  }
  const notifyTries: NotifyTry[] = []
  /** Notifies to send again: when (sandbox clock), and how many tries were made. */
  const notifyQueue: { trade: Transaction; dueAt: number; tries: number }[] = []
  let origin = ''
  let clockOffset = 0
  const now = () => Date.now() + clockOffset

  const newId = (prefix: string) => `${prefix}${now().toString().slice(-10)}${randomBytes(4).toString('hex').toUpperCase()}`
  const take = (name: 'loseRefundReplies' | 'dropRefundRequests' | 'losePayReplies') => (faults[name] > 0 ? (faults[name]--, true) : false)

  /** One try of a trade's backend notify; not answered with 200, it is queued again (NOTIFY_RETRY_MINUTES). */
  async function notify(trade: Transaction, tries = 0) {
    const url = trade.request.result_url?.backend_notify_url
    if (!url) return
    const ok = trade.record_status === RECORD_STATUS.ok
    const failure = trade.card.wallet && isRedirectWalletName(trade.card.wallet) ? WALLET_CANCELLED : { status: TAPPAY_STATUS.cardError, msg: 'Card Error' }
    const body = JSON.stringify({
      rec_trade_id: trade.rec_trade_id,
      bank_transaction_id: trade.bank_transaction_id,
      order_number: trade.order_number,
      amount: trade.amount,
      status: ok ? TAPPAY_STATUS.success : failure.status,
      msg: ok ? 'Success' : failure.msg,
      transaction_time_millis: trade.time ?? now(),
      card_info: trade.card_info,
    } satisfies BackendNotify)
    const headers: Record<string, string> = { 'content-type': 'application/json' }
    // Signed at the real time it leaves: the shop checks the signature's age against its own clock.
    if (options.notifySecret) headers[NOTIFY_SIGNATURE_HEADER] = signNotify(options.notifySecret, body)
    let status: number | null = null
    try {
      const response = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) })
      status = response.status
      log(`notify ${trade.rec_trade_id} → ${response.status}`)
    } catch (error) {
      log(`notify ${trade.rec_trade_id} failed: ${String(error)}`)
    }
    notifyTries.push({ recTradeId: trade.rec_trade_id, at: now(), status, signed: Boolean(options.notifySecret) })
    const wait = NOTIFY_RETRY_MINUTES[tries]
    if (status !== 200 && wait !== undefined) notifyQueue.push({ trade, dueAt: now() + wait * 60_000, tries: tries + 1 })
  }

  /** Sends the notifies now due, one after another (a try that fails queues the next). */
  async function sendDueNotifies() {
    for (;;) {
      const index = notifyQueue.findIndex((entry) => entry.dueAt <= now())
      if (index < 0) return
      const [due] = notifyQueue.splice(index, 1)
      await notify(due!.trade, due!.tries)
    }
  }
  // Outside tests nobody moves the clock: the real one brings the retries.
  const notifyTimer = setInterval(() => void sendDueNotifies(), 5_000)
  notifyTimer.unref()

  function getPrime(input: { app_id?: unknown; card?: { number?: string; expiry?: string; ccv?: string }; wallet?: string }) {
    if (isRedirectWalletName(input.wallet)) {
      // LINE Pay / JKO Pay: a prime that names the wallet only; the traveller pays on the wallet's page later.
      const card: Card = { number: '', expiry: '', lastFour: '', bin: '', wallet: input.wallet }
      const prime = `${SANDBOX_WALLETS[input.wallet].prefix}sandbox_${randomBytes(28).toString('hex')}`
      primes.set(prime, { card, expiresAt: now() + 90_000 })
      return { status: 0, msg: 'Success', prime, clientip: '127.0.0.1' }
    }
    if (input.wallet) {
      // A wallet (Apple Pay / Google Pay) hands over a tokenised card: the sandbox's success card.
      const card: Card = { number: SANDBOX_CARDS.success, expiry: '12/99', lastFour: '4242', bin: '424242', wallet: input.wallet }
      const prime = `${input.wallet === 'apple_pay' ? 'ap' : 'gp'}_sandbox_${randomBytes(28).toString('hex')}`
      primes.set(prime, { card, expiresAt: now() + 90_000 })
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
    primes.set(prime, { card, expiresAt: now() + 90_000 })
    return {
      status: 0,
      msg: 'Success',
      card: { prime, bincode: card.bin, lastfour: card.lastFour, issuer: 'SANDBOX BANK', funding: 0, type: number.startsWith('4') ? 1 : 2, country: 'TAIWAN', countrycode: 'TW' },
    }
  }

  async function payByPrime(body: PayByPrimeRequest): Promise<PayByPrimeResponse> {
    if (!body.prime) return { status: 503, msg: 'Missing arguments : prime' }
    if (!body.merchant_id) return { status: 502, msg: 'Missing arguments : merchant_id' }
    if (!merchantIds.includes(body.merchant_id)) return { status: TAPPAY_STATUS.merchantNotFound, msg: 'Merchant not found or removed' }
    if (!Number.isInteger(body.amount) || body.amount < 1) return { status: TAPPAY_STATUS.invalidAmount, msg: 'Invalid arguments : amount' }
    const held = primes.get(body.prime)
    primes.delete(body.prime)
    if (!held) return { status: TAPPAY_STATUS.invalidPrime, msg: 'Invalid arguments : prime' }
    if (held.expiresAt < now()) return { status: TAPPAY_STATUS.expiredPrime, msg: 'Expired prime' }
    if (body.bank_transaction_id && [...trades.values()].some((t) => t.bank_transaction_id === body.bank_transaction_id))
      return { status: 10013, msg: 'Duplicate bank_transaction_id' }
    const { card } = held
    if (isRedirectWalletName(card.wallet)) return startWalletPayment(body, card)
    const declined = card.number === SANDBOX_CARDS.decline
    const challenge = card.number === SANDBOX_CARDS.threeDSecure
    if (challenge && !body.three_domain_secure) return { status: TAPPAY_STATUS.cardError, msg: 'Card Error: 3-D Secure required' }
    const rec = newId('D')
    const slow = card.number === SANDBOX_CARDS.slow
    const trade: Transaction = {
      rec_trade_id: rec,
      bank_transaction_id: body.bank_transaction_id ?? newId('B'),
      order_number: body.order_number,
      amount: body.amount,
      original_amount: body.amount,
      currency: 'TWD',
      record_status: declined ? RECORD_STATUS.error : challenge ? RECORD_STATUS.pending : RECORD_STATUS.ok,
      merchant_id: body.merchant_id,
      time: now(),
      card_info: { bin_code: card.bin, last_four: card.lastFour, issuer: 'SANDBOX BANK', funding: 0, type: 1, country: 'TAIWAN' },
      auth_code: declined ? undefined : String(100000 + Math.floor(Math.random() * 899999)),
      refunded: 0,
      refunds: [],
      card,
      request: body,
      // The bank answered late: TapPay's record of it is written later still.
      visibleAt: now() + (slow ? (options.slowRecordDelayMs ?? 40_000) : 0),
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
    if (slow) await new Promise((resolve) => setTimeout(resolve, options.slowMs ?? 35_000))
    else if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs))
    return reply
  }

  /** Pay by Prime with a LINE Pay / JKO Pay prime: nothing charged yet, the record pending, the wallet's page to go to. */
  function startWalletPayment(body: PayByPrimeRequest, card: Card): PayByPrimeResponse {
    const result = body.result_url
    if (!result?.frontend_redirect_url || !result.backend_notify_url) return { status: 502, msg: 'Missing arguments : result_url' }
    const rec = newId('D')
    const trade: Transaction = {
      rec_trade_id: rec,
      bank_transaction_id: body.bank_transaction_id ?? newId('B'),
      order_number: body.order_number,
      amount: body.amount,
      original_amount: body.amount,
      currency: 'TWD',
      record_status: RECORD_STATUS.pending,
      merchant_id: body.merchant_id,
      time: now(),
      refunded: 0,
      refunds: [],
      card,
      request: body,
      paymentUrl: `${origin}/wallet/pay?rec_trade_id=${rec}`,
      visibleAt: now(),
    }
    trades.set(rec, trade)
    log(`pay-by-prime ${rec} ${body.amount} TWD ${card.wallet} → payment_url`)
    return {
      status: TAPPAY_STATUS.success,
      msg: 'Success',
      rec_trade_id: rec,
      bank_transaction_id: trade.bank_transaction_id,
      order_number: body.order_number,
      amount: body.amount,
      currency: 'TWD',
      acquirer: card.wallet === 'line_pay' ? 'LINE_PAY' : 'JKO_PAY',
      transaction_time_millis: trade.time,
      payment_url: trade.paymentUrl,
    }
  }

  /** The wallet's page at payment_url: the amount, Approve and Cancel (its own origin, as LINE Pay's and JKO Pay's are). */
  function walletPage(rec: string) {
    const trade = trades.get(rec)
    const wallet = trade?.card.wallet
    if (!trade || !isRedirectWalletName(wallet) || trade.record_status !== RECORD_STATUS.pending)
      return '<!doctype html><title>Wallet</title><p>Unknown or finished payment.</p>'
    const name = SANDBOX_WALLETS[wallet].name
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${name} — Sandbox</title><style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#222}
button{font:inherit;padding:.7rem 1.2rem;margin:.3rem .3rem 0 0;border-radius:6px;border:1px solid #06c755;cursor:pointer}
.ok{background:#06c755;color:#fff}.no{background:#fff;color:#a22;border-color:#a22}</style></head><body>
<h1 data-testid="wallet-name">${name} · Sandbox</h1><p>Pay <strong data-testid="wallet-amount">NT$${trade.amount}</strong> to ${escapeHtml(trade.merchant_id ?? '')}?</p>
<form method="post" action="/wallet/complete"><input type="hidden" name="rec_trade_id" value="${escapeHtml(rec)}">
<button class="ok" name="result" value="approve" data-testid="wallet-approve">Approve payment</button>
<button class="no" name="result" value="cancel" data-testid="wallet-cancel">Cancel</button></form></body></html>`
  }

  /** After the bank's check or the wallet's page: the server-to-server notify first, then the browser back to the shop. */
  async function finishRedirect(trade: Transaction, passed: boolean, failureStatus: number, res: ServerResponse) {
    trade.record_status = passed ? RECORD_STATUS.ok : RECORD_STATUS.error
    await notify(trade)
    const back = new URL(trade.request.result_url!.frontend_redirect_url)
    const query: FrontendRedirectQuery = {
      rec_trade_id: trade.rec_trade_id,
      ...(trade.order_number ? { order_number: trade.order_number } : {}),
      bank_transaction_id: trade.bank_transaction_id ?? '',
      status: String(passed ? TAPPAY_STATUS.success : failureStatus),
    }
    for (const [name, value] of Object.entries(query)) back.searchParams.set(name, value)
    res.writeHead(302, { location: back.toString() }).end()
  }

  async function completeWallet(form: URLSearchParams, res: ServerResponse) {
    const trade = trades.get(form.get('rec_trade_id') ?? '')
    if (!trade || !isRedirectWalletName(trade.card.wallet) || trade.record_status !== RECORD_STATUS.pending)
      return send(res, 404, '<p>Unknown or finished payment.</p>')
    const expired = now() - (trade.time ?? 0) > WALLET_PAGE_MINUTES * 60_000
    const approved = form.get('result') === 'approve' && !expired
    log(`wallet ${trade.rec_trade_id} → ${approved ? 'approved' : expired ? 'expired' : 'cancelled'}`)
    return finishRedirect(trade, approved, WALLET_CANCELLED.status, res)
  }

  /** A trade as the Record API shows it: `amount` is what is left after refunds (as TapPay's, see ../protocol.ts). */
  function recordOf({ refunded, refunds: _refunds, card: _card, request: _request, paymentUrl: _url, visibleAt: _visible, ...record }: Transaction): TradeRecord {
    return { ...record, amount: record.original_amount! - refunded, original_amount: record.original_amount, refunded_amount: refunded }
  }

  function query(body: RecordQueryRequest) {
    const f = body.filters ?? {}
    const records = [...trades.values()]
      .filter(
        (t) =>
          t.visibleAt <= now() &&
          (!f.rec_trade_id || t.rec_trade_id === f.rec_trade_id) &&
          (!f.bank_transaction_id || t.bank_transaction_id === f.bank_transaction_id) &&
          (!f.order_number || t.order_number === f.order_number),
      )
      .map(recordOf)
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
    const bankRefundId = body.bank_refund_id ?? null
    if (bankRefundId !== null && (bankRefundId.length > 20 || !/^[A-Za-z0-9_-]+$/.test(bankRefundId))) return { status: 599, msg: 'Invalid arguments : bank_refund_id' }
    if (bankRefundId !== null && [...trades.values()].some((t) => t.refunds.some((r) => r.bankRefundId === bankRefundId))) return DUPLICATE_REFUND_ID
    if (trade.record_status !== RECORD_STATUS.ok && trade.record_status !== RECORD_STATUS.partiallyRefunded)
      return { status: 10020, msg: 'Transaction cannot be refunded in its status' }
    const left = trade.original_amount! - trade.refunded
    const amount = body.amount ?? left
    if (!Number.isInteger(amount) || amount < 1 || amount > left) return { status: TAPPAY_STATUS.invalidAmount, msg: 'Invalid arguments : amount' }
    if (amount < left && trade.card.number === SANDBOX_CARDS.noPartialRefund) return PARTIAL_REFUND_REFUSED
    const refundId = newId('R')
    trade.refunded += amount
    trade.refunds.push({ refundId, bankRefundId, amount, time: now() })
    trade.record_status = trade.refunded >= trade.original_amount! ? RECORD_STATUS.refunded : RECORD_STATUS.partiallyRefunded
    log(`refund ${trade.rec_trade_id} ${amount} TWD${bankRefundId ? ` (${bankRefundId})` : ''}`)
    return { status: 0, msg: 'Success', refund_id: refundId, refund_amount: amount, is_captured: true, currency: 'TWD' }
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
<button class="no" name="result" value="fail" data-testid="3ds-fail">Fail authentication</button></form>${
      trade.request.result_url?.go_back_url
        ? `<p><a href="${escapeHtml(trade.request.result_url.go_back_url)}" data-testid="3ds-go-back">Go back to the shop</a></p>`
        : ''
    }</body></html>`
  }

  async function completeChallenge(form: URLSearchParams, res: ServerResponse) {
    const trade = trades.get(form.get('rec_trade_id') ?? '')
    if (!trade || trade.record_status !== RECORD_STATUS.pending) return send(res, 404, '<p>Unknown or finished transaction.</p>')
    // The server-to-server notify first, then the browser back to the shop (back.html, 3D secure flow).
    return finishRedirect(trade, form.get('result') === 'pass', TAPPAY_STATUS.cardError, res)
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
      if (path === '/wallet/pay') return send(res, 200, walletPage(url.searchParams.get('rec_trade_id') ?? ''))
      if (path === '/sandbox/transactions')
        return send(res, 200, [...trades.values()].map(({ card: _c, request: _r, ...t }) => t))
      if (path === '/sandbox/notifies') return send(res, 200, notifyTries)
      return send(res, 404, { status: 404, msg: 'Not found' })
    }
    if (req.method !== 'POST') return send(res, 405, { status: 405, msg: 'Use POST' })
    // A request dropped on the way: nothing is done, and nothing comes back.
    if (path === '/tpc/transaction/refund' && take('dropRefundRequests')) return void req.socket.destroy()
    const raw = await readBody(req)
    if (path === '/3ds/complete') return completeChallenge(new URLSearchParams(raw), res)
    if (path === '/wallet/complete') return completeWallet(new URLSearchParams(raw), res)
    let body: Record<string, unknown>
    try {
      body = JSON.parse(raw) as Record<string, unknown>
    } catch {
      return send(res, 200, { status: 5, msg: 'Wrong JSON format' })
    }
    if (path === '/tpc/getPrime') return send(res, 200, getPrime(body))
    if (path === '/sandbox/clock') {
      await advance(Number(body.advanceMs) || 0)
      return send(res, 200, { now: now() })
    }
    if (path === '/sandbox/faults') {
      setFaults(body as SandboxFaults)
      return send(res, 200, faults)
    }
    // Backend APIs: authenticated by the partner key in x-api-key and in the body (back.html).
    if (req.headers['x-api-key'] !== partnerKey || body.partner_key !== partnerKey) return send(res, 200, { status: 80, msg: 'Invaild x-api-key or app key' })
    if (path === '/tpc/payment/pay-by-prime') {
      const reply = await payByPrime(body as PayByPrimeRequest)
      return take('losePayReplies') ? void req.socket.destroy() : send(res, 200, reply)
    }
    if (path === '/tpc/transaction/query')
      return faults.recordUnavailable ? send(res, 503, { status: 503, msg: 'Service unavailable' }) : send(res, 200, query(body as unknown as RecordQueryRequest))
    if (path === '/tpc/transaction/refund') {
      const reply = refund(body as unknown as RefundRequest)
      // Done, but the answer never arrives (a lost reply): the caller must find out from the record.
      return take('loseRefundReplies') ? void req.socket.destroy() : send(res, 200, reply)
    }
    return send(res, 404, { status: 404, msg: 'Not found' })
  }

  async function advance(ms: number) {
    clockOffset += Math.max(0, ms)
    await sendDueNotifies()
  }

  function setFaults(next: SandboxFaults) {
    faults.loseRefundReplies += Math.max(0, Number(next.loseRefundReplies) || 0)
    faults.dropRefundRequests += Math.max(0, Number(next.dropRefundRequests) || 0)
    faults.losePayReplies += Math.max(0, Number(next.losePayReplies) || 0)
    if (typeof next.recordUnavailable === 'boolean') faults.recordUnavailable = next.recordUnavailable
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
        advance,
        fault: setFaults,
        notifies: () => [...notifyTries],
        close: () =>
          new Promise((done) => {
            clearInterval(notifyTimer)
            server.closeAllConnections()
            server.close(() => done())
          }),
      })
    })
  })
}
