/**
 * Refunding a paid order (members' cancellations after payment, staff actions) — intent, then TapPay, then settle, so
 * that a lost reply can neither roll our side back while TapPay refunded, nor refund twice:
 *
 * 1. refundOrderIn, in the caller's transaction under the order row's lock: the goods taken back first (an eSIM's
 *    profiles cancelled or revoked at the wholesaler — an outside call, made here on purpose: a traveller's cancel is
 *    refused when the wholesaler says a phone downloaded the profile, before any money moves, and the wholesaler's
 *    fulfilment hands profiles over under the same lock, so a refunded order never gets new ones), the order's `refund`
 *    event, and the refund's intent: the amount paid less the fee, and our bank_refund_id. Nothing is sent to TapPay
 *    while the transaction (and its lock) is open, so two refunds of one order never both get this far.
 * 2. sendRefund, after the commit: TapPay's Refund API with that bank_refund_id (one caller at a time holds it). A
 *    retry — the same request's, or the maintenance job's with back-off (resumePendingRefunds) — reads TapPay's record
 *    first and sends the same id again only when its refunded_amount does not show the refund.
 * 3. settle: the refund confirmed on the order, the e-invoice void and the `orderRefunded` mail, once.
 *
 * A partial refund (a fee kept) that TapPay's acquirer refuses for this transaction type is made whole instead: the fee
 * is waived and said so on the order, rather than leaving the traveller's money with the shop. Refunds TapPay keeps
 * refusing stay on the staff dashboard ("Refunds not confirmed") and are tried again hourly; a refund staff make in
 * TapPay's portal is then found in the record and settles the order.
 */
import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { settledRefundTwd } from '@/domain/cancellation'
import { fieldRules, ShopError } from '@/domain/errors'
import { nextStatus } from '@/domain/orderStatus'
import { nextRefundRetryMinutes } from '@/domain/payment'
import { storedStatusKind } from '@/domain/tapPayStatus'
import { orderMailRecipient, type OrderMailRow } from '@/server/orders/cancel'
import { inTransaction, sqlHandle } from '@/server/db/transaction'
import { queueInvoiceVoid } from '@/server/invoice/queue'
import { logger } from '@/server/logger'
import { enqueueMail } from '@/server/mail/queue'
import { releaseSerial } from '@/server/orders/serials'
import { applyOrderEvent, lockOrderStatus, statusConflict, type Actor } from '@/server/orders/status'
import { takeBackProfiles, type TakeBack } from '@/server/esim/profiles'
import { isEsimError } from '@/server/esim/esimAccess'

import { newBankRefundId, ProviderUnavailableError, refundedInRecord, refundTransaction, type RefundOutcome } from './tappay'

export type RefundResult = {
  paidTwd: number
  feeTwd: number
  refundedTwd: number
  providerRef: string | null
  /** TapPay has not confirmed it yet (no answer, or refused): retried with back-off, and shown to staff. */
  pending: boolean
}

type Refund = {
  orderId: number
  feeTwd: number
  actor: Actor
  /**
   * What may be taken back: `unusedOnly` (a traveller's cancellation) cancels eSIM profiles only while never
   * downloaded and refuses otherwise; `any` (support) revokes whatever cannot be cancelled.
   */
  goods?: 'unusedOnly' | 'any'
}

/** A refund from outside a transaction: the intent committed, then sent to TapPay. */
export async function refundOrder(payload: Payload, refund: Refund): Promise<RefundResult> {
  const intent = await inTransaction(payload, ({ req }) => refundOrderIn(payload, req, refund))
  return intent.pending ? sendRefund(payload, refund.orderId) : intent
}

/**
 * The refund's intent inside the caller's transaction (a member's cancellation writes its own record with it). The
 * caller calls sendRefund(orderId) after its commit when the result is `pending` (money to send).
 */
