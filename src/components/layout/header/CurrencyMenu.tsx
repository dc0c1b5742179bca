'use client'

import { CURRENCIES, CURRENCY_COOKIE, parseCurrency, type Currency } from '@/domain/currency'
import { LOCALE_COOKIE_MAX_AGE } from '@/domain/locale'
import { useCookie, writeCookie } from '@/lib/clientCookies'
import { CURRENCY_CHOSEN_COOKIE } from '@/lib/cookies'

import styles from './Header.module.css'

/** Display currency (spec §4): stored in a cookie, then the page reloads so every price follows. */
export function CurrencyMenu({ label, names }: { label: string; names: Record<Currency, string> }) {
  const currency = parseCurrency(useCookie(CURRENCY_COOKIE))
  return (
    <label className={styles.currency}>
      <span className="visually-hidden">{label}</span>
      <select
        value={currency}
        data-testid="currency-select"
        onChange={(event) => {
          writeCookie(CURRENCY_COOKIE, parseCurrency(event.target.value), LOCALE_COOKIE_MAX_AGE)
          writeCookie(CURRENCY_CHOSEN_COOKIE, '1', LOCALE_COOKIE_MAX_AGE)
          window.location.reload()
        }}
      >
        {CURRENCIES.map((code) => (
          <option key={code} value={code} title={names[code]}>
            {code}
          </option>
        ))}
      </select>
    </label>
  )
}
