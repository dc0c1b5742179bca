import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { EmptyState } from '@/components/content/EmptyState'
import { FormattedDate } from '@/components/content/FormattedDate'
import { PageIntro } from '@/components/content/PageIntro'
import { queryId, queryText, type SearchParams } from '@/components/content/query'
import styles from '@/components/product/BookNow.module.css'
import { ProductBadges } from '@/components/product/ProductBadges'
import { Price } from '@/components/ui/Price'
import { isIsoDate, isTimeOfDay } from '@/domain/dates'
import type { DisplayPrice } from '@/domain/money'
import { airportWithCode, pickupPlaceLabel } from '@/domain/pickup'
import { activityFromPriceTwd, RAIL_TRIPS, railFareTwd } from '@/domain/pricing'
import { Link } from '@/i18n/ServerLink'
import { shopParams, type ShopParams } from '@/lib/routeParams'
import { pageMetadata } from '@/server/seo'
import { getActivity, getAirport, getProduct, listActivities, pricer } from '@/server/catalog/shopReads'
import { getCategoriesWithProducts } from '@/server/catalog/home'

type Props = { params: ShopParams; searchParams: SearchParams }
type Query = Awaited<SearchParams>
type Fact = { label: string; value: ReactNode }
type Selection = {
  name: string
  href: string
  badges?: ReactNode
  facts: Fact[]
  price: DisplayPrice | null
  missing: string | null
}


export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await shopParams(params)
  const query = await searchParams
  const t = await getTranslations({ locale, namespace: 'bookNow' })
  return pageMetadata({
    locale,
    path: '/bookNow',
    title: t('title'),
    description: t('lead'),
    noindex: Boolean(query.product || query.activity),
  })
}

/** The product (and its plan and pickup) or ticket chosen on a detail page, as the query string carries it. */
async function resolveSelection(
  query: Query,
  locale: Parameters<typeof getProduct>[0],
  price: (twd: number) => DisplayPrice,
): Promise<Selection | 'gone' | null> {
  const t = await getTranslations('bookNow')
  const date = queryText(query.date, 10)
  const time = queryText(query.time, 5)
  const when = isIsoDate(date) && isTimeOfDay(time) ? { date, time } : null

  const productId = queryId(query.product)
  if (productId) {
    const product = await getProduct(locale, productId)
    if (!product) return 'gone'
    const plan = product.plans.find((p) => p.id === queryText(query.plan, 64)) ?? null
    const airportId = queryId(query.airport)
    const airport =
      product.cardType === 'physical' && airportId && product.pickupAirports.some((a) => a.id === airportId)
        ? await getAirport(locale, airportId)
        : null
    const facts: Fact[] = []
    if (plan) facts.push({ label: t('plan'), value: t('planValue', { days: plan.days, data: plan.dataAllowance }) })
    if (product.cardType === 'physical') {
      if (airport) {
        const counter = airport.counters.find((c) => c.id === queryText(query.counter, 64))
        const place = airportWithCode(locale, airport.name, airport.code)
        facts.push({ label: t('pickupLocation'), value: counter ? pickupPlaceLabel(place, counter) : place })
      }
      if (when)
        facts.push({
          label: t('pickupDate'),
          value: (
            <>
              <FormattedDate iso={`${when.date}T12:00:00+08:00`} /> {when.time}
            </>
          ),
        })
    } else {
      facts.push({ label: t('delivery'), value: t('esimDelivery') })
    }
    const missing = !plan ? t('missingPlan') : product.cardType === 'physical' && (!airport || !when) ? t('missingPickup') : null
    return {
      name: product.name,
      href: `/details/${product.id}`,
      badges: <ProductBadges network={product.network} cardType={product.cardType} />,
      facts,
      price: plan ? price(plan.priceTwd) : null,
      missing,
    }
  }

  const activityId = queryId(query.activity)
  if (activityId) {
    const activity = await getActivity(locale, activityId)
    if (!activity) return 'gone'
    const facts: Fact[] = []
    let twd: number | undefined
    if (activity.kind === 'rail') {
      const fare = RAIL_TRIPS.find((f) => f === queryText(query.ticket, 12))
      if (fare) {
        facts.push({ label: t('ticket'), value: t(`fares.${fare}`) })
        twd = railFareTwd(activity.prices, fare)
      }
      return {
        name: activity.name,
        href: `/travelActivities#activity-${activity.id}`,
        facts,
        price: twd === undefined ? null : price(twd),
        missing: fare ? null : t('missingFare'),
      }
    }
    if (when)
      facts.push({
        label: t('visit'),
        value: (
          <>
            <FormattedDate iso={`${when.date}T12:00:00+08:00`} /> {when.time}
          </>
        ),
      })
    twd = activity.prices.ticketTwd
    return {
      name: activity.name,
      href: `/travelActivities#activity-${activity.id}`,
      facts,
      price: twd === undefined ? null : price(twd),
      missing: when ? null : t('missingSlot'),
    }
  }
  return null
}

