import type { OrderStatus } from '@/domain/orderStatus'

import type { OrderView } from './order'

/**
 * The reply of POST /api/checkout and /api/checkout/result. A declined card is an error reply (422
 * paymentDeclined), so the same request replayed gets the same error.
 * - paid: the order is paid (orderStatus says how far fulfilment went); `invoice` once the e-invoice is
 *   issued (a job, right after the payment commits: the result page asks again until it is there);
 *   `orderKey` opens the order page (/order/{orderNumber}?key=…) with the eSIM codes, voucher or tickets
 *   — the payer (checkout token or owner) is the one the delivery mail's link is for;
 * - challenge: the issuer wants 3-D Secure — send the browser to paymentUrl;
 * - pending: the provider has not said yet (the result page asks again);
 * - unpaid: no attempt went through (`bankCheckOpen`: a 3-D Secure challenge was left unfinished);
 * - reversed: this charge went through for an order that could not take it — paid meanwhile by another attempt
 *   (then `orderKey` opens it), cancelled, or not payable with it (orderStatus still unpaid) — and was refunded
 *   at once (`refunded`), or is due to be;
 * - returnPaid: asked with only what TapPay put in the 3-D Secure return URL (another browser than the payer's): this
 *   payment paid its order — nothing more of the order (it is opened with the mailed code, /orderLookup). Asked that
 *   way, `pending` and a failure's error say how that one payment stands, and a `reversed` carries no orderKey.
 */
export type CheckoutReply =
  | { status: 'paid'; orderNumber: string; amountTwd: number; orderStatus: OrderStatus; invoice: OrderView['invoice']; orderKey: string }
  | { status: 'challenge'; orderNumber: string; paymentUrl: string }
  | { status: 'pending'; orderNumber: string }
  | { status: 'returnPaid'; orderNumber: string }
  | { status: 'unpaid'; orderNumber: string; bankCheckOpen?: boolean }
  | {
      status: 'reversed'
      orderNumber: string
      amountTwd: number
      cardLast4: string | null
      refunded: boolean
      orderStatus: OrderStatus
      orderKey: string | null
    }

/** What the payment page needs to load TapPay's SDK (src/server/payments/config.ts publicTapPayConfig). */
export type PublicTapPayConfig = {
  sdkUrl: string
  appId: number
  appKey: string
  serverType: 'sandbox' | 'production'
  appleMerchantId: string | null
  googleMerchantId: string | null
}
