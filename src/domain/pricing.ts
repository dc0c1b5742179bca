/**
 * Order pricing — the only place a total is computed (spec §3 order fields; issue: promo codes).
 * Everything is integer TWD. The client never sends a price the server trusts: the caller passes
 * catalog prices it looked up itself.
 */

export type PricedLine = {
  /** Catalog price of one unit, integer TWD. */
  unitPriceTwd: number
  quantity: number
  productId?: number | null
  activityId?: number | null
}

export type PromoRule = {
  kind: 'percent' | 'fixed'
  /** Percent (1–100) or a fixed integer TWD amount. */
  value: number
  active: boolean
  minSubtotalTwd?: number | null
  validFrom?: string | null
  validTo?: string | null
  /** Products / activities the code applies to; both empty = everything. */
  productIds?: number[]
  activityIds?: number[]
  /** null = unlimited; 1 = single use. */
  maxUses?: number | null
  usedCount: number
}

export type PromoRejection = 'unknown' | 'inactive' | 'notStarted' | 'expired' | 'usedUp' | 'notApplicable' | 'belowMinimum'

export type Quote = {
  subtotalTwd: number
  discountTwd: number
  totalTwd: number
  /** Subtotal of the lines the promo code applies to. */
  eligibleTwd: number
  promo: { applied: true } | { applied: false; reason: PromoRejection } | null
}

export const MAX_QUANTITY = 10

export function assertValidLines(lines: readonly PricedLine[]) {
  if (!lines.length) throw new RangeError('an order has at least one line')
  for (const line of lines) {
    if (!Number.isSafeInteger(line.unitPriceTwd) || line.unitPriceTwd < 0) throw new RangeError('unit price must be whole TWD')
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1 || line.quantity > MAX_QUANTITY)
      throw new RangeError(`quantity must be 1–${MAX_QUANTITY}`)
  }
}

function applies(rule: PromoRule, line: PricedLine): boolean {
  const products = rule.productIds ?? []
  const activities = rule.activityIds ?? []
  if (!products.length && !activities.length) return true
  return (
    (line.productId != null && products.includes(line.productId)) ||
    (line.activityId != null && activities.includes(line.activityId))
  )
}

/** Why a code cannot be used for these lines at `now`, or null when it can. */
export function promoRejection(rule: PromoRule, lines: readonly PricedLine[], now: Date): PromoRejection | null {
  if (!rule.active) return 'inactive'
  if (rule.validFrom && now < new Date(rule.validFrom)) return 'notStarted'
  if (rule.validTo && now > new Date(rule.validTo)) return 'expired'
  if (rule.maxUses != null && rule.usedCount >= rule.maxUses) return 'usedUp'
  const eligible = lines.filter((line) => applies(rule, line))
  if (!eligible.length) return 'notApplicable'
  const subtotal = lines.reduce((sum, l) => sum + l.unitPriceTwd * l.quantity, 0)
  if (rule.minSubtotalTwd && subtotal < rule.minSubtotalTwd) return 'belowMinimum'
  return null
}

/**
 * Subtotal = Σ unit price × quantity; a percentage code takes that share (rounded to whole TWD) of
 * the lines it applies to, a fixed code its amount; the discount never exceeds those lines, so a
 * total is never negative. `promo` null = no code entered.
 */
export function quote(lines: readonly PricedLine[], promo: PromoRule | null | 'unknown', now: Date = new Date()): Quote {
  assertValidLines(lines)
  const subtotalTwd = lines.reduce((sum, l) => sum + l.unitPriceTwd * l.quantity, 0)
  if (promo === null) return { subtotalTwd, discountTwd: 0, totalTwd: subtotalTwd, eligibleTwd: 0, promo: null }
  if (promo === 'unknown')
    return { subtotalTwd, discountTwd: 0, totalTwd: subtotalTwd, eligibleTwd: 0, promo: { applied: false, reason: 'unknown' } }

  const reason = promoRejection(promo, lines, now)
  if (reason) return { subtotalTwd, discountTwd: 0, totalTwd: subtotalTwd, eligibleTwd: 0, promo: { applied: false, reason } }

  const eligibleTwd = lines.filter((l) => applies(promo, l)).reduce((sum, l) => sum + l.unitPriceTwd * l.quantity, 0)
  const raw = promo.kind === 'percent' ? Math.round((eligibleTwd * Math.min(Math.max(promo.value, 0), 100)) / 100) : Math.max(promo.value, 0)
  const discountTwd = Math.min(raw, eligibleTwd)
  return { subtotalTwd, discountTwd, totalTwd: subtotalTwd - discountTwd, eligibleTwd, promo: { applied: true } }
}

/** The "from" price of what a list offers: the cheapest price, or null when nothing has one. */
export function fromPriceTwd(prices: readonly (number | null | undefined)[]): number | null {
  const known = prices.filter((twd): twd is number => twd != null)
  return known.length ? Math.min(...known) : null
}

export const RAIL_TRIPS = ['oneWay', 'roundTrip'] as const
export type RailTrip = (typeof RAIL_TRIPS)[number]
/** Catalog prices of a ticket: rail fares, or the observation-deck ticket. Integer TWD. */
export type ActivityPrices = { oneWayTwd?: number; roundTripTwd?: number; ticketTwd?: number }

/** The rail fare of a trip, undefined when the ticket has no such fare. */
export function railFareTwd(prices: ActivityPrices, trip: RailTrip): number | undefined {
  return trip === 'oneWay' ? prices.oneWayTwd : prices.roundTripTwd
}

/** A ticket's "from" price: its cheapest fare or ticket price. */
export const activityFromPriceTwd = (prices: ActivityPrices): number | null =>
  fromPriceTwd([prices.oneWayTwd, prices.roundTripTwd, prices.ticketTwd])

/** A B2C partner's profit share of an order paid with their code, integer TWD (rounded down). */
export function profitShareTwd(totalTwd: number, percent: number | null | undefined): number {
  if (!percent || percent <= 0) return 0
  return Math.floor((totalTwd * Math.min(percent, 100)) / 100)
}
