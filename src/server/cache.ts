import 'server-only'

import { revalidatePath, revalidateTag } from 'next/cache'

import { publishNow } from './cacheFanout/publish'
import { clearApiCache } from './http/apiCache'
import { forgetChatOrigin } from './http/chatOrigin'
import { clearPageCache } from './http/pageCache'
import { logger } from './logger'

/** Cache tags, named after what they hold; the writer (a Payload hook) invalidates them. */
export const CACHE_TAGS = {
  siteSettings: 'site-settings',
  exchangeRates: 'exchange-rates',
  home: 'home',
  banners: 'banners',
  categories: 'product-categories',
  products: 'products',
  product: (id: number | string) => `product:${id}`,
  activities: 'activities',
  pickup: 'pickup-locations',
  guides: 'guides',
  faq: 'faq',
  news: 'news',
  newsItem: (id: number | string) => `news:${id}`,
  reviews: 'reviews',
  pages: 'pages',
  page: (slug: string) => `page:${slug}`,
  deviceModels: 'device-models',
  survey: 'survey',
  /** On every cached read as well (src/server/catalog/shared.ts): expiring it expires them all. */
  everything: 'shop-content',
} as const

type ExpireOptions = {
  /** Everything this process caches (a fan-out message that could not name its tags, or saves missed while deaf). */
  all?: boolean
}

/**
 * Expires `tags` in THIS process only: the page micro-cache, the cached API answers, Next's data cache
 * (inside a request: revalidateTag needs Next's work store) and the proxy's chat origin. Other processes
 * learn about a save through `invalidate` (the fan-out); this is what each of them then runs.
 */
export function expireHere(tags: readonly string[], { all = false }: ExpireOptions = {}) {
  // Pages answered by the production server's micro-cache, and cached API answers, are made from these tags too.
  clearPageCache()
  clearApiCache()
  for (const tag of all ? [CACHE_TAGS.everything, ...tags] : tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      logger.debug({ tag, err: error }, 'no Next cache to invalidate here')
    }
  }
  if (all) {
    try {
      revalidatePath('/', 'layout')
    } catch (error) {
      logger.debug({ err: error }, 'no Next cache to invalidate here')
    }
  }
  if (all || tags.includes(CACHE_TAGS.siteSettings)) forgetChatOrigin()
}

/**
 * Expires `tags` at once, so the next request renders fresh content — here and, through PostgreSQL
 * NOTIFY (src/server/cacheFanout), in every other app process. Outside a Next server (seed and migration
 * scripts) there is no local cache to clear, and that is fine; the other processes are still told.
 * A save inside a transaction uses `invalidateAfterCommit` (src/cms/hooks/revalidate.ts) instead, which
 * tells the others when the transaction commits.
 */
export function invalidate(...tags: string[]) {
  expireHere(tags)
  void publishNow(tags, (err) => logger.warn({ err, tags }, 'cache fan-out: could not tell the other processes'))
}
