/**
 * E-invoices end to end on the run's PostgreSQL: the real issueInvoice / voidInvoice jobs and the real
 * ECPay adapter, against a local HTTP server speaking ECPay's B2C e-invoice protocol (the sandbox of
 * dev/sandboxes/ecpayInvoice.ts, started here, its failures scripted per test). No SMTP_URL: the
 * receipt mail is delivered to the admin outbox, which is read back.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { InvoiceChoice } from '@/lib/schemas/invoice'
import type { Order } from '@/payload-types'
import { inTransaction } from '@/server/db/transaction'
import { orderInvoiceFields } from '@/lib/invoiceChoice'
import { relateNumberOf } from '@/server/invoice/ecpay'
import { startEcpayInvoiceSandbox, type EcpayInvoiceSandbox } from '../../dev/sandboxes/ecpayInvoice'
import { INVOICE_RETRIES } from '@/server/invoice/jobs'
import { queueInvoiceIssue, queueInvoiceVoid } from '@/server/invoice/queue'
import { invoiceProvider, issueOrderInvoice, voidOrderInvoice } from '@/server/invoice/service'
import { applyOrderEvent } from '@/server/orders/status'
import { orderView } from '@/server/orders/views'
import { staffInvoiceAction } from '@/server/staff/actions'
import { deskOrder } from '@/server/staff/orderView'

import type { StaffUser } from '@/server/staff/auth'

import { createTestOrder, jobsSettled, payload, STAFF, waitFor } from './helpers'

let sandbox: EcpayInvoiceSandbox
const ENV_KEYS = ['ECPAY_INVOICE_URL', 'ECPAY_INVOICE_TIMEOUT_MS', 'SMTP_URL'] as const
const savedEnv = Object.fromEntries(ENV_KEYS.map((key) => [key, process.env[key]]))

beforeAll(async () => {
  await payload()
  sandbox = await startEcpayInvoiceSandbox()
  process.env.ECPAY_INVOICE_URL = sandbox.url
  process.env.ECPAY_INVOICE_TIMEOUT_MS = '800'
  delete process.env.SMTP_URL
})

afterAll(async () => {
  await sandbox.close()
  for (const key of ENV_KEYS) {
    if (savedEnv[key] === undefined) delete process.env[key]
    else process.env[key] = savedEnv[key]
  }
})

// ---------------------------------------------------------------------------------------------------

type JobRow = { id: number | string; taskSlug?: string | null; input: { orderId?: number }; totalTried: number; hasError?: boolean | null; processing?: boolean | null; waitUntil?: string | null; error?: unknown }
type OutboxDoc = { kind: string; to: string; locale?: string | null; subject?: string | null; text?: string | null; status: string; transport: string }
type LooseDb = {
  find: (args: { collection: string; where?: object; limit?: number; pagination?: boolean }) => Promise<{ docs: unknown[] }>
  updateOne: (args: { collection: string; id: number | string; data: object }) => Promise<unknown>
}
const db = (p: Payload) => p.db as unknown as LooseDb

async function jobsFor(task: 'issueInvoice' | 'voidInvoice', orderId: number): Promise<JobRow[]> {
  const p = await payload()
  const { docs } = await db(p).find({ collection: 'payload-jobs', where: { taskSlug: { equals: task } }, limit: 500, pagination: false })
  return (docs as JobRow[]).filter((job) => job.input?.orderId === orderId)
}

async function outboxFor(to: string): Promise<OutboxDoc[]> {
  const p = await payload()
  return (await db(p).find({ collection: 'outbox', where: { to: { equals: to } }, limit: 50 })).docs as OutboxDoc[]
}

const orderOf = async (id: number) => (await payload()).findByID({ collection: 'orders', id, depth: 0 }) as Promise<Order>

/** A paid order (through the status machine) with the buyer's invoice choice stored on it. */
async function paidOrder(choice: InvoiceChoice | null = { type: 'memberCarrier' }, opts: { pay?: boolean } = {}) {
  const p = await payload()
  const order = await createTestOrder()
  if (choice) await p.update({ collection: 'orders', id: order.id, data: { invoice: orderInvoiceFields(choice) } })
  if (opts.pay !== false) await inTransaction(p, ({ req }) => applyOrderEvent(p, req, { orderId: order.id, event: 'pay', actor: 'provider' }))
  return order
}

