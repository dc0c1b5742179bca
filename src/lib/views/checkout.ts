import type { OrderStatus } from '@/domain/orderStatus'

/**
 * The reply of POST /api/checkout and /api/checkout/result. A declined card is an error reply (422
 * paymentDeclined), so the same request replayed gets the same error.
 * - paid: the order is paid (orderStatus says how far fulfilment went);
 * - challenge: the issuer wants 3-D Secure — send the browser to paymentUrl;
 * - pending: the provider has not said yet (the result page asks again);
 * - unpaid: no attempt went through (a 3-D Secure challenge left unfinished).
 */
export type CheckoutReply =
  | { status: 'paid'; orderNumber: string; amountTwd: number; orderStatus: OrderStatus }
  | { status: 'challenge'; orderNumber: string; paymentUrl: string }
  | { status: 'pending'; orderNumber: string }
  | { status: 'unpaid'; orderNumber: string }

/** What the payment page needs to load TapPay's SDK (src/server/payments/config.ts publicTapPayConfig). */
export type PublicTapPayConfig = {
  sdkUrl: string
  appId: number
  appKey: string
  serverType: 'sandbox' | 'production'
  appleMerchantId: string | null
  googleMerchantId: string | null
}
