/**
 * TapPay's backend protocol as the shop uses it — the types and status codes shared by the adapter
 * (./tappay.ts) and the local protocol server (./sandbox). Sources (TapPay's public documentation, and what
 * integrations tested against TapPay's own sandbox record of it):
 * - Server APIs, docs.tappaysdk.com/tutorial/en/back.html: every call is an HTTP POST with a JSON body and
 *   the header `x-api-key: <partner_key>`; Pay by Prime `/tpc/payment/pay-by-prime`, Record
 *   `/tpc/transaction/query`, Refund `/tpc/transaction/refund`; 3-D Secure: `three_domain_secure: true`
 *   with `result_url { frontend_redirect_url, backend_notify_url, go_back_url }`, the reply carries `payment_url`;
 *   after the frontend redirect "call the Record API (rec_trade_id as the search criteria) to check the latest
 *   transaction result"; "please set your timeout to 30 seconds". result_url's addresses: https only, and the
 *   backend notify on port 443 (the TapPay SDKs' ResultUrl, e.g. github.com/CarlLee1983/tappay-backend-payment-node
 *   src/domain/ResultUrl.ts: "HTTPS, port 443"; go_back_url is the "Go Back" button of the 3-D Secure error page).
 * - Error codes, docs.tappaysdk.com/tutorial/en/error.html: 0 Success, 2 End of list, 4 IP mismatch, 5 Wrong JSON
 *   format, 41 Wrong card format, 61 Merchant not found or removed, 67 This merchant does not support this payment
 *   method, 74 This merchant does not support 3DS2.0, 75 This merchant does not support non-3D secure, 80 Invaild
 *   x-api-key or app key, 81 Partner not found, 84 Partner unauthorized, 89 This merchant does not support this
 *   currency, 91 Expired prime, 121 Invalid arguments : prime, 421 Gateway Timeout, 422 Authorization Timeout,
 *   501–5xx Missing / Invalid arguments / Out of range (our request); bank codes 10xxx (the issuer's answer).
 * - Record API reply (a recorded answer of TapPay's sandbox: github.com/7a6163/tappay
 *   spec/fixtures/transaction_query_response.json): each trade record carries `original_amount` (what was charged),
 *   `refunded_amount`, and `amount` — what is LEFT after refunds (a refunded record: amount 0, original_amount 4198,
 *   refunded_amount 4198, record_status 3). A record is written by TapPay's gateway, so one that timed out at the bank
 *   may not be visible yet when first asked: "not found" right after a timeout says nothing.
 * - Refund API (back.html, Refund; the SDKs' RefundRequest): `rec_trade_id`, optional `amount` (partial), and
 *   `bank_refund_id` — the merchant's own id of the refund, unique (String(20)). What TapPay answers to a refund sent
 *   again with the same id is not documented: the shop never relies on it, and settles a retried refund by the
 *   record's `refunded_amount`. Some transaction types (acquirers, wallets) refuse a partial refund.
 * - Reference, docs.tappaysdk.com/tutorial/en/reference.html: `amount` in TWD is whole dollars (1 = NT$1);
 *   a refund with a smaller `amount` is a partial refund; `record_status` of a trade record.
 * - Backend notify: TapPay does not sign it; one the merchant does not answer with HTTP 200 is sent again after 1, 2,
 *   4, 8 and 16 minutes, then given up (the shop's note of TapPay's behaviour, issue 43): the Record API stays the truth.
 */

/** Status codes of TapPay replies (error.html) that the shop and its sandbox name. What each means to the shop: src/domain/tapPayStatus.ts. */
export const TAPPAY_STATUS = {
  success: 0,
  endOfList: 2,
  merchantNotFound: 61,
  invalidKey: 80,
  expiredPrime: 91,
  invalidPrime: 121,
  gatewayTimeout: 421,
  authorizationTimeout: 422,
  invalidAmount: 510,
  /** Bank error "Card Error": the issuer declined the card. */
  cardError: 10003,
} as const

