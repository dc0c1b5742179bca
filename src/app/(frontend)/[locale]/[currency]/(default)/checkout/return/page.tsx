import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { Suspense } from 'react'

import { CheckoutReturn } from '@/components/checkout/CheckoutReturn'
import { ClientMessages } from '@/components/providers/ClientMessages'
import { shopParams, type ShopParams } from '@/lib/routeParams'
import { pageMetadata } from '@/server/seo'

type Props = { params: ShopParams }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await shopParams(params)
  const t = await getTranslations({ locale, namespace: 'checkout' })
  return pageMetadata({ locale, path: '/checkout/return', title: t('title'), noindex: true })
}

/** The 3-D Secure return (TapPay's frontend_redirect_url). */
export default async function CheckoutReturnPage({ params }: Props) {
  await shopParams(params)
  return (
    <div className="container page">
      <ClientMessages namespaces={['checkout']}>
        <Suspense>
          <CheckoutReturn />
        </Suspense>
      </ClientMessages>
    </div>
  )
}
