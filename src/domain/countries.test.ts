import { describe, expect, it } from 'vitest'

import { COUNTRY_CODES, countryOptions, isCountryCode } from './countries'

describe('countries', () => {
  it('lists current ISO codes only', () => {
    expect(COUNTRY_CODES.length).toBeGreaterThan(240)
    for (const code of ['TW', 'JP', 'KR', 'VN', 'US', 'HK', 'MO', 'XK']) expect(isCountryCode(code)).toBe(true)
    for (const code of ['UK', 'EU', 'ZZ', 'SU', 'tw', 'TWN', '']) expect(isCountryCode(code)).toBe(false)
  })

  it('names every code in each language', () => {
    for (const locale of ['zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi']) {
      const options = countryOptions(locale)
      expect(options).toHaveLength(COUNTRY_CODES.length)
      expect(options.every((o) => o.name && o.name !== o.code)).toBe(true)
    }
    expect(countryOptions('vi').find((o) => o.code === 'VN')?.name).toBe('Việt Nam')
    expect(countryOptions('zh-TW').find((o) => o.code === 'TW')?.name).toBe('台灣')
  })
})
