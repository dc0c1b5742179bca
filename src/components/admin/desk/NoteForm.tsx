'use client'

import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'

import { ScriptedForm } from '@/components/ui/ScriptedForm'
import { NOTE_MAX } from '@/domain/orderNotes'

import styles from './desk.module.css'
import { deskLabels } from './labels'
import { postStaff } from './postStaff'

/** Adds an internal note to the order (staff only); the list above it is re-read from the server. */
export function NoteForm({ orderId, language, lang }: { orderId: number; language: string; lang: string }) {
  const t = deskLabels(language)
  const router = useRouter()
  const id = useId()
  const [text, setText] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')

  async function add(event: React.FormEvent) {
    event.preventDefault()
    setBusy(true)
    setError('')
    const reply = await postStaff('note', { orderId, text }, lang)
    setBusy(false)
    if (!reply.ok) return setError([reply.message, ...Object.values(reply.errors ?? {})].join(' '))
    setText('')
    router.refresh()
  }

  return (
    <ScriptedForm onSubmit={add} style={{ display: 'grid', gap: '0.5rem' }}>
      <label htmlFor={id}>{t.note}</label>
      <textarea id={id} value={text} required maxLength={NOTE_MAX} rows={3} onChange={(e) => setText(e.target.value)} data-testid="note-text" style={{ font: 'inherit', padding: '0.5rem' }} />
      <div><button type="submit" className={styles.button} disabled={busy || !text.trim()} data-testid="note-add">{t.addNote}</button></div>
      <p role="status" aria-live="polite" className={styles.error}>{error}</p>
    </ScriptedForm>
  )
}
