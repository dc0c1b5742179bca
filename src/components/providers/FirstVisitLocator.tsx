'use client'

import { useLocale } from 'next-intl'
import { useEffect } from 'react'

import { CURRENCY_COOKIE } from '@/domain/currency'
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, localizedPath, type Locale } from '@/domain/locale'
import type { Preference } from '@/domain/geoPreference'
import { usePathname } from '@/i18n/navigation'
import { readCookie, writeCookie } from '@/lib/clientCookies'
import { CURRENCY_CHOSEN_COOKIE, LOCALE_CHOSEN_COOKIE } from '@/lib/cookies'

/** Session flag (spec §3): location was already asked in this browser session. */
export const GEO_ASKED_FLAG = 'isGetAddress'

/**
 * First visit (spec §4): asks the browser's position once per session, maps it to a country on our
 * server (/api/geoPreference), then sets language and currency — never overriding what the visitor
 * already chose in the menus. Denied, unavailable or timed-out positions are only logged.
 */
export function FirstVisitLocator() {
  const locale = useLocale()
  const pathname = usePathname()
  useEffect(() => {
    if (sessionStorage.getItem(GEO_ASKED_FLAG)) return
    sessionStorage.setItem(GEO_ASKED_FLAG, '1')
    const localeChosen = Boolean(readCookie(LOCALE_CHOSEN_COOKIE))
    const currencyChosen = Boolean(readCookie(CURRENCY_CHOSEN_COOKIE))
    if ((localeChosen && currencyChosen) || !('geolocation' in navigator)) return

    navigator.geolocation.getCurrentPosition(
      async ({ coords }) => {
        try {
          const response = await fetch('/api/geoPreference', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ latitude: coords.latitude, longitude: coords.longitude }),
          })
          const envelope = (await response.json()) as { code: number; data: Preference & { country: string | null } }
          if (envelope.code !== 200) return console.warn('geoPreference failed', envelope)
          const { locale: wanted, currency } = envelope.data
          let changed = false
          if (!currencyChosen && readCookie(CURRENCY_COOKIE) !== currency) {
            writeCookie(CURRENCY_COOKIE, currency, LOCALE_COOKIE_MAX_AGE)
            changed = true
          }
          if (!localeChosen && wanted !== locale) {
            writeCookie(LOCALE_COOKIE, wanted, LOCALE_COOKIE_MAX_AGE)
            window.location.assign(localizedPath(wanted as Locale, pathname))
          } else if (changed) {
            window.location.reload()
          }
        } catch (error) {
          console.warn('geoPreference failed', error)
        }
      },
      (error) => console.info(`geolocation not used (${error.code}): ${error.message}`),
      { timeout: 10_000, maximumAge: 600_000 },
    )
  }, [locale, pathname])
  return null
}
