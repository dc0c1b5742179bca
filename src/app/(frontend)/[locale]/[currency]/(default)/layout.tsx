import { setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { DefaultLayout } from '@/components/layout/DefaultLayout'
import { isLocale } from '@/domain/locale'

// setRequestLocale in every layout keeps the tree static: without it next-intl reads request headers.
export default async function Layout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (isLocale(locale)) setRequestLocale(locale)
  return <DefaultLayout>{children}</DefaultLayout>
}
