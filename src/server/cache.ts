import 'server-only'

import { revalidateTag } from 'next/cache'

import { clearApiCache } from './http/apiCache'
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
} as const

/**
 * Expires `tags` at once, so the next request renders fresh content. Outside a Next server
 * (seed and migration scripts) there is no cache to clear, and that is fine.
 */
export function invalidate(...tags: string[]) {
  // Pages answered by the production server's micro-cache, and cached API answers, are made from these tags too.
  clearPageCache()
  clearApiCache()
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      logger.debug({ tag, err: error }, 'no Next cache to invalidate here')
    }
  }
}
