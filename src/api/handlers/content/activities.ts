import { defineEndpoint } from '@/api/endpoint'
import type { activityListSchema, activitySlotsSchema as activitySlotsData, Data } from '@/api/responses/content'
import { activitySlotsSchema, emptyRequestSchema } from '@/lib/schemas/content'
import { notFound } from '@/domain/errors'
import { activityFromPriceTwd } from '@/domain/pricing'
import { getActivity, getSlotAvailability, listActivities } from '@/server/catalog/shopReads'
import { type ActivityView } from '@/server/catalog/activities'

import { requestPricer, type PriceFn } from './prices'

type ActivityData = Data<typeof activityListSchema>['list'][number]

/** Each TWD price of the ticket, beside its display price; `fromPrice` is the cheapest. */
function pricedActivity(activity: ActivityView, price: PriceFn): ActivityData {
  const { oneWayTwd, roundTripTwd, ticketTwd } = activity.prices
  const fromPriceTwd = activityFromPriceTwd(activity.prices)
  const prices: ActivityData['prices'] = {
    ...(oneWayTwd === undefined ? {} : { oneWayTwd, oneWay: price(oneWayTwd) }),
    ...(roundTripTwd === undefined ? {} : { roundTripTwd, roundTrip: price(roundTripTwd) }),
    ...(ticketTwd === undefined ? {} : { ticketTwd, ticket: price(ticketTwd) }),
  }
  return { ...activity, prices, fromPriceTwd, fromPrice: fromPriceTwd === null ? null : price(fromPriceTwd) }
}

/** POST /api/activityList: published tickets and activities with their prices. */
export const activityList = defineEndpoint({
  schema: emptyRequestSchema,
  sharedAnswer: true,
  async handler({ locale, currency }): Promise<Data<typeof activityListSchema>> {
    const [activities, price] = await Promise.all([listActivities(locale), requestPricer({ currency, locale })])
    return { list: activities.map((activity) => pricedActivity(activity, price)) }
  },
})

/**
 * POST /api/activitySlots: the time slots of an observation-deck ticket on a Taipei visit date, with
 * live remaining seats. 404 for an unknown, unpublished or non-observation-deck activity.
 */
export const activitySlots = defineEndpoint({
  schema: activitySlotsSchema,
  async handler({ input, locale, currency }): Promise<Data<typeof activitySlotsData>> {
    const activity = await getActivity(locale, input.activityId)
    if (!activity || activity.kind !== 'observationDeck') throw notFound()
    const [slots, price] = await Promise.all([
      getSlotAvailability(activity.id, input.visitDate),
      requestPricer({ currency, locale }),
    ])
    const priceTwd = activity.prices.ticketTwd ?? null
    return {
      activityId: activity.id,
      visitDate: input.visitDate,
      priceTwd,
      price: priceTwd === null ? null : price(priceTwd),
      list: slots,
    }
  },
})
