import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { FormattedDate } from '@/components/content/FormattedDate'
import { ReviewLanguage } from '@/components/content/ReviewCard'
import { PageIntro } from '@/components/content/PageIntro'
import styles from '@/components/content/Reviews.module.css'
import { Stars } from '@/components/content/Stars'
import { Link } from '@/i18n/ServerLink'
import { notFoundMetadata } from '@/lib/notFoundMetadata'
import { idParam, parseId, shopParams } from '@/lib/routeParams'
import { jsonLd, pageMetadata } from '@/server/seo'
import { getReview } from '@/server/catalog/content'

export const revalidate = 3600
export const generateStaticParams = async () => []

type Props = { params: Promise<{ locale: string; currency: string; id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await shopParams(params)
  const itemId = parseId(id)
  if (itemId === null) return notFoundMetadata(locale)
  const [review, t] = await Promise.all([getReview(locale, itemId), getTranslations({ locale, namespace: 'reviews' })])
  if (!review) return notFoundMetadata(locale)
  return pageMetadata({
    locale,
    path: `/recommending/${review.id}`,
    // The page speaks the visitor's language; the review's own title (in the reviewer's language) is shown inside it.
    title: t('reviewBy', { name: review.displayName }),
    description: review.text,
    type: 'article',
  })
}

/** One review (spec: /recommending/{id}). */
export default async function ReviewPage({ params }: Props) {
  const { locale, id } = await shopParams(params)
  const [review, t] = await Promise.all([getReview(locale, idParam(id)), getTranslations('reviews')])
  if (!review) notFound()
  const title = t('reviewBy', { name: review.displayName })
  const subject = review.product
    ? { href: `/details/${review.product.id}`, name: review.product.name, cta: t('viewProduct') }
    : review.activity
      ? { href: '/travelActivities', name: review.activity.name, cta: t('viewActivity') }
      : null
  const structured = {
    '@context': 'https://schema.org',
    '@type': 'Review',
    name: review.title || title,
    reviewBody: review.text,
    datePublished: review.reviewedAt,
    author: { '@type': 'Person', name: review.displayName },
    reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    ...(subject ? { itemReviewed: { '@type': 'Product', name: subject.name } } : {}),
  }
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={jsonLd(structured)} />
      <PageIntro title={title} crumbs={[{ label: t('title'), href: '/recommending' }, { label: title }]} />
      <div className="container page">
        <div className={styles.detail}>
          <article className={styles.full} data-testid="review">
            <Stars rating={review.rating} size="lg" />
            {review.title ? (
              <h2 className={styles.reviewTitle} lang={review.language ?? undefined}>
                {review.title}
              </h2>
            ) : null}
            <p className={styles.text} lang={review.language ?? undefined}>
              {review.text}
            </p>
            <p className={styles.meta}>
              {/* Who and when, as the review list writes it. */}
              {review.displayName}
              <span aria-hidden="true"> · </span>
              <FormattedDate iso={review.reviewedAt} />
              <ReviewLanguage language={review.language} />
            </p>
          </article>
          {subject ? (
            <div className={styles.subject}>
              <p>
                {t('about')} <strong>{subject.name}</strong>
              </p>
              <Link href={subject.href} className="button">
                {subject.cta}
              </Link>
            </div>
          ) : null}
          <Link href="/recommending" className={styles.back}>
            <span aria-hidden="true">←</span> {t('backToList')}
          </Link>
        </div>
      </div>
    </>
  )
}
