'use client'

import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'

import { ScriptedForm } from '@/components/ui/ScriptedForm'
import { fillMessage } from '@/lib/fillMessage'

import styles from './desk.module.css'
import { deskLabels } from './labels'
import { postStaff } from './postStaff'

type Card = { card: number; holder: string | null }

/**
 * "Mark picked up": the ID check ticked and the serial (ICCID) of each card, typed against the card's holder; the
 * server checks both again and names a refused serial by its card, which is marked here and read out with the rest.
 */
export function PickupConfirm({ orderId, cards, language, lang }: { orderId: number; cards: Card[]; language: string; lang: string }) {
  const t = deskLabels(language)
  const router = useRouter()
  const base = useId()
  const [serials, setSerials] = useState<string[]>(() => cards.map(() => ''))
  const [checked, setChecked] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    setBusy(true)
    setError(null)
    setFieldErrors({})
    const reply = await postStaff('pickupConfirm', { orderId, serials, idChecked: checked }, lang)
    setBusy(false)
    if (!reply.ok) {
      setFieldErrors(reply.errors ?? {})
      return setError([reply.message, ...Object.values(reply.errors ?? {})].join(' '))
    }
    // The desk reloads the order (now picked up) and says so in its status line, which screen readers announce.
    router.replace(`/admin/pickup-desk?order=${orderId}&handedOver=1`, { scroll: false })
  }

  return (
    <ScriptedForm onSubmit={submit} style={{ display: 'grid', gap: '0.5rem' }} data-testid="pickup-confirm">
      <label className={styles.check}>
        <input type="checkbox" checked={checked} onChange={(e) => setChecked(e.target.checked)} required /> {t.idChecked}
      </label>
      {cards.map(({ card, holder }, i) => {
        const id = `${base}-${i}`
        const problem = fieldErrors[`serials.${i}`]
        return (
          <div key={card} className={styles.row} data-testid="pickup-serial-field">
            <label htmlFor={id}>
              {fillMessage(t.serial, { n: card })} · {holder ?? t.holderNotNamed}
            </label>
            <input
              id={id}
              value={serials[i] ?? ''}
              inputMode="numeric"
              autoComplete="off"
              required
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-error` : undefined}
              onChange={(e) => setSerials((now) => now.map((v, j) => (j === i ? e.target.value : v)))}
              style={{ flex: '1 1 14rem', minHeight: 44 }}
            />
            {problem ? <span id={`${id}-error`} className={styles.error}>{problem}</span> : null}
          </div>
        )
      })}
      <div>
        <button type="submit" className={styles.button} disabled={busy || !checked}>{t.markPickedUp}</button>
      </div>
      <p role="alert" className={styles.error}>{error ?? ''}</p>
    </ScriptedForm>
  )
}
