/**
 * Paying for an order (POST /api/checkout) and everything that settles a payment afterwards: the 3-D
 * Secure return, TapPay's backend notify, a replay of a request whose provider call timed out.
 *
 * - Who: the member who owns the order, or the browser that placed it (placeOrder's signed checkoutToken).
 *   Anyone else gets the same "not found" as for an order that does not exist.
 * - What: the amount is the order's totalTwd; nothing in the request says how much.
 * - Once: the `payments` row of an Idempotency-Key (bound to the order) is the idempotency record. The
 *   decision to charge is taken under the order row's lock, so two keys never charge one order at once
 *   and concurrent requests with one key make one charge; a replay answers with the stored outcome.
 * - Unknown outcomes: a provider timeout leaves the attempt `pending`; the Record API (by our
 *   bank_transaction_id) says what happened before anything else is tried — and TapPay may write that record late, so
 *   one "not found" settles nothing: nothing else is charged for the order while the attempt is pending, and
 *   reconcilePayments asks again with back-off (src/domain/payment.ts RECORD_CHECK_MINUTES) before giving it up.
 * - Success: one transaction writes the payment, the order's `pay` event, fulfilment and the invoice job.
 *   A charge that lands on an order that meanwhile was cancelled (or paid by another attempt) is refunded at once.
 */
import 'server-only'

import { createHmac, randomBytes } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import { notFound, ShopError, tooManyAttempts } from '@/domain/errors'
import type { Currency } from '@/domain/currency'
import { taipeiDate } from '@/domain/dates'
import { LOCALE_INFO, type Locale } from '@/domain/locale'
import { isPaidStatus, type OrderStatus } from '@/domain/orderStatus'
import { isRedirectWallet, nextRecordCheckMinutes, type PaymentMethod, type PaymentStatus } from '@/domain/payment'
import { storedStatusKind, TAPPAY_MERCHANT_STATUSES } from '@/domain/tapPayStatus'
import type { CheckoutInput, CheckoutOrderInput, CheckoutResultInput } from '@/lib/schemas/checkout'
import type { InvoiceChoice } from '@/lib/schemas/invoice'
import type { CheckoutReply } from '@/lib/views/checkout'
import type { OrderView } from '@/lib/views/order'
import type { Member } from '@/payload-types'
import { orderForPayment, orderInvoiceState, recordOrderPayment } from '@/server/db/queries/orders'
import * as paymentRows from '@/server/db/queries/payments'
import { insertRow } from '@/server/db/rows'
import { inTransaction, sqlHandle } from '@/server/db/transaction'
import { payloadSecret, siteUrl } from '@/server/env'
import { fulfilPaidOrder } from '@/server/fulfilment'
import { orderKey } from '@/server/signing/orderLinks'
import { assertInvoiceCarrierRegistered } from '@/server/invoice/carrierCheck'
import { invoiceChoiceOf, orderInvoiceFields } from '@/lib/invoiceChoice'
import { queueInvoiceIssue } from '@/server/invoice/queue'
import { logger } from '@/server/logger'
import { lockOrderStatus, applyOrderEvent } from '@/server/orders/status'
import { orderView } from '@/server/orders/views'
import { hit, type Limit } from '@/server/rateLimit'

import { isValidCheckoutToken, isValidPaymentLink } from '@/server/signing/checkoutToken'
import { tapPayConfig } from './config'
import { REFUND_DUE, REFUND_FAILED, reverseCharge } from './reversal'
import { payByPrime, PROVIDER, ProviderUnavailableError, queryRecord, type RecordOutcome } from './tappay'

/** An attempt still `pending` this long after it started has timed out at the provider: ask the Record API. */
const settleAfterMs = () => tapPayConfig().timeoutMs + 2_000


type OrderRow = {
  id: number
  orderNumber: string
  status: OrderStatus
  memberId: number | null
  totalTwd: number
  name: string
  email: string
  phone: string
  itemName: string
  paymentLinkIssuedAt: Date | null
}

