'use client'

import { useEffect } from 'react'

const RELOADED_AT = 'chunk-reload-at'

export function isChunkLoadError(reason: unknown): boolean {
  const text = reason instanceof Error ? `${reason.name} ${reason.message}` : String(reason ?? '')
  return /ChunkLoadError|Loading chunk [\w-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed/i.test(
    text,
  )
}

/** Spec §8: a failed chunk load (usually a deploy while the page was open) reloads the page, once a minute at most. */
export function reloadForChunkError(reason: unknown) {
  if (!isChunkLoadError(reason)) return false
  const last = Number(sessionStorage.getItem(RELOADED_AT) || 0)
  if (Date.now() - last < 60_000) return false
  sessionStorage.setItem(RELOADED_AT, String(Date.now()))
  window.location.reload()
  return true
}

export function ChunkReload() {
  useEffect(() => {
    const onError = (event: ErrorEvent) => reloadForChunkError(event.error ?? event.message)
    const onRejection = (event: PromiseRejectionEvent) => reloadForChunkError(event.reason)
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])
  return null
}
