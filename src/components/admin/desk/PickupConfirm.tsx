'use client'

import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'

import styles from './desk.module.css'
import { deskLabels, fill } from './labels'
import { postStaff } from './postStaff'

/** "Mark picked up": the ID check ticked and one card serial per card; the server checks both again. */
export function PickupConfirm({ orderId, quantity, language, lang }: { orderId: number; quantity: number; language: string; lang: string }) {
  const t = deskLabels(language)
  const router = useRouter()
  const base = useId()
  const [serials, setSerials] = useState<string[]>(() => Array.from({ length: quantity }, () => ''))
  const [checked, setChecked] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    setBusy(true)
    setError(null)
    const reply = await postStaff('pickupConfirm', { orderId, serials, idChecked: checked }, lang)
    setBusy(false)
    if (!reply.ok) return setError([reply.message, ...Object.values(reply.errors ?? {})].join(' '))
    router.refresh()
  }

  return (
    <form onSubmit={submit} style={{ display: 'grid', gap: '0.5rem' }} data-testid="pickup-confirm">
      <label className={styles.check}>
        <input type="checkbox" checked={checked} onChange={(e) => setChecked(e.target.checked)} required /> {t.idChecked}
      </label>
      {serials.map((value, i) => (
        <div key={i} className={styles.row}>
          <label htmlFor={`${base}-${i}`}>{fill(t.serial, { n: i + 1 })}</label>
          <input
            id={`${base}-${i}`}
            value={value}
            inputMode="numeric"
            autoComplete="off"
            required
            onChange={(e) => setSerials((now) => now.map((v, j) => (j === i ? e.target.value : v)))}
            style={{ flex: '1 1 14rem', minHeight: '2.25rem' }}
          />
        </div>
      ))}
      <div>
        <button type="submit" className={styles.button} disabled={busy || !checked}>{t.markPickedUp}</button>
      </div>
      <p role="alert" className={styles.error}>{error ?? ''}</p>
    </form>
  )
}
