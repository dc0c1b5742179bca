import { describe, expect, it } from 'vitest'

import { adminText } from './adminText'
import { COLLECTIONS, FIELDS, GLOBALS, GROUPS, KO_VI, OPTIONS, label } from './labels'

/** Words that are the same in every language (product names, abbreviations). */
const SAME_EVERYWHERE = new Set(['eSIM', 'SMS', 'E-mail', 'Banner', 'Banners', 'Matching ID', 'OK'])

const everyWords = () => [
  ...Object.values(GROUPS),
  ...Object.values(COLLECTIONS).flat(),
  ...Object.values(GLOBALS),
  ...Object.values(FIELDS),
  ...Object.values(OPTIONS),
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
