'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useLocale, useTranslations } from 'next-intl'
import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import useSWR from 'swr'

import { useApi } from '@/components/providers/ApiProvider'
import { FieldError } from '@/components/ui/FieldError'
import { ScriptedForm } from '@/components/ui/ScriptedForm'
import { countryOptions } from '@/domain/countries'
import { formatDisplayDateTime } from '@/domain/dateDisplay'
import { KYC_IMAGE_TYPES, MAX_KYC_DOCUMENT_BYTES, sniffImageType } from '@/domain/kyc'
import type { Locale } from '@/domain/locale'
import { Link } from '@/i18n/navigation'
import { USER_INFO_COOKIE } from '@/lib/cookies'
import { useCookie } from '@/lib/clientCookies'
import { kycFormSchema, type KycFormInput } from '@/lib/schemas/care'
import { parseUserInfo } from '@/lib/userInfo'
import type { KycStatusView } from '@/lib/views/care'
import { useHydrated } from '@/lib/useHydrated'

import styles from './Care.module.css'
import { applyServerErrors, useFieldText } from './useServerErrors'

type Status = KycStatusView

const IMAGE_FIELDS = ['passportImage', 'secondIdImage'] as const
type ImageField = (typeof IMAGE_FIELDS)[number]

/** A chosen file as base64, checked by its first bytes and size as the server will check it. */
async function readImage(file: File): Promise<{ base64: string } | { error: 'documentNotImage' | 'documentTooLarge' }> {
  if (file.size > MAX_KYC_DOCUMENT_BYTES) return { error: 'documentTooLarge' }
  const bytes = new Uint8Array(await file.arrayBuffer())
  if (!sniffImageType(bytes.subarray(0, 16))) return { error: 'documentNotImage' }
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return { base64: btoa(binary) }
}

/** /authentication: the member's KYC status, and the pre-registration form when one may be sent. */
export function KycPanel() {
  const t = useTranslations('care.kyc')
  const hydrated = useHydrated()
  const loggedIn = parseUserInfo(useCookie(USER_INFO_COOKIE)) !== null
  const { data, error, isLoading, mutate } = useSWR<Status>(hydrated && loggedIn ? '/api/videoCheckInfo' : null)

  if (!hydrated || (loggedIn && isLoading)) {
    return (
      <p className={styles.panel} role="status" aria-busy="true" data-testid="kyc-loading">
        {t('statusTitle')}…
      </p>
    )
  }
  if (!loggedIn) {
    return (
      <section className={styles.panel} aria-labelledby="kyc-login" data-testid="kyc-login">
        <h2 id="kyc-login">{t('loginTitle')}</h2>
        <p className={styles.lead}>{t('loginText')}</p>
        <Link href="/login" className="button">
          {t('loginButton')}
        </Link>
      </section>
    )
  }
  if (error || !data) {
    return (
      <div className={styles.panel} role="alert" data-testid="kyc-error">
        <p className={styles.alert}>{t('loadError')}</p>
        <button type="button" className="button button--secondary" onClick={() => void mutate()}>
          {t('retry')}
        </button>
      </div>
    )
  }
  return (
    <>
      {data.status !== 'none' ? <StatusView status={data} /> : null}
      {data.status === 'none' || data.canResubmit ? <KycForm onSent={(next) => void mutate(next, { revalidate: false })} again={data.status === 'rejected'} /> : null}
    </>
  )
}

function StatusView({ status }: { status: Exclude<Status, { status: 'none' }> }) {
  const t = useTranslations('care.kyc')
  const locale = useLocale() as Locale
  const country = useMemo(() => new Intl.DisplayNames([locale], { type: 'region' }), [locale])
  return (
    <section className={styles.panel} aria-labelledby="kyc-status" data-testid="kyc-status">
      <h2 id="kyc-status">{t('statusTitle')}</h2>
      <p>
        <span className={styles.badge} data-status={status.status} data-testid="kyc-status-badge">
          {t(`status.${status.status}`)}
        </span>
      </p>
      <p className={styles.lead}>{t(`statusText.${status.status}`)}</p>
      {status.status === 'rejected' && status.rejectionReason ? (
        <p className={styles.alert} data-testid="kyc-rejection">
          <strong>{t('rejectionReason')}：</strong>
          {status.rejectionReason}
        </p>
      ) : null}
      <dl className={styles.status}>
        <dt>{t('passportName')}</dt>
        <dd>{status.passportName}</dd>
        <dt>{t('nationality')}</dt>
        <dd>{country.of(status.nationality) ?? status.nationality}</dd>
        <dt>{t('documentNumber')}</dt>
        <dd>{status.documentNumber}</dd>
        <dt>{t('submittedAt')}</dt>
        <dd>{formatDisplayDateTime(new Date(status.submittedAt), locale)}</dd>
      </dl>
    </section>
  )
}

