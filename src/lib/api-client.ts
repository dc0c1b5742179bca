/**
 * The storefront client (spec §7–8): every call is a POST with a JSON body and the lang/currency
 * headers; the reply is an envelope. Non-200 codes show the server's message (or the default) in a
 * 5-second toast and reject; code 202 logs the member out and opens the login page.
 */
import type { Currency } from '@/domain/currency'
import { LOCALE_INFO, localizedPath, type Locale } from '@/domain/locale'
import { RETURN_PARAM, safeReturnPath } from '@/domain/returnPath'

import { USER_INFO_COOKIE } from './cookies'

export const REQUEST_TIMEOUT_MS = 100_000
export const CODE_OK = 200
export const CODE_NOT_LOGGED_IN = 202

export type Envelope<T> = { code: number; message: string; data: T }

export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly data: unknown = null,
  ) {
    super(message)
    this.name = 'ApiRequestError'
  }
}

export type ApiClientContext = {
  locale: Locale
  /** The display currency for the `currency` header, or how to read it when a call is made (the visitor's cookie). */
  currency?: Currency | (() => Currency | undefined)
  /** Shows an error to the visitor (a toast). */
  notify: (message: string) => void
  /** The default error text in the visitor's language. */
  defaultMessage: string
}

/**
 * How long a logout that has asked for the login page holds off the member's own "Log out": long enough that a double
 * click opens the login page once, short enough that a member who stopped that navigation (Esc, a dropped connection)
 * can log out again without reloading.
 */
export const LOGOUT_RETRY_MS = 3000

/** The logout under way in a document: every lost-session reply of a page shares one (not a navigation each). */
const loggingOut = new WeakMap<Window, { run: Promise<void>; navigatedAt?: number }>()

/**
 * Forgets the member on this browser (the HttpOnly token through /api/logout, the readable user info
 * here) and opens the login page in the current language. `returnHere`: after a lost session (code 202)
 * the login brings the member back to the page they were on. A page whose calls all answer 202 at once
 * logs out once: two navigations to the login page raced each other and could leave the tab on the old
 * address. A page restored from the back-forward cache may log out again, and so may the member (`byMember`,
 * the "Log out" button) once LOGOUT_RETRY_MS have passed since the login page was asked for and this page is still here.
 */
export function logoutAndGoToLogin(locale: Locale, { returnHere = false, byMember = false } = {}): Promise<void> {
  const pending = loggingOut.get(window)
  const stopped = byMember && pending?.navigatedAt !== undefined && Date.now() - pending.navigatedAt >= LOGOUT_RETRY_MS
  if (pending && !stopped) return pending.run
  const entry: { run: Promise<void>; navigatedAt?: number } = { run: Promise.resolve() }
  entry.run = (async () => {
    document.cookie = `${USER_INFO_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
    await fetch('/api/logout', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).catch(
      () => undefined,
    )
    const login = localizedPath(locale, '/login')
    const back = returnHere ? safeReturnPath(`${window.location.pathname}${window.location.search}`) : null
    entry.navigatedAt = Date.now()
    window.location.assign(back ? `${login}?${new URLSearchParams({ [RETURN_PARAM]: back })}` : login)
  })()
  loggingOut.set(window, entry)
  const page = window
  if (!pending) {
    page.addEventListener('pageshow', function restored(event: PageTransitionEvent) {
      if (!event.persisted) return
      loggingOut.delete(page)
      page.removeEventListener('pageshow', restored)
    })
  }
  return entry.run
}

export function createApiClient(ctx: ApiClientContext) {
  /** `quiet`: the caller shows the error in place (e.g. the payment form's alert), so no toast repeats it. */
  return async function post<T>(path: string, body: unknown = {}, init: { headers?: HeadersInit; quiet?: boolean } = {}): Promise<T> {
    const headers = new Headers(init.headers)
    headers.set('content-type', 'application/json')
    headers.set('lang', LOCALE_INFO[ctx.locale].langHeader)
    const currency = typeof ctx.currency === 'function' ? ctx.currency() : ctx.currency
    if (currency) headers.set('currency', currency)

    let envelope: Envelope<T>
    try {
      const response = await fetch(path, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        credentials: 'same-origin',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      })
      envelope = (await response.json()) as Envelope<T>
      if (typeof envelope?.code !== 'number') throw new Error('not an envelope')
    } catch (error) {
      if (!init.quiet) ctx.notify(ctx.defaultMessage)
      throw new ApiRequestError(ctx.defaultMessage, 0, error instanceof Error ? error.message : null)
    }

    if (envelope.code === CODE_OK) return envelope.data
    const message = envelope.message || ctx.defaultMessage
    if (!init.quiet) ctx.notify(message)
    if (envelope.code === CODE_NOT_LOGGED_IN) void logoutAndGoToLogin(ctx.locale, { returnHere: true })
    throw new ApiRequestError(message, envelope.code, envelope.data)
  }
}
