import { describe, expect, it } from 'vitest'

import { isBookable, pickupTimes, withinOpeningHours } from './pickup'

describe('pickup rules', () => {
  it('knows opening hours, also past midnight', () => {
    expect(withinOpeningHours('06:00', '06:00', '23:30')).toBe(true)
    expect(withinOpeningHours('23:45', '06:00', '23:30')).toBe(false)
    expect(withinOpeningHours('01:00', '22:00', '02:00')).toBe(true)
    expect(withinOpeningHours('12:00', '22:00', '02:00')).toBe(false)
  })
  it('refuses the past and beyond the horizon', () => {
    const now = { date: '2026-11-21', time: '14:10' }
    expect(isBookable('2026-11-21', '14:00', now, 90)).toBe(false)
    expect(isBookable('2026-11-21', '14:30', now, 90)).toBe(true)
    expect(isBookable('2026-11-20', '20:00', now, 90)).toBe(false)
    expect(isBookable('2027-02-19', '10:00', now, 90)).toBe(true)
    expect(isBookable('2027-02-20', '10:00', now, 90)).toBe(false)
  })
  it('lists half-hour times within the hours', () => {
    expect(pickupTimes('09:00', '10:30')).toEqual(['09:00', '09:30', '10:00', '10:30'])
  })
})