type PaymentRow = {
  id: number
  orderId: number
  status: PaymentStatus
  method: PaymentMethod
  amountTwd: number
  providerRef: string | null
  bankTransactionId: string | null
  paymentUrl: string | null
  errorCode: string | null
  cardLast4: string | null
  ageMs: number
}

export type CheckoutContext = { payload: Payload; member: Member | null; locale: Locale; idempotencyKey: string; ip: string }

async function findOrder(payload: Payload, orderNumber: string, req?: Partial<PayloadRequest>): Promise<OrderRow | null> {
  const db = await sqlHandle(payload, req)
  const row = await orderForPayment(db, orderNumber)
  if (!row) return null
  const { givenName, surname, paymentLinkIssuedAt, ...rest } = row
  return {
    ...rest,
    name: `${givenName} ${surname}`,
    memberId: row.memberId === null ? null : Number(row.memberId),
    totalTwd: Number(row.totalTwd),
    paymentLinkIssuedAt: paymentLinkIssuedAt ? new Date(paymentLinkIssuedAt) : null,
  }
}

const asPayment = (row: Awaited<ReturnType<typeof paymentRows.paymentById>>): PaymentRow | null =>
  row ? { ...row, id: Number(row.id), orderId: Number(row.orderId), amountTwd: Number(row.amountTwd) } : null

async function paymentByKey(payload: Payload, key: string, req?: Partial<PayloadRequest>): Promise<PaymentRow | null> {
  const db = await sqlHandle(payload, req)
  return asPayment(await paymentRows.paymentByKey(db, key))
}

async function paymentById(payload: Payload, id: number): Promise<PaymentRow | null> {
  const db = await sqlHandle(payload)
  return asPayment(await paymentRows.paymentById(db, id))
}

/**
 * The order, if the request may pay for it or see its payment: its member, or a valid checkoutToken.
 * Otherwise null — the same answer as for an order number that does not exist.
 */
export async function payableOrderFor(payload: Payload, member: Member | null, orderNumber: string, token: string | undefined): Promise<OrderRow | null> {
  const order = await findOrder(payload, orderNumber)
  if (!order) return null
  if (member && order.memberId === member.id) return order
  // The placing browser's token, or support's newest payment link (an older link was signed with an older instant).
  return isValidCheckoutToken(order.orderNumber, token) || isValidPaymentLink(order.orderNumber, token, order.paymentLinkIssuedAt) ? order : null
}

/** The client's Idempotency-Key bound to the order: a key reused for another order is another attempt. */
export function boundPaymentKey(key: string, orderId: number): string {
  return `pay1:${createHmac('sha256', `shop-payment-key:${payloadSecret()}`).update(`${key}\n${orderId}`).digest('base64url')}`
}

const declined = () => new ShopError('paymentRefused', 'paymentDeclined')
const failed = () => new ShopError('paymentRefused', 'paymentFailed')
/** TapPay refused for a reason of the shop's own (its keys, merchant, request): no card would pay now; staff are told. */
const serviceError = () => new ShopError('paymentRefused', 'paymentServiceError')
const notPayable = () => new ShopError('conflict', 'orderNotPayable')
const inProgress = () => new ShopError('conflict', 'paymentInProgress')
/** TapPay could not be reached and the Record API could not be asked: the same key may try again. */
const unavailable = () => new ShopError('unavailable', 'paymentUnavailable')

type OrderState = { status: OrderStatus; invoice: OrderView['invoice'] }

/** A charge that went through for an order that could not take it (see settleSucceeded). */
const isReversal = (payment: PaymentRow) =>
  payment.status === 'refunded' || (payment.status === 'succeeded' && (payment.errorCode === REFUND_DUE || payment.errorCode === REFUND_FAILED))

/** A reversal whose refund another request is making right now: the answer waits for it (bounded), so it can say "refunded". */
async function awaitReversal(payload: Payload, payment: PaymentRow): Promise<PaymentRow> {
  const deadline = Date.now() + settleAfterMs()
  let current = payment
  while (current.status === 'succeeded' && current.errorCode === REFUND_DUE && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    current = (await paymentById(payload, current.id)) ?? current
  }
  return current
}

