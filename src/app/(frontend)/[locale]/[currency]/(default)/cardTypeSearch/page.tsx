import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import type { SearchParams } from '@/components/content/query'
import { CatalogList, readCatalogQuery } from '@/components/product/CatalogList'
import { shopParams, type ShopParams } from '@/lib/routeParams'
import { pageMetadata } from '@/server/seo'

type Props = { params: ShopParams; searchParams: SearchParams }

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await shopParams(params)
  const { name } = await readCatalogQuery(searchParams)
  const t = await getTranslations({ locale, namespace: 'catalog' })
  return pageMetadata({
    locale,
    path: '/cardType',
    title: name ? t('searchTitle', { name }) : t('allProducts'),
    description: t('listDescription'),
    noindex: true,
  })
}

/**
 * /cardType?name=…&type=…&page=… (the proxy rewrites here): rendered per request, since every query
 * is different; the unfiltered list stays a static page.
 */
export default async function CardTypeSearchPage({ params, searchParams }: Props) {
  const { locale, currency } = await shopParams(params)
  return <CatalogList locale={locale} currency={currency} query={await readCatalogQuery(searchParams)} />
}
