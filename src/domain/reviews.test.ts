import { describe, expect, it } from 'vitest'

import { canReviewAfter, reviewerName, reviewKey, reviewMonth } from './reviews'

describe('review rules', () => {
  it('count the month in Taiwan time (GMT+8)', () => {
    expect(reviewMonth(new Date('2026-01-31T15:59:59Z'))).toBe('2026-01')
    expect(reviewMonth(new Date('2026-01-31T16:00:00Z'))).toBe('2026-02')
    expect(reviewMonth(new Date('2026-12-31T16:30:00Z'))).toBe('2027-01')
  })

  it('key one review per member, target and Taiwan month', () => {
    const at = new Date('2026-03-31T16:10:00Z')
    expect(reviewKey(7, { productId: 3 }, at)).toBe('7:p3:2026-04')
    expect(reviewKey(7, { activityId: 3 }, at)).toBe('7:a3:2026-04')
    expect(reviewKey(null, { productId: 3 }, at)).toBeNull()
  })

  it('need a completed order', () => {
    expect(canReviewAfter('pickedUp')).toBe(true)
    expect(canReviewAfter('redeemed')).toBe(true)
    expect(canReviewAfter('delivered')).toBe(true)
    for (const status of ['unpaid', 'paid', 'pendingPickup', 'cancelled', 'refunded'] as const) expect(canReviewAfter(status)).toBe(false)
  })

  it('show a short public name', () => {
    expect(reviewerName('HANAKO', 'SATO', 'Traveller')).toBe('Hanako S.')
    expect(reviewerName('MEI LIN', '', 'Traveller')).toBe('Mei lin')
    expect(reviewerName(null, 'CHEN', 'Traveller')).toBe('Traveller')
  })
})