/** The reply a stored attempt stands for (the same for the first request and every replay). */
function replyOf(order: Pick<OrderRow, 'orderNumber'>, payment: PaymentRow, state?: OrderState): CheckoutReply {
  if (isReversal(payment)) {
    // A charge the order could not take (paid meanwhile by another attempt, or cancelled): refunded at once, or
    // due to be refunded by staff when the provider refused the refund. The payer learns which, and what to do.
    const orderStatus = state?.status ?? 'unpaid'
    return {
      status: 'reversed',
      orderNumber: order.orderNumber,
      amountTwd: payment.amountTwd,
      cardLast4: payment.cardLast4,
      refunded: payment.status === 'refunded',
      orderStatus,
      orderKey: isPaidStatus(orderStatus) ? orderKey(order.orderNumber) : null,
    }
  }
  switch (payment.status) {
    case 'succeeded':
      return {
        status: 'paid',
        orderNumber: order.orderNumber,
        amountTwd: payment.amountTwd,
        orderStatus: state?.status ?? 'paid',
        invoice: state?.invoice ?? null,
        orderKey: orderKey(order.orderNumber),
      }
    case 'challenge':
      return { status: 'challenge', orderNumber: order.orderNumber, paymentUrl: payment.paymentUrl ?? '' }
    case 'pending':
      return { status: 'pending', orderNumber: order.orderNumber }
    case 'refunded':
      // Only a reversal is ever marked refunded (an order's refund is kept on the order): unreachable.
      throw notPayable()
    case 'failed': {
      // A card the bank turned down (a bank status, or the Record API's failed record), the shop's own set-up refused
      // (src/domain/tapPayStatus.ts), or an attempt that never arrived. One that went to the bank's 3-D Secure page
      // failed there: the cardholder's check, not the card, was refused.
      const kind = payment.errorCode === 'declined' ? 'declined' : storedStatusKind(payment.errorCode)
      if (kind === 'merchant') throw serviceError()
      // A wallet's page (LINE Pay, JKO Pay) left with "cancel", or its payment refused there: nothing was charged.
      if (kind === 'declined' && payment.paymentUrl && isRedirectWallet(payment.method)) throw new ShopError('paymentRefused', `${payment.method}NotCompleted`)
      if (kind === 'declined') throw payment.paymentUrl ? new ShopError('paymentRefused', 'threeDSecureFailed') : declined()
      throw failed()
    }
  }
}

/** The order's status and e-invoice (its number once the issue job has stored it), as the buyer sees them. */
async function orderStateOf(payload: Payload, orderId: number): Promise<OrderState> {
  const db = await sqlHandle(payload)
  const row = (await orderInvoiceState(db, orderId))!
  const invoice =
    row.number && row.issuedAt ? { number: row.number, date: taipeiDate(new Date(row.issuedAt)), voided: row.voidedAt !== null } : null
  return { status: row.status, invoice }
}

/** The order's state where the reply needs it: a charge that paid it, or one that was reversed. */
async function stateFor(payload: Payload, orderId: number, payment: PaymentRow): Promise<OrderState | undefined> {
  return payment.status === 'succeeded' || payment.status === 'refunded' ? orderStateOf(payload, orderId) : undefined
}

/** Waits for a concurrent request with the same key to finish its provider call (none is running once it timed out). */
async function awaitSettled(payload: Payload, key: string, ageMs: number): Promise<PaymentRow | null> {
  const deadline = Date.now() + Math.max(0, settleAfterMs() + 3_000 - ageMs)
  let delay = 25
  for (;;) {
    const row = await paymentByKey(payload, key)
    if (!row || row.status !== 'pending' || Date.now() > deadline) return row
    await new Promise((resolve) => setTimeout(resolve, delay))
    delay = Math.min(delay * 2, 250)
  }
}

type Started = { kind: 'new'; payment: PaymentRow } | { kind: 'replay'; payment: PaymentRow }

