import 'server-only'

import type { Locale } from '@/domain/locale'
import type { DisplayPrice } from '@/domain/money'
import { fromPriceTwd } from '@/domain/pricing'
import { searchOrder } from '@/domain/search'
import { plansFitting, tripLengthOf, type DataFilter, type PlanFacts } from '@/domain/tripLength'
import type { ImageView } from '@/lib/views/catalog'
import type { Airport, Product, ProductCategory } from '@/payload-types'
import type { Payload } from 'payload'
import { CACHE_TAGS } from '@/server/cache'

import { cachedRead, fillFromAnyLocale, foldListed, idOf, imageView, pageOf, publicRead, richHtml, search, titled, type Paged, type Shown } from './shared'

export type CategoryView = { id: number; name: string; description: string | null }

export type PlanView = { id: string; days: number; dataAllowance: string; dataGb: number | null; priceTwd: number; note: string | null }

export type ProductSummary = {
  id: number
  name: string
  categoryId: number | null
  cardType: 'physical' | 'esim'
  network: '5G' | '4G'
  summary: string | null
  image: ImageView | null
  fromPriceTwd: number | null
  /** The active plans' length, data cap and price: what the list filters on (trip length, unlimited or capped). */
  plans: PlanFacts[]
} & Shown

export type ProductDetail = Omit<ProductSummary, 'plans'> & {
  images: ImageView[]
  categoryName: string | null
  featuresHtml: string
  descriptionHtml: string
  specificationsHtml: string
  plans: PlanView[]
  pickupAirports: { id: number; name: string; code: string }[]
  meta: { title: string | null; description: string | null; image: ImageView | null }
}

const categoryView = (c: ProductCategory): CategoryView => ({ id: c.id, name: c.name, description: c.description ?? null })

function activePlans(product: Product): PlanView[] {
  return (product.plans ?? [])
    .filter((plan) => plan.active !== false)
    .map((plan) => ({
      id: plan.id ?? `${plan.days}-${plan.priceTwd}`,
      days: plan.days,
      dataAllowance: plan.dataAllowance,
      dataGb: plan.dataGb ?? null,
      priceTwd: plan.priceTwd,
      note: plan.note ?? null,
    }))
}

function summaryView(product: Product & Shown): ProductSummary {
  return {
    language: product.language,
    id: product.id,
    name: product.name,
    categoryId: idOf(product.category),
    cardType: product.cardType,
    network: product.network,
    summary: product.summary ?? null,
    image: imageView(product.images?.[0]),
    fromPriceTwd: fromPriceTwd(activePlans(product).map((p) => p.priceTwd)),
    plans: activePlans(product).map(({ days, dataGb, priceTwd }) => ({ days, dataGb, priceTwd })),
  }
}

export const listCategories = cachedRead(
  'categories',
  async (payload: Payload, locale: Locale): Promise<CategoryView[]> => {
    const { docs } = await payload.find({ collection: 'product-categories', ...publicRead(locale), depth: 0, limit: 100, sort: 'sortOrder' })
    return titled(await fillFromAnyLocale(payload, 'product-categories', locale, docs, ['name']), 'name').map(categoryView)
  },
  [CACHE_TAGS.categories],
)

export const getCategory = cachedRead(
  'category',
  async (payload: Payload, locale: Locale, id: number): Promise<CategoryView | null> => {
    const found = await payload.findByID({ collection: 'product-categories', id, ...publicRead(locale), depth: 0, disableErrors: true })
    const [doc] = found ? await fillFromAnyLocale(payload, 'product-categories', locale, [found], ['name']) : []
    return doc ? categoryView(doc) : null
  },
  [CACHE_TAGS.categories],
)

export type ProductQuery = {
  categoryId?: number
  name?: string
  cardType?: 'physical' | 'esim'
  /** Only products with a plan of this many days (a length typed in `name`, "5 days" / 5天 / 5日, counts too). */
  days?: number | null
  data?: DataFilter | null
  page?: number
  pageSize?: number
}

