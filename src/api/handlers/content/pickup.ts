import { defineEndpoint } from '@/api/endpoint'
import type { airportListSchema, Data, pickupTreeSchema } from '@/api/responses/content'
import { cardAddressListSchema, emptyRequestSchema } from '@/lib/schemas/content'
import { getPickupTree, listAirports } from '@/server/catalog/shopReads'

/** POST /api/cardAddressList: pickup airports with their counters, optionally of one region. */
export const cardAddressList = defineEndpoint({
  schema: cardAddressListSchema,
  sharedAnswer: true,
  async handler({ input, locale }): Promise<Data<typeof airportListSchema>> {
    return { list: await listAirports(locale, input.regionId) }
  },
})

/** POST /api/cardAddressTree: pickup regions, each with its airports (the header menu). */
export const cardAddressTree = defineEndpoint({
  schema: emptyRequestSchema,
  sharedAnswer: true,
  async handler({ locale }): Promise<Data<typeof pickupTreeSchema>> {
    return { list: await getPickupTree(locale) }
  },
})
