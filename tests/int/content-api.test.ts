/**
 * The storefront content API (spec §7) through its real route handlers, on the run's PostgreSQL:
 * shapes (every reply parsed with its documented schema), lang and currency headers, paging, search,
 * ids (400 for a wrong type, 404 for unknown or hidden documents), and live observation-deck seats.
 */
import fs from 'node:fs'
import path from 'node:path'

import './content-next-runtime'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'

import { POST as activityListPost } from '@/app/(frontend)/api/activityList/route'
import { GET as activitySlotsGet, POST as activitySlotsPost } from '@/app/(frontend)/api/activitySlots/route'
import { POST as bannerPost } from '@/app/(frontend)/api/banner/route'
import { POST as cardAddressListPost } from '@/app/(frontend)/api/cardAddressList/route'
import { POST as cardAddressTreePost } from '@/app/(frontend)/api/cardAddressTree/route'
import { POST as cooperateActivityPost } from '@/app/(frontend)/api/cooperateActivity/route'
import { POST as esteemDetailPost } from '@/app/(frontend)/api/esteemDetail/route'
import { POST as esteemListPost } from '@/app/(frontend)/api/esteemList/route'
import { POST as guidePost } from '@/app/(frontend)/api/guide/route'
import { POST as guideDetailPost } from '@/app/(frontend)/api/guideDetail/route'
import { POST as invoiceGivePost } from '@/app/(frontend)/api/index/invoiceGive/route'
import { POST as indexProductCategoryPost } from '@/app/(frontend)/api/index/productCategory/route'
import { POST as productProcessPost } from '@/app/(frontend)/api/index/productProcess/route'
import { POST as seoPost } from '@/app/(frontend)/api/index/seo/route'
import { POST as newMessageDetailPost } from '@/app/(frontend)/api/newMessageDetail/route'
import { POST as newMessageListPost } from '@/app/(frontend)/api/newMessageList/route'
import { POST as productCategoryPost } from '@/app/(frontend)/api/productCategory/route'
import { POST as productDetailPost } from '@/app/(frontend)/api/productDetail/route'
import { POST as productListPost } from '@/app/(frontend)/api/productList/route'
import { POST as questionCategoryPost } from '@/app/(frontend)/api/questionCategory/route'
import { POST as questionListPost } from '@/app/(frontend)/api/questionList/route'
import { API_ROUTES } from '@/api/openapi'
import { VISIT_HORIZON_DAYS } from '@/domain/bookingWindow'
import { addDays, taipeiNow } from '@/domain/dates'
import { displayPrice } from '@/domain/money'

import { createFixtures, removeFixtures, RUN, type Fixtures } from './content-fixtures'
import { LOCALES, MESSAGES, call, lang, postJson, postRequest } from './helpers'

type Handler = (request: Request) => Promise<Response>

const HANDLERS: Record<string, Handler> = {
  '/api/banner': bannerPost,
  '/api/productCategory': productCategoryPost,
  '/api/productList': productListPost,
  '/api/productDetail': productDetailPost,
  '/api/cardAddressList': cardAddressListPost,
  '/api/cardAddressTree': cardAddressTreePost,
  '/api/guide': guidePost,
  '/api/guideDetail': guideDetailPost,
  '/api/questionList': questionListPost,
  '/api/questionCategory': questionCategoryPost,
  '/api/newMessageList': newMessageListPost,
  '/api/newMessageDetail': newMessageDetailPost,
  '/api/esteemList': esteemListPost,
  '/api/esteemDetail': esteemDetailPost,
  '/api/index/productCategory': indexProductCategoryPost,
  '/api/index/productProcess': productProcessPost,
  '/api/index/invoiceGive': invoiceGivePost,
  '/api/index/seo': seoPost,
  '/api/cooperateActivity': cooperateActivityPost,
  '/api/activityList': activityListPost,
  '/api/activitySlots': activitySlotsPost,
}

/** The documented reply schema of a path (from the OpenAPI registry). */
const documented = (path: string): z.ZodType => {
  const route = API_ROUTES.find((r) => r.path === path)
  if (!route?.data) throw new Error(`${path} has no documented data schema`)
  return route.data
}

/**
 * Calls an endpoint, expects success and returns `data`, after checking it against the documented
 * schema (strict objects: an undocumented field fails).
 */
async function ok<T = Record<string, unknown>>(path: string, body: unknown = {}, headers: Record<string, string> = {}) {
  const handler = HANDLERS[path]!
  const { status, body: envelope } = await postJson(handler, path, body, { lang: 'en', ...headers })
  expect(status, `${path} ${JSON.stringify(envelope).slice(0, 300)}`).toBe(200)
  expect(envelope.code).toBe(200)
  const parsed = documented(path).safeParse(envelope.data)
  expect(parsed.success, `${path} reply does not match its schema: ${parsed.error?.message}`).toBe(true)
  return envelope.data as T
}

/** Calls an endpoint expecting an error envelope. */
async function fails(path: string, body: unknown, headers: Record<string, string> = {}) {
  const { status, body: envelope } = await postJson<{ errors: Record<string, string> } | null>(HANDLERS[path]!, path, body, {
    lang: 'en',
    ...headers,
  })
  expect(envelope.code).toBe(status)
  return { status, envelope }
}

