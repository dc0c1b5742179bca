/**
 * TapPay as it really behaves where the shop's money depends on it (issue 43), against the local TapPay that now does
 * the same (dev/sandboxes/tappay/): a charge whose record appears only after the timeout (the sandbox's clock is
 * moved on, never waited for), a Record API whose `amount` is what is left after refunds, refund replies lost or
 * requests dropped, partial refunds refused, merchant-side refusals, and a backend notify (unsigned, as TapPay's) sent
 * again after 1, 2, 4, 8 and 16 minutes when not answered with 200. The real route handlers, the real adapter, the real
 * maintenance task; "a minute later" on our side is the attempt's or refund's next-check time moved back in the database.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as checkoutRoute } from '@/app/(frontend)/api/checkout/route'
import { POST as resultRoute } from '@/app/(frontend)/api/checkout/result/route'
import { POST as notifyRoute } from '@/app/(provider)/api/checkout/notify/route'
import { dashboardData } from '@/server/admin/dashboard'
import { inTransaction, sqlHandle } from '@/server/db/transaction'
import { importEsimCodes } from '@/server/fulfilment/esimInventory'
import { startEcpayInvoiceSandbox, type EcpayInvoiceSandbox } from '../../dev/sandboxes/ecpayInvoice'
import { cancelUnpaidOrder, cancelUnpaidOrders } from '@/server/orders/cancel'
import { cancelUnpaidOrdersTask } from '@/server/payments/jobs'
import { checkoutToken } from '@/server/signing/checkoutToken'
import { RECORD_STATUS } from '@/server/payments/protocol'
import { refundOrder } from '@/server/payments/refund'
import { reverseCharge } from '@/server/payments/reversal'
import { SANDBOX_CARDS, startTapPaySandbox, type Sandbox } from '../../dev/sandboxes/tappay/server'
import { payByPrime, queryRecord, refundTransaction } from '@/server/payments/tappay'

import { createTestOrder, firstEsimProductId, keepEnv, localLogin, MESSAGES, payload as getPayload, postJson, STAFF, STAFF_PASSWORD } from './helpers'

const NOTIFY_SECRET = 'tappay-settlement-notify'
let payload: Payload
let sandbox: Sandbox
let invoices: EcpayInvoiceSandbox
let seq = 0
const key = () => `int-settle-${Date.now().toString(36)}-${++seq}`

type Reply = { status: string; orderNumber: string; paymentUrl?: string; orderStatus?: string }

async function prime(card: string = SANDBOX_CARDS.success, at: Sandbox = sandbox): Promise<string> {
  const response = await fetch(`${at.url}/tpc/getPrime`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ app_id: 1, card: { number: card, expiry: '12/39', ccv: '123' } }),
  })
  return ((await response.json()) as { card: { prime: string } }).card.prime
}

async function unpaidOrder() {
  const order = await createTestOrder()
  return { id: order.id, orderNumber: order.orderNumber, token: checkoutToken(order.orderNumber), email: order.contactEmail }
}

const pay = (order: { orderNumber: string; token: string }, primeValue: string, idempotencyKey = key(), extra: Record<string, unknown> = {}) =>
  postJson<Reply>(checkoutRoute, '/api/checkout', { orderNumber: order.orderNumber, method: 'card', prime: primeValue, invoice: { type: 'memberCarrier' }, checkoutToken: order.token, ...extra }, {
    lang: 'en',
    'idempotency-key': idempotencyKey,
  })

const result = (order: { orderNumber: string; token: string }) =>
  postJson<Reply>(resultRoute, '/api/checkout/result', { orderNumber: order.orderNumber, checkoutToken: order.token }, { lang: 'en' })

const orderRow = (id: number) => payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true })
const paymentsOf = async (orderId: number) =>
  (await payload.find({ collection: 'payments', where: { order: { equals: orderId } }, depth: 0, sort: 'createdAt', overrideAccess: true })).docs
const chargesFor = (orderNumber: string, at: Sandbox = sandbox) => at.transactions().filter((t) => t.order_number === orderNumber)
const eventsOf = async (orderId: number) =>
  (await payload.find({ collection: 'order-events', where: { order: { equals: orderId } }, sort: 'createdAt', overrideAccess: true })).docs.map((e) => e.event)

/** The every-minute maintenance task, run as the worker runs it. */
const runMaintenance = () => (cancelUnpaidOrdersTask.handler as (args: { req: { payload: Payload } }) => Promise<unknown>)({ req: { payload } })

