import { describe, expect, it } from 'vitest'

import { chargedText, convertFromTwd, displayPrice, formatMoney, formatNtd, fractionDigits } from './money'

const rates = { USD: 0.031, JPY: 4.75, KRW: 43.5, VND: 815, CNY: 0.223, HKD: 0.241, SGD: 0.0415 }

describe('money', () => {
  it('uses each currency’s own minor units (TWD whole dollars)', () => {
    expect(fractionDigits('TWD')).toBe(0)
    expect(fractionDigits('USD')).toBe(2)
    expect(fractionDigits('JPY')).toBe(0)
    expect(fractionDigits('KRW')).toBe(0)
    expect(fractionDigits('VND')).toBe(0)
  })

  it('converts TWD with the rate and rounds to minor units', () => {
    expect(convertFromTwd(500, 'USD', rates)).toBe(15.5)
    expect(convertFromTwd(499, 'JPY', rates)).toBe(2370)
    expect(convertFromTwd(333, 'SGD', rates)).toBe(13.82)
    expect(convertFromTwd(500, 'TWD', rates)).toBe(500)
    expect(convertFromTwd(500, 'USD', {})).toBeNull()
  })

  it('formats in the visitor’s locale', () => {
    expect(formatMoney(1200, 'TWD', 'en')).toBe('NT$1,200')
    expect(formatMoney(1200, 'TWD', 'zh-TW')).toBe('NT$1,200')
    expect(formatMoney(-30, 'TWD', 'zh-TW')).toBe('-NT$30')
    expect(formatMoney(1200, 'TWD', 'ja')).toBe('NT$1,200')
    expect(formatMoney(15.5, 'USD', 'en')).toBe('$15.50')
    expect(formatMoney(2370, 'JPY', 'ja')).toMatch(/2,370/)
  })

  it('marks non-TWD prices approximate and falls back to TWD without a rate', () => {
    const usd = displayPrice(500, 'USD', rates, 'en')
    expect(usd).toMatchObject({ twd: 500, currency: 'USD', amount: 15.5, approximate: true, formattedTwd: 'NT$500' })
    const twd = displayPrice(500, 'TWD', rates, 'en')
    expect(twd.approximate).toBe(false)
    const missing = displayPrice(500, 'USD', {}, 'en')
    expect(missing).toMatchObject({ currency: 'TWD', amount: 500, approximate: false })
  })
})

describe('chargedText', () => {
  it('leads with the TWD amount charged and gives the visitor’s currency as an approximation', () => {
    expect(chargedText(displayPrice(300, 'JPY', rates, 'ja'), 'ja')).toBe('NT$300（≈￥1,425）')
    expect(chargedText(displayPrice(30, 'JPY', rates, 'en'), 'en', '−')).toBe('−NT$30 (≈−¥143)')
  })
  it('is the TWD amount alone in TWD, or when no rate is known', () => {
    expect(chargedText(displayPrice(270, 'TWD', rates, 'en'), 'en')).toBe('NT$270')
    expect(chargedText(displayPrice(270, 'KRW', { JPY: 4.75 }, 'ko'), 'ko')).toBe('NT$270')
  })
})

describe('formatNtd', () => {
  it('writes a whole-TWD amount for staff and order histories the same in every language', () => {
    expect(formatNtd(1234567)).toBe('NT$1,234,567')
    expect(formatNtd(30)).toBe('NT$30')
  })
})
