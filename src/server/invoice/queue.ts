/**
 * How the payment service asks for an e-invoice: right after a payment succeeds, `queueInvoiceIssue`;
 * on a refund or cancellation of a paid order, `queueInvoiceVoid`. Both queue a job on the `messaging`
 * queue and return; the job calls the provider, retries, stores the number and sends the receipt mail.
 *
 * Pass the `req` of the transaction that records the payment (or the refund): the job row is written
 * in it, so it exists only if that transaction commits, and runs right after the commit. The call
 * rejects only when the job row cannot be written (inside a transaction, that transaction is then lost
 * anyway). Queuing twice is harmless: the second job finds the number stored and does nothing.
 */
import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { queueMessagingJob } from '@/server/mail/queue'

import type { IssueInvoiceInput, VoidInvoiceInput } from './jobs'

export async function queueInvoiceIssue(payload: Payload, orderId: number, req?: PayloadRequest): Promise<void> {
  const input: IssueInvoiceInput = { orderId }
  await queueMessagingJob(payload, 'issueInvoice', input, req)
}

/** `reason`: why, in a few words (ECPay keeps 20 characters), e.g. "refund" or "order cancelled". */
export async function queueInvoiceVoid(payload: Payload, orderId: number, reason: string, req?: PayloadRequest): Promise<void> {
  const input: VoidInvoiceInput = { orderId, reason }
  await queueMessagingJob(payload, 'voidInvoice', input, req)
}
