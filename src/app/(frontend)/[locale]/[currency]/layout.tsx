import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'

import { CURRENCIES, DEFAULT_CURRENCY } from '@/domain/currency'

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
  params: Promise<{ currency: string }>
}) {
  const { currency } = await params
  if (!(CURRENCIES as readonly string[]).includes(currency)) notFound()
  return children
}
