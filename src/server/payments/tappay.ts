/**
 * The TapPay adapter — the shop's only payment adapter (the local sandbox speaks the same protocol).
 * Protocol details and sources: ./protocol.ts. It turns TapPay replies into outcomes the checkout
 * understands and never decides anything about orders.
 */
import 'server-only'

import { randomBytes } from 'node:crypto'

import { errorMessage } from '@/lib/errorMessage'

import {
  isTimeoutStatus,
  RECORD_STATUS,
  TAPPAY_STATUS,
  type PayByPrimeRequest,
  type PayByPrimeResponse,
  type RecordQueryResponse,
  type RefundResponse,
  type TradeRecord,
} from './protocol'

import { tapPayConfig, type TapPayConfig } from './config'

export const PROVIDER = 'tappay'

export type ChargeRequest = {
  prime: string
  amountTwd: number
  orderNumber: string
  /** Unique per attempt: the Record API finds the attempt by it after a timeout. */
  bankTransactionId: string
  details: string
  cardholder: { name: string; email: string; phoneNumber: string }
  /** 3-D Secure: where TapPay sends the browser back, where it notifies the server, and its error page's way back. */
  resultUrl: { frontendRedirectUrl: string; backendNotifyUrl: string; goBackUrl?: string }
  /** A LINE Pay / JKO Pay prime: TapPay answers with the wallet's payment_url; 3-D Secure is the card's, not asked for. */
  redirectWallet?: boolean
}

export type ChargeOutcome =
  | { kind: 'succeeded'; recTradeId: string; amountTwd: number; cardLast4: string | null }
  | { kind: 'challenge'; recTradeId: string; paymentUrl: string }
  /** TapPay said no, with its status (whose problem that is: src/domain/tapPayStatus.ts). */
  | { kind: 'declined'; recTradeId: string | null; code: string; message: string }
  /** No answer in time (or TapPay's 421/422): the Record API must say what happened before anything else. */
  | { kind: 'unknown'; reason: string }

export type RecordOutcome =
  /** amountTwd: what was charged (`original_amount`); refundedTwd: what of it was refunded since. */
  | { kind: 'succeeded'; recTradeId: string; amountTwd: number; refundedTwd: number; cardLast4: string | null }
  | { kind: 'pending'; recTradeId: string }
  | { kind: 'failed'; recTradeId: string }
  | { kind: 'notFound' }

/** TapPay's answer to a refund; no answer at all (a timeout, a dropped connection) throws ProviderUnavailableError. */
export type RefundOutcome = { ok: true; refundId: string | null; amountTwd: number } | { ok: false; code: string; message: string }

export class ProviderUnavailableError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ProviderUnavailableError'
  }
}

