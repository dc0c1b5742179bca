'use client'

import { fillMessage } from '@/lib/fillMessage'

import styles from './desk.module.css'
import { deskLabels } from './labels'
import { useStaffAction } from './useStaffAction'

type Props = { order: { id: number; orderNumber: string; email: string }; language: string; lang: string }

/** "Send a new payment link" on an unpaid order's payment card (issue 38 §2): asked first, as it switches the old links off. */
export function PaymentLinkButton({ order, language, lang }: Props) {
  const t = deskLabels(language)
  const { busy, message, run } = useStaffAction(lang, t.done)
  return (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      <div>
        <button
          type="button"
          className={`${styles.button} ${styles.secondary}`}
          disabled={busy}
          data-testid="desk-resend-paymentLink"
          onClick={() => run('resendMail', { orderId: order.id, kind: 'paymentLink' }, fillMessage(t.confirmResendPaymentLink, { order: order.orderNumber, email: order.email }))}
        >
          {t.resendPaymentLink}
        </button>
      </div>
      <p role="status" aria-live="polite" className={message?.error ? styles.error : undefined} data-testid="desk-paylink-message">
        {message?.text ?? ''}
      </p>
    </div>
  )
}
