import type { MetadataRoute } from 'next'
import { connection } from 'next/server'

import { LOCALES, type Locale } from '@/domain/locale'
import { absoluteUrl, languageAlternates } from '@/server/seo'
import { STATIC_ROUTES } from '@/lib/sitemapRoutes'
import { buildsWithoutDatabase } from '@/server/buildPhase'
import { getSitemapIndex } from '@/server/catalog/page-extras'

export const revalidate = 3600

/** Every public page in all six languages, each entry listing its translations (hreflang). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // Built without a database (the container image): answered per request, from the cached index.
  if (buildsWithoutDatabase()) await connection()
  const index = await getSitemapIndex()
  const pages: {
    path: string
    /** The languages that list it (default: all six). */
    locales?: readonly Locale[]
    lastModified?: string
    priority: number
    changeFrequency: MetadataRoute.Sitemap[number]['changeFrequency']
  }[] = [
    ...STATIC_ROUTES,
    ...index.products.map((d) => ({
      locales: d.locales,
      path: `/details/${d.id}`,
      lastModified: d.updatedAt,
      priority: 0.9,
      changeFrequency: 'weekly' as const,
    })),
    ...index.categories.map((d) => ({
      locales: d.locales,
      path: `/cardType/${d.id}`,
      lastModified: d.updatedAt,
      priority: 0.8,
      changeFrequency: 'weekly' as const,
    })),
    ...index.airports.map((d) => ({
      locales: d.locales,
      path: `/cardPickupLocation/${d.id}`,
      lastModified: d.updatedAt,
      priority: 0.6,
      changeFrequency: 'monthly' as const,
    })),
    ...index.guides.map((d) => ({
      locales: d.locales,
      path: `/guide/${d.id}`,
      lastModified: d.updatedAt,
      priority: 0.6,
      changeFrequency: 'monthly' as const,
    })),
    ...index.news.map((d) => ({
      locales: d.locales,
      path: `/newMessage/${d.id}`,
      lastModified: d.updatedAt,
      priority: 0.5,
      changeFrequency: 'monthly' as const,
    })),
    ...index.reviews.map((d) => ({
      locales: d.locales,
      path: `/recommending/${d.id}`,
      lastModified: d.updatedAt,
      priority: 0.3,
      changeFrequency: 'yearly' as const,
    })),
  ]
  return pages.flatMap(({ path, locales = LOCALES, lastModified, priority, changeFrequency }) => {
    if (!locales.length) return []
    const languages = languageAlternates(path, locales)
    return locales.map((locale) => ({
      url: absoluteUrl(locale, path),
      lastModified,
      changeFrequency,
      priority,
      alternates: { languages },
    }))
  })
}
