import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { NotFoundContent } from '@/components/content/NotFoundContent'
import { shopParams, type ShopParams } from '@/lib/routeParams'

export async function generateMetadata({ params }: { params: ShopParams }): Promise<Metadata> {
  const { locale } = await shopParams(params)
  const t = await getTranslations({ locale, namespace: 'notFound' })
  return { title: t('title'), robots: { index: false, follow: true } }
}

/**
 * The not-found page as a static page of each language, with the site's header and footer: the catch-all
 * route ([...rest]/route.ts) answers unknown addresses with it and status 404. Only reachable internally.
 */
export default async function NotFoundPage({ params }: { params: ShopParams }) {
  await shopParams(params)
  return <NotFoundContent />
}
