import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { PartnerReport } from '@/components/partnerReport/PartnerReport'
import { ClientMessages } from '@/components/providers/ClientMessages'
import { shopParams } from '@/lib/routeParams'

import { toOwnOrders } from '../../ownOrders'

type Props = { params: Promise<{ locale: string; currency: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await shopParams(params)
  const t = await getTranslations({ locale, namespace: 'partnerReport' })
  return { title: t('b2cTitle'), robots: { index: false, follow: false } }
}

/** /personal/order/b2c: the B2C partner’s (type 2) promo-code sales report, read in the browser through /api/user/btcOrderList. */
export default async function Page({ params }: Props) {
  const { locale } = await shopParams(params)
  await toOwnOrders(locale, 2)
  return (
    <ClientMessages namespaces={['partnerReport', 'validation']}>
      <PartnerReport kind="b2c" />
    </ClientMessages>
  )
}
