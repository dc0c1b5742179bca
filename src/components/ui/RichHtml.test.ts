import { describe, expect, it } from 'vitest'

import { demoteHeadings } from './RichHtml'

describe('demoteHeadings', () => {
  it('moves every heading one level down, opening and closing tags alike, h6 staying h6', () => {
    expect(demoteHeadings('<h2>Features</h2><p>x</p><h3 id="a">Use</h3><h6>Small</h6>')).toBe('<h3>Features</h3><p>x</p><h4 id="a">Use</h4><h6>Small</h6>')
  })

  it('leaves other tags and text alone (a header element, the word h2 in text)', () => {
    expect(demoteHeadings('<header>h2 &lt;h2&gt;</header><hr>')).toBe('<header>h2 &lt;h2&gt;</header><hr>')
  })
})
