'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import useSWR from 'swr'

import { EmptyState } from '@/components/content/EmptyState'
import { Link } from '@/i18n/navigation'
import type { MemberOrderList as List } from '@/lib/views/memberOrder'

import { OrderCard } from './OrderCard'
import styles from './MemberOrders.module.css'

const PAGE_SIZE = 10

/** The member's orders (POST /api/orderList), a page at a time, with loading, empty and error states. */
export function MemberOrderList({ page }: { page: number }) {
  const t = useTranslations('memberOrders')
  const tp = useTranslations('pagination')
  const { data, error, isLoading, mutate } = useSWR<List>(['/api/orderList', { page, pageSize: PAGE_SIZE }])
  const [done, setDone] = useState<string | null>(null)

  if (isLoading) {
    return (
      <p role="status" aria-busy="true" data-testid="orders-loading">
        {t('loading')}
      </p>
    )
  }
  if (error || !data) {
    return (
      <div className={styles.error} role="alert" data-testid="orders-error">
        <p>{t('error')}</p>
        <button type="button" className="button button--secondary" onClick={() => void mutate()}>
          {t('retry')}
        </button>
      </div>
    )
  }
  if (!data.list.length) {
    return (
      <EmptyState
        title={t('empty')}
        testId="orders-empty"
        action={
          <Link href="/cardType" className="button">
            {t('shop')}
          </Link>
        }
      />
    )
  }
  return (
    <>
      <p role="status" className={done ? styles.success : 'visually-hidden'} data-testid="orders-message">
        {done}
      </p>
      <ul className={styles.list}>
        {data.list.map((order) => (
          <li key={order.orderNumber}>
            <OrderCard
              order={order}
              as={{ kind: 'member' }}
              onCancelled={() => {
                setDone(t('cancelled'))
                void mutate()
              }}
            >
              <Link
                href={`/personal/order/${encodeURIComponent(order.orderNumber)}`}
                className="button"
                aria-label={t('detailsOf', { orderNumber: order.orderNumber })}
                data-testid="order-details-link"
              >
                {t('details')}
              </Link>
            </OrderCard>
          </li>
        ))}
      </ul>
      {data.totalPages > 1 ? (
        <nav aria-label={tp('label')} className={styles.pager}>
          {page > 1 ? (
            <Link href={{ pathname: '/personal/order', query: page > 2 ? { page: String(page - 1) } : {} }} rel="prev" className="button button--secondary">
              {tp('previous')}
            </Link>
          ) : null}
          <span aria-current="page">{tp('page', { page })}</span>
          {page < data.totalPages ? (
            <Link href={{ pathname: '/personal/order', query: { page: String(page + 1) } }} rel="next" className="button button--secondary">
              {tp('next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  )
}
