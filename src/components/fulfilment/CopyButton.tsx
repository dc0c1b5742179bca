'use client'

import { useState } from 'react'

import { useScriptGate } from '@/lib/useHydrated'

import styles from './OrderPass.module.css'

/** Copies one value (an activation code to paste on the same phone); says so for screen readers too. */
export function CopyButton({ value, label, copy, copied }: { value: string; label: string; copy: string; copied: string }) {
  const gate = useScriptGate()
  const [done, setDone] = useState(false)
  return (
    <button
      type="button"
      className={styles.copy}
      aria-label={label}
      {...gate}
      onClick={() => {
        void navigator.clipboard?.writeText(value).then(() => {
          setDone(true)
          window.setTimeout(() => setDone(false), 2000)
        })
      }}
    >
      <span aria-live="polite">{done ? copied : copy}</span>
    </button>
  )
}
