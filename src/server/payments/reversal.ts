/**
 * Charges an order could not take — a 3-D Secure page finished after the order was paid with another card, or
 * after it was cancelled — are refunded as soon as they land (settleSucceeded in ./checkout.ts), and the payer
 * gets the chargeReversed mail. When the provider refuses that refund, or the process stopped between the
 * decision and the refund, the charge waits on the admin dashboard ("Charges to refund"), where support or an
 * admin refunds it with one click (POST /api/admin-payments/:id/refund).
 *
 * A payment row of such a charge: status 'succeeded' with error_code REFUND_DUE (its refund under way) or
 * REFUND_FAILED (the provider refused it), then status 'refunded'. Only one caller at a time holds a charge's
 * refund: the claim is one conditional UPDATE. Each charge's refund carries one bank_refund_id, kept on the payment
 * before it is sent: a refund whose answer was lost stays REFUND_DUE and is resumed, and a retry — or a refusal — is
 * settled by TapPay's record (its refunded_amount) before anything is sent again.
 */
import 'server-only'

import type { Payload } from 'payload'

import { isPaidStatus } from '@/domain/orderStatus'
import { orderMailFacts } from '@/server/db/queries/orders'
import * as paymentRows from '@/server/db/queries/payments'
import { sqlHandle } from '@/server/db/transaction'
import { logger } from '@/server/logger'
import { enqueueMail } from '@/server/mail/queue'
import { orderMailRecipient } from '@/server/orders/cancel'

import { newBankRefundId, ProviderUnavailableError, refundedInRecord, refundTransaction, type RefundOutcome } from './tappay'

export const REFUND_DUE = 'refundDue'
export const REFUND_FAILED = 'refundFailed'

/** A refund still "under way" this long after its claim was left by a process that stopped: it may be claimed again. */
const STALE_CLAIM_SECONDS = 120
const CODES = { refused: REFUND_FAILED, due: REFUND_DUE }

type Charge = { recTradeId: string; amountTwd: number; cardLast4: string | null }

/**
 * Refunds a charge the order could not take (the caller holds its claim: error_code REFUND_DUE), marks the
 * payment refunded and mails the payer; or, when the provider refuses, marks it REFUND_FAILED for staff.
 */
export async function reverseCharge(payload: Payload, payment: { id: number; orderId: number }, charge: Charge): Promise<boolean> {
  const db = await sqlHandle(payload)
  const stored = { bankRefundId: await paymentRows.bankRefundIdOf(db, payment.id) }
  // One id per charge's refund, stored before it is sent: the same on every retry.
  const bankRefundId = stored.bankRefundId ?? newBankRefundId('V')
  if (!stored.bankRefundId) await paymentRows.setBankRefundId(db, payment.id, bankRefundId)
  const done: RefundOutcome = { ok: true, refundId: bankRefundId, amountTwd: charge.amountTwd }
  // A retry (an id sent before): TapPay may have refunded while its answer was lost. Its record says.
  let refund: RefundOutcome | null =
    stored.bankRefundId && (await refundedInRecord(charge.recTradeId, charge.amountTwd))
      ? done
      : await refundTransaction(charge.recTradeId, { bankRefundId }).catch((error: unknown) => {
          if (error instanceof ProviderUnavailableError) return null
          throw error
        })
  // No answer, or a refusal: what TapPay did is in its record (an answer lost; an id it already had).
  if ((refund === null || !refund.ok) && (await refundedInRecord(charge.recTradeId, charge.amountTwd))) refund = done
  if (refund === null) {
    // Nobody knows yet: it stays REFUND_DUE, and resumeStaleRefunds sends it again (the same id) once the claim is stale.
    logger.warn({ paymentId: payment.id, recTradeId: charge.recTradeId }, 'the refund of a charge got no answer from TapPay: it is resumed later')
    return false
  }
  if (!refund.ok) {
    logger.error({ paymentId: payment.id, recTradeId: charge.recTradeId, refund }, 'a charge for an order that cannot take it could not be refunded: staff must refund it')
    await paymentRows.markRefundRefused(db, payment.id, REFUND_FAILED, `refund refused: ${refund.code} ${refund.message}`)
    return false
  }
  await paymentRows.markRefunded(db, payment.id, `refunded ${refund.refundId ?? ''}`.trim())
  logger.warn({ paymentId: payment.id, recTradeId: charge.recTradeId }, 'a charge for an order that could no longer take it was refunded')
  await mailReversal(payload, payment.orderId, charge)
  return true
}

/** Tells the payer that a charge the order could not take was refunded, and why (their statement shows both). */
async function mailReversal(payload: Payload, orderId: number, charge: Charge): Promise<void> {
  const db = await sqlHandle(payload)
  const order = await orderMailFacts(db, orderId)
  if (!order) return
  const { to, locale, name } = orderMailRecipient(order)
  await enqueueMail(payload, {
    kind: 'chargeReversed',
    to,
    locale,
    data: {
      orderNumber: order.orderNumber,
      name,
      itemName: order.itemName,
      amountTwd: charge.amountTwd,
      cardLast4: charge.cardLast4 ?? undefined,
      reason: isPaidStatus(order.status) ? 'alreadyPaid' : order.status === 'unpaid' ? 'notUsable' : 'cancelled',
    },
  }).catch((error: unknown) => logger.error({ orderId, error: String(error) }, 'the reversal mail could not be queued'))
}

/** A charge waiting for staff to refund it (the admin dashboard's list). */
export type ChargeToRefund = { id: number; orderNumber: string; amountTwd: number; cardLast4: string | null; since: string; refused: boolean }

/** The charges staff must refund: refused by the provider, or left half-way by a process that stopped. Oldest first. */
export async function chargesToRefund(payload: Payload, limit = 20): Promise<ChargeToRefund[]> {
  const db = await sqlHandle(payload)
  const rows = await paymentRows.chargesWaitingRefund(db, CODES, STALE_CLAIM_SECONDS, limit)
  return rows.map(({ errorCode, ...r }) => ({ ...r, refused: errorCode === REFUND_FAILED, since: new Date(r.since).toISOString() }))
}

/**
 * Staff refund one waiting charge. null when there is none with that id (never one, or refunded meanwhile — by
 * another click, too: only one caller claims it); false when the provider refused again (it stays on the list).
 */
export async function refundWaitingCharge(payload: Payload, id: number): Promise<boolean | null> {
  const db = await sqlHandle(payload)
  const claimed = await paymentRows.claimWaitingRefund(db, id, CODES, STALE_CLAIM_SECONDS)
  if (!claimed) return null
  if (!claimed.recTradeId) {
    await paymentRows.setPaymentErrorCode(db, id, REFUND_FAILED)
    return false
  }
  return reverseCharge(payload, { id, orderId: Number(claimed.orderId) }, { recTradeId: claimed.recTradeId, amountTwd: claimed.amountTwd, cardLast4: claimed.cardLast4 })
}

/**
 * Refunds left half-way by a process that stopped (claimed longer than STALE_CLAIM ago; the provider never refused
 * them): the maintenance job resumes them, oldest first, a few a minute, so that they do not wait for a staff
 * member to notice. One the provider refuses becomes refundFailed and waits for staff (the dashboard) instead of
 * being retried every minute.
 */
export async function resumeStaleRefunds(payload: Payload, limit = 5): Promise<number> {
  const db = await sqlHandle(payload)
  let refunded = 0
  for (const id of await paymentRows.staleRefundClaims(db, REFUND_DUE, STALE_CLAIM_SECONDS, limit)) if (await refundWaitingCharge(payload, id)) refunded++
  return refunded
}