/** Under the order's lock: a replay, a refusal, or a new `pending` attempt with the order's amount and the invoice choice. */
async function startAttempt(
  payload: Payload,
  order: OrderRow,
  key: string,
  method: PaymentMethod,
  invoice: InvoiceChoice,
): Promise<Started> {
  return inTransaction(payload, async ({ req }) => {
    const status = await lockOrderStatus(payload, req, order.id)
    const earlier = await paymentByKey(payload, key, req)
    if (earlier) return { kind: 'replay', payment: earlier } as const
    if (status !== 'unpaid') throw notPayable()
    const db = await sqlHandle(payload, req)
    // One charge in flight per order, and none while an earlier attempt's outcome is unknown (TapPay may yet show it
    // charged: reconcilePayments settles or gives it up). An abandoned 3-D Secure challenge does not block a new try
    // (a late success of it would be refunded at once, see settleSucceeded).
    if (await paymentRows.hasPendingPayment(db, order.id)) throw inProgress()
    const bankTransactionId = `TS${Date.now().toString(36).toUpperCase()}${randomBytes(6).toString('hex').toUpperCase()}`
    const id = await insertRow(payload, req, 'payments', {
      order: order.id,
      idempotencyKey: key,
      provider: PROVIDER,
      method,
      amountTwd: order.totalTwd,
      status: 'pending',
      bankTransactionId,
      // Kept with the attempt, and written onto the order only when this attempt is the one that pays it.
      invoice: orderInvoiceFields(invoice),
    })
    const payment: PaymentRow = {
      id,
      orderId: order.id,
      status: 'pending',
      method,
      amountTwd: order.totalTwd,
      providerRef: null,
      bankTransactionId,
      paymentUrl: null,
      errorCode: null,
      cardLast4: null,
      ageMs: 0,
    }
    return { kind: 'new', payment } as const
  })
}

async function markPayment(payload: Payload, id: number, fields: { status: PaymentStatus; providerRef?: string | null; paymentUrl?: string | null; errorCode?: string | null; errorMessage?: string | null }) {
  const db = await sqlHandle(payload)
  await paymentRows.markUnsettledPayment(db, id, fields)
}

/**
 * A charge went through: the order is paid, fulfilled and its invoice queued in one transaction — or, if
 * the order can no longer take a payment, the charge is refunded at once. Safe to call twice.
 */
export async function settleSucceeded(
  payload: Payload,
  payment: Pick<PaymentRow, 'id' | 'orderId' | 'method' | 'amountTwd'>,
  charge: { recTradeId: string; amountTwd: number; cardLast4: string | null; refundedTwd?: number },
): Promise<void> {
  const decision = await inTransaction(payload, async ({ req }) => {
    const status = await lockOrderStatus(payload, req, payment.orderId)
    const db = await sqlHandle(payload, req)
    const current = (await paymentRows.lockPayment(db, payment.id))!
    if (current.status === 'succeeded' || current.status === 'refunded') return 'done' as const
    if (charge.refundedTwd !== undefined && charge.refundedTwd >= charge.amountTwd) {
      // Found late, and already refunded in full at TapPay (by staff in its portal): nothing to pay and nothing to refund.
      await paymentRows.recordCharge(db, payment.id, {
        status: 'refunded',
        recTradeId: charge.recTradeId,
        cardLast4: charge.cardLast4,
        errorCode: null,
        errorMessage: 'refunded at TapPay before the shop settled it',
      })
      logger.warn({ paymentId: payment.id, recTradeId: charge.recTradeId }, 'a charge found late was already refunded at TapPay')
      return 'done' as const
    }
    const amountOk = charge.amountTwd === payment.amountTwd
    if (status === 'unpaid' && amountOk) {
      await paymentRows.recordCharge(db, payment.id, { status: 'succeeded', recTradeId: charge.recTradeId, cardLast4: charge.cardLast4, errorCode: null, errorMessage: null })
      // The e-invoice choice made with the attempt that paid (a later attempt may have chosen otherwise).
      const invoice = orderInvoiceFields(invoiceChoiceOf(current.invoice as Parameters<typeof invoiceChoiceOf>[0]) ?? { type: 'memberCarrier' })
      await recordOrderPayment(
        db,
        payment.orderId,
        { method: payment.method, provider: PROVIDER, providerRef: charge.recTradeId, amountTwd: charge.amountTwd, cardLast4: charge.cardLast4 },
        invoice,
      )
      await applyOrderEvent(payload, req, { orderId: payment.orderId, event: 'pay', actor: 'provider', note: `${PROVIDER} ${charge.recTradeId}` })
      // The issue job stores the invoice number and sends the 'paid' receipt mail with it (src/server/invoice/service.ts):
      // queued here, it exists only if this transaction commits.
      await queueInvoiceIssue(payload, payment.orderId, req)
      await fulfilPaidOrder(payload, req, payment.orderId)
      return 'paid' as const
    }
    await paymentRows.recordCharge(db, payment.id, {
      status: 'succeeded',
      recTradeId: charge.recTradeId,
      cardLast4: charge.cardLast4,
      errorCode: REFUND_DUE,
      errorMessage: amountOk ? `order is ${status}` : `charged ${charge.amountTwd}, expected ${payment.amountTwd}`,
    })
    return 'refund' as const
  })
  if (decision === 'refund') await reverseCharge(payload, payment, charge)
}

