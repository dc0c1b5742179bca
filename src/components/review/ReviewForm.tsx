'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import useSWR from 'swr'
import type { z } from 'zod'

import { useApi } from '@/components/providers/ApiProvider'
import { FieldError } from '@/components/ui/FieldError'
import { ScriptedForm } from '@/components/ui/ScriptedForm'
import { REVIEW_TEXT_MAX, REVIEW_TITLE_MAX } from '@/domain/reviews'
import { USER_INFO_COOKIE } from '@/lib/cookies'
import { useCookie } from '@/lib/clientCookies'
import { postReviewSchema } from '@/lib/schemas/redemption'
import { useFieldError } from '@/lib/useFieldError'
import type { PostedReviewView, ReviewStatusView } from '@/lib/views/redemption'

import styles from './ReviewForm.module.css'

export type ReviewTarget = { productId: number } | { activityId: number }
type Input = z.input<typeof postReviewSchema>
type Output = z.output<typeof postReviewSchema>

const RATINGS = [5, 4, 3, 2, 1] as const

/**
 * "Write a review" on a product or activity page: shown only to a logged-in member whose order for it is
 * completed and who has not reviewed it this month (POST /api/user/reviewStatus); the review waits for
 * staff approval before it is public.
 */
export function ReviewForm({ target }: { target: ReviewTarget }) {
  const loggedIn = Boolean(useCookie(USER_INFO_COOKIE))
  const status = useSWR<ReviewStatusView>(loggedIn ? ['/api/user/reviewStatus', target] : null)
  const [sent, setSent] = useState(false)
  const t = useTranslations('reviewForm')
  if (sent)
    return (
      <p className={styles.thanks} role="status" data-testid="review-thanks">
        {t('thanks')}
      </p>
    )
  if (!status.data?.canReview) return null
  return <ReviewFields target={target} onSent={() => setSent(true)} />
}

function ReviewFields({ target, onSent }: { target: ReviewTarget; onSent: () => void }) {
  const t = useTranslations('reviewForm')
  const fieldError = useFieldError()
  const post = useApi()
  const [failure, setFailure] = useState<string | null>(null)
  const { register, handleSubmit, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(postReviewSchema),
    defaultValues: { ...target, title: '', text: '' },
  })
  const { errors, isSubmitting } = formState

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null)
    try {
      await post<PostedReviewView>('/api/user/review', values, { quiet: true })
      onSent()
    } catch (error) {
      setFailure(error instanceof Error ? error.message : '')
    }
  })

  return (
    <ScriptedForm className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="review-form-title" data-testid="review-form">
      <h3 id="review-form-title" className={styles.title}>
        {t('title')}
      </h3>
      <p className={styles.lead}>{t('lead')}</p>
      <fieldset className={styles.stars} aria-describedby={errors.rating ? 'review-rating-error' : undefined}>
        <legend>{t('rating')}</legend>
        {RATINGS.map((value) => (
          <label key={value} className={styles.star}>
            <input type="radio" value={value} {...register('rating', { setValueAs: (v) => (v === '' || v == null ? undefined : Number(v)) })} />
            <span>
              <span aria-hidden="true">{'★'.repeat(value)}</span> {t('stars', { count: value })}
            </span>
          </label>
        ))}
      </fieldset>
      <FieldError id="review-rating-error">{errors.rating ? fieldError(errors.rating.message) : null}</FieldError>
      <div className="field">
        <label htmlFor="review-title">{t('titleLabel')}</label>
        <input id="review-title" maxLength={REVIEW_TITLE_MAX} {...register('title')} />
      </div>
      <div className="field">
        <label htmlFor="review-text">{t('text')}</label>
        <textarea
          id="review-text"
          rows={5}
          maxLength={REVIEW_TEXT_MAX}
          aria-invalid={Boolean(errors.text)}
          aria-describedby={errors.text ? 'review-text-error' : undefined}
          {...register('text')}
        />
        <FieldError id="review-text-error">{errors.text ? fieldError(errors.text.message) : null}</FieldError>
      </div>
      {failure ? (
        <p className="field-error" role="alert" data-testid="review-error">
          {failure}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={isSubmitting} aria-busy={isSubmitting} data-testid="review-submit">
        {isSubmitting ? t('sending') : t('submit')}
      </button>
    </ScriptedForm>
  )
}
