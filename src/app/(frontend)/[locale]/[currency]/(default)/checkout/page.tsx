import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { Suspense } from 'react'

import { CheckoutView } from '@/components/checkout/CheckoutView'
import { ClientMessages } from '@/components/providers/ClientMessages'
import { shopParams, type ShopParams } from '@/lib/routeParams'
import { pageMetadata } from '@/server/seo'
import { publicTapPayConfig } from '@/server/payments/config'

type Props = { params: ShopParams }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await shopParams(params)
  const t = await getTranslations({ locale, namespace: 'checkout' })
  return pageMetadata({ locale, path: '/checkout', title: t('title'), noindex: true })
}

/** Payment (spec §2 "payment, checkout"): the order placed by this tab, or a member's unpaid order. */
export default async function CheckoutPage({ params }: Props) {
  await shopParams(params)
  return (
    <div className="container page">
      <ClientMessages namespaces={['checkout', 'invoiceForm', 'price', 'validation']}>
        <Suspense>
          <CheckoutView tappay={publicTapPayConfig()} />
        </Suspense>
      </ClientMessages>
    </div>
  )
}