export async function refundOrderIn(payload: Payload, req: PayloadRequest, { orderId, feeTwd, actor, goods = 'unusedOnly' }: Refund): Promise<RefundResult> {
  if (!Number.isInteger(feeTwd) || feeTwd < 0) throw fieldRules({ feeTwd: 'invalidValue' })
  const status = await lockOrderStatus(payload, req, orderId)
  if (!nextStatus(status, 'refund')) throw statusConflict()
  const db = await sqlHandle(payload, req)
  // One refund at TapPay at a time: a partial refund not confirmed yet holds the order's refund columns.
  if ((await refundFacts(payload, req, orderId)).pending) throw new ShopError('conflict', 'refundPending')
  const takenBack = await takeBack(payload, req, orderId, goods)
  const order = (
    await db.execute(sql`select order_number as "orderNumber", item_name as "itemName", contact_email as email, locale,
      surname, given_name as "givenName", payment_provider as provider, payment_provider_ref as "providerRef",
      coalesce(payment_amount_twd, 0)::int as "paidTwd", refund_state as "refundState", refund_amount_twd as "refundTwd"
      from orders where id = ${orderId}`)
  ).rows[0] as OrderMailRow & { provider: string | null; providerRef: string | null; paidTwd: number; refundState: string | null; refundTwd: number | null }
  // Support's partial refunds made before went back already: the fee is kept from what is left.
  const beforeTwd = settledRefundTwd({ state: order.refundState, amountTwd: order.refundTwd })
  const left = order.paidTwd - beforeTwd
  const fee = Math.min(feeTwd, left)
  const amount = left - fee
  if (amount > 0 && !order.providerRef) throw statusConflict()
  await applyOrderEvent(payload, req, {
    orderId,
    event: 'refund',
    actor,
    params: { kind: 'refunded', amount, fee, ...(takenBack.cancelled + takenBack.revoked + takenBack.localOnly ? takenBack : {}) },
  })
  // A serial number paid for it: nothing was charged, so nothing is refunded; the serial itself is given back — but only
  // while nothing was handed over (after delivery the serial stays used, or the goods would be had twice).
  const beforeDelivery = status === 'paid' || status === 'pendingPickup'
  const serialNumber = order.provider === 'serial' && beforeDelivery ? ((await releaseSerial(payload, req, orderId)) ?? undefined) : undefined
  // An order redeemed before the serial was kept as its payment reference keeps it now: the serial no longer names it.
  if (serialNumber && !order.providerRef) await db.execute(sql`update orders set payment_provider_ref = ${serialNumber} where id = ${orderId}`)
  if (amount === 0) {
    // Nothing to send: settled with the intent.
    await db.execute(sql`update orders set refund_amount_twd = ${beforeTwd}, refund_last_amount_twd = 0, refund_fee_twd = ${fee}, refund_state = 'done',
      refund_requested_at = now(), refund_refunded_at = now(), updated_at = now() where id = ${orderId}`)
    await settleEffects(payload, req, orderId, { paidTwd: left, feeTwd: fee, refundedTwd: 0, serialNumber })
    return { paidTwd: order.paidTwd, feeTwd: fee, refundedTwd: 0, providerRef: null, pending: false }
  }
  await db.execute(sql`update orders set refund_amount_twd = ${beforeTwd + amount}, refund_last_amount_twd = ${amount}, refund_fee_twd = ${fee}, refund_state = 'pending',
    refund_bank_refund_id = ${newBankRefundId('R')}, refund_requested_at = now(), refund_tries = 0, refund_next_try_at = null,
    refund_problem = null, refund_provider_ref = null, refund_refunded_at = null, updated_at = now() where id = ${orderId}`)
  return { paidTwd: order.paidTwd, feeTwd: fee, refundedTwd: amount, providerRef: null, pending: true }
}

/** What went back of an order already, and whether a refund is waiting for TapPay's confirmation. */
export async function refundFacts(payload: Payload, req: PayloadRequest, orderId: number): Promise<{ refundedTwd: number; pending: boolean }> {
  const db = await sqlHandle(payload, req)
  const row = (
    await db.execute(sql`select refund_state as state, refund_amount_twd as "amountTwd" from orders where id = ${orderId}`)
  ).rows[0] as { state: string | null; amountTwd: number | null } | undefined
  return { refundedTwd: settledRefundTwd(row), pending: row?.state === 'pending' }
}

