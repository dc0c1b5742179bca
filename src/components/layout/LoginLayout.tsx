import type { ReactNode } from 'react'

import styles from './LoginLayout.module.css'

/**
 * Login layout: the form's panel, with a short introduction to its left on wide screens and below it on phones.
 * The panel comes first in the page (its h1 before the aside's h2, the form first for keyboard and screen readers).
 */
export function LoginLayout({ aside, children }: { aside?: ReactNode; children: ReactNode }) {
  return (
    <div className={`container ${styles.wrap}`}>
      <div className={`card ${styles.panel}`}>{children}</div>
      {aside ? <aside className={styles.aside}>{aside}</aside> : null}
    </div>
  )
}

/** The aside's heading and ticked list (what an account is for, on the login page). */
export function AsideList({ title, items }: { title: string; items: string[] }) {
  return (
    <>
      <h2 className={styles.asideTitle}>{title}</h2>
      <ul className={styles.asideList}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  )
}
