'use client'

import { useEffect, useId, useState } from 'react'

import { Link, usePathname } from '@/i18n/navigation'

import styles from './Header.module.css'

export type NavItem = {
  label: string
  href: string
  children?: NavItem[]
  /** Submenu in labelled groups (e.g. airports by region). */
  groups?: { label: string; items: NavItem[] }[]
}

/** Content without a name in this language would give a link without words (WCAG 2.4.4): left out. */
const named = (item: NavItem) => Boolean(item.label?.trim())

/** The header menu: a row of links on wide screens, a drawer behind the Products/menu button below 968 px. */
export function SiteNav({
  items,
  label,
  openLabel,
  closeLabel,
  productsLabel,
}: {
  items: NavItem[]
  label: string
  openLabel: string
  closeLabel: string
  productsLabel: string
}) {
  const pathname = usePathname()
  // The drawer belongs to the page it was opened on, so navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null)
  const id = useId()
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpenOn(null)
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open])

  return (
    <>
      <button
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">{open ? '✕' : '☰'}</span>
        {/* Named by its visible word (WCAG 2.5.3); aria-expanded says whether the menu is open, the hint what it does. */}
        <span className={styles.menuButtonText}>{productsLabel}</span>
        <span className="visually-hidden">{` (${open ? closeLabel : openLabel})`}</span>
      </button>
      <nav id={id} aria-label={label} className={styles.nav} data-open={open}>
        <ul className={styles.navList}>
          {items.map((item) => (
            <li key={item.href} className={styles.navItem}>
              <Link href={item.href} className={styles.navLink} aria-current={pathname === item.href ? 'page' : undefined}>
                {item.label}
              </Link>
              {item.children?.length ? (
                <ul className={styles.subList}>
                  {item.children.filter(named).map((child) => (
                    <li key={child.href}>
                      <Link href={child.href} className={styles.subLink}>
                        {child.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
              {item.groups?.length ? (
                <div className={styles.subList}>
                  {item.groups.map((group) => (
                    <div key={group.label} role="group" aria-label={group.label} className={styles.subGroup}>
                      <p className={styles.subGroupLabel} aria-hidden="true">
                        {group.label}
                      </p>
                      <ul>
                        {group.items.filter(named).map((child) => (
                          <li key={child.href}>
                            <Link href={child.href} className={styles.subLink}>
                              {child.label}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      </nav>
    </>
  )
}
