import { describe, expect, it } from 'vitest'

import { imageLoader } from './CatalogImage'

describe('imageLoader', () => {
  it('gives media files the short address next.config rewrites to the optimizer', () => {
    expect(imageLoader({ src: '/api/media/file/banner-esim.png', width: 640 })).toBe('/img/640/banner-esim.png')
  })

  it('keeps next/image’s own form for names the short address cannot carry and for other paths', () => {
    expect(imageLoader({ src: '/api/media/file/台北 101.png', width: 828 })).toBe(`/_next/image?url=${encodeURIComponent('/api/media/file/台北 101.png')}&w=828&q=75`)
    expect(imageLoader({ src: '/images/logo.png', width: 96 })).toBe('/_next/image?url=%2Fimages%2Flogo.png&w=96&q=75')
  })
})
