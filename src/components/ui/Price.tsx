import { getTranslations } from 'next-intl/server'

import type { DisplayPrice } from '@/domain/money'

import styles from './Price.module.css'

/**
 * A price as the visitor sees it. In TWD it is exact; in any other currency it is marked approximate
 * and the TWD amount that will be charged is shown beside it (spec §1: payment settles in NTD).
 */
export async function Price({ price, from = false, size = 'md' }: { price: DisplayPrice; from?: boolean; size?: 'md' | 'lg' }) {
  const t = await getTranslations('price')
  // "From" wraps the amount the way each language says it (From NT$300, NT$300 起, NT$300〜); the TWD
  // note of a converted price follows the whole phrase.
  const amount = price.approximate ? (
    <span className={styles.amount}>
      <abbr title={t('approximateTitle')} className={styles.approx}>
        ≈
      </abbr>
      {price.formatted}
    </span>
  ) : (
    <span className={styles.amount}>{price.formatted}</span>
  )
  return (
    <span className={size === 'lg' ? `${styles.price} ${styles.lg}` : styles.price} data-testid="price" data-currency={price.currency}>
      {from ? <span className={styles.from}>{t.rich('from', { price: () => amount })}</span> : amount}
      {price.approximate ? (
        <>
          {' '}
          <span className={styles.settle}>{t('settlesIn', { amount: price.formattedTwd })}</span>
        </>
      ) : null}
    </span>
  )
}