/** Every published product of a locale, in catalog order: one cache entry per locale. */
const publishedProducts = cachedRead(
  'products-all',
  async (payload: Payload, locale: Locale): Promise<ProductSummary[]> => {
    const { docs } = await payload.find({ collection: 'products', ...publicRead(locale), sort: 'sortOrder', pagination: false })
    return titled(await fillFromAnyLocale(payload, 'products', locale, docs, ['name', 'summary']), 'name').map(summaryView)
  },
  [CACHE_TAGS.products],
)

/** The categories that hold at least one published product: the menu links no empty list. */
export async function listCategoriesInUse(payload: Payload, locale: Locale): Promise<CategoryView[]> {
  const [categories, products] = await Promise.all([listCategories(payload, locale), publishedProducts(payload, locale)])
  const used = new Set(products.map((p) => p.categoryId))
  return categories.filter((c) => used.has(c.id))
}

/**
 * Published products, optionally by category, card type, plan length and data, or a name search in the visitor's
 * language — filtered from the cached catalog, so searches and pages add no cache entries. A trip length in the search
 * ("esim 5 days") filters by plan length and the rest of the words match names; with a plan filter, a product's
 * "from" price is that of its fitting plans.
 */
export async function listProducts(payload: Payload, locale: Locale, query: ProductQuery = {}): Promise<Paged<ProductSummary>> {
  const typed = tripLengthOf(query.name)
  const filter = { days: query.days ?? typed.days, data: query.data ?? null }
  const candidates: ProductSummary[] = []
  for (const p of await publishedProducts(payload, locale)) {
    if ((query.categoryId && p.categoryId !== query.categoryId) || (query.cardType && p.cardType !== query.cardType)) continue
    const fitting = filter.days || filter.data ? plansFitting(p.plans, filter) : p.plans
    if (!fitting.length) continue
    candidates.push(fitting === p.plans ? p : { ...p, fromPriceTwd: fromPriceTwd(fitting.map((plan) => plan.priceTwd)) })
  }
  // Names holding the words as typed come first, then those found through a synonym: the order the browser's search shows too.
  return pageOf(searchOrder(search, candidates, (p) => foldListed(p.name), typed.rest || undefined), query.page, query.pageSize)
}

export const getProduct = cachedRead(
  'product',
  /** `evenUnlisted`: an order's own product (ordering, vouchers, desks), also where the storefront does not list it (issue 38 §10). */
  async (payload: Payload, locale: Locale, id: number, evenUnlisted?: boolean): Promise<ProductDetail | null> => {
    const found = await payload.findByID({ collection: 'products', id, ...publicRead(locale), depth: 1, disableErrors: true })
    if (!found) return null
    const [product] = await fillFromAnyLocale(payload, 'products', locale, [found], ['name', 'summary', 'features', 'description', 'specifications'], { evenUnlisted: evenUnlisted === true })
    if (!product) return null
    const category = typeof product.category === 'object' ? product.category : null
    const airports = (product.pickupAirports ?? []).filter((a): a is Airport => typeof a === 'object' && a !== null)
    return {
      ...summaryView(product),
      images: (product.images ?? []).map(imageView).filter((i): i is ImageView => i !== null),
      categoryName: category?.name ?? null,
      featuresHtml: richHtml(product.features),
      descriptionHtml: richHtml(product.description),
      specificationsHtml: richHtml(product.specifications),
      plans: activePlans(product),
      pickupAirports: product.cardType === 'physical' ? airports.map((a) => ({ id: a.id, name: a.name, code: a.code })) : [],
      meta: {
        title: product.meta?.title ?? null,
        description: product.meta?.description ?? product.summary ?? null,
        image: imageView(product.meta?.image),
      },
    }
  },
  (_locale: Locale, id: number, _evenUnlisted?: boolean) => [CACHE_TAGS.products, CACHE_TAGS.product(id)],
)

/** Attaches display prices for the visitor's currency (never cached: it is a pure function of the cache). */
export function withPrice<T extends { fromPriceTwd: number | null }>(item: T, price: (twd: number) => DisplayPrice) {
  return { ...item, fromPrice: item.fromPriceTwd === null ? null : price(item.fromPriceTwd) }
}
