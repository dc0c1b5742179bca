import { createTranslator } from 'next-intl'
import { FieldRuleError } from '@/api/errors'
import { inWindow, isBookable, pickupWindow, visitWindow } from '@/domain/bookingWindow'
import { isAfterNow, taipeiNow } from '@/domain/dates'
import type { Locale } from '@/domain/locale'
import { withinOpeningHours } from '@/domain/pickup'
import { railFareTwd, type PricedLine } from '@/domain/pricing'
import { MESSAGES } from '@/i18n/messages'
import type { OrderItemInput } from '@/lib/schemas/order'
import { getActivity, getSlotAvailability } from '@/server/catalog/activities'
import { getAirport } from '@/server/catalog/pickup'
import { getProduct } from '@/server/catalog/products'

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
 * Looks the item up as an anonymous visitor would see it (drafts do not exist) and checks every rule.
 * The catalog reads are the cached ones the pages use: a save in /admin expires them at once, so the
 * price charged is the price shown, and a quote costs no database round trip.
 */
export async function resolveItem(locale: Locale, item: OrderItemInput, now = taipeiNow()): Promise<ResolvedItem> {
  if (item.kind === 'product') {
    const product = await getProduct(locale, item.productId)
    if (!product) throw new FieldRuleError({ 'item.productId': 'productRequired' })
    const plan = product.plans.find((p) => p.id === item.planId)
    if (!plan) throw new FieldRuleError({ 'item.planId': 'planRequired' })
    if (product.cardType !== item.cardType) throw new FieldRuleError({ 'item.cardType': 'cardTypeRequired' })
    const planLabel = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'bookNow' })('planValue', {
      days: plan.days,
      data: plan.dataAllowance,
    })
    const resolved: ResolvedItem = {
      kind: 'product',
      itemName: product.name,
      quantity: item.quantity,
      unitPriceTwd: plan.priceTwd,
      line: { unitPriceTwd: plan.priceTwd, quantity: item.quantity, productId: product.id },
      product: { id: product.id, planId: item.planId, planLabel, cardType: product.cardType },
    }
    if (product.cardType === 'physical') {
      const pickup = item.pickup
      if (!pickup) throw new FieldRuleError({ 'item.pickup.airportId': 'pickupLocationRequired' })
      const stocked = product.pickupAirports.some((a) => a.id === pickup.airportId)
      const airport = stocked ? await getAirport(locale, pickup.airportId) : null
      const counter = airport?.counters.find((c) => c.id === pickup.counterId)
      if (!airport || !counter) throw new FieldRuleError({ 'item.pickup.airportId': 'pickupLocationRequired' })
      if (!isBookable(pickup.date, pickup.time, now, pickupWindow))
        throw new FieldRuleError({ 'item.pickup.date': 'pickupDateInvalid' })
      if (!withinOpeningHours(pickup.time, counter.opensAt, counter.closesAt))
        throw new FieldRuleError({ 'item.pickup.time': 'pickupTimeClosed' })
      resolved.pickup = {
        airportId: airport.id,
        counterId: pickup.counterId,
        place: `${airport.name} · ${counter.terminal} · ${counter.name}`,
        date: pickup.date,
        time: pickup.time,
      }
    }
    return resolved
  }

  const activity = await getActivity(locale, item.activityId)
  if (!activity || activity.kind !== item.kind) throw new FieldRuleError({ 'item.activityId': 'productRequired' })

  if (item.kind === 'rail') {
    const price = railFareTwd(activity.prices, item.trip)
    if (price == null) throw new FieldRuleError({ 'item.trip': 'tripRequired' })
    return {
      ...ticketLine('rail', activity, item.quantity, price),
      activity: { id: activity.id, railTrip: item.trip },
      tripLabel: MESSAGES[locale].activities[item.trip],
    }
  }

  const ticketTwd = activity.prices.ticketTwd
  if (ticketTwd == null) throw new FieldRuleError({ 'item.activityId': 'productRequired' })
  if (!inWindow(item.visitDate, visitWindow(now.date))) throw new FieldRuleError({ 'item.visitDate': 'visitDateInvalid' })
  const slots = await getSlotAvailability(activity.id, item.visitDate, now)
  const slot = slots.find((s) => s.time === item.time)
  if (!slot || !isAfterNow(item.visitDate, item.time, now)) throw new FieldRuleError({ 'item.time': 'timeRequired' })
  return {
    ...ticketLine('observationDeck', activity, item.quantity, ticketTwd),
    activity: { id: activity.id, visitDate: item.visitDate, time: item.time, slot: { capacity: slot.capacity, remaining: slot.remaining } },
  }
}
