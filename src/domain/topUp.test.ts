import { describe, expect, it } from 'vitest'

import { physicalValidUntil, topUpPriceTwd, topUpRefusal, type TopUpFacts } from './topUp'

const now = new Date('2026-11-29T04:00:00Z')
const facts = (over: Partial<TopUpFacts> = {}): TopUpFacts => ({
  status: 'delivered',
  isTopUp: false,
  esim: true,
  source: 'esimAccess',
  profileState: 'released',
  validUntil: null,
  now,
  ...over,
})

describe('topUpRefusal', () => {
  it('lets a delivered or used wholesaler eSIM take more data while its profile lives', () => {
    expect(topUpRefusal(facts())).toBeNull()
    expect(topUpRefusal(facts({ status: 'redeemed', profileState: 'enabled', validUntil: '2026-12-02T00:00:00Z' }))).toBeNull()
    expect(topUpRefusal(facts({ status: 'redeemed', profileState: 'usedUp' }))).toBeNull()
  })
  it('refuses what is no eSIM, a top-up itself, and an order not delivered', () => {
    expect(topUpRefusal(facts({ esim: false }))).toBe('notEsim')
    expect(topUpRefusal(facts({ isTopUp: true }))).toBe('notEsim')
    for (const status of ['unpaid', 'paid', 'cancelled', 'refunded'] as const) expect(topUpRefusal(facts({ status }))).toBe('notDelivered')
  })
  it('refuses an imported code, an unknown profile, and one that ended', () => {
    expect(topUpRefusal(facts({ source: 'inventory', profileState: null }))).toBe('notWholesale')
    expect(topUpRefusal(facts({ profileState: null }))).toBe('profileUnknown')
    for (const profileState of ['cancelled', 'revoked', 'deleted', 'expired'] as const) expect(topUpRefusal(facts({ profileState }))).toBe('profileEnded')
    expect(topUpRefusal(facts({ profileState: 'enabled', validUntil: '2026-11-29T03:59:59Z' }))).toBe('profileEnded')
  })
})

describe('topUpPriceTwd', () => {
  it('accepts only a whole positive TWD figure', () => {
    expect(topUpPriceTwd(150)).toBe(150)
    for (const bad of [0, -1, 1.5, '150', null, undefined, Number.NaN, 1e9]) expect(topUpPriceTwd(bad)).toBeNull()
  })
})

describe('physicalValidUntil', () => {
  it('counts the plan days from the pickup day', () => {
    expect(physicalValidUntil('2026-12-30', 5)).toBe('2027-01-03')
    expect(physicalValidUntil('2026-12-01', 1)).toBe('2026-12-01')
    expect(physicalValidUntil(null, 5)).toBeNull()
    expect(physicalValidUntil('2026-12-01', 0)).toBeNull()
  })
})
