import { describe, expect, it } from 'vitest'

import { openingHours, readerClock, shiftClock } from './serviceHours'

describe('service hours', () => {
  it('moves a clock time by whole hours around midnight', () => {
    expect(shiftClock('09:00', -1)).toBe('08:00')
    expect(shiftClock('00:30', -1)).toBe('23:30')
    expect(shiftClock('23:15', 2)).toBe('01:15')
    expect(() => shiftClock('9:00', -1)).toThrow(RangeError)
  })

  it('gives Vietnamese readers Vietnam time beside Taiwan time, others Taiwan time only', () => {
    const hours = { days: 'daily' as const, opensAt: '09:00', closesAt: '23:00' }
    expect(readerClock(hours, 'vi')).toEqual({ opens: '08:00', closes: '22:00' })
    expect(readerClock(hours, 'ja')).toBeNull()
    expect(readerClock(hours, 'zh-TW')).toBeNull()
  })

  it('reads only complete, well-formed stored hours', () => {
    expect(openingHours({ days: 'weekdays', opensAt: '09:00', closesAt: '18:00' })).toEqual({ days: 'weekdays', opensAt: '09:00', closesAt: '18:00' })
    expect(openingHours({ days: 'sometimes', opensAt: '09:00', closesAt: '18:00' })).toBeNull()
    expect(openingHours({ days: 'daily', opensAt: '25:00', closesAt: '18:00' })).toBeNull()
    expect(openingHours(null)).toBeNull()
  })
})
