import 'server-only'

import { isAfterNow, taipeiNow } from '@/domain/dates'
import type { Locale } from '@/domain/locale'
import type { ActivityPrices } from '@/domain/pricing'
import type { ImageView, SlotView } from '@/lib/views/catalog'
import type { Activity } from '@/payload-types'
import { CACHE_TAGS } from '@/server/cache'
import type { Payload } from 'payload'

import { cachedRead, fillFromAnyLocale, imageView, matchesWords, publicRead, richHtml, shownIn, titled, type Shown } from './shared'

export type ActivityView = {
  id: number
  name: string
  kind: 'rail' | 'observationDeck'
  summary: string | null
  descriptionHtml: string
  images: ImageView[]
  venue: string | null
  /** Rail: one-way and round-trip prices; observation deck: the ticket price. Integer TWD. */
  prices: ActivityPrices
} & Shown

const activityView = (a: Activity & Shown): ActivityView => ({
  language: a.language,
  id: a.id,
  name: a.name,
  kind: a.kind,
  summary: a.summary ?? null,
  descriptionHtml: richHtml(a.description),
  images: (a.images ?? []).map(imageView).filter((i): i is ImageView => i !== null),
  venue: a.venue ?? null,
  prices:
    a.kind === 'rail'
      ? { oneWayTwd: a.railPrices?.oneWayTwd ?? undefined, roundTripTwd: a.railPrices?.roundTripTwd ?? undefined }
      : { ticketTwd: a.ticketPriceTwd ?? undefined },
})

export const listActivities = cachedRead(
  'activities',
  async (payload: Payload, locale: Locale): Promise<ActivityView[]> => {
    const { docs } = await payload.find({ collection: 'activities', ...publicRead(locale), where: shownIn(locale), sort: 'sortOrder', limit: 50 })
    return titled(await fillFromAnyLocale(payload, 'activities', locale, docs, ['name', 'summary']), 'name').map(activityView)
  },
  [CACHE_TAGS.activities],
)

/** What a product search reads of a ticket (server and browser index alike): its name and venue. */
export const activitySearchText = (a: Pick<ActivityView, 'name' | 'venue'>) => `${a.name}\n${a.venue ?? ''}`

/** The tickets a product search also finds (the header's search looks for "MRT" or "展望台" too): by name or venue. */
export async function searchActivities(payload: Payload, locale: Locale, name: string): Promise<ActivityView[]> {
  if (!name.trim()) return []
  return (await listActivities(payload, locale)).filter((a) => matchesWords(activitySearchText(a), name, { synonyms: true }))
}

export const getActivity = cachedRead(
  'activity',
  /** `evenUnlisted`: an order's own ticket (ordering, tickets, desks), also where the storefront does not list it (issue 38 §10). */
  async (payload: Payload, locale: Locale, id: number, evenUnlisted?: boolean): Promise<ActivityView | null> => {
    const found = await payload.findByID({ collection: 'activities', id, ...publicRead(locale), disableErrors: true })
    const [doc] = found ? await fillFromAnyLocale(payload, 'activities', locale, [found], ['name', 'summary', 'description'], { evenUnlisted: evenUnlisted === true }) : []
    return doc ? activityView(doc) : null
  },
  [CACHE_TAGS.activities],
)

/**
 * Live seats per time slot of an observation-deck ticket on a Taipei date: capacity from the
 * newest slot rule covering the date, minus seats held by orders (not cached: it changes with every booking).
 */
export async function getSlotAvailability(payload: Payload, activityId: number, visitDate: string, now = taipeiNow()): Promise<SlotView[]> {
  const { docs: rules } = await payload.find({
    collection: 'observation-slot-rules',
    depth: 0,
    limit: 1,
    overrideAccess: false,
    where: {
      and: [
        { activity: { equals: activityId } },
        { validFrom: { less_than_equal: `${visitDate}T23:59:59.999Z` } },
        { validTo: { greater_than_equal: `${visitDate}T00:00:00.000Z` } },
      ],
    },
    sort: '-validFrom',
  })
  const rule = rules[0]
  if (!rule) return []
  const { docs: reservations } = await payload.find({
    collection: 'slot-reservations',
    depth: 0,
    pagination: false,
    select: { time: true, seats: true },
    where: { and: [{ activity: { equals: activityId } }, { visitDate: { equals: visitDate } }, { released: { not_equals: true } }] },
  })
  const reservedAt = new Map<string, number>()
  for (const r of reservations) reservedAt.set(r.time, (reservedAt.get(r.time) ?? 0) + r.seats)
  return (rule.slots ?? [])
    // Today's slots that have already started are not offered.
    .filter((slot) => isAfterNow(visitDate, slot.time, now))
    .map((slot) => {
      const reserved = reservedAt.get(slot.time) ?? 0
      return { time: slot.time, capacity: slot.capacity, reserved, remaining: Math.max(0, slot.capacity - reserved) }
    })
    .sort((a, b) => a.time.localeCompare(b.time))
}
