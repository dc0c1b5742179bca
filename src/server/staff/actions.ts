/**
 * The order desk's actions (issue 13) — the only changes support makes to an order, each in one
 * transaction with its audit-log entry:
 * - cancel: the traveller's rule (src/domain/staffDesk.ts `staffCancellationQuote` over the members
 *   issue's src/domain/cancellation.ts): unpaid → cancelled, promo-code use and seats given back, the
 *   cancellation mail; paid and not collected or used → TapPay refund less NT$30 (support may waive the
 *   fee with a reason), seats given back, the e-invoice void and the refund mail; otherwise refused;
 * - resend the delivery mail (voucher, eSIM codes, e-tickets) — what travellers lose;
 * - void the e-invoice, or queue its issue when none was issued yet;
 * - send the member a password-reset code (the member's own reset flow, /api/findPassword);
 * - reveal the eSIM activation code (logged: who saw which code, when).
 * Every function takes the StaffUser the endpoint checked; each checks the action's role again.
 */
import 'server-only'

import type { Payload } from 'payload'

import { CANCEL_REFUSAL_KEYS, fieldRules, notFound, ShopError } from '@/domain/errors'
import { canVoidInvoice, needsInvoice } from '@/domain/invoice'
import { isLocale, type Locale } from '@/domain/locale'
import { isOrderStatus, isPaidStatus, type OrderStatus } from '@/domain/orderStatus'
import { staffCancellationQuote, staffCancelNeedsReason } from '@/domain/staffDesk'
import { deskInvoiceFacts, keepCancelledAt, orderNumberById, staffCancelFacts } from '@/server/db/queries/orders'
import { releaseReservation } from '@/server/db/queries/slots'
import { inTransaction, sqlHandle } from '@/server/db/transaction'
import { deliveredMailData, readFulfilmentOrder } from '@/server/fulfilment'
import { codesOfOrder } from '@/server/fulfilment/esimInventory'
import { queueInvoiceIssue, queueInvoiceVoid } from '@/server/invoice/queue'
import { enqueueMail } from '@/server/mail/queue'
import { cancelUnpaidOrder } from '@/server/orders/cancel'
import { goodsOf, goodsOrderOf } from '@/server/orders/goods'
import { lockOrderStatus, statusConflict, type Actor } from '@/server/orders/status'
import { refundOrderIn, sendRefund } from '@/server/payments/refund'
import { sendCode } from '@/server/verification/codes'
import { storedReceiptMail } from '@/server/invoice/service'
import { orderReceivedMailData } from '@/server/orders/confirmation'
import { RESEND_KINDS_WORDS as RESEND_WORDS, type ResendKind } from '@/domain/staffDesk'
import { paymentDeadline, paymentLinkRefusal } from '@/domain/paymentLink'
import { paymentLinkToken } from '@/server/signing/checkoutToken'
import { unpaidCancelAfterMinutes } from '@/server/payments/jobs'

import { recordAudit } from './audit'
import { assertMay, type StaffUser } from './auth'

const actorOf = (staff: StaffUser): Actor => `staff:${staff.id}`

async function orderNumberOf(payload: Payload, orderId: number): Promise<string> {
  const orderNumber = await orderNumberById(await sqlHandle(payload), orderId)
  if (!orderNumber) throw notFound()
  return orderNumber
}

export type StaffCancelInput = { orderId: number; waiveFee: boolean; reason: string }
export type StaffCancelResult = { orderNumber: string; status: OrderStatus; feeTwd: number; refundTwd: number }

