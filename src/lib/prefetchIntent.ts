/**
 * Which page a link the visitor points at should be prefetched as (issue 39, total blocking time): the storefront's
 * links are not prefetched when they scroll into view (Next's default), only when the visitor points at one, focuses
 * it or touches it (`PrefetchOnIntent`). On a phone's home page the viewport prefetch asked for 10 pages (119 KB of RSC
 * payload, 18 pages and 198 KB at 1 280 px), each decoded on the main thread while the page had just hydrated.
 *
 * The path to prefetch (`/ja/faq?q=…`), or null for a link that does not lead to another page of this storefront:
 * another origin or scheme, a new tab or a download, the admin or the API, or the page already shown.
 */
export function intentPrefetchPath(
  href: string,
  here: { origin: string; pathname: string; search: string },
  link: { target?: string | null; download?: boolean } = {},
): string | null {
  if ((link.target && link.target !== '_self') || link.download) return null
  let url: URL
  try {
    url = new URL(href, here.origin + here.pathname + here.search)
  } catch {
    return null
  }
  if (url.origin !== here.origin || !/^https?:$/.test(url.protocol)) return null
  if (/^\/(admin|api|_next)(\/|$)/.test(url.pathname)) return null
  if (url.pathname === here.pathname && url.search === here.search) return null
  return url.pathname + url.search
}
