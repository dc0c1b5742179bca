'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { browserSupportsWebAuthn, startAuthentication } from '@simplewebauthn/browser'
import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { FieldError } from '@/components/ui/FieldError'
import { useApi } from '@/components/providers/ApiProvider'
import { useLoading } from '@/components/ui/LoadingOverlay'
import { formatDisplayTime } from '@/domain/dateDisplay'
import { localizedPath } from '@/domain/locale'
import { RETURN_PARAM, safeReturnPath } from '@/domain/returnPath'
import { ApiRequestError } from '@/lib/api-client'
import { ORDERS_HOME } from '@/domain/roles'
import { loginSchema, type LoginInput } from '@/lib/schemas/login'
import { useFieldError } from '@/lib/useFieldError'
import { useHydrated, useScriptGate } from '@/lib/useHydrated'
import { ScriptedForm } from '@/components/ui/ScriptedForm'

type LoginReply = { userInfo: { type: 1 | 2 | 3 } }


type Lockout = { until: Date; minutes: number }

/** When a refusal after too many failures (429) lets the visitor try again, or null. */
function lockoutOf(error: unknown): Lockout | null {
  if (!(error instanceof ApiRequestError) || error.code !== 429) return null
  const seconds = (error.data as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds
  if (typeof seconds !== 'number' || seconds <= 0) return null
  return { until: new Date(Date.now() + seconds * 1000), minutes: Math.max(1, Math.ceil(seconds / 60)) }
}

export function LoginForm() {
  const t = useTranslations('login')
  const locale = useLocale()
  const post = useApi()
  const { setLoading } = useLoading()
  const fieldError = useFieldError()
  const [locked, setLocked] = useState<Lockout | null>(null)
  /** The refusal beside the form too (the spec's toast goes after 5 s and covers the header), focus back in the password. */
  const [failure, setFailure] = useState<string | null>(null)
  const hydrated = useHydrated()
  const gate = useScriptGate()
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), mode: 'onTouched' })

  /** Back where the route guard found the visitor (a path of this site only), else the member's home. */
  const goOn = (reply: LoginReply) => {
    const back = safeReturnPath(new URLSearchParams(window.location.search).get(RETURN_PARAM))
    window.location.assign(back ?? localizedPath(locale, ORDERS_HOME[reply.userInfo.type] ?? ORDERS_HOME[1]))
  }

  /** A passkey of this site, offered by the browser's own prompt (no e-mail typed): the server finds its member. */
  async function passkeyLogin() {
    setLocked(null)
    setFailure(null)
    try {
      const { options } = await post<{ options: Parameters<typeof startAuthentication>[0]['optionsJSON'] }>('/api/passkey/loginOptions', {})
      const response = await startAuthentication({ optionsJSON: options })
      setLoading(true)
      goOn(await post<LoginReply>('/api/passkey/login', { response }))
    } catch (error) {
      setLoading(false)
      const lockout = lockoutOf(error)
      setLocked(lockout)
      // The visitor closed the browser's prompt: nothing to say.
      if (!lockout && error instanceof ApiRequestError) setFailure(error.message)
    }
  }

  const onSubmit = handleSubmit(async (values) => {
    setLoading(true)
    setLocked(null)
    setFailure(null)
    try {
      goOn(await post<LoginReply>('/api/login', values))
    } catch (error) {
      const lockout = lockoutOf(error)
      setLocked(lockout)
      setFailure(lockout ? null : error instanceof Error ? error.message : null)
      setLoading(false)
      if (!lockout) setFocus('password', { shouldSelect: true })
    }
  })

  return (
    <ScriptedForm onSubmit={onSubmit} noValidate data-testid="login-form">
      {locked ? (
        <p role="alert" className="field-error" data-testid="login-locked" style={{ marginBottom: '1rem' }}>
          {t('lockedUntil', {
            time: formatDisplayTime(locked.until),
            minutes: locked.minutes,
          })}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="field-error" data-testid="login-failed" style={{ marginBottom: '1rem' }}>
          {failure}
        </p>
      ) : null}
      <div className="field">
        <label htmlFor="login-email">{t('email')}</label>
        <input
          id="login-email"
          type="email"
          autoComplete="email"
          aria-invalid={Boolean(errors.email)}
          aria-describedby={errors.email ? 'login-email-error' : undefined}
          {...register('email')}
        />
        <FieldError id="login-email-error">{errors.email ? fieldError(errors.email.message) : null}</FieldError>
      </div>
      <div className="field">
        <label htmlFor="login-password">{t('password')}</label>
        <input
          id="login-password"
          type="password"
          autoComplete="current-password"
          aria-invalid={Boolean(errors.password)}
          aria-describedby={errors.password ? 'login-password-error' : undefined}
          {...register('password')}
        />
        <FieldError id="login-password-error">{errors.password ? fieldError(errors.password.message) : null}</FieldError>
      </div>
      <button type="submit" className="button" disabled={isSubmitting} style={{ width: '100%' }}>
        {isSubmitting ? t('submitting') : t('submit')}
      </button>
      {/* There from the first paint, waiting for the script like the other controls: a button that appeared at hydration
          moved the page under a tap aimed at the links beside the form (the order lookup link took the tap's miss). Only
          a browser without passkeys loses it then. */}
      {!hydrated || browserSupportsWebAuthn() ? (
        <button
          type="button"
          className="button button--secondary"
          style={{ width: '100%', marginTop: '0.75rem' }}
          onClick={() => void passkeyLogin()}
          data-testid="passkey-login"
          {...gate}
        >
          {t('withPasskey')}
        </button>
      ) : null}
    </ScriptedForm>
  )
}
