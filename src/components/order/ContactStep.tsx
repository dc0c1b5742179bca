'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useMemo, useState } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'

import { useApi } from '@/components/providers/ApiProvider'
import { isPassportName } from '@/domain/person'
import { CODE_TTL_MS, RESEND_SECONDS } from '@/domain/verificationCode'
import { ApiRequestError } from '@/lib/api-client'
import { useHydrated } from '@/lib/useHydrated'

import { FieldMessage, errorId, fieldId, hintId, useFieldAria, useFieldErrorOf } from './fields'
import styles from './OrderForm.module.css'
import { COUNTRY_CODES, callingCodeFor, splitE164, toE164 } from './phone'
import { CODE_SENT_KEY, readCodeSent, writeStorage, type CodeSent } from './storage'
import type { OrderFormInput } from './types'
import type { MemberAccount } from './useMemberAccount'

type Props = {
  locale: string
  /** The logged-in member's account (null for a guest): it fills the contact, and may waive the code. */
  account: MemberAccount | null
  /** The session proves this e-mail: no code is asked (useMemberAccount). */
  codeWaived: boolean
  /** The contact changed: a code checked earlier no longer counts. */
  onContactChange: () => void
}

/**
 * Step 2: e-mail, phone with country code, and the verification code sent to the e-mail (it proves the
 * address the order and the account hang on, so it is not sent by SMS here).
 */
