/**
 * How a date reads in each language (Taipei calendar): one look per language for pages, lists, forms, reports
 * and mail, so that an order's date reads the same on the order page, in the order list and in its mail.
 * - zh-TW, zh-CN, ja: 2026年11月2日; ko: 2026년 11월 2일 (not the numeric "2026/11/02" or "2026. 11. 2." of their
 *   medium styles);
 * - en: the site's British spelling, 2 November 2026, or 2 Nov 2026 where space is short (not November 2, 2026);
 * - vi: 02/11/2026 (not the abbreviated "2 thg 11, 2026").
 * A day of the trip (pickup, visit) adds its weekday: 2026年11月2日(月), Mon, 2 Nov 2026, Thứ Hai, 02/11/2026.
 * Times are on the 24-hour clock with two-digit hours in every language (09:30).
 */
import { isIsoDate, SHOP_TIME_ZONE } from './dates'
import type { Locale } from './locale'

/** long: prose and headings; medium: lists and tables; trip: a day of the trip (pages and mails), with its weekday. */
export type DateDisplayStyle = 'long' | 'medium' | 'trip'

const cache = new Map<string, Intl.DateTimeFormat>()

function options(locale: Locale, style: DateDisplayStyle): [string, Intl.DateTimeFormatOptions] {
  const weekday = style === 'trip' ? ('short' as const) : undefined
  // vi's short weekdays mix two forms ("Thứ 7" beside "CN"): the whole name, Thứ Bảy and Chủ Nhật alike.
  if (locale === 'vi') return ['vi', { weekday: weekday && 'long', day: '2-digit', month: '2-digit', year: 'numeric' }]
  if (locale === 'en') return ['en-GB', { weekday, day: 'numeric', month: style === 'medium' || style === 'trip' ? 'short' : 'long', year: 'numeric' }]
  return [locale, { weekday, year: 'numeric', month: 'short', day: 'numeric' }]
}

function formatter(locale: Locale, style: DateDisplayStyle): Intl.DateTimeFormat {
  const key = `${locale}|${style}`
  let format = cache.get(key)
  if (!format) {
    const [tag, opts] = options(locale, style)
    format = new Intl.DateTimeFormat(tag, { ...opts, timeZone: SHOP_TIME_ZONE })
    cache.set(key, format)
  }
  return format
}

/** `at` as a date in `locale` (Taipei time zone). */
export function formatDisplayDate(at: Date, locale: Locale, style: DateDisplayStyle = 'long'): string {
  return formatter(locale, style).format(at)
}

/**
 * A Taipei calendar date (YYYY-MM-DD) in `locale`, read at Taipei noon so that no time zone moves its day; anything
 * else is shown as it is rather than throw on a page.
 */
export function formatCalendarDate(isoDate: string, locale: Locale, style: DateDisplayStyle = 'long'): string {
  if (!isIsoDate(isoDate)) return isoDate
  return formatDisplayDate(new Date(`${isoDate}T12:00:00+08:00`), locale, style)
}

const clock = new Intl.DateTimeFormat('en-GB', { timeZone: SHOP_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })

/** The Taipei wall-clock time of `at`, "09:30" in every language. */
export function formatDisplayTime(at: Date): string {
  return clock.format(at)
}

/** A moment (a submission, a lock's end) as its date in the list style and its Taipei time: "2 Nov 2026 09:30". */
export function formatDisplayDateTime(at: Date, locale: Locale): string {
  return `${formatDisplayDate(at, locale, 'medium')} ${formatDisplayTime(at)}`
}
