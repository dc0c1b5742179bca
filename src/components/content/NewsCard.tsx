import { Link } from '@/i18n/ServerLink'
import type { NewsView } from '@/server/catalog/content'

import { CatalogImage } from './CatalogImage'
import { FormattedDate } from './FormattedDate'
import styles from './News.module.css'
import { WrittenIn } from './WrittenIn'

/** A news item in the list: cover, date, title (the link) and summary. */
export function NewsCard({ item, priority = false }: { item: NewsView; priority?: boolean }) {
  // A link without words is a dead end for screen readers (WCAG 2.4.4): an item without a title in any
  // language is not listed.
  if (!item.title?.trim()) return null
  return (
    <article className={styles.card} data-testid="news-card">
      <div className={styles.media}>
        {item.coverImage ? (
          <CatalogImage
            image={item.coverImage}
            sizes="(max-width: 768px) 100vw, 240px"
            className={styles.image}
            priority={priority}
            decorative
          />
        ) : (
          <span className={styles.placeholder} aria-hidden="true">
            <svg viewBox="0 0 24 24" width="40" height="40" fill="none" stroke="currentColor" strokeWidth="1.6">
              <path d="M4 5h13v14H6a2 2 0 0 1-2-2zM17 8h3v9a2 2 0 0 1-2 2h-1M7 9h7M7 12h7M7 15h4" />
            </svg>
          </span>
        )}
      </div>
      <div className={styles.body}>
        <FormattedDate iso={item.publishedAt} className={styles.date} /> <WrittenIn language={item.language} className={styles.date} />
        <h2 className={styles.title} lang={item.language ?? undefined}>
          <Link href={`/newMessage/${item.id}`}>{item.title}</Link>
        </h2>
        {item.summary ? (
          <p className={styles.summary} lang={item.language ?? undefined}>
            {item.summary}
          </p>
        ) : null}
      </div>
    </article>
  )
}
