'use client'

import { useCommonText } from '@/components/providers/CommonText'

import styles from './PageSkeleton.module.css'

/**
 * Placeholder while a list page (search, filters, paging) renders on the server. A client component:
 * a loading.tsx gets no route params, so a server one would have to read the locale from the request
 * headers — and that alone turns every page below it dynamic. Its word comes from the layout's CommonText.
 */
export function PageSkeleton({ cards = 6 }: { cards?: number }) {
  const text = useCommonText()
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{text.loading}</span>
      <div className={styles.band} aria-hidden="true">
        <div className="container">
          <span className={`${styles.bar} ${styles.crumb}`} />
          <span className={`${styles.bar} ${styles.title}`} />
          <span className={`${styles.bar} ${styles.lead}`} />
        </div>
      </div>
      <div className={`container page ${styles.grid}`} aria-hidden="true">
        {Array.from({ length: cards }, (_, i) => (
          <span key={i} className={styles.card} />
        ))}
      </div>
    </div>
  )
}