export async function staffCancelOrder(payload: Payload, staff: StaffUser, input: StaffCancelInput): Promise<StaffCancelResult> {
  assertMay(staff, 'cancelOrder')
  const reason = input.reason.trim()
  if (input.waiveFee && reason.length < 3) throw fieldRules({ reason: 'required' })
  const orderNumber = await orderNumberOf(payload, input.orderId)
  // The goods as they are now (the wholesaler asked before the order is locked).
  const goods = await goodsOf(payload, await goodsOrderOf(payload, input.orderId), { fresh: true })
  let refundToSend = false
  const done = await inTransaction(payload, async ({ req }) => {
    refundToSend = false
    const status = await lockOrderStatus(payload, req, input.orderId)
    const db = await sqlHandle(payload, req)
    const facts = await staffCancelFacts(db, input.orderId)
    if (!facts) throw notFound()
    const quote = staffCancellationQuote(
      { status, paidTwd: facts.paidTwd, paymentRecorded: facts.paymentRecorded, paidBySerial: Boolean(facts.paidBySerial), goods: goods.facts },
      { waiveFee: input.waiveFee },
    )
    if (!quote.allowed) throw new ShopError('conflict', CANCEL_REFUSAL_KEYS[quote.reason])
    // Setting the traveller's rule aside (a faulty or wrong item) is said and kept in the audit log.
    if (staffCancelNeedsReason(quote, input.waiveFee) && reason.length < 3) throw fieldRules({ reason: 'required' })
    let result: StaffCancelResult
    if (quote.kind === 'free') {
      await cancelUnpaidOrder(payload, req, { orderId: input.orderId, actor: actorOf(staff), reason: 'staff', note: reason || undefined })
      result = { orderNumber, status: 'cancelled', feeTwd: 0, refundTwd: 0 }
    } else {
      const refund = await refundOrderIn(payload, req, { orderId: input.orderId, feeTwd: quote.feeTwd, actor: actorOf(staff), goods: 'any' })
      refundToSend = refund.pending
      if (facts.slotReservationId !== null) await releaseReservation(db, facts.slotReservationId)
      await keepCancelledAt(db, input.orderId)
      result = { orderNumber, status: 'refunded', feeTwd: refund.feeTwd, refundTwd: refund.refundedTwd }
    }
    await recordAudit(payload, req, staff, {
      action: 'cancelOrder',
      order: { id: input.orderId, orderNumber },
      summary:
        result.status === 'cancelled'
          ? `cancelled (unpaid)${reason ? ` — ${reason}` : ''}`
          : `refunded NT$${result.refundTwd}, fee NT$${result.feeTwd}${input.waiveFee ? ' (waived)' : ''}${quote.overrides ? ` (the traveller's rule refused: ${quote.overrides}; goods revoked)` : ''}${reason ? ` — ${reason}` : ''}`,
      detail: {
        from: status,
        to: result.status,
        feeTwd: result.feeTwd,
        refundTwd: result.refundTwd,
        waiveFee: input.waiveFee,
        overrides: quote.overrides ?? null,
        // The line as data, written out in the reader's language (src/domain/orderHistory.ts).
        event:
          result.status === 'cancelled'
            ? { kind: 'cancelledUnpaid', ...(reason ? { reason } : {}) }
            : { kind: 'cancelledRefunded', amount: result.refundTwd, fee: result.feeTwd, waived: input.waiveFee, ...(quote.overrides ? { overrides: quote.overrides } : {}), ...(reason ? { reason } : {}) },
      },
    })
    return result
  })
  if (!refundToSend) return done
  // Committed (the audit says what was asked): now TapPay; a refund not confirmed is retried and listed on the dashboard.
  const sent = await sendRefund(payload, input.orderId)
  return { ...done, feeTwd: sent.feeTwd, refundTwd: sent.refundedTwd }
}

/** Statuses whose delivery mail (voucher, eSIM codes, e-tickets) exists and may be sent again. */
const DELIVERED: OrderStatus[] = ['pendingPickup', 'delivered', 'pickedUp', 'redeemed']
/** A resend of the same mail within this time is a retry (a double click), not a second mail. */
const RESEND_RETRY_MS = 60_000

/**
 * Sends a mail the order has had again, to its current address in the order's language (issue 38): the order
 * confirmation (not for a closed order), the receipt (an issued, not voided e-invoice), or the delivery mail.
 */
export async function staffResendMail(payload: Payload, staff: StaffUser, { orderId, kind = 'delivery' }: { orderId: number; kind?: ResendKind }): Promise<{ orderNumber: string; to: string }> {
  assertMay(staff, 'resendMail')
  // Read before the order's lock is taken: under it, a second pool connection could wait behind 40 parallel requests.
  const payMinutes = kind === 'paymentLink' ? await unpaidCancelAfterMinutes(payload) : 0
  return inTransaction(payload, async ({ req }) => {
    const status = await lockOrderStatus(payload, req, orderId)
    const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true, req })
    const locale: Locale = isLocale(order.locale) ? order.locale : 'zh-TW'
    const to = order.contactEmail
    const summary = `${RESEND_WORDS[kind]} sent again to ${to}`
    const now = new Date()
    // A payment link: refused for a paid or cancelled order, and once its payment window has closed (checked before
    // the retry below, so a paid order never answers "sent").
    const deadline = kind === 'paymentLink' ? paymentDeadline(new Date(order.createdAt), payMinutes) : null
    if (deadline) {
      const refusal = paymentLinkRefusal(status, deadline, now)
      if (refusal) throw new ShopError('conflict', refusal)
    }
    const retried = await payload.count({
      collection: 'audit-log',
      overrideAccess: true,
      req,
      where: { order: { equals: orderId }, action: { equals: 'resendMail' }, summary: { equals: summary }, createdAt: { greater_than: new Date(Date.now() - RESEND_RETRY_MS).toISOString() } },
    })
    if (retried.totalDocs) return { orderNumber: order.orderNumber, to }
    if (kind === 'delivery') {
      if (!DELIVERED.includes(status)) throw statusConflict()
      const fulfilment = await readFulfilmentOrder(payload, orderId, req)
      const codes = fulfilment.cardType === 'esim' ? await codesOfOrder(payload, orderId, req) : []
      await enqueueMail(payload, { kind: 'delivered', to, locale, data: deliveredMailData(fulfilment, codes) }, req)
    } else if (kind === 'paymentLink' && deadline) {
      // A new link: the instant it is issued signs it, and replaces the one older links were signed with.
      await payload.update({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true, req, data: { paymentLinkIssuedAt: now.toISOString() } })
      const data = { ...orderReceivedMailData(order, locale), paymentToken: paymentLinkToken(order.orderNumber, now, deadline), payUntil: deadline.toISOString() }
      await enqueueMail(payload, { kind: 'orderReceived', to, locale, data }, req)
    } else if (kind === 'receipt') {
      const receipt = storedReceiptMail(order)
      if (!receipt || !isPaidStatus(status)) throw statusConflict()
      await enqueueMail(payload, { kind: 'paid', to, locale, data: receipt }, req)
    } else {
      if (status === 'cancelled' || status === 'refunded') throw statusConflict()
      await enqueueMail(payload, { kind: 'orderReceived', to, locale, data: orderReceivedMailData(order, locale) }, req)
    }
    await recordAudit(payload, req, staff, { action: 'resendMail', order: { id: orderId, orderNumber: order.orderNumber }, summary, detail: { kind, to } })
    return { orderNumber: order.orderNumber, to }
  })
}

