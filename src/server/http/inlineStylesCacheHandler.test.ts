import { describe, expect, it } from 'vitest'

import { inlineStylesheets } from './inlineStylesCacheHandler.mjs'

const files: Record<string, string> = {
  '/_next/static/chunks/a.css': '.a{color:red}',
  '/_next/static/chunks/b.css': '.b{background:url("data:image/svg+xml,%3Csvg%3E")}',
  '/_next/static/chunks/relative.css': '.r{background:url(../media/x.png)}',
  '/_next/static/chunks/closing.css': '.c::after{content:"</style>"}',
}
const read = (href: string) => files[href] ?? null
const link = (href: string) => `<link rel="stylesheet" href="${href}" data-precedence="next"/>`
const page = (head: string, body = '<p>hi</p>') => `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`

describe('inlineStylesheets', () => {
  it("puts each built stylesheet's text before its link, and leaves the link disabled for React to adopt", () => {
    const html = inlineStylesheets(page(link('/_next/static/chunks/a.css') + link('/_next/static/chunks/b.css')), read)
    expect(html).toBe(
      page(
        '<style data-inlined-href="/_next/static/chunks/a.css">.a{color:red}</style>' +
          '<link rel="stylesheet" disabled="" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
          `<style data-inlined-href="/_next/static/chunks/b.css">${files['/_next/static/chunks/b.css']}</style>` +
          '<link rel="stylesheet" disabled="" href="/_next/static/chunks/b.css" data-precedence="next"/>',
      ),
    )
  })

  it('leaves a link as it is when the file is unknown, outside Next\'s static folder, relative to itself, or could end the element', () => {
    for (const href of ['/_next/static/chunks/missing.css', '/other/a.css', 'https://cdn.example/a.css', '/_next/static/chunks/relative.css', '/_next/static/chunks/closing.css']) {
      const html = page(link(href))
      expect(inlineStylesheets(html, (h) => (h === '/other/a.css' || h.startsWith('https:') ? '.x{}' : read(h)))).toBe(html)
    }
  })

  it('rewrites only the head: a stylesheet link in the body (React hoists none there) or a page without a head stays', () => {
    const body = `<p>${link('/_next/static/chunks/a.css')}</p>`
    const html = inlineStylesheets(page(link('/_next/static/chunks/a.css'), body), read)
    expect(html.endsWith(`<body>${body}</body></html>`)).toBe(true)
    expect(html.match(/<style /g)).toHaveLength(1)
    expect(inlineStylesheets('<p>fragment</p>', read)).toBe('<p>fragment</p>')
  })
})
