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
    const saved = await new Promise<{ ok: boolean; offline: boolean }>((resolve) => {
      const channel = new MessageChannel()
      // A worker that never answers must not leave "Saving…" on the page for good.
      const timer = window.setTimeout(() => resolve({ ok: false, offline: false }), SAVE_TIMEOUT_MS)
      channel.port1.onmessage = (event: MessageEvent<{ ok?: boolean; offline?: boolean }>) => {
        window.clearTimeout(timer)
        resolve({ ok: Boolean(event.data?.ok), offline: Boolean(event.data?.offline) })
      }
      worker.postMessage({ type: 'save', urls: pageResources() }, [channel.port2])
    })
    // The worker could not reach the network: this page is the saved copy (navigator.onLine is not to be trusted).
    report(saved.ok ? 'saved' : saved.offline ? 'showing' : 'unsupported')
  } catch {
    // Registering fails offline (the worker's script cannot be fetched): the page came from the saved copy.
    report(navigator.onLine ? 'unsupported' : 'showing')
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
