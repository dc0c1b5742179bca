import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { PageIntro } from '@/components/content/PageIntro'
import { RedeemFlow } from '@/components/redeem/RedeemFlow'
import { taipeiNow } from '@/domain/dates'
import { ClientMessages } from '@/components/providers/ClientMessages'
import { shopParams, type ShopParams } from '@/lib/routeParams'
import { pageMetadata } from '@/server/seo'
import { partnerOptions } from '@/server/orders/partnerOptions'

export const revalidate = 3600

type Props = { params: ShopParams }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await shopParams(params)
  const t = await getTranslations({ locale, namespace: 'exchange' })
  return pageMetadata({ locale, path: '/bookNow/exchange', title: t('title'), description: t('lead') })
}

/**
 * Serial-number redemption (spec §2 /bookNow/exchange): the number and quantity are checked, then the
 * order form's steps take the traveller's details, and redeeming makes a paid order (src/components/redeem).
 */
export default async function ExchangePage({ params }: Props) {
  const { locale } = await shopParams(params)
  const t = await getTranslations('exchange')
  return (
    <>
      <PageIntro title={t('title')} lead={t('lead')} crumbs={[{ label: t('bookNow'), href: '/bookNow' }, { label: t('title') }]} />
      <div className="container page">
        <ClientMessages namespaces={['exchange', 'orderForm', 'cardHolders', 'validation', 'price', 'activities', 'product']}>
          <RedeemFlow serverNow={taipeiNow()} partners={partnerOptions(locale)} />
        </ClientMessages>
      </div>
    </>
  )
}
