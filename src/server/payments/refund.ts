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

import type { Payload, PayloadRequest } from 'payload'

import { settledRefundTwd } from '@/domain/cancellation'
import { fieldRules, ShopError } from '@/domain/errors'
import { nextStatus } from '@/domain/orderStatus'
import { nextRefundRetryMinutes } from '@/domain/payment'
import { storedStatusKind } from '@/domain/tapPayStatus'
import { orderMailRecipient } from '@/server/orders/cancel'
import {
  claimPendingRefund,
  deferPendingRefund,
  dueRefundIds,
  recordRefundIntent,
  refundFactsOf,
  refundStanding,
  refundStateOf,
  setPaymentReference,
  settlePendingRefund,
  settleRefundWithoutMoney,
  unconfirmedRefunds,
  waiveRefundFee,
} from '@/server/db/queries/refunds'
import { orderMailFacts } from '@/server/db/queries/orders'
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
  const order = (await refundFactsOf(db, orderId))!
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
  if (serialNumber && !order.providerRef) await setPaymentReference(db, orderId, serialNumber)
  if (amount === 0) {
    // Nothing to send: settled with the intent.
    await settleRefundWithoutMoney(db, orderId, { totalTwd: beforeTwd, feeTwd: fee })
    await settleEffects(payload, req, orderId, { paidTwd: left, feeTwd: fee, refundedTwd: 0, serialNumber })
    return { paidTwd: order.paidTwd, feeTwd: fee, refundedTwd: 0, providerRef: null, pending: false }
  }
  await recordRefundIntent(db, orderId, { totalTwd: beforeTwd + amount, sendTwd: amount, feeTwd: fee, bankRefundId: newBankRefundId('R') })
  return { paidTwd: order.paidTwd, feeTwd: fee, refundedTwd: amount, providerRef: null, pending: true }
}

/** What went back of an order already, and whether a refund is waiting for TapPay's confirmation. */
export async function refundFacts(payload: Payload, req: PayloadRequest, orderId: number): Promise<{ refundedTwd: number; pending: boolean }> {
  const db = await sqlHandle(payload, req)
  const row = await refundStateOf(db, orderId)
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
  await recordRefundIntent(db, part.orderId, { totalTwd: part.beforeTwd + part.amountTwd, sendTwd: part.amountTwd, feeTwd: 0, bankRefundId: newBankRefundId('R') })
}

/** The e-invoice void and the refund mail, in `req`'s transaction: what follows once the money went back. */
async function settleEffects(
  payload: Payload,
  req: PayloadRequest,
  orderId: number,
  figures: { paidTwd: number; feeTwd: number; refundedTwd: number; serialNumber?: string; partial?: boolean },
) {
  const db = await sqlHandle(payload, req)
  const order = (await orderMailFacts(db, orderId))!
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
  const claimed = await claimPendingRefund(db, orderId)
  if (!claimed) return standing(payload, orderId)
  let intent: Intent = {
    paidTwd: claimed.paidTwd,
    amountTwd: Number(claimed.amountTwd ?? 0),
    sendTwd: claimed.sendTwd,
    feeTwd: Number(claimed.feeTwd ?? 0),
    recTradeId: claimed.recTradeId ?? '',
    bankRefundId: claimed.bankRefundId ?? '',
    tries: Number(claimed.tries ?? 0),
  }
  // A retry: TapPay may have refunded while its answer was lost. Its record says (refunded_amount), not a second refund.
  if (intent.tries > 1 && (await refundedAtTapPay(intent))) return settle(payload, orderId, intent, null)
  let outcome = await send(intent)
  if (outcome.kind === 'refused' && intent.feeTwd > 0 && storedStatusKind(outcome.code) === 'declined' && !(await refundedAtTapPay(intent))) {
    // The acquirer takes no partial refund of this transaction: the whole payment goes back, the fee waived.
    logger.warn({ orderId, status: outcome.code, msg: outcome.message }, 'TapPay refused a partial refund: the whole payment is refunded, the fee waived')
    intent = { ...intent, amountTwd: intent.paidTwd, sendTwd: intent.sendTwd + intent.feeTwd, feeTwd: 0, bankRefundId: newBankRefundId('R') }
    await waiveRefundFee(db, orderId, {
      totalTwd: intent.amountTwd,
      sendTwd: intent.sendTwd,
      bankRefundId: intent.bankRefundId,
      problem: `partial refund refused (${outcome.code} ${outcome.message}): the fee was waived`,
    })
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
  await deferPendingRefund(db, orderId, problem, wait)
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
    const done = await settlePendingRefund(db, orderId, refundId ?? intent.bankRefundId)
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
async function standing(payload: Payload, orderId: number): Promise<RefundResult> {
  const { state, ...row } = (await refundStanding(await sqlHandle(payload), orderId))!
  return { ...row, pending: state === 'pending' }
}

/**
 * The maintenance job's part (every minute): refunds TapPay has not confirmed — no answer, refused, or left by a process
 * that stopped after its commit — when their back-off is due (src/domain/payment.ts REFUND_RETRY_MINUTES, then hourly).
 */
export async function resumePendingRefunds(payload: Payload, limit = 5): Promise<number> {
  const db = await sqlHandle(payload)
  // A fresh intent belongs to the request that made it for a while (it sends right after its commit).
  let settled = 0
  for (const id of await dueRefundIds(db, limit)) if (!(await sendRefund(payload, id)).pending) settled++
  return settled
}

/** A refund staff should know about: not confirmed by TapPay a while after it was asked for (the dashboard's list). */
export type RefundNotConfirmed = { orderId: number; orderNumber: string; amountTwd: number; since: string; tries: number; problem: string | null }

export async function refundsNotConfirmed(payload: Payload, limit = 20): Promise<RefundNotConfirmed[]> {
  const db = await sqlHandle(payload)
  return (await unconfirmedRefunds(db, limit)).map((row) => ({ ...row, orderId: Number(row.orderId), since: new Date(row.since ?? 0).toISOString() }))
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
