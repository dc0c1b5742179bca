import 'server-only'

import type { Locale } from '@/domain/locale'
import type { CounterView, ImageView } from '@/lib/views/catalog'
import type { Airport, PickupRegion } from '@/payload-types'
import { CACHE_TAGS } from '@/server/cache'
import type { Payload } from 'payload'

import { cachedRead, idOf, imageView, publicRead, richHtml } from './shared'

export type AirportView = {
  id: number
  name: string
  code: string
  regionId: number | null
  image: ImageView | null
  counters: CounterView[]
  notesHtml: string
}
export type RegionView = { id: number; name: string; airports: { id: number; name: string; code: string }[] }

const airportView = (a: Airport): AirportView => ({
  id: a.id,
  name: a.name,
  code: a.code,
  regionId: idOf(a.region),
  image: imageView(a.image),
  counters: (a.counters ?? []).map((c) => ({
    id: c.id ?? `${a.code}-${c.name}`,
    name: c.name,
    terminal: c.terminal,
    location: c.location ?? null,
    opensAt: c.opensAt,
    closesAt: c.closesAt,
    notes: c.notes ?? null,
  })),
  notesHtml: richHtml(a.notes),
})

export const listAirports = cachedRead(
  'airports',
  async (payload: Payload, locale: Locale, regionId?: number): Promise<AirportView[]> => {
    const { docs } = await payload.find({
      collection: 'airports',
      ...publicRead(locale),
      where: regionId ? { region: { equals: regionId } } : undefined,
      sort: 'sortOrder',
      limit: 200,
    })
    return docs.map(airportView)
  },
  [CACHE_TAGS.pickup],
)

export const getAirport = cachedRead(
  'airport',
  async (payload: Payload, locale: Locale, id: number): Promise<AirportView | null> => {
    const doc = await payload.findByID({ collection: 'airports', id, ...publicRead(locale), disableErrors: true })
    return doc ? airportView(doc) : null
  },
  [CACHE_TAGS.pickup],
)

/** Regions with their airports, for the header menu and /api/cardAddressTree. */
export const getPickupTree = cachedRead(
  'pickup-tree',
  async (payload: Payload, locale: Locale): Promise<RegionView[]> => {
    const [{ docs: regions }, airports] = await Promise.all([
      payload.find({ collection: 'pickup-regions', ...publicRead(locale), depth: 0, sort: 'sortOrder', limit: 100 }),
      listAirports(payload, locale),
    ])
    return regions.map((region: PickupRegion) => ({
      id: region.id,
      name: region.name,
      airports: airports.filter((a) => a.regionId === region.id).map(({ id, name, code }) => ({ id, name, code })),
    }))
  },
  [CACHE_TAGS.pickup],
)
