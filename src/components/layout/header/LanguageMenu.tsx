'use client'

import { usePathname } from 'next/navigation'

import { pathWithoutLocale } from '@/domain/listRoutes'
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALE_INFO, LOCALES, localizedPath, type Locale } from '@/domain/locale'
import { writeCookie } from '@/lib/clientCookies'
import { LOCALE_CHOSEN_COOKIE } from '@/lib/cookies'

import styles from './Header.module.css'

/** Language choice: a real link per language (crawlable, with hreflang); the choice is kept 365 days. */
export function LanguageMenu({ label, current }: { label: string; current: Locale }) {
  // The server render sees the proxy's internal address; pathWithoutLocale reads both the same way.
  const pathname = pathWithoutLocale(usePathname())
  return (
    <details className={styles.dropdown}>
      <summary className={styles.dropdownSummary} aria-label={label}>
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
        </svg>
        <span className={styles.languageLabel}>{LOCALE_INFO[current].label}</span>
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
