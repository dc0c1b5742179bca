import type { MetadataRoute } from 'next'
import { connection } from 'next/server'

import { LOCALES } from '@/domain/locale'
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
    lastModified?: string
    priority: number
    changeFrequency: MetadataRoute.Sitemap[number]['changeFrequency']
  }[] = [
    ...STATIC_ROUTES,
    ...index.products.map((d) => ({
      path: `/details/${d.id}`,
      lastModified: d.updatedAt,
      priority: 0.9,
      changeFrequency: 'weekly' as const,
    })),
    ...index.categories.map((d) => ({
      path: `/cardType/${d.id}`,
      lastModified: d.updatedAt,
      priority: 0.8,
      changeFrequency: 'weekly' as const,
    })),
    ...index.airports.map((d) => ({
      path: `/cardPickupLocation/${d.id}`,
      lastModified: d.updatedAt,
      priority: 0.6,
      changeFrequency: 'monthly' as const,
    })),
    ...index.guides.map((d) => ({
      path: `/guide/${d.id}`,
      lastModified: d.updatedAt,
      priority: 0.6,
      changeFrequency: 'monthly' as const,
    })),
    ...index.news.map((d) => ({
      path: `/newMessage/${d.id}`,
      lastModified: d.updatedAt,
      priority: 0.5,
      changeFrequency: 'monthly' as const,
    })),
    ...index.reviews.map((d) => ({
      path: `/recommending/${d.id}`,
      lastModified: d.updatedAt,
      priority: 0.3,
      changeFrequency: 'yearly' as const,
    })),
  ]
  return pages.flatMap(({ path, lastModified, priority, changeFrequency }) => {
    const languages = languageAlternates(path)
    return LOCALES.map((locale) => ({
      url: absoluteUrl(locale, path),
      lastModified,
      changeFrequency,
      priority,
      alternates: { languages },
    }))
  })
}
