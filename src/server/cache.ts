import { revalidateTag } from 'next/cache'

import { logger } from './logger'

/** Cache tags, named after what they hold; the writer (a Payload hook) invalidates them. */
export const TAGS = {
  siteSettings: 'site-settings',
} as const

/**
 * Expires `tags` at once, so the next request renders fresh content. Outside a Next server
 * (seed and migration scripts) there is no cache to clear, and that is fine.
 */
export function invalidate(...tags: string[]) {
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      logger.debug({ tag, err: error }, 'no Next cache to invalidate here')
    }
  }
}
