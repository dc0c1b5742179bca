'use client'

import { useFormatter, useLocale, useTranslations } from 'next-intl'

import { formatCalendarDate, formatDisplayDate } from '@/domain/dateDisplay'
import type { Locale } from '@/domain/locale'

import { chargedText } from '@/domain/money'
import { isPaidStatus } from '@/domain/orderStatus'
import type { MemberOrderView } from '@/lib/views/memberOrder'

import styles from './MemberOrders.module.css'

/** The spec's order columns (§3 Order): date, pickup date and place, recipient, quantity, money, payment, invoice. */
export function OrderFacts({ order }: { order: MemberOrderView }) {
  const t = useTranslations('memberOrders')
  const th = useTranslations('cardHolders')
  const format = useFormatter()
  const locale = useLocale() as Locale
  const none = t('none')
  // Only a card picked up at a counter has a pickup place: an eSIM or a ticket leaves the row out rather than show "—".
  const pickup = order.kind === 'voucher'
  const rows: [string, string, string?][] = [
    [t('orderDate'), formatDisplayDate(new Date(order.orderDate), locale, 'medium')],
    // An eSIM has no pickup or visit date: its row is left out rather than show "—".
    ...(order.pickupDate || pickup
      ? [[t(pickup ? 'pickupDate' : 'visitDate'), order.pickupDate ? [formatCalendarDate(order.pickupDate, locale, 'trip'), order.pickupTime].filter(Boolean).join(' ') : none] as [string, string]]
      : []),
    ...(pickup ? [[t('location'), order.location ?? none] as [string, string]] : []),
    // Who collects the card at the counter; for an eSIM or a ticket, the traveller it is for. Several SIM cards: each
    // card's holder (one card per passport).
    ...(order.cardHolders.length
      ? order.cardHolders.map(({ card, name }): [string, string] => [th('card', { n: card }), name || none])
      : [[t(pickup ? 'recipient' : 'traveller'), order.recipient || none] as [string, string]]),
    [t('quantity'), format.number(order.quantity)],
    // An order's amounts are what it costs in TWD, the currency it is charged in; the visitor's currency follows as ≈.
    [t('subtotal'), chargedText(order.money.subtotal, locale)],
    // No "Discount NT$0" row on an order without one.
    ...(order.money.discountTwd ? [[t('discount'), chargedText(order.money.discount, locale, '−')] as [string, string]] : []),
    // A paid order's total is what was paid, not what is "payable"; a refunded one says it with the refund, below.
    ...(order.refund ? [] : [[isPaidStatus(order.status) ? t('paid') : t('total'), chargedText(order.money.total, locale), styles.total] as [string, string, string]]),
    [t('paymentMethod'), order.paymentMethodText ?? none],
    [t('invoiceType'), order.invoiceTypeText ?? none],
    // A refunded order says what came back (the same figures as the refund mail), so nobody has to search the mailbox.
    // A redemption's cancellation gave the serial number back: no amounts to state, nothing was charged.
    ...(order.refund
      ? ([
          ...(order.refund.refundedAt ? [[t('refundedOn'), formatDisplayDate(new Date(order.refund.refundedAt), locale, 'medium')]] : []),
          ...(order.serial
            ? [[t('serialState'), t('serialReturned'), styles.total]]
            : [
                [t('paid'), chargedText(order.refund.paid, locale)],
                [t('fee'), chargedText(order.refund.fee, locale, order.refund.feeTwd ? '−' : '')],
                [t('refunded'), chargedText(order.refund.amount, locale), styles.total],
              ]),
        ] as [string, string, string?][])
      : []),
  ]
  return (
    <dl className={styles.facts} data-testid="order-facts">
      {rows.map(([label, value, className]) => (
        <div key={label} className={className}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
