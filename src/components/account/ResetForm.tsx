'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'

import { serverErrorsOf } from '@/components/order/serverErrors'
import { useApi } from '@/components/providers/ApiProvider'
import { ScriptedForm } from '@/components/ui/ScriptedForm'
import { Link, useRouter } from '@/i18n/navigation'
import { newPasswordSchema, type NewPasswordInput } from '@/lib/schemas/account'

import { clearPendingReset, usePendingReset } from './resetStore'
import { NewPasswordFields } from './NewPasswordFields'
import { applyServerErrors } from './serverErrors'
import styles from './Account.module.css'

/** Seconds the success message stays before the login page opens. */
export const BACK_TO_LOGIN_SECONDS = 5

/** /forget/reset: the new password twice, then the success message and a visible countdown back to login. */
export function ResetForm() {
  const t = useTranslations('account.reset')
  const post = useApi()
  const router = useRouter()
  const pending = usePendingReset()
  const [codeProblem, setCodeProblem] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [seconds, setSeconds] = useState(BACK_TO_LOGIN_SECONDS)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordInput>({ resolver: zodResolver(newPasswordSchema), mode: 'onTouched' })

  useEffect(() => {
    if (!done) return
    if (seconds <= 0) {
      router.replace('/login')
      return
    }
    const timer = window.setTimeout(() => setSeconds((s) => s - 1), 1000)
    return () => window.clearTimeout(timer)
  }, [done, seconds, router])

  if (done) {
    return (
      <div data-testid="reset-done">
        <p role="status" className={styles.success}>
          {done}
        </p>
        <p aria-live="polite" data-testid="reset-countdown" className={styles.countdown}>
          {t('countdown', { seconds })}
        </p>
        <Link href="/login" className="button">
          {t('loginNow')}
        </Link>
      </div>
    )
  }

  // Server render and first paint: nothing is known yet about this tab's pending reset.
  if (pending === undefined) return null
  if (pending === null) {
    return (
      <div data-testid="reset-missing">
        <p>{t('missingCode')}</p>
        <Link href="/forget" className="button">
          {t('startOver')}
        </Link>
      </div>
    )
  }

  const onSubmit = handleSubmit(async (values) => {
    const address = pending.channel === 'email' ? { email: pending.address } : { phone: pending.address }
    try {
      const reply = await post<{ message: string }>('/api/findPassword', { ...address, code: pending.code, ...values })
      clearPendingReset()
      setDone(reply.message)
    } catch (error) {
      applyServerErrors(error, setError, ['newPassword', 'confirmPassword'])
      // The code expired or was used up meanwhile: the visitor must ask for a new one.
      const codeError = serverErrorsOf(error)?.code
      if (codeError) setCodeProblem(codeError)
    }
  })

  return (
    <ScriptedForm onSubmit={onSubmit} noValidate data-testid="reset-form">
      {codeProblem ? (
        <div role="alert" className={styles.alert} data-testid="reset-code-problem">
          <p>{codeProblem}</p>
          <Link href="/forget">{t('startOver')}</Link>
        </div>
      ) : null}
      <NewPasswordFields
        idPrefix="reset"
        labels={{ newPassword: t('newPassword'), confirmPassword: t('confirmPassword'), rule: t('rule') }}
        registrations={{ newPassword: register('newPassword'), confirmPassword: register('confirmPassword') }}
        errors={errors}
      />
      <button type="submit" className="button" disabled={isSubmitting} style={{ width: '100%' }}>
        {isSubmitting ? t('submitting') : t('submit')}
      </button>
    </ScriptedForm>
  )
}
