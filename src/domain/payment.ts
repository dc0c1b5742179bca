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