/** "A minute later" on the shop's side: what is due at the next check is due now. */
async function dueNow(orderId: number) {
  const db = await sqlHandle(payload)
  await db.execute(sql`update payments set next_record_check_at = now() - interval '1 second' where order_id = ${orderId} and next_record_check_at is not null`)
  await db.execute(sql`update orders set refund_next_try_at = now() - interval '1 second' where id = ${orderId} and refund_state = 'pending'`)
}

/** Orders and attempts as old as the unpaid-order cancel looks for. */
async function age(orderId: number, minutes: number) {
  const db = await sqlHandle(payload)
  await db.execute(sql`update orders set created_at = now() - make_interval(mins => ${minutes}) where id = ${orderId}`)
  await db.execute(sql`update payments set created_at = now() - make_interval(mins => ${minutes}) where order_id = ${orderId}`)
}

type LooseDb = { find: (args: { collection: string; where?: object; limit?: number; pagination?: boolean }) => Promise<{ docs: unknown[] }> }

/** Mails of a kind to an address: its queued job, or (once the job ran) its outbox copy — never both counted. */
async function mailsOf(to: string, kind: string): Promise<number> {
  const db = payload.db as unknown as LooseDb
  const jobs = (await db.find({ collection: 'payload-jobs', where: { queue: { equals: 'messaging' } }, limit: 2000, pagination: false })).docs as { input?: { to?: string; kind?: string } }[]
  const outbox = (await db.find({ collection: 'outbox', where: { to: { equals: to } }, limit: 200, pagination: false })).docs as { kind?: string }[]
  return Math.max(jobs.filter((j) => j.input?.to === to && j.input?.kind === kind).length, outbox.filter((o) => o.kind === kind).length)
}

const restoreEnv = keepEnv(['ECPAY_INVOICE_URL', 'SMTP_URL', 'TAPPAY_API_URL', 'TAPPAY_SDK_URL', 'TAPPAY_NOTIFY_SECRET', 'TAPPAY_TIMEOUT_MS', 'TAPPAY_MERCHANT_ID', 'TAPPAY_PARTNER_KEY', 'NEXT_PUBLIC_SITE_URL'])
const useSandbox = (at: Sandbox) => {
  process.env.TAPPAY_API_URL = at.url
  process.env.TAPPAY_SDK_URL = `${at.url}/sdk/tpdirect.js`
}

beforeAll(async () => {
  invoices = await startEcpayInvoiceSandbox()
  process.env.ECPAY_INVOICE_URL = invoices.url
  delete process.env.SMTP_URL
  // The slow card answers after 1.5 s, past the shop's 0.6 s timeout; its record appears 40 s (sandbox clock) after the charge.
  sandbox = await startTapPaySandbox({ notifySecret: NOTIFY_SECRET, slowMs: 1_500, slowRecordDelayMs: 40_000 })
  useSandbox(sandbox)
  process.env.TAPPAY_NOTIFY_SECRET = NOTIFY_SECRET
  process.env.TAPPAY_TIMEOUT_MS = '600'
  payload = await getPayload()
  const productId = await firstEsimProductId()
  const text = Array.from({ length: 30 }, (_, i) => `LPA:1$smdp.settlement.test$STL${Date.now().toString(36).toUpperCase()}-${i + 1}`).join('\n')
  await inTransaction(payload, ({ req }) => importEsimCodes(payload, req, { productId, text, dryRun: false }))
})

afterAll(async () => {
  await sandbox?.close()
  await invoices?.close()
  restoreEnv()
})

