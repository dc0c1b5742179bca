import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { InfoArticle } from '@/components/content/InfoPage'
import { shopParams, type ShopParams } from '@/lib/routeParams'

type Props = { params: ShopParams }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await shopParams(params)
  const t = await getTranslations({ locale, namespace: 'pages' })
  return { title: t('titles.service'), robots: { index: false } }
}

/** /personal/service: the public page's content inside the personal layout. */
export default async function PersonalServicePage({ params }: Props) {
  const { locale } = await shopParams(params)
  return <InfoArticle locale={locale} slug="service" headingLevel="h1" />
}
