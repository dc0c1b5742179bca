import { getLocale, getTranslations } from 'next-intl/server'

import type { Locale } from '@/domain/locale'

import { Link } from '@/i18n/ServerLink'
import type { ReviewView } from '@/server/catalog/content'

import { FormattedDate } from './FormattedDate'
import styles from './ReviewCard.module.css'
import { Stars } from './Stars'
import { WrittenIn } from './WrittenIn'

/** A review in another language than the page's says which (it is shown as written, not translated). */
export async function ReviewLanguage({ language }: { language: Locale | null }) {
  if (!language || language === ((await getLocale()) as Locale)) return null
  return (
    <>
      <span aria-hidden="true"> · </span>
      <WrittenIn language={language} testId="review-language" />
    </>
  )
}

/** One traveller review: rating, title (a link to the review's page when `linked`), text, who and when, and what was reviewed. */
export async function ReviewCard({
  review,
  linked = true,
  showSubject = true,
  headingLevel = 3,
}: {
  review: ReviewView
  linked?: boolean
  showSubject?: boolean
  headingLevel?: 2 | 3
}) {
  const t = await getTranslations('reviews')
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const title = review.title || t('reviewBy', { name: review.displayName })
  const subject = review.product
    ? { href: `/details/${review.product.id}`, name: review.product.name }
    : review.activity
      ? { href: '/travelActivities', name: review.activity.name }
      : null
  return (
    <article className={styles.review} data-testid="review-card">
      <Stars rating={review.rating} />
      <Heading className={styles.title} lang={review.title ? (review.language ?? undefined) : undefined}>
        {linked ? <Link href={`/recommending/${review.id}`}>{title}</Link> : title}
      </Heading>
      {/* Reviews stay in the language they were written in. */}
      <p className={`${styles.text} ${linked ? styles.clamp : ''}`} lang={review.language ?? undefined}>
        {review.text}
      </p>
      <p className={styles.meta}>
        <span className={styles.author}>{review.displayName}</span>
        <span aria-hidden="true"> · </span>
        <FormattedDate iso={review.reviewedAt} style="medium" />
        <ReviewLanguage language={review.language} />
      </p>
      {showSubject && subject ? (
        <p className={styles.subject}>
          {t('about')} <Link href={subject.href}>{subject.name}</Link>
        </p>
      ) : null}
    </article>
  )
}