export { isTimeoutStatus } from '@/domain/tapPayStatus'

/**
 * `record_status` of a trade record (reference.html): -1 error, 0 authorised, 1 captured (OK),
 * 2 partially refunded, 3 refunded, 4 pending (e.g. waiting for 3-D Secure), 5 cancelled.
 */
export const RECORD_STATUS = { error: -1, auth: 0, ok: 1, partiallyRefunded: 2, refunded: 3, pending: 4, cancelled: 5 } as const

export type CardInfo = {
  bin_code?: string
  last_four?: string
  issuer?: string
  funding?: number
  type?: number
  level?: string
  country?: string
  expiry_date?: string
}

/** result_url of Pay by Prime: where TapPay sends the browser back, where it notifies, and the 3-D Secure error page's way back. */
export type ResultUrl = { frontend_redirect_url: string; backend_notify_url: string; go_back_url?: string }

export type PayByPrimeRequest = {
  prime: string
  partner_key: string
  merchant_id: string
  amount: number
  currency: 'TWD'
  details: string
  order_number?: string
  bank_transaction_id?: string
  cardholder: { phone_number: string; name: string; email: string }
  remember?: boolean
  three_domain_secure?: boolean
  result_url?: ResultUrl
}

export type PayByPrimeResponse = {
  status: number
  msg: string
  rec_trade_id?: string
  bank_transaction_id?: string
  order_number?: string
  auth_code?: string
  amount?: number
  currency?: string
  card_info?: CardInfo
  acquirer?: string
  transaction_time_millis?: number
  /** 3-D Secure: where the cardholder completes the challenge. */
  payment_url?: string
  bank_result_code?: string
  bank_result_msg?: string
}

export type RecordQueryRequest = {
  partner_key: string
  records_per_page?: number
  page?: number
  filters: { rec_trade_id?: string; bank_transaction_id?: string; order_number?: string }
}

export type TradeRecord = {
  rec_trade_id: string
  bank_transaction_id?: string
  order_number?: string
  /** What is left after refunds. */
  amount: number
  /** What was charged. */
  original_amount?: number
  refunded_amount?: number
  currency?: string
  record_status: number
  merchant_id?: string
  time?: number
  card_info?: CardInfo
  auth_code?: string
}

export type RecordQueryResponse = {
  status: number
  msg: string
  records_per_page?: number
  page?: number
  total_page_count?: number
  number_of_transactions?: number
  trade_records?: TradeRecord[]
}

export type RefundRequest = { partner_key: string; rec_trade_id: string; amount?: number; bank_refund_id?: string }
export type RefundResponse = {
  status: number
  msg: string
  refund_id?: string
  refund_amount?: number
  is_captured?: boolean
  currency?: string
}

/**
 * What TapPay adds to `frontend_redirect_url` when it sends the cardholder's browser back from 3-D Secure (back.html,
 * 3D secure flow): `rec_trade_id`, `order_number`, `bank_transaction_id` and `status` (0: success). The browser may
 * not be the one that paid (an in-app browser, another device): the return page finds the payment from these alone,
 * and believes none of them — the shop re-reads the transaction from the Record API.
 */
export type FrontendRedirectQuery = { rec_trade_id: string; order_number?: string; bank_transaction_id: string; status: string }

/** What TapPay POSTs to `backend_notify_url` after a 3-D Secure transaction (back.html, Backend Notify). */
export type BackendNotify = {
  rec_trade_id: string
  bank_transaction_id?: string
  order_number?: string
  amount?: number
  status: number
  msg?: string
  transaction_time_millis?: number
  card_info?: CardInfo
}

/**
 * The header the local protocol server signs its notify with: `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<raw body>" keyed by TAPPAY_NOTIFY_SECRET>`. TapPay itself does not sign its notify; the shop never
 * trusts a notify's body anyway (it re-queries the Record API), the signature only keeps strangers from
 * making it re-query.
 */
export const NOTIFY_SIGNATURE_HEADER = 'x-tappay-sandbox-signature'
