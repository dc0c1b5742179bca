/** Small per-language building blocks shared by the content modules. */
import { LOCALES, type Locale } from '@/domain/locale'
import { MESSAGES } from '@/i18n/messages'

import type { L } from './store'

/** Builds a value for each of the six languages. */
export const byLocale = <T>(fn: (locale: Locale) => T): L<T> =>
  Object.fromEntries(LOCALES.map((locale) => [locale, fn(locale)])) as L<T>

/** The shop's name, as the storefront's messages spell it. */
export const BRAND: L<string> = {
  'zh-TW': '台灣旅遊 SIM 卡',
  'zh-CN': '台湾旅游 SIM 卡',
  en: 'Taiwan Travel SIM',
  ja: '台湾トラベル SIM',
  ko: '대만 여행 SIM',
  vi: 'SIM du lịch Đài Loan',
}

/**
 * One SIM card per passport, in the shop's one wording (messages.cardHolders.rule, which the order form, voucher, mail
 * and pickup desk show too): the seeded FAQ, guides, pages, products and counters say it the same way.
 */
export const CARD_RULE: L<string> = byLocale((locale) => MESSAGES[locale].cardHolders.rule)

/** Buyer and card holders 18 or older (Taiwan's age of majority since 2023-01-01; no guardian clause), as the order form says it. */
export const AGE_RULE: L<string> = byLocale((locale) => MESSAGES[locale].cardHolders.ageRule)

/** An e-invoice option by the one name checkout, mails and admin give it (messages invoiceForm.types). */
export const INVOICE_OPTION = (locale: Locale, type: keyof (typeof MESSAGES)['en']['invoiceForm']['types']) => MESSAGES[locale].invoiceForm.types[type].label

export const metaTitle = (locale: Locale, title: string) => `${title} | ${BRAND[locale]}`

/** Trims a description for search results (about 155 characters, fewer for CJK). */
export function metaDescription(locale: Locale, text: string): string {
  const max = locale === 'en' || locale === 'vi' ? 155 : 80
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const space = locale === 'en' || locale === 'vi' ? cut.lastIndexOf(' ') : -1
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`
}

export const UNLIMITED: L<string> = {
  'zh-TW': '無限流量',
  'zh-CN': '无限流量',
  en: 'Unlimited',
  ja: '無制限',
  ko: '무제한',
  vi: 'Không giới hạn',
}

export const gb = (_locale: Locale, n: number) => `${n} GB`

export const days = (locale: Locale, n: number) =>
  ({
    'zh-TW': `${n} 天`,
    'zh-CN': `${n} 天`,
    en: n === 1 ? '1 day' : `${n} days`,
    ja: `${n}日間`,
    ko: `${n}일`,
    vi: `${n} ngày`,
  })[locale]

/** Joins names the way each language lists them. */
export const list = (locale: Locale, items: string[]) => items.join(locale.startsWith('zh') || locale === 'ja' ? '、' : ', ')

/** Short airport names for product pages. */
export const AIRPORT_SHORT: Record<'TPE' | 'TSA' | 'RMQ' | 'KHH', L<string>> = {
  TPE: { 'zh-TW': '桃園機場', 'zh-CN': '桃园机场', en: 'Taoyuan (TPE)', ja: '桃園空港', ko: '타오위안공항', vi: 'Đào Viên (TPE)' },
  TSA: { 'zh-TW': '松山機場', 'zh-CN': '松山机场', en: 'Songshan (TSA)', ja: '松山空港', ko: '쑹산공항', vi: 'Tùng Sơn (TSA)' },
  RMQ: { 'zh-TW': '臺中機場', 'zh-CN': '台中机场', en: 'Taichung (RMQ)', ja: '台中空港', ko: '타이중공항', vi: 'Đài Trung (RMQ)' },
  KHH: { 'zh-TW': '高雄機場', 'zh-CN': '高雄机场', en: 'Kaohsiung (KHH)', ja: '高雄空港', ko: '가오슝공항', vi: 'Cao Hùng (KHH)' },
}
export type AirportCode = keyof typeof AIRPORT_SHORT
