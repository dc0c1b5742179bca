/** How a traveller pays (spec §3). Every method settles in TWD through the card provider. */
export const PAYMENT_METHODS = ['card', 'applePay', 'googlePay'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

/** A payment attempt as the shop records it. `challenge`: the issuer asked for 3-D Secure. */
export const PAYMENT_STATUSES = ['pending', 'challenge', 'succeeded', 'failed'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]
