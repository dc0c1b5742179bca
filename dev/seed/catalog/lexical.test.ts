import { describe, expect, it } from 'vitest'

import { plainText, rich, TEXT_FORMAT, type LexicalElementNode } from './lexical'

describe('rich (Lexical outline builder)', () => {
  it('builds a root with the properties Lexical expects', () => {
    const state = rich([['p', 'Hello']])
    expect(state.root).toMatchObject({ type: 'root', version: 1, format: '', indent: 0, direction: 'ltr' })
    expect(state.root.children).toEqual([
      {
        type: 'paragraph',
        version: 1,
        format: '',
        indent: 0,
        direction: 'ltr',
        textFormat: 0,
        textStyle: '',
        children: [{ type: 'text', version: 1, text: 'Hello', format: 0, detail: 0, mode: 'normal', style: '' }],
      },
    ])
  })

  it('builds headings with their tag', () => {
    const [h2, h3, h4] = rich([
      ['h2', 'A'],
      ['h3', 'B'],
      ['h4', 'C'],
    ]).root.children
    expect([h2, h3, h4].map((n) => [n?.type, n?.tag])).toEqual([
      ['heading', 'h2'],
      ['heading', 'h3'],
      ['heading', 'h4'],
    ])
    expect(h2?.children[0]).toMatchObject({ type: 'text', text: 'A' })
  })

  it('builds bullet and numbered lists with numbered list items', () => {
    const [ul, ol] = rich([
      ['ul', ['one', 'two']],
      ['ol', ['first', 'second', 'third']],
    ]).root.children
    expect(ul).toMatchObject({ type: 'list', listType: 'bullet', tag: 'ul', start: 1, version: 1, direction: 'ltr' })
    expect(ol).toMatchObject({ type: 'list', listType: 'number', tag: 'ol', start: 1 })
    expect(ul?.children.map((li) => [li.type, (li as { value?: number }).value])).toEqual([
      ['listitem', 1],
      ['listitem', 2],
    ])
    expect(ol?.children[2]).toMatchObject({
      type: 'listitem',
      value: 3,
      format: '',
      indent: 0,
      children: [{ type: 'text', text: 'third' }],
    })
  })

  it('supports bold, italic and links inside paragraphs and list items', () => {
    const [p, ul] = rich([
      ['p', ['Call ', { b: '165' }, ' or ', { i: 'read' }, ' ', { link: '/faq', text: 'the FAQ' }]],
      ['ul', [['See ', { link: 'https://example.com', text: 'site', newTab: true }]]],
    ]).root.children
    expect(p?.children).toEqual([
      expect.objectContaining({ type: 'text', text: 'Call ', format: 0 }),
      expect.objectContaining({ type: 'text', text: '165', format: TEXT_FORMAT.bold }),
      expect.objectContaining({ type: 'text', text: ' or ', format: 0 }),
      expect.objectContaining({ type: 'text', text: 'read', format: TEXT_FORMAT.italic }),
      expect.objectContaining({ type: 'text', text: ' ' }),
      expect.objectContaining({
        type: 'link',
        version: 3,
        fields: { linkType: 'custom', url: '/faq', newTab: false },
        children: [expect.objectContaining({ type: 'text', text: 'the FAQ' })],
      }),
    ])
    expect((ul?.children[0] as LexicalElementNode).children[1]).toMatchObject({ type: 'link', fields: { url: 'https://example.com', newTab: true } })
  })

  it('builds quotes and skips empty text parts', () => {
    const [quote] = rich([['quote', ['', 'Quoted']]]).root.children
    expect(quote).toMatchObject({ type: 'quote', children: [{ type: 'text', text: 'Quoted' }] })
  })

  it('gives one empty paragraph for an empty outline', () => {
    const state = rich([])
    expect(state.root.children).toHaveLength(1)
    expect(state.root.children[0]).toMatchObject({ type: 'paragraph', children: [] })
  })

  it('produces plain JSON (survives a JSON round trip unchanged)', () => {
    const state = rich([
      ['h2', '標題'],
      ['ul', ['a', ['b', { b: 'c' }]]],
    ])
    expect(JSON.parse(JSON.stringify(state))).toEqual(state)
  })

  it('plainText returns the text of every block', () => {
    expect(
      plainText(
        rich([
          ['h2', 'Title'],
          ['p', ['Hello ', { b: 'world' }]],
          ['ul', ['a', 'b']],
        ]),
      ),
    ).toBe('Title\nHello world\na\nb')
  })
})
