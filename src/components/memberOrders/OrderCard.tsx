'use client'

import { useLocale, useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

import { labelSeparator } from '@/domain/locale'
import { Link } from '@/i18n/navigation'
import { focusOnMount } from '@/lib/focusOnMount'
import type { CancelOrderResult, MemberOrderView } from '@/lib/views/memberOrder'

import { CancelOrderButton, type CancelAs } from './CancelOrderButton'
import { OrderFacts } from './OrderFacts'
import styles from './MemberOrders.module.css'

/** One order: number, status, item, the spec's columns, and what may be done with it (details, cancel). */
export function OrderCard({
  order,
  as,
  onCancelled,
  heading: Heading = 'h2',
  focusHeading = false,
  children,
}: {
  order: MemberOrderView
  as: CancelAs
  onCancelled: (result: CancelOrderResult) => void
  heading?: 'h1' | 'h2'
  /** The card replaced what the keyboard was on (the verified lookup): its heading takes the focus. */
  focusHeading?: boolean
  /** Further actions (the details link, the order page link). */
  children?: ReactNode
}) {
  const t = useTranslations('memberOrders')
  const locale = useLocale()
  const item = [order.itemName, order.planLabel].filter(Boolean).join(' · ')
  return (
    <article className={styles.card} data-testid="member-order" data-order-number={order.orderNumber} data-status={order.status}>
      <div className={styles.cardHead}>
        <div>
          <Heading className={styles.cardTitle} tabIndex={focusHeading ? -1 : undefined} ref={focusHeading ? focusOnMount : undefined}>
            <span className="visually-hidden">
              {t('orderNumber')}
              {labelSeparator(locale)}
            </span>
            {order.orderNumber}
          </Heading>
          <p className={styles.item}>{item}</p>
        </div>
        <p className={styles.status} data-testid="member-order-status">
          <span className="visually-hidden">
            {t('status')}
            {labelSeparator(locale)}
          </span>
          {order.statusText}
        </p>
      </div>
      <OrderFacts order={order} />
      {!order.cancellation.allowed && order.cancellation.reason !== 'cancelled' && order.cancellation.reason !== 'refunded' ? (
        <p className={styles.note}>
          {t('notCancellable')} {order.cancellation.refusal}
        </p>
      ) : null}
      <div className={styles.actions}>
        {/* An unpaid order of the member's own is paid from here (the payment page reads it with the login). */}
        {order.status === 'unpaid' && as.kind === 'member' ? (
          <Link href={{ pathname: '/checkout', query: { order: order.orderNumber } }} className="button" data-testid="member-pay-now">
            {t('payNow')}
          </Link>
        ) : null}
        {children}
        <CancelOrderButton order={order} as={as} onCancelled={onCancelled} />
      </div>
    </article>
  )
}
