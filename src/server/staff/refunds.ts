/**
 * Support's refunds beyond the cancellation, and taking a mistaken handover back (issue 38 §4). Each runs in one
 * transaction under the order's lock with its history entry and audit-log entry; the money goes to TapPay after the
 * commit through the one refund path (src/server/payments/refund.ts), so racing copies of a request make one refund.
 */
import 'server-only'

import type { Payload } from 'payload'

import { fieldRules, notFound, ShopError } from '@/domain/errors'
import { staffRefundCheck, undoHandoverCheck } from '@/domain/staffRefund'
import { refundPartOfRequest } from '@/server/db/queries/auditLog'
import { clearHandover, handoverOf, staffRefundFacts } from '@/server/db/queries/orders'
import { inTransaction, sqlHandle } from '@/server/db/transaction'
import { lockOrderStatus, recordOrderHistory, applyOrderEvent } from '@/server/orders/status'
import { refundFacts, refundPartIn, sendRefund } from '@/server/payments/refund'

import { recordAudit } from './audit'
import { assertMay, type StaffUser } from './auth'

/** `requestKey`: one per refund the desk's form asks for; its retries and racing copies get the first one's reply. */
export type StaffRefundPartInput = { orderId: number; amountTwd: number; reason: string; requestKey: string }
export type StaffRefundPartResult = { orderNumber: string; refundTwd: number; leftTwd: number; pending: boolean }

/** A partial or goodwill refund of a paid order: at most what is left, with a reason; the order keeps its status. */
export async function staffRefundPart(payload: Payload, staff: StaffUser, input: StaffRefundPartInput): Promise<StaffRefundPartResult> {
  assertMay(staff, 'refundPart')
  const reason = input.reason.trim()
  const done = await inTransaction(payload, async ({ req }) => {
    const status = await lockOrderStatus(payload, req, input.orderId)
    const db = await sqlHandle(payload, req)
    // The same request again (a retry, a double click, a racing copy): the refund it made, not another one.
    const made = await refundPartOfRequest(db, input.orderId, input.requestKey)
    if (made) return made
    const order = await staffRefundFacts(db, input.orderId)
    if (!order) throw notFound()
    const facts = await refundFacts(payload, req, input.orderId)
    const check = staffRefundCheck(
      { status, paidTwd: order.paidTwd, refundedTwd: facts.refundedTwd, refundPending: facts.pending, paidBySerial: order.paidBySerial || !order.providerRef },
      { amountTwd: input.amountTwd, reason },
    )
    if (!check.ok) {
      const { problem } = check
      if (problem.field) throw fieldRules({ [problem.field]: problem.rule })
      throw new ShopError('conflict', problem.rule === 'refundPending' ? 'refundPending' : 'refundNothingLeft')
    }
    await refundPartIn(payload, req, { orderId: input.orderId, amountTwd: input.amountTwd, beforeTwd: facts.refundedTwd })
    const params = { kind: 'partlyRefunded' as const, amount: input.amountTwd, left: check.leftAfterTwd, reason }
    await recordOrderHistory(payload, req, { orderId: input.orderId, event: 'refundPart', actor: `staff:${staff.id}`, params })
    await recordAudit(payload, req, staff, {
      action: 'refundPart',
      order: { id: input.orderId, orderNumber: order.orderNumber },
      summary: `partly refunded NT$${input.amountTwd} (NT$${check.leftAfterTwd} left) — ${reason}`,
      detail: { event: params, beforeTwd: facts.refundedTwd, requestKey: input.requestKey },
    })
    return { orderNumber: order.orderNumber, refundTwd: input.amountTwd, leftTwd: check.leftAfterTwd }
  })
  // Committed: now TapPay; a refund not confirmed is retried and listed on the dashboard.
  const sent = await sendRefund(payload, input.orderId)
  return { ...done, pending: sent.pending }
}

/** A handover the counter recorded by mistake, taken back: the order waits for pickup again and its cards are free. */
export async function staffUndoHandover(payload: Payload, staff: StaffUser, input: { orderId: number; reason: string }): Promise<{ orderNumber: string; status: 'pendingPickup' }> {
  assertMay(staff, 'undoHandover')
  const reason = input.reason.trim()
  return inTransaction(payload, async ({ req }) => {
    const status = await lockOrderStatus(payload, req, input.orderId)
    const check = undoHandoverCheck({ status }, reason)
    if (!check.ok) throw check.rule === 'required' ? fieldRules({ reason: 'required' }) : new ShopError('conflict', 'handoverNotUndoable')
    const db = await sqlHandle(payload, req)
    const row = await handoverOf(db, input.orderId)
    if (!row) throw notFound()
    const cards = row.serials.split(',').filter(Boolean).join(', ')
    const params = { kind: 'handoverUndone' as const, reason, cards }
    await applyOrderEvent(payload, req, { orderId: input.orderId, event: 'undoPickUp', actor: `staff:${staff.id}`, params })
    // The serials are free again: the card handed over by mistake is back in the counter's stock.
    await clearHandover(db, input.orderId)
    await recordAudit(payload, req, staff, {
      action: 'undoHandover',
      order: { id: input.orderId, orderNumber: row.orderNumber },
      summary: `handover undone (cards ${cards}) — ${reason}`,
      detail: { event: params },
    })
    return { orderNumber: row.orderNumber, status: 'pendingPickup' as const }
  })
}
