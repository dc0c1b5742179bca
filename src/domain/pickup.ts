/** When a physical card can be picked up: the times a counter is open (the date window is in ./bookingWindow). */

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

/** Half-hour pickup times a counter offers on a day: exactly the times withinOpeningHours accepts. */
export function pickupTimes(opensAt: string, closesAt: string): string[] {
  const times: string[] = []
  for (let t = 0; t < 24 * 60; t += 30) {
    const hhmm = `${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`
    if (withinOpeningHours(hhmm, opensAt, closesAt)) times.push(hhmm)
  }
  return times
}

/** Is a counter open round the clock (e.g. 00:00–23:59, or opening the minute it closes)? Shown as "Open 24 hours". */
export function isOpenAllDay(opensAt: string, closesAt: string): boolean {
  return (minutes(closesAt) + 1) % (24 * 60) === minutes(opensAt)
}
