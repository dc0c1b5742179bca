'use client'

import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { useApi } from '@/components/providers/ApiProvider'
import type { MemberOrderDetail } from '@/lib/views/memberOrder'

import type { CancelAs } from './CancelOrderButton'
import { OrderCard } from './OrderCard'
import styles from './MemberOrders.module.css'

/**
 * One order in full (the member's detail page, the verified guest lookup): the card with its cancel
 * dialog, and the link to its signed order page. After a cancel the order is read again.
 */
export function OrderPanel({ initial, as, found = false }: { initial: MemberOrderDetail; as: CancelAs; found?: boolean }) {
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
        <a className="button" href={order.orderPagePath} data-testid="order-page-link">
          {t('openPage')}
        </a>
      </OrderCard>
      <p className={styles.note}>{t('openPageNote')}</p>
    </div>
  )
}
