'use client'

import { useMemo, useSyncExternalStore } from 'react'

import { taipeiNow } from '@/domain/dates'

import type { TaipeiNow } from './types'

const subscribeClock = (onChange: () => void) => {
  const timer = window.setInterval(onChange, 30_000)
  return () => window.clearInterval(timer)
}
const clockStamp = () => {
  const now = taipeiNow()
  return `${now.date} ${now.time}`
}

/**
 * Taipei's date and time for the form's rules (past pickup times and slots, the age, the date windows):
 * the server's clock until React takes over, so both render alike, then the browser's, read every 30 s.
 */
export function useOrderClock(serverNow: TaipeiNow): TaipeiNow {
  const stamp = useSyncExternalStore(subscribeClock, clockStamp, () => `${serverNow.date} ${serverNow.time}`)
  return useMemo<TaipeiNow>(() => {
    const [date, time] = stamp.split(' ') as [string, string]
    return { date, time }
  }, [stamp])
}
