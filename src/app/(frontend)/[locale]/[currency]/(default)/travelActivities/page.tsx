import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { ActivityCard } from '@/components/activity/ActivityCard'
import styles from '@/components/activity/ActivityCard.module.css'
import { EmptyState } from '@/components/content/EmptyState'
import { PageIntro } from '@/components/content/PageIntro'
import { Link } from '@/i18n/ServerLink'
import { ClientMessages } from '@/components/providers/ClientMessages'
import { shopParams, type ShopParams } from '@/lib/routeParams'
import { pageMetadata } from '@/server/seo'
import { listActivities, pricer } from '@/server/catalog/shopReads'

export const revalidate = 3600

type Props = { params: ShopParams }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await shopParams(params)
  const t = await getTranslations({ locale, namespace: 'activities' })
  return pageMetadata({ locale, path: '/travelActivities', title: t('title'), description: t('lead') })
}

/** Tickets and activities (spec: /travelActivities): the airport rail ticket and the observation deck with live slots. */
export default async function TravelActivitiesPage({ params }: Props) {
  const { locale, currency } = await shopParams(params)
  const [activities, price, t] = await Promise.all([
    listActivities(locale),
    pricer(currency, locale),
    getTranslations('activities'),
  ])
  return (
    <>
      <PageIntro title={t('title')} lead={t('lead')} />
      <div className={`container page ${styles.list}`}>
        {activities.length ? (
          <ClientMessages namespaces={['activities']}>
            {activities.map((activity, index) => (
              <ActivityCard key={activity.id} activity={activity} price={price} priority={index === 0} />
            ))}
          </ClientMessages>
        ) : (
          <EmptyState
            testId="activities-empty"
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
