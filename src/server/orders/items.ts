import { createTranslator } from 'next-intl'
import type { Payload } from 'payload'

import { FieldRuleError } from '@/api/errors'
import { taipeiNow } from '@/domain/dates'
import type { Locale } from '@/domain/locale'
import { isBookable, PICKUP_HORIZON_DAYS, VISIT_HORIZON_DAYS, withinOpeningHours } from '@/domain/pickup'
import type { PricedLine } from '@/domain/pricing'
import { MESSAGES } from '@/i18n/messages'
import type { OrderItemInput } from '@/lib/schemas/order'
import type { Airport } from '@/payload-types'
import { getSlotAvailability } from '@/server/catalog/activities'
import { publicRead } from '@/server/catalog/shared'

/** An order line resolved against the live catalog: prices and names come from here, never from the client. */
export type ResolvedItem = {
  line: PricedLine
  kind: OrderItemInput['kind']
  itemName: string
  quantity: number
  unitPriceTwd: number
  product?: { id: number; planId: string; planLabel: string; cardType: 'physical' | 'esim' }
  pickup?: { airportId: number; counterId: string; place: string; date: string; time: string }
  activity?: { id: number; railTrip?: 'oneWay' | 'roundTrip'; visitDate?: string; time?: string }
  /** One-way / round trip, in the order language. */
  tripLabel?: string
}

/** Looks the item up as an anonymous visitor would see it (drafts do not exist) and checks every rule. */
export async function resolveItem(payload: Payload, locale: Locale, item: OrderItemInput, now = taipeiNow()): Promise<ResolvedItem> {
  if (item.kind === 'product') {
    const product = await payload.findByID({ collection: 'products', id: item.productId, ...publicRead(locale), disableErrors: true })
    if (!product) throw new FieldRuleError({ 'item.productId': 'productRequired' })
    const plan = product.plans?.find((p) => p.id === item.planId && p.active !== false)
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
      const airport = (product.pickupAirports ?? []).find((a): a is Airport => typeof a === 'object' && a?.id === pickup.airportId)
      const counter = airport?.counters?.find((c) => c.id === pickup.counterId)
      if (!airport || !counter) throw new FieldRuleError({ 'item.pickup.airportId': 'pickupLocationRequired' })
      if (!isBookable(pickup.date, pickup.time, now, PICKUP_HORIZON_DAYS))
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

  const activity = await payload.findByID({ collection: 'activities', id: item.activityId, ...publicRead(locale), disableErrors: true })
  if (!activity || activity.kind !== item.kind) throw new FieldRuleError({ 'item.activityId': 'productRequired' })

  if (item.kind === 'rail') {
    const price = item.trip === 'oneWay' ? activity.railPrices?.oneWayTwd : activity.railPrices?.roundTripTwd
    if (price == null) throw new FieldRuleError({ 'item.trip': 'tripRequired' })
    return {
      kind: 'rail',
      itemName: activity.name,
      quantity: item.quantity,
      unitPriceTwd: price,
      line: { unitPriceTwd: price, quantity: item.quantity, activityId: activity.id },
      activity: { id: activity.id, railTrip: item.trip },
      tripLabel: MESSAGES[locale].activities[item.trip],
    }
  }

  if (activity.ticketPriceTwd == null) throw new FieldRuleError({ 'item.activityId': 'productRequired' })
  if (!isBookable(item.visitDate, '23:59', now, VISIT_HORIZON_DAYS)) throw new FieldRuleError({ 'item.visitDate': 'visitDateInvalid' })
  const slots = await getSlotAvailability(activity.id, item.visitDate)
  const slot = slots.find((s) => s.time === item.time)
  if (!slot || (item.visitDate === now.date && item.time <= now.time)) throw new FieldRuleError({ 'item.time': 'timeRequired' })
  return {
    kind: 'observationDeck',
    itemName: activity.name,
    quantity: item.quantity,
    unitPriceTwd: activity.ticketPriceTwd,
    line: { unitPriceTwd: activity.ticketPriceTwd, quantity: item.quantity, activityId: activity.id },
    activity: { id: activity.id, visitDate: item.visitDate, time: item.time },
  }
}