export function ContactStep({ locale, account, codeWaived, onContactChange }: Props) {
  const t = useTranslations('orderForm')
  const post = useApi()
  const { register, setValue, trigger, getValues, setError, control } = useFormContext<OrderFormInput>()
  // What the visitor typed (country code and national number); the form holds the E.164 number made of it.
  // An empty field starts from the browser's region where that is in the page's language (en-GB → +44), else from
  // the page's language (ja → +81). This step is only mounted in the browser (after step 1), where navigator is.
  const [entry, setEntry] = useState(() =>
    splitE164(String(getValues('phone') ?? ''), callingCodeFor(locale, typeof navigator === 'undefined' ? [] : navigator.languages)),
  )
  // A kept number (a draft, after a reload) still to be written as people there write it (its trunk 0).
  const [kept, setKept] = useState<string | null>(() => String(getValues('phone') ?? '') || null)
  const { countryCode, national } = entry
  const phone = String(useWatch({ control, name: 'phone' }) ?? '')
  // A number put into the form from elsewhere (a kept draft after a reload) is shown split again at once...
  if (phone !== toE164(countryCode, national)) {
    const shown = splitE164(phone, countryCode)
    if (shown.countryCode !== countryCode || shown.national !== national) setEntry(shown)
    if (kept !== (phone || null)) setKept(phone || null)
  }
  // ...and in its national form once libphonenumber has loaded (phoneFormat.ts; not in the form's first load),
  // unless the visitor has typed meanwhile.
  useEffect(() => {
    if (!kept) return
    let current = true
    import('./phoneFormat')
      .then(({ fromE164 }) => {
        if (!current) return
        const shown = fromE164(kept)
        if (toE164(shown.countryCode, shown.national) === kept)
          setEntry((now) => (toE164(now.countryCode, now.national) === kept ? shown : now))
        setKept(null)
      })
      // Without it the number stays shown as split above, which is the same number.
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [kept])
  // A logged-in member starts from their account's e-mail and phone; the code is asked unless the account's e-mail is
  // proven and the order goes to it (codeWaived, decided again by the server from the session).
  useEffect(() => {
    if (!account || getValues('email') || getValues('phone')) return
    if (account.email) setValue('email', account.email, { shouldDirty: true })
    if (account.phone && /^\+\d{6,15}$/.test(account.phone)) setValue('phone', account.phone, { shouldDirty: true })
    // The traveller is most often the member: step 3 starts from the account's passport name and birth date
    // (a name in another script is left for the passport's), which they may change for someone else.
    for (const field of ['surname', 'givenName'] as const) {
      const name = account[field]?.trim()
      if (name && isPassportName(name) && !getValues(field)) setValue(field, name, { shouldDirty: true })
    }
    const birthDate = account.birthday?.slice(0, 10)
    if (birthDate && /^\d{4}-\d{2}-\d{2}$/.test(birthDate) && !getValues('birthDate')) setValue('birthDate', birthDate, { shouldDirty: true })
  }, [account, getValues, setValue])
  const [sending, setSending] = useState(false)
  // A code sent before a language or currency switch (or a reload) to the e-mail still in the form: the form says so,
  // and waits out the same gap, instead of offering a send the server would refuse.
  const [restored] = useState(() => readCodeSent(String(getValues('email') ?? ''), CODE_TTL_MS))
  const [sentTo, setSentTo] = useState<string | null>(restored?.to ?? null)
  const [resendAt, setResendAt] = useState<number | null>(restored?.resendAt ?? null)
  // A send the server refused (too many codes): what it said stays under the button until the wait is over.
  const [refused, setRefused] = useState<string | null>(null)
  const [secondsLeft, setSecondsLeft] = useState(0)

  const emailAria = useFieldAria('email', { hint: true })
  const phoneError = useFieldErrorOf('phone')
  const codeAria = useFieldAria('verificationCode', { hint: true })

  // Region names come from the browser's Intl data, which differs from the server's: only after hydration.
  const hydrated = useHydrated()
  const regionNames = useMemo(() => {
    if (!hydrated) return null
    try {
      return new Intl.DisplayNames([locale], { type: 'region' })
    } catch {
      return null
    }
  }, [locale, hydrated])

  useEffect(() => {
    if (resendAt === null) return
    const tick = () => {
      const left = Math.max(0, Math.ceil((resendAt - Date.now()) / 1000))
      setSecondsLeft(left)
      if (!left) setResendAt(null)
    }
    tick()
    const timer = window.setInterval(tick, 1000)
    return () => window.clearInterval(timer)
  }, [resendAt])

  const updatePhone = (code: string, number: string) => {
    setValue('phone', toE164(code, number), { shouldDirty: true })
    onContactChange()
  }

  async function sendCode() {
    const field = 'email'
    if (!(await trigger(field))) {
      document.getElementById(fieldId('email'))?.focus()
      return
    }
    const address = String(getValues(field) ?? '').trim()
    setSending(true)
    try {
      await post('/api/sendEmail', { email: address, purpose: 'orderContact' })
      setRefused(null)
      setSentTo(address)
      const sentAt = Date.now()
      const sent: CodeSent = { to: address, sentAt, resendAt: sentAt + RESEND_SECONDS * 1000 }
      setResendAt(sent.resendAt)
      writeStorage('session', CODE_SENT_KEY, JSON.stringify(sent))
      document.getElementById(fieldId('verificationCode'))?.focus()
    } catch (error) {
      if (error instanceof ApiRequestError) {
        // 429: no code was sent — said under the button (not only in a passing toast), which waits as long as the server asks.
        if (error.code === 429) {
          const wait = (error.data as { retryAfterSeconds?: number } | null)?.retryAfterSeconds ?? RESEND_SECONDS
          setRefused(error.message)
          setResendAt(Date.now() + wait * 1000)
        }
        const errors = (error.data as { errors?: Record<string, string> } | null)?.errors
        if (errors?.[field]) setError(field, { type: 'server', message: errors[field] })
      }
    } finally {
      setSending(false)
    }
  }

  const waiting = secondsLeft > 0
  const phoneDescribedBy = [hintId('phone'), phoneError ? errorId('phone') : null].filter(Boolean).join(' ')

  return (
    <div className={styles.stack}>
      <div className="field">
        <label htmlFor={fieldId('email')}>{t('fields.email')}</label>
        <input
          id={fieldId('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          {...emailAria}
          {...register('email', { onChange: onContactChange })}
        />
        <p id={hintId('email')} className={styles.hint}>
          {t('emailHint')}
        </p>
        <FieldMessage name="email" />
      </div>

      <fieldset className={styles.group}>
        <legend className={styles.subLegend}>{t('fields.phone')}</legend>
        <div className={styles.phone}>
          <div className="field">
            <label htmlFor="order-phone-country" className={styles.smallLabel}>
              {t('countryCode')}
            </label>
            <select
              id="order-phone-country"
              value={countryCode}
              autoComplete="tel-country-code"
              onChange={(event) => {
                setEntry({ countryCode: event.target.value, national })
                if (national) updatePhone(event.target.value, national)
              }}
              data-testid="phone-country"
            >
              {COUNTRY_CODES.map((entry) => (
                <option key={entry.code} value={entry.code}>
                  +{entry.code} {entry.regions.map((r) => regionNames?.of(r) ?? r).join(' / ')}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={fieldId('phone')} className={styles.smallLabel}>
              {t('phoneNumber')}
            </label>
            <input
              id={fieldId('phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              value={national}
              aria-invalid={Boolean(phoneError)}
              aria-describedby={phoneDescribedBy}
              onChange={(event) => {
                setEntry({ countryCode, national: event.target.value })
                updatePhone(countryCode, event.target.value)
              }}
              onBlur={() => void trigger('phone')}
              data-testid="phone-number"
            />
          </div>
        </div>
        <p id={hintId('phone')} className={styles.hint}>
          {t('phoneHint')}
        </p>
        <FieldMessage name="phone" />
      </fieldset>

      {codeWaived ? (
        <p className={styles.hint} data-testid="code-waived">
          {t('codeWaived', { address: account?.email ?? '' })}
        </p>
      ) : (
      <fieldset className={`${styles.group} ${styles.codeBox}`}>
        <legend className={styles.subLegend}>{t('codeHeading')}</legend>
        <div className={styles.codeRow}>
          <div className="field">
            <label htmlFor={fieldId('verificationCode')}>{t('fields.verificationCode')}</label>
            <input
              id={fieldId('verificationCode')}
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              pattern="[0-9]*"
              className={styles.codeInput}
              {...codeAria}
              {...register('verificationCode', { onChange: onContactChange })}
            />
          </div>
          <button
            type="button"
            className={`button button--secondary ${styles.sendButton}`}
            onClick={() => void sendCode()}
            disabled={sending || waiting}
            aria-busy={sending}
            data-testid="send-code"
          >
            {sending ? t('sending') : refused ? t('sendCode') : waiting ? t('resendIn', { seconds: secondsLeft }) : sentTo ? t('resend') : t('sendCode')}
          </button>
        </div>
        <p
          id={hintId('verificationCode')}
          className={refused && waiting ? styles.codeRefused : styles.hint}
          aria-live="polite"
          data-testid="code-status"
          data-refused={Boolean(refused && waiting)}
        >
          {refused && waiting ? refused : sentTo ? t('codeSentTo', { address: sentTo }) : t('codeHint')}
        </p>
        <FieldMessage name="verificationCode" />
      </fieldset>
      )}
    </div>
  )
}
