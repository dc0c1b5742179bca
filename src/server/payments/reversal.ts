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

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { isPaidStatus, type OrderStatus } from '@/domain/orderStatus'
import { sqlHandle } from '@/server/db/transaction'
import { logger } from '@/server/logger'
import { enqueueMail } from '@/server/mail/queue'
import { orderMailRecipient, type OrderMailRow } from '@/server/orders/cancel'

import { newBankRefundId, ProviderUnavailableError, refundedInRecord, refundTransaction, type RefundOutcome } from './tappay'

export const REFUND_DUE = 'refundDue'
export const REFUND_FAILED = 'refundFailed'

/** A refund still "under way" this long after its claim was left by a process that stopped: it may be claimed again. */
const STALE_CLAIM = '2 minutes'

type Charge = { recTradeId: string; amountTwd: number; cardLast4: string | null }

/**
 * Refunds a charge the order could not take (the caller holds its claim: error_code REFUND_DUE), marks the
 * payment refunded and mails the payer; or, when the provider refuses, marks it REFUND_FAILED for staff.
 */
export async function reverseCharge(payload: Payload, payment: { id: number; orderId: number }, charge: Charge): Promise<boolean> {
  const db = await sqlHandle(payload)
  const stored = (await db.execute(sql`select bank_refund_id as "bankRefundId" from payments where id = ${payment.id}`)).rows[0] as { bankRefundId: string | null }
  // One id per charge's refund, stored before it is sent: the same on every retry.
  const bankRefundId = stored.bankRefundId ?? newBankRefundId('V')
  if (!stored.bankRefundId) await db.execute(sql`update payments set bank_refund_id = ${bankRefundId} where id = ${payment.id}`)
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
    await db.execute(sql`update payments set error_code = ${REFUND_FAILED}, error_message = ${`refund refused: ${refund.code} ${refund.message}`.slice(0, 200)},
      updated_at = now() where id = ${payment.id} and status = 'succeeded'`)
    return false
  }
  await db.execute(sql`update payments set status = 'refunded', error_message = ${`refunded ${refund.refundId ?? ''}`.trim()}, updated_at = now()
    where id = ${payment.id}`)
  logger.warn({ paymentId: payment.id, recTradeId: charge.recTradeId }, 'a charge for an order that could no longer take it was refunded')
  await mailReversal(payload, payment.orderId, charge)
  return true
}

/** Tells the payer that a charge the order could not take was refunded, and why (their statement shows both). */
async function mailReversal(payload: Payload, orderId: number, charge: Charge): Promise<void> {
  const db = await sqlHandle(payload)
  const order = (
    await db.execute(sql`select order_number as "orderNumber", item_name as "itemName", contact_email as email, locale, surname,
      given_name as "givenName", status from orders where id = ${orderId}`)
  ).rows[0] as (OrderMailRow & { status: OrderStatus }) | undefined
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

const WAITING = sql`p.status = 'succeeded' and (p.error_code = ${REFUND_FAILED}
  or (p.error_code = ${REFUND_DUE} and p.updated_at < now() - ${STALE_CLAIM}::interval))`

/** The charges staff must refund: refused by the provider, or left half-way by a process that stopped. Oldest first. */
export async function chargesToRefund(payload: Payload, limit = 20): Promise<ChargeToRefund[]> {
  const db = await sqlHandle(payload)
  const { rows } = await db.execute(sql`select p.id, o.order_number as "orderNumber", p.amount_twd::int as "amountTwd", p.card_last4 as "cardLast4",
      p.updated_at as since, p.error_code = ${REFUND_FAILED} as refused
    from payments p join orders o on o.id = p.order_id where ${WAITING} order by p.updated_at, p.id limit ${limit}`)
  return (rows as (Omit<ChargeToRefund, 'since' | 'id'> & { id: unknown; since: string | Date })[]).map((r) => ({
    ...r,
    id: Number(r.id),
    since: new Date(r.since).toISOString(),
  }))
}

/**
 * Staff refund one waiting charge. null when there is none with that id (never one, or refunded meanwhile — by
 * another click, too: only one caller claims it); false when the provider refused again (it stays on the list).
 */
export async function refundWaitingCharge(payload: Payload, id: number): Promise<boolean | null> {
  const db = await sqlHandle(payload)
  const claimed = (
    await db.execute(sql`update payments p set error_code = ${REFUND_DUE}, updated_at = now() where p.id = ${id} and ${WAITING}
      returning p.order_id as "orderId", p.provider_ref as "recTradeId", p.amount_twd::int as "amountTwd", p.card_last4 as "cardLast4"`)
  ).rows[0] as { orderId: unknown; recTradeId: string | null; amountTwd: number; cardLast4: string | null } | undefined
  if (!claimed) return null
  if (!claimed.recTradeId) {
    await db.execute(sql`update payments set error_code = ${REFUND_FAILED}, updated_at = now() where id = ${id}`)
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
  const { rows } = await db.execute(sql`select p.id from payments p where p.status = 'succeeded' and p.error_code = ${REFUND_DUE}
    and p.updated_at < now() - ${STALE_CLAIM}::interval order by p.updated_at, p.id limit ${limit}`)
  let refunded = 0
  for (const row of rows as { id: unknown }[]) if (await refundWaitingCharge(payload, Number(row.id))) refunded++
  return refunded
}