/**
 * Applies what the Record API says about an attempt. "Not found" changes nothing: TapPay may write the record of a
 * charge that timed out well after the bank answered (reconcilePayments alone gives an attempt up, after its back-off).
 */
/** What asking TapPay about an attempt needs of it. */
type Attempt = Pick<PaymentRow, 'id' | 'orderId' | 'method' | 'amountTwd' | 'providerRef' | 'bankTransactionId'>

async function settleFromRecord(payload: Payload, payment: Attempt, record: RecordOutcome): Promise<RecordOutcome['kind']> {
  if (record.kind === 'succeeded') await settleSucceeded(payload, payment, record)
  if (record.kind === 'failed') await markPayment(payload, payment.id, { status: 'failed', providerRef: record.recTradeId, errorCode: 'declined' })
  return record.kind
}

/** Asks TapPay where an unsettled attempt stands and settles it. Null when TapPay cannot be asked now. */
export async function requery(payload: Payload, payment: Attempt): Promise<RecordOutcome['kind'] | null> {
  try {
    // Our bank_transaction_id names the attempt even when TapPay's reply (with its rec_trade_id) never arrived.
    const record = payment.providerRef
      ? await queryRecord({ recTradeId: payment.providerRef })
      : await queryRecord({ bankTransactionId: payment.bankTransactionId ?? undefined })
    return await settleFromRecord(payload, payment, record)
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error
    logger.warn({ err: error, paymentId: payment.id }, 'TapPay record query failed; the attempt stays unsettled')
    return null
  }
}

/**
 * The maintenance job's part (every minute): attempts whose outcome TapPay never told us, asked again by our
 * bank_transaction_id when due — 1, 2, 4, 8 and 16 minutes after each "not found" (src/domain/payment.ts). Found: settled
 * (paid, or refunded and mailed when its order was cancelled meanwhile). Still not found after the last: TapPay never
 * received it, nothing was charged, and its order may be paid again or cancelled. Each attempt is claimed by one worker.
 */
export async function reconcilePayments(payload: Payload, limit = 20): Promise<number> {
  const db = await sqlHandle(payload)
  // The claim moves the next check on, so a second worker (or a slow TapPay) never asks about one attempt twice at once.
  const rows = await paymentRows.claimPaymentsToRecheck(db, PROVIDER, settleAfterMs() / 1000, limit)
  let settled = 0
  for (const row of rows) {
    const payment = asPayment(row)!
    const kind = await requery(payload, payment)
    if (kind === 'succeeded' || kind === 'failed') settled++
    if (kind !== 'notFound') continue
    const wait = nextRecordCheckMinutes(row.checks)
    if (wait === null) {
      // Asked over half an hour with back-off, never recorded: the call never reached TapPay; nothing was charged.
      await markPayment(payload, payment.id, { status: 'failed', errorCode: 'notReceived', errorMessage: `not in TapPay's records after ${row.checks + 1} checks` })
      logger.warn({ paymentId: payment.id }, 'an unsettled payment attempt was never recorded by TapPay: given up')
      settled++
    } else
      await paymentRows.postponeRecheck(db, payment.id, row.checks + 1, wait)
  }
  return settled
}

