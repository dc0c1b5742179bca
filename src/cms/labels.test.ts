import type { CollectionConfig, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { adminText } from './adminText'
import { COLLECTIONS, FIELDS, GLOBALS, GROUPS, KO_VI, OPTIONS, ROWS, SECTIONS, label, withAdminLabels, withGlobalLabels, withSeoLabels } from './labels'

/** Words that are the same in every language (product and brand names, abbreviations). */
const SAME_EVERYWHERE = new Set(['eSIM', 'SMS', 'E-mail', 'Banner', 'Banners', 'Matching ID', 'OK', 'Apple Pay', 'Google Pay', 'Asia Miles', 'Facebook', 'Instagram', 'LINE', 'YouTube', 'X'])

const everyWords = () => [
  ...Object.values(GROUPS),
  ...Object.values(COLLECTIONS).flat(),
  ...Object.values(GLOBALS),
  ...Object.values(FIELDS),
  ...Object.values(OPTIONS),
  ...Object.values(ROWS),
  ...Object.values(SECTIONS),
]

describe('admin labels in Korean and Vietnamese', () => {
  it('translates every menu group, collection, global, field and option label (none falls back to English)', () => {
    for (const words of everyWords()) {
      const object = label(words)
      expect(KO_VI[words[0]], words[0]).toBeDefined()
      for (const language of ['ko', 'vi'] as const) {
        expect(object[language], `${words[0]} (${language})`).toBeTruthy()
        if (!SAME_EVERYWHERE.has(words[0]) && !(language === 'ko' && words[0] === 'SMS')) expect(object[language], `${words[0]} (${language})`).not.toBe(words[0])
      }
    }
  })

  it('keeps no Korean or Vietnamese entry that no label uses', () => {
    const used = new Set(everyWords().map((w) => w[0]))
    expect(Object.keys(KO_VI).filter((en) => !used.has(en))).toEqual([])
  })
})

describe('label', () => {
  it('takes Korean and Vietnamese given with the words before the shared dictionary', () => {
    expect(label(['Chat on', '啟用聊天', 'チャットを有効にする', '启用聊天', '채팅 켜기', 'Bật trò chuyện'])).toMatchObject({ ko: '채팅 켜기', vi: 'Bật trò chuyện' })
    expect(label(['Catalog', 'x', 'y', 'z'])).toMatchObject({ ko: KO_VI.Catalog![0], vi: KO_VI.Catalog![1] })
  })
})

describe('admin component words (adminText)', () => {
  const flat = (value: unknown, prefix = ''): [string, string][] =>
    typeof value === 'string'
      ? [[prefix, value]]
      : typeof value === 'function'
        ? [[prefix, String((value as (...args: number[]) => string)(2, 3))]]
        : Object.entries(value as object).flatMap(([key, inner]) => flat(inner, prefix ? `${prefix}.${key}` : key))

  it('has its own text for ko and vi (not English), and English for an unknown language', () => {
    const en = new Map(flat(adminText('en')))
    for (const language of ['ko', 'vi', 'zh-TW', 'zh', 'ja']) {
      const text = flat(adminText(language))
      expect(text.map(([key]) => key).sort()).toEqual([...en.keys()].sort())
      const english = text.filter(([key, value]) => value === en.get(key) && !SAME_EVERYWHERE.has(value) && !/^\d|GMT/.test(value))
      expect(english.map(([key]) => key), language).toEqual([])
    }
    expect(adminText('fr')).toBe(adminText('en'))
    expect(adminText('vi').duplicateOf(4)).toContain('4')
    expect(adminText('ko').codesReady(2, 1)).toMatch(/2.*1/)
  })
})

/** The fields of a one-collection config after withAdminLabels, by path. */
const labelled = (slug: string, fields: Field[]) => withAdminLabels({ slug, fields } as CollectionConfig).fields
const at = (fields: Field[], ...path: (string | number)[]): Record<string, unknown> =>
  path.reduce<unknown>((node, step) => (node as Record<string | number, unknown>)[step], fields) as Record<string, unknown>
const select = (name: string, options: { label?: unknown; value: string }[]): Field => ({ name, type: 'select', options }) as Field

describe('withAdminLabels', () => {
  it('translates an option that carries its own English label, and keeps a label object written in the collection', () => {
    const [cardType] = labelled('products', [
      select('cardType', [
        { label: 'Physical card', value: 'physical' },
        { label: { en: 'Own', 'zh-TW': '自訂' }, value: 'esim' },
      ]),
    ])
    const [physical, esim] = at([cardType!], 0, 'options') as unknown as { label: Record<string, string> }[]
    expect(physical!.label).toMatchObject({ en: 'Physical card', 'zh-TW': '實體 SIM 卡', ja: 'SIMカード', ko: '유심 카드' })
    expect(esim!.label).toEqual({ en: 'Own', 'zh-TW': '自訂' })
  })

  it('takes a field-scoped option (`field.value`) before the plain value, so one value can mean two things', () => {
    const fields = labelled('x', [
      select('cardType', [{ label: 'esim', value: 'esim' }]),
      select('icon', [{ label: 'esim', value: 'esim' }, { label: 'support', value: 'support' }]),
      select('kind', [{ label: 'paid', value: 'paid' }]),
      select('status', [{ label: 'paid', value: 'paid' }]),
    ])
    const first = (i: number, o = 0) => (at(fields, i, 'options') as unknown as { label: Record<string, string> }[])[o]!.label
    expect(first(0).en).toBe(OPTIONS['cardType.esim']![0])
    expect(first(1).en).toBe('eSIM')
    expect(first(1, 1)['zh-TW']).toBe(OPTIONS.support![1])
    expect(first(2)).toMatchObject({ en: 'Payment confirmed', ja: '支払い完了' })
    expect(first(3)).toMatchObject({ en: 'Paid', ja: '支払い済み' })
  })

  it('shows a raw language code as the language in its own script, and leaves other unknown values alone', () => {
    const [language] = labelled('reviews', [select('language', [{ label: 'zh-TW', value: 'zh-TW' }, { value: 'vi' }, { label: 'x', value: 'x' }])])
    expect(at([language!], 0, 'options')).toEqual([
      { label: '繁體中文 (zh-TW)', value: 'zh-TW' },
      { label: 'Tiếng Việt (vi)', value: 'vi' },
      { label: 'x', value: 'x' },
    ])
  })

  it('takes `<owner>.<name>` before the plain name: the slug at the top level, the enclosing group or array inside', () => {
    const outbox = labelled('outbox', [{ name: 'to', type: 'text' }])
    const events = labelled('order-events', [{ name: 'to', type: 'select', options: [] }])
    expect(at(outbox, 0, 'label')).toMatchObject({ en: 'Recipient', 'zh-TW': '收件人' })
    expect(at(events, 0, 'label')).toMatchObject({ en: 'Status after', ja: '変更後のステータス' })
    const orders = labelled('orders', [
      { name: 'invoice', type: 'group', fields: [{ type: 'row', fields: [{ name: 'number', type: 'text' }, { name: 'type', type: 'select', options: [] }] }] },
    ])
    expect(at(orders, 0, 'label')).toMatchObject({ 'zh-TW': '電子發票' })
    expect(at(orders, 0, 'fields', 0, 'fields', 0, 'label')).toMatchObject({ en: 'Invoice number', 'zh-TW': '發票號碼', vi: 'Số hóa đơn' })
    expect(at(orders, 0, 'fields', 0, 'fields', 1, 'label')).toMatchObject({ en: 'Invoice type' })
    // No scoped entry: the plain one (and none at all: Payload's own fallback).
    expect(at(labelled('guides', [{ name: 'number', type: 'text' }]), 0, 'label')).toBeUndefined()
    expect(at(labelled('x', [{ name: 'taxId', type: 'text', label: 'Tax Id' }]), 0, 'label')).toMatchObject({ en: 'Tax ID', 'zh-TW': '統一編號' })
  })

  it('translates tabs, collapsibles and the rows of an array', () => {
    const fields = labelled('products', [
      { type: 'tabs', tabs: [{ label: 'Features', fields: [] }, { label: 'Not known', fields: [] }] },
      { type: 'collapsible', label: 'Money (TWD)', fields: [] },
      { name: 'plans', type: 'array', labels: { singular: 'Plan', plural: 'Plans' }, fields: [] },
      { name: 'slots', type: 'array', fields: [] },
      { name: 'questions', type: 'array', labels: { singular: { en: 'Own' }, plural: { en: 'Owns' } }, fields: [] },
    ])
    expect(at(fields, 0, 'tabs', 0, 'label')).toMatchObject({ ja: '特長' })
    expect(at(fields, 0, 'tabs', 1, 'label')).toBe('Not known')
    expect(at(fields, 1, 'label')).toMatchObject({ en: 'Amounts (NT$)', ja: '金額（NT$）' })
    expect(at(fields, 2, 'labels')).toMatchObject({ singular: { en: 'Plan', ko: '요금제' }, plural: { en: 'Plans' } })
    expect(at(fields, 3, 'labels')).toMatchObject({ singular: { en: 'Time slot' }, plural: { en: 'Time slots', 'zh-TW': '時段' } })
    expect(at(fields, 4, 'labels')).toEqual({ singular: { en: 'Own' }, plural: { en: 'Owns' } })
  })

  it('labels globals by their slug, and the SEO plugin fields handed over to withSeoLabels', () => {
    const rates = withGlobalLabels({ slug: 'exchange-rates', fields: [{ name: 'rates', type: 'group', fields: [{ name: 'JPY', type: 'number' }] }] }).fields
    expect(at(rates, 0, 'fields', 0, 'label')).toMatchObject({ en: 'JPY (Japanese yen)', 'zh-TW': 'JPY（日圓）', ko: 'JPY(일본 엔)' })
    const seo = withSeoLabels({ defaultFields: [{ name: 'title', type: 'text' }, { name: 'image', type: 'upload', relationTo: 'media', label: 'Meta Image' }] })
    expect(seo.map((f) => (f as { label: Record<string, string> }).label.ja)).toEqual(['タイトル', '画像'])
  })
})
