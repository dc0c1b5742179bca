import 'server-only'

import { CACHE_TAGS } from '@/server/cache'
import type { Payload } from 'payload'

import { cachedRead } from './shared'

export const DEFAULT_TERMS_VERSION = '2025-07-15'
export const DEFAULT_PRIVACY_VERSION = '2025-06-01'

/** The versions (last-updated dates) of the terms and privacy pages a buyer consents to. */
export const legalVersions = cachedRead(
  'legal-versions',
  async (payload: Payload): Promise<{ terms: string; privacy: string }> => {
    const { docs } = await payload.find({
      collection: 'pages',
      where: { slug: { in: ['service', 'privacy'] } },
      select: { slug: true, lastUpdated: true },
      depth: 0,
      limit: 2,
      pagination: false,
    })
    const date = (slug: string) => docs.find((d) => d.slug === slug)?.lastUpdated?.slice(0, 10)
    return { terms: date('service') ?? DEFAULT_TERMS_VERSION, privacy: date('privacy') ?? DEFAULT_PRIVACY_VERSION }
  },
  [CACHE_TAGS.page('service'), CACHE_TAGS.page('privacy')],
)