/**
 * Before unpaid orders are cancelled: TapPay asked about each of their attempts not settled yet (a timed-out charge, a
 * 3-D Secure page left open), so a charge that went through pays its order instead of landing on a cancelled one. Returns
 * the orders TapPay could not be asked about now: they are not cancelled this time.
 */
export async function settleBeforeCancel(payload: Payload, minutes: number, limit = 50): Promise<number[]> {
  const db = await sqlHandle(payload)
  const rows = await paymentRows.unsettledPaymentsOfStaleOrders(db, settleAfterMs() / 1000, minutes, limit)
  const unsure = new Set<number>()
  for (const row of rows) {
    const payment = asPayment(row)!
    if ((await requery(payload, payment)) === null) unsure.add(payment.orderId)
  }
  return [...unsure]
}

const ipLimit = (ip: string): Limit => ({ name: 'checkout-ip', key: ip, max: 60, windowSeconds: 60 })
const orderLimit = (orderId: number): Limit => ({ name: 'checkout-order', key: String(orderId), max: 40, windowSeconds: 600 })

async function guard(payload: Payload, ...limits: Limit[]) {
  const limit = await hit(payload, limits)
  if (limit) throw tooManyAttempts(limit.windowSeconds)
}

/**
 * TapPay's result_url. The return page carries no query of its own: TapPay adds rec_trade_id, order_number,
 * bank_transaction_id and status to it (protocol.ts), and the page finds the payment from those alone.
 */
function resultUrls(locale: Locale, orderNumber: string) {
  const site = siteUrl()
  return {
    frontendRedirectUrl: `${site}${LOCALE_INFO[locale].prefix}/checkout/return`,
    backendNotifyUrl: `${site}/api/checkout/notify`,
    // The "Go back" of TapPay's 3-D Secure error page: the order's payment page, to try again.
    goBackUrl: `${site}${LOCALE_INFO[locale].prefix}/checkout?order=${encodeURIComponent(orderNumber)}`,
  }
}

