import type { ReactNode } from 'react'

import styles from './PageActions.module.css'

/** A row of next-step links at the end of a page. */
export function PageActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>
}
