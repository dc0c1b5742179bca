/**
 * A whole refund after a partial one, before the invoice's filing deadline (issue 38, ECPay AllowanceInvalid): the
 * allowance (折讓) of the partial refund is invalidated at ECPay (作廢折讓 /AllowanceInvalid) and then the invoice is
 * voided (ECPay voids no invoice while an allowance stands on it) — not a second allowance for the rest. Through the
 * route files, against the local TapPay sandbox and the ECPay sandbox, which speaks ECPay's protocol.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as cancelRoute } from '@/app/(frontend)/api/staff/cancel/route'
import { POST as orderRoute } from '@/app/(frontend)/api/staff/order/route'
import { POST as refundRoute } from '@/app/(frontend)/api/staff/refund/route'
import type { DeskOrder } from '@/lib/views/staffDesk'
import { startEcpayInvoiceSandbox, type EcpayInvoiceSandbox } from '../../dev/sandboxes/ecpayInvoice'
import { startTapPaySandbox, type Sandbox } from '../../dev/sandboxes/tappay/server'

import { createTestOrder, keepEnv, localLogin, payByCard, payload as getPayload, postJson, STAFF, STAFF_PASSWORD, waitFor } from './helpers'

type Route = (request: Request) => Promise<Response>

let payload: Payload
let tappay: Sandbox
let invoices: EcpayInvoiceSandbox
let tpe: number
let token: string
let seq = 0
const key = (p = 'refund') => `int-${p}-${Date.now().toString(36)}-${++seq}`

const call = <T>(route: Route, path: string, body: unknown) => postJson<T>(route, path, body, { lang: 'en', authorization: `JWT ${token}` })
const orderRow = (id: number) => payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true })
const invoiceAtEcpay = (number: string) => invoices.invoices.find((i) => i.number === number)!

/** A SIM card order of NT$450 paid by card (TapPay sandbox), awaiting pickup, with its e-invoice issued (ECPay sandbox). */
async function paidPickupOrder() {
  const order = await createTestOrder({ airport: tpe })
  expect((await payByCard(order.orderNumber, tappay.url, key('pay'))).status).toBe(200)
  const invoiced = await waitFor(async () => {
    const row = await orderRow(order.id)
    return row.invoice?.number ? row : null
  }, 'the e-invoice to be issued')
  return { id: order.id, orderNumber: order.orderNumber, invoiceNumber: invoiced.invoice!.number! }
}

/** Support's partial refund of 120 and its allowance, recorded on the order and held at ECPay. */
async function partlyRefunded() {
  const order = await paidPickupOrder()
  expect((await call(refundRoute, '/api/staff/refund', { orderId: order.id, amountTwd: 120, reason: 'late pickup', requestKey: key() })).status).toBe(200)
  await waitFor(async () => ((await orderRow(order.id)).invoice?.allowances?.length ? true : null), 'the allowance of the partial refund')
  expect(invoiceAtEcpay(order.invoiceNumber).allowances.map((a) => a.amount)).toEqual([120])
  return order
}

/** The order once its invoice is voided, and the checks every path shares: one allowance, invalidated, none added. */
async function expectVoidedAfterInvalidation(order: { id: number; invoiceNumber: string }) {
  const voided = await waitFor(async () => {
    const row = await orderRow(order.id)
    return row.invoice?.voidedAt ? row : null
  }, 'the invoice to be voided', 60_000)
  const atEcpay = invoiceAtEcpay(order.invoiceNumber)
  expect(atEcpay.invalid).toBe(true)
  expect(atEcpay.allowances.map((a) => [a.amount, a.invalid ?? false])).toEqual([[120, true]])
  expect(voided.invoice!.allowances!.map((a) => [a.amountTwd, Boolean(a.invalidatedAt)])).toEqual([[120, true]])
  expect(voided.invoice!.error ?? null).toBeNull()
  const desk = (await call<DeskOrder>(orderRoute, '/api/staff/order', { orderId: order.id })).body.data
  expect(desk.invoice!.voidedAt).not.toBeNull()
  expect(desk.invoice!.allowances[0]!.invalidatedAt).not.toBeNull()
  return voided
}

const restoreEnv = keepEnv(['ECPAY_INVOICE_URL', 'SMTP_URL', 'TAPPAY_API_URL', 'TAPPAY_SDK_URL'])

beforeAll(async () => {
  invoices = await startEcpayInvoiceSandbox()
  process.env.ECPAY_INVOICE_URL = invoices.url
  delete process.env.SMTP_URL
  tappay = await startTapPaySandbox()
  process.env.TAPPAY_API_URL = tappay.url
  process.env.TAPPAY_SDK_URL = `${tappay.url}/sdk/tpdirect.js`
  payload = await getPayload()
  token = (await localLogin('staff', STAFF.support, STAFF_PASSWORD)).token
  const airports = await payload.find({ collection: 'airports', depth: 0, limit: 50, overrideAccess: true })
  tpe = airports.docs.find((a) => a.code === 'TPE')!.id
})

afterAll(async () => {
  await tappay?.close()
  await invoices?.close()
  restoreEnv()
})

describe('a whole refund after a partial one, before the filing deadline', () => {
  it('the rest refunded by support: the allowance is invalidated at ECPay, then the invoice voided (no second allowance)', async () => {
    const order = await partlyRefunded()
    expect((await call(refundRoute, '/api/staff/refund', { orderId: order.id, amountTwd: 330, reason: 'goodwill', requestKey: key() })).status).toBe(200)
    const voided = await expectVoidedAfterInvalidation(order)
    expect(voided.refund).toMatchObject({ amountTwd: 450 })
  }, 120_000)

  it('a cancellation with the fee waived after a partial refund: the same (the whole NT$450 went back)', async () => {
    const order = await partlyRefunded()
    const cancelled = await call(cancelRoute, '/api/staff/cancel', { orderId: order.id, waiveFee: true, reason: 'counter closed' })
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200)
    expect(cancelled.body.data).toMatchObject({ status: 'refunded', feeTwd: 0, refundTwd: 330 })
    await expectVoidedAfterInvalidation(order)
  }, 120_000)

  it('ECPay’s reply to the invalidation lost: its remaining amount shows it was done, and the invoice is voided once', async () => {
    const order = await partlyRefunded()
    invoices.fail({ endpoint: 'AllowanceInvalid', kind: 'lostReply' })
    expect((await call(refundRoute, '/api/staff/refund', { orderId: order.id, amountTwd: 330, reason: 'goodwill', requestKey: key() })).status).toBe(200)
    await expectVoidedAfterInvalidation(order)
  }, 120_000)
})