const invoicesAt = (orderNumber: string) => sandbox.invoices.filter((i) => i.relateNumber.toUpperCase() === relateNumberOf(orderNumber))
const callsFor = (endpoint: string, orderNumber: string) =>
  sandbox.calls.filter((c) => c.endpoint === endpoint && String(c.data.RelateNumber ?? '').toUpperCase() === relateNumberOf(orderNumber))

/** Runs the job's retries now instead of after their backoff, until it succeeds or gives up. */
async function runUntilSettled(task: 'issueInvoice' | 'voidInvoice', orderId: number, maxRuns = 10): Promise<JobRow | undefined> {
  const p = await payload()
  for (let run = 0; run < maxRuns; run++) {
    const jobs = await waitFor(async () => {
      const rows = await jobsFor(task, orderId)
      return rows.every((j) => !j.processing && j.totalTried > run) || rows.length === 0 ? { rows } : undefined
    }, `attempt ${run + 1}`)
    const job = jobs.rows[0]
    if (!job || job.hasError) return job
    expect(job.waitUntil, 'a retry waits for its backoff').toBeTruthy()
    await db(p).updateOne({ collection: 'payload-jobs', id: job.id, data: { waitUntil: null } })
    await p.jobs.run({ queue: 'messaging', where: { id: { equals: job.id } }, silent: true })
  }
  throw new Error('the job never settled')
}

// ---------------------------------------------------------------------------------------------------

