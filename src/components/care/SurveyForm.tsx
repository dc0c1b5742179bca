'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm, type FieldError as RhfFieldError, type FieldErrors } from 'react-hook-form'

import { useApi } from '@/components/providers/ApiProvider'
import { FieldError } from '@/components/ui/FieldError'
import { ScriptedForm } from '@/components/ui/ScriptedForm'
import { checkSurveyAnswers, RATING_MAX, RATING_MIN, SURVEY_TEXT_MAX, type SurveyQuestion } from '@/domain/survey'
import { Link } from '@/i18n/navigation'
import { surveyAnswersSchema, type SurveyAnswersInput } from '@/lib/schemas/care'

import styles from './Care.module.css'
import { applyServerErrors, useFieldText } from './useServerErrors'

const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => String(RATING_MIN + i))

/** The traveller survey: e-mail and the staff-written questions, checked by the same rules as the server. */
export function SurveyForm({ questions, orderNumber }: { questions: SurveyQuestion[]; orderNumber?: string }) {
  const t = useTranslations('care.survey')
  const post = useApi()
  const fieldText = useFieldText()
  const [done, setDone] = useState(false)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SurveyAnswersInput>({
    resolver: async (values, context, options) => {
      const result = await zodResolver(surveyAnswersSchema)(values, context, options)
      // The questions' own rules (required, scale, choices) come from the shared domain module.
      const broken = checkSurveyAnswers(questions, values.answers ?? {})
      if (!broken) return result
      const nested = { ...(result.errors as Record<string, unknown>) } as Record<string, unknown>
      const answers: Record<string, RhfFieldError> = { ...((nested.answers as Record<string, RhfFieldError> | undefined) ?? {}) }
      for (const [field, key] of Object.entries(broken)) {
        if (field === 'answers') nested.root = { type: 'rule', message: key }
        else answers[field.slice('answers.'.length)] = { type: 'rule', message: key }
      }
      if (Object.keys(answers).length) nested.answers = answers
      return { values: {}, errors: nested as FieldErrors<SurveyAnswersInput> }
    },
    defaultValues: { email: '', orderNumber: orderNumber ?? '', answers: Object.fromEntries(questions.map((q) => [q.key, ''])) },
  })
  const answerError = (key: string) => errors.answers?.[key]?.message

  const onSubmit = handleSubmit(async (values) => {
    const answers = Object.fromEntries(Object.entries(values.answers).filter(([, v]) => v.trim() !== ''))
    try {
      await post('/api/question/answer_questions', { email: values.email, answers, ...(values.orderNumber ? { orderNumber: values.orderNumber } : {}) })
      setDone(true)
      window.scrollTo({ top: 0 })
    } catch (error) {
      applyServerErrors(error, setError, ['email', 'orderNumber', ...questions.map((q) => `answers.${q.key}`)])
    }
  })

  if (done) {
    return (
      <div className={styles.panel} role="status" data-testid="survey-done">
        <h2>{t('thanksTitle')}</h2>
        <p className={styles.lead}>{t('thanksText')}</p>
        <Link href="/" className="button">
          {t('home')}
        </Link>
      </div>
    )
  }

  const errorId = (name: string) => `survey-${name}-error`
  return (
    <ScriptedForm className={styles.panel} onSubmit={onSubmit} noValidate data-testid="survey-form">
      {questions.map((q) => {
        const error = answerError(q.key)
        const name = `answers.${q.key}` as const
        return (
          <fieldset key={q.key} className={styles.question} aria-describedby={error ? errorId(q.key) : undefined} data-testid={`survey-q-${q.key}`}>
            <legend>
              {q.label}
              {q.required ? <span className={styles.required}>({t('required')})</span> : null}
            </legend>
            {q.kind === 'rating' ? (
              <>
                <div className={styles.scale}>
                  {RATINGS.map((value) => (
                    <label key={value} className={styles.choice}>
                      <input type="radio" value={value} aria-label={t('ratingValue', { value })} {...register(name)} />
                      <span aria-hidden="true">{value}</span>
                    </label>
                  ))}
                </div>
                <div className={styles.scaleEnds} aria-hidden="true">
                  <span>{t('ratingLow')}</span>
                  <span>{t('ratingHigh')}</span>
                </div>
              </>
            ) : q.kind === 'choice' ? (
              <div className={styles.scale}>
                {q.options.map((o) => (
                  <label key={o.value} className={styles.choice}>
                    <input type="radio" value={o.value} {...register(name)} />
                    <span>{o.label}</span>
                  </label>
                ))}
              </div>
            ) : (
              <div className="field">
                <textarea rows={4} maxLength={SURVEY_TEXT_MAX} aria-label={q.label} aria-invalid={Boolean(error)} {...register(name)} />
              </div>
            )}
            <FieldError id={errorId(q.key)}>{error ? fieldText(error) : null}</FieldError>
          </fieldset>
        )
      })}
      {errors.root?.message ? (
        <p className="field-error" role="alert">
          {fieldText(errors.root.message)}
        </p>
      ) : null}
      <div className={styles.grid}>
        <div className="field">
          <label htmlFor="survey-email">{t('email')}</label>
          <input
            id="survey-email"
            type="email"
            autoComplete="email"
            aria-invalid={Boolean(errors.email)}
            aria-describedby={errors.email ? errorId('email') : undefined}
            {...register('email')}
          />
          <FieldError id={errorId('email')}>{errors.email ? fieldText(errors.email.message) : null}</FieldError>
        </div>
        <div className="field">
          <label htmlFor="survey-order">{t('orderNumber')}</label>
          <input
            id="survey-order"
            type="text"
            autoComplete="off"
            aria-invalid={Boolean(errors.orderNumber)}
            aria-describedby={errors.orderNumber ? errorId('orderNumber') : undefined}
            {...register('orderNumber')}
          />
          <FieldError id={errorId('orderNumber')}>{errors.orderNumber ? fieldText(errors.orderNumber.message) : null}</FieldError>
        </div>
      </div>
      <button type="submit" className="button" disabled={isSubmitting}>
        {isSubmitting ? t('submitting') : t('submit')}
      </button>
    </ScriptedForm>
  )
}