describe('a charge whose outcome TapPay did not tell in time', () => {
  it('a timeout whose record appears 40 s later: the traveller is told “being confirmed”, no second prime is taken, then the order is paid by the one charge', async () => {
    const order = await unpaidOrder()
    const first = key()
    const slowPrime = await prime(SANDBOX_CARDS.slow)
    const paying = await pay(order, slowPrime, first)
    // TapPay has no record of it yet: not "nothing was charged" (the traveller would pay again), but being confirmed.
    expect(paying.status).toBe(200)
    expect(paying.body.data).toEqual({ status: 'pending', orderNumber: order.orderNumber })
    expect(chargesFor(order.orderNumber)).toHaveLength(1)
    expect(await queryRecord({ bankTransactionId: chargesFor(order.orderNumber)[0]!.bank_transaction_id })).toEqual({ kind: 'notFound' })

    // Paying again meanwhile, with another card: refused, and that prime never reaches TapPay.
    const again = await pay(order, await prime(), key())
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(MESSAGES.en.api.paymentInProgress)
    expect(chargesFor(order.orderNumber)).toHaveLength(1)
    // The same request again, and the page asking: still being confirmed.
    expect((await pay(order, slowPrime, first)).body.data).toEqual({ status: 'pending', orderNumber: order.orderNumber })
    expect((await result(order)).body.data).toEqual({ status: 'pending', orderNumber: order.orderNumber })
    expect((await orderRow(order.id)).status).toBe('unpaid')

    // 40 s later TapPay shows the charge: the next question settles it.
    await sandbox.advance(40_000)
    expect((await result(order)).body.data).toMatchObject({ status: 'paid', orderStatus: 'delivered' })
    expect((await pay(order, slowPrime, first)).body.data).toMatchObject({ status: 'paid' })
    expect(chargesFor(order.orderNumber)).toHaveLength(1)
    expect((await paymentsOf(order.id)).map((p) => p.status)).toEqual(['succeeded'])
    expect((await orderRow(order.id)).status).toBe('delivered')
  })

  it('an unpaid order whose attempt TapPay later reports paid is never cancelled: the maintenance task asks TapPay first, with back-off', async () => {
    const order = await unpaidOrder()
    expect((await pay(order, await prime(SANDBOX_CARDS.slow))).body.data).toMatchObject({ status: 'pending' })
    await age(order.id, 45)

    // Past the unpaid-order limit, with a charge TapPay has not recorded yet: not cancelled, asked again later.
    await runMaintenance()
    expect(await cancelUnpaidOrders(payload, 30)).toBe(0)
    expect((await orderRow(order.id)).status).toBe('unpaid')
    const [attempt] = await paymentsOf(order.id)
    expect(attempt).toMatchObject({ status: 'pending', recordChecks: 1 })
    expect(new Date(attempt!.nextRecordCheckAt!).getTime()).toBeGreaterThan(Date.now())

    // TapPay records it; a minute later the task finds it: paid, delivered, never cancelled.
    await sandbox.advance(40_000)
    await dueNow(order.id)
    await runMaintenance()
    const paid = await orderRow(order.id)
    expect(paid.status).toBe('delivered')
    expect(paid.cancelledAt ?? null).toBeNull()
    expect(await eventsOf(order.id)).not.toContain('cancel')
    expect((await paymentsOf(order.id)).map((p) => p.status)).toEqual(['succeeded'])
    expect(chargesFor(order.orderNumber)).toHaveLength(1)
  })

  it('a timed-out charge found after its order was cancelled (by the traveller, meanwhile) is refunded at once and the payer mailed', async () => {
    const order = await unpaidOrder()
    await pay(order, await prime(SANDBOX_CARDS.slow))
    await inTransaction(payload, ({ req }) => cancelUnpaidOrder(payload, req, { orderId: order.id, actor: 'system', reason: 'member' }))
    await sandbox.advance(40_000)
    await age(order.id, 1)
    await runMaintenance()
    expect((await paymentsOf(order.id)).map((p) => p.status)).toEqual(['refunded'])
    expect(chargesFor(order.orderNumber)[0]!.refunds.map((r) => r.amount)).toEqual([450])
    expect((await orderRow(order.id)).status).toBe('cancelled')
    expect(await mailsOf(order.email, 'chargeReversed')).toBe(1)
  })

  it('an attempt TapPay never received is given up only after 1, 2, 4, 8 and 16 minutes of “not found”; then the order may be cancelled', async () => {
    const order = await unpaidOrder()
    // The shop's call never reached TapPay (its attempt, and nothing at the provider).
    await payload.create({
      collection: 'payments',
      overrideAccess: true,
      data: { order: order.id, idempotencyKey: key(), provider: 'tappay', method: 'card', amountTwd: 450, status: 'pending', bankTransactionId: `TSLOST${Date.now()}${++seq}` },
    })
    await age(order.id, 45)
    const waits: number[] = []
    for (let check = 1; check <= 5; check++) {
      await runMaintenance()
      const [attempt] = await paymentsOf(order.id)
      expect(attempt).toMatchObject({ status: 'pending', recordChecks: check })
      waits.push(Math.round((new Date(attempt!.nextRecordCheckAt!).getTime() - Date.now()) / 60_000))
      expect((await orderRow(order.id)).status).toBe('unpaid')
      await dueNow(order.id)
    }
    expect(waits).toEqual([1, 2, 4, 8, 16])
    await runMaintenance()
    expect((await paymentsOf(order.id)).map((p) => [p.status, p.errorCode])).toEqual([['failed', 'notReceived']])
    expect((await orderRow(order.id)).status).toBe('cancelled')
  })

  it('a late record already refunded at TapPay (its `amount` is what is left): the attempt is closed as refunded — no second refund, nothing for staff', async () => {
    const order = await unpaidOrder()
    await pay(order, await prime(SANDBOX_CARDS.slow))
    const trade = chargesFor(order.orderNumber)[0]!
    // Someone refunded it in TapPay's portal before the shop heard of it.
    expect(await refundTransaction(trade.rec_trade_id)).toMatchObject({ ok: true, amountTwd: 450 })
    await sandbox.advance(40_000)
    expect(await queryRecord({ recTradeId: trade.rec_trade_id })).toMatchObject({ kind: 'succeeded', amountTwd: 450, refundedTwd: 450 })
    await age(order.id, 1)
    await runMaintenance()
    expect((await paymentsOf(order.id)).map((p) => p.status)).toEqual(['refunded'])
    expect(trade.refunds).toHaveLength(1)
    expect((await orderRow(order.id)).status).toBe('unpaid')
    const support = (await localLogin('staff', STAFF.support, STAFF_PASSWORD)).user
    expect((await dashboardData(payload, support as never, 'en')).chargesToRefund?.map((c) => c.orderNumber)).not.toContain(order.orderNumber)
  })
})

