'use client'

import { useMemo, useState } from 'react'
import useSWR from 'swr'

import { inWindow, visitWindow } from '@/domain/bookingWindow'

import type { ActivityBookInfo, ProductBookInfo, Slot, TaipeiNow } from './types'

const SLOT_REFRESH_MS = 30_000

/** The observation deck's slots as the visit step shows them. */
export type SlotsState = {
  /** The slots of the date shown ([] while loading). */
  list: Slot[]
  /** The list is the server's answer for the date shown (not a placeholder while it loads). */
  loaded: boolean
  isLoading: boolean
  error: boolean
  retry: () => void
  /** The visit date field changed: load that date's seats. */
  showDate: (visitDate: string) => void
}

/**
 * Live seats of the observation deck on the chosen visit date (refreshed every 30 s). The date comes from
 * the field's change event rather than a watch of the form: the form's rules read these seats, so the
 * form is created before anything could watch it.
 */
export function useSlots(info: ProductBookInfo | ActivityBookInfo, now: TaipeiNow, firstVisitDate: string) {
  const [visitDate, setVisitDate] = useState(firstVisitDate)
  const inRange = info.kind === 'observationDeck' && inWindow(visitDate, visitWindow(now.date))
  const swr = useSWR<{ list: Slot[] }>(inRange ? ['/api/activitySlots', { activityId: info.id, visitDate }] : null, {
    refreshInterval: SLOT_REFRESH_MS,
  })
  const data = swr.data
  /** For the rules: the slots of the date (none outside the window), null while unknown or not a deck. */
  const rules = useMemo(
    () => (info.kind === 'observationDeck' ? (inRange ? (data?.list ?? null) : []) : null),
    [info.kind, inRange, data],
  )
  const view: SlotsState = {
    list: data?.list ?? [],
    loaded: Boolean(data),
    isLoading: inRange && swr.isLoading,
    error: Boolean(swr.error),
    retry: () => void swr.mutate(),
    showDate: setVisitDate,
  }
  return { rules, view }
}
