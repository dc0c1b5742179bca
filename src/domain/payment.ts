/** How a traveller pays (spec §3). Every method settles in TWD through the card provider. */
export const PAYMENT_METHODS = ['card', 'applePay', 'googlePay'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

/**
 * A payment attempt as the shop records it. `challenge`: the issuer asked for 3-D Secure. `refunded`: the
 * charge went through for an order that could no longer take it (cancelled, or paid by another attempt
 * meanwhile) and was given back at once.
 */
export const PAYMENT_STATUSES = ['pending', 'challenge', 'succeeded', 'failed', 'refunded'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

/**
 * The payment methods offered now. Apple Pay and Google Pay wait for the wallets issue, which builds them end to end
 * (Google's pay.js and its popup, the prime TapPay's callback passes, Apple's domain-association file): until then
 * neither the payment page shows them nor the checkout takes them.
 */
export const OFFERED_PAYMENT_METHODS = ['card'] as const satisfies readonly PaymentMethod[]

/**
 * An attempt whose outcome TapPay never told us (a timeout, a lost reply) stays `pending`, and nothing else is charged for
 * its order, while TapPay's Record API is asked again by our bank_transaction_id: the record may be written well after
 * the bank answered. It is asked these many minutes after each "not found", and only after the last one is the attempt
 * taken as never having reached TapPay (`notReceived`: nothing charged, the traveller may pay again).
 */
export const RECORD_CHECK_MINUTES = [1, 2, 4, 8, 16] as const

/** Minutes until the next record check after `checksDone` "not found" answers, or null: give up, nothing was charged. */
export function nextRecordCheckMinutes(checksDone: number): number | null {
  return RECORD_CHECK_MINUTES[checksDone] ?? null
}

/** A refund TapPay did not confirm (no answer, or refused) is tried again after these many minutes; then hourly. */
export const REFUND_RETRY_MINUTES = [1, 2, 4, 8, 16, 32] as const

export function nextRefundRetryMinutes(triesDone: number): number {
  return REFUND_RETRY_MINUTES[triesDone] ?? 60
}
