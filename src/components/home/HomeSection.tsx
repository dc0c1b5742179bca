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
  const heading = (
    <h2 id={`${id}-title`} className={styles.title}>
      {title}
    </h2>
  )
  return (
    <section
      // Only the attributes that apply: each one is sent twice (HTML and RSC payload), even when undefined.
      {...(headless ? { 'aria-label': title } : { 'aria-labelledby': `${id}-title` })}
      className={tone === 'tinted' ? `${styles.section} ${styles.tinted}` : styles.section}
      data-testid={`home-${id}`}
    >
      <div className="container">
        {headless ? null : (
          <div className={styles.head}>
            {lead ? (
              <div>
                {heading}
                <p className={styles.lead}>{lead}</p>
              </div>
            ) : (
              heading
            )}
            {more ? (
              <Link href={more.href} className={styles.more}>
                {`${more.label} `}
                <span aria-hidden="true">→</span>
              </Link>
            ) : null}
          </div>
        )}
        {children}
      </div>
    </section>
  )
}
