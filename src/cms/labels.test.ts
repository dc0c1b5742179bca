import type { CollectionConfig, Field } from 'payload'
import { afterAll, describe, expect, it, vi } from 'vitest'

import { adminText } from './adminText'
import { COLLECTIONS, DESCRIPTIONS, FIELDS, GLOBALS, GROUPS, OPTIONS, ROWS, SECTIONS, label, withAdminLabels, withGlobalLabels, withSeoLabels } from './labels'

/** Words that are the same in every language (product and brand names, abbreviations). */
const SAME_EVERYWHERE = new Set(['eSIM', 'SMS', 'E-mail', 'Banner', 'Banners', 'Matching ID', 'OK', 'Apple Pay', 'Google Pay', 'LINE Pay', 'JKO Pay', 'Asia Miles', 'Facebook', 'Instagram', 'LINE', 'YouTube', 'X'])

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
      for (const language of ['ko', 'vi'] as const) {
        expect(object[language], `${words[0]} (${language})`).toBeTruthy()
        if (!SAME_EVERYWHERE.has(words[0]) && !(language === 'ko' && words[0] === 'SMS')) expect(object[language], `${words[0]} (${language})`).not.toBe(words[0])
      }
    }
  })
})

describe('admin component words (adminText)', () => {
  const flat = (value: unknown, prefix = ''): [string, string][] =>
    typeof value === 'string'
      ? [[prefix, value]]
      : typeof value === 'function'
        ? [[prefix, String((value as (...args: number[]) => string)(2, 3, 4, 5))]]
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

describe('help texts (admin.description)', () => {
  it('translates a field’s plain-string description, nested ones and a tab’s, keeping the rest of `admin`', () => {
    const fields = labelled('promo-codes', [
      { type: 'row', fields: [{ name: 'maxUses', type: 'number', admin: { position: 'sidebar', description: 'Empty = unlimited; 1 = single use' } }] },
      { type: 'tabs', tabs: [{ label: 'Features', description: 'Batch label', fields: [{ name: 'x', type: 'text', admin: { description: 'YYYY-MM-DD' } }] }] },
    ])
    const maxUses = at(fields, 0, 'fields', 0, 'admin')
    expect(maxUses.position).toBe('sidebar')
    expect(maxUses.description).toEqual({
      en: 'Leave empty for no limit; 1 = single use',
      'zh-TW': '留空表示不限次數；填 1 表示僅限使用一次',
      ja: '空欄の場合は無制限、1にすると1回限りです。',
      zh: '留空表示不限次数；填 1 表示仅限使用一次',
      ko: '비워 두면 무제한이며, 1이면 한 번만 사용할 수 있습니다.',
      vi: 'Để trống nếu không giới hạn; nhập 1 nếu chỉ dùng một lần',
    })
    expect(at(fields, 1, 'tabs', 0, 'description')).toMatchObject({ en: 'Name of the batch the serial number belongs to', ja: 'このシリアル番号が属するバッチの名前' })
    expect(at(fields, 1, 'tabs', 0, 'fields', 0, 'admin', 'description')).toMatchObject({ vi: 'Ngày, dạng YYYY-MM-DD' })
  })

  it('keeps a function, a label object and an English text it does not know, and does not change a shared field', () => {
    const fn = () => 'dynamic'
    const shared = { name: 'sortOrder', type: 'number', admin: { description: 'Smaller numbers come first' } } as Field
    const fields = labelled('x', [
      { name: 'a', type: 'text', admin: { description: fn } },
      { name: 'b', type: 'text', admin: { description: { en: 'Own', ja: '独自' } } },
      { name: 'c', type: 'text', admin: { description: 'Not in the map' } },
      shared,
    ])
    expect(at(fields, 0, 'admin', 'description')).toBe(fn)
    expect(at(fields, 1, 'admin', 'description')).toEqual({ en: 'Own', ja: '独自' })
    expect(at(fields, 2, 'admin', 'description')).toBe('Not in the map')
    expect(at(fields, 3, 'admin', 'description')).toMatchObject({ ja: '数字が小さいほど前に表示されます。' })
    expect((shared as { admin: { description: unknown } }).admin.description).toBe('Smaller numbers come first')
  })

  it('translates a collection’s and a global’s own description, the exchange rates’ per-currency ones and the SEO image’s', () => {
    const reviews = withAdminLabels({ slug: 'reviews', admin: { description: 'Approve new reviews within 72 hours; only approved reviews are public.' }, fields: [] })
    expect(reviews.admin?.description).toMatchObject({ ko: '새 리뷰는 72시간 안에 승인해 주세요. 승인된 리뷰만 공개됩니다.' })
    const rates = withGlobalLabels({
      slug: 'exchange-rates',
      admin: { description: 'Units of each currency per 1 TWD. "Updated at" is shown to shoppers.' },
      fields: [{ name: 'rates', type: 'group', fields: [{ name: 'JPY', type: 'number', admin: { description: 'JPY per 1 TWD' } }] }],
    })
    expect(rates.admin?.description).toMatchObject({ ja: '1 TWDあたりの各通貨の額です。お客様には、このレートで換算した金額と最終更新日時が表示されます。' })
    expect(at(rates.fields, 0, 'fields', 0, 'admin', 'description')).toMatchObject({ en: 'How many JPY 1 TWD buys', vi: 'Số JPY đổi được từ 1 TWD' })
    const [image] = withSeoLabels({
      defaultFields: [{ name: 'image', type: 'upload', relationTo: 'media', admin: { description: 'Maximum upload file size: 12MB. Recommended file size for images is <500KB.' } }],
    })
    expect(at([image!], 0, 'admin', 'description')).toMatchObject({ 'zh-TW': '頁面分享到社群媒體時顯示的圖片，檔案建議小於 500 KB。' })
  })

  it('gives every help text in all six languages, none left in English, Japanese without spaces or half-width brackets', () => {
    for (const [key, words] of Object.entries(DESCRIPTIONS)) {
      expect(words, key).toHaveLength(6)
      const [en, ...others] = words
      expect(en, key).toBeTruthy()
      for (const text of others) expect(text, key).not.toBe(en)
      const ja = words[2]
      expect(ja, key).not.toMatch(/[\u3040-\u30ff\u4e00-\u9fff] [0-9A-Za-z(]|[0-9A-Za-z+)] [\u3040-\u30ff\u4e00-\u9fff]/)
      expect(ja, key).not.toMatch(/[()]/)
      expect(words[4], key).not.toMatch(/[「」]/)
    }
  })
})

/** Every `admin.description` of these fields (and a tab's own `description`), by where it is. */
type Described = { name?: string; type?: string; label?: unknown; admin?: { description?: unknown }; description?: unknown; fields?: Described[]; tabs?: Described[]; blocks?: { slug: string; fields: Described[] }[] }
const descriptionsIn = (fields: readonly Described[], where: string): [string, unknown][] =>
  fields.flatMap((field) => {
    const here = `${where}.${field.name ?? field.type ?? String(field.label)}`
    return [
      ...(field.admin?.description === undefined ? [] : [[here, field.admin.description] as [string, unknown]]),
      ...(field.description === undefined ? [] : [[here, field.description] as [string, unknown]]),
      ...descriptionsIn(field.fields ?? [], here),
      ...descriptionsIn(field.tabs ?? [], here),
      ...(field.blocks ?? []).flatMap((block) => descriptionsIn(block.fields, `${here}.${block.slug}`)),
    ]
  })

describe('help texts in the real config (payload.config.ts)', () => {
  afterAll(() => vi.unstubAllEnvs())

  it('names every collection and menu group staff see in six languages (no English left in a zh-TW menu)', async () => {
    if (!process.env.DATABASE_URL) vi.stubEnv('DATABASE_URL', 'postgres://unused@127.0.0.1:1/unused')
    const config = await (await import('@payload-config')).default
    const untranslated = config.collections
      .filter((collection) => !collection.slug.startsWith('payload-') && collection.admin?.hidden !== true)
      .flatMap((collection) => {
        const words = [collection.labels?.singular, collection.labels?.plural, collection.admin?.group].filter((word) => word !== undefined && word !== false)
        const inChinese = (word: unknown) => typeof word === 'object' && word !== null && /\p{Script=Han}/u.test((word as Record<string, string>)['zh-TW'] ?? '')
        return words.filter((word) => !inChinese(word)).map((word) => `${collection.slug}: ${JSON.stringify(word)}`)
      })
    expect(untranslated).toEqual([])
  }, 60_000)

  it('translates every plain-string description staff see, and keeps no entry that nothing uses', async () => {
    // Building the config needs a database address, not a database: nothing connects here.
    if (!process.env.DATABASE_URL) vi.stubEnv('DATABASE_URL', 'postgres://unused@127.0.0.1:1/unused')
    const config = await (await import('@payload-config')).default
    const found: [string, unknown][] = [
      // Payload's own collections (payload-jobs, payload-preferences …) are hidden in the admin.
      ...config.collections
        .filter((collection) => !collection.slug.startsWith('payload-'))
        .flatMap((collection) => [[collection.slug, collection.admin?.description] as [string, unknown], ...descriptionsIn(collection.fields as Described[], collection.slug)]),
      ...config.globals.flatMap((global) => [[global.slug, global.admin?.description] as [string, unknown], ...descriptionsIn(global.fields as Described[], global.slug)]),
    ]
    // A plain string left is a description with no DESCRIPTIONS entry (a new one, or one whose English changed).
    expect(found.filter(([, description]) => typeof description === 'string')).toEqual([])
    const shown = new Set(found.map(([, description]) => (description as { en?: string } | undefined)?.en))
    expect(Object.entries(DESCRIPTIONS).filter(([, words]) => !shown.has(words[0])).map(([key]) => key)).toEqual([])
  }, 60_000)
})
