import { describe, expect, it } from 'vitest'

import { isClientSearch, pathWithoutLocale } from './listRoutes'

describe('pathWithoutLocale', () => {
  it('strips the public prefix, or none for the default language', () => {
    expect(pathWithoutLocale('/ja/faq')).toBe('/faq')
    expect(pathWithoutLocale('/faq')).toBe('/faq')
    expect(pathWithoutLocale('/en')).toBe('/')
    expect(pathWithoutLocale('/')).toBe('/')
  })
  it('reads the internal address of a server render the same way', () => {
    expect(pathWithoutLocale('/ja/JPY/faq')).toBe('/faq')
    expect(pathWithoutLocale('/zh-TW/TWD')).toBe('/')
    expect(pathWithoutLocale('/en/USD/details/3')).toBe('/details/3')
  })
  it('names a search by its public list page', () => {
    expect(pathWithoutLocale('/en/TWD/cardTypeSearch')).toBe('/cardType')
    expect(pathWithoutLocale('/ja/faqSearch')).toBe('/faq')
  })
  it('leaves a page whose first word only looks like a currency alone', () => {
    expect(pathWithoutLocale('/en/TWDx')).toBe('/TWDx')
  })
})

describe('isClientSearch: the searches the browser runs on the cached list page', () => {
  const q = (search: string) => new URLSearchParams(search)
  it('a product name search alone', () => {
    expect(isClientSearch('/cardType', q('name=sim'))).toBe(true)
    expect(isClientSearch('/cardType', q('name=%E5%8F%B0%E6%B9%BE&utm_source=x'))).toBe(true)
  })
  it('not a trip length, a filter, a page, a browser without script, an empty query or another list', () => {
    for (const search of ['name=esim+5+days', 'name=7%E6%97%A5', 'name=sim&type=esim', 'name=sim&page=2', 'name=sim&noscript=1', 'name=+', 'type=esim']) {
      expect(isClientSearch('/cardType', q(search)), search).toBe(false)
    }
    expect(isClientSearch('/newMessage', q('page=2'))).toBe(false)
  })
  it('an FAQ keyword search alone, whatever it says (a trip length is only words there)', () => {
    expect(isClientSearch('/faq', q('q=esim'))).toBe(true)
    expect(isClientSearch('/faq', q('q=esim+5+days'))).toBe(true)
    for (const search of ['q=esim&category=2', 'q=esim&noscript=1', 'q=+', 'category=2']) expect(isClientSearch('/faq', q(search)), search).toBe(false)
  })
})
