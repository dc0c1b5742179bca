import { describe, expect, it } from 'vitest'

import {
  bracketGap,
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  LOCALE_INFO,
  LOCALES,
  isLocale,
  localeFromLangHeader,
  localeFromShort,
  localeToRemember,
  localizedPath,
  negotiateLocale,
  rangeMark,
  splitLocalePath,
  type Locale,
} from './locale'

describe('LOCALES', () => {
  it('are the six shop languages with zh-TW as the default', () => {
    expect([...LOCALES]).toEqual(['zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi'])
    expect(DEFAULT_LOCALE).toBe('zh-TW')
    expect(LOCALE_INFO['zh-TW'].prefix).toBe('')
    expect(LOCALE_INFO['zh-CN'].prefix).toBe('/cn')
  })

  it('remember the locale in NEXT_LOCALE for 365 days', () => {
    expect(LOCALE_COOKIE).toBe('NEXT_LOCALE')
    expect(LOCALE_COOKIE_MAX_AGE).toBe(365 * 24 * 60 * 60)
  })

  it('isLocale / localeFromShort', () => {
    expect(isLocale('ja')).toBe(true)
    expect(isLocale('jp')).toBe(false)
    expect(isLocale(undefined)).toBe(false)
    expect(localeFromShort('cn')).toBe('zh-CN')
    expect(localeFromShort('tw')).toBe('zh-TW')
    expect(localeFromShort('xx')).toBeUndefined()
  })
})

