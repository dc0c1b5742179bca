'use client'

import { useSyncExternalStore } from 'react'

import { taipeiDate } from '@/domain/dates'

const noSubscribe = () => () => undefined

/**
 * Today in Taipei, read in the browser; null while rendering on the server, since a cached page may
 * be older than today. Every date picker starts its window here.
 */
export function useTaipeiToday(): string | null {
  return useSyncExternalStore(noSubscribe, taipeiDate, () => null)
}
