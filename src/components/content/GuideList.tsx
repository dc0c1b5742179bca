import { Link } from '@/i18n/ServerLink'
import type { GuideView } from '@/server/catalog/content'

import styles from './Guide.module.css'
import { WrittenIn } from './WrittenIn'

/** Guides as linked cards with their summaries. */
export function GuideList({ guides }: { guides: GuideView[] }) {
  return (
    <ul className={styles.cards}>
      {/* A guide without a name would be a link without words (WCAG 2.4.4): not listed. */}
      {guides.filter((guide) => guide.name?.trim()).map((guide) => (
        <li key={guide.id} className={styles.card} data-testid="guide-card">
          <h3 className={styles.cardTitle} lang={guide.language ?? undefined}>
            <Link href={`/guide/${guide.id}`}>{guide.name}</Link>
          </h3>
          {guide.summary ? (
            <p className={styles.cardText} lang={guide.language ?? undefined}>
              {guide.summary}
            </p>
          ) : null}
          <WrittenIn language={guide.language} />
          <span className={styles.arrow} aria-hidden="true">
            →
          </span>
        </li>
      ))}
    </ul>
  )
}
