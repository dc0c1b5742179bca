import { describe, expect, it } from 'vitest'

import { isPreviewCollection, previewPagePath, previewRouteUrl } from './preview'

describe('live preview addresses (issue 38 §7)', () => {
  it('opens each document on its storefront page in the language being edited', () => {
    expect(previewPagePath({ collection: 'news', id: 7 }, 'zh-TW')).toBe('/newMessage/7')
    expect(previewPagePath({ collection: 'news', id: 7 }, 'en')).toBe('/en/newMessage/7')
    expect(previewPagePath({ collection: 'products', id: 3 }, 'ja')).toBe('/ja/details/3')
    expect(previewPagePath({ collection: 'guides', id: 2 }, 'zh-CN')).toBe('/cn/guide/2')
    expect(previewPagePath({ collection: 'activities', id: 4 }, 'ko')).toBe('/ko/travelActivities#activity-4')
    expect(previewPagePath({ collection: 'pages', id: 1, slug: 'privacy' }, 'vi')).toBe('/vi/privacy')
    expect(previewPagePath({ global: 'home' }, 'zh-TW')).toBe('/')
    expect(previewPagePath({ global: 'home' }, 'en')).toBe('/en')
  })

  it('has no page for a page document without a known slug, nor for other collections', () => {
    expect(previewPagePath({ collection: 'pages', id: 1, slug: 'nope' }, 'en')).toBeNull()
    expect(isPreviewCollection('orders')).toBe(false)
    expect(isPreviewCollection('news')).toBe(true)
  })

  it('builds the preview route address the admin frames', () => {
    expect(previewRouteUrl('http://shop.test', { collection: 'news', id: 7 }, 'en')).toBe('http://shop.test/api/preview?collection=news&id=7&locale=en')
    expect(previewRouteUrl('http://shop.test', { global: 'home' }, 'zh-TW')).toBe('http://shop.test/api/preview?global=home&locale=zh-TW')
  })
})
