import 'server-only'

import type { Where } from 'payload'

import type { Locale } from '@/domain/locale'
import { faqSearchText } from '@/lib/searchMarks'
import type { BannerView, ImageView } from '@/lib/views/catalog'
import type { Faq, Guide, News, Page, Review } from '@/payload-types'
import type { PageSlug } from '@/domain/pages'
import { CACHE_TAGS } from '@/server/cache'
import { getShopPayload } from '@/server/payload'

import { fillFromAnyLocale, idOf, imageView, matchesWords, pageOf, paged, publicRead, richHtml, shownIn, titled, type Paged, type Shown } from './shared'
import { cached } from './shopReads'

/* ---------- guides ---------- */
export type GuideView = { id: number; name: string; type: number; summary: string | null } & Shown
export type GuideDetail = GuideView & { contentHtml: string; updatedAt: string }
const guideView = (g: Guide & Shown): GuideView => ({ id: g.id, name: g.name, type: g.type, summary: g.summary ?? null, language: g.language })

export const listGuides = cached(
  'guides',
  async (locale: Locale, type?: number): Promise<GuideView[]> => {
    const payload = await getShopPayload()
    const { docs } = await payload.find({
      collection: 'guides',
      ...publicRead(locale),
      depth: 0,
      where: shownIn(locale, type ? { type: { equals: type } } : undefined),
      sort: 'sortOrder',
      limit: 200,
    })
    return titled(await fillFromAnyLocale(payload, 'guides', locale, docs, ['name', 'summary']), 'name').map(guideView)
  },
  [CACHE_TAGS.guides],
)

export const getGuide = cached(
  'guide',
  async (locale: Locale, id: number): Promise<GuideDetail | null> => {
    const payload = await getShopPayload()
    const found = await payload.findByID({ collection: 'guides', id, ...publicRead(locale), depth: 0, disableErrors: true })
    const [doc] = found ? await fillFromAnyLocale(payload, 'guides', locale, [found], ['name', 'summary', 'content']) : []
    return doc ? { ...guideView(doc), contentHtml: richHtml(doc.content), updatedAt: doc.updatedAt } : null
  },
  [CACHE_TAGS.guides],
)

/* ---------- FAQ ---------- */
export type FaqCategoryView = { id: number; name: string }
export type FaqView = { id: number; question: string; answerHtml: string; categoryId: number | null } & Shown
const faqView = (f: Faq & Shown): FaqView => ({ id: f.id, question: f.question, answerHtml: richHtml(f.answer), categoryId: idOf(f.category), language: f.language })

export const listFaqCategories = cached(
  'faq-categories',
  async (locale: Locale): Promise<FaqCategoryView[]> => {
    const payload = await getShopPayload()
    const { docs } = await payload.find({ collection: 'faq-categories', ...publicRead(locale), depth: 0, sort: 'sortOrder', limit: 100 })
    return titled(await fillFromAnyLocale(payload, 'faq-categories', locale, docs, ['name']), 'name').map((c) => ({ id: c.id, name: c.name }))
  },
  [CACHE_TAGS.faq],
)

/** Every published FAQ entry of a locale, in order: one cache entry per locale. */
const publishedFaqs = cached(
  'faqs-all',
  async (locale: Locale): Promise<FaqView[]> => {
    const payload = await getShopPayload()
    const { docs } = await payload.find({ collection: 'faqs', ...publicRead(locale), where: shownIn(locale), depth: 0, sort: 'sortOrder', pagination: false })
    return titled(await fillFromAnyLocale(payload, 'faqs', locale, docs, ['question', 'answer']), 'question').map(faqView)
  },
  [CACHE_TAGS.faq],
)

/** An entry's question and answer as plain text, made once per cached entry (the same objects serve every search). */
const faqTexts = new WeakMap<FaqView, string>()
function faqText(faq: FaqView): string {
  let text = faqTexts.get(faq)
  if (text === undefined) {
    text = faqSearchText(faq.question, faq.answerHtml)
    faqTexts.set(faq, text)
  }
  return text
}

/**
 * Published FAQ entries by category or a keyword in the question or the answer ("refund" finds the entry that
 * answers about refunds in other words), filtered from the cached list (no entry per search).
 */
export async function listFaqs(
  locale: Locale,
  query: { categoryId?: number; keyword?: string; page?: number; pageSize?: number } = {},
): Promise<Paged<FaqView>> {
  const found = (await publishedFaqs(locale)).filter(
    (f) => (!query.categoryId || f.categoryId === query.categoryId) && matchesWords(faqText(f), query.keyword),
  )
  return pageOf(found, query.page, query.pageSize ?? 100)
}

/* ---------- news ---------- */
export type NewsView = { id: number; title: string; summary: string | null; publishedAt: string; coverImage: ImageView | null } & Shown
export type NewsDetail = NewsView & {
  contentHtml: string
  meta: { title: string | null; description: string | null }
  previous: ({ id: number; title: string } & Shown) | null
  next: ({ id: number; title: string } & Shown) | null
}
const newsView = (n: News & Shown): NewsView => ({
  language: n.language,
  id: n.id,
  title: n.title ?? '',
  summary: n.summary ?? null,
  publishedAt: n.publishedAt,
  coverImage: imageView(n.coverImage),
})

export const listNews = cached(
  'news',
  async (locale: Locale, query: { page?: number; pageSize?: number } = {}): Promise<Paged<NewsView>> => {
    const payload = await getShopPayload()
    const result = await payload.find({
      collection: 'news',
      ...publicRead(locale),
      where: shownIn(locale),
      sort: '-publishedAt',
      page: query.page ?? 1,
      limit: query.pageSize ?? 10,
    })
    return paged({ ...result, docs: await fillFromAnyLocale(payload, 'news', locale, result.docs, ['title', 'summary']) }, newsView)
  },
  [CACHE_TAGS.news],
)

