import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { EmptyState } from '@/components/content/EmptyState'
import { FaqAccordion } from '@/components/content/FaqAccordion'
import { CategoryShowcase } from '@/components/home/CategoryShowcase'
import { Cooperation } from '@/components/home/Cooperation'
import { FeatureGrid } from '@/components/home/FeatureGrid'
import { HomeHero } from '@/components/home/HomeHero'
import { HomeSection } from '@/components/home/HomeSection'
import styles from '@/components/home/home.module.css'
import { PickupPreview } from '@/components/home/PickupPreview'
import { ProcessSteps } from '@/components/home/ProcessSteps'
import { ProductGrid } from '@/components/product/ProductGrid'
import { IndexLayout } from '@/components/layout/IndexLayout'
import { RichHtml } from '@/components/ui/RichHtml'
import { Link } from '@/i18n/ServerLink'
import { hoursLine } from '@/i18n/serviceHours'
import { shopParams, type ShopParams } from '@/lib/routeParams'
import { pageMetadata } from '@/server/seo'
import { getPickupTree, listProducts, pricer } from '@/server/catalog/shopReads'
import { listBanners } from '@/server/catalog/content'
import { getCategoriesWithProducts, getFeaturedProducts, getHome } from '@/server/catalog/home'
import { withPrice } from '@/server/catalog/products'
import { getSiteSettings } from '@/server/content/siteSettings'

export const revalidate = 3600

type Props = { params: ShopParams }

/** Staff rich text that opens with its own heading needs no second one from us. */
const startsWithHeading = (html: string) => /^\s*<h[1-6][\s>]/i.test(html)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await shopParams(params)
  const [home, tMeta, tHome] = await Promise.all([
    getHome(locale),
    getTranslations({ locale, namespace: 'meta' }),
    getTranslations({ locale, namespace: 'home' }),
  ])
  return pageMetadata({
    locale,
    path: '/',
    title: { absolute: home.meta.title || `${tMeta('siteName')} | ${home.heroTitle || tHome('heroTitle')}` },
    description: home.meta.description || home.heroSubtitle || tMeta('description'),
    image: home.meta.image ?? home.heroImage,
  })
}

/** Home (spec §2): hero and banners, features, products, process, FAQ, pickup locations, about, invoice giving, cooperation. */
export default async function HomePage({ params }: Props) {
  const { locale, currency } = await shopParams(params)
  const [home, banners, featured, categories, regions, price, t, tHome, settings] = await Promise.all([
    getHome(locale),
    listBanners(locale),
    getFeaturedProducts(locale),
    getCategoriesWithProducts(locale),
    getPickupTree(locale),
    pricer(currency, locale),
    getTranslations('homePage'),
    getTranslations('home'),
    getSiteSettings(locale),
  ])
  // Without a staff selection, the first products of the catalog stand in for the featured ones.
  const picks = featured.length ? featured : (await listProducts(locale, { pageSize: 4 })).list
  const withCategories = categories
    .filter((c) => c.products.length)
    .map((c) => ({ ...c, products: c.products.map((p) => withPrice(p, price)) }))
  const regionsWithAirports = regions.filter((r) => r.airports.length)

  return (
    <IndexLayout
      hero={
        <HomeHero
          title={home.heroTitle || tHome('heroTitle')}
          subtitle={home.heroSubtitle || tHome('heroSubtitle')}
          heroImage={home.heroImage}
          banners={banners}
        />
      }
    >
      <div className={styles.home}>
        {home.features.length ? (
          <HomeSection id="features" title={t('featuresTitle')}>
            <FeatureGrid features={home.features} notes={{ support: hoursLine(locale, 'customerService', settings.customerServiceHours) }} />
          </HomeSection>
        ) : null}

        <HomeSection
          id="featured"
          title={t('featuredTitle')}
          lead={t('featuredLead')}
          more={picks.length ? { href: '/cardType', label: t('allProducts') } : undefined}
        >
          {picks.length ? (
            <ProductGrid products={picks.map((p) => withPrice(p, price))} label={t('featuredTitle')} />
          ) : (
            <EmptyState title={t('noProductsTitle')} text={t('noProductsText')} headingLevel={3} />
          )}
        </HomeSection>

        {withCategories.length ? (
          <HomeSection id="categories" title={t('categoriesTitle')} lead={t('categoriesLead')} tone="tinted">
            <CategoryShowcase categories={withCategories} />
          </HomeSection>
        ) : null}

        {home.productProcess.length ? (
          <HomeSection id="process" title={t('processTitle')} more={{ href: '/process', label: t('processMore') }}>
            <ProcessSteps steps={home.productProcess} />
          </HomeSection>
        ) : null}

        {home.featuredFaqs.length ? (
          <HomeSection id="faq" title={t('faqTitle')} more={{ href: '/faq', label: t('faqMore') }}>
            <FaqAccordion items={home.featuredFaqs} />
          </HomeSection>
        ) : null}

        {regionsWithAirports.length ? (
          <HomeSection
            id="pickup"
            title={t('pickupTitle')}
            lead={t('pickupLead')}
            more={{ href: '/cardPickupLocation', label: t('pickupMore') }}
            tone="tinted"
          >
            <PickupPreview regions={regionsWithAirports} />
          </HomeSection>
        ) : null}

        {home.aboutHtml || home.invoiceGiveHtml ? (
          <HomeSection id="about" title={t('aboutTitle')} headless={startsWithHeading(home.aboutHtml)}>
            <div className={styles.split}>
              {home.aboutHtml ? (
                <div className={styles.panel}>
                  <RichHtml html={home.aboutHtml} />
                  <Link href="/aboutUs" className={styles.panelLink}>
                    {t('aboutMore')} <span aria-hidden="true">→</span>
                  </Link>
                </div>
              ) : null}
              {home.invoiceGiveHtml ? (
                <section aria-label={t('invoiceTitle')} className={`${styles.panel} ${styles.invoice}`}>
                  {startsWithHeading(home.invoiceGiveHtml) ? null : <h3 className={styles.panelTitle}>{t('invoiceTitle')}</h3>}
                  <RichHtml html={home.invoiceGiveHtml} />
                </section>
              ) : null}
            </div>
          </HomeSection>
        ) : null}

        {home.cooperationActivities.length ? (
          <HomeSection
            id="cooperation"
            title={t('cooperationTitle')}
            more={{ href: '/travelActivities', label: t('activitiesMore') }}
          >
            <Cooperation items={home.cooperationActivities} />
          </HomeSection>
        ) : null}
      </div>
    </IndexLayout>
  )
}
