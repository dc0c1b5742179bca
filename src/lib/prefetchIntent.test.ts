import { describe, expect, it } from 'vitest'

import { intentPrefetchPath } from './prefetchIntent'

const here = { origin: 'https://shop.example', pathname: '/en', search: '' }

describe('intentPrefetchPath', () => {
  it('gives the path and search of a storefront page', () => {
    expect(intentPrefetchPath('/en/cardType', here)).toBe('/en/cardType')
    expect(intentPrefetchPath('https://shop.example/ja/faq?q=esim#top', here)).toBe('/ja/faq?q=esim')
  })

  it('leaves out what is not another page of this storefront', () => {
    expect(intentPrefetchPath('https://other.example/en/cardType', here)).toBeNull()
    expect(intentPrefetchPath('mailto:help@shop.example', here)).toBeNull()
    expect(intentPrefetchPath('tel:+886212345678', here)).toBeNull()
    expect(intentPrefetchPath('/admin/collections/orders', here)).toBeNull()
    expect(intentPrefetchPath('/api/order/receipt?id=1', here)).toBeNull()
    expect(intentPrefetchPath('/en', here)).toBeNull()
    expect(intentPrefetchPath('#main', here)).toBeNull()
    expect(intentPrefetchPath('http://[bad', here)).toBeNull()
  })

  it('leaves out links that open elsewhere or download', () => {
    expect(intentPrefetchPath('/en/faq', here, { target: '_blank' })).toBeNull()
    expect(intentPrefetchPath('/en/faq', here, { download: true })).toBeNull()
    expect(intentPrefetchPath('/en/faq', here, { target: '_self' })).toBe('/en/faq')
  })
})
