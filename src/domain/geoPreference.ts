/**
 * First visit (spec §4): the visitor's country sets language and display currency.
 * China cn/CNY · Singapore cn/SGD · Malaysia cn/USD · Hong Kong or Macau tw/HKD · Taiwan tw/TWD ·
 * Japan ja/JPY · Korea ko/KRW · Vietnam vi/VND · any other country en/USD.
 */
import type { Currency } from './currency'
import type { Locale } from './locale'

export type Preference = { locale: Locale; currency: Currency }

const BY_COUNTRY: Record<string, Preference> = {
  CN: { locale: 'zh-CN', currency: 'CNY' },
  SG: { locale: 'zh-CN', currency: 'SGD' },
  MY: { locale: 'zh-CN', currency: 'USD' },
  HK: { locale: 'zh-TW', currency: 'HKD' },
  MO: { locale: 'zh-TW', currency: 'HKD' },
  TW: { locale: 'zh-TW', currency: 'TWD' },
  JP: { locale: 'ja', currency: 'JPY' },
  KR: { locale: 'ko', currency: 'KRW' },
  VN: { locale: 'vi', currency: 'VND' },
}

const OTHER: Preference = { locale: 'en', currency: 'USD' }

export function preferenceForCountry(iso2: string | null | undefined): Preference {
  return (iso2 && BY_COUNTRY[iso2.toUpperCase()]) || OTHER
}

/**
 * Where the first-visit location question may appear: never on pages where a language or currency
 * switch would only get in the way (order form, payment, order pages, the member centre, login) or reload a form
 * being filled in (the serial-number redemption, the satisfaction survey).
 */
const NO_LOCATION_PAGES = /^\/(bookNow\/order|checkout|orderCompleted|order|orderLookup|personal|login|forget|authentication|exchange|bookNow\/exchange|survey)(\/|$)/

export function locationMattersOn(pathWithoutLocale: string): boolean {
  return !NO_LOCATION_PAGES.test(pathWithoutLocale)
}
