import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { queryText, type SearchParams } from '@/components/content/query'
import { OrderResult } from '@/components/checkout/OrderResult'
import { ClientMessages } from '@/components/providers/ClientMessages'
import { Link } from '@/i18n/ServerLink'
import { shopParams, type ShopParams } from '@/lib/routeParams'
import { pageMetadata } from '@/server/seo'
import { getSiteSettings } from '@/server/content/siteSettings'

type Props = { params: ShopParams; searchParams: SearchParams }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await shopParams(params)
  const t = await getTranslations({ locale, namespace: 'orderForm' })
  return pageMetadata({ locale, path: '/orderCompleted', title: t('result.title'), noindex: true })
}

/** Order result (spec §4): `?status=1` is success, any other value a failed order; no status at all, no order to show. */
export default async function OrderCompletedPage({ params, searchParams }: Props) {
  const { locale } = await shopParams(params)
  const raw = (await searchParams).status
  const status = queryText(raw, 8)
  // The ad tag fires only when site settings name where to send the conversion.
  const ad = (await getSiteSettings(locale)).adConversion
  const adConversion = ad?.sendTo?.trim() ? { sendTo: ad.sendTo.trim(), currency: ad.currency?.trim() || 'TWD' } : null
  const care = await getTranslations({ locale, namespace: 'care' })
  return (
    <div className="container page">
      <ClientMessages namespaces={['orderForm', 'cardHolders', 'price']}>
        <OrderResult status={status === '1' ? 'success' : raw === undefined ? 'none' : 'failed'} adConversion={adConversion} />
      </ClientMessages>
      {status === '1' ? (
        <p style={{ textAlign: 'center', marginTop: '1.5rem' }}>
          <Link href="/survey" data-testid="survey-invite">
            {care('surveyInvite')}
          </Link>
        </p>
      ) : null}
    </div>
  )
}
