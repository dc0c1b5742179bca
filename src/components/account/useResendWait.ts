'use client'

import { useEffect, useState } from 'react'

import { RESEND_SECONDS } from '@/domain/verificationCode'

/** Seconds left before another code may be asked for (the server allows one a minute per address), and its start. */
export function useResendWait(): [wait: number, start: () => void] {
  const [wait, setWait] = useState(0)
  useEffect(() => {
    if (wait <= 0) return
    const timer = window.setTimeout(() => setWait((s) => s - 1), 1000)
    return () => window.clearTimeout(timer)
  }, [wait])
  return [wait, () => setWait(RESEND_SECONDS)]
}