describe('issueInvoice job', () => {
  it('issues after payment: the number, random number, date and provider are stored, and the receipt mail shows the number', async () => {
    const order = await paidOrder({ type: 'company', taxId: '22099131', companyTitle: '台灣積體電路製造股份有限公司' })
    await queueInvoiceIssue(await payload(), order.id)

    const stored = await waitFor(async () => {
      const now = await orderOf(order.id)
      return now.invoice?.number ? now : undefined
    }, 'the stored number')
    const [issued] = invoicesAt(order.orderNumber)
    expect(issued).toBeDefined()
    expect(stored.invoice).toMatchObject({ number: issued!.number, randomNumber: issued!.randomNumber, provider: 'ecpay-sandbox', voidedAt: null, error: null })
    expect(new Date(stored.invoice!.issuedAt!).toISOString()).toBe(new Date(`${issued!.createdAt.replace(' ', 'T')}+08:00`).toISOString())
    // The buyer's view of the order shows it.
    expect((await orderView(await payload(), stored, 'TWD', 'en')).invoice).toEqual({ number: issued!.number, date: issued!.createdAt.slice(0, 10), voided: false })
    // What ECPay was asked for: the company's tax ID and title, the e-mail carrier, the order's money.
    expect(issued!.request).toMatchObject({ CustomerIdentifier: '22099131', CustomerName: '台灣積體電路製造股份有限公司', CarrierType: '1', Print: '0', Donation: '0', SalesAmount: 450, CustomerEmail: order.contactEmail })

    const [mail] = await waitFor(async () => {
      const docs = (await outboxFor(order.contactEmail)).filter((d) => d.kind === 'paid')
      return docs.length ? docs : undefined
    }, 'the receipt mail')
    expect(mail).toMatchObject({ kind: 'paid', locale: 'en', status: 'sent', transport: 'outbox' })
    expect(mail!.subject).toContain(order.orderNumber)
    expect(mail!.text).toContain(`Invoice number: ${issued!.number}`)
    expect(mail!.text).toContain(`Random code: ${issued!.randomNumber}`)
    expect(mail!.text).toContain('Tax ID: 22099131')
    await waitFor(async () => (await jobsFor('issueInvoice', order.id)).length === 0, 'the job to complete')
  })

  it('issues nothing for an unpaid order; an order without a stored choice gets the member carrier', async () => {
    const p = await payload()
    const unpaid = await paidOrder({ type: 'memberCarrier' }, { pay: false })
    expect(await issueOrderInvoice(p, unpaid.id)).toEqual({ status: 'notPaid' })
    expect(callsFor('Issue', unpaid.orderNumber)).toHaveLength(0)

    const noChoice = await paidOrder(null)
    const result = await issueOrderInvoice(p, noChoice.id)
    expect(result.status).toBe('issued')
    expect(invoicesAt(noChoice.orderNumber)[0]!.request).toMatchObject({ CarrierType: '1', CarrierNum: '', Donation: '0' })
  })

  it('a duplicate issue (two jobs, or a retry) makes one invoice, one stored number and one receipt mail', async () => {
    const p = await payload()
    const order = await paidOrder({ type: 'donation', loveCode: '919' })
    const results = await Promise.all([issueOrderInvoice(p, order.id), issueOrderInvoice(p, order.id)])
    expect(results.map((r) => r.status).sort()).toEqual(['alreadyIssued', 'issued'])
    expect(new Set(results.map((r) => r.number)).size).toBe(1)
    expect(invoicesAt(order.orderNumber)).toHaveLength(1)
    expect(invoicesAt(order.orderNumber)[0]!.request).toMatchObject({ Donation: '1', LoveCode: '919', CarrierType: '' })

    // Queued once more (e.g. the payment callback came twice): nothing new anywhere.
    await queueInvoiceIssue(p, order.id)
    await waitFor(async () => (await jobsFor('issueInvoice', order.id)).length === 0, 'the second job to complete')
    expect(invoicesAt(order.orderNumber)).toHaveLength(1)
    const mails = await waitFor(async () => {
      const docs = (await outboxFor(order.contactEmail)).filter((d) => d.kind === 'paid')
      return docs.length ? docs : undefined
    }, 'the receipt mail')
    await jobsSettled((job) => job.input?.orderId === order.id || job.input?.to === order.contactEmail, 'the order and its buyer')
    expect((await outboxFor(order.contactEmail)).filter((d) => d.kind === 'paid')).toHaveLength(mails.length)
    expect(mails).toHaveLength(1)
    expect((await orderOf(order.id)).invoice?.number).toBe(results[0]!.number)
  })

  it('a timeout is resolved by the query: the invoice made before the reply was lost is taken, not issued again', async () => {
    const order = await paidOrder({ type: 'mobileBarcode', mobileBarcode: '/ABC.123', saveAsUsualCarrier: true })
    sandbox.fail({ endpoint: 'Issue', kind: 'lostReply' })
    await queueInvoiceIssue(await payload(), order.id)

    const stored = await waitFor(async () => (await orderOf(order.id)).invoice?.number, 'the stored number')
    expect(callsFor('Issue', order.orderNumber)).toHaveLength(1)
    expect(callsFor('GetIssue', order.orderNumber)).toHaveLength(1)
    expect(invoicesAt(order.orderNumber)).toHaveLength(1)
    expect(stored).toBe(invoicesAt(order.orderNumber)[0]!.number)
    expect(invoicesAt(order.orderNumber)[0]!.request).toMatchObject({ CarrierType: '3', CarrierNum: '/ABC.123' })
    await waitFor(async () => (await jobsFor('issueInvoice', order.id)).length === 0, 'the job to complete on its first attempt')
  })

  it('lost reply and no answer to the query: the job retries, ECPay refuses the repeated RelateNumber, the query finds the first invoice', async () => {
    const order = await paidOrder()
    sandbox.fail({ endpoint: 'Issue', kind: 'lostReply' })
    sandbox.fail({ endpoint: 'GetIssue', kind: 'httpError' })
    await queueInvoiceIssue(await payload(), order.id)

    const failed = await waitFor(async () => (await jobsFor('issueInvoice', order.id)).find((j) => j.totalTried === 1 && !j.processing), 'the first attempt')
    expect(failed.hasError).toBeFalsy()
    const noted = await orderOf(order.id)
    expect(noted.invoice?.number).toBeFalsy()
    expect(noted.invoice?.error).toMatch(/^issue failed on attempt 1 of 7: ECPay Issue: no answer within 800 ms/)

    const settled = await runUntilSettled('issueInvoice', order.id)
    expect(settled, 'completed and deleted').toBeUndefined()
    expect(callsFor('Issue', order.orderNumber)).toHaveLength(2)
    expect(invoicesAt(order.orderNumber)).toHaveLength(1)
    const after = await orderOf(order.id)
    expect(after.invoice).toMatchObject({ number: invoicesAt(order.orderNumber)[0]!.number, error: null })
  })

  it('a provider error on every attempt: the job retries with backoff, then gives up and the failure stays on the order', async () => {
    const order = await paidOrder()
    for (let i = 0; i <= INVOICE_RETRIES.attempts; i++) sandbox.fail({ endpoint: 'Issue', kind: 'refuse', code: 9000001, message: '財政部大平台維護中' })
    await queueInvoiceIssue(await payload(), order.id)

    const job = await runUntilSettled('issueInvoice', order.id)
    expect(job).toMatchObject({ hasError: true, totalTried: INVOICE_RETRIES.attempts + 1 })
    const failed = await orderOf(order.id)
    expect(failed.invoice?.number).toBeFalsy()
    expect(failed.invoice?.error).toContain(`attempt ${INVOICE_RETRIES.attempts + 1} of ${INVOICE_RETRIES.attempts + 1} (no retry left`)
    expect(failed.invoice?.error).toContain('財政部大平台維護中 (RtnCode 9000001)')
    expect(callsFor('Issue', order.orderNumber)).toHaveLength(INVOICE_RETRIES.attempts + 1)
    expect(invoicesAt(order.orderNumber)).toHaveLength(0)
    expect((await outboxFor(order.contactEmail)).filter((d) => d.kind === 'paid')).toHaveLength(0)
  })
})

