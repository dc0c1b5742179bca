'use client'

import { useLocale, useTranslations } from 'next-intl'

import { useDateLabel } from '@/components/order/useItemFacts'
import { inBrackets, labelSeparator, type Locale } from '@/domain/locale'
import { useScriptGate } from '@/lib/useHydrated'
import type { SerialView } from '@/lib/views/redemption'

import styles from './Redeem.module.css'

/** What a valid serial number is for: product, card type, plan, how many cards, until when. */
export function SerialFacts({ serial, quantity, onChange }: { serial: SerialView; quantity: number; onChange: () => void }) {
  const gate = useScriptGate()
  const t = useTranslations('exchange')
  const locale = useLocale() as Locale
  const dateLabel = useDateLabel()
  return (
    <section className={styles.facts} aria-labelledby="serial-valid-title" data-testid="serial-facts">
      <div className={styles.factsHead}>
        <h2 id="serial-valid-title" className={styles.factsTitle}>
          <span aria-hidden="true">✓ </span>
          {t('validTitle')}
        </h2>
        <button type="button" className="button button--secondary" onClick={onChange} data-testid="serial-change" {...gate}>
          {t('another')}
        </button>
      </div>
      <dl className={styles.factList}>
        <div>
          <dt>{t('serialLabel')}</dt>
          <dd data-testid="serial-number">{serial.serialNumber}</dd>
        </div>
        <div>
          <dt>{t('product')}</dt>
          <dd data-testid="serial-product">{serial.product.name}</dd>
        </div>
        <div>
          <dt>{t('cardType')}</dt>
          <dd data-testid="serial-card-type">{t(`cardTypes.${serial.product.cardType}`)}</dd>
        </div>
        <div>
          <dt>{t('plan')}</dt>
          <dd data-testid="serial-plan">{serial.planLabel}</dd>
        </div>
        <div>
          <dt>{t('quantityLabel')}</dt>
          <dd>
            {quantity}{' '}
            <span className={styles.hint}>{inBrackets(locale, `${t('covers')}${labelSeparator(locale)}${t('coversCards', { count: serial.quantity })}`)}</span>
          </dd>
        </div>
        <div>
          <dt>{t('validUntil')}</dt>
          <dd>{serial.validUntil ? dateLabel(serial.validUntil, { weekday: false }) : t('noEnd')}</dd>
        </div>
      </dl>
    </section>
  )
}
