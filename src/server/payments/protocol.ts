/**
 * TapPay's backend protocol as the shop uses it — the types and status codes shared by the adapter
 * (./tappay.ts) and the local protocol server (./sandbox). Sources (TapPay's public documentation):
 * - Server APIs, docs.tappaysdk.com/tutorial/en/back.html: every call is an HTTP POST with a JSON body and
 *   the header `x-api-key: <partner_key>`; Pay by Prime `/tpc/payment/pay-by-prime`, Record
 *   `/tpc/transaction/query`, Refund `/tpc/transaction/refund`; 3-D Secure: `three_domain_secure: true`
 *   with `result_url { frontend_redirect_url, backend_notify_url }`, the reply carries `payment_url`; after
 *   the frontend redirect "call the Record API (rec_trade_id as the search criteria) to check the latest
 *   transaction result"; "please set your timeout to 30 seconds".
 * - Error codes, docs.tappaysdk.com/tutorial/en/error.html: 0 Success, 2 End of list, 91 Expired prime,
 *   121 Invalid arguments: prime, 421 Gateway Timeout, 422 Authorization Timeout; bank codes 10xxx.
 * - Reference, docs.tappaysdk.com/tutorial/en/reference.html: `amount` in TWD is whole dollars (1 = NT$1);
 *   a refund with a smaller `amount` is a partial refund; `record_status` of a trade record.
 */

/** Status codes of TapPay replies (error.html) that the shop acts on. */
export const TAPPAY_STATUS = {
  success: 0,
  endOfList: 2,
  expiredPrime: 91,
  invalidPrime: 121,
  gatewayTimeout: 421,
  authorizationTimeout: 422,
  /** Bank error "Card Error": the issuer declined the card. */
  cardError: 10003,
} as const

/** Timeouts: the bank did not answer in time; the outcome is unknown until the Record API says. */
export const isTimeoutStatus = (status: number) => status === TAPPAY_STATUS.gatewayTimeout || status === TAPPAY_STATUS.authorizationTimeout

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
  result_url?: { frontend_redirect_url: string; backend_notify_url: string; go_back_url?: string }
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
  amount: number
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

export type RefundRequest = { partner_key: string; rec_trade_id: string; amount?: number }
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