describe('negotiateLocale', () => {
  it.each<[string, Locale]>([
    ['zh-TW', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh-MO', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['zh-Hant-TW', 'zh-TW'],
    ['zh', 'zh-TW'],
    ['zh-CN', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['zh-Hans', 'zh-CN'],
    ['zh-Hans-CN', 'zh-CN'],
    ['zh_CN', 'zh-CN'],
    ['ja-JP', 'ja'],
    ['ja', 'ja'],
    ['ko', 'ko'],
    ['ko-KR', 'ko'],
    ['vi-VN', 'vi'],
    ['en-US', 'en'],
    ['en-GB,en;q=0.9', 'en'],
    ['fr', 'zh-TW'],
    ['fr-FR,de;q=0.8', 'zh-TW'],
    ['*', 'zh-TW'],
  ])('%s → %s', (header, expected) => {
    expect(negotiateLocale(header)).toBe(expected)
  })

  it('falls back to zh-TW without a header', () => {
    expect(negotiateLocale('')).toBe('zh-TW')
    expect(negotiateLocale(undefined)).toBe('zh-TW')
    expect(negotiateLocale(null)).toBe('zh-TW')
  })

  it('skips unsupported languages and honours quality values', () => {
    expect(negotiateLocale('fr;q=1, ja;q=0.8')).toBe('ja')
    expect(negotiateLocale('en;q=0.5, ko;q=0.9')).toBe('ko')
    expect(negotiateLocale('vi;q=0.3, zh-CN;q=0.7, en;q=0.5')).toBe('zh-CN')
    // Equal quality keeps the header's order.
    expect(negotiateLocale('ja, en')).toBe('ja')
    expect(negotiateLocale('en, ja')).toBe('en')
    // q=0 means "not acceptable".
    expect(negotiateLocale('ja;q=0, ko')).toBe('ko')
    expect(negotiateLocale('ja;q=0')).toBe('zh-TW')
  })

  it('tolerates whitespace and case', () => {
    expect(negotiateLocale('  JA-jp ; q=0.9 ,  fr ')).toBe('ja')
    expect(negotiateLocale('ZH-hans-cn')).toBe('zh-CN')
  })
})

describe('localeFromLangHeader', () => {
  it.each<[string, Locale]>([
    ['zh-tw', 'zh-TW'],
    ['zh-cn', 'zh-CN'],
    ['en', 'en'],
    ['jp', 'ja'],
    ['kr', 'ko'],
    ['vi', 'vi'],
  ])('spec value %s → %s', (header, expected) => {
    expect(localeFromLangHeader(header)).toBe(expected)
  })

  it('maps every locale’s own langHeader back to it', () => {
    for (const locale of LOCALES) expect(localeFromLangHeader(LOCALE_INFO[locale].langHeader)).toBe(locale)
  })

  it('accepts BCP-47 tags and odd case', () => {
    expect(localeFromLangHeader('ZH-TW')).toBe('zh-TW')
    expect(localeFromLangHeader(' JP ')).toBe('ja')
    expect(localeFromLangHeader('ja')).toBe('ja')
    expect(localeFromLangHeader('ko-KR')).toBe('ko')
    expect(localeFromLangHeader('zh-Hans')).toBe('zh-CN')
  })

  it('falls back to zh-TW for unknown or missing values', () => {
    expect(localeFromLangHeader('xx')).toBe('zh-TW')
    expect(localeFromLangHeader('fr')).toBe('zh-TW')
    expect(localeFromLangHeader('')).toBe('zh-TW')
    expect(localeFromLangHeader(null)).toBe('zh-TW')
    expect(localeFromLangHeader(undefined)).toBe('zh-TW')
  })
})

describe('localizedPath / splitLocalePath', () => {
  it('prefixes every locale but zh-TW', () => {
    expect(localizedPath('zh-TW', '/login')).toBe('/login')
    expect(localizedPath('zh-CN', '/login')).toBe('/cn/login')
    expect(localizedPath('en', '/personal/order')).toBe('/en/personal/order')
    expect(localizedPath('ja', '/login')).toBe('/ja/login')
    expect(localizedPath('ko', '/')).toBe('/ko')
    expect(localizedPath('vi', '')).toBe('/vi')
    expect(localizedPath('zh-TW', '/')).toBe('/')
    expect(localizedPath('zh-TW', '')).toBe('/')
  })

  it('splits the prefix off a path', () => {
    expect(splitLocalePath('/')).toEqual({ locale: 'zh-TW', rest: '/', prefixed: false })
    expect(splitLocalePath('')).toEqual({ locale: 'zh-TW', rest: '/', prefixed: false })
    expect(splitLocalePath('/login')).toEqual({ locale: 'zh-TW', rest: '/login', prefixed: false })
    expect(splitLocalePath('/cn')).toEqual({ locale: 'zh-CN', rest: '/', prefixed: true })
    expect(splitLocalePath('/ja/personal/order')).toEqual({ locale: 'ja', rest: '/personal/order', prefixed: true })
    expect(splitLocalePath('/vi/')).toEqual({ locale: 'vi', rest: '/', prefixed: true })
  })

  it('does not mistake a path that merely starts like a prefix', () => {
    expect(splitLocalePath('/english')).toEqual({ locale: 'zh-TW', rest: '/english', prefixed: false })
    expect(splitLocalePath('/kor/x')).toEqual({ locale: 'zh-TW', rest: '/kor/x', prefixed: false })
    // "tw" and "zh-TW" are not prefixes: zh-TW has none.
    expect(splitLocalePath('/tw/login').prefixed).toBe(false)
  })

  it('round-trips every locale and path', () => {
    const paths = ['/', '/login', '/personal/order/b2c', '/cardType/5']
    for (const locale of LOCALES) {
      for (const rest of paths) {
        const split = splitLocalePath(localizedPath(locale, rest))
        expect(split.locale).toBe(locale)
        expect(split.rest).toBe(rest)
        expect(split.prefixed).toBe(locale !== 'zh-TW')
      }
    }
  })
})

describe('bracketGap / rangeMark', () => {
  it('no space before a bracket in Chinese, Japanese and Korean, one in English and Vietnamese', () => {
    expect(LOCALES.map((l) => `09:00${bracketGap(l)}(x)`)).toEqual(['09:00(x)', '09:00(x)', '09:00 (x)', '09:00(x)', '09:00(x)', '09:00 (x)'])
  })

  it('ranges: 〜 in Japanese, ~ in Korean, – elsewhere', () => {
    expect(LOCALES.map((l) => `06:00${rangeMark(l)}23:30`)).toEqual(['06:00–23:30', '06:00–23:30', '06:00–23:30', '06:00〜23:30', '06:00~23:30', '06:00–23:30'])
  })
})

describe('localeToRemember', () => {
  it('writes nothing when the saved language is the page’s', () => {
    expect(localeToRemember('ja', 'ja', 'en')).toBeNull()
  })
  it('writes the page’s language when the saved one differs', () => {
    expect(localeToRemember('ko', 'ja', 'ko')).toBe('ko')
    expect(localeToRemember('zh-TW', 'ko', 'fr-FR')).toBe('zh-TW')
  })
  it('with nothing saved, writes only what the browser’s language would not find again', () => {
    expect(localeToRemember('en', undefined, 'en-US,en;q=0.9')).toBeNull()
    expect(localeToRemember('zh-TW', undefined, 'fr-FR')).toBeNull()
    expect(localeToRemember('zh-TW', undefined, null)).toBeNull()
    expect(localeToRemember('ja', undefined, 'zh-TW')).toBe('ja')
    expect(localeToRemember('ko', '', 'fr-FR')).toBe('ko')
  })
  it('treats an unknown saved value as none', () => {
    expect(localeToRemember('en', 'xx', 'en')).toBeNull()
    expect(localeToRemember('en', 'xx', 'ja')).toBe('en')
  })
})
