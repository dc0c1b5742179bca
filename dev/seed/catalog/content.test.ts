/**
 * The demo content is complete in all six languages: same fields and array lengths in every
 * language, real translations (not copies of the English text), distinct natural keys, and the
 * business rules stated where the shop promises them.
 */
import { describe, expect, it } from 'vitest'

import { LOCALES } from '@/domain/locale'

import { visitWindow } from '@/domain/bookingWindow'
import { addDays, taipeiDate } from '@/domain/dates'

import { ACTIVITIES, slotRules } from './activities'
import { BANNERS } from './banners'
import { FAQ_CATEGORIES, FAQS } from './faqs'
import { AGE_RULE } from './i18n'
import { GUIDES } from './guides'
import { EXCHANGE_RATES, HOME_TEXT } from './home'
import { plainText, type LexicalState } from './lexical'
import { isPlainObject, isRichText } from './merge'
import { MEDIA } from './media'
import { news } from './news'
import { pages } from './pages'
import { AIRPORTS, REGIONS } from './pickup'
import { CATEGORIES, PRODUCTS } from './products'
import { Refs } from './store'

const now = new Date('2026-11-21T12:00:00Z')

const SETS: [string, string, { key: string; text?: Record<string, unknown> }[]][] = [
  ['media', 'alt', MEDIA],
  ['product-categories', 'name', CATEGORIES],
  ['pickup-regions', 'name', REGIONS],
  ['airports', 'name', AIRPORTS],
  ['products', 'name', PRODUCTS],
  ['activities', 'name', ACTIVITIES],
  ['banners', 'title', BANNERS],
  ['news', 'title', news(now)],
  ['guides', 'name', GUIDES],
  ['faq-categories', 'name', FAQ_CATEGORIES],
  ['faqs', 'question', FAQS],
  ['pages', 'title', pages(now)],
]

/** The shape of a value: keys of objects, lengths of arrays; rich text and strings are leaves. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape)
  if (isPlainObject(value) && !isRichText(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]))
  if (isRichText(value)) return 'rich'
  return value === null ? 'null' : typeof value
}

const text = (value: unknown) => (isRichText(value) ? plainText(value as LexicalState) : String(value ?? ''))

describe('demo content', () => {
  for (const [collection, keyField, items] of SETS) {
    it(`${collection}: every language has the same fields, with real translations`, () => {
      expect(items.length).toBeGreaterThan(0)
      const keys = items.map((item) => String(item.text!['zh-TW'] && (item.text!['zh-TW'] as Record<string, unknown>)[keyField]))
      expect(new Set(keys).size, 'natural keys are distinct').toBe(keys.length)
      for (const item of items) {
        const zh = item.text!['zh-TW'] as Record<string, unknown>
        for (const locale of LOCALES) {
          const t = item.text![locale] as Record<string, unknown>
          expect(t, `${item.key} ${locale}`).toBeDefined()
          expect(shape(t), `${item.key} ${locale}`).toEqual(shape(zh))
          expect(text(t[keyField]).trim(), `${item.key} ${locale} ${keyField}`).not.toBe('')
        }
        // Short brand-like names ("eSIM") may legitimately be the same everywhere.
        const en = text((item.text!.en as Record<string, unknown>)[keyField])
        if (/^[A-Za-z]{1,6}$/.test(en)) continue
        for (const locale of LOCALES.filter((l) => l !== 'en')) {
          expect(text((item.text![locale] as Record<string, unknown>)[keyField]), `${item.key} ${locale} is not English`).not.toBe(en)
        }
      }
    })
  }

  it('product names are distinct within each language (searchable)', () => {
    for (const locale of LOCALES) {
      const names = PRODUCTS.map((p) => (p.text![locale] as { name: string }).name)
      expect(new Set(names).size, locale).toBe(names.length)
    }
  })

  it('products state the business rules in every language', () => {
    for (const product of PRODUCTS) {
      for (const locale of LOCALES) {
        const t = product.text![locale] as { description: LexicalState; specifications: LexicalState }
        const body = plainText(t.description)
        expect(body, `${product.key} ${locale}`).toMatch(/NT\$30|30 NT\$/)
        // The age rule in its one wording, 18 and over (Taiwan's majority), with no guardian clause (issue 40 item 2).
        expect(body, `${product.key} ${locale}`).toContain(AGE_RULE[locale])
        expect(plainText(t.specifications), `${product.key} ${locale}`).toMatch(/24/)
      }
    }
  })

  it('legal pages carry the spec rules in every language', () => {
    const bySlug = Object.fromEntries(pages(now).map((p) => [p.key, p]))
    for (const locale of LOCALES) {
      const body = (slug: string) => plainText((bySlug[slug]!.text![locale] as { content: LexicalState }).content)
      expect(body('antiFraud'), locale).toContain('165')
      for (const slug of ['returnExchange', 'service']) {
        expect(body(slug), `${slug} ${locale}`).toMatch(/NT\$30|30 NT\$/)
        expect(body(slug), `${slug} ${locale}`).toContain('48')
        expect(body(slug), `${slug} ${locale}`).toMatch(/2[,.]?000/)
        expect(body(slug), `${slug} ${locale}`).toContain('12')
      }
    }
  })

  it('the home page has the same structure in every language', () => {
    for (const locale of LOCALES) expect(shape(HOME_TEXT[locale]), locale).toEqual(shape(HOME_TEXT['zh-TW']))
    expect(HOME_TEXT.en.productProcess).toHaveLength(4)
    expect(HOME_TEXT.en.cooperationActivities).toHaveLength(3)
  })

  it('exchange rates are the indicative units per 1 TWD', () => {
    expect(EXCHANGE_RATES).toEqual({ CNY: 0.223, HKD: 0.241, USD: 0.031, JPY: 4.75, KRW: 43.5, VND: 815, SGD: 0.0415 })
  })

  it('a shop seeded before today still sells every date of today’s visit window', () => {
    const refs = new Refs()
    refs.set('activities', 'observatory', 1)
    const today = taipeiDate(now)
    const window = visitWindow(today)
    // Seeded a minute before last Taipei midnight (the CI run that crossed it), a month and a year before today.
    for (const seededAt of [new Date(`${addDays(today, -1)}T15:59:00Z`), ...[30, 365].map((days) => new Date(`${addDays(today, -days)}T04:00:00Z`))]) {
      expect(taipeiDate(seededAt) < today).toBe(true)
      const rule = slotRules(seededAt)[0]!.shared!(refs) as { validFrom: string; validTo: string }
      expect(rule.validFrom.slice(0, 10) <= window.firstDate, seededAt.toISOString()).toBe(true)
      expect(rule.validTo.slice(0, 10) >= window.lastDate, seededAt.toISOString()).toBe(true)
    }
  })
})
