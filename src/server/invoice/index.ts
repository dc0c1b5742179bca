// TEMPORARY: replaced by the real module at merge
import type { Payload, PayloadRequest } from 'payload'

/** Queues the e-invoice of a paid order (the real module issues it through the e-invoice platform). */
export async function queueInvoiceIssue(_payload: Payload, _orderId: number, _req?: PayloadRequest): Promise<void> {}

/** Queues the voiding of an order's e-invoice (refunds). */
export async function queueInvoiceVoid(_payload: Payload, _orderId: number, _reason: string, _req?: PayloadRequest): Promise<void> {}
