'use client'

import { useState } from 'react'

import styles from './desk.module.css'
import { deskLabels } from './labels'
import { postStaff } from './postStaff'

export function ResetMailButton({ memberId, language, lang }: { memberId: number; language: string; lang: string }) {
  const t = deskLabels(language)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState('')
  async function send() {
    if (!window.confirm(t.sendReset)) return
    setBusy(true)
    const reply = await postStaff<{ email: string }>('memberResetMail', { memberId }, lang)
    setBusy(false)
    setMessage(reply.ok ? `${t.done} ${reply.data.email}` : reply.message)
  }
  return (
    <div className={styles.row}>
      <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={send} disabled={busy}>{t.sendReset}</button>
      <span role="status">{message}</span>
    </div>
  )
}
