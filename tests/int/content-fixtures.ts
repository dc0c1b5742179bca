/**
 * Catalog fixtures of the content API tests, written through Payload's Local API into the run's fresh
 * database: published items, plus a draft product, a draft news item, an unapproved review and other
 * hidden items that must never reach the storefront. Names carry a run marker so the tests find their
 * own documents whatever the seed adds. Global content (home page, exchange rates) is only filled in
 * when the seed left it empty; tests compare against what is stored rather than against fixed text.
 */
import sharp from 'sharp'
import type { Payload } from 'payload'

import { CURRENCIES } from '@/domain/currency'
import { addDays, taipeiDate } from '@/domain/dates'
import type { Locale } from '@/domain/locale'

import { payload } from './helpers'

// Letters only. The names below are searched for, and a digit in the token can read as a trip length there: "r…2d9x"
// is a 2-day filter (src/domain/tripLength.ts), and one token in 60 made a name search find nothing.
export const RUN = `r${[...Date.now().toString(26)].map((c) => String.fromCharCode(97 + parseInt(c, 26))).join('')}`

type Lexical = {
  root: {
    type: string
    children: { type: string; version: number; [k: string]: unknown }[]
    direction: 'ltr' | null
    format: ''
    indent: number
    version: number
  }
}

/** A rich-text value of one paragraph. */
export const richText = (text: string): Lexical => ({
  root: {
    type: 'root',
    direction: 'ltr',
    format: '',
    indent: 0,
    version: 1,
    children: [
      {
        type: 'paragraph',
        direction: 'ltr',
        format: '',
        indent: 0,
        version: 1,
        textFormat: 0,
        textStyle: '',
        children: [{ type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 }],
      },
    ],
  },
})

/** Indicative rates (units per 1 TWD), used only when the seed set none. */
const FALLBACK_RATES = { CNY: 0.22, HKD: 0.24, USD: 0.031, JPY: 4.7, KRW: 42.5, VND: 790, SGD: 0.041 }

async function localized<S extends 'products' | 'product-categories' | 'news' | 'guides' | 'activities'>(
  p: Payload,
  collection: S,
  id: number,
  texts: Partial<Record<Locale, Record<string, unknown>>>,
) {
  for (const [locale, data] of Object.entries(texts)) {
    await p.update({ collection, id, locale: locale as Locale, data: data as never, overrideAccess: true })
  }
}

export type Fixtures = Awaited<ReturnType<typeof createFixtures>>

/** Every document created here, so afterAll can remove them even when creating the fixtures failed half-way. */
const created: { collection: Parameters<Payload['delete']>[0]['collection']; id: number }[] = []

/** Removes the fixtures again (the database is dropped after the run; this also removes the uploaded file). */
export async function removeFixtures() {
  const p = await payload()
  for (const { collection, id } of created.splice(0).reverse()) {
    await p.delete({ collection, id, overrideAccess: true }).catch(() => undefined)
  }
}

