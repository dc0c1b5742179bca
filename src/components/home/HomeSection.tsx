import type { ReactNode } from 'react'

import { Link } from '@/i18n/ServerLink'

import styles from './HomeSection.module.css'

/** A home-page section: an h2 (its accessible name), an optional lead and "see all" link, then content. */
export function HomeSection({
  id,
  title,
  lead,
  more,
  tone = 'plain',
  headless = false,
  children,
}: {
  id: string
  title: string
  lead?: ReactNode
  more?: { href: string; label: string }
  tone?: 'plain' | 'tinted'
  /** The content brings its own heading (staff rich text): name the section without repeating it. */
  headless?: boolean
  children: ReactNode
}) {
  return (
    <section
      aria-labelledby={headless ? undefined : `${id}-title`}
      aria-label={headless ? title : undefined}
      className={`${styles.section} ${tone === 'tinted' ? styles.tinted : ''}`}
      data-testid={`home-${id}`}
    >
      <div className="container">
        {headless ? null : (
          <div className={styles.head}>
            <div>
              <h2 id={`${id}-title`} className={styles.title}>
                {title}
              </h2>
              {lead ? <p className={styles.lead}>{lead}</p> : null}
            </div>
            {more ? (
              <Link href={more.href} className={styles.more}>
                {more.label} <span aria-hidden="true">→</span>
              </Link>
            ) : null}
          </div>
        )}
        {children}
      </div>
    </section>
  )
}
