/**
 * The third-party chat widget (spec §7): its script is loaded with platform, access id, medium and
 * language parameters, the language in the provider's own codes (cn→zh, en→en, ja→jp, ko→kor, vi→vie,
 * tw→cht). Pure: the site-settings validation, the storefront's script address and the proxy's CSP
 * origin all come from here.
 */
import { LOCALE_INFO, type Locale, type ShortCode } from './locale'

/** The provider's language code for each of the shop's short codes (spec §7). */
const CHAT_LANGUAGE_OF: Record<ShortCode, string> = { cn: 'zh', en: 'en', ja: 'jp', ko: 'kor', vi: 'vie', tw: 'cht' }

export function chatLanguage(locale: Locale): string {
  return CHAT_LANGUAGE_OF[LOCALE_INFO[locale].short]
}

/** The chat fields of site settings (public by nature: they end up in every page's script address). */
export type ChatSettings = {
  enabled?: boolean | null
  scriptUrl?: string | null
  platform?: string | null
  accessId?: string | null
  medium?: string | null
}

export const CHAT_URL_MAX = 500
export const CHAT_PARAM_MAX = 100
// What a CSP host source can name (src/server/http/securityHeaders.ts): no IPv6 literal, no user info.
const HOST = /^[a-z0-9.-]+$/i

/** Why `url` cannot be the chat script's address, or null when it can: https only, a plain host, no credentials. */
export function chatScriptUrlProblem(url: string): 'invalid' | 'notHttps' | null {
  if (url.length > CHAT_URL_MAX) return 'invalid'
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return 'invalid'
  }
  if (parsed.protocol !== 'https:') return 'notHttps'
  if (parsed.username || parsed.password || !HOST.test(parsed.hostname)) return 'invalid'
  return null
}

const filled = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== ''

/** The configured script address when the widget is on and the address is usable, else null. */
function usableUrl(settings: ChatSettings | null | undefined): URL | null {
  if (!settings?.enabled || !filled(settings.scriptUrl)) return null
  const url = settings.scriptUrl.trim()
  return chatScriptUrlProblem(url) ? null : new URL(url)
}

/** The script address for a page in `locale`, or null: no script at all when the widget is off or not configured. */
export function chatScriptSrc(settings: ChatSettings | null | undefined, locale: Locale): string | null {
  const url = usableUrl(settings)
  if (!url) return null
  for (const [name, value] of [
    ['platform', settings?.platform],
    ['accessId', settings?.accessId],
    ['medium', settings?.medium],
  ] as const) {
    if (filled(value)) url.searchParams.set(name, value.trim().slice(0, CHAT_PARAM_MAX))
  }
  url.searchParams.set('language', chatLanguage(locale))
  return url.toString()
}

/** The origin the Content-Security-Policy must allow for the widget, or null when there is no widget. */
export function chatOrigin(settings: ChatSettings | null | undefined): string | null {
  return usableUrl(settings)?.origin ?? null
}
