import type { ReactNode } from 'react'

import styles from './EmptyState.module.css'

/** What a list shows when it has nothing: a short title, an explanation and a way forward. */
export function EmptyState({
  title,
  text,
  action,
  headingLevel = 2,
  testId,
}: {
  title: ReactNode
  text?: ReactNode
  action?: ReactNode
  headingLevel?: 2 | 3
  testId?: string
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <div className={styles.empty} data-testid={testId}>
      <svg className={styles.icon} aria-hidden="true" viewBox="0 0 48 48" width="48" height="48" fill="none">
        <circle cx="22" cy="22" r="13" stroke="currentColor" strokeWidth="3" />
        <path d="m32 32 9 9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        <path d="M17 22h10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <Heading className={styles.title}>{title}</Heading>
      {text ? <p className={styles.text}>{text}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  )
}
