import { describe, expect, it } from 'vitest'

import { fallbackChain, firstFilled, isFilled, missingLocales } from './localeCompleteness'

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
