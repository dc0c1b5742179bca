import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { queryText, type SearchParams } from '@/components/content/query'
import { OrderPassView } from '@/components/fulfilment/OrderPassView'
import { shopParams } from '@/lib/routeParams'
import { loadOrderPass, passIn } from '@/server/fulfilment/pass'
import { getShopPayload } from '@/server/payload'

type Props = { params: Promise<{ locale: string; currency: string; orderNumber: string }>; searchParams: SearchParams }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await shopParams(params)
  const t = await getTranslations({ locale, namespace: 'orderPass' })
  // A private page: never indexed, and the key never leaves in a Referer (the site policy sends the origin only).
  return { title: t('metaTitle'), robots: { index: false, follow: false } }
}

/**
 * The traveller's order page: `/order/{orderNumber}?key=…`, the link of the delivery mail. The key is the
 * HMAC of the order number (src/server/signing/orderLinks.ts); a wrong key is the translated 404.
 */
export default async function OrderPage({ params, searchParams }: Props) {
  const { locale, orderNumber } = await shopParams(params)
  const key = queryText((await searchParams).key, 64)
  const number = decodeURIComponent(orderNumber)
  const payload = await getShopPayload()
  const pass = await loadOrderPass(payload, number, key)
  if (!pass || !key) notFound()
  return <OrderPassView pass={await passIn(payload, pass, locale)} locale={locale} orderKey={key} />
}