describe('what TapPay’s statuses mean', () => {
  it('a refusal for the shop’s own set-up (here 61, a merchant TapPay does not know) is not “card declined”: payment unavailable for the traveller, an error on the staff dashboard', async () => {
    const support = (await localLogin('staff', STAFF.support, STAFF_PASSWORD)).user
    const order = await unpaidOrder()
    process.env.TAPPAY_MERCHANT_ID = 'removed_CTBC'
    try {
      const refused = await pay(order, await prime())
      expect(refused.status).toBe(422)
      expect(refused.body.message).toBe(MESSAGES.en.api.paymentServiceError)
      expect(refused.body.message).not.toBe(MESSAGES.en.api.paymentDeclined)
    } finally {
      delete process.env.TAPPAY_MERCHANT_ID
    }
    const declined = await pay(order, await prime(SANDBOX_CARDS.decline))
    expect(declined.body.message).toBe(MESSAGES.en.api.paymentDeclined)
    const errors = (await dashboardData(payload, support as never, 'en')).paymentErrors ?? []
    expect(errors.find((e) => e.status === '61')).toMatchObject({ name: 'Merchant not found or removed' })
    expect(errors.map((e) => e.status)).not.toContain('10003')
    // The card is fine once the set-up is: paid.
    expect((await pay(order, await prime())).body.data).toMatchObject({ status: 'paid' })
    // Support and admins see it; an editor's dashboard has no payments.
    const editor = (await localLogin('staff', STAFF.editor, STAFF_PASSWORD)).user
    expect((await dashboardData(payload, editor as never, 'en')).paymentErrors).toBeUndefined()
  })

  it('3-D Secure carries go_back_url (the order’s payment page); Google Pay is not taken without its merchant id', async () => {
    const order = await unpaidOrder()
    expect((await pay(order, await prime(SANDBOX_CARDS.threeDSecure))).body.data).toMatchObject({ status: 'challenge' })
    expect(chargesFor(order.orderNumber)[0]!.request.result_url).toMatchObject({
      frontend_redirect_url: 'http://localhost:3000/en/checkout/return',
      go_back_url: `http://localhost:3000/en/checkout?order=${order.orderNumber}`,
    })
    const other = await unpaidOrder()
    const wallet = await pay(other, await prime(), key(), { method: 'googlePay' })
    expect(wallet.status).toBe(400)
    expect(wallet.body.data).toMatchObject({ errors: { method: MESSAGES.en.validation.invalidValue } })
    expect(chargesFor(other.orderNumber)).toHaveLength(0)
  })
})

