/**
 * The remembered language (spec §2): a page the visitor opens stores its language in NEXT_LOCALE for a year
 * when that changes what is remembered (src/domain/locale.ts, localeToRemember). Shared by the proxy and the page micro-cache (src/server/http/pageCache.ts), which
 * answers some page requests before the proxy runs.
 */
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, localeToRemember, splitLocalePath, type Locale } from '@/domain/locale'

import { secureCookies } from './cookies'

type HeaderGetter = (name: string) => string | null | undefined

/**
 * Only a page the visitor opens changes the remembered language: router prefetches and RSC requests of
 * links on a page (still in flight after the visitor moved on) must not.
 */
export function isDocumentRequest(header: HeaderGetter): boolean {
  if (header('next-router-prefetch') || header('rsc') || header('purpose') === 'prefetch') return false
  const dest = header('sec-fetch-dest')
  return !dest || dest === 'document'
}

export function localeCookieValue(locale: Locale, now = Date.now()): string {
  const expires = new Date(now + LOCALE_COOKIE_MAX_AGE * 1000).toUTCString()
  return [`${LOCALE_COOKIE}=${locale}`, 'Path=/', `Expires=${expires}`, `Max-Age=${LOCALE_COOKIE_MAX_AGE}`, secureCookies() && 'Secure', 'SameSite=lax']
    .filter(Boolean)
    .join('; ')
}

/** The Set-Cookie header a page request needs (it changes the remembered language), or null. */
export function rememberLocaleHeader(pathname: string, saved: string | undefined, header: HeaderGetter): string | null {
  const locale = localeToRemember(splitLocalePath(pathname).locale, saved, header('accept-language'))
  return locale && isDocumentRequest(header) ? localeCookieValue(locale) : null
}

/** The value of one cookie in a Cookie header. */
export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim())
  }
  return undefined
}