type Listed = { id: number; name?: string; title?: string }
type Paged<T = Listed> = { list: T[]; total: number; page: number; pageSize: number; totalPages: number }
type Price = ReturnType<typeof displayPrice>
type Summary = Listed & { name: string; fromPriceTwd: number | null; fromPrice: Price | null; cardType: string; categoryId: number }

let f: Fixtures

beforeAll(async () => {
  f = await createFixtures()
}, 120_000)

afterAll(async () => {
  await removeFixtures()
})

describe('every content endpoint', () => {
  it('is registered in the OpenAPI document with its reply schema, and tested here', () => {
    for (const path of Object.keys(HANDLERS)) expect(documented(path), path).toBeDefined()
  })

  it('answers GET with 405 and Allow: POST', async () => {
    const response = activitySlotsGet(new Request('http://localhost/api/activitySlots', { headers: { lang: 'jp' } }))
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
    expect(await response.json()).toEqual({ code: 405, message: MESSAGES.ja.api.methodNotAllowed, data: null })
  })

  it('answers PUT, PATCH and DELETE with the same 405 envelope, on every endpoint the shop defines', async () => {
    const root = path.join(process.cwd(), 'src/app/(frontend)/api')
    const routes = (fs.readdirSync(root, { recursive: true }) as string[]).filter((file) => file.endsWith(`${path.sep}route.ts`) || file === 'route.ts')
    let checked = 0
    for (const file of routes) {
      const route = (await import(path.join(root, file))) as Record<string, unknown>
      // The shop's envelope endpoints (defineEndpoint) answer GET with 405; health, ready and the like are not such.
      if (typeof route.POST !== 'function' || typeof route.GET !== 'function') continue
      const probe = (await (route.GET as (r: Request) => Response | Promise<Response>)(new Request('http://localhost/x', { headers: { lang: 'kr' } }))).status
      if (probe !== 405) continue
      for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
        const handler = route[method] as ((r: Request) => Response | Promise<Response>) | undefined
        expect(typeof handler, `${file} ${method}`).toBe('function')
        const response = await handler!(new Request('http://localhost/x', { method, headers: { lang: 'kr' }, body: '{}' }))
        expect(response.status, `${file} ${method}`).toBe(405)
        expect(response.headers.get('allow')).toBe('POST')
        expect(await response.json()).toEqual({ code: 405, message: MESSAGES.ko.api.methodNotAllowed, data: null })
      }
      checked++
    }
    expect(checked).toBeGreaterThan(60)
  })

  it('rejects unknown body fields, malformed JSON and non-object bodies with 400 (never 5xx)', async () => {
    for (const path of Object.keys(HANDLERS)) {
      const { status, envelope } = await fails(path, { nope: 1 }, { lang: 'kr' })
      expect(status, path).toBe(400)
      expect(envelope.message).toBe(MESSAGES.ko.api.validationFailed)
      expect(envelope.data?.errors.nope, path).toBe(MESSAGES.ko.validation.unknownField)

      const malformed = await call(HANDLERS[path]!, postRequest(path, '{"id":', { lang: 'vi' }))
      expect(malformed.status).toBe(400)
      expect(malformed.body).toEqual({ code: 400, message: MESSAGES.vi.api.malformedJson, data: null })

      const array = await call(HANDLERS[path]!, postRequest(path, '[1]', { lang: 'en' }))
      expect(array.status).toBe(400)
      expect(array.body.message).toBe(MESSAGES.en.api.invalidBody)
    }
  })

  it('answers in all six languages and eight currencies with the documented shapes (seeded content included)', async () => {
    const bodyless = Object.keys(HANDLERS).filter((path) => !/Detail$|activitySlots$/.test(path))
    const currencies = ['TWD', 'CNY', 'HKD', 'USD', 'JPY', 'KRW', 'VND', 'SGD']
    for (const [index, locale] of LOCALES.entries()) {
      for (const path of bodyless) await ok(path, {}, { lang: lang(locale), currency: currencies[index]! })
    }
    for (const currency of currencies) {
      const data = await ok<Paged<Summary>>('/api/productList', { categoryId: f.category.id }, { currency })
      expect(data.list[0]!.fromPrice!.currency).toBe(currency)
      expect(data.list[0]!.fromPrice!.approximate).toBe(currency !== 'TWD')
    }
  }, 120_000)

  it('sends no-store (prices depend on headers; the catalog caches on the server)', async () => {
    const { headers } = await postJson(bannerPost, '/api/banner', {}, { lang: 'en' })
    expect(headers.get('cache-control')).toBe('no-store')
  })
})

