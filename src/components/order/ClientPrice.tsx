'use client'

import { useLocale, useTranslations } from 'next-intl'

import styles from '@/components/ui/Price.module.css'
import { bracketPair, sentenceGap } from '@/domain/locale'
import type { DisplayPrice } from '@/domain/money'

/**
 * The client twin of ui/Price: the visitor's currency first, marked approximate with the NTD charge
 * beside it. `twdFirst` leads with the NTD amount that is charged (the confirmation screen), as chargedText writes it
 * (src/domain/money.ts) with the ≈ marked up.
 */
export function ClientPrice({
  price,
  size = 'md',
  twdFirst = false,
  negative = false,
  testId = 'price',
}: {
  price: DisplayPrice
  size?: 'md' | 'lg'
  twdFirst?: boolean
  /** A discount: shown with a minus sign. */
  negative?: boolean
  testId?: string
}) {
  const t = useTranslations('price')
  const locale = useLocale()
  const [open, close] = bracketPair(locale)
  const sign = negative && price.twd > 0 ? '−' : ''
  const approx = (
    <abbr title={t('approximateTitle')} className={styles.approx}>
      ≈
    </abbr>
  )
  return (
    <span
      className={`${styles.price} ${size === 'lg' ? styles.lg : ''}`}
      data-testid={testId}
      data-currency={price.currency}
      data-twd={price.twd}
    >
      {!price.approximate ? (
        <span className={styles.amount}>
          {sign}
          {price.formatted}
        </span>
      ) : twdFirst ? (
        <>
          <span className={styles.amount}>
            {sign}
            {price.formattedTwd}
          </span>
          {sentenceGap(locale)}
          <span className={styles.settle}>
            {open}
            {approx}
            {sign}
            {price.formatted}
            {close}
          </span>
        </>
      ) : (
        <>
          <span className={styles.amount}>
            {approx}
            {sign}
            {price.formatted}
          </span>{' '}
          <span className={styles.settle}>{t('settlesIn', { amount: `${sign}${price.formattedTwd}` })}</span>
        </>
      )}
    </span>
  )
}
