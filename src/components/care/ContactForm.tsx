'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { useApi } from '@/components/providers/ApiProvider'
import { FieldError } from '@/components/ui/FieldError'
import { ScriptedForm } from '@/components/ui/ScriptedForm'
import { SUPPORT_MESSAGE_MAX } from '@/domain/support'
import { USER_INFO_COOKIE } from '@/lib/cookies'
import { readCookie, useCookie } from '@/lib/clientCookies'
import { focusOnMount } from '@/lib/focusOnMount'
import { memberContactSchema, visitorContactSchema, type VisitorContactInput } from '@/lib/schemas/care'
import { parseUserInfo } from '@/lib/userInfo'

import styles from './Care.module.css'
import { applyServerErrors, useFieldText } from './useServerErrors'

/**
 * The form of ContactSection (its heading and lead are server-rendered there; this code is loaded when
 * the section comes near the viewport). Contact customer service (spec: "Contact message: content
 * only"). A logged-in member writes only the
 * message (/api/user/service: the account's e-mail is the reply address); a visitor adds an e-mail
 * (/api/contact, rate-limited per client address).
 */
export function ContactForm() {
  const t = useTranslations('care.contact')
  const post = useApi()
  const fieldText = useFieldText()
  const member = parseUserInfo(useCookie(USER_INFO_COOKIE)) !== null
  const [reference, setReference] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<VisitorContactInput>({
    resolver: (values, context, options) =>
      // The login cookie is known only after hydration: the resolver asks at submit time which form this is.
      parseUserInfo(readCookie(USER_INFO_COOKIE)) !== null
        ? // Only the message: an e-mail typed before the login was known stays out of the member's request.
          zodResolver(memberContactSchema as unknown as typeof visitorContactSchema)({ content: values.content } as VisitorContactInput, context, options)
        : zodResolver(visitorContactSchema)(values, context, options),
    mode: 'onTouched',
  })

  const onSubmit = handleSubmit(async (values) => {
    try {
      const reply = member
        ? await post<{ reference: string }>('/api/user/service', { content: values.content })
        : await post<{ reference: string }>('/api/contact', values)
      setReference(reply.reference)
      reset()
    } catch (error) {
      applyServerErrors(error, setError, ['email', 'content'])
    }
  })

  return reference ? (
    <div role="status" data-testid="contact-sent">
      {/* The form (and its button, where the focus was) is gone: the keyboard lands on the confirmation (WCAG 2.4.3). */}
      <p className={styles.success} tabIndex={-1} ref={focusOnMount}>
        {t('sent', { reference })}
      </p>
      <button type="button" className="button button--secondary" onClick={() => setReference(null)}>
        {t('another')}
      </button>
    </div>
  ) : (
    <ScriptedForm onSubmit={onSubmit} noValidate data-testid="contact-form">
      {member ? (
        <p className={styles.hint} style={{ marginBottom: '1rem' }} data-testid="contact-member-note">
          {t('memberNote')}
        </p>
      ) : (
        <div className="field">
          <label htmlFor="contact-email">{t('email')}</label>
          <input
            id="contact-email"
            type="email"
            autoComplete="email"
            aria-invalid={Boolean(errors.email)}
            aria-describedby={errors.email ? 'contact-email-error' : undefined}
            {...register('email')}
          />
          <FieldError id="contact-email-error">{errors.email ? fieldText(errors.email.message) : null}</FieldError>
        </div>
      )}
      <div className="field">
        <label htmlFor="contact-content">{t('content')}</label>
        <textarea
          id="contact-content"
          rows={6}
          maxLength={SUPPORT_MESSAGE_MAX}
          aria-invalid={Boolean(errors.content)}
          aria-describedby={`contact-content-hint${errors.content ? ' contact-content-error' : ''}`}
          {...register('content')}
        />
        <p id="contact-content-hint" className={styles.hint}>
          {t('contentHint', { max: SUPPORT_MESSAGE_MAX })}
        </p>
        <FieldError id="contact-content-error">{errors.content ? fieldText(errors.content.message) : null}</FieldError>
      </div>
      <button type="submit" className="button" disabled={isSubmitting}>
        {isSubmitting ? t('submitting') : t('submit')}
      </button>
    </ScriptedForm>
  )
}