/**
 * Support's partial or goodwill refund (src/domain/staffRefund.ts checked it under the lock the caller holds): the
 * order keeps its status and its goods; the intent — what went back in all, this refund alone, our bank_refund_id — is
 * stored in `req`'s transaction, and the caller sends it after the commit (sendRefund). Settling it puts it on the
 * e-invoice as an allowance (折讓) and mails the traveller.
 */
export async function refundPartIn(payload: Payload, req: PayloadRequest, part: { orderId: number; amountTwd: number; beforeTwd: number }): Promise<void> {
  const db = await sqlHandle(payload, req)
  await db.execute(sql`update orders set refund_amount_twd = ${part.beforeTwd + part.amountTwd}, refund_last_amount_twd = ${part.amountTwd}, refund_fee_twd = 0,
    refund_state = 'pending', refund_bank_refund_id = ${newBankRefundId('R')}, refund_requested_at = now(), refund_tries = 0, refund_next_try_at = null,
    refund_problem = null, refund_provider_ref = null, refund_refunded_at = null, updated_at = now() where id = ${part.orderId}`)
}

/** The e-invoice void and the refund mail, in `req`'s transaction: what follows once the money went back. */
async function settleEffects(
  payload: Payload,
  req: PayloadRequest,
  orderId: number,
  figures: { paidTwd: number; feeTwd: number; refundedTwd: number; serialNumber?: string; partial?: boolean },
) {
  const db = await sqlHandle(payload, req)
  const order = (
    await db.execute(sql`select order_number as "orderNumber", item_name as "itemName", contact_email as email, locale,
      surname, given_name as "givenName" from orders where id = ${orderId}`)
  ).rows[0] as OrderMailRow
  await queueInvoiceVoid(payload, orderId, figures.partial ? 'partial refund' : 'refund', req)
  const { to, locale, name } = orderMailRecipient(order)
  await enqueueMail(
    payload,
    {
      kind: 'orderRefunded',
      to,
      locale,
      data: { orderNumber: order.orderNumber, name, itemName: order.itemName, ...figures },
    },
    req,
  )
}

type Intent = {
  paidTwd: number
  /** What went back in all once this refund is made (TapPay's record adds refunds up the same way). */
  amountTwd: number
  /** This refund alone: what TapPay is asked for. */
  sendTwd: number
  feeTwd: number
  recTradeId: string
  bankRefundId: string
  tries: number
}

/**
 * Sends a pending refund to TapPay and settles it by the answer or by the record. One caller at a time: the claim moves
 * the next try on, so the maintenance job leaves a refund alone while a request is sending it. Answers where the refund
 * stands (`pending`: not confirmed, tried again later).
 */
