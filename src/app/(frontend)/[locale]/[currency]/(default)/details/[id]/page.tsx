import type { Metadata } from 'next'
import { getMessages, getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { Breadcrumb } from '@/components/content/Breadcrumb'
import { CatalogImage } from '@/components/content/CatalogImage'
import { EmptyState } from '@/components/content/EmptyState'
import { LazyCompatibilityChecker } from '@/components/esim/LazyCompatibilityChecker'
import { ReviewCard } from '@/components/content/ReviewCard'
import { LazyReviewForm } from '@/components/review/LazyReviewForm'
import { Stars } from '@/components/content/Stars'
import { WrittenIn } from '@/components/content/WrittenIn'
import { PlanSelector, type PlanSelectorText } from '@/components/product/PlanSelector'
import { ProductBadges } from '@/components/product/ProductBadges'
import styles from '@/components/product/ProductDetail.module.css'
import { ProductGallery } from '@/components/product/ProductGallery'
import galleryStyles from '@/components/product/ProductGallery.module.css'
import { ProductTabs } from '@/components/product/ProductTabs'
import { SimArt } from '@/components/product/SimArt'
import { Price } from '@/components/ui/Price'
import { RichHtml } from '@/components/ui/RichHtml'
import { PICKUP_HORIZON_DAYS } from '@/domain/bookingWindow'
import { isLocale, localizedPath } from '@/domain/locale'
import { isOpenAllDay } from '@/domain/pickup'
import { fromPriceTwd } from '@/domain/pricing'
import { clientIntl } from '@/i18n/clientIntl'
import { Link } from '@/i18n/ServerLink'
import { notFoundMetadata } from '@/lib/notFoundMetadata'
import { idParam, parseId, shopParams } from '@/lib/routeParams'
import { absoluteMediaUrl, absoluteUrl, jsonLd, pageMetadata } from '@/server/seo'
import { getProduct, listAirports, listProducts, pricer } from '@/server/catalog/shopReads'
import { listReviews } from '@/server/catalog/content'
import { listDeviceModels } from '@/server/catalog/devices'

export const revalidate = 3600
/** Every published product is prerendered (per language; TWD at build, other currencies on first request). */
export async function generateStaticParams({ params }: { params: { locale: string } }) {
  if (!isLocale(params.locale)) return []
  const { list } = await listProducts(params.locale, { pageSize: 200 })
  return list.map((p) => ({ id: String(p.id) }))
}

type Props = { params: Promise<{ locale: string; currency: string; id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await shopParams(params)
  const itemId = parseId(id)
  if (itemId === null) return notFoundMetadata(locale)
  const product = await getProduct(locale, itemId)
  if (!product) return notFoundMetadata(locale)
  return pageMetadata({
    locale,
    path: `/details/${product.id}`,
    title: product.meta.title ? { absolute: product.meta.title } : product.name,
    description: product.meta.description || product.summary || product.descriptionHtml,
    image: product.meta.image ?? product.images[0] ?? null,
  })
}

/** Card details (spec §2): breadcrumb home › book now › card details, gallery, tabs, plan selection, reviews. */
export default async function ProductPage({ params }: Props) {
  const { locale, currency, id } = await shopParams(params)
  const productId = idParam(id)
  const [product, price, reviews, airports, devices, t, tb, messages, reviewIntl] = await Promise.all([
    getProduct(locale, productId),
    pricer(currency, locale),
    listReviews(locale, { productId, pageSize: 4 }),
    listAirports(locale),
    listDeviceModels(locale),
    getTranslations('product'),
    getTranslations('breadcrumb'),
    getMessages(),
    clientIntl(['reviewForm', 'validation']),
  ])
  if (!product) notFound()

  const pickupIds = new Set(product.pickupAirports.map((a) => a.id))
  const pickupAirports = airports
    .filter((a) => pickupIds.has(a.id) && a.counters.length)
    .map(({ id: airportId, name, code, counters }) => ({
      id: airportId,
      name,
      code,
      counters: counters.map((c) => ({ ...c, hours: t('openingHours', { allDay: String(isOpenAllDay(c.opensAt, c.closesAt)), opens: c.opensAt, closes: c.closesAt }) })),
    }))
  // The plan selector's words, worded here: the page sends no next-intl to the browser.
  const selectorText: PlanSelectorText = {
    choosePlan: t('choosePlan'),
    specification: t('specification'),
    pickupLocation: t('pickupLocation'),
    chooseLocation: t('chooseLocation'),
    pickupDate: t('pickupDate'),
    dateHint: t('dateHint', { days: PICKUP_HORIZON_DAYS }),
    pickupTime: t('pickupTime'),
    chooseTime: t('chooseTime'),
    timeHint: t('timeHint'),
    noTimesLeft: t('noTimesLeft'),
    chooseLocationFirst: t('chooseLocationFirst'),
    noPickupLocations: t('noPickupLocations'),
    esimDelivery: t('esimDelivery'),
    bookNow: t('bookNow'),
    errors: {
      plan: t('errors.plan'),
      location: t('errors.location'),
      date: t('errors.date'),
      dateRange: t('errors.dateRange', { days: PICKUP_HORIZON_DAYS }),
      time: t('errors.time'),
      timeRange: t('errors.timeRange'),
    },
  }

  const tabs = [
    { key: 'features', label: t('tabs.features'), html: product.featuresHtml },
    { key: 'description', label: t('tabs.description'), html: product.descriptionHtml },
    { key: 'specifications', label: t('tabs.specifications'), html: product.specificationsHtml },
  ].map((tab) => ({
    key: tab.key,
    label: tab.label,
    content: tab.html ? <RichHtml html={tab.html} belowHeading lang={product.language} /> : <p className={styles.noInfo}>{t('noInfo')}</p>,
  }))

  const prices = product.plans.map((p) => p.priceTwd)
  const url = absoluteUrl(locale, `/details/${product.id}`)
  const structured = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.summary ?? undefined,
    image: product.images.map((image) => absoluteMediaUrl(image.url)),
    sku: String(product.id),
    category: product.categoryName ?? undefined,
    url,
    ...(prices.length
      ? {
          offers: {
            '@type': 'AggregateOffer',
            priceCurrency: 'TWD',
            lowPrice: fromPriceTwd(prices),
            highPrice: Math.max(...prices),
            offerCount: prices.length,
            availability: 'https://schema.org/InStock',
            offers: product.plans.map((plan) => ({
              '@type': 'Offer',
              name: `${t('days', { days: plan.days })} · ${plan.dataAllowance}`,
              price: plan.priceTwd,
              priceCurrency: 'TWD',
              availability: 'https://schema.org/InStock',
              url,
            })),
          },
        }
      : {}),
    ...(reviews.averageRating !== null && reviews.total
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: reviews.averageRating,
            reviewCount: reviews.total,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  }

  return (
    <div className="container page">
      <script type="application/ld+json" dangerouslySetInnerHTML={jsonLd(structured)} />
      <Breadcrumb items={[{ label: tb('bookNow'), href: '/bookNow' }, { label: tb('cardDetails') }]} />

      <div className={styles.layout}>
        <div className={styles.gallery}>
          {product.images.length ? (
            <ProductGallery
              images={product.images.map((image, i) => (
                <CatalogImage
                  key={`${image.url}-${i}`}
                  image={image}
                  alt={image.alt || product.name}
                  sizes="(max-width: 968px) 100vw, 560px"
                  className={galleryStyles.mainImage}
                  priority={i === 0}
                />
              ))}
              thumbs={
                product.images.length > 1
                  ? product.images.map((image, i) => (
                      <CatalogImage key={`${image.url}-${i}`} image={image} sizes="80px" className={galleryStyles.thumbImage} decorative />
                    ))
                  : []
              }
              thumbLabel={product.images.map((_, i) => t('showImage', { index: i + 1, count: product.images.length }))}
            />
          ) : (
            <div className={styles.placeholder}>
              <SimArt network={product.network} cardType={product.cardType} />
            </div>
          )}
        </div>

        <div className={styles.info}>
          {product.categoryName && product.categoryId ? (
            <Link href={`/cardType/${product.categoryId}`} className={styles.category}>
              {product.categoryName}
            </Link>
          ) : null}
          <h1 className={styles.name} data-testid="product-name" lang={product.language ?? undefined}>
            {product.name}
          </h1>
          <WrittenIn language={product.language} />
          <ProductBadges network={product.network} cardType={product.cardType} />
          {reviews.averageRating !== null && reviews.total ? (
            <a href="#reviews" className={styles.rating}>
              <Stars rating={reviews.averageRating} />
              <span>{t('ratingSummary', { rating: reviews.averageRating, count: reviews.total })}</span>
            </a>
          ) : null}
          {product.summary ? (
            <p className={styles.summary} lang={product.language ?? undefined}>
              {product.summary}
            </p>
          ) : null}
          {product.fromPriceTwd !== null ? (
            <div className={styles.price}>
              <Price price={price(product.fromPriceTwd)} from size="lg" />
            </div>
          ) : null}
          <ul className={styles.facts}>
            <li>{product.cardType === 'esim' ? t('factEsim') : t('factPhysical')}</li>
            <li>{t('factNetwork', { network: product.network })}</li>
            {product.cardType === 'physical' && product.pickupAirports.length ? (
              // Airport names, not IATA codes (TPE · TSA meant nothing to most travellers), listed as the language lists.
              <li data-testid="fact-airports">{t('factAirports', { airports: new Intl.ListFormat(locale, { type: 'conjunction' }).format(product.pickupAirports.map((a) => a.name)) })}</li>
            ) : null}
          </ul>
          {product.cardType === 'esim' && devices.length ? (
            <LazyCompatibilityChecker devices={devices} text={messages.esimCheck} />
          ) : null}
        </div>

        <aside className={styles.aside} aria-label={t('choosePlan')}>
          {product.plans.length ? (
            <PlanSelector
              productId={product.id}
              productName={product.name}
              cardType={product.cardType}
              plans={product.plans.map((plan) => ({
                ...plan,
                price: <Price price={price(plan.priceTwd)} />,
                label: t('days', { days: plan.days }),
                summary: t('selectedPlan', { days: plan.days, data: plan.dataAllowance }),
              }))}
              airports={pickupAirports}
              text={selectorText}
              orderPath={localizedPath(locale, '/bookNow/order')}
              locale={locale}
            />
          ) : (
            <EmptyState title={t('noPlansTitle')} text={t('noPlansText')} headingLevel={2} />
          )}
        </aside>

        <div className={styles.content}>
          <section aria-labelledby="product-info-title">
            <h2 id="product-info-title" className="visually-hidden">
              {t('detailsTitle')}
            </h2>
            <ProductTabs tabs={tabs} label={t('tabsLabel')} />
          </section>

          <section id="reviews" aria-labelledby="reviews-title" className={styles.reviews}>
            <div className={styles.reviewsHead}>
              <h2 id="reviews-title">{t('reviewsTitle')}</h2>
              {reviews.averageRating !== null && reviews.total ? (
                <p className={styles.average}>
                  <span className={styles.averageNumber}>{reviews.averageRating.toFixed(1)}</span>
                  <Stars rating={reviews.averageRating} size="lg" />
                  <span className={styles.averageCount}>{t('reviewCount', { count: reviews.total })}</span>
                </p>
              ) : null}
            </div>
            {reviews.list.length ? (
              <>
                <ul className={styles.reviewList}>
                  {reviews.list.map((review) => (
                    <li key={review.id}>
                      <ReviewCard review={review} showSubject={false} />
                    </li>
                  ))}
                </ul>
                <Link href="/recommending" className={styles.allReviews}>
                  {t('allReviews')} <span aria-hidden="true">→</span>
                </Link>
              </>
            ) : (
              <EmptyState title={t('noReviewsTitle')} text={t('noReviewsText')} headingLevel={3} />
            )}
            <LazyReviewForm target={{ productId: product.id }} intl={reviewIntl} />
          </section>
        </div>
      </div>
    </div>
  )
}
