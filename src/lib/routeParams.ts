import { setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { CURRENCIES, type Currency } from '@/domain/currency'
import { isLocale, type Locale } from '@/domain/locale'

export type ShopParams = Promise<{ locale: string; currency: string }>

/** Reads and checks the hidden locale and currency segments of a storefront page (see src/proxy.ts). */
export async function shopParams<P extends { locale: string; currency: string }>(
  params: Promise<P>,
): Promise<Omit<P, 'locale' | 'currency'> & { locale: Locale; currency: Currency }> {
  const resolved = await params
  if (!isLocale(resolved.locale) || !(CURRENCIES as readonly string[]).includes(resolved.currency)) notFound()
  setRequestLocale(resolved.locale)
  return resolved as Omit<P, 'locale' | 'currency'> & { locale: Locale; currency: Currency }
}

/** A positive integer id from a route segment, or null. */
export function parseId(value: string | undefined): number | null {
  const id = Number(value)
  return value && /^\d{1,9}$/.test(value) && Number.isSafeInteger(id) && id > 0 ? id : null
}

/**
 * A positive integer id from a route segment, or a 404. In a page only: generateMetadata uses parseId and
 * notFoundMetadata (src/lib/notFoundMetadata.ts), since notFound() there answers Next's error shell.
 */
export function idParam(value: string | undefined): number {
  return parseId(value) ?? notFound()
}
