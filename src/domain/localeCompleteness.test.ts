import { describe, expect, it } from 'vitest'

import { changedLocales, fallbackChain, firstFilled, incompleteLocales, isFilled, listedLocales, missingFields, missingLocales, outdatedLocales, shownLanguage, touchLocales, translatedLocales } from './localeCompleteness'

const rich = (text: string) => ({ root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text }] }] } })

describe('isFilled', () => {
  it('treats blank text, empty rich text, null and empty lists as missing', () => {
    expect([null, undefined, '', '   ', [], rich(''), rich('  ')].map(isFilled)).toEqual([false, false, false, false, false, false, false])
  })
  it('treats text, rich text with words, numbers and relations as filled', () => {
    expect(['a', rich('hello'), 0, 12, { id: 3 }, true].map(isFilled)).toEqual([true, true, true, true, true, true])
  })
})

describe('missingLocales', () => {
  it('lists every locale where any required field is empty, in the shop order', () => {
    expect(missingLocales([{ ja: 'タイトル' }, { ja: rich('本文'), 'zh-TW': rich('內文') }])).toEqual(['zh-TW', 'zh-CN', 'en', 'ko', 'vi'])
    expect(missingLocales([{ 'zh-TW': 'a', 'zh-CN': 'a', en: 'a', ja: 'a', ko: 'a', vi: 'a' }])).toEqual([])
  })
  it('has nothing to miss without required fields', () => {
    expect(missingLocales([])).toEqual([])
  })
})

describe('fallback chain', () => {
  it('goes from the reader language to zh-TW, then the others', () => {
    expect(fallbackChain('ko')).toEqual(['ko', 'zh-TW', 'zh-CN', 'en', 'ja', 'vi'])
    expect(fallbackChain('zh-TW')).toEqual(['zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi'])
  })
  it('finds a value saved only in ja for every reader', () => {
    expect(firstFilled({ ja: 'ニュース' }, 'en')).toBe('ニュース')
    expect(firstFilled({ ja: 'ニュース', 'zh-TW': '新聞' }, 'en')).toBe('新聞')
    expect(firstFilled({ ja: 'ニュース', en: 'News' }, 'en')).toBe('News')
    expect(firstFilled({}, 'en')).toBeUndefined()
  })
})

describe('missingFields (every localized field)', () => {
  const all = (text: string) => ({ 'zh-TW': text, 'zh-CN': text, en: text, ja: text, ko: text, vi: text })
  it('counts a required field wherever it is empty, an optional one only where another language has it', () => {
    const missing = missingFields([
      { path: 'title', values: { ...all('t'), vi: '' }, required: true },
      { path: 'summary', values: { 'zh-TW': '摘要', en: 'Summary' }, required: false },
      { path: 'meta.description', values: {}, required: false },
      { path: 'plans.0.note', values: { ja: rich('メモ') }, required: false },
    ])
    expect(missing.vi).toEqual(['title', 'summary', 'plans.0.note'])
    expect(missing.en).toEqual(['plans.0.note'])
    expect(missing.ja).toEqual(['summary'])
    expect(incompleteLocales(missing)).toEqual(['zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi'])
  })
})

describe('changed and outdated translations', () => {
  it('names the languages whose text a save changes', () => {
    const before = [{ path: 'title', values: { 'zh-TW': '舊', en: 'Old' }, required: true }]
    const after = [{ path: 'title', values: { 'zh-TW': '新', en: 'Old', ja: '新しい' }, required: true }]
    expect(changedLocales(before, after)).toEqual(['zh-TW', 'ja'])
    expect(changedLocales(after, after)).toEqual([])
  })
  it('flags a translation last changed before the zh-TW source', () => {
    const at = touchLocales({ en: '2026-01-01T00:00:00.000Z', ja: '2026-03-01T00:00:00.000Z' }, ['zh-TW'], '2026-02-01T00:00:00.000Z')
    expect(outdatedLocales(at)).toEqual(['en'])
    expect(outdatedLocales(touchLocales(at, ['en'], '2026-02-02T00:00:00.000Z'))).toEqual([])
    expect(outdatedLocales({ en: '2026-01-01T00:00:00.000Z' })).toEqual([])
  })
})

describe('translated languages and where a document is shown (issue 38 §10)', () => {
  const missing = { 'zh-TW': ['title', 'summary'], 'zh-CN': ['title'], en: ['summary'], ja: ['title'], ko: ['title'], vi: ['title'] }

  it('counts a language as translated when its required fields are filled, whatever optional field it lacks', () => {
    expect(translatedLocales(missing, ['title'])).toEqual(['en'])
    expect(translatedLocales(missing, [])).toEqual([])
    expect(translatedLocales({ ...missing, ja: [] }, [])).toEqual(['ja'])
  })

  it('shows a document in the reader’s language, else only when ticked, in the first translated language of their chain', () => {
    expect(shownLanguage('en', ['en'], false)).toBe('en')
    expect(shownLanguage('ja', ['en'], false)).toBeNull()
    expect(shownLanguage('ja', ['en'], true)).toBe('en')
    expect(shownLanguage('ja', ['en', 'zh-TW'], true)).toBe('zh-TW')
    expect(shownLanguage('ja', [], true)).toBeNull()
    expect(shownLanguage('ja', null, false)).toBe('ja')
  })

  it('lists a document (sitemap) in the languages that show it', () => {
    expect(listedLocales(['en'], false)).toEqual(['en'])
    expect(listedLocales(['en'], true)).toEqual(['zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi'])
    expect(listedLocales(null, false)).toEqual(['zh-TW', 'zh-CN', 'en', 'ja', 'ko', 'vi'])
  })
})