/** One POST to TapPay: JSON body, `x-api-key: partner key` (back.html, Overview). Throws on a timeout or a non-JSON reply. */
async function post<T>(config: TapPayConfig, path: string, body: Record<string, unknown>, timeoutMs = config.timeoutMs): Promise<T> {
  const response = await fetch(`${config.apiUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': config.partnerKey },
    body: JSON.stringify({ partner_key: config.partnerKey, ...body }),
    signal: AbortSignal.timeout(timeoutMs),
  })
  if (!response.ok) throw new ProviderUnavailableError(`TapPay ${path} answered HTTP ${response.status}`)
  return (await response.json()) as T
}

const isAbort = (error: unknown) => error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')

/** Pay by Prime (`/tpc/payment/pay-by-prime`): a charge in whole TWD, 3-D Secure when configured. */
export async function payByPrime(request: ChargeRequest, config = tapPayConfig()): Promise<ChargeOutcome> {
  const body: Omit<PayByPrimeRequest, 'partner_key'> = {
    prime: request.prime,
    merchant_id: config.merchantId,
    amount: request.amountTwd,
    currency: 'TWD',
    details: request.details.slice(0, 100),
    order_number: request.orderNumber,
    bank_transaction_id: request.bankTransactionId,
    cardholder: { name: request.cardholder.name, email: request.cardholder.email, phone_number: request.cardholder.phoneNumber },
    remember: false,
    ...(request.redirectWallet ? {} : { three_domain_secure: config.threeDomainSecure }),
    result_url: {
      frontend_redirect_url: request.resultUrl.frontendRedirectUrl,
      backend_notify_url: request.resultUrl.backendNotifyUrl,
      ...(request.resultUrl.goBackUrl ? { go_back_url: request.resultUrl.goBackUrl } : {}),
    },
  }
  let reply: PayByPrimeResponse
  try {
    reply = await post<PayByPrimeResponse>(config, '/tpc/payment/pay-by-prime', body)
  } catch (error) {
    // A charge may have happened without the reply reaching us: only the Record API can tell.
    return { kind: 'unknown', reason: isAbort(error) ? 'timeout' : String(error) }
  }
  if (isTimeoutStatus(reply.status)) return { kind: 'unknown', reason: `status ${reply.status}` }
  if (reply.status !== TAPPAY_STATUS.success)
    return { kind: 'declined', recTradeId: reply.rec_trade_id ?? null, code: String(reply.status), message: reply.msg }
  if (reply.payment_url) return { kind: 'challenge', recTradeId: reply.rec_trade_id!, paymentUrl: reply.payment_url }
  if (reply.amount !== undefined && reply.amount !== request.amountTwd)
    return { kind: 'unknown', reason: `amount ${reply.amount} differs from ${request.amountTwd}` }
  return { kind: 'succeeded', recTradeId: reply.rec_trade_id!, amountTwd: request.amountTwd, cardLast4: reply.card_info?.last_four ?? null }
}

function recordOutcome(record: TradeRecord | undefined): RecordOutcome {
  if (!record) return { kind: 'notFound' }
  const cardLast4 = record.card_info?.last_four ?? null
  switch (record.record_status) {
    case RECORD_STATUS.auth:
    case RECORD_STATUS.ok:
    case RECORD_STATUS.partiallyRefunded:
    case RECORD_STATUS.refunded: {
      // `amount` is what is left after refunds; what was charged is `original_amount` (protocol.ts).
      const refundedTwd = record.refunded_amount ?? 0
      return { kind: 'succeeded', recTradeId: record.rec_trade_id, amountTwd: record.original_amount ?? record.amount + refundedTwd, refundedTwd, cardLast4 }
    }
    case RECORD_STATUS.pending:
      return { kind: 'pending', recTradeId: record.rec_trade_id }
    default:
      return { kind: 'failed', recTradeId: record.rec_trade_id }
  }
}

/**
 * Record API (`/tpc/transaction/query`) by the transaction's id or by our bank_transaction_id. Status 0
 * and 2 ("End of list") both carry records (error.html). Throws ProviderUnavailableError when TapPay
 * cannot be asked now.
 */
export async function queryRecord(filter: { recTradeId?: string; bankTransactionId?: string }, config = tapPayConfig()): Promise<RecordOutcome> {
  let reply: RecordQueryResponse
  try {
    reply = await post<RecordQueryResponse>(config, '/tpc/transaction/query', {
      records_per_page: 10,
      page: 0,
      filters: { rec_trade_id: filter.recTradeId, bank_transaction_id: filter.bankTransactionId },
    })
  } catch (error) {
    throw new ProviderUnavailableError(`TapPay record query failed: ${errorMessage(error)}`)
  }
  if (reply.status !== TAPPAY_STATUS.success && reply.status !== TAPPAY_STATUS.endOfList)
    throw new ProviderUnavailableError(`TapPay record query: ${reply.status} ${reply.msg}`)
  return recordOutcome(reply.trade_records?.[0])
}

/**
 * Refund API (`/tpc/transaction/refund`): the whole payment, or `amountTwd` of it (a partial refund), under the
 * caller's `bankRefundId` — stored before the call, so a retry after a lost reply sends the same id (and the caller
 * settles it by the record's refunded_amount, whatever TapPay answers to the repeat).
 */
export async function refundTransaction(
  recTradeId: string,
  { amountTwd, bankRefundId }: { amountTwd?: number; bankRefundId?: string } = {},
  config = tapPayConfig(),
): Promise<RefundOutcome> {
  let reply: RefundResponse
  try {
    reply = await post<RefundResponse>(config, '/tpc/transaction/refund', {
      rec_trade_id: recTradeId,
      ...(amountTwd === undefined ? {} : { amount: amountTwd }),
      ...(bankRefundId === undefined ? {} : { bank_refund_id: bankRefundId }),
    })
  } catch (error) {
    throw new ProviderUnavailableError(`TapPay refund failed: ${errorMessage(error)}`)
  }
  if (reply.status !== TAPPAY_STATUS.success) return { ok: false, code: String(reply.status), message: reply.msg }
  return { ok: true, refundId: reply.refund_id ?? null, amountTwd: reply.refund_amount ?? amountTwd ?? 0 }
}

/**
 * Whether TapPay's record shows `amountTwd` of the transaction refunded (the shop refunds a charge at most once, so its
 * refunded_amount covering the refund means it happened). False when the record cannot be read now: the caller waits.
 */
export async function refundedInRecord(recTradeId: string, amountTwd: number, config = tapPayConfig()): Promise<boolean> {
  try {
    const record = await queryRecord({ recTradeId }, config)
    return record.kind === 'succeeded' && record.refundedTwd >= amountTwd
  } catch (error) {
    if (error instanceof ProviderUnavailableError) return false
    throw error
  }
}

/** Our id of one refund at TapPay (bank_refund_id: String(20), letters and digits), stored before it is sent. */
export const newBankRefundId = (prefix: 'R' | 'V') => `${prefix}${Date.now().toString(36).toUpperCase()}${randomBytes(5).toString('hex').toUpperCase()}`.slice(0, 20)