describe('ids', () => {
  const detailPaths = ['/api/productDetail', '/api/guideDetail', '/api/newMessageDetail', '/api/esteemDetail']

  it.each(detailPaths)('%s: wrong types and values → 400 with a localized field error', async (path) => {
    const cases: [unknown, keyof (typeof MESSAGES)['en']['validation']][] = [
      [{}, 'required'],
      [{ id: null }, 'required'],
      [{ id: '1' }, 'invalidType'],
      [{ id: [1] }, 'invalidType'],
      [{ id: 1.5 }, 'invalidType'],
      [{ id: 0 }, 'invalidValue'],
      [{ id: -3 }, 'invalidValue'],
      [{ id: 2_147_483_648 }, 'invalidValue'],
    ]
    for (const [body, key] of cases) {
      const { status, envelope } = await fails(path, body, { lang: 'zh-cn' })
      expect(status, JSON.stringify(body)).toBe(400)
      expect(envelope.message).toBe(MESSAGES['zh-CN'].api.validationFailed)
      expect(envelope.data, JSON.stringify(body)).toEqual({ errors: { id: MESSAGES['zh-CN'].validation[key] } })
    }
  })

  it.each(detailPaths)(`%s: an unknown id → 404 "We couldn't find that." in every language`, async (path) => {
    expect(MESSAGES.en.api.notFound).toBe("We couldn't find that.")
    for (const locale of LOCALES) {
      const { status, envelope } = await fails(path, { id: 2_147_483_647 }, { lang: lang(locale) })
      expect(status).toBe(404)
      expect(envelope).toEqual({ code: 404, message: MESSAGES[locale].api.notFound, data: null })
    }
  })

  it('hidden documents answer 404 like unknown ones', async () => {
    for (const [path, id] of [
      ['/api/productDetail', f.draftProduct.id],
      ['/api/newMessageDetail', f.draftNews.id],
      ['/api/esteemDetail', f.unapprovedReview.id],
      ['/api/guideDetail', f.draftGuide.id],
    ] as const) {
      const { status, envelope } = await fails(path, { id }, { lang: 'jp' })
      expect(status, path).toBe(404)
      expect(envelope).toEqual({ code: 404, message: MESSAGES.ja.api.notFound, data: null })
    }
  })

  it('hidden documents never appear in any list', async () => {
    const lists: [string, Record<string, unknown>, number[], Record<string, string>?][] = [
      ['/api/productList', { categoryId: f.category.id, pageSize: 100 }, [f.draftProduct.id]],
      ['/api/productList', { name: RUN, pageSize: 100 }, [f.draftProduct.id]],
      ['/api/productList', { name: 'Draft', pageSize: 100 }, [f.draftProduct.id]],
      ['/api/productList', { name: '草稿商品', pageSize: 100 }, [f.draftProduct.id], { lang: 'zh-tw' }],
      ['/api/newMessageList', { pageSize: 100 }, [f.draftNews.id]],
      ['/api/esteemList', { productId: f.products.simCard.id, pageSize: 100 }, [f.unapprovedReview.id]],
      ['/api/esteemList', { pageSize: 100 }, [f.unapprovedReview.id]],
      ['/api/guide', {}, [f.draftGuide.id]],
      ['/api/guide', { type: 1 }, [f.draftGuide.id]],
      ['/api/questionList', { categoryId: f.faqCategory.id }, [f.draftFaq.id]],
      ['/api/questionList', { keyword: 'Draft', pageSize: 100 }, [f.draftFaq.id], { lang: 'zh-tw' }],
      ['/api/banner', {}, [f.draftBanner.id]],
      ['/api/activityList', {}, [f.draftDeck.id]],
    ]
    const replies: unknown[] = []
    for (const [path, body, hidden, headers] of lists) {
      const reply = await ok<{ list: Listed[] }>(path, body, headers)
      for (const id of hidden) expect(reply.list.map((item) => item.id), path).not.toContain(id)
      replies.push(reply)
    }
    const home = await ok<{ list: { products: Listed[] }[] }>('/api/index/productCategory')
    expect(home.list.flatMap((c) => c.products.map((p) => p.id))).not.toContain(f.draftProduct.id)
    replies.push(home)

    const text = JSON.stringify(replies)
    const names = [`Draft product ${RUN}`, `草稿商品 ${RUN}`, `Draft news ${RUN}`, `Troll ${RUN}`, `Draft guide ${RUN}`]
    for (const name of [...names, `Draft question ${RUN}`, `Draft banner ${RUN}`, `草稿觀景台 ${RUN}`]) expect(text).not.toContain(name)
  })
})

