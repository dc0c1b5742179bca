/**
 * Issue 38 §4–5 through the route files, against the local TapPay and ECPay e-invoice sandboxes: support's partial or
 * goodwill refund (at most what is left, with a reason; one refund at TapPay and one allowance (折讓) even when 40
 * identical requests race), undoing a mistaken handover, every role refused on the server but support and admin, and
 * the order's history as data, written out in the reader's language.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as orderRoute } from '@/app/(frontend)/api/staff/order/route'
import { POST as refundRoute } from '@/app/(frontend)/api/staff/refund/route'
import { POST as undoRoute } from '@/app/(frontend)/api/staff/undoHandover/route'
import { POST as cancelRoute } from '@/app/(frontend)/api/staff/cancel/route'
import type { DeskOrder } from '@/lib/views/staffDesk'
import { sqlHandle } from '@/server/db/transaction'
import { memberOrderViews } from '@/server/orders/memberOrders'
import { startEcpayInvoiceSandbox, type EcpayInvoiceSandbox } from '../../dev/sandboxes/ecpayInvoice'
import { startTapPaySandbox, type Sandbox } from '../../dev/sandboxes/tappay/server'

import { B2C, BBC, createTestOrder, keepEnv, localLogin, MEMBER, MEMBER_PASSWORD, MESSAGES, payByCard, payload as getPayload, postJson, STAFF, STAFF_PASSWORD, waitFor } from './helpers'

type Route = (request: Request) => Promise<Response>
type Who = 'anonymous' | 'member' | 'b2c' | 'bbc' | 'editor' | 'support' | 'counter' | 'admin'

let payload: Payload
let tappay: Sandbox
let invoices: EcpayInvoiceSandbox
let tpe: number
const tokens = {} as Record<Exclude<Who, 'anonymous'>, string>
let seq = 0
const key = (p = 'refund') => `int-${p}-${Date.now().toString(36)}-${++seq}`

const call = <T>(route: Route, path: string, body: unknown, who: Who, lang = 'en') =>
  postJson<T>(route, path, body, { lang, ...(who === 'anonymous' ? {} : { authorization: `JWT ${tokens[who]}` }) })

const orderRow = (id: number) => payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true })
const refundsAtTapPay = (orderNumber: string) => tappay.transactions().filter((t) => t.order_number === orderNumber).flatMap((t) => t.refunds.map((r) => r.amount))
const invoiceAtEcpay = (number: string) => invoices.invoices.find((i) => i.number === number)!

/** A SIM card order paid by card through the checkout (TapPay sandbox), awaiting pickup, with its e-invoice issued (ECPay sandbox). */
async function paidPickupOrder() {
  const order = await createTestOrder({ airport: tpe })
  expect((await payByCard(order.orderNumber, tappay.url, key('pay'))).status).toBe(200)
  const invoiced = await waitFor(async () => {
    const row = await orderRow(order.id)
    return row.invoice?.number ? row : null
  }, 'the e-invoice to be issued')
  expect(invoiced.status).toBe('pendingPickup')
  return { id: order.id, orderNumber: order.orderNumber, invoiceNumber: invoiced.invoice!.number! }
}

/** What the desk shows of the order, in `lang`. */
const deskView = async (orderId: number, lang = 'en') => (await call<DeskOrder>(orderRoute, '/api/staff/order', { orderId }, 'support', lang)).body.data

const restoreEnv = keepEnv(['ECPAY_INVOICE_URL', 'SMTP_URL', 'TAPPAY_API_URL', 'TAPPAY_SDK_URL'])

beforeAll(async () => {
  invoices = await startEcpayInvoiceSandbox()
  process.env.ECPAY_INVOICE_URL = invoices.url
  delete process.env.SMTP_URL
  tappay = await startTapPaySandbox()
  process.env.TAPPAY_API_URL = tappay.url
  process.env.TAPPAY_SDK_URL = `${tappay.url}/sdk/tpdirect.js`
  payload = await getPayload()
  for (const [who, email] of [['member', MEMBER], ['b2c', B2C], ['bbc', BBC]] as const) tokens[who] = (await localLogin('members', email, MEMBER_PASSWORD)).token
  for (const role of ['editor', 'support', 'counter', 'admin'] as const) tokens[role] = (await localLogin('staff', STAFF[role], STAFF_PASSWORD)).token
  const airports = await payload.find({ collection: 'airports', depth: 0, limit: 50, overrideAccess: true })
  tpe = airports.docs.find((a) => a.code === 'TPE')!.id
})

afterAll(async () => {
  await tappay?.close()
  await invoices?.close()
  restoreEnv()
})

