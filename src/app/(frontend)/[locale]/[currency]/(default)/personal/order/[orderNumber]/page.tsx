import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { cookies } from 'next/headers'
import { notFound } from 'next/navigation'

import { memberFromToken } from '@/api/auth'
import { OrderPassView } from '@/components/fulfilment/OrderPassView'
import { OrderPanel } from '@/components/memberOrders/OrderPanel'
import styles from '@/components/memberOrders/MemberOrders.module.css'
import { Link } from '@/i18n/ServerLink'
import { ClientMessages } from '@/components/providers/ClientMessages'
import { ACCESS_TOKEN_COOKIE } from '@/lib/cookies'
import { shopParams } from '@/lib/routeParams'
import { loadOrderPass, passIn } from '@/server/fulfilment/pass'
import { memberOrderDetail } from '@/server/orders/memberOrders'
import { getShopPayload } from '@/server/payload'

type Props = { params: Promise<{ locale: string; currency: string; orderNumber: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, orderNumber } = await shopParams(params)
  const t = await getTranslations({ locale, namespace: 'memberOrders' })
  return { title: t('detailTitle', { orderNumber: decodeURIComponent(orderNumber) }), robots: { index: false, follow: false } }
}

/**
 * One of the member's orders: the spec's columns, the cancellation quote and dialog, and what was
 * delivered (eSIM codes, voucher, tickets) from the signed order page. Another member's order, or an
 * expired login, is the translated 404 (the layout's member call logs an expired login out).
 */
export default async function Page({ params }: Props) {
  const { locale, currency, orderNumber } = await shopParams(params)
  const token = (await cookies()).get(ACCESS_TOKEN_COOKIE)?.value
  const payload = await getShopPayload()
  const member = token ? await memberFromToken(token, payload) : null
  const detail = member ? await memberOrderDetail(payload, member, decodeURIComponent(orderNumber), currency, locale) : null
  if (!detail) notFound()
  const [t, pass] = await Promise.all([
    getTranslations('memberOrders'),
    loadOrderPass(payload, detail.orderNumber, detail.orderKey).then((found) => found && passIn(payload, found, locale)),
  ])
  return (
    <>
      <Link href="/personal/order" className={styles.back}>
        ← {t('back')}
      </Link>
      <ClientMessages namespaces={['memberOrders', 'cardHolders']}>
        <OrderPanel initial={detail} as={{ kind: 'member' }} />
      </ClientMessages>
      {pass ? <OrderPassView pass={pass} locale={locale} orderKey={detail.orderKey} embedded /> : null}
    </>
  )
}
