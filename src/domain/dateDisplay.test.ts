import { describe, expect, it } from 'vitest'

import { formatDisplayDate } from './dateDisplay'

const at = new Date('2026-11-02T12:00:00+08:00')

describe('formatDisplayDate', () => {
  it('writes English dates the British way, like the rest of the English text', () => {
    expect(formatDisplayDate(at, 'en', 'long')).toBe('2 November 2026')
    expect(formatDisplayDate(at, 'en', 'medium')).toBe('2 Nov 2026')
  })

  it('writes Vietnamese dates as 02/11/2026 in every style', () => {
    expect(formatDisplayDate(at, 'vi', 'long')).toBe('02/11/2026')
    expect(formatDisplayDate(at, 'vi', 'medium')).toBe('02/11/2026')
    expect(formatDisplayDate(at, 'vi', 'full')).toMatch(/^Thứ Hai,? 02\/11\/2026$/)
  })

  it('uses the Taipei calendar and each language’s own style elsewhere', () => {
    expect(formatDisplayDate(new Date('2026-11-01T17:00:00Z'), 'ja', 'long')).toBe('2026年11月2日')
    expect(formatDisplayDate(at, 'zh-TW', 'long')).toBe('2026年11月2日')
  })
})