describe('partial and goodwill refunds', () => {
  it('support refunds part of a paid order: TapPay refunds that amount, the order keeps its status, the e-invoice gets an allowance, the history says it in the reader’s language', async () => {
    const order = await paidPickupOrder()
    const reply = await call<{ refundTwd: number; leftTwd: number; pending: boolean }>(refundRoute, '/api/staff/refund', { orderId: order.id, amountTwd: 120, reason: 'late pickup', requestKey: key() }, 'support')
    expect(reply.status, JSON.stringify(reply.body)).toBe(200)
    expect(reply.body.data).toMatchObject({ orderNumber: order.orderNumber, refundTwd: 120, leftTwd: 330, pending: false })
    expect(refundsAtTapPay(order.orderNumber)).toEqual([120])
    const after = await orderRow(order.id)
    expect(after.status).toBe('pendingPickup')
    expect(after.refund).toMatchObject({ state: 'done', amountTwd: 120, lastAmountTwd: 120 })
    // The allowance (折讓) for what went back, through the ECPay adapter and its sandbox's Allowance endpoint.
    const allowed = await waitFor(async () => ((await orderRow(order.id)).invoice?.allowances?.length ? orderRow(order.id) : null), 'the allowance')
    expect(allowed.invoice!.allowances).toMatchObject([{ amountTwd: 120 }])
    expect(invoiceAtEcpay(order.invoiceNumber).allowances.map((a) => a.amount)).toEqual([120])
    expect(allowed.invoice?.voidedAt ?? null).toBeNull()

    const zh = await deskView(order.id, 'zh-tw')
    expect(zh.history.at(-1)).toMatchObject({ event: 'refundPart', from: 'pendingPickup', to: 'pendingPickup', note: '部分退款 NT$120（尚可退 NT$330） — 原因：late pickup' })
    expect((await deskView(order.id, 'jp')).history.at(-1)!.note).toBe('NT$120を一部返金しました（残りの返金可能額NT$330） — 理由：late pickup')
    expect(zh.actions.refundPart).toEqual({ allowed: true, leftTwd: 330, pending: false })
    // The cancellation that follows refunds what is left less the fee: 450 − 120 − 30.
    expect(zh.actions.cancel).toMatchObject({ allowed: true, kind: 'refund', feeTwd: 30, refundTwd: 300 })
    // The traveller's own cancel dialog quotes the same: what went back already, the fee, and the rest.
    const [mine] = await memberOrderViews(payload, [await payload.findByID({ collection: 'orders', id: order.id, depth: 0, overrideAccess: true })], 'TWD', 'en')
    expect(mine!.cancellation).toMatchObject({ allowed: true, kind: 'refund', paidTwd: 450, refundedTwd: 120, feeTwd: 30, refundTwd: 300, refunded: { twd: 120 } })
    const cancelled = await call(cancelRoute, '/api/staff/cancel', { orderId: order.id }, 'support')
    expect(cancelled.body.data).toMatchObject({ status: 'refunded', feeTwd: 30, refundTwd: 300 })
    expect(refundsAtTapPay(order.orderNumber)).toEqual([120, 300])
    const settled = await waitFor(async () => ((await orderRow(order.id)).invoice?.allowances?.length === 2 ? orderRow(order.id) : null), 'the second allowance')
    expect(settled.invoice!.allowances!.map((a) => a.amountTwd)).toEqual([120, 300])
    expect(settled.refund).toMatchObject({ amountTwd: 420, feeTwd: 30 })
    expect((await deskView(order.id, 'zh-tw')).history.at(-1)!.note).toBe('已退款 NT$300，手續費 NT$30')
  })

  it('a refund larger than what is left is refused with the field’s message in the desk’s language, and nothing moves', async () => {
    const order = await paidPickupOrder()
    expect((await call(refundRoute, '/api/staff/refund', { orderId: order.id, amountTwd: 400, reason: 'goodwill', requestKey: key() }, 'support')).status).toBe(200)
    for (const [lang, locale] of [['jp', 'ja'], ['zh-tw', 'zh-TW'], ['en', 'en']] as const) {
      const over = await call<{ errors: Record<string, string> }>(refundRoute, '/api/staff/refund', { orderId: order.id, amountTwd: 51, reason: 'goodwill', requestKey: key() }, 'support', lang)
      expect(over.status).toBe(400)
      expect(over.body.message).toBe(MESSAGES[locale].api.validationFailed)
      expect(over.body.data.errors.amountTwd).toBe(MESSAGES[locale].validation.refundOverRemaining)
    }
    // No reason, a fraction, or nothing: said at the field, before anything is asked of TapPay.
    const bad = await call<{ errors: Record<string, string> }>(refundRoute, '/api/staff/refund', { orderId: order.id, amountTwd: 10.5, reason: '', requestKey: key() }, 'support', 'jp')
    expect(bad.status).toBe(400)
    expect(bad.body.data.errors).toMatchObject({ amountTwd: MESSAGES.ja.validation.invalidValue, reason: MESSAGES.ja.validation.required })
    expect(refundsAtTapPay(order.orderNumber)).toEqual([400])
    // What is left can still go back; then nothing is left.
    expect((await call(refundRoute, '/api/staff/refund', { orderId: order.id, amountTwd: 50, reason: 'goodwill', requestKey: key() }, 'admin')).status).toBe(200)
    const none = await call(refundRoute, '/api/staff/refund', { orderId: order.id, amountTwd: 1, reason: 'goodwill', requestKey: key() }, 'support', 'jp')
    expect(none.status).toBe(409)
    expect(none.body.message).toBe(MESSAGES.ja.api.refundNothingLeft)
    expect(refundsAtTapPay(order.orderNumber)).toEqual([400, 50])
  })

  it('40 identical refund requests at once: one refund at TapPay, one allowance, and every request gets its reply', async () => {
    const order = await paidPickupOrder()
    const body = { orderId: order.id, amountTwd: 200, reason: 'faulty card', requestKey: key() }
    const replies = await Promise.all(Array.from({ length: 40 }, () => call<{ refundTwd: number; leftTwd: number }>(refundRoute, '/api/staff/refund', body, 'support')))
    expect(replies.map((r) => r.status)).toEqual(Array(40).fill(200))
    expect(new Set(replies.map((r) => `${r.body.data.refundTwd}/${r.body.data.leftTwd}`))).toEqual(new Set(['200/250']))
    expect(refundsAtTapPay(order.orderNumber)).toEqual([200])
    const allowed = await waitFor(async () => ((await orderRow(order.id)).invoice?.allowances?.length ? orderRow(order.id) : null), 'the allowance')
    expect(allowed.refund).toMatchObject({ amountTwd: 200, state: 'done' })
    const audit = await payload.count({ collection: 'audit-log', where: { order: { equals: order.id }, action: { equals: 'refundPart' } }, overrideAccess: true })
    expect(audit.totalDocs).toBe(1)
    // The void/allowance job has run (the allowance is recorded): the sandbox holds exactly one.
    expect(invoiceAtEcpay(order.invoiceNumber).allowances.map((a) => a.amount)).toEqual([200])
    expect(allowed.invoice!.allowances).toHaveLength(1)
  })
})

