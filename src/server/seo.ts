import type { Metadata } from 'next'

import { DEFAULT_LOCALE, LOCALES, localizedPath, type Locale } from '@/domain/locale'
import { decodeEntities } from '@/lib/htmlEntities'
import type { ImageView } from '@/lib/views/catalog'
import { siteUrl } from '@/server/env'

/** Open Graph wants language_TERRITORY, not BCP-47. */
const OG_LOCALE: Record<Locale, string> = {
  'zh-TW': 'zh_TW',
  'zh-CN': 'zh_CN',
  en: 'en_US',
  ja: 'ja_JP',
  ko: 'ko_KR',
  vi: 'vi_VN',
}

/** An absolute URL for a media file (Payload may give it relative or absolute). */
export function absoluteMediaUrl(url: string): string {
  return new URL(url, `${siteUrl()}/`).toString()
}

/** The public, absolute URL of `path` (which starts with '/' and may carry a query) in `locale`. */
export function absoluteUrl(locale: Locale, path: string): string {
  return `${siteUrl()}${localizedPath(locale, path)}`
}

/** hreflang → URL of `path` in every language, plus x-default (the default language, which has no prefix). */
export function languageAlternates(path: string, locales: readonly Locale[] = LOCALES): Record<string, string> {
  const languages: Record<string, string> = {}
  for (const locale of locales) languages[locale] = absoluteUrl(locale, path)
  languages['x-default'] = absoluteUrl(locales.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : locales[0]!, path)
  return languages
}

/** Canonical URL of `path` in `locale` and its translations in all six languages. */
export function localeAlternates(locale: Locale, path: string): NonNullable<Metadata['alternates']> {
  return { canonical: absoluteUrl(locale, path), languages: languageAlternates(path) }
}

/** Plain text from staff HTML, squeezed to one line and cut at `max` characters on a word boundary when possible. */
export function plainText(html: string | null | undefined, max = 160): string {
  const text = decodeEntities((html ?? '').replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim()
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`
}

type PageMetaInput = {
  locale: Locale
  /** Path without the language prefix, e.g. '/details/3'. */
  path: string
  /** Page title; the layout appends the site name unless `absolute` is used. */
  title: string | { absolute: string }
  description?: string | null
  image?: ImageView | null
  /** Search results, filtered lists: keep out of the index but let crawlers follow links. */
  noindex?: boolean
  type?: 'website' | 'article'
}

/** Metadata of one storefront page: title, description, canonical + hreflang alternates, Open Graph. */
export function pageMetadata({ locale, path, title, description, image, noindex, type = 'website' }: PageMetaInput): Metadata {
  const text = description ? plainText(description) : undefined
  const ogTitle = typeof title === 'string' ? title : title.absolute
  const images = image
    ? [{ url: absoluteMediaUrl(image.url), width: image.width ?? undefined, height: image.height ?? undefined, alt: image.alt }]
    : undefined
  return {
    title,
    description: text,
    alternates: localeAlternates(locale, path),
    openGraph: {
      type,
      title: ogTitle,
      description: text,
      url: absoluteUrl(locale, path),
      locale: OG_LOCALE[locale],
      alternateLocale: LOCALES.filter((l) => l !== locale).map((l) => OG_LOCALE[l]),
      images,
    },
    // X/Twitter reads the title, description and image from Open Graph when its own tags are absent: only the card type.
    twitter: { card: images ? 'summary_large_image' : 'summary' },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  }
}

/** A JSON-LD document for a <script type="application/ld+json">, safe against `</script>` in content. */
export function jsonLd(data: Record<string, unknown>): { __html: string } {
  return { __html: JSON.stringify(data).replace(/</g, '\\u003c') }
}
