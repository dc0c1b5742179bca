import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { MESSAGES } from '@/i18n/messages'
import { INTERNAL_HEADER, LOCALIZED_NOT_FOUND_HEADER, NOT_FOUND_REQUEST } from '@/lib/internalRequest'

import { acceptsGzip, isDocumentRequest, localizeNotFoundShell } from './notFoundPage'

const SHELL = '<!DOCTYPE html><html id="__next_error__"><head></head><body><script>self.__next_f.push([1,"…"])</script></body></html>'

/** Stands in for Next: answers what the path asks for, in the ways Next writes (writeHead, write chunks, end). */
function next(req: IncomingMessage, res: ServerResponse) {
  const path = req.url ?? '/'
  if (path.endsWith('/pageNotFound')) {
    // The static not-found page, reachable only with the internal header.
    if (req.headers[INTERNAL_HEADER] !== NOT_FOUND_REQUEST) return void res.writeHead(404).end()
    const locale = path.startsWith('/ja/') ? 'ja' : 'zh-TW'
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    return void res.end(`<html lang="${locale}"><h1>${MESSAGES[locale].notFound.title}</h1></html>`)
  }
  if (path.startsWith('/ja/details/404')) {
    res.statusCode = 404
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.setHeader('content-encoding', 'gzip')
    res.setHeader('etag', '"shell"')
    res.write(gzipSync(SHELL.slice(0, 20)))
    res.write(gzipSync(SHELL.slice(20)))
    return void res.end()
  }
  if (path.startsWith('/details/404')) {
    res.writeHead(404, 'Not Found', { 'content-type': 'text/html; charset=utf-8' })
    return void res.end(SHELL)
  }
  if (path.startsWith('/en/no-such-page')) {
    // The catch-all route: the localized page already, marked so.
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8', [LOCALIZED_NOT_FOUND_HEADER]: '1' })
    return void res.end('<html lang="en"><h1>Localized already</h1></html>')
  }
  if (path.startsWith('/api/')) {
    res.writeHead(404, { 'content-type': 'application/json' })
    return void res.end('{"code":404}')
  }
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'x-page': 'product' })
  res.write('<html lang="ja">')
  res.end('<h1>Product</h1></html>')
}

let server: Server
let origin: string

beforeAll(async () => {
  server = createServer((req, res) => {
    if (isDocumentRequest(req)) localizeNotFoundShell(req, res, origin)
    next(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('a page’s notFound() answers the localized not-found page, not Next’s error shell', () => {
  it('replaces a 404 HTML answer (headers in writeHead, body in end) with the page of the language, still 404', async () => {
    const response = await fetch(`${origin}/details/404`)
    expect(response.status).toBe(404)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const html = await response.text()
    expect(html).toContain(`<html lang="zh-TW"><h1>${MESSAGES['zh-TW'].notFound.title}</h1>`)
    expect(html).not.toContain('__next_error__')
  })

  it('also when the status is set first and a compressed body comes in chunks: no stale encoding or etag', async () => {
    const response = await fetch(`${origin}/ja/details/404`, { headers: { 'accept-encoding': 'identity' } })
    expect(response.status).toBe(404)
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(response.headers.get('etag')).toBeNull()
    expect(await response.text()).toContain(`<h1>${MESSAGES.ja.notFound.title}</h1>`)
  })

  it('gzips the page it sends when the client takes gzip, as Next would have', async () => {
    const response = await fetch(`${origin}/ja/details/404`, { headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(response.status).toBe(404)
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
    // fetch undoes the gzip: the page reads as sent.
    expect(await response.text()).toContain(`<h1>${MESSAGES.ja.notFound.title}</h1>`)
  })

  it('lets the catch-all route’s own 404 page pass as it is, without its mark', async () => {
    const response = await fetch(`${origin}/en/no-such-page`)
    expect(response.status).toBe(404)
    expect(response.headers.get(LOCALIZED_NOT_FOUND_HEADER)).toBeNull()
    expect(await response.text()).toBe('<html lang="en"><h1>Localized already</h1></html>')
  })

  it('leaves every other answer as Next wrote it: a found page, an API 404, a client navigation (RSC)', async () => {
    const page = await fetch(`${origin}/ja/details/1`)
    expect(page.status).toBe(200)
    expect(page.headers.get('x-page')).toBe('product')
    expect(await page.text()).toBe('<html lang="ja"><h1>Product</h1></html>')

    const api = await fetch(`${origin}/api/productDetail`)
    expect(api.status).toBe(404)
    expect(await api.text()).toBe('{"code":404}')

    const rsc = await fetch(`${origin}/details/404`, { headers: { rsc: '1' } })
    expect(rsc.status).toBe(404)
    expect(await rsc.text()).toBe(SHELL)
  })
})

describe('acceptsGzip', () => {
  it('reads Accept-Encoding as browsers and curl send it', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true)
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true)
    expect(acceptsGzip('*')).toBe(true)
    expect(acceptsGzip(['deflate', 'GZIP'])).toBe(true)
    expect(acceptsGzip(undefined)).toBe(false)
    expect(acceptsGzip('identity')).toBe(false)
    expect(acceptsGzip('gzip;q=0, deflate')).toBe(false)
    expect(acceptsGzip('*;q=0')).toBe(false)
    expect(acceptsGzip('gzipx')).toBe(false)
  })
})
