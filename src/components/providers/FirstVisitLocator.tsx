'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { CURRENCY_COOKIE } from '@/domain/currency'
import { locationMattersOn, type Preference } from '@/domain/geoPreference'
import { pathWithoutLocale } from '@/domain/listRoutes'
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, localizedPath, type Locale } from '@/domain/locale'
import { readCookie, writeCookie } from '@/lib/clientCookies'
import { CURRENCY_CHOSEN_COOKIE, LOCALE_CHOSEN_COOKIE } from '@/lib/cookies'
import { useCommonText } from '@/components/ui/CommonText'

import styles from './FirstVisitLocator.module.css'

/** Session flag (spec §3): location was already asked in this browser session. */
export const GEO_ASKED_FLAG = 'isGetAddress'

/** Kept in both storages: the spec's session flag, and the same flag for this browser, so a visitor is asked once. */
function alreadyAsked(): boolean {
  try {
    return Boolean(sessionStorage.getItem(GEO_ASKED_FLAG) || localStorage.getItem(GEO_ASKED_FLAG))
  } catch {
    return true
  }
}
function markAsked() {
  try {
    sessionStorage.setItem(GEO_ASKED_FLAG, '1')
    localStorage.setItem(GEO_ASKED_FLAG, '1')
  } catch {
    // Storage refused (private mode): the question may come again next session, nothing worse.
  }
}

async function permissionState(): Promise<PermissionState | 'unknown'> {
  try {
    return (await navigator.permissions.query({ name: 'geolocation' })).state
  } catch {
    return 'unknown'
  }
}

/** Maps the position to a country on our server (/api/geoPreference), then sets language and currency. */
function locate(locale: Locale, path: string, localeChosen: boolean, currencyChosen: boolean) {
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
          window.location.assign(localizedPath(wanted, path))
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
}

/** Answered (either way) or dismissed with Escape: asked once. The keyboard carries on from the page's content, not
 * from the top of the body, unless the focus is elsewhere in the page already (Escape from a field leaves it there). */
function closeBar(bar: HTMLElement | null, setAsking: (asking: boolean) => void) {
  markAsked()
  const from = document.activeElement
  if (!from || from === document.body || bar?.contains(from)) document.getElementById('main')?.focus({ preventScroll: true })
  setAsking(false)
}

/**
 * First visit (spec §4): the visitor's position sets language and currency — never overriding what the
 * visitor already chose in the menus. Asked once per visitor, and only on pages where it matters (not the
 * order form, payment or the member centre). Where the browser already allows the position it is read at
 * once; otherwise a small bar asks first, so the browser's own prompt follows a click, never a page load.
 * Denied, unavailable or timed-out positions are only logged.
 */
export function FirstVisitLocator() {
  const { locale, locate: text } = useCommonText()
  const path = pathWithoutLocale(usePathname())
  const [asking, setAsking] = useState(false)
  const bar = useRef<HTMLDivElement>(null)
  const matters = locationMattersOn(path)

  useEffect(() => {
    if (!matters || alreadyAsked() || !('geolocation' in navigator)) return
    const localeChosen = Boolean(readCookie(LOCALE_CHOSEN_COOKIE))
    const currencyChosen = Boolean(readCookie(CURRENCY_CHOSEN_COOKIE))
    if (localeChosen && currencyChosen) return
    let cancelled = false
    void permissionState().then((state) => {
      if (cancelled) return
      if (state === 'granted') {
        markAsked()
        locate(locale, path, localeChosen, currencyChosen)
      } else if (state === 'denied') {
        markAsked()
      } else {
        setAsking(true)
      }
    })
    return () => {
      cancelled = true
    }
  }, [matters, locale, path])

  const shown = asking && matters
  const answer = (use: boolean) => {
    closeBar(bar.current, setAsking)
    if (use) locate(locale, path, Boolean(readCookie(LOCALE_CHOSEN_COOKIE)), Boolean(readCookie(CURRENCY_CHOSEN_COOKIE)))
  }

  // While the bar is up it must not hide what the keyboard reaches (WCAG 2.4.11): the page scrolls a focused control
  // clear of it (scroll-padding-bottom), and Escape dismisses it (as "Not now") from anywhere on the page.
  useEffect(() => {
    if (!shown) return
    const root = document.documentElement
    // …and the page grows by as much at its end, so its last links can scroll clear of it too (both in globals.css).
    const keep = () => root.style.setProperty('--locate-bar-space', `${(bar.current?.offsetHeight ?? 0) + 24}px`)
    keep()
    const resized = new ResizeObserver(keep)
    if (bar.current) resized.observe(bar.current)
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) closeBar(bar.current, setAsking)
    }
    document.addEventListener('keydown', onKey)
    return () => {
      resized.disconnect()
      root.style.removeProperty('--locate-bar-space')
      document.removeEventListener('keydown', onKey)
    }
  }, [shown])

  if (!shown) return null
  return (
    <div ref={bar} className={styles.bar} role="region" aria-label={text.question} data-testid="locate-prompt">
      <p className={styles.question}>{text.question}</p>
      <div className={styles.actions}>
        <button type="button" className="button" onClick={() => answer(true)} data-testid="locate-use">
          {text.use}
        </button>
        <button type="button" className="button button--secondary" onClick={() => answer(false)} data-testid="locate-dismiss">
          {text.dismiss}
        </button>
      </div>
    </div>
  )
}
