import { describe, expect, it } from 'vitest'

import { preferenceForCountry } from './geoPreference'

describe('preferenceForCountry (spec §4 table)', () => {
  it.each([
    ['CN', 'zh-CN', 'CNY'],
    ['SG', 'zh-CN', 'SGD'],
    ['MY', 'zh-CN', 'USD'],
    ['HK', 'zh-TW', 'HKD'],
    ['MO', 'zh-TW', 'HKD'],
    ['TW', 'zh-TW', 'TWD'],
    ['JP', 'ja', 'JPY'],
    ['KR', 'ko', 'KRW'],
    ['VN', 'vi', 'VND'],
    ['FR', 'en', 'USD'],
    ['us', 'en', 'USD'],
  ])('%s → %s / %s', (country, locale, currency) => {
    expect(preferenceForCountry(country)).toEqual({ locale, currency })
  })

  it('treats an unknown position (open sea) as any other country', () => {
    expect(preferenceForCountry(null)).toEqual({ locale: 'en', currency: 'USD' })
  })
})
