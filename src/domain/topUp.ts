/**
 * Topping up an eSIM (issue 41 item 4): which eSIM may take more data, and when. One home for the rule the order page
 * (whether to offer top-ups) and the server (whether to sell and apply one) both follow. Pure.
 *
 * A top-up is an order of its own, linked to the eSIM's order, paid like any order and applied at the wholesaler by
 * a job; a top-up that the wholesaler refuses, or that no retry could apply, is refunded in full.
 */
import type { EsimSource, ProfileState } from './esim'
import type { OrderStatus } from './orderStatus'

export type TopUpFacts = {
  status: OrderStatus
  /** The order itself is a top-up (a top-up is never topped up: the eSIM's own order is). */
  isTopUp: boolean
  esim: boolean
  source: EsimSource | null
  /** The live (not revoked) profile's state as the wholesaler last said it; null when it could not be asked. */
  profileState: ProfileState | null
  /** When its validity ends (ISO 8601), once known. */
  validUntil: string | null
  now: Date
}

export const TOP_UP_REFUSALS = ['notEsim', 'notDelivered', 'notWholesale', 'profileUnknown', 'profileEnded'] as const
export type TopUpRefusal = (typeof TOP_UP_REFUSALS)[number]

/** Profile states in which no data can be added: taken back, or gone from the phone. */
const ENDED: readonly ProfileState[] = ['cancelled', 'revoked', 'deleted', 'expired']

/** Why this order's eSIM may not be topped up now, or null when it may. */
export function topUpRefusal(facts: TopUpFacts): TopUpRefusal | null {
  if (!facts.esim || facts.isTopUp) return 'notEsim'
  if (facts.status !== 'delivered' && facts.status !== 'redeemed') return 'notDelivered'
  // An imported activation code: nobody can add data to it through the shop.
  if (facts.source !== 'esimAccess') return 'notWholesale'
  if (facts.profileState === null || facts.profileState === 'unknown') return 'profileUnknown'
  if (ENDED.includes(facts.profileState)) return 'profileEnded'
  if (facts.validUntil && Date.parse(facts.validUntil) <= facts.now.getTime()) return 'profileEnded'
  return null
}

/** A top-up plan's price as the catalog states it: a whole, positive number of TWD (never the browser's figure). */
export function topUpPriceTwd(priceTwd: unknown): number | null {
  return typeof priceTwd === 'number' && Number.isInteger(priceTwd) && priceTwd > 0 && priceTwd <= 100_000 ? priceTwd : null
}

/**
 * When a paid top-up is applied at the wholesaler: the first try, then retries; after the last one, or as soon as
 * the wholesaler refuses it for good, the payment is refunded — never charged without data.
 */
export const TOP_UP_ATTEMPTS = 6

/** The validity end of a physical SIM: the plan's days counted from the pickup date, the pickup day being day 1 (YYYY-MM-DD). */
export function physicalValidUntil(pickupDate: string | null | undefined, days: number | null | undefined): string | null {
  if (!pickupDate || !/^\d{4}-\d{2}-\d{2}$/.test(pickupDate) || !days || !Number.isInteger(days) || days < 1) return null
  const date = new Date(`${pickupDate}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days - 1)
  return date.toISOString().slice(0, 10)
}
