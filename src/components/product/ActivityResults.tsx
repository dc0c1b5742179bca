import { getTranslations } from 'next-intl/server'

import { CatalogImage } from '@/components/content/CatalogImage'
import { Price } from '@/components/ui/Price'
import { activityFromPriceTwd } from '@/domain/pricing'
import { Link } from '@/i18n/ServerLink'
import type { ActivityView } from '@/server/catalog/activities'
import type { pricer } from '@/server/catalog/rates'

import catalogStyles from './Catalog.module.css'
import cardStyles from './ProductCard.module.css'
import gridStyles from './ProductGrid.module.css'

/**
 * The tickets a product search found as well (someone typing "MRT" or "捷运" in the header's search wants the
 * airport rail ticket): cards like the products', each opening its ticket on /travelActivities.
 */
export async function ActivityResults({ activities, price, name }: { activities: ActivityView[]; price: Awaited<ReturnType<typeof pricer>>; name: string }) {
  const t = await getTranslations('catalog')
  return (
    <section aria-labelledby="activity-results-title" className={catalogStyles.tickets} data-testid="activity-results">
      <h2 id="activity-results-title" className={catalogStyles.ticketsTitle}>
        {t('ticketResultsFor', { count: activities.length, name })}
      </h2>
      <ul className={gridStyles.grid}>
        {activities.map((activity) => (
          <li key={activity.id}>
            <ActivityCard activity={activity} price={price} />
          </li>
        ))}
      </ul>
    </section>
  )
}

/** A ticket as a product search shows it: a card like a product's, opening the ticket on /travelActivities. */
export async function ActivityCard({ activity, price }: { activity: ActivityView; price: Awaited<ReturnType<typeof pricer>> }) {
  const tActivities = await getTranslations('activities')
  const from = activityFromPriceTwd(activity.prices)
  const image = activity.images[0]
  return (
    <article className={cardStyles.card} data-testid="activity-result" data-activity-id={activity.id}>
      {image ? (
        <div className={cardStyles.media}>
          <CatalogImage image={image} sizes="(max-width: 768px) 100vw, (max-width: 968px) 50vw, 300px" className={cardStyles.image} decorative />
        </div>
      ) : null}
      <div className={cardStyles.body}>
        <h3 className={cardStyles.name}>
          <Link href={`/travelActivities#activity-${activity.id}`} className={cardStyles.link}>
            {activity.name}
          </Link>
        </h3>
        {activity.summary ? <p className={cardStyles.summary}>{activity.summary}</p> : null}
        <div className={cardStyles.footer}>
          {from !== null ? <Price price={price(from)} from /> : null}
          <span className={cardStyles.cta} aria-hidden="true">
            {`${tActivities('book')} →`}
          </span>
        </div>
      </div>
    </article>
  )
}
