/**
 * A tiny, pure builder for Lexical editor state (the JSON Payload's rich-text fields store), from a
 * compact outline:
 *
 *   rich([
 *     ['h2', 'Before you fly'],
 *     ['p', ['Bring your ', { b: 'passport' }, ' and a second ID.']],
 *     ['ul', ['5G where available', 'Hotspot allowed']],
 *     ['p', [{ link: '/faq', text: 'Read the FAQ' }]],
 *   ])
 *
 * Node shapes follow what Lexical 0.x / @payloadcms/richtext-lexical export (type, version, format,
 * indent, direction …), so the admin editor opens the content without migrating it.
 */

/** Inline content: plain text, bold, italic, or a link (internal path or https URL). */
export type Inline = string | { b: string } | { i: string } | { link: string; text: string; newTab?: boolean }
export type InlineContent = string | readonly Inline[]

export type Block =
  | readonly ['h2' | 'h3' | 'h4', string]
  | readonly ['p', InlineContent]
  | readonly ['ul' | 'ol', readonly InlineContent[]]
  | readonly ['quote', InlineContent]

export type Outline = readonly Block[]

type Direction = 'ltr' | 'rtl' | null
type ElementFormat = '' | 'left' | 'start' | 'center' | 'right' | 'end' | 'justify'

export type LexicalTextNode = {
  type: 'text'
  version: 1
  text: string
  format: number
  detail: 0
  mode: 'normal'
  style: ''
}

export type LexicalElementNode = {
  type: string
  version: number
  format: ElementFormat
  indent: number
  direction: Direction
  children: LexicalNode[]
  [key: string]: unknown
}

export type LexicalNode = LexicalTextNode | LexicalElementNode

export type LexicalState = {
  root: {
    type: 'root'
    version: 1
    format: ElementFormat
    indent: 0
    direction: Direction
    children: LexicalElementNode[]
  }
}

/** Lexical's text-format bit flags. */
export const TEXT_FORMAT = { bold: 1, italic: 2 } as const

const textNode = (text: string, format = 0): LexicalTextNode => ({
  type: 'text',
  version: 1,
  text,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
})

const element = (type: string, children: LexicalNode[], extra: Record<string, unknown> = {}, version = 1): LexicalElementNode => ({
  type,
  version,
  format: '',
  indent: 0,
  direction: 'ltr',
  children,
  ...extra,
})

function inlineNodes(content: InlineContent): LexicalNode[] {
  const parts: readonly Inline[] = typeof content === 'string' ? [content] : content
  return parts
    .filter((part) => part !== '')
    .map((part): LexicalNode => {
      if (typeof part === 'string') return textNode(part)
      if ('b' in part) return textNode(part.b, TEXT_FORMAT.bold)
      if ('i' in part) return textNode(part.i, TEXT_FORMAT.italic)
      return element('link', [textNode(part.text)], { fields: { linkType: 'custom', url: part.link, newTab: part.newTab ?? false } }, 3)
    })
}

const paragraph = (content: InlineContent) => element('paragraph', inlineNodes(content), { textFormat: 0, textStyle: '' })

function blockNode(block: Block): LexicalElementNode {
  switch (block[0]) {
    case 'h2':
    case 'h3':
    case 'h4':
      return element('heading', [textNode(block[1])], { tag: block[0] })
    case 'p':
      return paragraph(block[1])
    case 'quote':
      return element('quote', inlineNodes(block[1]))
    case 'ul':
    case 'ol': {
      const ordered = block[0] === 'ol'
      const items = block[1].map((item, index) => element('listitem', inlineNodes(item), { value: index + 1 }))
      return element('list', items, { listType: ordered ? 'number' : 'bullet', start: 1, tag: block[0] })
    }
  }
}

/** Builds a Lexical editor state from an outline. An empty outline gives one empty paragraph. */
export function rich(outline: Outline): LexicalState {
  const children = outline.length ? outline.map(blockNode) : [paragraph('')]
  return { root: { type: 'root', version: 1, format: '', indent: 0, direction: 'ltr', children } }
}

/** The plain text of an editor state (blocks separated by newlines), e.g. for checks and search. */
export function plainText(state: { root: { children: unknown[] } }): string {
  const walk = (node: unknown): string => {
    if (!node || typeof node !== 'object') return ''
    const n = node as { type?: string; text?: string; children?: unknown[] }
    if (n.type === 'text') return n.text ?? ''
    const inner = (n.children ?? []).map(walk)
    return n.type === 'list' ? inner.join('\n') : inner.join('')
  }
  return state.root.children.map(walk).join('\n')
}
