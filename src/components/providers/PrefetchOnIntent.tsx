'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { intentPrefetchPath } from '@/lib/prefetchIntent'

/**
 * Prefetches the page behind a link when the visitor points at it, focuses it or touches it — once per page. The
 * storefront's links carry `prefetch={false}` (`@/i18n/navigation`, `@/i18n/ServerLink`): Next would otherwise fetch
 * and decode every link's page as it scrolls into view, right after hydration (src/lib/prefetchIntent.ts). One
 * listener on the document serves every link, those of server components too. Skipped when the visitor asked to save data.
 */
export function PrefetchOnIntent() {
  const router = useRouter()
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection
    if (connection?.saveData) return
    const done = new Set<string>()
    const onIntent = (event: Event) => {
      if (event.type === 'pointerover' && (event as PointerEvent).pointerType === 'touch') return
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!(link instanceof HTMLAnchorElement)) return
      const path = intentPrefetchPath(link.href, window.location, { target: link.target, download: link.hasAttribute('download') })
      if (!path || done.has(path)) return
      done.add(path)
      router.prefetch(path)
    }
    const options = { capture: true, passive: true }
    for (const type of ['pointerover', 'focusin', 'touchstart']) document.addEventListener(type, onIntent, options)
    return () => {
      for (const type of ['pointerover', 'focusin', 'touchstart']) document.removeEventListener(type, onIntent, options)
    }
  }, [router])
  return null
}