export const getNews = cached(
  'news-item',
  async (locale: Locale, id: number): Promise<NewsDetail | null> => {
    const payload = await getShopPayload()
    const found = await payload.findByID({ collection: 'news', id, ...publicRead(locale), disableErrors: true })
    if (!found) return null
    const [doc] = await fillFromAnyLocale(payload, 'news', locale, [found], ['title', 'summary', 'content'])
    if (!doc) return null
    const neighbour = async (direction: 'previous' | 'next') => {
      const { docs } = await payload.find({
        collection: 'news',
        ...publicRead(locale),
        depth: 0,
        limit: 1,
        where: shownIn(locale, { publishedAt: direction === 'previous' ? { less_than: doc.publishedAt } : { greater_than: doc.publishedAt } }),
        sort: direction === 'previous' ? '-publishedAt' : 'publishedAt',
      })
      const [near] = await fillFromAnyLocale(payload, 'news', locale, docs, ['title'])
      return near ? { id: near.id, title: near.title ?? '', language: near.language } : null
    }
    const [previous, next] = await Promise.all([neighbour('previous'), neighbour('next')])
    return {
      ...newsView(doc),
      contentHtml: richHtml(doc.content),
      meta: { title: doc.meta?.title ?? null, description: doc.meta?.description ?? doc.summary ?? null },
      previous,
      next,
    }
  },
  (_locale, id) => [CACHE_TAGS.news, CACHE_TAGS.newsItem(id)],
)

/* ---------- reviews ("esteem") ---------- */
export type ReviewView = {
  id: number
  displayName: string
  rating: number
  title: string | null
  text: string
  language: Locale | null
  reviewedAt: string
  product: { id: number; name: string } | null
  activity: { id: number; name: string } | null
}
const reviewView = (r: Review): ReviewView => ({
  id: r.id,
  displayName: r.displayName,
  rating: r.rating,
  title: r.title ?? null,
  text: r.text,
  language: r.language ?? null,
  reviewedAt: r.reviewedAt,
  product: r.product && typeof r.product === 'object' ? { id: r.product.id, name: r.product.name } : null,
  activity: r.activity && typeof r.activity === 'object' ? { id: r.activity.id, name: r.activity.name } : null,
})

export const listReviews = cached(
  'reviews',
  async (
    locale: Locale,
    query: { productId?: number; activityId?: number; page?: number; pageSize?: number } = {},
  ): Promise<Paged<ReviewView> & { averageRating: number | null }> => {
    const payload = await getShopPayload()
    const where: Where | undefined = query.productId
      ? { product: { equals: query.productId } }
      : query.activityId
        ? { activity: { equals: query.activityId } }
        : undefined
    const result = await payload.find({
      collection: 'reviews',
      ...publicRead(locale),
      where,
      sort: '-reviewedAt',
      page: query.page ?? 1,
      limit: query.pageSize ?? 10,
    })
    const all = await payload.find({ collection: 'reviews', ...publicRead(locale), where, depth: 0, limit: 1000, select: { rating: true } })
    const ratings = all.docs.map((d) => d.rating)
    const averageRating = ratings.length ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10 : null
    return { ...paged(result, reviewView), averageRating }
  },
  [CACHE_TAGS.reviews],
)

export const getReview = cached(
  'review',
  async (locale: Locale, id: number): Promise<ReviewView | null> => {
    const payload = await getShopPayload()
    const doc = await payload.findByID({ collection: 'reviews', id, ...publicRead(locale), disableErrors: true })
    return doc ? reviewView(doc) : null
  },
  [CACHE_TAGS.reviews],
)

/* ---------- banners ---------- */
export const listBanners = cached(
  'banners',
  async (locale: Locale): Promise<BannerView[]> => {
    const payload = await getShopPayload()
    const { docs: found } = await payload.find({ collection: 'banners', ...publicRead(locale), where: shownIn(locale), sort: 'sortOrder', limit: 20 })
    const docs = titled(await fillFromAnyLocale(payload, 'banners', locale, found, ['title', 'subtitle']), 'title')
    return docs.map((b) => ({ id: b.id, title: b.title, subtitle: b.subtitle ?? null, image: imageView(b.image), link: b.link ?? null, language: b.language }))
  },
  [CACHE_TAGS.banners],
)

/* ---------- legal and info pages ---------- */
export type PageView = {
  slug: PageSlug
  title: string
  intro: string | null
  contentHtml: string
  lastUpdated: string | null
  chinesePrevails: boolean
  meta: { title: string | null; description: string | null }
} & Shown

export const getPage = cached(
  'page',
  async (locale: Locale, slug: PageSlug): Promise<PageView | null> => {
    const payload = await getShopPayload()
    const { docs } = await payload.find({ collection: 'pages', ...publicRead(locale), depth: 0, where: { slug: { equals: slug } }, limit: 1 })
    const [doc]: ((Page & Shown) | undefined)[] = await fillFromAnyLocale(payload, 'pages', locale, docs, ['title', 'intro', 'content'])
    if (!doc) return null
    return {
      slug: doc.slug,
      title: doc.title,
      intro: doc.intro ?? null,
      contentHtml: richHtml(doc.content),
      lastUpdated: doc.lastUpdated ?? null,
      chinesePrevails: Boolean(doc.chinesePrevails),
      language: doc.language,
      meta: { title: doc.meta?.title ?? null, description: doc.meta?.description ?? doc.intro ?? null },
    }
  },
  (_locale, slug) => [CACHE_TAGS.pages, CACHE_TAGS.page(slug)],
)
