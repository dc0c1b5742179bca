import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { CatalogList } from '@/components/product/CatalogList'
import { shopParams, type ShopParams } from '@/lib/routeParams'
import { pageMetadata } from '@/server/seo'

type Props = { params: ShopParams }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await shopParams(params)
  const t = await getTranslations({ locale, namespace: 'catalog' })
  return pageMetadata({ locale, path: '/cardType', title: t('allProducts'), description: t('listDescription') })
}

/**
 * All products (spec §2 /cardType), a static page revalidated by the products tag. A name search,
 * card-type filter or page number (?name= ?type= ?page=) is rewritten by the proxy to ../cardTypeSearch.
 */
export default async function CardTypePage({ params }: Props) {
  const { locale, currency } = await shopParams(params)
  return <CatalogList locale={locale} currency={currency} query={{ name: '', page: 1 }} />
}
