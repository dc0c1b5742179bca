import { describe, expect, it } from 'vitest'

import { createSearch, searchOrder, simplifiedByTable } from '@/domain/search'

import { searchIndex } from './searchIndex'
import { search as serverSearch } from './shared'

// Names as the seed writes them in the six languages, and tickets (name and venue).
const NAMES = [
  '台灣5G無限流量上網卡',
  '台灣4G 7天吃到飽 SIM卡',
  '臺灣 eSIM 不限流量',
  '台湾5G无限流量上网卡',
  '台湾eSIM 虚拟卡',
  '台湾プリペイドSIM 無制限',
  '台湾 eSIM データ使い放題',
  'Taiwan 5G Unlimited SIM',
  'Taiwan eSIM 10GB',
  'Thẻ SIM Đài Loan không giới hạn',
  '대만 유심 무제한',
  '桃園機場捷運 單程票\n桃園機場',
  '台北101觀景台\n台北101',
]
const QUERIES = [
  '台湾', '臺灣', '台灣 吃到飽', '无限', '無限 網', '电话卡', '手机卡', '上網卡', '捷运', 'MRT', '地铁', '展望台', 'observatory',
  'sim', 'ＳＩＭ', 'esim unlimited', 'khong gioi han', 'Dai Loan', '유심', '무제한', 'しむ', 'ぷりぺいど', 'データ', 'eSIM 吃到飽',
  '香港', 'nothing', '',
]

describe('the catalog search in the browser (the index the list page ships)', () => {
  const items = NAMES.map((text, id) => ({ id, text }))
  const index = searchIndex(items)
  const browser = createSearch(simplifiedByTable(index.pairs))

  it('finds what the server finds, in the same order, for queries in every script', () => {
    for (const query of QUERIES) {
      const onServer = searchOrder(serverSearch, items, (item) => serverSearch.fold(item.text), query).map((item) => item.id)
      const inBrowser = searchOrder(browser, index.items, (item) => item.key, query).map((item) => item.id)
      expect(inBrowser, query).toEqual(onServer)
    }
  })

  it('ships only the Traditional characters its names and synonyms can meet', () => {
    expect(index.pairs).toContain('灣湾')
    expect(index.pairs).toContain('臺台')
    expect(index.pairs).not.toContain('龍龙')
    // A few hundred characters at most: the index is small.
    expect(index.pairs.length).toBeLessThan(2_000)
  })
})

describe('src/domain/search.ts', () => {
  const plain = createSearch((text) => text)
  it('reads hiragana as katakana, and Latin letters without their accents', () => {
    expect(plain.holds(plain.fold('プリペイドSIM'), plain.words('ぷりぺいど sim'))).toBe(true)
    expect(plain.holds(plain.fold('Thẻ SIM Đài Loan'), plain.words('the dai loan'))).toBe(true)
  })

  it('puts names holding the words as typed before those found through a synonym', () => {
    const names = ['台灣上網卡', 'Taiwan SIM card']
    expect(searchOrder(plain, names, plain.fold, 'sim')).toEqual(['Taiwan SIM card', '台灣上網卡'])
    expect(searchOrder(plain, names, plain.fold, '')).toEqual(names)
  })
})
