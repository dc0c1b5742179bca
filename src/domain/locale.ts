/**
 * The shop's six interface languages and every mapping between their names:
 * the spec's short code (tw, cn …), the BCP-47 tag used in <html lang> and Intl,
 * the URL prefix, and the value of the storefront API's `lang` header.
 */
export const LOCALES = ['zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'zh-TW'

export type ShortCode = 'tw' | 'cn' | 'en' | 'ja' | 'ko' | 'vi'

type LocaleInfo = {
  short: ShortCode
  /** URL prefix; the default locale has none. */
  prefix: '' | `/${string}`
  /** Value of the `lang` request header (spec §7). */
  langHeader: string
  /** The language's own name, for the language menu. */
  label: string
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  'zh-TW': { short: 'tw', prefix: '', langHeader: 'zh-tw', label: '繁體中文' },
  'zh-CN': { short: 'cn', prefix: '/cn', langHeader: 'zh-cn', label: '简体中文' },
  en: { short: 'en', prefix: '/en', langHeader: 'en', label: 'English' },
  ja: { short: 'ja', prefix: '/ja', langHeader: 'jp', label: '日本語' },
  ko: { short: 'ko', prefix: '/ko', langHeader: 'kr', label: '한국어' },
  vi: { short: 'vi', prefix: '/vi', langHeader: 'vi', label: 'Tiếng Việt' },
}

/** What goes between two sentences set side by side: nothing in Chinese and Japanese (。 ends one), a space elsewhere. */
export const sentenceGap = (locale: string): string => (locale === 'zh-TW' || locale === 'zh-CN' || locale === 'ja' ? '' : ' ')

/** Between a label and its value in running text: a full-width colon in Chinese and Japanese, ": " elsewhere. */
export const labelSeparator = (locale: string): string => (sentenceGap(locale) === '' ? '：' : ': ')

/** The language's brackets: full-width （ ） in Chinese and Japanese, ( ) elsewhere. */
export const bracketPair = (locale: string): readonly [string, string] => (sentenceGap(locale) === '' ? ['（', '）'] : ['(', ')'])

/** What goes before an opening bracket after a word: nothing in Chinese, Japanese (（ has its own room) and Korean, a space elsewhere. */
export const bracketGap = (locale: string): string => (locale === 'ko' ? '' : sentenceGap(locale))

/** The mark between the two ends of a range (09:00–23:00): the wave dash in Japanese, the tilde in Korean, an en dash elsewhere. */
export const rangeMark = (locale: string): string => (locale === 'ja' ? '〜' : locale === 'ko' ? '~' : '–')

/** "(text)" in the language's brackets. */
export const inBrackets = (locale: string, text: string): string => {
  const [open, close] = bracketPair(locale)
  return `${open}${text}${close}`
}

export const LOCALE_COOKIE = 'NEXT_LOCALE'
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

export function localeFromShort(short: string): Locale | undefined {
  return LOCALES.find((l) => LOCALE_INFO[l].short === short)
}

/** Maps a `lang` header (zh-tw, zh-cn, en, jp, kr, vi; also tolerant of BCP-47 tags) to a locale. */
export function localeFromLangHeader(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE
  const value = header.trim().toLowerCase()
  const exact = LOCALES.find((l) => LOCALE_INFO[l].langHeader === value || l.toLowerCase() === value)
  return exact ?? negotiateLocale(value)
}

/** The URL path of `path` (which starts with '/') in `locale`. */
export function localizedPath(locale: Locale, path: string): string {
  const prefix = LOCALE_INFO[locale].prefix
  if (path === '/' || path === '') return prefix || '/'
  return `${prefix}${path}`
}

/** Splits a URL path into its locale and the path without the prefix. */
export function splitLocalePath(pathname: string): { locale: Locale; rest: string; prefixed: boolean } {
  const match = /^\/(cn|en|ja|ko|vi)(?=\/|$)/.exec(pathname)
  if (!match) return { locale: DEFAULT_LOCALE, rest: pathname || '/', prefixed: false }
  const locale = localeFromShort(match[1]!)!
  return { locale, rest: pathname.slice(match[0].length) || '/', prefixed: true }
}

/**
 * Chooses the locale for a browser's Accept-Language header.
 * zh-TW / zh-HK / zh-MO / zh-Hant → zh-TW; zh-CN / zh-SG / zh-Hans → zh-CN; ja, ko, vi, en;
 * anything else (including no header) → the default, zh-TW. Quality values are honoured.
 */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE
  const ranges = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const quality = q ? Number(q.slice(2)) : 1
      return { tag: tag.trim().toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, index }
    })
    .filter((r) => r.tag && r.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)

  for (const { tag } of ranges) {
    const locale = matchTag(tag)
    if (locale) return locale
  }
  return DEFAULT_LOCALE
}

/**
 * The language to write into the locale cookie when a page in `pageLocale` is opened, or null when the cookie
 * would say nothing new (next-intl's own rule): a saved language that differs, or — with none saved — a page in
 * another language than the browser's, which `/` would otherwise not find again. So the answers most visitors get
 * carry no Set-Cookie, and a shared cache (a CDN) may keep them.
 */
export function localeToRemember(pageLocale: Locale, saved: string | null | undefined, acceptLanguage: string | null | undefined): Locale | null {
  if (isLocale(saved)) return saved === pageLocale ? null : pageLocale
  return negotiateLocale(acceptLanguage) === pageLocale ? null : pageLocale
}

function matchTag(tag: string): Locale | undefined {
  const [language, ...subtags] = tag.split(/[-_]/)
  switch (language) {
    case 'zh': {
      if (subtags.includes('hans') || subtags.includes('cn') || subtags.includes('sg') || subtags.includes('my'))
        return 'zh-CN'
      return 'zh-TW'
    }
    case 'ja':
      return 'ja'
    case 'ko':
      return 'ko'
    case 'vi':
      return 'vi'
    case 'en':
      return 'en'
    default:
      return undefined
  }
}
