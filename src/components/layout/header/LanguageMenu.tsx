'use client'

import { usePathname } from 'next/navigation'
import type { FocusEvent, KeyboardEvent } from 'react'

import { pathWithoutLocale } from '@/domain/listRoutes'
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALE_INFO, LOCALES, localizedPath, type Locale } from '@/domain/locale'
import { writeCookie } from '@/lib/clientCookies'
import { LOCALE_CHOSEN_COOKIE } from '@/lib/cookies'

import styles from './Header.module.css'

/**
 * The keys of a disclosure menu (languages, currencies): Escape closes it and puts the focus back on its summary
 * (WCAG 2.1.2, 1.4.13), the arrow keys move through its links or buttons (Tab does too); leaving it with the focus closes it, so
 * the open list never hides the next control the focus lands on (WCAG 2.4.11).
 */
export function onMenuKey(event: KeyboardEvent<HTMLDetailsElement>) {
  const details = event.currentTarget
  if (!details.open) return
  const summary = details.querySelector('summary')
  if (event.key === 'Escape') {
    event.preventDefault()
    details.open = false
    summary?.focus()
    return
  }
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp' && event.key !== 'Home' && event.key !== 'End') return
  const links = [...details.querySelectorAll<HTMLElement>('li a, li button')]
  if (!links.length) return
  event.preventDefault()
  const at = links.indexOf(document.activeElement as HTMLElement)
  const next =
    event.key === 'Home' ? 0 : event.key === 'End' ? links.length - 1 : event.key === 'ArrowDown' ? (at + 1) % links.length : at <= 0 ? links.length - 1 : at - 1
  links[next]!.focus()
}

/** Only when the focus went to another control: a click on a link that takes no focus (Safari) must still land. */
export function closeWhenLeft(event: FocusEvent<HTMLDetailsElement>) {
  const to = event.relatedTarget as Node | null
  if (to && !event.currentTarget.contains(to)) event.currentTarget.open = false
}

/** Language choice: a real link per language (crawlable, with hreflang); the choice is kept 365 days. */
export function LanguageMenu({ label, current }: { label: string; current: Locale }) {
  // The server render sees the proxy's internal address; pathWithoutLocale reads both the same way.
  const pathname = pathWithoutLocale(usePathname())
  return (
    <details className={styles.dropdown} onKeyDown={onMenuKey} onBlur={closeWhenLeft} data-testid="language-menu">
      {/* Named "Language" and, where it shows (wide screens), the visible language name too (label in name, WCAG 2.5.3). */}
      <summary className={styles.dropdownSummary}>
        <span className={`${styles.icon} ${styles.iconGlobe}`} aria-hidden="true" />
        <span className="visually-hidden">{label}</span>
        <span className={styles.languageLabel} lang={current}>
          {` ${LOCALE_INFO[current].label}`}
        </span>
      </summary>
      <ul className={styles.dropdownList}>
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={localizedPath(locale, pathname)}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === current ? 'true' : undefined}
              onClick={(event) => {
                writeCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_MAX_AGE)
                writeCookie(LOCALE_CHOSEN_COOKIE, '1', LOCALE_COOKIE_MAX_AGE)
                // The same page in the other language, query included (an order page's key, a search).
                if (window.location.search) event.currentTarget.href = `${localizedPath(locale, pathname)}${window.location.search}`
              }}
            >
              {LOCALE_INFO[locale].label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  )
}
