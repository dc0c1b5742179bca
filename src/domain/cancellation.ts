/**
 * Whether a traveller may cancel an order themselves, and what it costs (spec §4 "Cancellation", §9
 * "Cancellation or refund fee: 30 per order after payment, before the card is collected" and "No refund once a SIM
 * or eSIM is activated and used"; issues 11 and 36). The one place these rules live: the order list and detail show
 * the quote it gives, the cancel service applies the same quote under the order's lock, and the staff desk starts
 * from it (src/domain/staffDesk.ts).
 *
 * The rule follows what the goods are doing, not only the order's status:
 *
 * | goods                   | state                                              | traveller                        |
 * |-------------------------|----------------------------------------------------|----------------------------------|
 * | any                     | unpaid                                             | cancel, free                     |
 * | physical SIM (voucher)  | paid, pending pickup                               | refund less NT$30                |
 * | physical SIM            | picked up                                          | refused                          |
 * | eSIM                    | paid, no profile issued yet                        | refund less NT$30                |
 * | eSIM                    | delivered, the provider says never downloaded      | refund less NT$30, profile revoked |
 * | eSIM                    | delivered, downloaded / installed / enabled …      | refused                          |
 * | eSIM (imported codes)   | delivered (nobody can tell whether it was used)    | refused                          |
 * | eSIM                    | delivered, the provider cannot be asked now        | refused for now (try later)      |
 * | tickets                 | delivered, before the visit date, none used        | refund less NT$30, tickets void  |
 * | tickets                 | a ticket used at the gate, or the visit date came  | refused                          |
 * | redemption (serial)     | before delivery (awaiting code, pending pickup)    | cancel, free; the serial is unused again |
 * | redemption (serial)     | delivered                                          | refused: the serial stays used   |
 * | any                     | redeemed (activated / used), cancelled, refunded   | refused                          |
 *
 * Coupons are single-use and non-refundable (spec §5): the refund is computed on what was actually paid (the total
 * after the promo discount), so a coupon's value is never paid out in cash, and a paid order's cancellation does not
 * give the promo code's use back. Only an unpaid order's cancellation does — that order never took effect.
 */
import { isPaidStatus, type OrderStatus } from './orderStatus'

/** The cancellation fee of a paid order, in NTD (spec §9). */
export const CANCELLATION_FEE_TWD = 30

/** Why a cancellation is refused; each has its message `api.cancelRefused.<reason>` and `memberOrders.refusal.<reason>`. */
export const CANCEL_REFUSALS = [
  'pickedUp',
  'redeemed',
  'cancelled',
  'refunded',
  'noPayment',
  'esimSent',
  'esimInstalled',
  'esimUnverified',
  'ticketUsed',
  'ticketDate',
  'redemptionDelivered',
] as const
export type CancelRefusal = (typeof CANCEL_REFUSALS)[number]

/** Refusals that come from what the goods are doing (support may still refund these, with a reason). */
export const GOODS_REFUSALS: readonly CancelRefusal[] = ['pickedUp', 'redeemed', 'esimSent', 'esimInstalled', 'esimUnverified', 'ticketUsed', 'ticketDate', 'redemptionDelivered']

/**
 * What support's refunds already gave back of an order: the refunded amount once TapPay confirmed it (a refund still
 * pending is not back yet). The one reading of the order's refund columns for the cancel quote and the refund path.
 */
export function settledRefundTwd(refund: { state?: string | null; amountTwd?: number | string | null } | null | undefined): number {
  return refund?.state === 'done' ? Number(refund.amountTwd ?? 0) : 0
}

export type CancellationQuote =
  /** Unpaid: cancelled without charge. */
  | { allowed: true; kind: 'free'; paidTwd: 0; feeTwd: 0; refundTwd: 0 }
  /** Paid, the goods not yet used: refunded, less the fee (a redemption: NT$0, the serial given back). */
  | { allowed: true; kind: 'refund'; paidTwd: number; refundedTwd: number; feeTwd: number; refundTwd: number }
  | { allowed: false; reason: CancelRefusal }

