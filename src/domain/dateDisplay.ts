/**
 * How a calendar date reads in each language (Taipei calendar). One rule for pages, forms and mail:
 * English follows the site's British spelling (2 November 2026, not November 2, 2026); Vietnamese uses
 * the numeric day/month/year form (02/11/2026) instead of the abbreviated "2 thg 11, 2026"; the other
 * languages use their own date styles.
 */
import { SHOP_TIME_ZONE } from './dates'
import type { Locale } from './locale'

export type DateDisplayStyle = 'full' | 'long' | 'medium'

const cache = new Map<string, Intl.DateTimeFormat>()

function options(locale: Locale, style: DateDisplayStyle): [string, Intl.DateTimeFormatOptions] {
  if (locale === 'vi')
    return ['vi', { day: '2-digit', month: '2-digit', year: 'numeric', ...(style === 'full' ? { weekday: 'long' as const } : {}) }]
  return [locale === 'en' ? 'en-GB' : locale, { dateStyle: style }]
}

/** `at` as a date in `locale` (Taipei time zone). */
export function formatDisplayDate(at: Date, locale: Locale, style: DateDisplayStyle = 'long'): string {
  const key = `${locale}|${style}`
  let format = cache.get(key)
  if (!format) {
    const [tag, opts] = options(locale, style)
    format = new Intl.DateTimeFormat(tag, { ...opts, timeZone: SHOP_TIME_ZONE })
    cache.set(key, format)
  }
  return format.format(at)
}
