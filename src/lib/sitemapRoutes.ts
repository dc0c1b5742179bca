/**
 * The storefront's routes as the sitemap lists them (src/app/sitemap.ts), shared with the accessibility
 * sweep (tests/e2e/a11y.spec.ts) so that a page added here is checked there too.
 */

/** Pages that exist whatever the content (paths without the language prefix). */
export const STATIC_ROUTES: { path: string; priority: number; changeFrequency: 'daily' | 'weekly' | 'monthly' }[] = [
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

/** The sitemap's pages of content items, one route per kind (`${prefix}/${id}`). */
export const ITEM_ROUTE_PREFIXES = ['/details', '/cardType', '/cardPickupLocation', '/guide', '/newMessage', '/recommending'] as const

/**
 * Pages every visitor gets alike and that take no order or personal data: the sitemap's,
 * less the order form, the serial redemption and the top-up form. `rest`: the path without its language prefix.
 */
export function isContentPage(rest: string): boolean {
  if (CONTENT_ROUTES.has(rest)) return true
  const item = /^(\/[A-Za-z]+)\/\d+$/.exec(rest)
  return item !== null && (ITEM_ROUTE_PREFIXES as readonly string[]).includes(item[1]!)
}

/** Sitemap pages that take an order or a visitor's data, and keep COOP `same-origin`. */
const FORM_ROUTES = new Set(['/bookNow', '/bookNow/exchange', '/topUp'])
const CONTENT_ROUTES = new Set(STATIC_ROUTES.map((route) => route.path).filter((path) => !FORM_ROUTES.has(path)))
