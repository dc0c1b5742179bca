import { describe, expect, it } from 'vitest'

import { dateWindow, inWindow, isBookable, pickupWindow, visitWindow } from './bookingWindow'

describe('booking windows', () => {
  it('run from today to today + the horizon, both included: 90 days for pickup, 180 for a deck visit', () => {
    expect(dateWindow('2026-11-21', 10)).toEqual({ firstDate: '2026-11-21', lastDate: '2026-12-01' })
    expect(pickupWindow('2026-11-21')).toEqual({ firstDate: '2026-11-21', lastDate: '2027-02-19' })
    expect(visitWindow('2026-11-21')).toEqual({ firstDate: '2026-11-21', lastDate: '2027-05-20' })
  })

  it('holds its first and last date and nothing beyond', () => {
    const window = visitWindow('2026-11-21')
    expect(inWindow('2026-11-21', window)).toBe(true)
    expect(inWindow('2027-05-20', window)).toBe(true)
    expect(inWindow('2026-11-20', window)).toBe(false)
    expect(inWindow('2027-05-21', window)).toBe(false)
  })

  it('holds no malformed date, even one that sorts inside', () => {
    const window = pickupWindow('2026-11-21')
    expect(inWindow('2026-11-31', window)).toBe(false)
    expect(inWindow('2026-12-1', window)).toBe(false)
    expect(inWindow('', window)).toBe(false)
  })

  it('crosses a leap day', () => {
    expect(dateWindow('2028-02-01', 30).lastDate).toBe('2028-03-02')
  })

  it('a booking is in the window and not in the past', () => {
    const now = { date: '2026-11-21', time: '14:10' }
    expect(isBookable('2026-11-21', '14:00', now, pickupWindow)).toBe(false)
    expect(isBookable('2026-11-21', '14:10', now, pickupWindow)).toBe(false)
    expect(isBookable('2026-11-21', '14:30', now, pickupWindow)).toBe(true)
    expect(isBookable('2026-11-20', '20:00', now, pickupWindow)).toBe(false)
    expect(isBookable('2027-02-19', '10:00', now, pickupWindow)).toBe(true)
    expect(isBookable('2027-02-20', '10:00', now, pickupWindow)).toBe(false)
    expect(isBookable('2027-02-20', '10:00', now, visitWindow)).toBe(true)
    expect(isBookable('2027-05-21', '10:00', now, visitWindow)).toBe(false)
  })
})
