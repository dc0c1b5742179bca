'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useEffect, useState, type ComponentProps } from 'react'
import { useForm } from 'react-hook-form'

import { useApi } from '@/components/providers/ApiProvider'
import { ScriptedForm } from '@/components/ui/ScriptedForm'
import { ApiRequestError } from '@/lib/api-client'
import { lookupSendCodeSchema, lookupVerifySchema, type LookupSendCodeInput, type LookupVerifyInput } from '@/lib/schemas/memberOrders'
import { useFieldError } from '@/lib/useFieldError'
import type { MemberOrderDetail } from '@/lib/views/memberOrder'

import type { PlacedOrderView } from '@/lib/views/order'

import { OrderPanel } from './OrderPanel'
import styles from './MemberOrders.module.css'

type Verified = { lookupToken: string; order: MemberOrderDetail; pay: PlacedOrderView | null }

/** The guest order lookup: number + e-mail → the mailed code → the order (and its cancel). One component per step. */
export function OrderLookupFlow() {
  const [sentTo, setSentTo] = useState<{ values: LookupSendCodeInput; message: string } | null>(null)
  const [verified, setVerified] = useState<Verified | null>(null)
  if (verified) return <OrderPanel initial={verified.order} as={{ kind: 'guest', lookupToken: verified.lookupToken }} found pay={verified.pay} />
  if (sentTo) return <CodeStep sent={sentTo} onVerified={setVerified} onRestart={() => setSentTo(null)} />
  return <RequestStep onSent={setSentTo} />
}


function RequestStep({ onSent }: { onSent: (sent: { values: LookupSendCodeInput; message: string }) => void }) {
  const t = useTranslations('orderLookup')
  const post = useApi()
  const fieldError = useFieldError()
  const [refused, setRefused] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<LookupSendCodeInput>({ resolver: zodResolver(lookupSendCodeSchema), mode: 'onTouched' })
  // Sent here with the order's number (?order=, the 3-D Secure return page): only the e-mail is left to type. Read after
  // hydration, so the page itself stays the same for everyone.
  useEffect(() => {
    const orderNumber = new URLSearchParams(window.location.search).get('order')?.trim().slice(0, 40)
    if (orderNumber) setValue('orderNumber', orderNumber)
  }, [setValue])
  const onSubmit = handleSubmit(async (values) => {
    setRefused(null)
    try {
      const reply = await post<{ message: string }>('/api/orderLookup/sendCode', values, { quiet: true })
      onSent({ values, message: reply.message })
    } catch (e) {
      // Under the button, where it stays (too many codes, no such order…): a toast would be gone in 5 s.
      setRefused(e instanceof Error ? e.message : null)
    }
  })
  return (
    <ScriptedForm onSubmit={onSubmit} noValidate className={styles.lookup} data-testid="lookup-request">
      <TextField id="lookup-order" label={t('orderNumber')} error={fieldError(errors.orderNumber?.message)} autoComplete="off" autoCapitalize="characters" {...register('orderNumber')} />
      <TextField id="lookup-email" label={t('email')} error={fieldError(errors.email?.message)} type="email" autoComplete="email" {...register('email')} />
      <button type="submit" className="button" disabled={isSubmitting} data-testid="lookup-send">
        {isSubmitting ? t('sending') : t('send')}
      </button>
      {refused ? (
        <p className="field-error" role="alert" data-testid="lookup-refused">
          {refused}
        </p>
      ) : null}
    </ScriptedForm>
  )
}

function CodeStep({
  sent,
  onVerified,
  onRestart,
}: {
  sent: { values: LookupSendCodeInput; message: string }
  onVerified: (verified: Verified) => void
  onRestart: () => void
}) {
  const t = useTranslations('orderLookup')
  const post = useApi()
  const fieldError = useFieldError()
  const [serverError, setServerError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
    setFocus,
  } = useForm<LookupVerifyInput>({ resolver: zodResolver(lookupVerifySchema), mode: 'onTouched', defaultValues: { ...sent.values, code: '' } })
  // The send button is gone: the keyboard goes on in the code field (the sent message is announced as a status).
  useEffect(() => setFocus('code'), [setFocus])
  const onSubmit = handleSubmit(async (values) => {
    setServerError(null)
    try {
      onVerified(await post<Verified>('/api/orderLookup/verify', values, { quiet: true }))
    } catch (e) {
      const fields = e instanceof ApiRequestError ? (e.data as { errors?: Record<string, string> } | null)?.errors : undefined
      setServerError(fields?.code ?? (e instanceof Error ? e.message : null))
    }
  })
  const codeError = (errors.code ? fieldError(errors.code.message) : serverError) || undefined
  return (
    <ScriptedForm onSubmit={onSubmit} noValidate className={styles.lookup} data-testid="lookup-code">
      <p role="status" className={styles.success} data-testid="lookup-sent">
        {sent.message}
      </p>
      <TextField
        id="lookup-code-input"
        label={t('code')}
        hint={t('codeHint', { email: sent.values.email })}
        error={codeError}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        {...register('code')}
      />
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={isSubmitting} data-testid="lookup-verify">
          {isSubmitting ? t('verifying') : t('verify')}
        </button>
        <button type="button" className="button button--secondary" onClick={onRestart}>
          {t('restart')}
        </button>
      </div>
    </ScriptedForm>
  )
}

/** A labelled input with its hint and error, tied together for screen readers. */
function TextField({ id, label, hint, error, ...input }: { id: string; label: string; hint?: string; error?: string } & ComponentProps<'input'>) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ')
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={Boolean(error)} aria-describedby={described || undefined} {...input} />
      {hint ? (
        <p id={`${id}-hint`} className={styles.note}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
