import createMiddleware from 'next-intl/middleware'
import { NextResponse, type NextRequest } from 'next/server'

import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  LOCALE_INFO,
  localizedPath,
  negotiateLocale,
  splitLocalePath,
  type Locale,
} from '@/domain/locale'
import { routing } from '@/i18n/routing'
import { ACCESS_TOKEN_COOKIE, secureCookies } from '@/lib/cookies'

const intl = createMiddleware(routing)

function rememberLocale(response: NextResponse, locale: Locale) {
  response.cookies.set(LOCALE_COOKIE, locale, {
    maxAge: LOCALE_COOKIE_MAX_AGE,
    path: '/',
    sameSite: 'lax',
    secure: secureCookies(),
  })
}

/**
 * Locale routing (spec §2): the root path follows the locale cookie, else the browser's
 * Accept-Language; every page visited keeps its language in the cookie for 365 days.
 */
export default function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  const saved = request.cookies.get(LOCALE_COOKIE)?.value

  if (pathname === '/') {
    const wanted = isLocale(saved) ? saved : negotiateLocale(request.headers.get('accept-language'))
    if (wanted !== DEFAULT_LOCALE) {
      const url = request.nextUrl.clone()
      url.pathname = LOCALE_INFO[wanted].prefix
      const response = NextResponse.redirect(url, 307)
      rememberLocale(response, wanted)
      response.headers.set('Vary', 'Accept-Language, Cookie')
      return response
    }
  }

  const { locale, rest } = splitLocalePath(pathname)

  // Route guard (spec §4): an anonymous visitor on any /personal path goes to the login page.
  if (/(^|\/)personal(\/|$)/.test(rest) && !request.cookies.has(ACCESS_TOKEN_COOKIE)) {
    const url = request.nextUrl.clone()
    url.pathname = localizedPath(locale, '/login')
    url.search = ''
    return NextResponse.redirect(url, 307)
  }

  const response = intl(request)
  if (saved !== locale && response.status < 300) rememberLocale(response, locale)
  return response
}

export const config = {
  // Never /admin, /api, Next internals or files with an extension (static files).
  matcher: ['/((?!api|admin|_next|_vercel|.*\\..*).*)'],
}
