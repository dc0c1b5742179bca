import { describe, expect, it } from 'vitest'

import { isLowStock, isReviewOverdue, reviewHoursLeft } from './dashboard'

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
