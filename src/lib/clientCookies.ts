'use client'

import { useSyncExternalStore } from 'react'

/** Reads a cookie in the browser (null while server-rendering). */
export function readCookie(name: string, source: string = typeof document === 'undefined' ? '' : document.cookie) {
  const match = source.match(new RegExp(`(?:^|;\\s*)${name}=([^;]*)`))
  return match ? decodeURIComponent(match[1]!) : null
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number) {
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax`
}

const noSubscription = () => () => undefined

/** A cookie's value as React state; cookies here change only together with a page load. */
export function useCookie(name: string): string | null {
  return useSyncExternalStore(
    noSubscription,
    () => readCookie(name),
    () => null,
  )
}
