import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { EmptyState } from '@/components/content/EmptyState'
import { PageIntro } from '@/components/content/PageIntro'
import { Pagination } from '@/components/content/Pagination'
import { queryPage, type SearchParams } from '@/components/content/query'
import { ReviewCard } from '@/components/content/ReviewCard'
import styles from '@/components/content/Reviews.module.css'
import { Stars } from '@/components/content/Stars'
import { Link } from '@/i18n/ServerLink'
import { shopParams, type ShopParams } from '@/lib/routeParams'
import { pageMetadata } from '@/server/seo'
import { listReviews } from '@/server/catalog/content'

const PAGE_SIZE = 12

type Props = { params: ShopParams; searchParams: SearchParams }

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await shopParams(params)
  const page = queryPage((await searchParams).page)
  const t = await getTranslations({ locale, namespace: 'reviews' })
  return pageMetadata({
    locale,
    path: page > 1 ? `/recommending?page=${page}` : '/recommending',
    title: t('title'),
    description: t('lead'),
  })
}

/** Traveller reviews (spec: /recommending, the "esteem" list): approved reviews, newest first. */
export default async function ReviewsPage({ params, searchParams }: Props) {
  const { locale } = await shopParams(params)
  const page = queryPage((await searchParams).page)
  const [reviews, t] = await Promise.all([listReviews(locale, { page, pageSize: PAGE_SIZE }), getTranslations('reviews')])
  return (
    <>
      <PageIntro title={t('title')} lead={t('lead')} />
      <div className="container page">
        {reviews.averageRating !== null && reviews.total ? (
          <div className={styles.summary} data-testid="reviews-summary">
            <span className={styles.average} aria-hidden="true">
              {reviews.averageRating.toFixed(1)}
            </span>
            <Stars rating={reviews.averageRating} size="lg" />
            <span className={styles.total}>{t('total', { count: reviews.total })}</span>
            <p className={styles.policy}>{t('policy')}</p>
          </div>
        ) : null}
        {reviews.list.length ? (
          <>
            <ul className={styles.grid}>
              {reviews.list.map((review) => (
                <li key={review.id}>
                  <ReviewCard review={review} headingLevel={2} />
                </li>
              ))}
            </ul>
            <Pagination pathname="/recommending" page={reviews.page} totalPages={reviews.totalPages} />
          </>
        ) : (
          <EmptyState
            testId="reviews-empty"
            title={t('emptyTitle')}
            text={t('emptyText')}
            action={
              <Link href="/cardType" className="button button--secondary">
                {t('browseProducts')}
              </Link>
            }
          />
        )}
      </div>
    </>
  )
}
