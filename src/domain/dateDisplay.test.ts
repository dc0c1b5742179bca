import { describe, expect, it } from 'vitest'

import { formatCalendarDate, formatDisplayDate, formatDisplayDateTime, formatDisplayTime } from './dateDisplay'
import { LOCALES } from './locale'

const at = new Date('2026-11-02T12:00:00+08:00')

describe('formatDisplayDate', () => {
  it('writes English dates the British way, like the rest of the English text', () => {
    expect(formatDisplayDate(at, 'en', 'long')).toBe('2 November 2026')
    expect(formatDisplayDate(at, 'en', 'medium')).toBe('2 Nov 2026')
    expect(formatDisplayDate(at, 'en', 'trip')).toMatch(/^Mon,? 2 Nov 2026$/)
  })

  it('writes Vietnamese dates as 02/11/2026 in every style', () => {
    expect(formatDisplayDate(at, 'vi', 'long')).toBe('02/11/2026')
    expect(formatDisplayDate(at, 'vi', 'medium')).toBe('02/11/2026')
    expect(formatDisplayDate(at, 'vi', 'trip')).toBe('Thứ Hai, 02/11/2026')
    // Saturday and Sunday in the same form as the other days (the short forms are "Thứ 7" and "CN").
    expect(formatCalendarDate('2026-12-05', 'vi', 'trip')).toBe('Thứ Bảy, 05/12/2026')
    expect(formatCalendarDate('2026-12-06', 'vi', 'trip')).toBe('Chủ Nhật, 06/12/2026')
  })

  it('has one date look per language in lists, prose and trip days (no 2026/11/02 beside 2026年11月2日)', () => {
    expect(formatDisplayDate(new Date('2026-11-01T17:00:00Z'), 'ja', 'long')).toBe('2026年11月2日')
    for (const style of ['long', 'medium'] as const) {
      expect(formatDisplayDate(at, 'ja', style)).toBe('2026年11月2日')
      expect(formatDisplayDate(at, 'zh-TW', style)).toBe('2026年11月2日')
      expect(formatDisplayDate(at, 'zh-CN', style)).toBe('2026年11月2日')
      expect(formatDisplayDate(at, 'ko', style)).toBe('2026년 11월 2일')
    }
    expect(formatDisplayDate(at, 'ja', 'trip')).toBe('2026年11月2日(月)')
    expect(formatDisplayDate(at, 'ko', 'trip')).toBe('2026년 11월 2일 (월)')
    expect(formatDisplayDate(at, 'zh-TW', 'trip')).toBe('2026年11月2日週一')
    // A trip day is the language's date with its weekday.
    for (const locale of LOCALES) {
      const date = formatDisplayDate(at, locale, 'medium')
      expect(formatDisplayDate(at, locale, 'trip'), locale).toContain(locale === 'en' ? '2' : date)
    }
  })

  it('reads a calendar date on the Taipei calendar, and times on the 24-hour clock', () => {
    expect(formatCalendarDate('2026-11-02', 'en', 'medium')).toBe('2 Nov 2026')
    expect(formatCalendarDate('2026-02-30', 'en', 'medium')).toBe('2026-02-30')
    // 23:30 in Taipei is still the 2nd there, whatever the browser's zone.
    const late = new Date('2026-11-02T23:30:00+08:00')
    expect(formatDisplayDate(late, 'ja', 'medium')).toBe('2026年11月2日')
    expect(formatDisplayTime(late)).toBe('23:30')
    expect(formatDisplayTime(new Date('2026-11-02T09:05:00+08:00'))).toBe('09:05')
    expect(formatDisplayDateTime(late, 'ko')).toBe('2026년 11월 2일 23:30')
    expect(formatDisplayDateTime(late, 'en')).toBe('2 Nov 2026 23:30')
  })
})
