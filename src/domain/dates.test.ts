import { describe, expect, it } from 'vitest'

import { addDays, formatTaipei, isAfterNow, isIsoDate, isTimeOfDay, taipeiDate, taipeiNow } from './dates'

describe('Taipei dates', () => {
  it('today is the Taipei date, whatever the machine’s zone', () => {
    // 16:30 UTC is already 00:30 the next day in Taipei (UTC+8, no daylight saving).
    expect(taipeiDate(new Date('2026-11-21T16:30:00Z'))).toBe('2026-11-22')
    expect(taipeiDate(new Date('2026-11-21T15:59:00Z'))).toBe('2026-11-21')
  })

  it('now is the Taipei date and minute', () => {
    expect(taipeiNow(new Date('2026-11-21T16:30:59Z'))).toEqual({ date: '2026-11-22', time: '00:30' })
    expect(taipeiNow(new Date('2026-12-31T15:59:00Z'))).toEqual({ date: '2026-12-31', time: '23:59' })
  })

  it('accepts only real calendar dates written YYYY-MM-DD', () => {
    expect(isIsoDate('2028-02-29')).toBe(true)
    expect(isIsoDate('2026-02-29')).toBe(false)
    expect(isIsoDate('2026-13-01')).toBe(false)
    expect(isIsoDate('2026-1-01')).toBe(false)
    expect(isIsoDate('2026-01-01T00:00')).toBe(false)
  })

  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-11-21', 10)).toBe('2026-12-01')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
  })
})

describe('times of day', () => {
  it.each(['00:00', '09:30', '23:59'])('%s is HH:mm', (time) => expect(isTimeOfDay(time)).toBe(true))
  it.each(['24:00', '9:30', '09:60', '09:30:00', '', ' 09:30'])('"%s" is not', (time) => expect(isTimeOfDay(time)).toBe(false))
})

describe('not in the past', () => {
  const now = { date: '2026-11-21', time: '14:10' }
  it('a later minute today, or any time of a later day, is still to come', () => {
    expect(isAfterNow('2026-11-21', '14:11', now)).toBe(true)
    expect(isAfterNow('2026-11-22', '00:00', now)).toBe(true)
  })
  it('the current minute, earlier today and earlier days are past', () => {
    expect(isAfterNow('2026-11-21', '14:10', now)).toBe(false)
    expect(isAfterNow('2026-11-21', '09:00', now)).toBe(false)
    expect(isAfterNow('2026-11-20', '23:59', now)).toBe(false)
  })
})

describe('formatTaipei', () => {
  it('writes a moment in Taiwan time with its offset, whatever the zone it came in', () => {
    expect(formatTaipei('2026-11-24T13:05:00Z')).toBe('2026-11-24 21:05 GMT+8')
    expect(formatTaipei(new Date('2026-12-31T16:30:00-00:00'))).toBe('2027-01-01 00:30 GMT+8')
    expect(formatTaipei(null)).toBe('—')
    expect(formatTaipei('not a date')).toBe('—')
  })
})
