'use client'

import { useTranslations } from 'next-intl'
import { useId, useState, type KeyboardEvent } from 'react'

import { serverErrorsOf } from '@/components/order/serverErrors'
import { FieldError } from '@/components/ui/FieldError'
import { useApi } from '@/components/providers/ApiProvider'
import { CODE_PATTERN, normalisePhone } from '@/domain/verificationCode'
import { useFieldError } from '@/lib/useFieldError'

import { useResendWait } from './useResendWait'
import styles from './Account.module.css'

type Reply = { status: 'codeSent' | 'verified'; message: string }

/**
 * Under the profile's phone: whether the saved number is confirmed, and its confirmation by a code sent by SMS
 * (POST /api/user/verifyPhone). A password-reset code goes by SMS only to a confirmed number. A number being edited
 * is confirmed after it is saved. Lives inside the profile form: its buttons are plain buttons, and Enter in the code
 * field confirms the code instead of saving the profile.
 */
export function PhoneConfirm({ saved, verified, typed, onVerified }: { saved: string | null; verified: boolean; typed: string; onVerified: () => void }) {
  const t = useTranslations('account.profile')
  const tForget = useTranslations('account.forget')
  const fieldError = useFieldError()
  const post = useApi()
  const id = useId()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  /** A refusal that is not about the code (too many requests, SMS unavailable): shown by the buttons. */
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [wait, startWait] = useResendWait()

  if (!saved) return null
  if (normalisePhone(typed) !== normalisePhone(saved)) {
    return normalisePhone(typed) ? (
      <p className={styles.hint} data-testid="phone-save-first">
        {t('phoneSaveFirst')}
      </p>
    ) : null
  }
  if (verified) {
    return (
      <p className={styles.verified} role="status" data-testid="phone-verified">
        {t('phoneVerified')}
      </p>
    )
  }

  async function send(body: { code?: string }) {
    setBusy(true)
    setError(null)
    setProblem(null)
    try {
      // Every refusal is shown here, by the button that caused it (a toast would vanish and cover the header).
      const reply = await post<Reply>('/api/user/verifyPhone', body, { quiet: true })
      if (reply.status === 'codeSent') {
        setSentTo(saved)
        setCode('')
        startWait()
      } else onVerified()
    } catch (failure) {
      const errors = serverErrorsOf(failure)
      if (errors?.code) setError(errors.code)
      else setProblem(failure instanceof Error ? failure.message : null)
    } finally {
      setBusy(false)
    }
  }

  function confirm() {
    if (!CODE_PATTERN.test(code.trim())) {
      setError(fieldError('codeRequired'))
      return
    }
    void send({ code: code.trim() })
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    confirm()
  }

  return (
    <div className={styles.phoneConfirm} data-testid="phone-unverified">
      <p className={styles.hint}>{t('phoneUnverified')}</p>
      {sentTo ? (
        <>
          <p role="status" className={styles.success} data-testid="phone-code-sent">
            {t('phoneCodeSent', { phone: sentTo })}
          </p>
          <div className="field">
            <label htmlFor={`${id}-code`}>{t('phoneCode')}</label>
            <input
              id={`${id}-code`}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              onKeyDown={onKeyDown}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            <FieldError id={`${id}-error`}>{error}</FieldError>
          </div>
          <div className={styles.phoneActions}>
            <button type="button" className="button" onClick={confirm} disabled={busy} data-testid="phone-confirm">
              {busy ? t('phoneConfirming') : t('phoneConfirm')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => void send({})} disabled={busy || wait > 0} data-testid="phone-resend">
              {wait > 0 ? tForget('resend', { seconds: wait }) : t('phoneVerify')}
            </button>
          </div>
        </>
      ) : (
        <button type="button" className="button button--secondary" onClick={() => void send({})} disabled={busy} data-testid="phone-send-code">
          {t('phoneVerify')}
        </button>
      )}
      {problem ? (
        <p role="alert" className={styles.problem} data-testid="phone-problem">
          {problem}
        </p>
      ) : null}
    </div>
  )
}
