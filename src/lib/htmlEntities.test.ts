import { describe, expect, it } from 'vitest'

import { decodeEntities, decodeEntity } from './htmlEntities'
import { plainText } from '@/server/seo'

describe('HTML entities (one decoder for plainText and the FAQ marks)', () => {
  it('reads named and numeric entities, and knows when it does not know one', () => {
    expect(decodeEntity('&amp;')).toBe('&')
    expect(decodeEntity('&#39;')).toBe("'")
    expect(decodeEntity('&#x27;')).toBe("'")
    expect(decodeEntity('&hellip;')).toBeNull()
    expect(decodeEntity('&#0;')).toBeNull()
    expect(decodeEntities('Tom &amp; Jerry &hellip; &#x201C;ok&#x201D;')).toBe('Tom & Jerry &hellip; “ok”')
  })
  it('plainText decodes numeric entities too', () => {
    expect(plainText('<p>It&#x27;s <b>24&nbsp;hours</b> &amp; more</p>')).toBe("It's 24 hours & more")
  })
})
