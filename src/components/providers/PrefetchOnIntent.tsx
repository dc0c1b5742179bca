'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { intentPrefetchPath } from '@/lib/prefetchIntent'

/** What counts as reaching for a link: a mouse or pen over it, the keyboard's focus, a finger's touch. */
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const

/**
 * Prefetches the page behind a link when the visitor points at it, focuses it or touches it. The
 * storefront's links carry `prefetch={false}` (`@/i18n/navigation`, `@/i18n/ServerLink`): Next would otherwise fetch
 * and decode every link's page as it scrolls into view, right after hydration (src/lib/prefetchIntent.ts). One
 * listener on the document serves every link, those of server components too. Skipped when the visitor asked to save data.
 * A second intent asks Next again: its router cache answers a page it holds and fetches one whose entry has expired.
 */
export function PrefetchOnIntent() {
  const router = useRouter()
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection
    if (connection?.saveData) return
    const onIntent = (event: Event) => {
      if (event.type === 'pointerover' && (event as PointerEvent).pointerType === 'touch') return
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!(link instanceof HTMLAnchorElement)) return
      const path = intentPrefetchPath(link.href, window.location, { target: link.target, download: link.hasAttribute('download') })
      if (path) router.prefetch(path)
    }
    const options = { capture: true, passive: true }
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, options)
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, options)
    }
  }, [router])
  return null
}
