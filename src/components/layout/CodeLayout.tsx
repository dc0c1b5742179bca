import type { ReactNode } from 'react'

import styles from './LoginLayout.module.css'

/** Code layout: the narrow step-by-step panel used for verification-code flows (forgot password). */
export function CodeLayout({ children }: { children: ReactNode }) {
  return (
    <div className={`container ${styles.wrap}`} style={{ gridTemplateColumns: 'minmax(0, 30rem)', justifyContent: 'center' }}>
      <div className={`card ${styles.panel}`}>{children}</div>
    </div>
  )
}
