'use client'

import { useLocale } from 'next-intl'

import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALE_INFO, LOCALES, localizedPath } from '@/domain/locale'
import { usePathname } from '@/i18n/navigation'
import { writeCookie } from '@/lib/clientCookies'

import styles from './Header.module.css'

/** Language choice: a real link per language (crawlable, with hreflang); the choice is kept 365 days. */
export function LanguageMenu({ label }: { label: string }) {
  const current = useLocale()
  const pathname = usePathname()
  return (
    <details className={styles.dropdown}>
      <summary className={styles.dropdownSummary} aria-label={label}>
        <span aria-hidden="true">🌐</span> {LOCALE_INFO[current].label}
      </summary>
      <ul className={styles.dropdownList}>
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={localizedPath(locale, pathname)}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === current ? 'true' : undefined}
              onClick={() => writeCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_MAX_AGE)}
            >
              {LOCALE_INFO[locale].label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  )
}
