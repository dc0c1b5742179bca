import { describe, expect, it } from 'vitest'

import { activityFromPriceTwd, fromPriceTwd, profitShareTwd, quote, railFareTwd, type PromoRule } from './pricing'

const now = new Date('2026-11-21T12:00:00Z')
const rule = (over: Partial<PromoRule> = {}): PromoRule => ({ kind: 'percent', value: 10, active: true, usedCount: 0, ...over })
const sim = { unitPriceTwd: 450, quantity: 2, productId: 1 }
const esim = { unitPriceTwd: 300, quantity: 1, productId: 2 }

describe('quote', () => {
  it('prices lines without a code', () => {
    expect(quote([sim, esim], null, now)).toEqual({ subtotalTwd: 1200, discountTwd: 0, totalTwd: 1200, eligibleTwd: 0, promo: null })
  })

  it('applies a percentage to every line, rounded to whole TWD', () => {
    const q = quote([{ unitPriceTwd: 333, quantity: 1, productId: 1 }], rule({ value: 15 }), now)
    expect(q).toMatchObject({ subtotalTwd: 333, discountTwd: 50, totalTwd: 283, promo: { applied: true } })
  })

  it('applies a fixed amount and never makes the total negative', () => {
    expect(quote([esim], rule({ kind: 'fixed', value: 100 }), now)).toMatchObject({ discountTwd: 100, totalTwd: 200 })
    expect(quote([esim], rule({ kind: 'fixed', value: 5000 }), now)).toMatchObject({ discountTwd: 300, totalTwd: 0 })
  })

  it('limits a product-specific code to its products', () => {
    const q = quote([sim, esim], rule({ value: 50, productIds: [2] }), now)
    expect(q).toMatchObject({ subtotalTwd: 1200, eligibleTwd: 300, discountTwd: 150, totalTwd: 1050 })
    expect(quote([sim], rule({ productIds: [2] }), now).promo).toEqual({ applied: false, reason: 'notApplicable' })
  })

  it('applies to activities by activity id', () => {
    const ticket = { unitPriceTwd: 600, quantity: 2, activityId: 7 }
    expect(quote([ticket, sim], rule({ kind: 'fixed', value: 200, activityIds: [7] }), now)).toMatchObject({ discountTwd: 200, totalTwd: 1900 })
  })

  it.each([
    ['inactive', rule({ active: false })],
    ['notStarted', rule({ validFrom: '2026-12-01T00:00:00Z' })],
    ['expired', rule({ validTo: '2026-11-20T23:59:59Z' })],
    ['usedUp', rule({ maxUses: 1, usedCount: 1 })],
    ['belowMinimum', rule({ minSubtotalTwd: 2000 })],
  ] as const)('rejects a code that is %s', (reason, promo) => {
    expect(quote([sim, esim], promo, now)).toMatchObject({ discountTwd: 0, totalTwd: 1200, promo: { applied: false, reason } })
  })

  it('accepts a code inside its window with uses left', () => {
    const promo = rule({ validFrom: '2026-11-01T00:00:00Z', validTo: '2026-11-30T23:59:59Z', maxUses: 5, usedCount: 4, minSubtotalTwd: 1200 })
    expect(quote([sim, esim], promo, now).promo).toEqual({ applied: true })
  })

  it('reports an unknown code', () => {
    expect(quote([sim], 'unknown', now).promo).toEqual({ applied: false, reason: 'unknown' })
  })

  it('refuses impossible lines', () => {
    expect(() => quote([], null)).toThrow(RangeError)
    expect(() => quote([{ unitPriceTwd: 10.5, quantity: 1 }], null)).toThrow(RangeError)
    expect(() => quote([{ unitPriceTwd: 10, quantity: 0 }], null)).toThrow(RangeError)
    expect(() => quote([{ unitPriceTwd: 10, quantity: 11 }], null)).toThrow(RangeError)
  })
})

describe('profitShareTwd', () => {
  it('is a whole-TWD share of the total', () => {
    expect(profitShareTwd(1050, 12.5)).toBe(131)
    expect(profitShareTwd(1050, null)).toBe(0)
  })
})

describe('catalog prices', () => {
  it('a "from" price is the cheapest one offered', () => {
    expect(fromPriceTwd([450, 300, 890])).toBe(300)
    expect(fromPriceTwd([0, 300])).toBe(0)
    expect(fromPriceTwd([undefined, null, 120])).toBe(120)
    expect(fromPriceTwd([])).toBeNull()
    expect(fromPriceTwd([undefined])).toBeNull()
  })

  it('a rail trip costs its own fare', () => {
    const rail = { oneWayTwd: 150, roundTripTwd: 280 }
    expect(railFareTwd(rail, 'oneWay')).toBe(150)
    expect(railFareTwd(rail, 'roundTrip')).toBe(280)
    expect(railFareTwd({ oneWayTwd: 150 }, 'roundTrip')).toBeUndefined()
  })

  it('a ticket starts from its cheapest fare, a deck ticket from its price', () => {
    expect(activityFromPriceTwd({ oneWayTwd: 150, roundTripTwd: 280 })).toBe(150)
    expect(activityFromPriceTwd({ roundTripTwd: 280 })).toBe(280)
    expect(activityFromPriceTwd({ ticketTwd: 600 })).toBe(600)
    expect(activityFromPriceTwd({})).toBeNull()
  })
})
