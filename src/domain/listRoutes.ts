import { CURRENCIES } from './currency'
import { LOCALES, splitLocalePath } from './locale'
import { tripLengthOf } from './tripLength'

/**
 * A search form sends this too when the browser runs no script (a hidden field inside <noscript>): the server renders
 * that search's results, as it did for every search before the browser learnt to filter the cached list.
 */
export const NO_SCRIPT_PARAM = 'noscript'

/**
 * List pages are static when plain; a search, filter or page number (?name=, ?page=, …) is rendered per
 * request by an internal sibling route (src/proxy.ts rewrites to it), so the plain page never turns dynamic.
 */
export const QUERY_ROUTES: Record<string, { params: string[]; route: string }> = {
  '/cardType': { params: ['name', 'type', 'days', 'data', 'page', NO_SCRIPT_PARAM], route: '/cardTypeSearch' },
  '/faq': { params: ['q', 'category', NO_SCRIPT_PARAM], route: '/faqSearch' },
  '/newMessage': { params: ['page'], route: '/newMessagePage' },
  '/recommending': { params: ['page'], route: '/recommendingPage' },
}

/**
 * List pages whose search the browser runs on the cached page itself (src/domain/search.ts, with the index the page
 * ships): the search's parameter. A new query is then answered like the plain page — by the micro-cache.
 */
export const CLIENT_SEARCHES: Record<string, string> = { '/cardType': 'name', '/faq': 'q' }

/**
 * Whether this address is a search the browser runs on the cached list page: the list's search parameter alone, and
 * in the catalog no trip length in it (that changes the prices shown, so the server renders it: src/domain/tripLength.ts).
 */
export function isClientSearch(rest: string, query: URLSearchParams): boolean {
  const param = CLIENT_SEARCHES[rest]
  const list = QUERY_ROUTES[rest]
  if (!param || !list) return false
  const text = query.get(param)?.trim()
  if (!text || list.params.some((key) => key !== param && query.get(key)?.trim())) return false
  return rest !== '/cardType' || tripLengthOf(text).days === null
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
