'use client'

import { useSyncExternalStore } from 'react'

const noSubscribe = () => () => undefined

/** False on the server and while hydrating, true once React runs this component in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  )
}