describe('voidInvoice job', () => {
  it('voids the issued invoice on a refund and stores voidedAt; a second void changes nothing', async () => {
    const p = await payload()
    const order = await paidOrder()
    const { number } = await issueOrderInvoice(p, order.id)
    await inTransaction(p, async ({ req }) => {
      await applyOrderEvent(p, req, { orderId: order.id, event: 'refund', actor: 'staff:1' })
      await queueInvoiceVoid(p, order.id, 'refund', req)
    })

    const voided = await waitFor(async () => {
      const now = await orderOf(order.id)
      return now.invoice?.voidedAt ? now : undefined
    }, 'voidedAt')
    expect(voided.invoice?.number).toBe(number)
    expect((await orderView(p, voided, 'TWD', 'en')).invoice).toMatchObject({ number, voided: true })
    const [invoice] = invoicesAt(order.orderNumber)
    expect(invoice).toMatchObject({ number, invalid: true, invalidReason: 'refund' })

    expect(await voidOrderInvoice(p, order.id, 'refund')).toEqual({ status: 'alreadyVoided', number })
    expect(sandbox.calls.filter((c) => c.endpoint === 'Invalid' && c.data.InvoiceNo === number)).toHaveLength(1)
  })

  it('a void whose reply was lost is confirmed by the query; an order with nothing issued has nothing to void', async () => {
    const p = await payload()
    const order = await paidOrder()
    const { number } = await issueOrderInvoice(p, order.id)
    sandbox.fail({ endpoint: 'Invalid', kind: 'lostReply' })
    expect(await voidOrderInvoice(p, order.id, 'order cancelled')).toEqual({ status: 'voided', number })
    expect((await orderOf(order.id)).invoice?.voidedAt).toBeTruthy()

    const never = await paidOrder()
    expect(await voidOrderInvoice(p, never.id, 'refund')).toEqual({ status: 'nothingIssued' })
  })

  it('an invoice issued while the order was being refunded is voided at once, and no receipt is sent', async () => {
    const p = await payload()
    const order = await paidOrder()
    const real = invoiceProvider()
    // The refund commits between ECPay's answer and the shop storing the number.
    const racing = {
      ...real,
      issue: async (request: Parameters<typeof real.issue>[0]) => {
        const issued = await real.issue(request)
        await inTransaction(p, ({ req }) => applyOrderEvent(p, req, { orderId: order.id, event: 'refund', actor: 'staff:1' }))
        return issued
      },
    }
    const result = await issueOrderInvoice(p, order.id, racing)
    expect(result.status).toBe('voidedAfterRefund')
    expect(invoicesAt(order.orderNumber)[0]).toMatchObject({ number: result.number, invalid: true })
    const stored = await orderOf(order.id)
    expect(stored.invoice?.number).toBe(result.number)
    expect(stored.invoice?.voidedAt).toBeTruthy()
    // The receipt would be a job queued for the buyer (the void a job of the order): none is left to run.
    await jobsSettled((job) => job.input?.orderId === order.id || job.input?.to === order.contactEmail, 'the order and its buyer')
    expect((await outboxFor(order.contactEmail)).filter((d) => d.kind === 'paid')).toHaveLength(0)
  })
})

// ---------------------------------------------------------------------------------------------------
// Issue 43: a refund voids the invoice only when that is right; otherwise it is put on it as an allowance (折讓).

