'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { postStaff } from './postStaff'

/**
 * One desk action's round trip: asks `confirmText` first (when given), posts to /api/staff/<path>, shows the
 * server's localized refusal or `doneText`, and re-reads the server-rendered receipt.
 */
export function useStaffAction(lang: string, doneText: string) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null)
  async function run<T>(path: string, body: object, confirmText?: string, then?: (data: T) => void) {
    if (confirmText && !window.confirm(confirmText)) return
    setBusy(true)
    setMessage(null)
    const reply = await postStaff<T>(path, body, lang)
    setBusy(false)
    if (!reply.ok) {
      setMessage({ text: [reply.message, ...Object.values(reply.errors ?? {})].join(' '), error: true })
      return
    }
    setMessage({ text: doneText, error: false })
    then?.(reply.data)
    router.refresh()
  }
  return { busy, message, run }
}
