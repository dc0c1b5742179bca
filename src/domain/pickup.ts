/** When a physical card can be picked up: the times a counter is open (the date window is in ./bookingWindow). */
import { inBrackets, sentenceGap, type Locale } from './locale'

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

/**
 * How a pickup counter is named wherever it is shown or stored (the product page's list, the order form, the order,
 * its mails and pass): "Terminal 1 · Arrival counter", without repeating a terminal the counter's own name already says
 * ("第1ターミナル · 第1ターミナル到着ロビーカウンター" read as a stutter in every language).
 */
export function counterLabel(counter: { terminal?: string | null; name: string }): string {
  const terminal = counter.terminal?.trim()
  // Compared without the terminal's bracketed aside: "第一航站楼（国际线）" is said by "松山机场第一航站楼入境大厅柜台" too.
  const core = terminal?.replace(/\s*[（(][^）)]*[）)]\s*$/, '').trim()
  return terminal && !(core && counter.name.includes(core)) ? `${terminal} · ${counter.name}` : counter.name
}

/** "Taoyuan International Airport · Terminal 1 · Arrival counter". */
export function pickupPlaceLabel(airportName: string, counter: { terminal?: string | null; name: string }): string {
  return `${airportName} · ${counterLabel(counter)}`
}

/** "name (aside)" as each language writes it: full-width brackets in Chinese and Japanese, no space before them in Korean. */
export function withAside(locale: Locale, name: string, aside: string): string {
  return `${name}${sentenceGap(locale) === '' || locale === 'ko' ? '' : ' '}${inBrackets(locale, aside)}`
}

/** "Taoyuan International Airport (TPE)" in the page's language (withAside). */
export const airportWithCode = (locale: Locale, name: string, code: string): string => withAside(locale, name, code)
