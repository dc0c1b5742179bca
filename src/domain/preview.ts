/**
 * Live preview (issue 38 §7): which content the admin previews, and the storefront page showing a document, in the
 * language staff are editing. One rule for the admin's preview address and the preview route that opens it.
 */
import { PAGE_SLUGS, type PageSlug } from './pages'

import { localizedPath, type Locale } from './locale'

export const PREVIEW_COLLECTIONS = ['products', 'activities', 'news', 'guides', 'pages'] as const
export type PreviewCollection = (typeof PREVIEW_COLLECTIONS)[number]
export const PREVIEW_GLOBALS = ['home'] as const
export type PreviewGlobal = (typeof PREVIEW_GLOBALS)[number]

/** A phone and a desktop: the widths the storefront is checked at. */
export const PREVIEW_BREAKPOINTS = [
  { name: 'phone', label: '390 px', width: 390, height: 844 },
  { name: 'desktop', label: '1280 px', width: 1280, height: 800 },
]

export type PreviewTarget = { collection: PreviewCollection; id: number; slug?: string | null } | { global: PreviewGlobal }

export const isPreviewCollection = (value: unknown): value is PreviewCollection => (PREVIEW_COLLECTIONS as readonly unknown[]).includes(value)
export const isPreviewGlobal = (value: unknown): value is PreviewGlobal => (PREVIEW_GLOBALS as readonly unknown[]).includes(value)

/** The storefront page of `target` in `locale` (without the origin), or null where it has none (a page of no known slug). */
export function previewPagePath(target: PreviewTarget, locale: Locale): string | null {
  if ('global' in target) return localizedPath(locale, '/')
  const path = {
    products: `/details/${target.id}`,
    activities: `/travelActivities#activity-${target.id}`,
    news: `/newMessage/${target.id}`,
    guides: `/guide/${target.id}`,
    pages: (PAGE_SLUGS as readonly (string | null | undefined)[]).includes(target.slug) ? `/${target.slug as PageSlug}` : null,
  }[target.collection]
  return path === null ? null : localizedPath(locale, path)
}

/** The preview route's address that turns draft mode on and opens the page (what the admin's iframe loads). */
export function previewRouteUrl(origin: string, target: { collection: PreviewCollection; id: number } | { global: PreviewGlobal }, locale: Locale): string {
  const query = new URLSearchParams('global' in target ? { global: target.global, locale } : { collection: target.collection, id: String(target.id), locale })
  return `${origin}/api/preview?${query}`
}
