/**
 * How far ahead a traveller can book (issue: dates the server accepts are the dates the pickers offer).
 * Windows are Taipei calendar dates from today to today + the horizon, both included.
 */
import { addDays, isAfterNow, isIsoDate, type TaipeiNow } from './dates'

export const PICKUP_HORIZON_DAYS = 90
export const VISIT_HORIZON_DAYS = 180

export type DateWindow = { firstDate: string; lastDate: string }

export function dateWindow(today: string, horizonDays: number): DateWindow {
  return { firstDate: today, lastDate: addDays(today, horizonDays) }
}

/** Card pickup at an airport counter. */
export const pickupWindow = (today: string): DateWindow => dateWindow(today, PICKUP_HORIZON_DAYS)

/** Observation-deck visits. */
export const visitWindow = (today: string): DateWindow => dateWindow(today, VISIT_HORIZON_DAYS)

export function inWindow(date: string, window: DateWindow): boolean {
  return isIsoDate(date) && date >= window.firstDate && date <= window.lastDate
}

/** Is the Taipei date+time within the window that starts today and not already past? */
export function isBookable(date: string, time: string, now: TaipeiNow, window: (today: string) => DateWindow): boolean {
  return inWindow(date, window(now.date)) && isAfterNow(date, time, now)
}

/**
 * Why a time slot cannot take `quantity` tickets, or null when it can: sold out, or fewer seats left than asked for
 * (a different message: the traveller can still book fewer). The form and placeOrder both ask this.
 */
export function seatsProblem(remaining: number, quantity: number): 'slotFull' | 'slotTooFew' | null {
  if (remaining >= quantity) return null
  return remaining <= 0 ? 'slotFull' : 'slotTooFew'
}
