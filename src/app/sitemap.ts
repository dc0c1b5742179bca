import type { MetadataRoute } from 'next'

import { LOCALES } from '@/domain/locale'
import { absoluteUrl, languageAlternates } from '@/lib/seo'
import { getSitemapIndex } from '@/server/catalog/page-extras'

export const revalidate = 3600

/** Pages that exist whatever the content (paths without the language prefix). */
const STATIC_ROUTES: { path: string; priority: number; changeFrequency: 'daily' | 'weekly' | 'monthly' }[] = [
  { path: '/', priority: 1, changeFrequency: 'daily' },
  { path: '/cardType', priority: 0.9, changeFrequency: 'daily' },
  { path: '/bookNow', priority: 0.8, changeFrequency: 'weekly' },
  { path: '/travelActivities', priority: 0.8, changeFrequency: 'weekly' },
  { path: '/cardPickupLocation', priority: 0.7, changeFrequency: 'weekly' },
  { path: '/faq', priority: 0.7, changeFrequency: 'weekly' },
  { path: '/guide', priority: 0.7, changeFrequency: 'weekly' },
  { path: '/newMessage', priority: 0.6, changeFrequency: 'daily' },
  { path: '/recommending', priority: 0.6, changeFrequency: 'daily' },
  { path: '/process', priority: 0.5, changeFrequency: 'monthly' },
  { path: '/bookNow/exchange', priority: 0.5, changeFrequency: 'monthly' },
  { path: '/aboutUs', priority: 0.5, changeFrequency: 'monthly' },
  { path: '/returnExchange', priority: 0.4, changeFrequency: 'monthly' },
  { path: '/topUp', priority: 0.4, changeFrequency: 'monthly' },
  { path: '/businessCooperation', priority: 0.4, changeFrequency: 'monthly' },
  { path: '/service', priority: 0.3, changeFrequency: 'monthly' },
  { path: '/privacy', priority: 0.3, changeFrequency: 'monthly' },
  { path: '/antiFraud', priority: 0.3, changeFrequency: 'monthly' },
]

/** Every public page in all six languages, each entry listing its translations (hreflang). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
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