describe('refunds: intent, TapPay, settle', () => {
  async function paidOrder(card: string = SANDBOX_CARDS.success) {
    const order = await unpaidOrder()
    expect((await pay(order, await prime(card))).body.data).toMatchObject({ status: 'paid' })
    return order
  }

  it('a refund whose reply is lost (and the record not readable just then), retried: one refund, settled once by the record', async () => {
    const order = await paidOrder()
    const trade = chargesFor(order.orderNumber)[0]!
    sandbox.fault({ loseRefundReplies: 1, recordUnavailable: true })
    const first = await refundOrder(payload, { orderId: order.id, feeTwd: 30, actor: 'system' })
    sandbox.fault({ recordUnavailable: false })
    // TapPay refunded; the shop does not know yet. The order is refunded (goods back), the money not confirmed.
    expect(first).toMatchObject({ refundedTwd: 420, feeTwd: 30, pending: true })
    expect(trade.refunds.map((r) => r.amount)).toEqual([420])
    const pending = await orderRow(order.id)
    expect(pending).toMatchObject({ status: 'refunded', refund: { state: 'pending', amountTwd: 420, feeTwd: 30, refundedAt: null } })
    expect(pending.refund?.problem).toMatch(/^no answer/)
    expect(await mailsOf(order.email, 'orderRefunded')).toBe(0)

    // The maintenance task's retry reads TapPay's record: refunded. Nothing is sent again.
    await dueNow(order.id)
    await Promise.all([runMaintenance(), runMaintenance()])
    expect(trade.refunds.map((r) => [r.amount, r.bankRefundId])).toEqual([[420, pending.refund!.bankRefundId]])
    const settled = await orderRow(order.id)
    expect(settled.refund).toMatchObject({ state: 'done', amountTwd: 420, feeTwd: 30 })
    expect(settled.refund?.refundedAt).toBeTruthy()
    expect(await mailsOf(order.email, 'orderRefunded')).toBe(1)
    expect((await eventsOf(order.id)).filter((e) => e === 'refund')).toHaveLength(1)
  })

  it('a refund request dropped on the way, retried with the same bank_refund_id: refunded once', async () => {
    const order = await paidOrder()
    const trade = chargesFor(order.orderNumber)[0]!
    sandbox.fault({ dropRefundRequests: 1 })
    expect(await refundOrder(payload, { orderId: order.id, feeTwd: 30, actor: 'system' })).toMatchObject({ pending: true })
    expect(trade.refunds).toHaveLength(0)
    const bankRefundId = (await orderRow(order.id)).refund!.bankRefundId
    await dueNow(order.id)
    await runMaintenance()
    expect(trade.refunds.map((r) => [r.amount, r.bankRefundId])).toEqual([[420, bankRefundId]])
    expect(trade.record_status).toBe(RECORD_STATUS.partiallyRefunded)
    expect((await orderRow(order.id)).refund).toMatchObject({ state: 'done', amountTwd: 420 })
    expect(await mailsOf(order.email, 'orderRefunded')).toBe(1)
  })

  it('a transaction that refuses partial refunds: the whole payment goes back, the fee waived and said so', async () => {
    const order = await paidOrder(SANDBOX_CARDS.noPartialRefund)
    const trade = chargesFor(order.orderNumber)[0]!
    expect(await refundOrder(payload, { orderId: order.id, feeTwd: 30, actor: 'system' })).toMatchObject({ refundedTwd: 450, feeTwd: 0, pending: false })
    expect(trade.refunds.map((r) => r.amount)).toEqual([450])
    const refunded = await orderRow(order.id)
    expect(refunded.refund).toMatchObject({ state: 'done', amountTwd: 450, feeTwd: 0 })
    expect(refunded.refund?.problem).toMatch(/partial refund refused \(10024 .*\): the fee was waived/)
    expect(await mailsOf(order.email, 'orderRefunded')).toBe(1)
  })

  it('a refund TapPay refuses (the shop’s key) is shown to staff and tried again; refunded in TapPay’s portal meanwhile, the retry finds it in the record', async () => {
    const support = (await localLogin('staff', STAFF.support, STAFF_PASSWORD)).user
    const order = await paidOrder()
    const trade = chargesFor(order.orderNumber)[0]!
    process.env.TAPPAY_PARTNER_KEY = 'partner_revoked'
    try {
      expect(await refundOrder(payload, { orderId: order.id, feeTwd: 30, actor: 'system' })).toMatchObject({ pending: true, refundedTwd: 420 })
    } finally {
      delete process.env.TAPPAY_PARTNER_KEY
    }
    expect(trade.refunds).toHaveLength(0)
    const listed = (await dashboardData(payload, support as never, 'en')).refundsNotConfirmed?.find((r) => r.orderNumber === order.orderNumber)
    expect(listed).toMatchObject({ amountTwd: 420, tries: 1 })
    expect(listed!.problem).toMatch(/^refused: 80 /)
    // Staff refund it in TapPay's portal; the next try reads the record and settles, sending nothing more.
    await refundTransaction(trade.rec_trade_id, { amountTwd: 420 })
    await dueNow(order.id)
    await runMaintenance()
    expect(trade.refunds.map((r) => r.amount)).toEqual([420])
    expect((await orderRow(order.id)).refund).toMatchObject({ state: 'done', amountTwd: 420, feeTwd: 30 })
    expect(await mailsOf(order.email, 'orderRefunded')).toBe(1)
    expect((await dashboardData(payload, support as never, 'en')).refundsNotConfirmed?.map((r) => r.orderNumber)).not.toContain(order.orderNumber)
  })

  it('a charge refunded because its order could not take it, its reply lost: one refund (one bank_refund_id), settled by the record', async () => {
    const order = await paidOrder()
    const extra = await payByPrime({
      prime: await prime(),
      amountTwd: 450,
      orderNumber: order.orderNumber,
      bankTransactionId: `TSREV${Date.now()}${++seq}`,
      details: 'eSIM',
      cardholder: { name: 'ORDER TEST', email: order.email, phoneNumber: '+886912345678' },
      resultUrl: { frontendRedirectUrl: 'http://localhost/checkout/return', backendNotifyUrl: 'http://localhost/api/checkout/notify' },
    })
    const recTradeId = (extra as { recTradeId: string }).recTradeId
    const payment = await payload.create({
      collection: 'payments',
      overrideAccess: true,
      data: { order: order.id, idempotencyKey: key(), provider: 'tappay', method: 'card', amountTwd: 450, status: 'succeeded', providerRef: recTradeId, errorCode: 'refundDue' },
    })
    const charge = { recTradeId, amountTwd: 450, cardLast4: '4242' }
    sandbox.fault({ loseRefundReplies: 1, recordUnavailable: true })
    expect(await reverseCharge(payload, { id: payment.id, orderId: order.id }, charge)).toBe(false)
    sandbox.fault({ recordUnavailable: false })
    // No answer: still due (resumed later), not "refused" for staff.
    expect(await payload.findByID({ collection: 'payments', id: payment.id, overrideAccess: true })).toMatchObject({ status: 'succeeded', errorCode: 'refundDue' })
    expect(await reverseCharge(payload, { id: payment.id, orderId: order.id }, charge)).toBe(true)
    const trade = sandbox.transactions().find((t) => t.rec_trade_id === recTradeId)!
    expect(trade.refunds).toHaveLength(1)
    expect(await payload.findByID({ collection: 'payments', id: payment.id, overrideAccess: true })).toMatchObject({ status: 'refunded', bankRefundId: trade.refunds[0]!.bankRefundId })
  })
})

