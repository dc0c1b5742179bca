'use client'

import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'

import { ScriptedForm } from '@/components/ui/ScriptedForm'
import { formatNtd } from '@/domain/money'
import { REFUND_REASON_MIN } from '@/domain/staffRefund'
import { fillMessage } from '@/lib/fillMessage'
import type { DeskOrder } from '@/lib/views/staffDesk'

import styles from './desk.module.css'
import { postStaff } from './postStaff'

/** The words of these forms in the desk's language (messages `staffRefund`, translated by the server receipt). */
export type RefundWords = Record<
  'title' | 'amount' | 'left' | 'reason' | 'submit' | 'confirm' | 'pending' | 'done' | 'reasonRequired' | 'undoTitle' | 'undoHelp' | 'undoSubmit' | 'undoConfirm' | 'undone',
  string
>

type Props = { order: { id: number; orderNumber: string; actions: Pick<DeskOrder['actions'], 'refundPart' | 'undoHandover'> }; words: RefundWords; lang: string }

/** One form's reason, its confirm, its post to /api/staff/*, and the answer said where the form is. */
function useStaffForm(lang: string) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null)
  async function post(path: string, body: object, confirmText: string, doneText: string): Promise<boolean> {
    if (!window.confirm(confirmText)) return false
    setBusy(true)
    setMessage(null)
    const reply = await postStaff(path, body, lang)
    setBusy(false)
    if (!reply.ok) {
      setMessage({ text: [reply.message, ...Object.values(reply.errors ?? {})].join(' '), error: true })
      return false
    }
    setMessage({ text: doneText, error: false })
    router.refresh()
    return true
  }
  return { busy, message, setMessage, post }
}

const newRequestKey = () => `desk-refund-${crypto.randomUUID()}`

/** Support's partial or goodwill refund, and taking a mistaken counter handover back (issue 38 §4). */
export function RefundAndUndo({ order, words, lang }: Props) {
  const id = useId()
  const refund = useStaffForm(lang)
  const undo = useStaffForm(lang)
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState('')
  const [undoReason, setUndoReason] = useState('')
  // One key per refund asked for: a double click or a retry of the same refund is the same request to the server.
  const [requestKey, setRequestKey] = useState(newRequestKey)
  const { refundPart, undoHandover } = order.actions
  const amountTwd = Number(amount)

  async function refundNow(event: React.FormEvent) {
    event.preventDefault()
    if (reason.trim().length < REFUND_REASON_MIN) return refund.setMessage({ text: words.reasonRequired, error: true })
    const sent = await refund.post(
      'refund',
      { orderId: order.id, amountTwd, reason, requestKey },
      fillMessage(words.confirm, { amount: formatNtd(amountTwd), order: order.orderNumber }),
      fillMessage(words.done, { amount: formatNtd(amountTwd) }),
    )
    if (sent) {
      setAmount('')
      setReason('')
      setRequestKey(newRequestKey())
    }
  }

  async function undoNow(event: React.FormEvent) {
    event.preventDefault()
    if (undoReason.trim().length < REFUND_REASON_MIN) return undo.setMessage({ text: words.reasonRequired, error: true })
    if (await undo.post('undoHandover', { orderId: order.id, reason: undoReason }, fillMessage(words.undoConfirm, { order: order.orderNumber }), words.undone)) setUndoReason('')
  }

  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {refundPart.allowed || refundPart.pending ? (
        <ScriptedForm onSubmit={refundNow} style={{ display: 'grid', gap: '0.5rem' }} data-testid="desk-refund-part" aria-labelledby={`${id}-refund`}>
          <h3 id={`${id}-refund`}>{words.title}</h3>
          {refundPart.pending ? (
            <p className={styles.notice}>{words.pending}</p>
          ) : (
            <>
              <p>{fillMessage(words.left, { left: formatNtd(refundPart.leftTwd) })}</p>
              <div className={styles.row}>
                <label htmlFor={`${id}-amount`}>{words.amount}</label>
                <input
                  id={`${id}-amount`}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={refundPart.leftTwd}
                  step={1}
                  required
                  value={amount}
                  onChange={(e) => setAmount(e.target.value)}
                  style={{ width: '8rem', minHeight: '2.25rem' }}
                  data-testid="desk-refund-amount"
                />
              </div>
              <div className={styles.row}>
                <label htmlFor={`${id}-reason`}>{words.reason}</label>
                <input
                  id={`${id}-reason`}
                  value={reason}
                  maxLength={200}
                  required
                  onChange={(e) => setReason(e.target.value)}
                  style={{ flex: '1 1 16rem', minHeight: '2.25rem' }}
                  data-testid="desk-refund-reason"
                />
              </div>
              <div>
                <button type="submit" className={`${styles.button} ${styles.danger}`} disabled={refund.busy} data-testid="desk-refund-submit">
                  {words.submit}
                </button>
              </div>
            </>
          )}
          <p role="status" aria-live="polite" className={refund.message?.error ? styles.error : undefined} data-testid="desk-refund-message">
            {refund.message?.text ?? ''}
          </p>
        </ScriptedForm>
      ) : null}
      {undoHandover ? (
        <ScriptedForm onSubmit={undoNow} style={{ display: 'grid', gap: '0.5rem' }} data-testid="desk-undo-handover" aria-labelledby={`${id}-undo`}>
          <h3 id={`${id}-undo`}>{words.undoTitle}</h3>
          <p>{words.undoHelp}</p>
          <div className={styles.row}>
            <label htmlFor={`${id}-undo-reason`}>{words.reason}</label>
            <input
              id={`${id}-undo-reason`}
              value={undoReason}
              maxLength={200}
              required
              onChange={(e) => setUndoReason(e.target.value)}
              style={{ flex: '1 1 16rem', minHeight: '2.25rem' }}
              data-testid="desk-undo-reason"
            />
          </div>
          <div>
            <button type="submit" className={`${styles.button} ${styles.secondary}`} disabled={undo.busy} data-testid="desk-undo-submit">
              {words.undoSubmit}
            </button>
          </div>
          <p role="status" aria-live="polite" className={undo.message?.error ? styles.error : undefined} data-testid="desk-undo-message">
            {undo.message?.text ?? ''}
          </p>
        </ScriptedForm>
      ) : null}
    </div>
  )
}
