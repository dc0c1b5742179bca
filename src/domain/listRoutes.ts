import { CURRENCIES } from './currency'
import { LOCALES, splitLocalePath } from './locale'

/**
 * List pages are static when plain; a search, filter or page number (?name=, ?page=, …) is rendered per
 * request by an internal sibling route (src/proxy.ts rewrites to it), so the plain page never turns dynamic.
 */
export const QUERY_ROUTES: Record<string, { params: string[]; route: string }> = {
  '/cardType': { params: ['name', 'type', 'days', 'data', 'page'], route: '/cardTypeSearch' },
  '/faq': { params: ['q', 'category'], route: '/faqSearch' },
  '/newMessage': { params: ['page'], route: '/newMessagePage' },
  '/recommending': { params: ['page'], route: '/recommendingPage' },
}

/** Internal list route → its public address (/cardTypeSearch → /cardType). */
export const PUBLIC_ROUTE_OF = new Map(Object.entries(QUERY_ROUTES).map(([path, { route }]) => [route, path]))

const INTERNAL_PREFIX = new RegExp(`^/(${LOCALES.join('|')})/(${CURRENCIES.join('|')})(?=/|$)`)

/**
 * The page's path without its language prefix, from the address the visitor sees (/ja/faq) or from the
 * internal one a server render sees after the proxy's rewrite (/ja/JPY/faqSearch): both give /faq.
 */
export function pathWithoutLocale(pathname: string): string {
  const internal = INTERNAL_PREFIX.exec(pathname)
  const rest = internal ? pathname.slice(internal[0].length) || '/' : splitLocalePath(pathname).rest
  return PUBLIC_ROUTE_OF.get(rest) ?? rest
}
