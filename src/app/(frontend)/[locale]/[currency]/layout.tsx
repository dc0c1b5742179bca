import { setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'

import { CURRENCIES, DEFAULT_CURRENCY } from '@/domain/currency'
import { isLocale } from '@/domain/locale'

/**
 * The display currency is a hidden route segment (set by src/proxy.ts from the currency cookie).
 * TWD pages are prerendered at build; other currencies are rendered on first request, then cached.
 */
export const generateStaticParams = () => [{ currency: DEFAULT_CURRENCY }]

export default async function CurrencyLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<{ locale: string; currency: string }>
}) {
  const { locale, currency } = await params
  if (!(CURRENCIES as readonly string[]).includes(currency)) notFound()
  if (isLocale(locale)) setRequestLocale(locale)
  return children
}
