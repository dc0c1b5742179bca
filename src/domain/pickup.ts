/** When a physical card can be picked up (issue: only dates and times the counter is open, not in the past). */
import { addDays } from './dates'

export const PICKUP_HORIZON_DAYS = 90
export const VISIT_HORIZON_DAYS = 180

const minutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number]
  return h * 60 + m
}

/** Is `time` within a counter's opening hours (closing after midnight allowed)? */
export function withinOpeningHours(time: string, opensAt: string, closesAt: string): boolean {
  const t = minutes(time)
  const open = minutes(opensAt)
  const close = minutes(closesAt)
  return open <= close ? t >= open && t <= close : t >= open || t <= close
}

/** Is the Taipei date+time not in the past and within the booking horizon? `now` is Taipei "YYYY-MM-DD HH:mm". */
export function isBookable(date: string, time: string, now: { date: string; time: string }, horizonDays: number): boolean {
  if (date < now.date || date > addDays(now.date, horizonDays)) return false
  return date > now.date || time > now.time
}

/** Half-hour pickup times a counter offers on a day. */
export function pickupTimes(opensAt: string, closesAt: string): string[] {
  const times: string[] = []
  for (let t = 0; t < 24 * 60; t += 30) {
    const hhmm = `${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`
    if (withinOpeningHours(hhmm, opensAt, closesAt)) times.push(hhmm)
  }
  return times
}