export async function staffInvoiceAction(
  payload: Payload,
  staff: StaffUser,
  { orderId, action, reason }: { orderId: number; action: 'void' | 'issue'; reason: string },
): Promise<{ orderNumber: string; queued: 'void' | 'issue' }> {
  assertMay(staff, 'invoice')
  return inTransaction(payload, async ({ req }) => {
    const status = await lockOrderStatus(payload, req, orderId)
    const db = await sqlHandle(payload, req)
    const row = await deskInvoiceFacts(db, orderId)
    if (!row) throw notFound()
    if (action === 'void') {
      // ECPay voids nothing of a period already filed (the desk no longer offers it then).
      if (!row.number || row.voidedAt || (row.issuedAt && !canVoidInvoice(new Date(row.issuedAt), new Date()))) throw statusConflict()
      if (reason.trim().length < 3) throw fieldRules({ reason: 'required' })
      await queueInvoiceVoid(payload, orderId, reason.trim().slice(0, 20), req)
    } else {
      // Nothing charged, nothing to invoice: the job would only report "nothing to invoice" after the desk said "Done".
      if (row.number || !isPaidStatus(status) || !needsInvoice({ totalTwd: Number(row.totalTwd) })) throw statusConflict()
      await queueInvoiceIssue(payload, orderId, req)
    }
    await recordAudit(payload, req, staff, {
      action: action === 'void' ? 'invoiceVoid' : 'invoiceIssue',
      order: { id: orderId, orderNumber: row.orderNumber },
      summary: action === 'void' ? `e-invoice ${row.number} void queued — ${reason.trim()}` : 'e-invoice issue queued',
    })
    return { orderNumber: row.orderNumber, queued: action }
  })
}

/** A reset code to the member's e-mail, as the member's own "forgot password" sends it (same limits). */
export async function staffMemberResetMail(payload: Payload, staff: StaffUser, { memberId, ip }: { memberId: number; ip: string }): Promise<{ email: string }> {
  assertMay(staff, 'memberResetMail')
  const member = await payload.findByID({ collection: 'members', id: memberId, depth: 0, overrideAccess: true }).catch(() => null)
  if (!member?.email) throw notFound()
  const locale: Locale = isLocale(member.preferredLocale) ? member.preferredLocale : 'zh-TW'
  await sendCode(payload, { purpose: 'passwordReset', channel: 'email', address: member.email, locale, ip })
  await inTransaction(payload, ({ req }) =>
    recordAudit(payload, req, staff, { action: 'memberResetMail', memberId, summary: `password-reset code sent to ${member.email}` }),
  )
  return { email: member.email }
}

/** The activation codes of an eSIM order in full; the reveal is in the audit log before the codes leave. */
export async function staffRevealEsim(payload: Payload, staff: StaffUser, orderId: number): Promise<{ orderNumber: string; codes: string[] }> {
  assertMay(staff, 'revealEsim')
  const orderNumber = await orderNumberOf(payload, orderId)
  const codes = await codesOfOrder(payload, orderId)
  if (!codes.length) throw notFound()
  await inTransaction(payload, ({ req }) =>
    recordAudit(payload, req, staff, {
      action: 'revealEsim',
      order: { id: orderId, orderNumber },
      summary: `eSIM activation code${codes.length > 1 ? 's' : ''} revealed`,
      detail: { codeIds: codes.map((c) => c.id) },
    }),
  )
  return { orderNumber, codes: codes.map((c) => c.lpa) }
}

export const isDeskOrderStatus = isOrderStatus
