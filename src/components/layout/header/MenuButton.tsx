'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'

import { pathWithoutLocale } from '@/domain/listRoutes'

import styles from './Header.module.css'

/**
 * The Products/menu button below 968 px: opens the server-rendered menu (`controls`) as a drawer, closes
 * it on Escape and on navigation, and marks the menu link of the current page (aria-current).
 */
export function MenuButton({ controls, openLabel, closeLabel, productsLabel }: { controls: string; openLabel: string; closeLabel: string; productsLabel: string }) {
  const pathname = usePathname()
  // The drawer belongs to the page it was opened on, so navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname

  useEffect(() => {
    const nav = document.getElementById(controls)
    if (!nav) return
    nav.dataset.open = String(open)
    const current = pathWithoutLocale(pathname)
    for (const link of nav.querySelectorAll<HTMLAnchorElement>('a[data-nav-path]')) {
      if (link.dataset.navPath === current) link.setAttribute('aria-current', 'page')
      else link.removeAttribute('aria-current')
    }
  }, [controls, open, pathname])

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpenOn(null)
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open])

  return (
    <button
      type="button"
      className={styles.menuButton}
      aria-expanded={open}
      aria-controls={controls}
      onClick={() => setOpenOn(open ? null : pathname)}
    >
      <span aria-hidden="true">{open ? '✕' : '☰'}</span>
      {/* Named by its visible word (WCAG 2.5.3); aria-expanded says whether the menu is open, the hint what it does. */}
      <span className={styles.menuButtonText}>{productsLabel}</span>
      <span className="visually-hidden">{` (${open ? closeLabel : openLabel})`}</span>
    </button>
  )
}
