import 'server-only'

import type { Payload } from 'payload'

import { inWindow, isBookable, pickupWindow, visitWindow } from '@/domain/bookingWindow'
import { isAfterNow, taipeiNow } from '@/domain/dates'
import { fieldRules } from '@/domain/errors'
import type { Locale } from '@/domain/locale'
import { pickupPlaceLabel, withinOpeningHours } from '@/domain/pickup'
import { railFareTwd, type PricedLine } from '@/domain/pricing'
import { MESSAGES } from '@/i18n/messages'
import type { OrderItemInput } from '@/lib/schemas/order'
import { getActivity, getSlotAvailability } from '@/server/catalog/activities'
import { getAirport } from '@/server/catalog/pickup'
import { getProduct } from '@/server/catalog/products'

import { planLabel } from './planLabel'

/** An order line resolved against the live catalog: prices and names come from here, never from the client. */
export type ResolvedItem = {
  line: PricedLine
  kind: OrderItemInput['kind']
  itemName: string
  quantity: number
  unitPriceTwd: number
  product?: { id: number; planId: string; planLabel: string; cardType: 'physical' | 'esim' }
  pickup?: { airportId: number; counterId: string; place: string; date: string; time: string }
  activity?: {
    id: number
    railTrip?: 'oneWay' | 'roundTrip'
    visitDate?: string
    time?: string
    /** Observation deck: the slot's seats when the item was resolved (placing the order re-counts under a lock). */
    slot?: { capacity: number; remaining: number }
  }
  /** One-way / round trip, in the order language. */
  tripLabel?: string
}

/** The priced line of a ticket at its catalog price. */
const ticketLine = (kind: 'rail' | 'observationDeck', activity: { id: number; name: string }, quantity: number, unitPriceTwd: number) => ({
  kind,
  itemName: activity.name,
  quantity,
  unitPriceTwd,
  line: { unitPriceTwd, quantity, activityId: activity.id },
})

/**
 * A SIM card's pickup checked against the order form's rules: an airport that stocks the product, one of its
 * counters, a date in the booking window and a time the counter is open. The order form and the order desk's
 * pickup change (src/server/staff/changes.ts) both call it. `prefix` names the fields in the caller's request.
 */
export async function resolvePickup(
  payload: Payload,
  locale: Locale,
  stockedAirports: readonly { id: number }[],
  pickup: { airportId: number; counterId: string; date: string; time: string } | undefined,
  now = taipeiNow(),
  prefix = 'item.pickup.',
): Promise<NonNullable<ResolvedItem['pickup']>> {
  if (!pickup) throw fieldRules({ [`${prefix}airportId`]: 'pickupLocationRequired' })
  const stocked = stockedAirports.some((a) => a.id === pickup.airportId)
  const airport = stocked ? await getAirport(payload, locale, pickup.airportId) : null
  const counter = airport?.counters.find((c) => c.id === pickup.counterId)
  if (!airport || !counter) throw fieldRules({ [`${prefix}airportId`]: 'pickupLocationRequired' })
  if (!isBookable(pickup.date, pickup.time, now, pickupWindow)) throw fieldRules({ [`${prefix}date`]: 'pickupDateInvalid' })
  if (!withinOpeningHours(pickup.time, counter.opensAt, counter.closesAt)) throw fieldRules({ [`${prefix}time`]: 'pickupTimeClosed' })
  return { airportId: airport.id, counterId: pickup.counterId, place: pickupPlaceLabel(airport.name, counter), date: pickup.date, time: pickup.time }
}

/**
 * Looks the item up as an anonymous visitor would see it (drafts do not exist) and checks every rule.
 * The catalog reads are the cached ones the pages use: a save in /admin expires them at once, so the
 * price charged is the price shown, and a quote costs no database round trip.
 */
export async function resolveItem(payload: Payload, locale: Locale, item: OrderItemInput, now = taipeiNow()): Promise<ResolvedItem> {
  if (item.kind === 'product') {
    const product = await getProduct(payload, locale, item.productId, true)
    if (!product) throw fieldRules({ 'item.productId': 'productRequired' })
    const plan = product.plans.find((p) => p.id === item.planId)
    if (!plan) throw fieldRules({ 'item.planId': 'planRequired' })
    if (product.cardType !== item.cardType) throw fieldRules({ 'item.cardType': 'cardTypeRequired' })
    const label = planLabel(locale, plan)
    const resolved: ResolvedItem = {
      kind: 'product',
      itemName: product.name,
      quantity: item.quantity,
      unitPriceTwd: plan.priceTwd,
      line: { unitPriceTwd: plan.priceTwd, quantity: item.quantity, productId: product.id },
      product: { id: product.id, planId: item.planId, planLabel: label, cardType: product.cardType },
    }
    if (product.cardType === 'physical') {
      resolved.pickup = await resolvePickup(payload, locale, product.pickupAirports, item.pickup, now)
    }
    return resolved
  }

  const activity = await getActivity(payload, locale, item.activityId, true)
  if (!activity || activity.kind !== item.kind) throw fieldRules({ 'item.activityId': 'productRequired' })

  if (item.kind === 'rail') {
    const price = railFareTwd(activity.prices, item.trip)
    if (price == null) throw fieldRules({ 'item.trip': 'tripRequired' })
    return {
      ...ticketLine('rail', activity, item.quantity, price),
      activity: { id: activity.id, railTrip: item.trip },
      tripLabel: MESSAGES[locale].activities[item.trip],
    }
  }

  const ticketTwd = activity.prices.ticketTwd
  if (ticketTwd == null) throw fieldRules({ 'item.activityId': 'productRequired' })
  const slot = await resolveVisit(payload, activity.id, { visitDate: item.visitDate, time: item.time }, now)
  return {
    ...ticketLine('observationDeck', activity, item.quantity, ticketTwd),
    activity: { id: activity.id, visitDate: item.visitDate, time: item.time, slot },
  }
}

/**
 * A deck visit checked against the order form's rules: a date in the visit window and a slot of that day's rule that
 * has not begun. Returns the slot's seats as read now (a booking counts them again under the slot's lock). The order
 * form and the order desk's visit change (src/server/staff/changes.ts) both call it; `prefix` names the fields.
 */
export async function resolveVisit(
  payload: Payload,
  activityId: number,
  visit: { visitDate: string; time: string },
  now = taipeiNow(),
  prefix = 'item.',
): Promise<{ capacity: number; remaining: number }> {
  if (!inWindow(visit.visitDate, visitWindow(now.date))) throw fieldRules({ [`${prefix}visitDate`]: 'visitDateInvalid' })
  const slots = await getSlotAvailability(payload, activityId, visit.visitDate, now)
  const slot = slots.find((s) => s.time === visit.time)
  if (!slot || !isAfterNow(visit.visitDate, visit.time, now)) throw fieldRules({ [`${prefix}time`]: 'timeRequired' })
  return { capacity: slot.capacity, remaining: slot.remaining }
}