/** The refund as src/server/payments/refund.ts records it — the `refund` event, what went back, the void job — in one transaction (the card refund itself is TapPay's). */
async function refund(orderId: number, refundedTwd: number, feeTwd = 450 - refundedTwd) {
  const p = await payload()
  await inTransaction(p, async ({ req }) => {
    await applyOrderEvent(p, req, { orderId, event: 'refund', actor: 'staff:1' })
    await p.update({ collection: 'orders', id: orderId, data: { refund: { amountTwd: refundedTwd, feeTwd, refundedAt: new Date().toISOString() } }, req })
    await queueInvoiceVoid(p, orderId, 'refund', req)
  })
}

/** An order paid and invoiced when the sandbox's clock says `issuedAt` (a past period, for the filing deadline). */
async function invoicedOrder(choice: InvoiceChoice = { type: 'memberCarrier' }, issuedAt?: Date) {
  const p = await payload()
  const order = await paidOrder(choice)
  if (issuedAt) sandbox.setClock(issuedAt)
  try {
    const { number } = await issueOrderInvoice(p, order.id)
    return { order, number: number! }
  } finally {
    sandbox.setClock(null)
  }
}

/** The seeded support account, as the desk's endpoints pass it. */
async function deskStaff(): Promise<StaffUser> {
  const p = await payload()
  const [staff] = (await p.find({ collection: 'staff', where: { email: { equals: STAFF.support } }, depth: 0 })).docs
  return { id: staff!.id, email: staff!.email, role: staff!.role, airports: [] }
}

const allowancesAt = (number: string) => sandbox.invoices.find((i) => i.number === number)!.allowances
const invalidCalls = (number: string) => sandbox.calls.filter((c) => c.endpoint === 'Invalid' && c.data.InvoiceNo === number)

async function settledAllowance(orderId: number) {
  await waitFor(async () => (await jobsFor('voidInvoice', orderId)).length === 0, 'the refund job to complete')
  const order = await orderOf(orderId)
  expect(order.invoice?.allowances ?? [], 'an allowance recorded').toHaveLength(1)
  return order
}