/** Book now (spec §2): the visitor's selection with its price and what comes next, then everything bookable. */
export default async function BookNowPage({ params, searchParams }: Props) {
  const { locale, currency } = await shopParams(params)
  const query = await searchParams
  const price = await pricer(currency, locale)
  const [selection, categories, activities, t, ta] = await Promise.all([
    resolveSelection(query, locale, price),
    getCategoriesWithProducts(locale),
    listActivities(locale),
    getTranslations('bookNow'),
    getTranslations('a11y'),
  ])
  const withProducts = categories.filter((c) => c.products.length)

  return (
    <>
      <PageIntro title={t('title')} lead={t('lead')} crumbs={[{ label: t('title') }]} />
      <div className={`container page ${styles.layout}`}>
        {selection === 'gone' ? (
          <div className={styles.warning} role="alert" data-testid="selection-gone">
            <p>{t('gone')}</p>
          </div>
        ) : selection ? (
          <section aria-labelledby="selection-title" className={styles.selection} data-testid="booking-selection">
            <div>
              <h2 id="selection-title">{t('yourSelection')}</h2>
              {selection.badges}
              <p className={styles.productName}>
                <Link href={selection.href}>{selection.name}</Link>
              </p>
              {selection.facts.length ? (
                <dl className={styles.facts}>
                  {selection.facts.map((fact) => (
                    <div key={fact.label}>
                      <dt>{fact.label}</dt>
                      <dd>{fact.value}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
            </div>
            <div className={styles.next}>
              {selection.price ? (
                <div className={styles.total}>
                  <span className={styles.totalLabel}>{t('price')}</span>
                  <Price price={selection.price} size="lg" />
                </div>
              ) : null}
              {selection.missing ? (
                <p className={styles.warning} role="status">
                  {selection.missing}
                </p>
              ) : null}
              <h3>{t('nextStepTitle')}</h3>
              <p data-testid="order-form-notice">{t('nextStepText')}</p>
              <div className={styles.actions}>
                <Link href={{ pathname: '/bookNow/order', query }} className="button" data-testid="continue-to-order">
                  {t('continueToOrder')}
                </Link>
                <Link href={selection.href} className="button button--secondary" data-testid="change-selection">
                  {t('changeSelection')}
                </Link>
              </div>
            </div>
          </section>
        ) : null}

        <section aria-labelledby="bookable-title">
          <h2 id="bookable-title" className={styles.sectionTitle}>
            {selection ? t('bookSomethingElse') : t('chooseProduct')}
          </h2>
          {withProducts.length || activities.length ? (
            <>
              {withProducts.map((category) => (
                <section key={category.id} aria-labelledby={`book-category-${category.id}`} className={styles.group}>
                  <h3 id={`book-category-${category.id}`} className={styles.groupTitle}>
                    <Link href={`/cardType/${category.id}`}>{category.name}</Link>
                  </h3>
                  <ul className={styles.rows}>
                    {category.products.map((product) => (
                      <li key={product.id} className={styles.row} data-testid="bookable-product">
                        <div className={styles.rowMain}>
                          <span className={styles.rowName}>{product.name}</span>
                          <ProductBadges network={product.network} cardType={product.cardType} />
                        </div>
                        {product.fromPriceTwd !== null ? <Price price={price(product.fromPriceTwd)} from /> : <span />}
                        <Link
                          href={`/details/${product.id}`}
                          className="button button--secondary"
                          aria-label={ta('actionFor', { action: t('choosePlan'), name: product.name })}
                        >
                          {t('choosePlan')}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
              {activities.length ? (
                <section aria-labelledby="book-tickets" className={styles.group}>
                  <h3 id="book-tickets" className={styles.groupTitle}>
                    <Link href="/travelActivities">{t('tickets')}</Link>
                  </h3>
                  <ul className={styles.rows}>
                    {activities.map((activity) => {
                      const from = activityFromPriceTwd(activity.prices)
                      return (
                        <li key={activity.id} className={styles.row} data-testid="bookable-activity">
                          <div className={styles.rowMain}>
                            <span className={styles.rowName}>{activity.name}</span>
                            {activity.summary ? <p className={styles.rowSummary}>{activity.summary}</p> : null}
                          </div>
                          {from !== null ? <Price price={price(from)} from /> : <span />}
                          <Link
                            href={`/travelActivities#activity-${activity.id}`}
                            className="button button--secondary"
                            aria-label={ta('actionFor', { action: t('chooseTicket'), name: activity.name })}
                          >
                            {t('chooseTicket')}
                          </Link>
                        </li>
                      )
                    })}
                  </ul>
                </section>
              ) : null}
            </>
          ) : (
            <EmptyState title={t('emptyTitle')} text={t('emptyText')} headingLevel={3} />
          )}
        </section>
      </div>
    </>
  )
}
