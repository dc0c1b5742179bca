import type { Metadata } from 'next'

import { InfoPage, infoPageMetadata } from '@/components/content/InfoPage'
import { shopParams, type ShopParams } from '@/lib/routeParams'

export const revalidate = 3600

type Props = { params: ShopParams }

export const generateMetadata = ({ params }: Props): Promise<Metadata> => infoPageMetadata(params, 'privacy')

export default async function PrivacyPage({ params }: Props) {
  const { locale } = await shopParams(params)
  return <InfoPage locale={locale} slug="privacy" />
}
