/**
 * Customer-service and office hours (issue 40 item 1): site settings hold them once, as days and clock times in
 * Taiwan time; every place that states them (footer, home, About, Terms, Privacy, the supportReceived mail) words
 * them from here through messages `hours.*`, so they cannot drift apart again.
 */
import { isTimeOfDay } from './dates'
import type { Locale } from './locale'

export const HOURS_DAYS = ['daily', 'weekdays'] as const
export type HoursDays = (typeof HOURS_DAYS)[number]

/** Opening hours in Taiwan time (GMT+8): HH:mm on a 24-hour clock. */
export type OpeningHours = { days: HoursDays; opensAt: string; closesAt: string }

export const TAIWAN_UTC_OFFSET = 8

/** Readers who get their own clock beside Taiwan's (spec: the Vietnamese page states GMT+7; messages hours.vietnamTime). Neither country keeps DST. */
export const READER_UTC_OFFSET: Partial<Record<Locale, number>> = { vi: 7 }

const isClock = (value: unknown): value is string => typeof value === 'string' && isTimeOfDay(value)

/** HH:mm moved by whole hours around the 24-hour clock (09:00 − 1 h = 08:00, 00:30 − 1 h = 23:30). */
export function shiftClock(hhmm: string, hours: number): string {
  if (!isClock(hhmm)) throw new RangeError(`not a clock time: ${hhmm}`)
  const [h, m] = hhmm.split(':').map(Number) as [number, number]
  const shifted = (((h + hours) % 24) + 24) % 24
  return `${String(shifted).padStart(2, '0')}:${String(m).padStart(2, '0')}`
}

/** The hours in the reader's own clock where the locale has one (Vietnamese: GMT+7), else null: Taiwan time alone. */
export function readerClock(hours: OpeningHours, locale: Locale): { opens: string; closes: string } | null {
  const offset = READER_UTC_OFFSET[locale]
  if (offset === undefined) return null
  return { opens: shiftClock(hours.opensAt, offset - TAIWAN_UTC_OFFSET), closes: shiftClock(hours.closesAt, offset - TAIWAN_UTC_OFFSET) }
}

/** Site-settings groups as Payload returns them (fields may be null on a document saved before they existed). */
export type StoredHours = { days?: string | null; opensAt?: string | null; closesAt?: string | null } | null | undefined

/** The stored hours when complete and well-formed, else null (the place then states no hours rather than wrong ones). */
export function openingHours(stored: StoredHours): OpeningHours | null {
  if (!stored || !HOURS_DAYS.includes(stored.days as HoursDays) || !isClock(stored.opensAt) || !isClock(stored.closesAt)) return null
  return { days: stored.days as HoursDays, opensAt: stored.opensAt, closesAt: stored.closesAt }
}
