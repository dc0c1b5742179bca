import { unstable_cache } from 'next/cache'

import type { Locale } from '@/domain/locale'
import { TAGS } from '@/server/cache'
import { getShopPayload } from '@/server/payload'

/** Header/footer contact details in `locale`, cached until staff save the global. */
export const getSiteSettings = (locale: Locale) =>
  unstable_cache(
    async () => {
      const payload = await getShopPayload()
      return payload.findGlobal({ slug: 'site-settings', locale, depth: 0 })
    },
    ['site-settings', locale],
    { tags: [TAGS.siteSettings] },
  )()