describe('products', () => {
  it('/api/productCategory lists categories in the request language', async () => {
    const en = await ok<{ list: Listed[] }>('/api/productCategory', {}, { lang: 'en' })
    expect(en.list).toContainEqual({ id: f.category.id, name: `Test category ${RUN}`, description: null })
    const ja = await ok<{ list: Listed[] }>('/api/productCategory', {}, { lang: 'jp' })
    expect(ja.list.find((c) => c.id === f.category.id)?.name).toBe(`テスト分類 ${RUN}`)
    // Korean has no translation: the zh-TW text is the fallback.
    const ko = await ok<{ list: Listed[] }>('/api/productCategory', {}, { lang: 'kr' })
    expect(ko.list.find((c) => c.id === f.category.id)?.name).toBe(`測試分類 ${RUN}`)
  })

  it('/api/productList filters by category, in sort order, with from-prices of active plans', async () => {
    const data = await ok<Paged<Summary>>('/api/productList', { categoryId: f.category.id })
    expect(data.list.map((p) => p.id)).toEqual([f.products.simCard.id, f.products.esim.id, f.products.thirdCard.id])
    expect(data).toMatchObject({ total: 3, page: 1, totalPages: 1 })
    const sim = data.list[0]!
    expect(sim).toMatchObject({ name: `Test SIM ${RUN}`, cardType: 'physical', network: '5G', categoryId: f.category.id })
    // 99 TWD is an inactive plan: the from-price is the cheapest active one.
    expect(sim.fromPriceTwd).toBe(300)
    expect(sim.fromPrice).toMatchObject({ twd: 300, currency: 'TWD', amount: 300, approximate: false })
  })

  it('/api/productList filters by card type', async () => {
    const esim = await ok<Paged<Summary>>('/api/productList', { categoryId: f.category.id, cardType: 'esim' })
    expect(esim.list.map((p) => p.id)).toEqual([f.products.esim.id])
    const physical = await ok<Paged<Summary>>('/api/productList', { categoryId: f.category.id, cardType: 'physical' })
    expect(physical.list.map((p) => p.id)).toEqual([f.products.simCard.id, f.products.thirdCard.id])
  })

  it('/api/productList finds plans by trip length, typed ("5 days", 5天, 7日) or chosen, and by unlimited or capped data', async () => {
    const ids = (data: Paged<Summary>) => data.list.map((p) => p.id)
    const { simCard, esim, thirdCard } = f.products
    const chosen = await ok<Paged<Summary>>('/api/productList', { categoryId: f.category.id, days: 5 })
    expect(ids(chosen)).toEqual([simCard.id])
    // The from-price is the fitting plan's (5 days: 500), not the product's cheapest (3 days: 300).
    expect(chosen.list[0]).toMatchObject({ fromPriceTwd: 500, plans: [{ days: 5, dataGb: null, priceTwd: 500 }, { days: 3, dataGb: null, priceTwd: 300 }] })
    for (const [name, lang, expected] of [
      ['5 days', 'en', [simCard.id]],
      [`Test 5-day`, 'en', [simCard.id]],
      ['5天', 'zh-tw', [simCard.id]],
      ['十天', 'zh-tw', [thirdCard.id]],
      ['7日', 'jp', [esim.id]],
      ['1주일', 'kr', [esim.id]],
      ['10 ngày', 'vi', [thirdCard.id]],
      ['4 days', 'en', []],
    ] as const) {
      const found = await ok<Paged<Summary>>('/api/productList', { categoryId: f.category.id, name }, { lang })
      expect(ids(found), `${name} (${lang})`).toEqual(expected)
    }
    expect(ids(await ok<Paged<Summary>>('/api/productList', { categoryId: f.category.id, data: 'capped' }))).toEqual([esim.id])
    expect(ids(await ok<Paged<Summary>>('/api/productList', { categoryId: f.category.id, data: 'unlimited' }))).toEqual([simCard.id, thirdCard.id])
    expect(ids(await ok<Paged<Summary>>('/api/productList', { categoryId: f.category.id, days: 7, data: 'unlimited' }))).toEqual([])
    for (const body of [{ days: 0 }, { days: 366 }, { days: 2.5 }, { data: 'lots' }]) {
      const { status, envelope } = await fails('/api/productList', body, { lang: 'jp' })
      expect(status, JSON.stringify(body)).toBe(400)
      expect(Object.values(envelope.data?.errors ?? {})).toEqual([MESSAGES.ja.validation.invalidValue])
    }
  })

  it('/api/productList pages (total, page, pageSize, totalPages)', async () => {
    const body = (page: number) => ({ categoryId: f.category.id, pageSize: 2, page })
    const first = await ok<Paged<Summary>>('/api/productList', body(1))
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2, totalPages: 2 })
    expect(first.list.map((p) => p.id)).toEqual([f.products.simCard.id, f.products.esim.id])
    const second = await ok<Paged<Summary>>('/api/productList', body(2))
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2, totalPages: 2 })
    expect(second.list.map((p) => p.id)).toEqual([f.products.thirdCard.id])
    const beyond = await ok<Paged<Summary>>('/api/productList', body(3))
    expect(beyond.list).toEqual([])
  })

  it('/api/productList searches names in the request language', async () => {
    const ja = await ok<Paged<Summary>>('/api/productList', { name: `テストカード ${RUN}` }, { lang: 'jp' })
    expect(ja.list.map((p) => [p.id, p.name])).toEqual([[f.products.simCard.id, `テストカード ${RUN}`]])
    // The same words are not an English name.
    const en = await ok<Paged<Summary>>('/api/productList', { name: `テストカード ${RUN}` }, { lang: 'en' })
    expect(en.list).toEqual([])
    const enByName = await ok<Paged<Summary>>('/api/productList', { name: `  test esim ${RUN} ` }, { lang: 'en' })
    expect(enByName.list.map((p) => p.id)).toEqual([f.products.esim.id])
    const tw = await ok<Paged<Summary>>('/api/productList', { name: `通話卡 ${RUN}` }, { lang: 'zh-tw' })
    expect(tw.list.map((p) => p.id)).toEqual([f.products.thirdCard.id])
    // "SIM" on the zh-TW site: the eSIM, whose name says it, first; then the 上網卡 (a SIM card by another name);
    // not the 通話卡, which a traveller asks for by that name.
    const sim = await ok<Paged<Summary>>('/api/productList', { name: `SIM ${RUN}` }, { lang: 'zh-tw' })
    expect(sim.list.map((p) => p.id)).toEqual([f.products.esim.id, f.products.simCard.id])
  })

  it('/api/productList validates its fields', async () => {
    const cases: [Record<string, unknown>, string, keyof (typeof MESSAGES)['en']['validation']][] = [
      [{ pageSize: 101 }, 'pageSize', 'invalidValue'],
      [{ pageSize: 0 }, 'pageSize', 'invalidValue'],
      [{ page: 0 }, 'page', 'invalidValue'],
      [{ page: '2' }, 'page', 'invalidType'],
      [{ categoryId: 'x' }, 'categoryId', 'invalidType'],
      [{ cardType: 'paper' }, 'cardType', 'invalidValue'],
      [{ name: 5 }, 'name', 'invalidType'],
      [{ name: 'x'.repeat(101) }, 'name', 'tooLong'],
    ]
    for (const [body, field, key] of cases) {
      const { status, envelope } = await fails('/api/productList', body)
      expect(status, JSON.stringify(body)).toBe(400)
      expect(envelope.data, JSON.stringify(body)).toEqual({ errors: { [field]: MESSAGES.en.validation[key] } })
    }
  })

  it('/api/productDetail switches text with the lang header', async () => {
    const id = f.products.simCard.id
    const names = {
      en: (await ok<Summary>('/api/productDetail', { id }, { lang: 'en' })).name,
      ja: (await ok<Summary>('/api/productDetail', { id }, { lang: 'jp' })).name,
      tw: (await ok<Summary>('/api/productDetail', { id }, { lang: 'zh-tw' })).name,
      none: (await ok<Summary>('/api/productDetail', { id }, { lang: '' })).name,
    }
    expect(names).toEqual({ en: `Test SIM ${RUN}`, ja: `テストカード ${RUN}`, tw: `測試上網卡 ${RUN}`, none: `測試上網卡 ${RUN}` })
  })

  it('/api/productDetail: plans, each priced, rich text as HTML, pickup airports', async () => {
    const data = await ok<
      Summary & { plans: { days: number; priceTwd: number; price: Price }[]; featuresHtml: string; pickupAirports: Listed[]; categoryName: string }
    >('/api/productDetail', { id: f.products.simCard.id }, { lang: 'en', currency: 'JPY' })
    expect(data.plans.map((p) => [p.days, p.priceTwd])).toEqual([
      [5, 500],
      [3, 300],
    ])
    for (const plan of data.plans) {
      expect(plan.price).toEqual(displayPrice(plan.priceTwd, 'JPY', f.rates, 'en'))
    }
    expect(data.fromPrice).toEqual(displayPrice(300, 'JPY', f.rates, 'en'))
    expect(data.featuresHtml).toContain(`<p>特色 ${RUN}</p>`)
    expect(data.categoryName).toBe(`Test category ${RUN}`)
    expect(data.pickupAirports).toEqual([{ id: f.airport.id, name: `Test airport ${RUN}`, code: `T${RUN}`.toUpperCase() }])
  })

  it('prices follow the currency header; TWD amounts stay integers', async () => {
    const body = { categoryId: f.category.id }
    const usd = await ok<Paged<Summary>>('/api/productList', body, { currency: 'USD' })
    const sim = usd.list[0]!
    expect(sim.fromPriceTwd).toBe(300)
    expect(Number.isInteger(sim.fromPriceTwd)).toBe(true)
    expect(sim.fromPrice).toMatchObject({ twd: 300, currency: 'USD', approximate: true })
    expect(sim.fromPrice!.amount).toBeCloseTo(300 * f.rates.USD!, 2)
    expect(sim.fromPrice!.formatted).toContain('$')
    expect(sim.fromPrice!.formattedTwd).toContain('300')

    // Lower case works; an unknown currency is TWD.
    const lower = await ok<Paged<Summary>>('/api/productList', body, { currency: 'usd' })
    expect(lower.list[0]!.fromPrice!.currency).toBe('USD')
    for (const currency of ['XYZ', '', 'TWD']) {
      const twd = await ok<Paged<Summary>>('/api/productList', body, { currency })
      expect(twd.list[0]!.fromPrice, currency).toMatchObject({ twd: 300, currency: 'TWD', amount: 300, approximate: false })
    }
    // KRW and JPY have no minor units; VND neither.
    const krw = await ok<Paged<Summary>>('/api/productList', body, { currency: 'KRW', lang: 'kr' })
    expect(Number.isInteger(krw.list[0]!.fromPrice!.amount)).toBe(true)
  })
})

