/**
 * What the form checks about the item before asking the server (which checks it all again): only
 * the counter's times, dates in the offered range, not in the past, slots with seats left.
 */
import { inWindow, pickupWindow, seatsProblem, visitWindow } from '@/domain/bookingWindow'
import { holderAgeProblems } from '@/domain/cardHolders'
import { isAfterNow, isIsoDate } from '@/domain/dates'
import { isPartnerCardNumber } from '@/domain/partners'
import { checkBuyerAge, type AgeCheck } from '@/domain/person'
import { orderItemSchema, type OrderItemInput } from '@/lib/schemas/orderItem'

import type { ActivityBookInfo, Partner, PickupCounter, ProductBookInfo, Slot, TaipeiNow } from './types'

/** The counter's half-hour times on `date`, without those already past on today (Taipei). */
export function availablePickupTimes(counter: PickupCounter | undefined, date: string | undefined, now: TaipeiNow): string[] {
  if (!counter) return []
  return date ? counter.times.filter((time) => isAfterNow(date, time, now)) : counter.times
}

export const isPastSlot = (visitDate: string | undefined, time: string, now: TaipeiNow) =>
  Boolean(visitDate) && !isAfterNow(visitDate!, time, now)

type ItemValues = Record<string, unknown> & { pickup?: Record<string, unknown> }
type Problem = [path: string, messageKey: string]

/** Rules beyond the schema's shape, as [field path, messages.validation key]. */
export function itemProblems(
  info: ProductBookInfo | ActivityBookInfo,
  item: ItemValues | undefined,
  now: TaipeiNow,
  slots: Slot[] | null,
): Problem[] {
  const problems: Problem[] = []
  if (!item) return problems
  // A redemption's item covers at most the serial number's cards (the server refuses more: serialQuantity).
  if (Number(item.quantity) > info.maxQuantity) problems.push(['item.quantity', 'quantityOverSerial'])
  if (info.kind === 'product' && info.pickup) {
    const pickup = item.pickup ?? {}
    const date = typeof pickup.date === 'string' ? pickup.date : ''
    const time = typeof pickup.time === 'string' ? pickup.time : ''
    const airport = info.pickup.airports.find((a) => a.id === pickup.airportId)
    const counter = airport?.counters.find((c) => c.id === pickup.counterId)
    // The window from today on the browser's clock, as the server will count it (the page may be older than today).
    if (date && !inWindow(date, pickupWindow(now.date)))
      problems.push(['item.pickup.date', 'pickupDateInvalid'])
    else if (counter && date && time && !availablePickupTimes(counter, date, now).includes(time))
      problems.push(['item.pickup.time', 'pickupTimeClosed'])
  }
  if (info.kind === 'observationDeck') {
    const visitDate = typeof item.visitDate === 'string' ? item.visitDate : ''
    const time = typeof item.time === 'string' ? item.time : ''
    if (visitDate && info.visit && !inWindow(visitDate, visitWindow(now.date)))
      problems.push(['item.visitDate', 'visitDateInvalid'])
    else if (visitDate && time && slots) {
      const slot = slots.find((s) => s.time === time)
      if (!slot || isPastSlot(visitDate, time, now)) problems.push(['item.time', 'timeRequired'])
      else {
        const seats = seatsProblem(slot.remaining, Number(item.quantity))
        if (seats) problems.push(['item.time', seats])
      }
    }
  }
  return problems
}

type TravellerValues = {
  birthDate?: string
  guardianConsent?: boolean
  furtherHolders?: { birthDate?: string }[]
  partnerName?: string
  partnerCardNumber?: string
}

/** The age rule for a birth date as typed so far (null while it is not a date, or one after today). */
export function buyerAge(birthDate: string | undefined, today: string): AgeCheck | null {
  const birth = String(birthDate ?? '')
  return isIsoDate(birth) && birth <= today ? checkBuyerAge(birth, today) : null
}

/**
 * The buyer's age (18+, a guardian's consent under 20), each further card holder's (18+), and the partner's card
 * number, as [field path, messages.validation key].
 */
export function travellerProblems(values: TravellerValues, today: string, partners: Partner[]): Problem[] {
  const problems: Problem[] = []
  const age = buyerAge(values.birthDate, today)
  if (age && !age.allowed) problems.push(['birthDate', 'ageMinimum'])
  problems.push(...holderAgeProblems(values.furtherHolders, today))
  const partner = partners.find((p) => p.value === values.partnerName)
  const card = String(values.partnerCardNumber ?? '').trim()
  if (partner && !isPartnerCardNumber(partner.value, card)) problems.push(['partnerCardNumber', card ? 'partnerCardInvalid' : 'partnerCardRequired'])
  return problems
}

/** The item as the API takes it, or null while it is incomplete or breaks a rule. */
export function completeItem(
  info: ProductBookInfo | ActivityBookInfo,
  item: ItemValues | undefined,
  now: TaipeiNow,
  slots: Slot[] | null,
): OrderItemInput | null {
  const parsed = orderItemSchema.safeParse(item)
  if (!parsed.success) return null
  if (parsed.data.kind === 'product' && parsed.data.cardType === 'physical' && !parsed.data.pickup) return null
  if (parsed.data.kind === 'observationDeck' && !slots) return null
  return itemProblems(info, item, now, slots).length ? null : parsed.data
}
