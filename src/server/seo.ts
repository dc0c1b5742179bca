import type { Metadata } from 'next'

import { DEFAULT_LOCALE, LOCALES, localizedPath, type Locale } from '@/domain/locale'
import { plainText } from '@/lib/htmlEntities'
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

// In lib since the FAQ's browser search reads an answer's text as the server does; the pages keep importing it from here.
export { plainText }

/** Canonical URL of `path` in `locale` and its translations in all six languages. */
export function localeAlternates(locale: Locale, path: string): NonNullable<Metadata['alternates']> {
  return { canonical: absoluteUrl(locale, path), languages: languageAlternates(path) }
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