describe('pickup locations', () => {
  it('/api/cardAddressList lists airports with counters, optionally by region', async () => {
    type Airport = Listed & { code: string; regionId: number; counters: { terminal: string; opensAt: string }[]; notesHtml: string }
    const all = await ok<{ list: Airport[] }>('/api/cardAddressList', {}, { lang: 'en' })
    expect(all.list.map((a) => a.id)).toContain(f.airport.id)
    const inRegion = await ok<{ list: Airport[] }>('/api/cardAddressList', { regionId: f.region.id }, { lang: 'en' })
    expect(inRegion.list).toHaveLength(1)
    expect(inRegion.list[0]).toMatchObject({ id: f.airport.id, name: `Test airport ${RUN}`, regionId: f.region.id })
    expect(inRegion.list[0]!.counters[0]).toMatchObject({ terminal: 'Terminal 1', opensAt: '06:30', closesAt: '23:00' })
    const tw = await ok<{ list: Airport[] }>('/api/cardAddressList', { regionId: f.region.id }, { lang: 'zh-tw' })
    expect(tw.list[0]!.counters[0]).toMatchObject({ name: '服務台', terminal: '第一航廈' })
    expect(inRegion.list[0]!.notesHtml).toContain(`機場說明 ${RUN}`)
    expect((await ok<{ list: Airport[] }>('/api/cardAddressList', { regionId: 2_147_483_000 })).list).toEqual([])
    expect((await fails('/api/cardAddressList', { regionId: 'north' })).status).toBe(400)
  })

  it('/api/cardAddressTree lists regions with their airports in data.list', async () => {
    const tw = await ok<{ list: (Listed & { airports: Listed[] })[] }>('/api/cardAddressTree', {}, { lang: 'zh-tw' })
    const region = tw.list.find((r) => r.id === f.region.id)
    expect(region).toEqual({
      id: f.region.id,
      name: `測試區域 ${RUN}`,
      airports: [{ id: f.airport.id, name: `測試機場 ${RUN}`, code: `T${RUN}`.toUpperCase() }],
    })
    const en = await ok<{ list: Listed[] }>('/api/cardAddressTree', {}, { lang: 'en' })
    expect(en.list.find((r) => r.id === f.region.id)?.name).toBe(`Test region ${RUN}`)
  })
})

