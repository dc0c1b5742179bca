'use client'

import { usePathname } from 'next/navigation'

import { Icon } from '@/components/ui/Icon'
import { pathWithoutLocale } from '@/domain/listRoutes'
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALE_INFO, LOCALES, localizedPath, type Locale } from '@/domain/locale'
import { writeCookie } from '@/lib/clientCookies'
import { LOCALE_CHOSEN_COOKIE } from '@/lib/cookies'

import styles from './Header.module.css'
import { closeWhenLeft, onMenuKey } from './menuKeys'

/** Language choice: a real link per language (crawlable, with hreflang); the choice is kept 365 days. */
export function LanguageMenu({ label, current }: { label: string; current: Locale }) {
  // The server render sees the proxy's internal address; pathWithoutLocale reads both the same way.
  const pathname = pathWithoutLocale(usePathname())
  return (
    <details className={styles.dropdown} onKeyDown={onMenuKey} onBlur={closeWhenLeft} data-testid="language-menu">
      {/* Named "Language" and, where it shows (wide screens), the visible language name too (label in name, WCAG 2.5.3). */}
      <summary className={styles.dropdownSummary}>
        <Icon name="globe" className={styles.icon} />
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
