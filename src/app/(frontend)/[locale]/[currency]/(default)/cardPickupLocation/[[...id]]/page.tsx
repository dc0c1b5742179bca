import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { CatalogImage } from '@/components/content/CatalogImage'
import { EmptyState } from '@/components/content/EmptyState'
import { PageIntro } from '@/components/content/PageIntro'
import { CounterCard } from '@/components/pickup/CounterCard'
import styles from '@/components/pickup/Pickup.module.css'
import { RegionNav } from '@/components/pickup/RegionNav'
import { ProductGrid } from '@/components/product/ProductGrid'
import { RichHtml } from '@/components/ui/RichHtml'
import { isLocale } from '@/domain/locale'
import { airportWithCode } from '@/domain/pickup'
import { Link } from '@/i18n/ServerLink'
import { notFoundMetadata } from '@/lib/notFoundMetadata'
import { parseId, shopParams } from '@/lib/routeParams'
import { pageMetadata } from '@/server/seo'
import { getAirport, getPickupTree, listAirports, pricer } from '@/server/catalog/shopReads'
import { listProductsAtAirport } from '@/server/catalog/page-extras'
import { withPrice } from '@/server/catalog/products'

export const revalidate = 3600
/** The overview and every airport are prerendered. */
export async function generateStaticParams({ params }: { params: { locale: string } }) {
  if (!isLocale(params.locale)) return []
  const airports = await listAirports(params.locale)
  return [{ id: [] as string[] }, ...airports.map((a) => ({ id: [String(a.id)] }))]
}

type Props = { params: Promise<{ locale: string; currency: string; id?: string[] }> }

/** The airport id of /cardPickupLocation/{id}; undefined for the overview; null for anything else (a 404). */
function airportIdOf(segments: string[] | undefined): number | undefined | null {
  if (!segments?.length) return undefined
  return segments.length > 1 ? null : parseId(segments[0])
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await shopParams(params)
  const airportId = airportIdOf(id)
  const t = await getTranslations({ locale, namespace: 'pickup' })
  if (airportId === undefined) {
    return pageMetadata({ locale, path: '/cardPickupLocation', title: t('title'), description: t('lead') })
  }
  const airport = airportId === null ? null : await getAirport(locale, airportId)
  if (!airport) return notFoundMetadata(locale)
  return pageMetadata({
    locale,
    path: `/cardPickupLocation/${airport.id}`,
    title: airportWithCode(locale, airport.name, airport.code),
    description: t('airportDescription', { name: airport.name, count: airport.counters.length }),
    image: airport.image,
  })
}

/** Airport pickup locations (spec §2 /cardPickupLocation/{id?}): regions → airports; an airport shows its counters and cards. */
export default async function PickupLocationPage({ params }: Props) {
  const { locale, currency, id } = await shopParams(params)
  const airportId = airportIdOf(id)
  if (airportId === null) notFound()
  const [regions, airports, t] = await Promise.all([getPickupTree(locale), listAirports(locale), getTranslations('pickup')])
  const airport = airportId === undefined ? null : await getAirport(locale, airportId)
  if (airportId !== undefined && !airport) notFound()

  const notices = (
    <ul className={styles.notices} aria-label={t('noticesLabel')}>
      <li>{t('noticeHandOverOnly')}</li>
      <li>{t('noticeIds')}</li>
    </ul>
  )

  if (!airport) {
    return (
      <>
        <PageIntro title={t('title')} lead={t('lead')} />
        <div className={`container page ${styles.layout}`}>
          <RegionNav regions={regions} />
          <div className={styles.main}>
            {notices}
            {regions.some((r) => r.airports.length) ? (
              regions
                .filter((r) => r.airports.length)
                .map((region) => (
                  <section key={region.id} aria-labelledby={`region-title-${region.id}`} className={styles.regionBlock}>
                    <h2 id={`region-title-${region.id}`} className={styles.sectionTitle}>
                      {region.name}
                    </h2>
                    <ul className={styles.airportCards}>
                      {region.airports.map((a) => {
                        const counters = airports.find((full) => full.id === a.id)?.counters ?? []
                        return (
                          <li key={a.id} className={styles.airportCard} data-testid="airport-card">
                            <span className={styles.code}>{a.code}</span>
                            <h3>
                              <Link href={`/cardPickupLocation/${a.id}`}>{a.name}</Link>
                            </h3>
                            <p className={styles.muted}>
                              {counters.length
                                ? t('counterSummary', {
                                    count: counters.length,
                                    terminals: [...new Set(counters.map((c) => c.terminal))].join(' · '),
                                  })
                                : t('noCounters')}
                            </p>
                          </li>
                        )
                      })}
                    </ul>
                  </section>
                ))
            ) : (
              <EmptyState title={t('emptyTitle')} text={t('emptyText')} />
            )}
          </div>
        </div>
      </>
    )
  }

  const price = await pricer(currency, locale)
  const products = await listProductsAtAirport(locale, airport.id)
  return (
    <>
      <PageIntro
        title={airportWithCode(locale, airport.name, airport.code)}
        lead={t('airportLead', { count: airport.counters.length })}
        crumbs={[{ label: t('title'), href: '/cardPickupLocation' }, { label: airport.name }]}
      />
      <div className={`container page ${styles.layout}`}>
        <RegionNav regions={regions} activeId={airport.id} />
        <div className={styles.main}>
          {notices}
          {airport.notesHtml || airport.image ? (
            <section aria-labelledby="airport-info-title" className={styles.airportHead}>
              <h2 id="airport-info-title" className="visually-hidden">
                {t('airportInfo')}
              </h2>
              <div>{airport.notesHtml ? <RichHtml html={airport.notesHtml} /> : null}</div>
              {airport.image ? (
                <div className={styles.airportMedia}>
                  <CatalogImage image={airport.image} sizes="(max-width: 968px) 100vw, 256px" className={styles.airportImage} />
                </div>
              ) : null}
            </section>
          ) : null}

          <section aria-labelledby="counters-title">
            <h2 id="counters-title" className={styles.sectionTitle}>
              {t('countersTitle')}
            </h2>
            {airport.counters.length ? (
              <ul className={styles.counters}>
                {airport.counters.map((counter) => (
                  <li key={counter.id}>
                    <CounterCard counter={counter} />
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyState title={t('noCounters')} headingLevel={3} />
            )}
          </section>

          <section aria-labelledby="products-title">
            <h2 id="products-title" className={styles.sectionTitle}>
              {t('productsTitle', { name: airport.name })}
            </h2>
            {products.length ? (
              <ProductGrid
                products={products.map((p) => withPrice(p, price))}
                label={t('productsTitle', { name: airport.name })}
              />
            ) : (
              <EmptyState
                title={t('noProductsTitle')}
                text={t('noProductsText')}
                headingLevel={3}
                action={
                  <Link href="/cardType" className="button button--secondary">
                    {t('allProducts')}
                  </Link>
                }
              />
            )}
          </section>
        </div>
      </div>
    </>
  )
}