describe('guides', () => {
  it('/api/guide lists published guides, optionally by type', async () => {
    const all = await ok<{ list: Listed[] }>('/api/guide')
    expect(all.list.map((g) => g.id)).toEqual(expect.arrayContaining([f.guides.purchaseGuide.id, f.guides.usageGuide.id]))
    const type1 = await ok<{ list: (Listed & { type: number })[] }>('/api/guide', { type: 1 })
    expect(type1.list.map((g) => g.id)).toContain(f.guides.purchaseGuide.id)
    expect(type1.list.map((g) => g.id)).not.toContain(f.guides.usageGuide.id)
    expect(type1.list.every((g) => g.type === 1)).toBe(true)
    const { status, envelope } = await fails('/api/guide', { type: 'one' })
    expect(status).toBe(400)
    expect(envelope.data).toEqual({ errors: { type: MESSAGES.en.validation.invalidType } })
  })

  it('/api/guideDetail returns the content as HTML', async () => {
    const data = await ok<{ name: string; contentHtml: string; type: number }>('/api/guideDetail', { id: f.guides.usageGuide.id })
    expect(data).toMatchObject({ name: `Usage guide ${RUN}`, type: 2 })
    expect(data.contentHtml).toBe(`<p>Guide body ${RUN}</p>`)
  })
})

describe('FAQ', () => {
  it('/api/questionCategory lists categories', async () => {
    const data = await ok<{ list: Listed[] }>('/api/questionCategory')
    expect(data.list).toContainEqual({ id: f.faqCategory.id, name: `FAQ category ${RUN}` })
  })

  it('/api/questionList filters by category and keyword, and pages', async () => {
    const all = await ok<Paged<Listed & { question: string; answerHtml: string }>>('/api/questionList', { categoryId: f.faqCategory.id })
    expect(all.list.map((q) => q.id)).toEqual(f.faqs.map((q) => q.id))
    expect(all.list[0]!.answerHtml).toBe(`<p>Answer ${RUN}</p>`)
    // The keyword is searched in the request language's own text (the fixtures are written in zh-TW).
    const byKeyword = await ok<Paged>('/api/questionList', { categoryId: f.faqCategory.id, keyword: 'top up' }, { lang: 'zh-tw' })
    expect(byKeyword.list.map((q) => q.id)).toEqual([f.faqs[1]!.id])
    // Words of an answer find its entry too (its HTML tags and entities are not searched: "&amp;" finds nothing).
    const byAnswer = await ok<Paged>('/api/questionList', { categoryId: f.faqCategory.id, keyword: 'money back & working' }, { lang: 'zh-tw' })
    expect(byAnswer.list.map((q) => q.id)).toEqual([f.faqs[2]!.id])
    const byMarkup = await ok<Paged>('/api/questionList', { categoryId: f.faqCategory.id, keyword: 'amp;' }, { lang: 'zh-tw' })
    expect(byMarkup.list).toEqual([])
    const paged = await ok<Paged>('/api/questionList', { categoryId: f.faqCategory.id, page: 2, pageSize: 2 })
    expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 2, totalPages: 2 })
    expect(paged.list.map((q) => q.id)).toEqual([f.faqs[2]!.id])
  })
})

describe('news', () => {
  it('/api/newMessageList: newest first, paged', async () => {
    const first = await ok<Paged>('/api/newMessageList', { pageSize: 1 })
    expect(first.list.map((n) => n.id)).toEqual([f.news.newerNews.id])
    expect(first.pageSize).toBe(1)
    const second = await ok<Paged>('/api/newMessageList', { pageSize: 1, page: 2 })
    expect(second.list.map((n) => n.id)).toEqual([f.news.olderNews.id])
    expect(second.total).toBe(first.total)
    expect((await fails('/api/newMessageList', { pageSize: 1000 })).status).toBe(400)
  })

  it('/api/newMessageDetail: content, meta and neighbours (never the draft)', async () => {
    const older = await ok<{ title: string; contentHtml: string; next: Listed | null; meta: { description: string } }>(
      '/api/newMessageDetail',
      { id: f.news.olderNews.id },
    )
    expect(older.title).toBe(`Older news ${RUN}`)
    expect(older.contentHtml).toBe(`<p>News body ${RUN}</p>`)
    // Written in zh-TW, read on /en: the neighbour says so (issue 38 §10).
    expect(older.next).toEqual({ id: f.news.newerNews.id, title: `Newer news ${RUN}`, language: 'zh-TW' })
    const newer = await ok<{ next: Listed | null; previous: Listed | null }>('/api/newMessageDetail', { id: f.news.newerNews.id })
    expect(newer.previous).toEqual({ id: f.news.olderNews.id, title: `Older news ${RUN}`, language: 'zh-TW' })
    expect(newer.next).toBeNull()
  })
})

