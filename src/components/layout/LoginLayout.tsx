import type { ReactNode } from 'react'

import styles from './LoginLayout.module.css'

/** Login layout: one centred panel with a short introduction beside it on wide screens. */
export function LoginLayout({ aside, children }: { aside?: ReactNode; children: ReactNode }) {
  return (
    <div className={`container ${styles.wrap}`}>
      {aside ? <aside className={styles.aside}>{aside}</aside> : null}
      <div className={`card ${styles.panel}`}>{children}</div>
    </div>
  )
}
