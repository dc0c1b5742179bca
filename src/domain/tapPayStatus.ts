/**
 * What a TapPay status code (docs.tappaysdk.com/tutorial/en/error.html; sources in src/server/payments/protocol.ts)
 * means to the shop: whose problem it is, what the traveller is told and whether staff must look. Pure: the checkout's
 * replies and the staff dashboard both read it.
 *
 * - `declined`: the card or its issuer said no (bank codes 10xxx, a malformed or unauthorised card): the traveller may
 *   use another card; nothing for staff.
 * - `timeout`: the bank did not answer in time (421/422): nobody knows yet whether it charged — the Record API says.
 * - `merchant`: the shop's own TapPay set-up or request is wrong (keys, merchant, 3-D Secure support, currency, the
 *   request's arguments, a prime the gateway refuses — as one minted in the SDK's other mode): no card can pay until staff
 *   fix it, so the traveller is told payment is unavailable for now, and staff see it on the dashboard.
 * Any code not listed is treated as `merchant`: an answer nobody expected is for staff to read, not the card's fault.
 */

export type TapPayStatusKind = 'success' | 'declined' | 'timeout' | 'merchant'

/** The codes the shop names, with what TapPay calls them (error.html). */
export const TAPPAY_MERCHANT_STATUSES: Readonly<Record<number, string>> = {
  4: 'IP mismatch',
  5: 'Wrong JSON format',
  61: 'Merchant not found or removed',
  66: 'Not a line pay merchant',
  67: 'This merchant does not support this payment method',
  70: 'TapPay doesn’t support cardholder verify function (KYC) of this bank',
  71: 'This merchant does not support instalment',
  72: 'This merchant only support instalment',
  74: 'This merchant does not support 3DS2.0',
  75: 'This merchant does not support non-3D secure',
  80: 'Invaild x-api-key or app key',
  81: 'Partner not found',
  84: 'Partner unauthorized',
  89: 'This merchant does not support this currency',
  91: 'Expired prime',
  121: 'Invalid arguments : prime',
  122: 'Card encrypt error',
  141: 'This partner does not support amount pending',
}

/** Card problems below the bank range (error.html): the traveller's card, not the shop. */
const CARD_STATUSES = new Set([41, 43])

/** Timeouts: the bank did not answer in time; the outcome is unknown until the Record API says. */
export const isTimeoutStatus = (status: number) => status === 421 || status === 422

export function tapPayStatusKind(status: number): TapPayStatusKind {
  if (status === 0) return 'success'
  if (isTimeoutStatus(status)) return 'timeout'
  // 10xxx: the acquirer's or issuer's answer about this card (error.html, bank error codes).
  if (status >= 10_000 || CARD_STATUSES.has(status)) return 'declined'
  return 'merchant'
}

/** A failed attempt's stored error code (a TapPay status as text, or the shop's own word) as a kind, if it is a status. */
export function storedStatusKind(errorCode: string | null | undefined): TapPayStatusKind | null {
  return errorCode && /^-?\d+$/.test(errorCode) ? tapPayStatusKind(Number(errorCode)) : null
}
