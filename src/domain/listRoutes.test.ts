import { describe, expect, it } from 'vitest'

import { pathWithoutLocale } from './listRoutes'

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