describe('undoing a mistaken handover', () => {
  it('support undoes a handover with a reason: awaiting pickup again, the card serials free, the history says it', async () => {
    const order = await createTestOrder({ airport: tpe })
    const db = await sqlHandle(payload)
    await db.execute(sql`update orders set status = 'pickedUp', picked_up_at = now(), pickup_card_serials = ${`8988600${Date.now()}`} where id = ${order.id}`)
    const noReason = await call<{ errors: Record<string, string> }>(undoRoute, '/api/staff/undoHandover', { orderId: order.id, reason: '' }, 'support', 'zh-tw')
    expect(noReason.status).toBe(400)
    expect(noReason.body.data.errors.reason).toBe(MESSAGES['zh-TW'].validation.required)
    const undone = await call(undoRoute, '/api/staff/undoHandover', { orderId: order.id, reason: 'wrong traveller' }, 'support')
    expect(undone.status, JSON.stringify(undone.body)).toBe(200)
    const after = await orderRow(order.id)
    expect(after.status).toBe('pendingPickup')
    expect(after.pickedUpAt ?? null).toBeNull()
    const view = await deskView(order.id, 'jp')
    expect(view.history.at(-1)).toMatchObject({ event: 'undoPickUp', from: 'pickedUp', to: 'pendingPickup' })
    expect(view.history.at(-1)!.note).toMatch(/^お渡しを取り消しました（カード番号8988600\d+）。SIMカードは再びカウンターで受け取り待ちです — 理由：wrong traveller$/)
    // Only a handed-over order can be undone.
    const again = await call(undoRoute, '/api/staff/undoHandover', { orderId: order.id, reason: 'wrong traveller' }, 'admin', 'jp')
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(MESSAGES.ja.api.handoverNotUndoable)
  })
})

describe('only support and admins refund and undo, on the server', () => {
  const refused: Who[] = ['anonymous', 'member', 'b2c', 'bbc', 'editor', 'counter']
  it.each(refused)('%s is refused both, and nothing changes', async (who) => {
    const order = await createTestOrder({ airport: tpe })
    const db = await sqlHandle(payload)
    await db.execute(sql`update orders set status = 'pickedUp', payment_amount_twd = 450, payment_provider_ref = ${`rec-${key()}`} where id = ${order.id}`)
    const refund = await call(refundRoute, '/api/staff/refund', { orderId: order.id, amountTwd: 10, reason: 'goodwill', requestKey: key() }, who)
    const undo = await call(undoRoute, '/api/staff/undoHandover', { orderId: order.id, reason: 'wrong traveller' }, who)
    for (const reply of [refund, undo]) {
      expect(reply.status).toBe(who === 'anonymous' ? 401 : 403)
      if (who === 'anonymous') expect(reply.body.code).toBe(202)
    }
    const after = await orderRow(order.id)
    expect(after.status).toBe('pickedUp')
    expect(after.refund?.state ?? null).toBeNull()
    expect((await payload.count({ collection: 'audit-log', where: { order: { equals: order.id } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  it('admins may undo a handover too', async () => {
    const order = await createTestOrder({ airport: tpe })
    const db = await sqlHandle(payload)
    await db.execute(sql`update orders set status = 'pickedUp' where id = ${order.id}`)
    expect((await call(undoRoute, '/api/staff/undoHandover', { orderId: order.id, reason: 'pressed too early' }, 'admin')).status).toBe(200)
    expect((await orderRow(order.id)).status).toBe('pendingPickup')
  })
})
