import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { queryPage, type SearchParams } from '@/components/content/query'
import { MemberOrderList } from '@/components/memberOrders/MemberOrderList'
import { ClientMessages } from '@/components/providers/ClientMessages'
import { shopParams } from '@/lib/routeParams'

import { toOwnOrders } from '../ownOrders'

type Props = { params: Promise<{ locale: string; currency: string }>; searchParams: SearchParams }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await shopParams(params)
  const t = await getTranslations({ locale, namespace: 'memberOrders' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/** /personal/order: the member's orders (read in the browser through /api/orderList, so a 202 logs out). */
export default async function Page({ params, searchParams }: Props) {
  const { locale } = await shopParams(params)
  await toOwnOrders(locale, 1)
  const t = await getTranslations('memberOrders')
  const page = queryPage((await searchParams).page)
  return (
    <>
      <h1>{t('title')}</h1>
      <ClientMessages namespaces={['memberOrders', 'cardHolders', 'pagination']}>
        <MemberOrderList page={page} />
      </ClientMessages>
    </>
  )
}
