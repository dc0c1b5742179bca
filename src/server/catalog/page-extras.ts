/**
 * Reads the storefront pages need beyond the core catalog services: which products can be picked up
 * at an airport, and the id/updatedAt index the sitemap is built from. Cached under the same tags.
 */
import 'server-only'

import type { CollectionSlug } from 'payload'

import type { Locale } from '@/domain/locale'
import { listedLocales } from '@/domain/localeCompleteness'
import { CACHE_TAGS } from '@/server/cache'
import { getShopPayload } from '@/server/payload'

import type { ProductSummary } from './products'
import { listProducts } from './shopReads'
import { cached } from './shopReads'

const productIdsAtAirport = cached(
  'product-ids-at-airport',
  async (airportId: number): Promise<number[]> => {
    const payload = await getShopPayload()
    const { docs } = await payload.find({
      collection: 'products',
      depth: 0,
      overrideAccess: false,
      pagination: false,
      select: { cardType: true },
      where: { and: [{ cardType: { equals: 'physical' } }, { pickupAirports: { in: [airportId] } }] },
    })
    return docs.map((d) => d.id)
  },
  [CACHE_TAGS.products, CACHE_TAGS.pickup],
)

/** Published physical cards whose counters at `airportId` hand them over, in catalog order. */
export async function listProductsAtAirport(locale: Locale, airportId: number): Promise<ProductSummary[]> {
  const [ids, all] = await Promise.all([productIdsAtAirport(airportId), listProducts(locale, { pageSize: 200 })])
  const wanted = new Set(ids)
  return all.list.filter((p) => wanted.has(p.id))
}

export type SitemapIndex = Record<
  'products' | 'categories' | 'news' | 'guides' | 'airports' | 'reviews',
  // `locales`: the storefront languages that list it (an untranslated item only where staff show it; issue 38 §10)
  { id: number; updatedAt: string; locales: Locale[] }[]
>

const SITEMAP_COLLECTIONS: Record<keyof SitemapIndex, CollectionSlug> = {
  products: 'products',
  categories: 'product-categories',
  news: 'news',
  guides: 'guides',
  airports: 'airports',
  reviews: 'reviews',
}

/** The collections with drafts carry the languages they are translated into (src/cms/localeSafety.ts). */
const TRANSLATED = new Set<CollectionSlug>(['products', 'news', 'guides'])

/** Every public document a page exists for (drafts and unapproved reviews are left out by access control). */
export const getSitemapIndex = cached(
  'sitemap-index',
  async (): Promise<SitemapIndex> => {
    const payload = await getShopPayload()
    const entries = await Promise.all(
      Object.entries(SITEMAP_COLLECTIONS).map(async ([key, collection]) => {
        const { docs } = await payload.find({
          collection,
          depth: 0,
          overrideAccess: false,
          pagination: false,
          select: { updatedAt: true, ...(TRANSLATED.has(collection) ? { translatedLocales: true, showInOtherLanguages: true } : {}) },
        })
        const rows = docs as unknown as { id: number | string; updatedAt?: string; translatedLocales?: Locale[] | null; showInOtherLanguages?: boolean | null }[]
        const locales = (d: (typeof rows)[number]) => listedLocales(TRANSLATED.has(collection) ? (d.translatedLocales ?? []) : null, d.showInOtherLanguages)
        return [key, rows.map((d) => ({ id: Number(d.id), updatedAt: String(d.updatedAt ?? ''), locales: locales(d) }))] as const
      }),
    )
    return Object.fromEntries(entries) as SitemapIndex
  },
  [CACHE_TAGS.products, CACHE_TAGS.categories, CACHE_TAGS.news, CACHE_TAGS.guides, CACHE_TAGS.pickup, CACHE_TAGS.reviews],
)
