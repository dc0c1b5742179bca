import { NextResponse, type NextRequest } from 'next/server'

import { CURRENCY_COOKIE, parseCurrency } from '@/domain/currency'
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_INFO,
  localizedPath,
  negotiateLocale,
  splitLocalePath,
  type Locale,
} from '@/domain/locale'
import { isClientSearch, PUBLIC_ROUTE_OF, QUERY_ROUTES } from '@/domain/listRoutes'
import { ACCESS_TOKEN_COOKIE } from '@/lib/cookies'
import { INTERNAL_HEADER, NOT_FOUND_PAGE, NOT_FOUND_REQUEST } from '@/lib/internalRequest'
import { RETURN_PARAM, safeReturnPath } from '@/domain/returnPath'
import { isContentPage } from '@/lib/sitemapRoutes'
import { localeCookieValue, rememberLocaleHeader } from '@/lib/localeCookie'
import { chatOriginForPolicy } from '@/server/http/chatOrigin'
import {
  CONTENT_OPENER_POLICY,
  contentSecurityPolicy,
  GOOGLE_PAY_OPENER_POLICY,
  isPaymentPage,
  type SecurityHeaderOptions,
} from '@/server/http/securityHeaders'

/** next.config.ts's header options (inlined at build time), for the page policy with the chat origin added. */
const CSP_OPTIONS: SecurityHeaderOptions | null = (() => {
  try {
    return process.env.SHOP_CSP_OPTIONS ? (JSON.parse(process.env.SHOP_CSP_OPTIONS) as SecurityHeaderOptions) : null
  } catch {
    return null
  }
})()

function internalRoute(rest: string, query: URLSearchParams, headers: Headers): string {
  if (rest === '/') return ''
  // The not-found page is the catch-all's, not an address of its own: asked directly, it is unknown too.
  if (rest === NOT_FOUND_PAGE && headers.get(INTERNAL_HEADER) !== NOT_FOUND_REQUEST) return `/_${rest}`
  const list = QUERY_ROUTES[rest]
  // A search the browser runs on the cached list page is that page (the micro-cache answers it, whatever the query).
  if (list && list.params.some((key) => query.get(key)?.trim())) return isClientSearch(rest, query) ? rest : list.route
  return rest
}

function redirectTo(request: NextRequest, pathname: string, { keepQuery = true } = {}) {
  const url = request.nextUrl.clone()
  url.pathname = pathname
  if (!keepQuery) url.search = ''
  return NextResponse.redirect(url, 307)
}

/**
 * Locale and currency routing (spec §2, §4).
 * - `/` follows the locale cookie, else the browser's Accept-Language.
 * - Every page visited keeps its language in the cookie for 365 days.
 * - Pages are rendered at the internal path /{locale}/{currency}/…, so each language × display
 *   currency is its own cached page and server-rendered prices follow the currency cookie.
 * - While site settings turn the chat widget on, pages get next.config.ts's policy with its origin added
 *   (a response header only: the page itself stays cached).
 */
export default async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  const saved = request.cookies.get(LOCALE_COOKIE)?.value

  if (pathname === '/') {
    const wanted = isLocale(saved) ? saved : negotiateLocale(request.headers.get('accept-language'))
    if (wanted !== DEFAULT_LOCALE) {
      const response = redirectTo(request, LOCALE_INFO[wanted].prefix)
      response.headers.append('set-cookie', localeCookieValue(wanted))
      response.headers.set('Vary', 'Accept-Language, Cookie')
      return response
    }
  }

  // Internal locale codes in the address (/zh-TW/…, /zh-CN/…) redirect to the public prefixes.
  const internal = /^\/(zh-TW|zh-CN|tw)(?=\/|$)/i.exec(pathname)
  if (internal) {
    const locale: Locale = internal[1]!.toLowerCase() === 'zh-cn' ? 'zh-CN' : 'zh-TW'
    return redirectTo(request, localizedPath(locale, pathname.slice(internal[0].length) || '/'))
  }

  const { locale, rest } = splitLocalePath(pathname)

  // Route guard (spec §4): an anonymous visitor on any /personal path goes to the login page, and comes
  // back here after logging in (the login form accepts only a path of this site, src/domain/returnPath.ts).
  if (/^\/personal(\/|$)/.test(rest) && !request.cookies.has(ACCESS_TOKEN_COOKIE)) {
    const response = redirectTo(request, localizedPath(locale, '/login'), { keepQuery: false })
    const back = safeReturnPath(`${pathname}${request.nextUrl.search}`)
    if (back) {
      const url = new URL(response.headers.get('location')!)
      url.searchParams.set(RETURN_PARAM, back)
      return NextResponse.redirect(url, 307)
    }
    return response
  }

  const publicRoute = PUBLIC_ROUTE_OF.get(rest)
  if (publicRoute) return redirectTo(request, localizedPath(locale, publicRoute))

  const currency = parseCurrency(request.cookies.get(CURRENCY_COOKIE)?.value)
  const url = request.nextUrl.clone()
  url.pathname = `/${locale}/${currency}${internalRoute(rest, request.nextUrl.searchParams, request.headers)}`
  const headers = new Headers(request.headers)
  headers.set('X-NEXT-INTL-LOCALE', locale)
  const response = NextResponse.rewrite(url, { request: { headers } })
  const remember = rememberLocaleHeader(pathname, saved, (name) => request.headers.get(name))
  if (remember) response.headers.append('set-cookie', remember)
  const chatOrigin = CSP_OPTIONS ? await chatOriginForPolicy() : null
  // Google Pay (issue 41.2): its script, frames and popup on the payment page only, while a merchant id is set (read
  // at run time, as the payment page offers it); every other page keeps the policy without Google.
  const googlePay = Boolean(process.env.TAPPAY_GOOGLE_MERCHANT_ID) && isPaymentPage(rest)
  if (CSP_OPTIONS && (chatOrigin || googlePay)) response.headers.set('Content-Security-Policy', contentSecurityPolicy({ ...CSP_OPTIONS, chatOrigin: chatOrigin ?? '', googlePay }))
  if (googlePay) response.headers.set('Cross-Origin-Opener-Policy', GOOGLE_PAY_OPENER_POLICY)
  else if (isContentPage(rest)) response.headers.set('Cross-Origin-Opener-Policy', CONTENT_OPENER_POLICY)
  return response
}

export const config = {
  // Never /admin, /api, Next internals or files with an extension (static files).
  matcher: ['/((?!api|admin|_next|_vercel|.*\\..*).*)'],
}
