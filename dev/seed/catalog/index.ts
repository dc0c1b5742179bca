/**
 * Demo catalog and content in all six languages: images, product categories, pickup regions and
 * airports, products, tickets and time slots, banners, news, guides, FAQ, reviews, legal pages, the
 * home page and the exchange rates.
 *
 * Idempotent: each collection is read once by its natural key (zh-TW name, airport code, page slug,
 * image filename, review text) and only missing documents are created; globals are filled only while
 * empty. Staff edits are never overwritten. Independent collections are written in parallel stages.
 */
import 'server-only'

import type { Payload } from 'payload'

import { DEFAULT_LOCALE, LOCALES } from '@/domain/locale'

import { DEMO_MEMBERS } from '../demoAccounts'
import { ACTIVITIES, slotRules } from './activities'
import { BANNERS } from './banners'
import { DEVICE_MODELS } from './devices'
import { FAQ_CATEGORIES, FAQS } from './faqs'
import { GUIDES } from './guides'
import { EXCHANGE_RATES, HOME_TEXT, homeShared } from './home'
import { MEDIA, restoreMissingFiles } from './media'
import { news } from './news'
import { pages } from './pages'
import { AIRPORTS, REGIONS } from './pickup'
import { CATEGORIES, PRODUCTS } from './products'
import { reviews } from './reviews'
import { Limiter, localeOverlay, mergeData } from './merge'
import { ensureDocs, inTransaction, Refs, type EnsureResult } from './store'

type Log = (line: string) => void
type Tally = Record<string, EnsureResult>

const DEMO_MEMBER_EMAIL = DEMO_MEMBERS[0].email

async function findDemoMember(payload: Payload, refs: Refs) {
  const { docs } = await payload.find({
    collection: 'members',
    where: { email: { equals: DEMO_MEMBER_EMAIL } },
    limit: 1,
    depth: 0,
    select: { email: true },
  })
  if (docs[0]) refs.set('members', 'member', docs[0].id)
}

/** Fills the home page while it is empty (and any locale an interrupted run left empty). */
async function seedHome(payload: Payload, refs: Refs): Promise<EnsureResult> {
  const all = (await payload.findGlobal({ slug: 'home', locale: 'all', depth: 0, select: { heroTitle: true } })) as unknown as {
    heroTitle?: Record<string, string | null> | null
  }
  const missing = LOCALES.filter((locale) => !all.heroTitle?.[locale])
  if (!missing.length) return { created: 0, completed: 0 }

  await inTransaction(payload, async (req) => {
    const stored = (
      missing.includes(DEFAULT_LOCALE)
        ? await payload.updateGlobal({
            slug: 'home',
            locale: DEFAULT_LOCALE,
            depth: 0,
            req,
            data: { ...(mergeData(homeShared(refs), HOME_TEXT[DEFAULT_LOCALE]) as object), _status: 'published' } as never,
          })
        : await payload.findGlobal({ slug: 'home', locale: DEFAULT_LOCALE, depth: 0, req })
    ) as unknown as Record<string, unknown>
    const template = HOME_TEXT[DEFAULT_LOCALE] as Record<string, unknown>
    for (const locale of missing.filter((l) => l !== DEFAULT_LOCALE)) {
      const current = Object.fromEntries(Object.keys(template).map((key) => [key, stored[key]]))
      const data = localeOverlay(current, template, HOME_TEXT[locale])
      await payload.updateGlobal({ slug: 'home', locale, depth: 0, req, data: { ...(data as object), _status: 'published' } as never })
    }
  })
  return missing.includes(DEFAULT_LOCALE) ? { created: 1, completed: 0 } : { created: 0, completed: 1 }
}

async function seedExchangeRates(payload: Payload): Promise<EnsureResult> {
  const current = await payload.findGlobal({ slug: 'exchange-rates', depth: 0 })
  if (current.rates?.USD) return { created: 0, completed: 0 }
  await payload.updateGlobal({ slug: 'exchange-rates', depth: 0, data: { rates: EXCHANGE_RATES } })
  return { created: 1, completed: 0 }
}

/** Seeds the demo catalog; `SEED_CATALOG=false` skips it (e.g. for suites that need accounts only). */
export async function seedCatalog(payload: Payload, log: Log = () => undefined, now = new Date()) {
  if (process.env.SEED_CATALOG === 'false') {
    log('catalog skipped (SEED_CATALOG=false)')
    return new Refs()
  }
  const started = Date.now()
  const refs = new Refs()
  const limiter = new Limiter(Math.max(2, Number(process.env.DATABASE_POOL_MAX || 10) - 2))
  const tally: Tally = {}
  const run = async (name: string, work: Promise<EnsureResult>) => {
    tally[name] = await work
  }

  // Stage 1: nothing depends on anything.
  await Promise.all([
    run('media', ensureDocs(payload, 'media', 'filename', MEDIA, refs, limiter, { probe: 'alt' })),
    run('product-categories', ensureDocs(payload, 'product-categories', 'name', CATEGORIES, refs, limiter)),
    run('pickup-regions', ensureDocs(payload, 'pickup-regions', 'name', REGIONS, refs, limiter)),
    run('faq-categories', ensureDocs(payload, 'faq-categories', 'name', FAQ_CATEGORIES, refs, limiter)),
    run('guides', ensureDocs(payload, 'guides', 'name', GUIDES, refs, limiter)),
    run('pages', ensureDocs(payload, 'pages', 'slug', pages(now), refs, limiter, { probe: 'title' })),
    run('exchange-rates', seedExchangeRates(payload)),
    run('device-models', ensureDocs(payload, 'device-models', 'model', DEVICE_MODELS, refs, limiter)),
    findDemoMember(payload, refs),
  ])
  const restored = await restoreMissingFiles(payload, refs)
  // Stage 2: needs images, categories, regions, FAQ categories.
  await Promise.all([
    run('airports', ensureDocs(payload, 'airports', 'code', AIRPORTS, refs, limiter, { probe: 'name' })),
    run('activities', ensureDocs(payload, 'activities', 'name', ACTIVITIES, refs, limiter)),
    run('banners', ensureDocs(payload, 'banners', 'title', BANNERS, refs, limiter)),
    run('news', ensureDocs(payload, 'news', 'title', news(now), refs, limiter)),
    run('faqs', ensureDocs(payload, 'faqs', 'question', FAQS, refs, limiter)),
  ])
  // Stage 3: needs airports and activities.
  await Promise.all([
    run('products', ensureDocs(payload, 'products', 'name', PRODUCTS, refs, limiter)),
    run('observation-slot-rules', ensureDocs(payload, 'observation-slot-rules', 'label', slotRules(now), refs, limiter)),
  ])
  // Stage 4: needs products and FAQs.
  await Promise.all([
    run('reviews', ensureDocs(payload, 'reviews', 'text', reviews(now), refs, limiter)),
    run('home', seedHome(payload, refs)),
  ])

  const created = Object.entries(tally).filter(([, r]) => r.created)
  const completed = Object.entries(tally).filter(([, r]) => r.completed)
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (created.length) log(`catalog created in ${seconds} s: ${created.map(([name, r]) => `${name} ${r.created}`).join(', ')}`)
  if (completed.length) log(`catalog: missing translations filled in: ${completed.map(([name, r]) => `${name} ${r.completed}`).join(', ')}`)
  if (restored) log(`catalog: restored ${restored} missing image file${restored === 1 ? '' : 's'}`)
  if (!created.length && !completed.length && !restored) log(`catalog up to date (checked in ${seconds} s)`)
  return refs
}