describe('reviews', () => {
  it('/api/esteemList: approved reviews of a product, newest first, with the average', async () => {
    type Review = Listed & { displayName: string; rating: number; product: Listed | null }
    const data = await ok<Paged<Review> & { averageRating: number | null }>(
      '/api/esteemList',
      { productId: f.products.simCard.id },
      { lang: 'jp' },
    )
    expect(data.list.map((r) => r.id)).toEqual(f.reviews.map((r) => r.id))
    expect(data.total).toBe(2)
    expect(data.averageRating).toBe(4.5)
    expect(data.list[0]!.product).toEqual({ id: f.products.simCard.id, name: `テストカード ${RUN}` })
    const paged = await ok<Paged<Review>>('/api/esteemList', { productId: f.products.simCard.id, pageSize: 1, page: 2 })
    expect(paged.list.map((r) => r.id)).toEqual([f.reviews[1]!.id])
    expect(paged.totalPages).toBe(2)
    expect((await ok<Paged>('/api/esteemList', { productId: f.products.esim.id })).list).toEqual([])
  })

  it('/api/esteemList takes a product or an activity, not both', async () => {
    const { status, envelope } = await fails('/api/esteemList', { productId: 1, activityId: 2 })
    expect(status).toBe(400)
    expect(envelope.data).toEqual({ errors: { activityId: MESSAGES.en.validation.invalidValue } })
    expect((await ok<Paged>('/api/esteemList', { activityId: f.activities.deck.id })).list).toEqual([])
  })

  it('/api/esteemDetail returns one approved review', async () => {
    const data = await ok<{ displayName: string; rating: number }>('/api/esteemDetail', { id: f.reviews[0]!.id })
    expect(data).toMatchObject({ displayName: `Hanako ${RUN}`, rating: 5 })
  })
})

describe('home', () => {
  it('/api/banner lists published banners with their image', async () => {
    const data = await ok<{ list: (Listed & { image: { url: string; alt: string } | null; link: string })[] }>('/api/banner')
    const banner = data.list.find((b) => b.id === f.banners.publishedBanner.id)
    expect(banner).toMatchObject({ title: `Banner ${RUN}`, link: '/cardType' })
    expect(banner!.image!.url).toMatch(/\.png$/)
    expect(banner!.image!.alt).toBe(`Banner ${RUN}`)
  })

  it('/api/index/productCategory: categories each with their published, priced products', async () => {
    type Category = Listed & { products: Summary[] }
    const data = await ok<{ list: Category[] }>('/api/index/productCategory', {}, { currency: 'HKD' })
    const mine = data.list.find((c) => c.id === f.category.id)!
    expect(mine.name).toBe(`Test category ${RUN}`)
    expect(mine.products.map((p) => p.id)).toEqual([f.products.simCard.id, f.products.esim.id, f.products.thirdCard.id])
    expect(mine.products[0]!.fromPrice).toEqual(displayPrice(300, 'HKD', f.rates, 'en'))
    for (const category of data.list) for (const product of category.products) expect(product.categoryId).toBe(category.id)
  })

  it('productProcess, invoiceGive, cooperateActivity and seo follow the home page in each language', async () => {
    for (const locale of ['zh-TW', 'en', 'ja'] as const) {
      const headers = { lang: lang(locale) }
      const home = await f.payload.findGlobal({ slug: 'home', locale, fallbackLocale: 'zh-TW', depth: 1 })
      const process = await ok<{ list: { title: string; text: string | null }[] }>('/api/index/productProcess', {}, headers)
      const titled = <T extends { title?: string | null }>(rows: T[] | null | undefined) => (rows ?? []).filter((row) => row.title)
      expect(process.list).toEqual(titled(home.productProcess).map((s) => ({ title: s.title, text: s.text ?? null })))
      const invoice = await ok<{ contentHtml: string }>('/api/index/invoiceGive', {}, headers)
      expect(typeof invoice.contentHtml).toBe('string')
      if (home.invoiceGive) expect(invoice.contentHtml).toMatch(/^<[a-z]/)
      const cooperate = await ok<{ list: { title: string }[] }>('/api/cooperateActivity', {}, headers)
      expect(cooperate.list.map((c) => c.title)).toEqual(titled(home.cooperationActivities).map((c) => c.title))

      const seo = await ok<{ siteName: string; siteDescription: string; title: string; description: string }>('/api/index/seo', {}, headers)
      expect(seo.siteName).toBe(MESSAGES[locale].meta.siteName)
      expect(seo.siteDescription).toBe(MESSAGES[locale].meta.description)
      expect(seo.title).toBe(home.meta?.title || MESSAGES[locale].meta.siteName)
      expect(seo.description).toBe(home.meta?.description || MESSAGES[locale].meta.description)
    }
    const en = await ok<{ siteName: string }>('/api/index/seo', {}, { lang: 'en' })
    const tw = await ok<{ siteName: string }>('/api/index/seo', {}, { lang: 'zh-tw' })
    expect(en.siteName).not.toBe(tw.siteName)
  })
})