export async function sendRefund(payload: Payload, orderId: number): Promise<RefundResult> {
  const db = await sqlHandle(payload)
  const claimed = (
    await db.execute(sql`update orders set refund_tries = coalesce(refund_tries, 0) + 1, refund_next_try_at = now() + interval '2 minutes'
      where id = ${orderId} and refund_state = 'pending' and (refund_next_try_at is null or refund_next_try_at <= now())
      returning coalesce(payment_amount_twd, 0)::int as "paidTwd", refund_amount_twd::int as "amountTwd",
        coalesce(refund_last_amount_twd, refund_amount_twd)::int as "sendTwd", refund_fee_twd::int as "feeTwd",
        payment_provider_ref as "recTradeId", refund_bank_refund_id as "bankRefundId", refund_tries::int as tries`)
  ).rows[0] as Intent | undefined
  if (!claimed) return refundStanding(payload, orderId)
  let intent = claimed
  // A retry: TapPay may have refunded while its answer was lost. Its record says (refunded_amount), not a second refund.
  if (intent.tries > 1 && (await refundedAtTapPay(intent))) return settle(payload, orderId, intent, null)
  let outcome = await send(intent)
  if (outcome.kind === 'refused' && intent.feeTwd > 0 && storedStatusKind(outcome.code) === 'declined' && !(await refundedAtTapPay(intent))) {
    // The acquirer takes no partial refund of this transaction: the whole payment goes back, the fee waived.
    logger.warn({ orderId, status: outcome.code, msg: outcome.message }, 'TapPay refused a partial refund: the whole payment is refunded, the fee waived')
    intent = { ...intent, amountTwd: intent.paidTwd, sendTwd: intent.sendTwd + intent.feeTwd, feeTwd: 0, bankRefundId: newBankRefundId('R') }
    await db.execute(sql`update orders set refund_amount_twd = ${intent.amountTwd}, refund_last_amount_twd = ${intent.sendTwd}, refund_fee_twd = 0, refund_bank_refund_id = ${intent.bankRefundId},
      refund_problem = ${`partial refund refused (${outcome.code} ${outcome.message}): the fee was waived`.slice(0, 200)}, updated_at = now()
      where id = ${orderId} and refund_state = 'pending'`)
    outcome = await send(intent)
  }
  if (outcome.kind === 'ok') return settle(payload, orderId, intent, outcome.refundId)
  // No answer, or refused: a refund TapPay made anyway (its answer lost; an id it already had) shows in its record.
  if (await refundedAtTapPay(intent)) return settle(payload, orderId, intent, null)
  const problem = outcome.kind === 'refused' ? `refused: ${outcome.code} ${outcome.message}` : `no answer: ${outcome.reason}`
  const wait = nextRefundRetryMinutes(intent.tries - 1)
  const note = { orderId, problem, retryInMinutes: wait }
  // Refused is for staff to read (the dashboard lists it); no answer is TapPay's or the network's passing trouble.
  if (outcome.kind === 'refused') logger.error(note, 'TapPay refused a refund: it is tried again, and staff see it on the dashboard')
  else logger.warn(note, 'a refund got no answer from TapPay: it is tried again')
  await db.execute(sql`update orders set refund_problem = ${problem.slice(0, 200)}, refund_next_try_at = now() + make_interval(mins => ${wait}),
    updated_at = now() where id = ${orderId} and refund_state = 'pending'`)
  return { paidTwd: intent.paidTwd, feeTwd: intent.feeTwd, refundedTwd: intent.sendTwd, providerRef: null, pending: true }
}

type Sent = { kind: 'ok'; refundId: string | null } | { kind: 'refused'; code: string; message: string } | { kind: 'unknown'; reason: string }

async function send(intent: Intent): Promise<Sent> {
  let outcome: RefundOutcome
  try {
    // Partial when less than was paid: a fee kept, or support's partial refund (reference.html, amount: "a smaller than
    // original amount is acceptable").
    outcome = await refundTransaction(intent.recTradeId, {
      amountTwd: intent.sendTwd < intent.paidTwd ? intent.sendTwd : undefined,
      bankRefundId: intent.bankRefundId,
    })
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error
    return { kind: 'unknown', reason: error.message.slice(0, 120) }
  }
  return outcome.ok ? { kind: 'ok', refundId: outcome.refundId } : { kind: 'refused', code: outcome.code, message: outcome.message }
}

const refundedAtTapPay = (intent: Intent) => refundedInRecord(intent.recTradeId, intent.amountTwd)

/** The refund confirmed: recorded on the order, the invoice void and the mail queued — once, whoever gets here first. */
async function settle(payload: Payload, orderId: number, intent: Intent, refundId: string | null): Promise<RefundResult> {
  return inTransaction(payload, async ({ req }) => {
    const status = await lockOrderStatus(payload, req, orderId)
    const db = await sqlHandle(payload, req)
    const done = (
      await db.execute(sql`update orders set refund_state = 'done', refund_provider_ref = ${refundId ?? intent.bankRefundId}, refund_refunded_at = now(),
        refund_next_try_at = null, updated_at = now() where id = ${orderId} and refund_state = 'pending' returning id`)
    ).rows.length
    // A partial refund leaves the order as it was; a refund after partial ones is of what they left.
    const figures =
      status === 'refunded'
        ? { paidTwd: intent.paidTwd - (intent.amountTwd - intent.sendTwd), feeTwd: intent.feeTwd, refundedTwd: intent.sendTwd }
        : { paidTwd: intent.paidTwd, feeTwd: 0, refundedTwd: intent.sendTwd, partial: true }
    if (done) await settleEffects(payload, req, orderId, figures)
    return { paidTwd: intent.paidTwd, feeTwd: intent.feeTwd, refundedTwd: intent.sendTwd, providerRef: refundId ?? intent.bankRefundId, pending: false }
  })
}