function KycForm({ onSent, again }: { onSent: (status: Status) => void; again: boolean }) {
  const t = useTranslations('care.kyc')
  const locale = useLocale()
  const post = useApi()
  const fieldText = useFieldText()
  const countries = useMemo(() => countryOptions(locale), [locale])
  const [files, setFiles] = useState<Partial<Record<ImageField, File>>>({})
  const [fileErrors, setFileErrors] = useState<Partial<Record<ImageField, string>>>({})
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<KycFormInput>({ resolver: zodResolver(kycFormSchema), mode: 'onTouched', defaultValues: { nationality: '' } })

  const onSubmit = handleSubmit(async (values) => {
    const images: Partial<Record<ImageField, string>> = {}
    const problems: Partial<Record<ImageField, string>> = {}
    for (const field of IMAGE_FIELDS) {
      const file = files[field]
      if (!file) {
        problems[field] = 'documentRequired'
        continue
      }
      const read = await readImage(file)
      if ('error' in read) problems[field] = read.error
      else images[field] = read.base64
    }
    setFileErrors(problems)
    if (Object.keys(problems).length) return
    try {
      const status = await post<Status>('/api/authentication', { ...values, ...images })
      onSent(status)
    } catch (error) {
      applyServerErrors(error, setError, ['passportName', 'nationality', 'documentNumber', 'birthDate'])
      const server = (error as { data?: { errors?: Record<string, string> } }).data?.errors ?? {}
      setFileErrors(Object.fromEntries(IMAGE_FIELDS.filter((f) => server[f]).map((f) => [f, server[f]!])))
    }
  })

  const text = (name: keyof KycFormInput, type: string, extra: Record<string, string> = {}) => (
    <div className="field">
      <label htmlFor={`kyc-${name}`}>{t(name)}</label>
      <input
        id={`kyc-${name}`}
        type={type}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={[name === 'passportName' ? 'kyc-passportName-hint' : '', errors[name] ? `kyc-${name}-error` : ''].filter(Boolean).join(' ') || undefined}
        {...extra}
        {...register(name)}
      />
      {name === 'passportName' ? (
        <p id="kyc-passportName-hint" className={styles.hint}>
          {t('passportNameHint')}
        </p>
      ) : null}
      <FieldError id={`kyc-${name}-error`}>{errors[name] ? fieldText(errors[name]?.message) : null}</FieldError>
    </div>
  )

  return (
    <ScriptedForm className={styles.panel} onSubmit={onSubmit} noValidate aria-labelledby="kyc-form-title" data-testid="kyc-form">
      <h2 id="kyc-form-title">{again ? t('resubmitTitle') : t('formTitle')}</h2>
      <div className={styles.grid}>
        {text('passportName', 'text', { autoComplete: 'name', autoCapitalize: 'characters' })}
        <div className="field">
          <label htmlFor="kyc-nationality">{t('nationality')}</label>
          <select
            id="kyc-nationality"
            aria-invalid={Boolean(errors.nationality)}
            aria-describedby={errors.nationality ? 'kyc-nationality-error' : undefined}
            {...register('nationality')}
          >
            <option value="">{t('nationalityPlaceholder')}</option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
          <FieldError id="kyc-nationality-error">{errors.nationality ? fieldText(errors.nationality.message) : null}</FieldError>
        </div>
        {text('documentNumber', 'text', { autoComplete: 'off', autoCapitalize: 'characters' })}
        {text('birthDate', 'date', { autoComplete: 'bday' })}
        {IMAGE_FIELDS.map((field) => (
          <div className={`field ${styles.wide}`} key={field}>
            <label htmlFor={`kyc-${field}`}>{t(field)}</label>
            <input
              id={`kyc-${field}`}
              type="file"
              accept={KYC_IMAGE_TYPES.join(',')}
              aria-invalid={Boolean(fileErrors[field])}
              aria-describedby={`kyc-image-hint${fileErrors[field] ? ` kyc-${field}-error` : ''}`}
              data-testid={`kyc-${field}`}
              onChange={(event) => {
                const file = event.target.files?.[0]
                setFiles((current) => ({ ...current, [field]: file }))
                setFileErrors((current) => ({ ...current, [field]: undefined }))
              }}
            />
            <FieldError id={`kyc-${field}-error`} testId={`kyc-${field}-error`}>
              {fileErrors[field] ? fieldText(fileErrors[field]) : null}
            </FieldError>
          </div>
        ))}
      </div>
      <p id="kyc-image-hint" className={styles.hint}>
        {t('imageHint')}
      </p>
      <p className={styles.hint} style={{ margin: '0.75rem 0 1.25rem' }}>
        {t('privacy')}
      </p>
      <button type="submit" className="button" disabled={isSubmitting}>
        {isSubmitting ? t('submitting') : t('submit')}
      </button>
    </ScriptedForm>
  )
}
