'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { pathWithoutLocale } from '@/domain/listRoutes'
import { useScriptGate } from '@/lib/useHydrated'

import styles from './Header.module.css'

/**
 * The Products/menu button below 968 px: opens the server-rendered menu (`controls`) as a drawer, closes
 * it on Escape (focus back on the button, WCAG 2.1.2), when the focus leaves it and on navigation, and marks the menu link of the
 * current page (aria-current). On wide screens, where the button is hidden, Escape hides a submenu shown
 * by hover or focus and leaves the focus on its top link (content on hover or focus, WCAG 1.4.13).
 */
export function MenuButton({ controls, openLabel, closeLabel, productsLabel }: { controls: string; openLabel: string; closeLabel: string; productsLabel: string }) {
  const pathname = usePathname()
  const button = useRef<HTMLButtonElement>(null)
  const gate = useScriptGate()
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
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      const nav = document.getElementById(controls)
      const within = document.activeElement === button.current || Boolean(nav?.contains(document.activeElement))
      setOpenOn(null)
      // Back on the button that opened the drawer, not lost in the closed menu.
      if (within) button.current?.focus()
    }
    // The focus gone elsewhere (Tab past the last link, Shift+Tab before the button): the drawer would cover
    // the control it went to (WCAG 2.4.11), so it closes.
    const onFocus = (event: FocusEvent) => {
      const nav = document.getElementById(controls)
      const to = event.target as Node | null
      if (to && to !== button.current && !nav?.contains(to)) setOpenOn(null)
    }
    window.addEventListener('keydown', onKey)
    document.addEventListener('focusin', onFocus)
    return () => {
      window.removeEventListener('keydown', onKey)
      document.removeEventListener('focusin', onFocus)
    }
  }, [open, controls])

  useEffect(() => {
    const nav = document.getElementById(controls)
    if (!nav) return
    const shown = () => nav.querySelectorAll<HTMLElement>('li[data-dismissed]')
    const onKey = (event: KeyboardEvent) => {
      // The drawer (small screens) is closed by the listener above.
      if (event.key !== 'Escape' || (button.current && getComputedStyle(button.current).display !== 'none')) return
      const items = [...nav.querySelectorAll<HTMLElement>(':scope > ul > li')].filter((li) => li.matches(':hover, :focus-within'))
      for (const item of items) {
        item.dataset.dismissed = ''
        if (item.contains(document.activeElement)) item.querySelector<HTMLElement>('a')?.focus()
      }
    }
    // A dismissed submenu shows again once the pointer or the focus has left its item and come back.
    const onLeave = (event: Event) => {
      const related = (event as FocusEvent | MouseEvent).relatedTarget as Node | null
      for (const item of shown()) if (!item.contains(related)) delete item.dataset.dismissed
    }
    document.addEventListener('keydown', onKey)
    nav.addEventListener('focusout', onLeave)
    nav.addEventListener('mouseout', onLeave)
    return () => {
      document.removeEventListener('keydown', onKey)
      nav.removeEventListener('focusout', onLeave)
      nav.removeEventListener('mouseout', onLeave)
    }
  }, [controls])

  return (
    <button
      ref={button}
      type="button"
      className={styles.menuButton}
      aria-expanded={open}
      aria-controls={controls}
      onClick={() => setOpenOn(open ? null : pathname)}
      data-testid="menu-button"
      {...gate}
    >
      <span aria-hidden="true">{open ? '✕' : '☰'}</span>
      {/* Named by its visible word (WCAG 2.5.3); aria-expanded says whether the menu is open, the hint what it does. */}
      <span className={styles.menuButtonText}>{productsLabel}</span>
      <span className="visually-hidden">{` (${open ? closeLabel : openLabel})`}</span>
    </button>
  )
}
