import 'server-only'

import type { Payload } from 'payload'

import type { Currency } from '@/domain/currency'
import { pickupWindow, visitWindow } from '@/domain/bookingWindow'
import { taipeiNow } from '@/domain/dates'
import type { Locale } from '@/domain/locale'
import { pickupTimes } from '@/domain/pickup'
import { MAX_QUANTITY } from '@/domain/pricing'
import type { BookInfo } from '@/lib/views/order'
import { getActivity } from '@/server/catalog/activities'
import { getAirport } from '@/server/catalog/pickup'
import { getProduct } from '@/server/catalog/products'
import { pricer } from '@/server/catalog/rates'

/** Everything the order form needs about one product or ticket: plans, prices, counters, allowed dates. */
export async function bookInfo(
  payload: Payload,
  locale: Locale,
  currency: Currency,
  ref: { productId?: number; activityId?: number },
): Promise<BookInfo | null> {
  const price = await pricer(payload, currency, locale)
  const now = taipeiNow()
  if (ref.productId) {
    const product = await getProduct(payload, locale, ref.productId, true)
    if (!product) return null
    const airports = product.cardType === 'physical' ? await Promise.all(product.pickupAirports.map((a) => getAirport(payload, locale, a.id))) : []
    return {
      kind: 'product',
      id: product.id,
      name: product.name,
      cardType: product.cardType,
      network: product.network,
      plans: product.plans.map((p) => ({ id: p.id, days: p.days, dataAllowance: p.dataAllowance, priceTwd: p.priceTwd, price: price(p.priceTwd) })),
      pickup:
        product.cardType === 'physical'
          ? {
              airports: airports
                .filter((a) => a !== null)
                .map((a) => ({
                  id: a.id,
                  name: a.name,
                  code: a.code,
                  counters: a.counters.map((c) => ({
                    id: c.id,
                    name: c.name,
                    terminal: c.terminal,
                    location: c.location,
                    opensAt: c.opensAt,
                    closesAt: c.closesAt,
                    times: pickupTimes(c.opensAt, c.closesAt),
                  })),
                })),
              ...pickupWindow(now.date),
              now,
            }
          : null,
      maxQuantity: MAX_QUANTITY,
    }
  }
  if (!ref.activityId) return null
  const activity = await getActivity(payload, locale, ref.activityId, true)
  if (!activity) return null
  return {
    kind: activity.kind,
    id: activity.id,
    name: activity.name,
    prices: {
      oneWay: activity.prices.oneWayTwd != null ? price(activity.prices.oneWayTwd) : undefined,
      roundTrip: activity.prices.roundTripTwd != null ? price(activity.prices.roundTripTwd) : undefined,
      ticket: activity.prices.ticketTwd != null ? price(activity.prices.ticketTwd) : undefined,
    },
    visit: activity.kind === 'observationDeck' ? visitWindow(now.date) : null,
    maxQuantity: MAX_QUANTITY,
  }
}