/** POST /api/checkout. */
export async function checkout(ctx: CheckoutContext, input: CheckoutInput): Promise<CheckoutReply> {
  const { payload } = ctx
  const order = await payableOrderFor(payload, ctx.member, input.orderNumber, input.checkoutToken)
  if (!order) throw notFound()
  await guard(payload, ipLimit(ctx.ip), orderLimit(order.id))
  const key = boundPaymentKey(ctx.idempotencyKey, order.id)
  // A barcode or love code nobody registered would lose the invoice: refused before anything is charged (not on a replay).
  if (order.totalTwd > 0 && !(await paymentByKey(payload, key))) await assertInvoiceCarrierRegistered(input.invoice)

  let started: Started
  try {
    started = await startAttempt(payload, order, key, input.method, input.invoice)
  } catch (error) {
    // A concurrent request with the same key inserted first (unique key): answer as its replay.
    const earlier = await paymentByKey(payload, key)
    if (!earlier) throw error
    started = { kind: 'replay', payment: earlier }
  }

  if (started.kind === 'replay') {
    let payment = started.payment.status === 'pending' ? ((await awaitSettled(payload, key, started.payment.ageMs)) ?? started.payment) : started.payment
    if (payment.status === 'pending' && payment.ageMs >= settleAfterMs()) {
      await requery(payload, payment)
      payment = (await paymentById(payload, payment.id)) ?? payment
    }
    return replyOf(order, payment, await stateFor(payload, order.id, payment))
  }

  const payment = started.payment
  if (order.totalTwd < 1) {
    // Nothing to charge (a 100 % promo code): paid without the provider.
    await settleSucceeded(payload, payment, { recTradeId: `free-${payment.bankTransactionId}`, amountTwd: 0, cardLast4: null })
    return replyOf(order, (await paymentById(payload, payment.id))!, await orderStateOf(payload, order.id))
  }

  const outcome = await payByPrime({
    prime: input.prime,
    amountTwd: order.totalTwd,
    orderNumber: order.orderNumber,
    bankTransactionId: payment.bankTransactionId!,
    details: order.itemName,
    cardholder: { name: order.name, email: order.email, phoneNumber: order.phone },
    resultUrl: resultUrls(ctx.locale, order.orderNumber),
    redirectWallet: isRedirectWallet(input.method),
  })

  switch (outcome.kind) {
    case 'succeeded':
      await settleSucceeded(payload, payment, outcome)
      break
    case 'challenge':
      // 3-D Secure, or a wallet's page (LINE Pay, JKO Pay): one round trip, settled by the notify, the return page and
      // the Record API alike.
      await markPayment(payload, payment.id, { status: 'challenge', providerRef: outcome.recTradeId, paymentUrl: outcome.paymentUrl })
      break
    case 'declined':
      await markPayment(payload, payment.id, { status: 'failed', providerRef: outcome.recTradeId, errorCode: outcome.code, errorMessage: outcome.message })
      if (storedStatusKind(outcome.code) === 'merchant')
        // Not the card: the shop's TapPay set-up or request. Every traveller is refused until staff fix it (the dashboard).
        logger.error(
          { paymentId: payment.id, status: outcome.code, msg: outcome.message, known: TAPPAY_MERCHANT_STATUSES[Number(outcome.code)] ?? null },
          'TapPay refused a payment for a reason of the shop’s own set-up',
        )
      break
    case 'unknown':
      // Timed out: the Record API (by our bank_transaction_id) says whether it was charged, before any retry. Not there
      // yet, the attempt stays pending: the traveller's page says "being confirmed" and asks again.
      logger.warn({ paymentId: payment.id, reason: outcome.reason }, 'TapPay pay-by-prime gave no answer; asking the Record API')
      await requery(payload, payment)
      break
  }
  const stored = (await paymentById(payload, payment.id))!
  return replyOf(order, stored, await stateFor(payload, order.id, stored))
}

/** The attempt that paid the order, else its latest one (or the one with TapPay's rec_trade_id). */
async function latestPayment(payload: Payload, orderId: number, recTradeId?: string): Promise<PaymentRow | null> {
  const db = await sqlHandle(payload)
  return asPayment(await paymentRows.latestPaymentOf(db, orderId, recTradeId))
}

/**
 * An unsettled attempt re-read from TapPay (the 3-D Secure return page: "call the Record API before showing the
 * result", back.html), and a reversal another request is refunding waited for. Null: TapPay cannot be asked now.
 */
async function settledNow(payload: Payload, payment: PaymentRow): Promise<PaymentRow | null> {
  let current = payment
  if (current.status === 'pending' || current.status === 'challenge') {
    if ((await requery(payload, current)) === null) return null
    current = (await paymentById(payload, current.id))!
  }
  return current.status === 'challenge' ? current : awaitReversal(payload, current)
}

/**
 * POST /api/checkout/result: where the order's payment stands, for its payer (the checkout token or the owner's
 * login); for anyone else, what the 3-D Secure return URL names (returnResult).
 */
/**
 * The unpaid order a payment link (or the placing browser's token) opens, as the payment page shows it (issue 38 §2):
 * the same "not found" for a paid, cancelled or unknown order and for a superseded or expired link.
 */
export async function orderToPay(
  payload: Payload,
  member: Member | null,
  { orderNumber, checkoutToken }: CheckoutOrderInput,
  currency: Currency,
  locale: Locale,
): Promise<OrderView & { checkoutToken: string }> {
  const row = await payableOrderFor(payload, member, orderNumber, checkoutToken)
  if (!row || row.status !== 'unpaid' || !checkoutToken) throw notFound()
  const order = await payload.findByID({ collection: 'orders', id: row.id, depth: 0, overrideAccess: true })
  return { ...(await orderView(payload, order, currency, locale)), checkoutToken }
}

