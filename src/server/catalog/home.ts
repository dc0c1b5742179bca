import 'server-only'

import type { Locale } from '@/domain/locale'
import type { ImageView } from '@/lib/views/catalog'
import type { Faq, Product } from '@/payload-types'
import { CACHE_TAGS } from '@/server/cache'
import { getShopPayload } from '@/server/payload'

import type { CategoryView, ProductSummary } from './products'
import { fillFromAnyLocale, idOf, imageView, publicRead, richHtml, type Shown } from './shared'
import { cached, listCategories, listProducts } from './shopReads'

export type HomeView = {
  heroTitle: string
  heroSubtitle: string | null
  heroImage: ImageView | null
  features: { icon: string; title: string; text: string | null }[]
  featuredProductIds: number[]
  featuredFaqs: ({ id: number; question: string; answerHtml: string } & Shown)[]
  aboutHtml: string
  productProcess: { title: string; text: string | null }[]
  invoiceGiveHtml: string
  cooperationActivities: { title: string; text: string | null; image: ImageView | null; link: string | null }[]
  meta: { title: string | null; description: string | null; image: ImageView | null }
}

export const getHome = cached(
  'home',
  async (locale: Locale): Promise<HomeView> => {
    const payload = await getShopPayload()
    const home = await payload.findGlobal({ slug: 'home', ...publicRead(locale), depth: 1 })
    const published = (home.featuredFaqs ?? []).filter((f): f is Faq => typeof f === 'object' && f !== null && f._status === 'published')
    // Only the entries a reader of this language is shown, each in the language it is shown in (issue 38 §10).
    const faqs = await fillFromAnyLocale(payload, 'faqs', locale, published, ['question', 'answer'])
    return {
      heroTitle: home.heroTitle ?? '',
      heroSubtitle: home.heroSubtitle ?? null,
      heroImage: imageView(home.heroImage),
      features: (home.features ?? []).map((f) => ({ icon: f.icon, title: f.title, text: f.text ?? null })),
      featuredProductIds: (home.featuredProducts ?? [])
        .filter((p): p is Product | number => p !== null)
        .map((p) => idOf(p))
        .filter((id): id is number => id !== null),
      featuredFaqs: faqs.map((f) => ({ id: f.id, question: f.question, answerHtml: richHtml(f.answer), language: f.language })),
      aboutHtml: richHtml(home.about),
      productProcess: (home.productProcess ?? []).map((s) => ({ title: s.title, text: s.text ?? null })),
      invoiceGiveHtml: richHtml(home.invoiceGive),
      cooperationActivities: (home.cooperationActivities ?? []).map((c) => ({
        title: c.title,
        text: c.text ?? null,
        image: imageView(c.image),
        link: c.link ?? null,
      })),
      meta: { title: home.meta?.title ?? null, description: home.meta?.description ?? null, image: imageView(home.meta?.image) },
    }
  },
  [CACHE_TAGS.home],
)

/** Featured products in the order staff chose; drafts are left out by access control. */
export async function getFeaturedProducts(locale: Locale): Promise<ProductSummary[]> {
  const [home, all] = await Promise.all([getHome(locale), listProducts(locale, { pageSize: 100 })])
  const byId = new Map(all.list.map((p) => [p.id, p]))
  return home.featuredProductIds.map((id) => byId.get(id)).filter((p): p is ProductSummary => Boolean(p))
}

/** Categories with their published products, for the home page's product section. */
export async function getCategoriesWithProducts(locale: Locale): Promise<(CategoryView & { products: ProductSummary[] })[]> {
  const [categories, all] = await Promise.all([listCategories(locale), listProducts(locale, { pageSize: 100 })])
  return categories.map((c) => ({ ...c, products: all.list.filter((p) => p.categoryId === c.id) }))
}
