'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useLocale, useTranslations } from 'next-intl'
import { useForm } from 'react-hook-form'

import { useApi } from '@/components/providers/ApiProvider'
import { useLoading } from '@/components/ui/LoadingOverlay'
import { localizedPath } from '@/domain/locale'
import { loginSchema, type LoginInput } from '@/lib/schemas/login'
import { useFieldError } from '@/lib/useFieldError'

type LoginReply = { userInfo: { type: 1 | 2 | 3 } }

const HOME_BY_TYPE = { 1: '/personal/order', 2: '/personal/order/b2c', 3: '/personal/order/bbc' } as const

export function LoginForm() {
  const t = useTranslations('login')
  const locale = useLocale()
  const post = useApi()
  const { setLoading } = useLoading()
  const fieldError = useFieldError()
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), mode: 'onTouched' })

  const onSubmit = handleSubmit(async (values) => {
    setLoading(true)
    try {
      const reply = await post<LoginReply>('/api/login', values)
      window.location.assign(localizedPath(locale, HOME_BY_TYPE[reply.userInfo.type] ?? '/personal/order'))
    } catch {
      setLoading(false)
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate data-testid="login-form">
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
        {errors.email ? (
          <p id="login-email-error" className="field-error">
            {fieldError(errors.email.message)}
          </p>
        ) : null}
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
        {errors.password ? (
          <p id="login-password-error" className="field-error">
            {fieldError(errors.password.message)}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button" disabled={isSubmitting} style={{ width: '100%' }}>
        {isSubmitting ? t('submitting') : t('submit')}
      </button>
    </form>
  )
}
