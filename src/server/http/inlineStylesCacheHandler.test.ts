import { describe, expect, it } from 'vitest'

import { inlinable, inlineStylesheets } from './inlineStylesCacheHandler.mjs'

const files: Record<string, string> = {
  '/_next/static/chunks/a.css': '.a{color:red}',
  '/_next/static/chunks/b.css': '.b{background:url("data:image/svg+xml,%3Csvg%3E")}',
  '/_next/static/chunks/relative.css': '.r{background:url(../media/x.png)}',
  '/_next/static/chunks/closing.css': '.c::after{content:"</style>"}',
}
/** As the handler's reader: a file's text when it can be inlined. */
const read = (href: string) => (files[href] !== undefined && inlinable(files[href]) ? files[href] : null)
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

  it('inlines a stylesheet whose url() is a data:, absolute or root-relative address, not one relative to the CSS file', () => {
    for (const css of ['.a{background:url(data:image/png;base64,AA)}', ".a{background:url('https://cdn.example/x.png')}", '.a{background:url( "/img/x.png")}', '.a{color:red}']) expect(inlinable(css), css).toBe(true)
    for (const css of ['.a{background:url(x.png)}', ".a{background:url('../media/x.woff2')}", '.a{content:"</STYLE>"}']) expect(inlinable(css), css).toBe(false)
  })

  it('rewrites only the head: a stylesheet link in the body (React hoists none there) or a page without a head stays', () => {
    const body = `<p>${link('/_next/static/chunks/a.css')}</p>`
    const html = inlineStylesheets(page(link('/_next/static/chunks/a.css'), body), read)
    expect(html.endsWith(`<body>${body}</body></html>`)).toBe(true)
    expect(html.match(/<style /g)).toHaveLength(1)
    expect(inlineStylesheets('<p>fragment</p>', read)).toBe('<p>fragment</p>')
  })
})
