import type { ReactNode } from 'react'

import styles from './IndexLayout.module.css'

/** Index layout: the home page's full-width hero followed by its sections. */
export function IndexLayout({ hero, children }: { hero: ReactNode; children?: ReactNode }) {
  return (
    <div className={styles.index}>
      <section className={styles.hero}>{hero}</section>
      {children}
    </div>
  )
}