describe('a refund on the invoice: void, or an allowance (折讓)', () => {
  it('a refund after the void deadline: an allowance for the refunded amount, no void tried; staff see it and no void button', async () => {
    // Invoiced more than a year ago: its period was filed on the 13th of an odd month since.
    const { order, number } = await invoicedOrder({ type: 'memberCarrier' }, new Date(Date.now() - 400 * 86_400_000))
    await refund(order.id, 450, 0)

    const after = await settledAllowance(order.id)
    expect(after.invoice).toMatchObject({ number, voidedAt: null, error: null })
    const [allowance] = after.invoice!.allowances!
    expect(allowance).toMatchObject({ number: allowancesAt(number)[0]!.number, amountTwd: 450, note: expect.stringMatching(/period was already filed/) })
    expect(allowance!.number).toMatch(/^\d{16}$/)
    expect(invalidCalls(number)).toHaveLength(0)
    expect(allowancesAt(number)).toMatchObject([{ amount: 450, request: { AllowanceNotify: 'E', NotifyMail: order.contactEmail, AllowanceAmount: 450 } }])

    const desk = await deskOrder(await payload(), order.id, 'en')
    expect(desk.invoice).toMatchObject({ number, periodFiled: true, allowances: [{ number: allowance!.number, amountTwd: 450 }] })
    expect(desk.actions.invoiceVoid).toBe(false)
    // The desk's void is refused too (the job would only note that ECPay voids nothing of a filed period).
    await expect(staffInvoiceAction(await payload(), await deskStaff(), { orderId: order.id, action: 'void', reason: 'wrong title' })).rejects.toMatchObject({ kind: 'conflict' })
  })

  it('a refund that keeps the NT$30 fee: an allowance of NT$420, the invoice stands for the fee (it was voided whole before)', async () => {
    const { order, number } = await invoicedOrder()
    await refund(order.id, 420, 30)

    const after = await settledAllowance(order.id)
    expect(after.invoice).toMatchObject({ number, voidedAt: null })
    expect(after.invoice!.allowances![0]).toMatchObject({ amountTwd: 420, note: expect.stringMatching(/fee kept/) })
    expect(invalidCalls(number)).toHaveLength(0)
    const held = sandbox.invoices.find((i) => i.number === number)!
    expect(held).toMatchObject({ invalid: false, allowances: [{ amount: 420 }] })
    // What the invoice stands for now: the fee.
    expect((await invoiceProvider().query(order.orderNumber))?.allowanceRemainingTwd).toBe(30)
  })

  it('the whole amount back before the deadline: voided, as before', async () => {
    const { order, number } = await invoicedOrder()
    await refund(order.id, 450, 0)
    await waitFor(async () => (await orderOf(order.id)).invoice?.voidedAt, 'voidedAt')
    expect(allowancesAt(number)).toHaveLength(0)
    expect(invalidCalls(number)).toHaveLength(1)
  })

  it('nothing went back (the fee took it all): the invoice stands, ECPay is not asked to void it', async () => {
    const { order, number } = await invoicedOrder()
    await refund(order.id, 0, 450)
    await waitFor(async () => (await jobsFor('voidInvoice', order.id)).length === 0, 'the refund job to complete')
    expect((await orderOf(order.id)).invoice).toMatchObject({ number, voidedAt: null, allowances: [] })
    expect(invalidCalls(number)).toHaveLength(0)
    expect(allowancesAt(number)).toHaveLength(0)
  })

  it('a donated invoice refunded: ECPay refuses the void, the refund becomes an allowance, and staff see ECPay’s answer beside it', async () => {
    const { order, number } = await invoicedOrder({ type: 'donation', loveCode: '919' })
    await refund(order.id, 450, 0)

    const after = await settledAllowance(order.id)
    expect(invalidCalls(number)).toHaveLength(1)
    expect(after.invoice).toMatchObject({ voidedAt: null, error: null })
    expect(after.invoice!.allowances![0]).toMatchObject({ amountTwd: 450, note: expect.stringContaining('捐贈發票不可作廢') })
    const desk = await deskOrder(await payload(), order.id, 'en')
    expect(desk.invoice!.allowances).toEqual([{ number: expect.stringMatching(/^\d{16}$/), amountTwd: 450, issuedAt: expect.any(String), note: expect.stringContaining('ECPay refused the void'), invalidatedAt: null }])
    expect(desk.actions.invoiceVoid).toBe(false)
  })

  it('a donated invoice whose allowance ECPay refuses too: both of ECPay’s answers are on the order for staff, nothing recorded as done', async () => {
    const { order, number } = await invoicedOrder({ type: 'donation', loveCode: '919' })
    for (let i = 0; i <= INVOICE_RETRIES.attempts; i++) sandbox.fail({ endpoint: 'Allowance', kind: 'refuse', code: 2000034, message: '無足夠金額可以折讓，請確認' })
    await refund(order.id, 450, 0)

    const job = await runUntilSettled('voidInvoice', order.id)
    expect(job).toMatchObject({ hasError: true })
    const after = await orderOf(order.id)
    expect(after.invoice).toMatchObject({ number, voidedAt: null, allowances: [] })
    expect(after.invoice!.error).toContain('捐贈發票不可作廢')
    expect(after.invoice!.error).toContain('無足夠金額可以折讓，請確認 (RtnCode 2000034)')
    expect((await deskOrder(await payload(), order.id, 'en')).invoice!.error).toBe(after.invoice!.error)
  })

  it('an allowance whose reply was lost is found by ECPay’s remaining amount, not made twice; racing jobs make one', async () => {
    const p = await payload()
    const { order, number } = await invoicedOrder()
    await inTransaction(p, async ({ req }) => {
      await applyOrderEvent(p, req, { orderId: order.id, event: 'refund', actor: 'staff:1' })
      await p.update({ collection: 'orders', id: order.id, data: { refund: { amountTwd: 420, feeTwd: 30, refundedAt: new Date().toISOString() } }, req })
    })
    sandbox.fail({ endpoint: 'Allowance', kind: 'lostReply' })
    const results = await Promise.all([voidOrderInvoice(p, order.id, 'refund'), voidOrderInvoice(p, order.id, 'refund'), voidOrderInvoice(p, order.id, 'refund')])
    expect(results.map((r) => r.status).sort()).toEqual(['allowance', 'alreadySettled', 'alreadySettled'])
    expect(allowancesAt(number)).toHaveLength(1)
    const [recorded] = (await orderOf(order.id)).invoice!.allowances!
    expect(recorded).toMatchObject({ number: null, amountTwd: 420, note: expect.stringMatching(/reply was lost/) })
    expect(await voidOrderInvoice(p, order.id, 'refund')).toMatchObject({ status: 'alreadySettled' })
    expect(allowancesAt(number)).toHaveLength(1)
  })
})
