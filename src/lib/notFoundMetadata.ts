import 'server-only'

import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/domain/locale'

/**
 * The metadata of a page whose item does not exist (an unknown product, news item …). generateMetadata must not
 * call notFound() itself: Next then answers its error shell (`<html id="__next_error__">`, no language, no text
 * until JavaScript runs). The page calls notFound(), and the not-found boundary renders the localized page.
 */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'notFound' })
  return { title: t('title'), robots: { index: false, follow: true } }
}
