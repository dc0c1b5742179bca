'use client'

import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'

import { ScriptedForm } from '@/components/ui/ScriptedForm'
import { fillMessage } from '@/lib/fillMessage'
import type { DeskOrder } from '@/lib/views/staffDesk'

import styles from './desk.module.css'
import { deskLabels } from './labels'
import { postStaff } from './postStaff'

type Choices = NonNullable<DeskOrder['pickupChange']>

/** Moves a SIM card's pickup: only the airports, counters and open times the order form offers; the server checks them again. */
export function PickupChange({ orderId, choices, language, lang }: { orderId: number; choices: Choices; language: string; lang: string }) {
  const t = deskLabels(language)
  const router = useRouter()
  const id = useId()
  const [airportId, setAirportId] = useState(choices.current.airportId ?? choices.airports[0]?.id ?? 0)
  const airport = choices.airports.find((a) => a.id === airportId)
  const [counterId, setCounterId] = useState(choices.current.counterId ?? '')
  const counter = airport?.counters.find((c) => c.id === counterId) ?? airport?.counters[0]
  const [date, setDate] = useState(choices.current.date ?? choices.window.firstDate)
  const [time, setTime] = useState(choices.current.time ?? '')
  const times = counter?.times ?? []
  const chosenTime = times.includes(time) ? time : (times[0] ?? '')
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null)

  async function save(event: React.FormEvent) {
    event.preventDefault()
    setBusy(true)
    setMessage(null)
    const reply = await postStaff<{ changed: boolean; mailedTo: string | null }>('changePickup', { orderId, airportId, counterId: counter?.id ?? '', date, time: chosenTime }, lang)
    setBusy(false)
    if (!reply.ok) return setMessage({ text: [reply.message, ...Object.values(reply.errors ?? {})].join(' '), error: true })
    setMessage({ text: reply.data.changed ? fillMessage(t.pickupChanged, { email: reply.data.mailedTo ?? '' }) : t.pickupUnchanged, error: false })
    router.refresh()
  }

  return (
    <ScriptedForm onSubmit={save} style={{ display: 'grid', gap: '0.5rem' }} data-testid="desk-pickup-change">
      <h3>{t.changePickup}</h3>
      <div className={styles.row}>
        <label htmlFor={`${id}-airport`}>{t.airport}</label>
        <select id={`${id}-airport`} value={airportId} onChange={(e) => setAirportId(Number(e.target.value))} data-testid="pickup-airport">
          {choices.airports.map((a) => <option key={a.id} value={a.id}>{a.name}</option>)}
        </select>
        <label htmlFor={`${id}-counter`}>{t.counter}</label>
        <select id={`${id}-counter`} value={counter?.id ?? ''} onChange={(e) => setCounterId(e.target.value)} data-testid="pickup-counter">
          {(airport?.counters ?? []).map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
        </select>
      </div>
      <div className={styles.row}>
        <label htmlFor={`${id}-date`}>{t.date}</label>
        <input id={`${id}-date`} type="date" required value={date} min={choices.window.firstDate} max={choices.window.lastDate} onChange={(e) => setDate(e.target.value)} data-testid="pickup-date" />
        <label htmlFor={`${id}-time`}>{t.time}</label>
        <select id={`${id}-time`} value={chosenTime} onChange={(e) => setTime(e.target.value)} data-testid="pickup-time">
          {times.map((hhmm) => <option key={hhmm} value={hhmm}>{hhmm}</option>)}
        </select>
        <button type="submit" className={styles.button} disabled={busy} data-testid="pickup-save">{t.savePickup}</button>
      </div>
      <p role="status" aria-live="polite" className={message?.error ? styles.error : undefined} data-testid="pickup-message">{message?.text ?? ''}</p>
    </ScriptedForm>
  )
}