describe('tickets and activities', () => {
  type Activity = Listed & {
    kind: string
    prices: Record<string, number | Price>
    fromPriceTwd: number | null
    fromPrice: Price | null
  }

  it('/api/activityList lists published tickets with TWD and display prices', async () => {
    const data = await ok<{ list: Activity[] }>('/api/activityList', {}, { lang: 'en', currency: 'USD' })
    const rail = data.list.find((a) => a.id === f.activities.rail.id)!
    expect(rail).toMatchObject({ name: `Airport MRT ${RUN}`, kind: 'rail', fromPriceTwd: 150 })
    expect(rail.prices).toEqual({
      oneWayTwd: 150,
      oneWay: displayPrice(150, 'USD', f.rates, 'en'),
      roundTripTwd: 280,
      roundTrip: displayPrice(280, 'USD', f.rates, 'en'),
    })
    expect(rail.fromPrice).toMatchObject({ twd: 150, currency: 'USD', approximate: true })
    const deck = data.list.find((a) => a.id === f.activities.deck.id)!
    expect(deck.prices).toEqual({ ticketTwd: 600, ticket: displayPrice(600, 'USD', f.rates, 'en') })
    expect(data.list.map((a) => a.id)).not.toContain(f.draftDeck.id)
  })

  it('/api/activitySlots: slots with capacity; remaining drops with reservations, not with released ones', async () => {
    const visitDate = addDays(f.today, 1)
    type Slots = { activityId: number; priceTwd: number; price: Price; list: { time: string; capacity: number; remaining: number }[] }
    const body = { activityId: f.activities.deck.id, visitDate }
    const before = await ok<Slots>('/api/activitySlots', body, { currency: 'JPY' })
    expect(before).toMatchObject({ activityId: f.activities.deck.id, visitDate, priceTwd: 600 })
    expect(before.price).toEqual(displayPrice(600, 'JPY', f.rates, 'en'))
    expect(before.list).toEqual([
      { time: '10:00', capacity: 5, reserved: 0, remaining: 5 },
      { time: '14:00', capacity: 3, reserved: 0, remaining: 3 },
    ])

    const reservation = (time: string, seats: number, released = false, date = visitDate) =>
      f.payload.create({
        collection: 'slot-reservations',
        data: { activity: f.activities.deck.id, visitDate: date, time, seats, released },
        overrideAccess: true,
      })
    const made = [
      await reservation('10:00', 2),
      await reservation('14:00', 4),
      await reservation('10:00', 1, true),
      await reservation('10:00', 1, false, addDays(visitDate, 1)),
    ]
    try {
      const after = await ok<Slots>('/api/activitySlots', body)
      expect(after.list).toEqual([
        { time: '10:00', capacity: 5, reserved: 2, remaining: 3 },
        // Never below zero, even when staff overbook.
        { time: '14:00', capacity: 3, reserved: 4, remaining: 0 },
      ])
    } finally {
      for (const doc of made) await f.payload.delete({ collection: 'slot-reservations', id: doc.id, overrideAccess: true })
    }
  })

  it('/api/activitySlots: today is bookable; no rule for the date → no slots', async () => {
    const today = await ok<{ list: { time: string }[] }>('/api/activitySlots', { activityId: f.activities.deck.id, visitDate: f.today })
    // Today's slots that have already started are not offered.
    const now = taipeiNow()
    expect(today.list.map((s) => s.time)).toEqual(['10:00', '14:00'].filter((time) => time > now.time))
    const uncovered = await ok<{ list: unknown[] }>('/api/activitySlots', {
      activityId: f.activities.deck.id,
      visitDate: addDays(f.today, VISIT_HORIZON_DAYS),
    })
    expect(uncovered.list).toEqual([])
  })

  it('/api/activitySlots: 404 for a rail ticket, an unpublished or unknown activity', async () => {
    const visitDate = addDays(f.today, 1)
    for (const activityId of [f.activities.rail.id, f.draftDeck.id, 2_147_483_647]) {
      const { status, envelope } = await fails('/api/activitySlots', { activityId, visitDate }, { lang: 'vi' })
      expect(status, String(activityId)).toBe(404)
      expect(envelope).toEqual({ code: 404, message: MESSAGES.vi.api.notFound, data: null })
    }
  })

  it('/api/activitySlots validates the visit date (Taipei date, not past, within the booking horizon)', async () => {
    const cases: [unknown, keyof (typeof MESSAGES)['en']['validation']][] = [
      [addDays(f.today, -1), 'invalidValue'],
      [addDays(f.today, VISIT_HORIZON_DAYS + 1), 'invalidValue'],
      ['2027-02-30', 'invalidFormat'],
      ['2027/01/01', 'invalidFormat'],
      ['tomorrow', 'invalidFormat'],
      [20270101, 'invalidType'],
      [undefined, 'required'],
    ]
    for (const [visitDate, key] of cases) {
      const { status, envelope } = await fails('/api/activitySlots', { activityId: f.activities.deck.id, visitDate })
      expect(status, String(visitDate)).toBe(400)
      expect(envelope.data, String(visitDate)).toEqual({ errors: { visitDate: MESSAGES.en.validation[key] } })
    }
    expect((await ok('/api/activitySlots', { activityId: f.activities.deck.id, visitDate: addDays(f.today, VISIT_HORIZON_DAYS) })).list).toEqual([])
    const { envelope } = await fails('/api/activitySlots', { visitDate: addDays(f.today, 1) })
    expect(envelope.data).toEqual({ errors: { activityId: MESSAGES.en.validation.required } })
  })
})
