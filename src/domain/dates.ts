/** Calendar dates of the shop are Taipei dates (YYYY-MM-DD), whatever the server's time zone. */
export const SHOP_TIME_ZONE = 'Asia/Taipei'

// Made once: constructing a DateTimeFormat is the expensive part.
const dateFormat = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })
const timeFormat = new Intl.DateTimeFormat('en-GB', { timeZone: SHOP_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })

const stampFormat = new Intl.DateTimeFormat('sv-SE', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })

/** A moment as staff and partners read it, in Taiwan time whatever the reader's zone: "2026-11-24 21:05 GMT+8" ("—" for none). */
export function formatTaipei(value: string | Date | null | undefined): string {
  if (!value) return '—'
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? '—' : `${stampFormat.format(date)} GMT+8`
}

/** Taipei wall clock "YYYY-MM-DD HH:mm", split. */
export type TaipeiNow = { date: string; time: string }

/** Today in Taipei: the server's and the browser's "today" for every date window. */
export function taipeiDate(at: Date = new Date()): string {
  return dateFormat.format(at)
}

export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** Taipei wall-clock date and minute, for "not in the past" checks. */
export function taipeiNow(at: Date = new Date()): TaipeiNow {
  return { date: taipeiDate(at), time: timeFormat.format(at) }
}

/** A time of day, HH:mm from 00:00 to 23:59 (counter hours, pickup times, deck slots). */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/

export const isTimeOfDay = (value: string): boolean => TIME_OF_DAY.test(value)

/** Is the Taipei `date` at `time` still to come? The current minute has already begun, so it is past. */
export function isAfterNow(date: string, time: string, now: TaipeiNow): boolean {
  return date > now.date || (date === now.date && time > now.time)
}
