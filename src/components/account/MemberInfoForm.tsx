'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import useSWR from 'swr'

import { FieldError } from '@/components/ui/FieldError'
import { useApi } from '@/components/providers/ApiProvider'
import { ScriptedForm } from '@/components/ui/ScriptedForm'
import { GENDERS } from '@/domain/person'
import { Link } from '@/i18n/navigation'
import { changeDataSchema, type ChangeDataInput } from '@/lib/schemas/account'
import { useFieldError } from '@/lib/useFieldError'

import { PhoneConfirm } from './PhoneConfirm'
import { applyServerErrors } from './serverErrors'
import { TextField } from './TextField'
import styles from './Account.module.css'

type Profile = {
  email: string
  phone: string | null
  phoneVerified: boolean
  surname: string | null
  givenName: string | null
  birthday: string | null
  gender: (typeof GENDERS)[number] | null
}

type FormValues = Omit<ChangeDataInput, 'agree'> & { agree: boolean }

const FIELDS = ['email', 'emailCode', 'phone', 'surname', 'givenName', 'birthday', 'gender', 'agree'] as const

/** /personal/memberInformation: loads the profile (/api/user/info), then the form. */
export function MemberInfo() {
  const t = useTranslations('account.profile')
  const { data, error, isLoading, mutate } = useSWR<Profile>('/api/user/info')
  if (isLoading) return <p aria-busy="true">{t('loading')}</p>
  if (error || !data) {
    return (
      <div role="alert" className={styles.alert}>
        <p>{t('loadError')}</p>
        <button type="button" className="button button--secondary" onClick={() => void mutate()}>
          {t('retry')}
        </button>
      </div>
    )
  }
  return <MemberInfoForm profile={data} onSaved={() => void mutate()} />
}

function MemberInfoForm({ profile, onSaved }: { profile: Profile; onSaved: () => void }) {
  const t = useTranslations('account.profile')
  const fieldError = useFieldError()
  const post = useApi()
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null)
  const [saved, setSaved] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(changeDataSchema) as never,
    mode: 'onTouched',
    defaultValues: {
      email: profile.email,
      phone: profile.phone ?? '',
      surname: profile.surname ?? '',
      givenName: profile.givenName ?? '',
      birthday: profile.birthday?.slice(0, 10) ?? '',
      gender: profile.gender ?? undefined,
      agree: false,
    },
  })
  const email = useWatch({ control, name: 'email' })
  const phone = useWatch({ control, name: 'phone' })
  const emailChanged = email.trim().toLowerCase() !== profile.email.toLowerCase()
  const codeStep = Boolean(codeSentTo) && codeSentTo === email.trim().toLowerCase()

  const onSubmit = handleSubmit(async (values) => {
    setSaved(null)
    const body = { ...values, emailCode: codeStep && values.emailCode ? values.emailCode : undefined }
    try {
      const reply = await post<{ status: 'saved' | 'emailCodeSent'; message: string }>('/api/user/changeData', body)
      if (reply.status === 'emailCodeSent') {
        setCodeSentTo(values.email.trim().toLowerCase())
        setValue('emailCode', '')
        return
      }
      setCodeSentTo(null)
      setSaved(reply.message)
      onSaved()
    } catch (error) {
      applyServerErrors(error, setError, FIELDS)
    }
  })

  return (
    <ScriptedForm onSubmit={onSubmit} noValidate data-testid="member-info-form" className={`card ${styles.form}`}>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <TextField
        id="profile-email"
        label={t('email')}
        hint={emailChanged ? t('emailHint') : undefined}
        type="email"
        autoComplete="email"
        registration={register('email')}
        error={errors.email}
      />
      {codeStep ? (
        <>
          <p role="status" className={styles.success} data-testid="email-code-sent">
            {t('emailCodeSent', { email: codeSentTo! })}
          </p>
          <TextField
            id="profile-email-code"
            label={t('emailCode')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            registration={register('emailCode')}
            error={errors.emailCode}
          />
        </>
      ) : null}
      <TextField id="profile-phone" label={t('phone')} hint={t('phoneHint')} type="tel" autoComplete="tel" registration={register('phone')} error={errors.phone} />
      <PhoneConfirm key={profile.phone ?? ''} saved={profile.phone} verified={profile.phoneVerified} typed={phone} onVerified={onSaved} />
      <div className={styles.row}>
        <TextField id="profile-surname" label={t('surname')} hint={t('nameHint')} autoComplete="family-name" registration={register('surname')} error={errors.surname} />
        <TextField id="profile-given-name" label={t('givenName')} hint={t('nameHint')} autoComplete="given-name" registration={register('givenName')} error={errors.givenName} />
      </div>
      <TextField id="profile-birthday" label={t('birthday')} hint={t('birthdayHint')} type="date" autoComplete="bday" registration={register('birthday')} error={errors.birthday} />
      <fieldset className={styles.choices} aria-describedby={errors.gender ? 'profile-gender-error' : undefined}>
        <legend>{t('gender')}</legend>
        {GENDERS.map((value) => (
          <label key={value} className={styles.choice}>
            <input type="radio" value={value} {...register('gender')} />
            {t(`genders.${value}`)}
          </label>
        ))}
        <FieldError id="profile-gender-error">
          {errors.gender ? (errors.gender.type === 'server' ? errors.gender.message : fieldError(errors.gender.message)) : null}
        </FieldError>
      </fieldset>
      <div className="field">
        <label className={styles.choice}>
          <input type="checkbox" aria-invalid={Boolean(errors.agree)} aria-describedby={errors.agree ? 'profile-agree-error' : undefined} {...register('agree')} />
          {t('agree')}
        </label>
        <p className={styles.hint}>
          <Link href="/personal/service">{t('terms')}</Link> · <Link href="/personal/privacy">{t('privacy')}</Link>
        </p>
        <FieldError id="profile-agree-error">
          {errors.agree ? (errors.agree.type === 'server' ? errors.agree.message : fieldError(errors.agree.message)) : null}
        </FieldError>
      </div>
      <button type="submit" className="button" disabled={isSubmitting}>
        {isSubmitting ? t('submitting') : codeStep ? t('confirmEmail') : t('submit')}
      </button>
      <p role="status" className={styles.success} data-testid="member-info-saved">
        {saved}
      </p>
    </ScriptedForm>
  )
}