/**
 * What an eSIM's profile is doing, as far as the shop can know:
 * - notIssued: no profile handed over yet (paid, awaiting its code);
 * - unused: the provider says it was never downloaded;
 * - used: downloaded, installed, enabled, disabled or deleted on a phone;
 * - sent: an imported code was handed over — nobody can tell whether it was installed;
 * - unverified: the provider could not be asked just now.
 */
export const ESIM_GOODS_STATES = ['notIssued', 'unused', 'used', 'sent', 'unverified'] as const
export type EsimGoodsState = (typeof ESIM_GOODS_STATES)[number]

export type GoodsFacts =
  | { kind: 'voucher' }
  | { kind: 'esim'; profile: EsimGoodsState }
  /** `visitDate`: the ticket's date (observation deck), null for an open ticket (airport rail); `today` in Taipei. */
  | { kind: 'tickets'; visitDate: string | null; used: boolean; today: string }

export type CancellationFacts = {
  status: OrderStatus
  /** What the payment took, integer NTD (the order total after any promo discount). */
  paidTwd: number
  /** Whether the order's payment is on record (its paidAt); left out, it is taken as recorded. */
  paymentRecorded?: boolean
  /** A serial number paid for it (a redemption), not money. */
  paidBySerial?: boolean
  /** What support's partial refunds already gave back (settled), integer NTD: the cancellation refunds the rest. */
  refundedTwd?: number
  /** What the goods are doing; left out, only the status decides (a physical card). */
  goods?: GoodsFacts
}

const REFUSED_BY_STATUS: Partial<Record<OrderStatus, CancelRefusal>> = {
  pickedUp: 'pickedUp',
  redeemed: 'redeemed',
  cancelled: 'cancelled',
  refunded: 'refunded',
}

const ESIM_REFUSAL: Record<EsimGoodsState, CancelRefusal | null> = {
  notIssued: null,
  unused: null,
  used: 'esimInstalled',
  sent: 'esimSent',
  unverified: 'esimUnverified',
}

/** Why the goods themselves forbid a cancellation now, or null. */
export function goodsRefusal(status: OrderStatus, goods: GoodsFacts | undefined, paidBySerial = false): CancelRefusal | null {
  // A redemption is free to cancel only while nothing was handed over; after that the serial stays used.
  if (paidBySerial && status === 'delivered') return 'redemptionDelivered'
  if (!goods || status !== 'delivered') return null
  if (goods.kind === 'esim') return ESIM_REFUSAL[goods.profile]
  if (goods.kind === 'tickets') {
    if (goods.used) return 'ticketUsed'
    if (goods.visitDate !== null && goods.today >= goods.visitDate) return 'ticketDate'
  }
  return null
}

/** The quote for cancelling an order in its current state. */
export function cancellationQuote({ status, paidTwd, paymentRecorded = true, paidBySerial = false, refundedTwd = 0, goods }: CancellationFacts): CancellationQuote {
  const refused = REFUSED_BY_STATUS[status]
  if (refused) return { allowed: false, reason: refused }
  if (status === 'unpaid') return { allowed: true, kind: 'free', paidTwd: 0, feeTwd: 0, refundTwd: 0 }
  if (!isPaidStatus(status)) return { allowed: false, reason: 'cancelled' }
  if (!paymentRecorded) return { allowed: false, reason: 'noPayment' }
  const byGoods = goodsRefusal(status, goods, paidBySerial)
  if (byGoods) return { allowed: false, reason: byGoods }
  const paid = Math.max(0, Math.trunc(paidTwd))
  // After support's partial refunds the fee is kept from what is left (src/server/payments/refund.ts does the same).
  const refunded = Math.min(paid, Math.max(0, Math.trunc(refundedTwd)))
  const left = paid - refunded
  const fee = Math.min(CANCELLATION_FEE_TWD, left)
  return { allowed: true, kind: 'refund', paidTwd: paid, refundedTwd: refunded, feeTwd: fee, refundTwd: left - fee }
}