export async function createFixtures() {
  const p = await payload()
  const ids = created
  const track = <T extends { id: number }>(collection: (typeof ids)[number]['collection'], doc: T) => {
    ids.push({ collection, id: doc.id })
    return doc
  }

  // Exchange rates: keep the seed's, fill in when empty.
  const current = await p.findGlobal({ slug: 'exchange-rates', depth: 0 })
  const hasRates = CURRENCIES.every((c) => c === 'TWD' || typeof current.rates?.[c] === 'number')
  if (!hasRates) await p.updateGlobal({ slug: 'exchange-rates', data: { rates: FALLBACK_RATES } })
  const rates = (await p.findGlobal({ slug: 'exchange-rates', depth: 0 })).rates!

  // One image, for a banner.
  const png = await sharp({ create: { width: 8, height: 4, channels: 3, background: '#e4002b' } }).png().toBuffer()
  const image = track(
    'media',
    await p.create({
      collection: 'media',
      data: { alt: `Banner ${RUN}` },
      file: { data: png, mimetype: 'image/png', name: `content-api-${RUN}.png`, size: png.byteLength },
    }),
  )

  // Pickup: a region with one airport.
  const region = track('pickup-regions', await p.create({ collection: 'pickup-regions', locale: 'zh-TW', data: { name: `測試區域 ${RUN}`, sortOrder: 900 } }))
  await p.update({ collection: 'pickup-regions', id: region.id, locale: 'en', data: { name: `Test region ${RUN}` } })
  const airport = track(
    'airports',
    await p.create({
      collection: 'airports',
      locale: 'zh-TW',
      data: {
        name: `測試機場 ${RUN}`,
        code: `T${RUN}`.toUpperCase(),
        region: region.id,
        sortOrder: 900,
        counters: [{ name: '服務台', terminal: '第一航廈', opensAt: '06:30', closesAt: '23:00' }],
        notes: richText(`機場說明 ${RUN}`),
      },
    }),
  )
  // Required localized fields of array rows must be given in every language written.
  const counters = (airport.counters ?? []).map((row) => ({ ...row, name: 'Service desk', terminal: 'Terminal 1' }))
  await p.update({ collection: 'airports', id: airport.id, locale: 'en', data: { name: `Test airport ${RUN}`, counters } })

  // Products: three published in one category (paging), one draft.
  const category = track('product-categories', await p.create({ collection: 'product-categories', locale: 'zh-TW', data: { name: `測試分類 ${RUN}`, sortOrder: 900 } }))
  await localized(p, 'product-categories', category.id, { en: { name: `Test category ${RUN}` }, ja: { name: `テスト分類 ${RUN}` } })

  const product = async (
    names: Partial<Record<Locale, string>>,
    data: { cardType: 'physical' | 'esim'; plans: { days: number; priceTwd: number; dataGb?: number; active?: boolean }[]; published?: boolean; sortOrder: number },
  ) => {
    const doc = track(
      'products',
      await p.create({
        collection: 'products',
        locale: 'zh-TW',
        data: {
          name: names['zh-TW']!,
          category: category.id,
          cardType: data.cardType,
          network: '5G',
          summary: `摘要 ${RUN}`,
          plans: data.plans.map((plan) => ({ ...plan, dataAllowance: '吃到飽' })),
          features: richText(`特色 ${RUN}`),
          pickupAirports: data.cardType === 'physical' ? [airport.id] : [],
          _status: data.published === false ? 'draft' : 'published',
          // Written in zh-TW (a few named in other languages): listed everywhere, as staff tick it (issue 38 §10).
          showInOtherLanguages: true,
          sortOrder: data.sortOrder,
        },
      }),
    )
    const { 'zh-TW': _tw, ...others } = names
    const plans = (doc.plans ?? []).map((row) => ({ ...row, dataAllowance: 'Unlimited' }))
    await localized(p, 'products', doc.id, Object.fromEntries(Object.entries(others).map(([l, name]) => [l, { name, plans }])))
    return doc
  }
  const simCard = await product(
    { 'zh-TW': `測試上網卡 ${RUN}`, en: `Test SIM ${RUN}`, ja: `テストカード ${RUN}` },
    {
      cardType: 'physical',
      sortOrder: 1,
      plans: [
        { days: 5, priceTwd: 500 },
        { days: 3, priceTwd: 300 },
        { days: 1, priceTwd: 99, active: false },
      ],
    },
  )
  const esim = await product(
    { 'zh-TW': `測試 eSIM ${RUN}`, en: `Test eSIM ${RUN}`, ja: `テストeSIM ${RUN}` },
    { cardType: 'esim', sortOrder: 2, plans: [{ days: 7, priceTwd: 450, dataGb: 3 }] },
  )
  const thirdCard = await product(
    { 'zh-TW': `測試通話卡 ${RUN}`, en: `Test calls SIM ${RUN}` },
    { cardType: 'physical', sortOrder: 3, plans: [{ days: 10, priceTwd: 800 }] },
  )
  const draftProduct = await product(
    { 'zh-TW': `草稿商品 ${RUN}`, en: `Draft product ${RUN}`, ja: `下書き ${RUN}` },
    { cardType: 'physical', sortOrder: 0, published: false, plans: [{ days: 2, priceTwd: 10 }] },
  )

  // Guides, FAQ, news and banners: English text written as the default (zh-TW) language, which every
  // other language falls back to, as staff do in the admin (a document always starts in zh-TW).
  // Guides.
  const guide = async (name: string, type: number, published = true) =>
    track('guides', await p.create({ collection: 'guides', locale: 'zh-TW', data: { name, type, _status: published ? 'published' : 'draft', showInOtherLanguages: true, summary: `Summary ${RUN}`, content: richText(`Guide body ${RUN}`), sortOrder: 900 } }))
  const purchaseGuide = await guide(`Purchase notes ${RUN}`, 1)
  const usageGuide = await guide(`Usage guide ${RUN}`, 2)
  const draftGuide = await guide(`Draft guide ${RUN}`, 1, false)

  // FAQ: one category, three published questions and a draft.
  const faqCategory = track('faq-categories', await p.create({ collection: 'faq-categories', locale: 'zh-TW', data: { name: `FAQ category ${RUN}`, sortOrder: 900 } }))
  const faq = async (question: string, sortOrder: number, published = true, answer = `Answer ${RUN}`) =>
    track('faqs', await p.create({ collection: 'faqs', locale: 'zh-TW', data: { question, category: faqCategory.id, answer: richText(answer), _status: published ? 'published' : 'draft', showInOtherLanguages: true, sortOrder } }))
  const faqs = [
    await faq(`How do I pick up my card ${RUN}?`, 1),
    await faq(`Can I top up ${RUN}?`, 2),
    await faq(`Is there a refund ${RUN}?`, 3, true, `Answer ${RUN} & money back within 14 working days`),
  ]
  const draftFaq = await faq(`Draft question ${RUN}?`, 0, false)

  // News: two published (far in the future, so they lead the list), one draft.
  const news = async (title: string, publishedAt: string, published = true) =>
    track('news', await p.create({ collection: 'news', locale: 'zh-TW', data: { title, publishedAt, _status: published ? 'published' : 'draft', showInOtherLanguages: true, summary: `News ${RUN}`, content: richText(`News body ${RUN}`) } }))
  const olderNews = await news(`Older news ${RUN}`, '2099-01-01T00:00:00.000Z')
  const newerNews = await news(`Newer news ${RUN}`, '2099-02-01T00:00:00.000Z')
  const draftNews = await news(`Draft news ${RUN}`, '2099-03-01T00:00:00.000Z', false)

  // Tickets and activities.
  const activity = async (data: Record<string, unknown>) => track('activities', await p.create({ collection: 'activities', locale: 'zh-TW', data: { showInOtherLanguages: true, ...data } as never }))
  const rail = await activity({ name: `機場捷運 ${RUN}`, kind: 'rail', railPrices: { oneWayTwd: 150, roundTripTwd: 280 }, sortOrder: 900, _status: 'published' })
  await localized(p, 'activities', rail.id, { en: { name: `Airport MRT ${RUN}` } })
  const deck = await activity({ name: `觀景台 ${RUN}`, kind: 'observationDeck', ticketPriceTwd: 600, sortOrder: 901, _status: 'published' })
  await localized(p, 'activities', deck.id, { en: { name: `Observation deck ${RUN}` } })
  const draftDeck = await activity({ name: `草稿觀景台 ${RUN}`, kind: 'observationDeck', ticketPriceTwd: 600, _status: 'draft' as const, sortOrder: 902 })
  const today = taipeiDate()
  track(
    'observation-slot-rules',
    await p.create({
      collection: 'observation-slot-rules',
      data: {
        label: `Test rule ${RUN}`,
        activity: deck.id,
        validFrom: addDays(today, -1),
        validTo: addDays(today, 60),
        slots: [
          { time: '14:00', capacity: 3 },
          { time: '10:00', capacity: 5 },
        ],
      },
    }),
  )

  // Reviews: two approved (different months: one review per author and product per month), one not.
  const review = async (displayName: string, rating: number, reviewedAt: string, approved: boolean) =>
    track('reviews', await p.create({ collection: 'reviews', data: { displayName, rating, text: `Review ${RUN}`, product: simCard.id, reviewedAt, approved, language: 'en' } }))
  const reviews = [await review(`Hanako ${RUN}`, 5, '2026-09-10T00:00:00.000Z', true), await review(`Ken ${RUN}`, 4, '2026-08-10T00:00:00.000Z', true)]
  const unapprovedReview = await review(`Troll ${RUN}`, 1, '2026-07-10T00:00:00.000Z', false)

  // Banners.
  const banner = async (title: string, published: boolean) =>
    track('banners', await p.create({ collection: 'banners', locale: 'zh-TW', data: { title, image: image.id, link: '/cardType', _status: published ? 'published' : 'draft', showInOtherLanguages: true, sortOrder: 900 } }))
  const publishedBanner = await banner(`Banner ${RUN}`, true)
  const draftBanner = await banner(`Draft banner ${RUN}`, false)

  // Home page: filled in only when the seed left it empty.
  const home = await p.findGlobal({ slug: 'home', locale: 'zh-TW', fallbackLocale: false, depth: 0 })
  if (!home.heroTitle) {
    // Array rows are shared by all languages; their localized texts are written row by row (same ids).
    let rows: { process: (string | null | undefined)[]; cooperation: (string | null | undefined)[] } | undefined
    for (const [locale, word] of [['zh-TW', '首頁'], ['en', 'Home'], ['ja', 'ホーム']] as const) {
      const saved = await p.updateGlobal({
        slug: 'home',
        locale,
        data: {
          heroTitle: `${word} ${RUN}`,
          productProcess: [
            { id: rows?.process[0], title: `${word} 1` },
            { id: rows?.process[1], title: `${word} 2`, text: 'text' },
          ],
          invoiceGive: richText(`${word} invoice ${RUN}`),
          cooperationActivities: [{ id: rows?.cooperation[0], title: `${word} partner`, link: 'https://example.com/' }],
          meta: { title: `${word} meta ${RUN}`, description: `${word} description ${RUN}` },
        },
      })
      rows ??= {
        process: (saved.productProcess ?? []).map((row) => row.id),
        cooperation: (saved.cooperationActivities ?? []).map((row) => row.id),
      }
    }
  }

  return {
    payload: p,
    rates,
    today,
    region,
    airport,
    category,
    products: { simCard, esim, thirdCard },
    draftProduct,
    guides: { purchaseGuide, usageGuide },
    draftGuide,
    faqCategory,
    faqs,
    draftFaq,
    news: { olderNews, newerNews },
    draftNews,
    activities: { rail, deck },
    draftDeck,
    reviews,
    unapprovedReview,
    banners: { publishedBanner },
    draftBanner,
  }
}