/** Where an order's refund stands (another caller holds it, or it is settled). */
async function refundStanding(payload: Payload, orderId: number): Promise<RefundResult> {
  const db = await sqlHandle(payload)
  const row = (
    await db.execute(sql`select coalesce(payment_amount_twd, 0)::int as "paidTwd", coalesce(refund_fee_twd, 0)::int as "feeTwd",
      coalesce(refund_last_amount_twd, refund_amount_twd, 0)::int as "refundedTwd", refund_provider_ref as "providerRef", refund_state = 'pending' as pending
      from orders where id = ${orderId}`)
  ).rows[0] as RefundResult
  return { ...row, pending: Boolean(row.pending) }
}

/**
 * The maintenance job's part (every minute): refunds TapPay has not confirmed — no answer, refused, or left by a process
 * that stopped after its commit — when their back-off is due (src/domain/payment.ts REFUND_RETRY_MINUTES, then hourly).
 */
export async function resumePendingRefunds(payload: Payload, limit = 5): Promise<number> {
  const db = await sqlHandle(payload)
  // A fresh intent belongs to the request that made it for a while (it sends right after its commit).
  const { rows } = await db.execute(sql`select id from orders where refund_state = 'pending'
    and coalesce(refund_next_try_at, refund_requested_at + interval '1 minute') <= now() order by refund_requested_at, id limit ${limit}`)
  let settled = 0
  for (const row of rows as { id: unknown }[]) if (!(await sendRefund(payload, Number(row.id))).pending) settled++
  return settled
}

/** A refund staff should know about: not confirmed by TapPay a while after it was asked for (the dashboard's list). */
export type RefundNotConfirmed = { orderId: number; orderNumber: string; amountTwd: number; since: string; tries: number; problem: string | null }

export async function refundsNotConfirmed(payload: Payload, limit = 20): Promise<RefundNotConfirmed[]> {
  const db = await sqlHandle(payload)
  const { rows } = await db.execute(sql`select id as "orderId", order_number as "orderNumber", refund_amount_twd::int as "amountTwd",
      refund_requested_at as since, coalesce(refund_tries, 0)::int as tries, refund_problem as problem
    from orders where refund_state = 'pending' and (refund_problem like 'refused%' or refund_requested_at < now() - interval '10 minutes')
    order by refund_requested_at, id limit ${limit}`)
  return (rows as (Omit<RefundNotConfirmed, 'since' | 'orderId'> & { orderId: unknown; since: string | Date })[]).map((r) => ({
    ...r,
    orderId: Number(r.orderId),
    since: new Date(r.since).toISOString(),
  }))
}

/**
 * The order's eSIM profiles taken back (none for other goods). A profile a phone downloaded in the meantime refuses a
 * traveller's cancellation; a wholesaler that cannot be asked refuses any refund for now (the money is never returned
 * while the goods still work).
 */
async function takeBack(payload: Payload, req: PayloadRequest, orderId: number, goods: 'unusedOnly' | 'any'): Promise<TakeBack> {
  try {
    return await takeBackProfiles(payload, req, orderId, { unusedOnly: goods === 'unusedOnly' })
  } catch (error) {
    if (isEsimError(error, 'inUse')) throw new ShopError('conflict', 'cancelRefusedEsimInstalled')
    if (isEsimError(error, 'unavailable')) throw new ShopError('unavailable', 'esimProviderUnavailable')
    throw error
  }
}
