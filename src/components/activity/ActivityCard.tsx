import { getTranslations } from 'next-intl/server'

import { CatalogImage } from '@/components/content/CatalogImage'
import { WrittenIn } from '@/components/content/WrittenIn'
import { Price } from '@/components/ui/Price'
import { RichHtml } from '@/components/ui/RichHtml'
import type { DisplayPrice } from '@/domain/money'
import { Link } from '@/i18n/ServerLink'
import type { ActivityView } from '@/server/catalog/activities'

import styles from './ActivityCard.module.css'
import { SlotPicker } from './SlotPicker'

/**
 * A ticket: the rail ticket with its one-way and round-trip fares, or the observation deck with its slot picker.
 * `priority`: the first card's photo, on screen when the page opens (its LCP on a phone), is fetched at once and early.
 */
export async function ActivityCard({ activity, price, priority = false }: { activity: ActivityView; price: (twd: number) => DisplayPrice; priority?: boolean }) {
  const [t, ta] = await Promise.all([getTranslations('activities'), getTranslations('a11y')])
  const image = activity.images[0]
  const fares =
    activity.kind === 'rail'
      ? ([
          ['oneWay', activity.prices.oneWayTwd],
          ['roundTrip', activity.prices.roundTripTwd],
        ] as const)
      : []
  return (
    <section
      id={`activity-${activity.id}`}
      aria-labelledby={`activity-title-${activity.id}`}
      className={styles.card}
      data-testid={`activity-${activity.kind}`}
    >
      <div className={styles.media}>
        {image ? (
          <CatalogImage image={image} sizes="(max-width: 968px) 100vw, 420px" className={styles.image} priority={priority} />
        ) : (
          <span className={styles.illustration} aria-hidden="true">
            {activity.kind === 'rail' ? (
              <svg viewBox="0 0 64 64" fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round">
                <rect x="14" y="6" width="36" height="40" rx="8" />
                <path d="M14 28h36M24 14h16M22 38h.01M42 38h.01M22 46l-8 12M42 46l8 12M18 54h28" strokeLinecap="round" />
              </svg>
            ) : (
              <svg viewBox="0 0 64 64" fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round">
                <path
                  d="M32 4v8M26 12h12l2 12H24zM24 24l-2 12h20l-2-12M22 36l-4 24h28l-4-24M28 60V48h8v12"
                  strokeLinecap="round"
                />
              </svg>
            )}
          </span>
        )}
      </div>
      <div className={styles.body}>
        <span className={styles.kind}>{activity.kind === 'rail' ? t('kindRail') : t('kindDeck')}</span>
        <WrittenIn language={activity.language} />
        <h2 id={`activity-title-${activity.id}`} className={styles.title} lang={activity.language ?? undefined}>
          {activity.name}
        </h2>
        {activity.venue ? <p className={styles.venue}>{activity.venue}</p> : null}
        {activity.summary ? (
          <p className={styles.summary} lang={activity.language ?? undefined}>
            {activity.summary}
          </p>
        ) : null}
        {activity.descriptionHtml ? (
          <details className={styles.more}>
            <summary>{t('moreInfo')}</summary>
            <RichHtml html={activity.descriptionHtml} lang={activity.language} />
          </details>
        ) : null}

        {activity.kind === 'rail' ? (
          <ul className={styles.fares} aria-label={t('faresLabel')}>
            {fares.map(([fare, twd]) =>
              twd === undefined ? null : (
                <li key={fare} className={styles.fare} data-testid={`fare-${fare}`}>
                  <span className={styles.fareName}>{t(fare)}</span>
                  <Price price={price(twd)} />
                  <Link
                    href={{ pathname: '/bookNow/order', query: { activity: String(activity.id), trip: fare } }}
                    className="button"
                    aria-label={ta('actionFor', { action: t('book'), name: `${t(fare)} · ${activity.name}` })}
                  >
                    {t('book')}
                  </Link>
                </li>
              ),
            )}
          </ul>
        ) : (
          <>
            {activity.prices.ticketTwd !== undefined ? (
              <p className={styles.ticketPrice}>
                <span>{t('perTicket')}</span> <Price price={price(activity.prices.ticketTwd)} />
              </p>
            ) : null}
            <SlotPicker activityId={activity.id} activityName={activity.name} />
          </>
        )}
      </div>
    </section>
  )
}
