import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { OrderLookupFlow } from '@/components/memberOrders/OrderLookupFlow'
import { Link } from '@/i18n/ServerLink'
import { ClientMessages } from '@/components/providers/ClientMessages'
import { shopParams } from '@/lib/routeParams'

type Props = { params: Promise<{ locale: string; currency: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await shopParams(params)
  const t = await getTranslations({ locale, namespace: 'orderLookup' })
  return { title: t('metaTitle'), robots: { index: false, follow: false } }
}

/** /orderLookup: travellers who never log in find their order by number, e-mail and a mailed code. */
export default async function Page({ params }: Props) {
  await shopParams(params)
  const t = await getTranslations('orderLookup')
  return (
    <div className="container page">
      <h1>{t('title')}</h1>
      <p>{t('lead')}</p>
      <ClientMessages namespaces={['orderLookup', 'memberOrders', 'cardHolders', 'validation']}>
        <OrderLookupFlow />
      </ClientMessages>
      <p>
        <Link href="/login">{t('loginHint')}</Link>
      </p>
    </div>
  )
}
