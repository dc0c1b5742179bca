'use client'

import { useId, useRef, useState } from 'react'

import { formatNtd } from '@/domain/money'
import { fillMessage } from '@/lib/fillMessage'
import type { DeskOrder } from '@/lib/views/staffDesk'

import styles from './desk.module.css'
import { deskLabels } from './labels'
import { useStaffAction } from './useStaffAction'

type Props = {
  order: { id: number; orderNumber: string; actions: DeskOrder['actions']; hasEsim: boolean; serial: DeskOrder['serial'] }
  language: string
  lang: string
}

/** The order desk's actions: each confirms first, posts to /api/staff/*, then re-reads the receipt. */
export function DeskActions({ order, language, lang }: Props) {
  const t = deskLabels(language)
  const reasonId = useId()
  const { busy, message, run } = useStaffAction(lang, t.done)
  const [waiveFee, setWaiveFee] = useState(false)
  const [reason, setReason] = useState('')
  const [codes, setCodes] = useState<string[] | null>(null)
  const { cancel } = order.actions
  // A redemption: nothing was paid, so no refund, fee or waiver; cancelling gives the serial back.
  const serial = order.serial

  const refund = cancel.kind === 'refund' ? (waiveFee ? cancel.refundTwd + cancel.feeTwd : cancel.refundTwd) : 0
  const fee = waiveFee ? 0 : cancel.feeTwd
  // Setting the traveller's rule aside (a faulty or wrong item) needs a reason too.
  const override = Boolean(cancel.overrides)
  // A waived fee needs its reason before the "cannot be undone" question, said at the field (the server checks it too).
  const reasonMissing = (waiveFee || override) && reason.trim().length < 3
  const [showReasonError, setShowReasonError] = useState(false)
  const reasonInput = useRef<HTMLInputElement>(null)
  const cancelOrder = () => {
    if (reasonMissing) {
      setShowReasonError(true)
      reasonInput.current?.focus()
      return
    }
    const question = override
      ? fillMessage(t.confirmCancelOverride, { order: order.orderNumber, refund: formatNtd(refund), fee: formatNtd(fee) })
      : serial
      ? fillMessage(t.confirmCancelSerial, { order: order.orderNumber, serial: serial.number ?? '' })
      : cancel.kind === 'refund'
        ? fillMessage(t.confirmCancelRefund, { order: order.orderNumber, refund: formatNtd(refund), fee: formatNtd(fee) })
        : fillMessage(t.confirmCancel, { order: order.orderNumber })
    void run('cancel', { orderId: order.id, waiveFee, reason }, question)
  }
  return (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      {cancel.allowed ? (
        <div style={{ display: 'grid', gap: '0.5rem' }}>
          {override ? (
            <p className={styles.notice} data-testid="desk-cancel-override" data-overrides={cancel.overrides}>
              {fillMessage(t.overrideNote, { refusal: cancel.refusalText ?? '' })}
            </p>
          ) : null}
          {cancel.kind === 'refund' && !(serial && !override) ? (
            <label className={styles.check}>
              <input type="checkbox" checked={waiveFee} onChange={(e) => setWaiveFee(e.target.checked)} /> {t.waiveFee}
            </label>
          ) : null}
          <div className={styles.row}>
            <label htmlFor={reasonId}>{t.reason}</label>
            <input
              ref={reasonInput}
              id={reasonId}
              value={reason}
              maxLength={200}
              required={waiveFee || override}
              aria-invalid={showReasonError && reasonMissing ? true : undefined}
              aria-describedby={showReasonError && reasonMissing ? `${reasonId}-error` : undefined}
              onChange={(e) => setReason(e.target.value)}
              style={{ flex: '1 1 16rem', minHeight: '2.25rem' }}
              data-testid="desk-reason"
            />
          </div>
          {showReasonError && reasonMissing ? (
            <p id={`${reasonId}-error`} className={styles.error} data-testid="desk-reason-error">
              {override ? t.overrideReasonRequired : t.waiveReasonRequired}
            </p>
          ) : null}
          <div>
            <button
              type="button"
              className={`${styles.button} ${styles.danger}`}
              disabled={busy}
              data-testid="desk-cancel"
              onClick={cancelOrder}
            >
              {override
                ? fillMessage(t.cancelOverride, { refund: formatNtd(refund), fee: formatNtd(fee) })
                : serial
                  ? t.cancelSerial
                  : cancel.kind === 'free'
                    ? t.cancelFree
                    : fillMessage(t.cancelRefund, { refund: formatNtd(refund), fee: formatNtd(fee) })}
            </button>
          </div>
        </div>
      ) : (
        <p data-testid="desk-cancel-refused" data-reason={cancel.refusal}>
          {cancel.refusal === 'noPayment' ? t.cancelNoPayment : `${t.cancelNotAllowed} ${cancel.refusalText ?? ''}`.trim()}
        </p>
      )}
      <div className={styles.row}>
        {([
          ['confirmation', order.actions.resendConfirmation, t.resendConfirmation],
          ['receipt', order.actions.resendReceipt, t.resendReceipt],
          ['delivery', order.actions.resendMail, t.resendMail],
        ] as const).map(([kind, allowed, text]) =>
          allowed ? (
            <button
              key={kind}
              type="button"
              className={`${styles.button} ${styles.secondary}`}
              disabled={busy}
              data-testid={`desk-resend-${kind}`}
              onClick={() => run('resendMail', { orderId: order.id, kind })}
            >
              {text}
            </button>
          ) : null,
        )}
        {order.actions.invoiceVoid ? (
          <button
            type="button"
            className={`${styles.button} ${styles.secondary}`}
            disabled={busy}
            onClick={() => run('invoice', { orderId: order.id, action: 'void', reason: reason || 'staff' }, fillMessage(t.confirmVoid, { order: order.orderNumber }))}
          >
            {t.invoiceVoid}
          </button>
        ) : null}
        {order.actions.invoiceIssue ? (
          <button type="button" className={`${styles.button} ${styles.secondary}`} disabled={busy} onClick={() => run('invoice', { orderId: order.id, action: 'issue' })}>
            {t.invoiceIssue}
          </button>
        ) : null}
        {order.hasEsim && !codes ? (
          <button type="button" className={`${styles.button} ${styles.secondary}`} disabled={busy} onClick={() => run<{ codes: string[] }>('revealEsim', { orderId: order.id }, undefined, (d) => setCodes(d.codes))}>
            {t.esim}: {t.reveal}
          </button>
        ) : null}
      </div>
      {codes ? <ul>{codes.map((c) => <li key={c}><code>{c}</code></li>)}</ul> : null}
      <p role="status" aria-live="polite" className={message?.error ? styles.error : undefined} data-testid="desk-message">
        {message?.text ?? ''}
      </p>
    </div>
  )
}
