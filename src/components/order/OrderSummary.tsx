'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { chargedText } from '@/domain/money'
import { labelSeparator } from '@/domain/locale'

import type { MoneyView } from '@/lib/views/order'

import { ClientPrice } from './ClientPrice'
import styles from './OrderForm.module.css'
import type { Fact } from './useItemFacts'

type Props = {
  name: string
  facts: Fact[]
  quantity: number | null
  money: MoneyView | null
  updating: boolean
  variant: 'aside' | 'compact'
  /** A redeemed serial number: it pays, so there are no totals to show. */
  redemption?: string
}

/** The running order summary: the item as chosen so far and the server's total for it. */
export function OrderSummary({ name, facts, quantity, money, updating, variant, redemption }: Props) {
  const t = useTranslations('orderForm')
  const body = (
    <>
      <p className={styles.summaryName}>{name}</p>
      <dl className={styles.summaryFacts}>
        {facts.map((fact) => (
          <div key={fact.key}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
        {quantity ? (
          <div>
            <dt>{t('summary.quantity')}</dt>
            <dd>{quantity}</dd>
          </div>
        ) : null}
      </dl>
      <div className={styles.summaryMoney} aria-busy={updating} data-testid={`summary-${variant}`}>
        {redemption ? (
          <p className={styles.hint}>{t('summary.redeemedWith', { serial: redemption })}</p>
        ) : money ? (
          <dl className={styles.moneyRows}>
            <div>
              <dt>{t('summary.subtotal')}</dt>
              <dd>
                <ClientPrice price={money.subtotal} twdFirst testId="summary-subtotal" />
              </dd>
            </div>
            {money.discountTwd > 0 ? (
              <div>
                <dt>{t('summary.discountWithCode', { code: money.promoCode ?? '' })}</dt>
                <dd>
                  <ClientPrice price={money.discount} twdFirst negative testId="summary-discount" />
                </dd>
              </div>
            ) : null}
            <div className={styles.totalRow}>
              <dt>{t('summary.total')}</dt>
              <dd>
                <ClientPrice price={money.total} twdFirst size="lg" testId="summary-total" />
              </dd>
            </div>
          </dl>
        ) : (
          <p className={styles.hint}>{updating ? t('summary.calculating') : t('summary.pending')}</p>
        )}
        {money && updating ? <p className={styles.hint}>{t('summary.calculating')}</p> : null}
      </div>
    </>
  )

  if (variant === 'compact')
    return (
      <details className={styles.compactSummary}>
        <summary>
          <span>{t('summary.title')}</span>
          {money ? <strong>{money.total.formattedTwd}</strong> : null}
        </summary>
        <div className={styles.compactBody}>{body}</div>
      </details>
    )
  return (
    <section className={styles.summary} aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className={styles.summaryTitle}>
        {t('summary.title')}
      </h2>
      {body}
    </section>
  )
}

/**
 * The total, said once it is settled (WCAG 4.1.3): one polite status for the form, instead of a live summary that
 * read each figure as it changed (four times for one quantity change) and was there twice (the aside and the
 * compact summary). A burst of changes is said once, 0.5 s after the last.
 */
export function TotalAnnouncer({ money, updating }: { money: MoneyView | null; updating: boolean }) {
  const t = useTranslations('orderForm')
  const locale = useLocale()
  const text = money && !updating ? `${t('summary.total')}${labelSeparator(locale)}${chargedText(money.total, locale)}` : null
  const [said, setSaid] = useState('')
  useEffect(() => {
    if (!text) return
    const timer = window.setTimeout(() => setSaid(text), 500)
    return () => window.clearTimeout(timer)
  }, [text])
  return (
    <p className="visually-hidden" role="status" data-testid="total-status">
      {said}
    </p>
  )
}
