'use client'

import { useId, useRef, useState } from 'react'

import { ScriptedForm } from '@/components/ui/ScriptedForm'
import { formatTaipei } from '@/domain/dates'
import { fillMessage } from '@/lib/fillMessage'
import type { TicketCheck } from '@/lib/views/staffDesk'

import styles from './desk.module.css'
import { deskLabels } from './labels'
import { postStaff } from './postStaff'

const REFUSED = new Set(['forged', 'void', 'notPaid', 'alreadyUsed', 'wrongDate'])

/**
 * The ticket check: a scanner types the QR text and Enter (or staff paste it); "Check only" asks, "Admit" lets it
 * through once. The answer is read out (role=status) and the field is cleared and focused for the next ticket.
 */
export function TicketCheckForm({ language, lang }: { language: string; lang: string }) {
  const t = deskLabels(language)
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [qr, setQr] = useState('')
  const [busy, setBusy] = useState(false)
  const [answer, setAnswer] = useState<{ text: string; refused: boolean; result: string } | null>(null)

  function textOf(check: TicketCheck): string {
    if (check.result === 'forged') return t.ticketForged
    const about = { n: check.ticket.index, total: check.ticket.total, item: check.ticket.itemName, date: check.ticket.visitDate ?? '' }
    switch (check.result) {
      case 'void':
        return t.ticketVoid
      case 'notPaid':
        return t.ticketNotPaid
      case 'alreadyUsed':
        return fillMessage(t.ticketAlreadyUsed, { time: formatTaipei(check.usedAt) })
      case 'wrongDate':
        return fillMessage(t.ticketWrongDate, about)
      case 'valid':
        return fillMessage(t.ticketValid, about)
      case 'admitted':
        return fillMessage(t.ticketAdmitted, about)
    }
  }

  async function check(admit: boolean) {
    if (!qr.trim()) return input.current?.focus()
    setBusy(true)
    const reply = await postStaff<TicketCheck>('ticketCheck', { qr, admit }, lang)
    setBusy(false)
    if (!reply.ok) setAnswer({ text: reply.message, refused: true, result: 'error' })
    else setAnswer({ text: textOf(reply.data), refused: REFUSED.has(reply.data.result), result: reply.data.result })
    if (admit || (reply.ok && REFUSED.has(reply.data.result))) setQr('')
    input.current?.focus()
  }

  return (
    <ScriptedForm
      style={{ display: 'grid', gap: '0.75rem', maxWidth: '40rem' }}
      onSubmit={(event) => {
        event.preventDefault()
        void check(true)
      }}
    >
      <label htmlFor={id}>{t.ticketQr}</label>
      <input
        ref={input}
        id={id}
        value={qr}
        maxLength={200}
        autoFocus
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setQr(event.target.value)}
        style={{ minHeight: '2.5rem', fontFamily: 'monospace' }}
        data-testid="ticket-qr"
      />
      <div className={styles.row}>
        <button type="submit" className={styles.button} disabled={busy} data-testid="ticket-admit">
          {t.ticketAdmit}
        </button>
        <button type="button" className={`${styles.button} ${styles.secondary}`} disabled={busy} onClick={() => void check(false)} data-testid="ticket-check">
          {t.ticketCheckOnly}
        </button>
      </div>
      <p role="status" aria-live="assertive" className={`${styles.verdict} ${answer?.refused ? styles.verdictRefused : styles.verdictOk}`} data-testid="ticket-answer" data-result={answer?.result ?? ''} hidden={!answer}>
        {answer?.text ?? ''}
      </p>
    </ScriptedForm>
  )
}
