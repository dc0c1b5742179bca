'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { useApi } from '@/components/providers/ApiProvider'
import { ScriptedForm } from '@/components/ui/ScriptedForm'
import { changePassSchema, type ChangePassInput } from '@/lib/schemas/account'

import { NewPasswordFields } from './NewPasswordFields'
import { applyServerErrors } from './serverErrors'
import { TextField } from './TextField'
import styles from './Account.module.css'

const FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const

/** /personal/changePassword: old password, new password (6–12 letters and digits) and its confirmation. */
export function ChangePasswordForm() {
  const t = useTranslations('account.changePassword')
  const post = useApi()
  const [done, setDone] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePassInput>({ resolver: zodResolver(changePassSchema), mode: 'onTouched' })

  const onSubmit = handleSubmit(async (values) => {
    setDone(null)
    try {
      const reply = await post<{ message: string }>('/api/user/changePass', values)
      reset()
      setDone(reply.message)
    } catch (error) {
      applyServerErrors(error, setError, FIELDS)
    }
  })

  return (
    <ScriptedForm onSubmit={onSubmit} noValidate data-testid="change-password-form" className={`card ${styles.form}`}>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <TextField id="old-password" label={t('oldPassword')} type="password" autoComplete="current-password" registration={register('oldPassword')} error={errors.oldPassword} />
      <NewPasswordFields
        idPrefix="new"
        labels={{ newPassword: t('newPassword'), confirmPassword: t('confirmPassword'), rule: t('rule') }}
        registrations={{ newPassword: register('newPassword'), confirmPassword: register('confirmPassword') }}
        errors={errors}
      />
      <button type="submit" className="button" disabled={isSubmitting}>
        {isSubmitting ? t('submitting') : t('submit')}
      </button>
      <p role="status" className={styles.success} data-testid="change-password-done">
        {done}
      </p>
    </ScriptedForm>
  )
}
