import type { MetadataRoute } from 'next'

import { LOCALES, localizedPath } from '@/domain/locale'
import { siteUrl } from '@/server/env'

/** Crawlers: the storefront yes; staff admin, the API and members' pages (in every language) no. */
export default function robots(): MetadataRoute.Robots {
  const personal = [...new Set(LOCALES.map((locale) => localizedPath(locale, '/personal')))]
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api', ...personal] }],
    sitemap: `${siteUrl()}/sitemap.xml`,
  }
}
