/** Mileage partners an order can be linked to (spec: Asia Miles, or none), and their membership numbers. */
export const PARTNERS = ['none', 'asiaMiles'] as const
export type PartnerId = (typeof PARTNERS)[number]

/** Asia Miles membership numbers have 10 digits; "none" takes no number. */
const CARD_NUMBER: Record<PartnerId, RegExp | null> = {
  none: null,
  asiaMiles: /^\d{10}$/,
}

/** The partner's membership-number pattern (sent to clients as its source), or null when it takes none. */
export const partnerCardPattern = (partner: PartnerId): RegExp | null => CARD_NUMBER[partner]

/** Does `cardNumber` fit the partner? Always true for a partner that takes no number. */
export function isPartnerCardNumber(partner: PartnerId, cardNumber: string): boolean {
  const pattern = CARD_NUMBER[partner]
  return !pattern || pattern.test(cardNumber)
}
