'use client'

import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { LAST_ORDER_KEY, writeStorage, type StoredOrder } from '@/components/order/storage'
import { useApi } from '@/components/providers/ApiProvider'
import { Link } from '@/i18n/navigation'
import type { MemberOrderDetail } from '@/lib/views/memberOrder'
import type { PlacedOrderView } from '@/lib/views/order'

import type { CancelAs } from './CancelOrderButton'
import { OrderCard } from './OrderCard'
import styles from './MemberOrders.module.css'

/**
 * One order in full (the member's detail page, the verified guest lookup): the card with its cancel
 * dialog, and the link to its signed order page. After a cancel the order is read again. A verified guest's unpaid
 * order is paid from here (`pay`: the order and its checkout token from the lookup), in this browser as well as the
 * one that placed it.
 */
export function OrderPanel({ initial, as, found = false, pay = null }: { initial: MemberOrderDetail; as: CancelAs; found?: boolean; pay?: PlacedOrderView | null }) {
  const t = useTranslations('memberOrders')
  const post = useApi()
  const router = useRouter()
  const [order, setOrder] = useState(initial)
  const [done, setDone] = useState<string | null>(null)

  const reload = async () => {
    const fresh =
      as.kind === 'member'
        ? await post<MemberOrderDetail>('/api/orderDetail', { orderNumber: order.orderNumber })
        : await post<MemberOrderDetail>('/api/orderLookup', { orderNumber: order.orderNumber, lookupToken: as.lookupToken })
    setOrder(fresh)
    router.refresh()
  }

  return (
    <div>
      <p role="status" className={done ? styles.success : 'visually-hidden'} data-testid="order-message">
        {done}
      </p>
      <OrderCard
        order={order}
        as={as}
        // The verified lookup shows it under the page's own h1, and takes the keyboard to it.
        heading={found ? 'h2' : 'h1'}
        focusHeading={found}
        onCancelled={() => {
          setDone(t('cancelled'))
          void reload().catch(() => undefined)
        }}
      >
        {as.kind === 'guest' && order.status === 'unpaid' && pay ? (
          <Link
            href={{ pathname: '/checkout', query: { order: order.orderNumber } }}
            className="button"
            data-testid="guest-pay-now"
            // The payment page pays this tab's order: it becomes this tab's, as if placed here.
            onClick={() => writeStorage('session', LAST_ORDER_KEY, JSON.stringify(pay satisfies StoredOrder))}
          >
            {t('payNow')}
          </Link>
        ) : null}
        <a className={as.kind === 'guest' && order.status === 'unpaid' && pay ? 'button button--secondary' : 'button'} href={order.orderPagePath} data-testid="order-page-link">
          {t('openPage')}
        </a>
      </OrderCard>
      <p className={styles.note}>{t('openPageNote')}</p>
    </div>
  )
}
