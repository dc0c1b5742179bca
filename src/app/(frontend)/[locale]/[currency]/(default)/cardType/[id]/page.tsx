import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { EmptyState } from '@/components/content/EmptyState'
import { PageIntro } from '@/components/content/PageIntro'
import styles from '@/components/product/Catalog.module.css'
import { CategoryNav } from '@/components/product/CategoryNav'
import { ProductGrid } from '@/components/product/ProductGrid'
import { isLocale } from '@/domain/locale'
import { Link } from '@/i18n/ServerLink'
import { notFoundMetadata } from '@/lib/notFoundMetadata'
import { idParam, parseId, shopParams } from '@/lib/routeParams'
import { pageMetadata } from '@/server/seo'
import { getCategory, listCategories, listProducts, pricer } from '@/server/catalog/shopReads'
import { withPrice } from '@/server/catalog/products'

export const revalidate = 3600
export async function generateStaticParams({ params }: { params: { locale: string } }) {
  if (!isLocale(params.locale)) return []
  return (await listCategories(params.locale)).map((c) => ({ id: String(c.id) }))
}

type Props = { params: Promise<{ locale: string; currency: string; id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await shopParams(params)
  const itemId = parseId(id)
  if (itemId === null) return notFoundMetadata(locale)
  const [category, t] = await Promise.all([getCategory(locale, itemId), getTranslations({ locale, namespace: 'catalog' })])
  if (!category) return notFoundMetadata(locale)
  return pageMetadata({
    locale,
    path: `/cardType/${category.id}`,
    title: category.name,
    description: category.description || t('categoryDescription', { name: category.name }),
  })
}

/** One product category (spec §2 /cardType/{id}); unknown ids answer 404. */
export default async function CategoryPage({ params }: Props) {
  const { locale, currency, id } = await shopParams(params)
  const categoryId = idParam(id)
  const [category, categories, result, price, t] = await Promise.all([
    getCategory(locale, categoryId),
    listCategories(locale),
    listProducts(locale, { categoryId, pageSize: 100 }),
    pricer(currency, locale),
    getTranslations('catalog'),
  ])
  if (!category) notFound()
  return (
    <>
      <PageIntro
        title={category.name}
        lead={category.description ?? undefined}
        crumbs={[{ label: t('allProducts'), href: '/cardType' }, { label: category.name }]}
      />
      <div className="container page">
        <div className={styles.toolbar}>
          <CategoryNav categories={categories} activeId={category.id} />
        </div>
        <p className={styles.count} role="status" data-testid="result-count" data-count={result.total}>
          {t('resultCount', { count: result.total })}
        </p>
        {result.list.length ? (
          <ProductGrid
            headingLevel={2}
            products={result.list.map((p) => withPrice(p, price))}
            label={category.name}
            priorityCount={3}
          />
        ) : (
          <EmptyState
            testId="no-results"
            title={t('emptyCategoryTitle')}
            text={t('emptyCategoryText')}
            action={
              <Link href="/cardType" className="button">
                {t('seeAll')}
              </Link>
            }
          />
        )}
      </div>
    </>
  )
}
