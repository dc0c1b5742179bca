/**
 * The issueInvoice and voidInvoice Payload job tasks (payload.config.ts jobs.tasks). They run on the
 * `messaging` queue — the shop's queue of work for outside services, which the inline drain, the
 * messaging worker of `npm start` and the server's own job loop already run — so they need no runner of their own.
 *
 * A failure is noted on the order (invoice.error) and thrown, so Payload retries with backoff; after the
 * last attempt the job stays failed (hasError) and the order keeps the note for staff.
 */
import 'server-only'

import type { PayloadRequest, TaskConfig } from 'payload'
import { z } from 'zod'

import { logger } from '@/server/logger'
import { errorText } from '@/server/mail/taskParts'

import { issueOrderInvoice, recordInvoiceError, voidOrderInvoice } from './service'

/** 6 retries after the first try, waiting 1, 2, 4, 8, 16, 32 min: about an hour for a provider outage. */
export const INVOICE_RETRIES = { attempts: 6, backoff: { type: 'exponential' as const, delay: 60_000 } }

export type IssueInvoiceInput = { orderId: number }
export type VoidInvoiceInput = { orderId: number; reason: string }
export type InvoiceJobOutput = { status: string; number?: string | null }

type JobMeta = { totalTried?: number | null }

const issueInput = z.object({ orderId: z.number().int().positive() })
const voidInput = z.object({ orderId: z.number().int().positive(), reason: z.string().trim().min(1).max(200) })

const outputSchema: TaskConfig['outputSchema'] = [
  { name: 'status', type: 'text', required: true },
  { name: 'number', type: 'text' },
]

async function runInvoiceJob(
  what: 'issue' | 'void',
  orderId: number,
  job: JobMeta,
  req: PayloadRequest,
  work: () => Promise<{ status: string; number?: string }>,
): Promise<{ output: InvoiceJobOutput }> {
  try {
    const result = await work()
    logger.info({ orderId, ...result }, `e-invoice ${what}`)
    return { output: { status: result.status, number: result.number ?? null } }
  } catch (error) {
    const tried = job.totalTried ?? 0
    const last = tried >= INVOICE_RETRIES.attempts
    const note = `${what} failed on attempt ${tried + 1} of ${INVOICE_RETRIES.attempts + 1}${last ? ' (no retry left: queue it again once fixed)' : ''}: ${errorText(error)}`
    await recordInvoiceError(req.payload, orderId, note).catch((err: unknown) => logger.error({ err, orderId }, 'e-invoice: could not note the failure on the order'))
    logger[last ? 'error' : 'warn']({ orderId, attempt: tried + 1, error: errorText(error) }, last ? `e-invoice ${what} failed, no retry left` : `e-invoice ${what} failed, will retry`)
    throw error instanceof Error ? error : new Error(errorText(error))
  }
}

export const issueInvoiceTask: TaskConfig<{ input: IssueInvoiceInput; output: InvoiceJobOutput }> = {
  slug: 'issueInvoice',
  label: 'Issue e-invoice',
  retries: INVOICE_RETRIES,
  inputSchema: [{ name: 'orderId', type: 'number', required: true }],
  outputSchema,
  handler: async ({ input, job, req }) => {
    const parsed = issueInput.safeParse(input)
    if (!parsed.success) return { output: { status: 'invalidInput' } }
    const { orderId } = parsed.data
    return runInvoiceJob('issue', orderId, job, req, () => issueOrderInvoice(req.payload, orderId))
  },
}

export const voidInvoiceTask: TaskConfig<{ input: VoidInvoiceInput; output: InvoiceJobOutput }> = {
  slug: 'voidInvoice',
  label: 'Void e-invoice',
  retries: INVOICE_RETRIES,
  inputSchema: [
    { name: 'orderId', type: 'number', required: true },
    { name: 'reason', type: 'text', required: true },
  ],
  outputSchema,
  handler: async ({ input, job, req }) => {
    const parsed = voidInput.safeParse(input)
    if (!parsed.success) return { output: { status: 'invalidInput' } }
    const { orderId, reason } = parsed.data
    return runInvoiceJob('void', orderId, job, req, () => voidOrderInvoice(req.payload, orderId, reason))
  },
}
