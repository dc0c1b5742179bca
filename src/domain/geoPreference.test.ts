import { describe, expect, it } from 'vitest'

import { locationMattersOn, preferenceForCountry } from './geoPreference'

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

describe('locationMattersOn', () => {
  it('asks on content pages', () => {
    for (const path of ['/', '/cardType', '/details/3', '/faq', '/cardPickupLocation/2']) expect(locationMattersOn(path), path).toBe(true)
  })
  it('never on the order form, payment, orders, login, the member centre or a form being filled in', () => {
    for (const path of ['/bookNow/order', '/checkout', '/checkout/return', '/orderCompleted', '/order/TW123', '/orderLookup', '/personal', '/personal/order/b2c', '/login', '/exchange', '/bookNow/exchange', '/survey'])
      expect(locationMattersOn(path), path).toBe(false)
  })
  it('still asks on the booking overview, which only lists products', () => {
    expect(locationMattersOn('/bookNow')).toBe(true)
  })
})
