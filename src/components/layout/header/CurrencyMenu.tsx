'use client'

import { CURRENCIES, CURRENCY_COOKIE, parseCurrency, type Currency } from '@/domain/currency'
import { LOCALE_COOKIE_MAX_AGE } from '@/domain/locale'
import { useCookie, writeCookie } from '@/lib/clientCookies'
import { CURRENCY_CHOSEN_COOKIE } from '@/lib/cookies'
import { useScriptGate } from '@/lib/useHydrated'

import styles from './Header.module.css'
import { closeWhenLeft, onMenuKey } from './menuKeys'

/**
 * Display currency (spec §4): a menu like the languages', where a currency is chosen by activating it (a click, Enter),
 * never by moving through the list (WCAG 3.2.2: a select that reloaded on change did so on every arrow key). The
 * choice goes in a cookie, then the page reloads so every price follows (the order form keeps its draft).
 */
export function CurrencyMenu({ label, names }: { label: string; names: Record<Currency, string> }) {
  const currency = parseCurrency(useCookie(CURRENCY_COOKIE))
  const gate = useScriptGate()
  const choose = (code: Currency) => {
    writeCookie(CURRENCY_COOKIE, code, LOCALE_COOKIE_MAX_AGE)
    writeCookie(CURRENCY_CHOSEN_COOKIE, '1', LOCALE_COOKIE_MAX_AGE)
    window.location.reload()
  }
  return (
    <details className={styles.dropdown} onKeyDown={onMenuKey} onBlur={closeWhenLeft} data-testid="currency-menu">
      <summary className={styles.dropdownSummary} data-testid="currency-select" data-currency={currency}>
        <span className="visually-hidden">{label}</span>
        <span title={names[currency]}>{` ${currency}`}</span>
      </summary>
      <ul className={styles.dropdownList}>
        {CURRENCIES.map((code) => (
          <li key={code}>
            <button
              type="button"
              className={styles.dropdownButton}
              aria-current={code === currency ? 'true' : undefined}
              data-currency={code}
              // The current one only closes the menu (nothing to reload for).
              onClick={(event) => (code === currency ? event.currentTarget.closest('details')?.removeAttribute('open') : choose(code))}
              {...gate}
            >
              <span className={styles.currencyCode}>{code}</span> {names[code]}
            </button>
          </li>
        ))}
      </ul>
    </details>
  )
}