describe('the backend notify, sent again until answered with 200', () => {
  let relay: Server

  beforeAll(async () => {
    // The shop's notify route behind a real address the sandbox can post to (TapPay calls the public site).
    relay = createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (chunk: Buffer) => chunks.push(chunk))
      req.on('end', () => {
        const headers = new Headers({ 'content-type': 'application/json' })
        for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string' && name.startsWith('x-')) headers.set(name, value)
        void notifyRoute(new Request(`http://localhost${req.url}`, { method: 'POST', headers, body: Buffer.concat(chunks) })).then((response) =>
          res.writeHead(response.status).end(),
        )
      })
    })
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', () => resolve()))
    process.env.NEXT_PUBLIC_SITE_URL = `http://127.0.0.1:${(relay.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    await new Promise((resolve) => relay?.close(resolve))
    delete process.env.NEXT_PUBLIC_SITE_URL
  })

  const passChallenge = (at: Sandbox, recTradeId: string) =>
    fetch(`${at.url}/3ds/complete`, { method: 'POST', body: new URLSearchParams({ rec_trade_id: recTradeId, result: 'pass' }), redirect: 'manual' })

  it('not answered with 200 while TapPay’s records cannot be read, it comes again after 1 and 2 minutes; the one answered pays the order', async () => {
    const order = await unpaidOrder()
    expect((await pay(order, await prime(SANDBOX_CARDS.threeDSecure))).body.data).toMatchObject({ status: 'challenge' })
    const trade = chargesFor(order.orderNumber)[0]!
    const tries = () => sandbox.notifies().filter((n) => n.recTradeId === trade.rec_trade_id)
    sandbox.fault({ recordUnavailable: true })
    await passChallenge(sandbox, trade.rec_trade_id)
    // The shop could not read TapPay's record: not 200, so TapPay tries again.
    expect(tries().map((n) => n.status)).toEqual([503])
    expect((await orderRow(order.id)).status).toBe('unpaid')
    await sandbox.advance(59_000)
    expect(tries()).toHaveLength(1)
    await sandbox.advance(1_000)
    expect(tries().map((n) => n.status)).toEqual([503, 503])
    sandbox.fault({ recordUnavailable: false })
    await sandbox.advance(2 * 60_000)
    expect(tries().map((n) => n.status)).toEqual([503, 503, 200])
    expect((await orderRow(order.id)).status).toBe('delivered')
  })

  it('never answered with 200, it is sent 5 more times — after 1, 2, 4, 8 and 16 minutes — then given up', async () => {
    const order = await unpaidOrder()
    await pay(order, await prime(SANDBOX_CARDS.threeDSecure))
    const trade = chargesFor(order.orderNumber)[0]!
    sandbox.fault({ recordUnavailable: true })
    try {
      await passChallenge(sandbox, trade.rec_trade_id)
      for (const minutes of [1, 2, 4, 8, 16, 60]) await sandbox.advance(minutes * 60_000)
    } finally {
      sandbox.fault({ recordUnavailable: false })
    }
    const tries = sandbox.notifies().filter((n) => n.recTradeId === trade.rec_trade_id)
    expect(tries.map((n) => n.status)).toEqual(Array(6).fill(503))
    expect(tries.slice(1).map((n, i) => Math.round((n.at - tries[i]!.at) / 60_000))).toEqual([1, 2, 4, 8, 16])
  })

  it('as TapPay’s, the notify of a TapPay without a notify secret is unsigned (the shop re-reads the record whatever it says)', async () => {
    const plain = await startTapPaySandbox({})
    try {
      useSandbox(plain)
      const order = await unpaidOrder()
      await pay(order, await prime(SANDBOX_CARDS.threeDSecure, plain))
      const trade = chargesFor(order.orderNumber, plain)[0]!
      await passChallenge(plain, trade.rec_trade_id)
      expect(plain.notifies().map((n) => [n.recTradeId, n.signed])).toEqual([[trade.rec_trade_id, false]])
    } finally {
      useSandbox(sandbox)
      await plain.close()
    }
  })
})
