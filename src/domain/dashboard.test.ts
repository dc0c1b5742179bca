import { describe, expect, it } from 'vitest'

import { adminListHref, isLowStock, isReviewOverdue, reviewHoursLeft, taipeiDayBounds } from './dashboard'

describe('the review approval clock', () => {
  const written = new Date('2026-11-20T10:00:00Z')
  it('counts down whole hours of the 72', () => {
    expect(reviewHoursLeft(written, new Date('2026-11-20T10:00:00Z'))).toBe(72)
    expect(reviewHoursLeft(written, new Date('2026-11-21T10:30:00Z'))).toBe(47)
    expect(reviewHoursLeft(written.toISOString(), new Date('2026-11-23T09:59:00Z'))).toBe(0)
    expect(reviewHoursLeft(written, new Date('2026-11-23T11:00:00Z'))).toBe(-1)
  })
  it('is overdue only after 72 hours', () => {
    expect(isReviewOverdue(written, new Date('2026-11-23T10:00:00Z'))).toBe(false)
    expect(isReviewOverdue(written, new Date('2026-11-23T10:00:01Z'))).toBe(true)
  })
})

describe('low eSIM stock', () => {
  it('is below the threshold, not at it', () => {
    expect(isLowStock(19, 20)).toBe(true)
    expect(isLowStock(20, 20)).toBe(false)
    expect(isLowStock(0, 0)).toBe(false)
  })
})

describe('today on the dashboard', () => {
  it('is the Taiwan day, from its midnight (16:00 UTC the day before) to the next', () => {
    expect(taipeiDayBounds('2026-11-29')).toEqual({ from: '2026-11-28T16:00:00.000Z', to: '2026-11-29T16:00:00.000Z' })
  })
  it('links a figure to the admin list filtered the same way', () => {
    const href = adminListHref('orders', { status: { equals: 'paid' }, createdAt: { greater_than_equal: '2026-11-28T16:00:00.000Z' } })
    expect(href).toBe('/admin/collections/orders?where%5Bstatus%5D%5Bequals%5D=paid&where%5BcreatedAt%5D%5Bgreater_than_equal%5D=2026-11-28T16%3A00%3A00.000Z')
  })
})
