'use client'

import { useEffect, useState } from 'react'

import styles from './OrderPass.module.css'

type State = 'idle' | 'saving' | 'saved' | 'showing' | 'unsupported'
export type OfflineTexts = Record<State, string>

/** The service worker that keeps order pages for offline use (public/order-sw.js). */
const WORKER = '/order-sw.js'
/** How long saving may take before the page says it could not keep a copy. */
const SAVE_TIMEOUT_MS = 20_000

/** What this page loaded from our origin (styles, scripts, fonts): kept with it so it renders offline. */
function pageResources(): string[] {
  const own = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${location.origin}/_next/static/`) || url === `${location.origin}/favicon.svg`)
  return [location.href, ...new Set(own)]
}

/**
 * The registration's worker once it is active. Not `navigator.serviceWorker.ready`: that waits for a worker of the
 * scope the document was loaded in, so on an order page reached by a link inside the shop (loaded at /ko/…, outside
 * the order pages' scope) it never resolved, and "Saving…" stayed for good.
 */
function activeWorker(registration: ServiceWorkerRegistration): Promise<ServiceWorker | null> {
  if (registration.active) return Promise.resolve(registration.active)
  const pending = registration.installing ?? registration.waiting
  if (!pending) return Promise.resolve(null)
  return new Promise((resolve) => {
    const timer = window.setTimeout(() => resolve(registration.active), SAVE_TIMEOUT_MS)
    pending.addEventListener('statechange', () => {
      if (pending.state !== 'activated' && pending.state !== 'redundant') return
      window.clearTimeout(timer)
      resolve(pending.state === 'activated' ? pending : registration.active)
    })
  })
}

/** Registers the worker and asks it to save this page; reports each step through `report`. */
async function keepForOffline(scope: string, report: (state: State) => void): Promise<void> {
  await Promise.resolve()
  if (!('serviceWorker' in navigator) || !('caches' in window)) return report('unsupported')
  if (!navigator.onLine) return report('showing')
  report('saving')
  try {
    const worker = await activeWorker(await navigator.serviceWorker.register(WORKER, { scope }))
    if (!worker) return report('unsupported')
    const ok = await new Promise<boolean>((resolve) => {
      const channel = new MessageChannel()
      // A worker that never answers must not leave "Saving…" on the page for good.
      const timer = window.setTimeout(() => resolve(false), SAVE_TIMEOUT_MS)
      channel.port1.onmessage = (event: MessageEvent<{ ok?: boolean }>) => {
        window.clearTimeout(timer)
        resolve(Boolean(event.data?.ok))
      }
      worker.postMessage({ type: 'save', urls: pageResources() }, [channel.port2])
    })
    report(ok ? 'saved' : 'unsupported')
  } catch {
    report('unsupported')
  }
}

/**
 * Registers the order-page service worker (its scope: the order pages of this language only) and asks
 * it to keep this page and what it loaded. Offline, the page comes from that copy and says so.
 */
export function OfflineSaver({ scope, texts }: { scope: string; texts: OfflineTexts }) {
  const [state, setState] = useState<State>('idle')
  useEffect(() => {
    let live = true
    void keepForOffline(scope, (next) => live && setState(next))
    return () => {
      live = false
    }
  }, [scope])
  return (
    <p className={styles.offline} role="status" data-offline={state} data-testid="offline-status">
      {texts[state]}
    </p>
  )
}
