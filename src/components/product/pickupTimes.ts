/** Pickup-time choices for a counter: 30-minute steps from opening until before closing (Taipei time, HH:mm). */

const toMinutes = (hhmm: string): number | null => {
  const match = /^(\d{1,2}):(\d{2})$/.exec(hhmm.trim())
  if (!match) return null
  const minutes = Number(match[1]) * 60 + Number(match[2])
  return minutes >= 0 && minutes <= 24 * 60 ? minutes : null
}

const toHhmm = (minutes: number) => {
  const m = ((minutes % 1440) + 1440) % 1440
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`
}

export function pickupTimes(opensAt: string, closesAt: string, stepMinutes = 30): string[] {
  const open = toMinutes(opensAt)
  const close = toMinutes(closesAt)
  if (open === null || close === null) return []
  // A counter open past midnight (22:00–02:00) closes the next day.
  const end = close <= open ? close + 1440 : close
  const times: string[] = []
  for (let t = Math.ceil(open / stepMinutes) * stepMinutes; t < end; t += stepMinutes) times.push(toHhmm(t))
  return [...new Set(times)].sort()
}