export async function checkoutResult(ctx: Omit<CheckoutContext, 'idempotencyKey'>, input: CheckoutResultInput): Promise<CheckoutReply> {
  const { payload } = ctx
  const order = await payableOrderFor(payload, ctx.member, input.orderNumber, input.checkoutToken)
  if (!order) {
    if (input.recTradeId && input.bankTransactionId) return returnResult(ctx, input.orderNumber, input.recTradeId, input.bankTransactionId)
    throw notFound()
  }
  await guard(payload, ipLimit(ctx.ip), orderLimit(order.id))
  const payment = await latestPayment(payload, order.id, input.recTradeId)
  if (!payment) return { status: 'unpaid', orderNumber: order.orderNumber }
  const current = await settledNow(payload, payment)
  if (!current) throw unavailable()
  // Still waiting for the cardholder at the bank: the return page says so and offers to try again; the payment page
  // says that bank page is still open (finishing it after paying again gets that charge refunded).
  if (current.status === 'challenge') return { status: 'unpaid', orderNumber: order.orderNumber, bankCheckOpen: true }
  return replyOf(order, current, await stateFor(payload, order.id, current))
}

/** The attempt with TapPay's rec_trade_id and our bank_transaction_id, if it is one of the named order's. */
async function paymentOfReturn(payload: Payload, orderNumber: string, recTradeId: string, bankTransactionId: string): Promise<PaymentRow | null> {
  const db = await sqlHandle(payload)
  return asPayment(await paymentRows.paymentOfReturn(db, orderNumber, recTradeId, bankTransactionId))
}

/**
 * The 3-D Secure return in a browser that is not the payer's (the bank sent the traveller back into an in-app browser,
 * another device, or another address of the shop): what TapPay put in the return URL — its rec_trade_id and our
 * bank_transaction_id, long random ids only the payer's bank round trip carries — says how that one payment stands.
 * Anything else is the reply of an order that does not exist, so the page is no oracle for order numbers; and what
 * it says is that payment's outcome, never the order's contents (those open with the mailed code, /orderLookup).
 */
async function returnResult(ctx: Omit<CheckoutContext, 'idempotencyKey'>, orderNumber: string, recTradeId: string, bankTransactionId: string): Promise<CheckoutReply> {
  const { payload } = ctx
  // Counted before the look-up: guessing ids costs the same as asking about a real payment.
  await guard(payload, ipLimit(ctx.ip))
  const payment = await paymentOfReturn(payload, orderNumber, recTradeId, bankTransactionId)
  if (!payment) throw notFound()
  await guard(payload, orderLimit(payment.orderId))
  const current = await settledNow(payload, payment)
  if (!current) throw unavailable()
  // TapPay has not recorded the bank's answer yet: the page asks again until it has.
  if (current.status === 'challenge') return { status: 'pending', orderNumber }
  if (current.status === 'succeeded' && !isReversal(current)) return { status: 'returnPaid', orderNumber }
  // A failure throws its message (the bank's check refused, or the card declined); a reversal says this charge comes back.
  const reply = replyOf({ orderNumber }, current, await stateFor(payload, payment.orderId, current))
  return reply.status === 'reversed' ? { ...reply, orderKey: null } : reply
}

/**
 * TapPay's backend notify: a trigger to re-query, never trusted as it is. Only an attempt we know — by its rec_trade_id,
 * or by our bank_transaction_id when TapPay's reply (and its rec_trade_id) never reached us — is looked at, and only the
 * Record API's answer changes anything. False when TapPay could not be asked: the notify is answered so that TapPay
 * sends it again (it does, for one not answered with 200: protocol.ts).
 */
export async function handleNotify(payload: Payload, ids: { recTradeId: string; bankTransactionId?: string }): Promise<boolean> {
  const db = await sqlHandle(payload)
  const payment = asPayment(await paymentRows.paymentOfNotify(db, ids.recTradeId, ids.bankTransactionId))
  if (!payment || (payment.status !== 'pending' && payment.status !== 'challenge')) return true
  return (await requery(payload, payment)) !== null
}
