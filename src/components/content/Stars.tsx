import { getTranslations } from 'next-intl/server'

import styles from './Stars.module.css'

/** A 1–5 star rating: drawn stars for the eye, "4 out of 5" for screen readers. */
export async function Stars({ rating, size = 'md' }: { rating: number; size?: 'md' | 'lg' }) {
  const t = await getTranslations('reviews')
  const rounded = Math.round(rating * 2) / 2
  const label = t('outOf', { rating: Number.isInteger(rounded) ? rounded : rounded.toFixed(1) })
  return (
    <span className={`${styles.stars} ${size === 'lg' ? styles.lg : ''}`} role="img" aria-label={label} data-testid="stars">
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} aria-hidden="true" className={rounded >= n ? styles.full : rounded >= n - 0.5 ? styles.half : styles.none}>
          ★
        </span>
      ))}
    </span>
  )
}
