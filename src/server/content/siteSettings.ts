import 'server-only'

import type { Locale } from '@/domain/locale'
import { CACHE_TAGS } from '@/server/cache'
import { cached } from '@/server/catalog/shopReads'
import { getShopPayload } from '@/server/payload'

/** Header/footer contact details in `locale`, cached until staff save the global. */
export const getSiteSettings = cached(
  'site-settings',
  async (locale: Locale) => {
    const payload = await getShopPayload()
    return payload.findGlobal({ slug: 'site-settings', locale, depth: 0 })
  },
  [CACHE_TAGS.siteSettings],
)
