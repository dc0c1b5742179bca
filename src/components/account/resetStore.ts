'use client'

import { useSyncExternalStore } from 'react'

import type { ForgetChannel } from '@/lib/schemas/account'

/** What /forget hands to /forget/reset in this tab only: where the code went and the code itself. */
export type PendingReset = { channel: ForgetChannel; address: string; code: string }

const KEY = 'password-reset'

export function savePendingReset(value: PendingReset) {
  sessionStorage.setItem(KEY, JSON.stringify(value))
}

export function readPendingReset(): PendingReset | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<PendingReset> | null
    if (!value || (value.channel !== 'email' && value.channel !== 'sms') || typeof value.address !== 'string' || typeof value.code !== 'string') return null
    return value as PendingReset
  } catch {
    return null
  }
}

export function clearPendingReset() {
  sessionStorage.removeItem(KEY)
}

const noSubscription = () => () => undefined
let snapshot: { raw: string | null; value: PendingReset | null } = { raw: null, value: null }
/** A stable snapshot: the same object while the stored value is the same. */
function pendingSnapshot(): PendingReset | null {
  const raw = sessionStorage.getItem(KEY)
  if (raw !== snapshot.raw) snapshot = { raw, value: readPendingReset() }
  return snapshot.value
}

/** The pending reset of this tab; undefined while server-rendering and before hydration. */
export function usePendingReset(): PendingReset | null | undefined {
  return useSyncExternalStore(noSubscription, pendingSnapshot, () => undefined)
}
