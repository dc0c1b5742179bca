'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { z } from 'zod'

import { useApi } from '@/components/providers/ApiProvider'
import { ScriptedForm } from '@/components/ui/ScriptedForm'
import { CODE_TTL_MINUTES } from '@/domain/verificationCode'
import { useRouter } from '@/i18n/navigation'
import { FORGET_CHANNELS, forgetAddressSchema, forgetCodeSchema } from '@/lib/schemas/account'

import { savePendingReset } from './resetStore'
import { applyServerErrors } from './serverErrors'
import { TextField } from './TextField'
import { useResendWait } from './useResendWait'
import styles from './Account.module.css'

const formSchema = z.discriminatedUnion('channel', [
  z.strictObject({ channel: z.literal('email'), email: forgetAddressSchema.shape.email, phone: z.string().optional(), code: forgetCodeSchema }),
  z.strictObject({ channel: z.literal('sms'), phone: forgetAddressSchema.shape.phone, email: z.string().optional(), code: forgetCodeSchema }),
])
type FormValues = z.input<typeof formSchema>

/**
 * /forget: choose e-mail or SMS, send a code (purpose passwordReset), enter it, continue. The reply is
 * the same whether the address has an account or not; the code is checked here and used up on the
 * next page, with the new password.
 */
export function ForgetForm() {
  const t = useTranslations('account.forget')
  const post = useApi()
  const router = useRouter()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [wait, startWait] = useResendWait()
  const [sending, setSending] = useState(false)
  const {
    register,
    handleSubmit,
    control,
    trigger,
    getValues,
    setError,
    clearErrors,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ resolver: zodResolver(formSchema), mode: 'onTouched', defaultValues: { channel: 'email', email: '', phone: '', code: '' } })
  const channel = useWatch({ control, name: 'channel' })

  async function sendCode() {
    const field = channel === 'email' ? 'email' : 'phone'
    clearErrors('code')
    if (!(await trigger(field))) return
    const address = String(getValues(field)).trim()
    setSending(true)
    try {
      if (channel === 'email') await post('/api/sendEmail', { email: address, purpose: 'passwordReset' })
      else await post('/api/sendSms', { phone: address, purpose: 'passwordReset' })
      setSentTo(address)
      startWait()
      // The button waits out its resend delay (disabled, so it drops the focus): the keyboard goes on in the code
      // field, and the "sent" status is announced (WCAG 2.4.3).
      setFocus('code')
    } catch (error) {
      applyServerErrors(error, setError, ['email', 'phone'])
    } finally {
      setSending(false)
    }
  }

  const onSubmit = handleSubmit(async (values) => {
    const address = (values.channel === 'email' ? values.email : values.phone)!.trim()
    const code = values.code.trim()
    try {
      await post('/api/checkCode', { ...(values.channel === 'email' ? { email: address } : { phone: address }), code, purpose: 'passwordReset' })
      savePendingReset({ channel: values.channel, address, code })
      router.push('/forget/reset')
    } catch (error) {
      applyServerErrors(error, setError, ['code', 'email', 'phone'])
    }
  })

  return (
    <ScriptedForm onSubmit={onSubmit} noValidate data-testid="forget-form">
      <fieldset className={styles.choices}>
        <legend>{t('channel')}</legend>
        {FORGET_CHANNELS.map((value) => (
          <label key={value} className={styles.choice}>
            <input type="radio" value={value} {...register('channel', { onChange: () => setSentTo(null) })} />
            {t(value)}
          </label>
        ))}
      </fieldset>
      {channel === 'email' ? (
        <TextField id="forget-email" label={t('emailLabel')} type="email" autoComplete="email" registration={register('email')} error={errors.email} />
      ) : (
        <TextField
          id="forget-phone"
          label={t('phoneLabel')}
          hint={
            <>
              {t('phoneHint')}
              <br />
              {t('smsNote')}
            </>
          }
          type="tel"
          autoComplete="tel"
          registration={register('phone')}
          error={errors.phone}
        />
      )}
      <button type="button" className="button button--secondary" onClick={() => void sendCode()} disabled={sending || wait > 0} data-testid="send-code">
        {wait > 0 ? t('resend', { seconds: wait }) : t('sendCode')}
      </button>
      <p role="status" className={styles.success} data-testid="code-sent">
        {sentTo ? t(channel === 'sms' ? 'smsCodeSent' : 'codeSent', { minutes: CODE_TTL_MINUTES }) : null}
      </p>
      <TextField
        id="forget-code"
        label={t('code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        registration={register('code')}
        error={errors.code}
      />
      <button type="submit" className="button" disabled={isSubmitting} style={{ width: '100%' }}>
        {t('continue')}
      </button>
    </ScriptedForm>
  )
}
