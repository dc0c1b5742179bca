'use client'

import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'

import { ScriptedForm } from '@/components/ui/ScriptedForm'
import type { DeskOrder } from '@/lib/views/staffDesk'

import styles from './desk.module.css'
import { fillMessage } from '@/lib/fillMessage'
import { postStaff } from './postStaff'

/** The words of these forms in the desk's language (messages `staffChange`, translated by the server receipt). */
export type ChangeWords = Record<
  | 'visitTitle'
  | 'visitDate'
  | 'visitTime'
  | 'visitSave'
  | 'visitUnchanged'
  | 'visitChanged'
  | 'contactTitle'
  | 'email'
  | 'phone'
  | 'contactSave'
  | 'contactUnchanged'
  | 'contactChanged',
  string
>

type Message = { text: string; error: boolean } | null

/** Posts one change and says the answer where the form is; the receipt reloads after a change. */
function useChange(lang: string) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<Message>(null)
  async function post(path: string, body: object, said: (r: { changed: boolean; mailedTo: string | null }) => string) {
    setBusy(true)
    setMessage(null)
    const reply = await postStaff<{ changed: boolean; mailedTo: string | null }>(path, body, lang)
    setBusy(false)
    if (!reply.ok) return setMessage({ text: [reply.message, ...Object.values(reply.errors ?? {})].join(' '), error: true })
    setMessage({ text: said(reply.data), error: false })
    router.refresh()
  }
  return { busy, message, post }
}

const Said = ({ message, testId }: { message: Message; testId: string }) => (
  <p role="status" aria-live="polite" className={message?.error ? styles.error : undefined} data-testid={testId}>
    {message?.text ?? ''}
  </p>
)

/** Moves a deck ticket's visit: a day in the visit window and a slot time; the server checks the day's slots and seats. */
export function VisitChange({ orderId, choices, words, lang }: { orderId: number; choices: NonNullable<DeskOrder['visitChange']>; words: ChangeWords; lang: string }) {
  const id = useId()
  const [visitDate, setVisitDate] = useState(choices.current.visitDate)
  const [time, setTime] = useState(choices.current.time)
  const { busy, message, post } = useChange(lang)
  return (
    <ScriptedForm
      onSubmit={(e) => {
        e.preventDefault()
        void post('changeVisit', { orderId, visitDate, time }, (r) => (r.changed ? fillMessage(words.visitChanged, { email: r.mailedTo ?? '' }) : words.visitUnchanged))
      }}
      style={{ display: 'grid', gap: '0.5rem' }}
      data-testid="desk-visit-change"
    >
      <h3>{words.visitTitle}</h3>
      <div className={styles.row}>
        <label htmlFor={`${id}-date`}>{words.visitDate}</label>
        <input id={`${id}-date`} type="date" required value={visitDate} min={choices.window.firstDate} max={choices.window.lastDate} onChange={(e) => setVisitDate(e.target.value)} data-testid="visit-date" />
        <label htmlFor={`${id}-time`}>{words.visitTime}</label>
        <select id={`${id}-time`} value={time} onChange={(e) => setTime(e.target.value)} data-testid="visit-time">
          {choices.times.map((hhmm) => <option key={hhmm} value={hhmm}>{hhmm}</option>)}
        </select>
        <button type="submit" className={styles.button} disabled={busy} data-testid="visit-save">{words.visitSave}</button>
      </div>
      <Said message={message} testId="visit-message" />
    </ScriptedForm>
  )
}

/** Corrects the contact e-mail and/or phone (what is left as it is stays); the server checks them as the order form does. */
export function ContactChange({ orderId, current, words, lang }: { orderId: number; current: { email: string; phone: string }; words: ChangeWords; lang: string }) {
  const id = useId()
  const [email, setEmail] = useState(current.email)
  const [phone, setPhone] = useState(current.phone)
  const { busy, message, post } = useChange(lang)
  return (
    <ScriptedForm
      onSubmit={(e) => {
        e.preventDefault()
        void post('changeContact', { orderId, email, phone }, (r) => (r.changed ? fillMessage(words.contactChanged, { email: r.mailedTo ?? '' }) : words.contactUnchanged))
      }}
      style={{ display: 'grid', gap: '0.5rem' }}
      data-testid="desk-contact-change"
    >
      <h3>{words.contactTitle}</h3>
      <div className={styles.row}>
        <label htmlFor={`${id}-email`}>{words.email}</label>
        <input id={`${id}-email`} type="email" required autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} data-testid="contact-email" />
        <label htmlFor={`${id}-phone`}>{words.phone}</label>
        <input id={`${id}-phone`} type="tel" required autoComplete="off" value={phone} onChange={(e) => setPhone(e.target.value)} data-testid="contact-phone" />
        <button type="submit" className={styles.button} disabled={busy} data-testid="contact-save">{words.contactSave}</button>
      </div>
      <Said message={message} testId="contact-message" />
    </ScriptedForm>
  )
}
