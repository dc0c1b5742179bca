/** Calendar dates of the shop are Taipei dates (YYYY-MM-DD), whatever the server's time zone. */
export const SHOP_TIME_ZONE = 'Asia/Taipei'

// Made once: constructing a DateTimeFormat is the expensive part.
const dateFormat = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })
const timeFormat = new Intl.DateTimeFormat('en-GB', { timeZone: SHOP_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })

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
export function taipeiNow(at: Date = new Date()): { date: string; time: string } {
  return { date: taipeiDate(at), time: timeFormat.format(at) }
}
