import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { getCacheControlHeader } from 'next/dist/server/lib/cache-control'

import { isClientSearch } from '@/domain/listRoutes'

import { clearPageCache, pageCacheSize, servePageCache, sharedCacheMayKeep } from './pageCache'

/** Stands in for Next's handler: what it answers is set per test; every call is counted. */
let calls = 0
let answer: (req: IncomingMessage, res: ServerResponse) => void
let server: Server
let base: string

const options = {
  currencyOf: (cookie: string) => /currency=(\w+)/.exec(cookie)?.[1] ?? 'TWD',
  setLocaleCookie: (pathname: string, cookie: string) => (cookie.includes('NEXT_LOCALE=en') ? null : `NEXT_LOCALE=en; Path=/`),
  isLocaleCookie: (setCookie: string) => setCookie.startsWith('NEXT_LOCALE='),
  sharedRender: (url: string) => /^\/en\/(cardType|faq)\?(name|q)=/.test(url),
  // As scripts/serve.ts: a search the browser runs on the list page (src/domain/listRoutes.ts) is that page.
  samePageAs: (url: string) => {
    const { pathname, searchParams } = new URL(url, 'http://x')
    return isClientSearch(pathname.replace(/^\/en/, ''), searchParams) ? pathname : null
  },
}

/** What Next sends for a page it serves from its cache (ISR, an hour): a Cache-Control a CDN may keep. */
const ISR_CACHE_CONTROL = 's-maxage=3600, stale-while-revalidate=31532400'
const DYNAMIC_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate'

const cachedPage = (body: string) => (_req: IncomingMessage, res: ServerResponse) => {
  res.setHeader('content-type', 'text/html; charset=utf-8')
  res.setHeader('cache-control', ISR_CACHE_CONTROL)
  res.setHeader('set-cookie', 'NEXT_LOCALE=en; Path=/')
  res.write(body.slice(0, 5))
  res.end(body.slice(5))
}

beforeAll(async () => {
  server = createServer((req, res) => {
    if (servePageCache(req, res, options, ['x-request-id', String(req.headers['x-request-id'] ?? 'none')])) return
    calls++
    answer(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  clearPageCache()
  calls = 0
  answer = cachedPage('<html>page one</html>')
})

const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers })

describe('page micro-cache', () => {
  it('answers a search the browser runs with its list page, whatever the query: no render per new query (issue 39)', async () => {
    await get('/en/cardType', { cookie: 'NEXT_LOCALE=en' })
    for (const query of ['sim', 'eSIM%20unlimited', '%E5%8F%B0%E6%B9%BE']) {
      const answer = await get(`/en/cardType?name=${query}`, { cookie: 'NEXT_LOCALE=en' })
      expect(answer.headers.get('x-shop-page-cache'), query).toBe('HIT')
    }
    expect(calls).toBe(1)
    // A trip length, a filter or a browser without script: the server renders that search.
    for (const path of ['/en/cardType?name=esim%205%20days', '/en/cardType?name=sim&type=esim', '/en/cardType?name=sim&noscript=1']) {
      answer = cachedPage(`<html>${path}</html>`)
      expect(await (await get(path, { cookie: 'NEXT_LOCALE=en' })).text(), path).toBe(`<html>${path}</html>`)
    }
    expect(calls).toBe(4)
  })

  it('neither keeps nor serves a page for a browser in draft mode (a staff preview, issue 38 §7)', async () => {
    const draft = { cookie: 'NEXT_LOCALE=en; __prerender_bypass=abc123' }
    // Even an answer a shared cache may keep: a draft page must never reach a visitor from here.
    answer = cachedPage('<html>draft title</html>')
    expect(await (await get('/en/newMessage/1', draft)).text()).toBe('<html>draft title</html>')
    answer = cachedPage('<html>published title</html>')
    const visitor = await get('/en/newMessage/1', { cookie: 'NEXT_LOCALE=en' })
    expect(await visitor.text()).toBe('<html>published title</html>')
    expect(visitor.headers.get('x-shop-page-cache')).toBeNull()
    // And the staff browser is not answered with the visitors' kept page.
    answer = cachedPage('<html>draft again</html>')
    const staff = await get('/en/newMessage/1', draft)
    expect(await staff.text()).toBe('<html>draft again</html>')
    expect(staff.headers.get('x-shop-page-cache')).toBeNull()
    expect(calls).toBe(3)
  })

  it('answers a page Next served from its cache again without asking Next, byte for byte', async () => {
    const first = await get('/en/cardType')
    const second = await get('/en/cardType')
    expect(calls).toBe(1)
    expect(await second.text()).toBe(await first.text())
    expect(second.headers.get('content-type')).toBe('text/html; charset=utf-8')
  })

  it('sets the language cookie per request, as the proxy would', async () => {
    await get('/en/faq')
    expect((await get('/en/faq')).headers.get('set-cookie')).toBe('NEXT_LOCALE=en; Path=/')
    expect((await get('/en/faq', { cookie: 'NEXT_LOCALE=en' })).headers.get('set-cookie')).toBeNull()
    expect(calls).toBe(1)
  })

  it('makes an answer that sets the language cookie private, from Next and from the cache; the page stays shared', async () => {
    const fromNext = await get('/en/faq')
    expect(fromNext.headers.get('set-cookie')).toBe('NEXT_LOCALE=en; Path=/')
    expect(fromNext.headers.get('cache-control')).toBe('private, no-cache')
    const fromCache = await get('/en/faq')
    expect(fromCache.headers.get('x-shop-page-cache')).toBe('HIT')
    expect(fromCache.headers.get('set-cookie')).toBe('NEXT_LOCALE=en; Path=/')
    expect(fromCache.headers.get('cache-control')).toBe('private, no-cache')
    const withCookie = await get('/en/faq', { cookie: 'NEXT_LOCALE=en' })
    expect(withCookie.headers.get('set-cookie')).toBeNull()
    expect(withCookie.headers.get('cache-control')).toBe(ISR_CACHE_CONTROL)
    expect(calls).toBe(1)
  })

  it('answers a hit with the kept headers, its length, its mark and the request’s own headers (the id)', async () => {
    const first = await get('/en/cardType', { 'x-request-id': 'one' })
    expect(first.headers.get('x-shop-page-cache')).toBeNull()
    const second = await get('/en/cardType', { 'x-request-id': 'two', cookie: 'NEXT_LOCALE=en' })
    expect(second.headers.get('x-shop-page-cache')).toBe('HIT')
    expect(second.headers.get('x-request-id')).toBe('two')
    expect(second.headers.get('content-length')).toBe(String('<html>page one</html>'.length))
    expect(second.headers.get('cache-control')).toBe(ISR_CACHE_CONTROL)
    expect(second.headers.get('set-cookie')).toBeNull()
    expect(calls).toBe(1)
  })

  it('keeps each display currency apart', async () => {
    await get('/en/cardType')
    answer = cachedPage('<html>yen prices</html>')
    expect(await (await get('/en/cardType', { cookie: 'currency=JPY' })).text()).toBe('<html>yen prices</html>')
    expect(await (await get('/en/cardType')).text()).toBe('<html>page one</html>')
    expect(calls).toBe(2)
  })

  it('forgets everything when content is saved', async () => {
    await get('/en/aboutUs')
    clearPageCache()
    answer = cachedPage('<html>edited</html>')
    expect(await (await get('/en/aboutUs')).text()).toBe('<html>edited</html>')
    expect(calls).toBe(2)
  })

  it('does not keep a page Next was rendering when content was saved: it may show the rows from before the save', async () => {
    // Next answers the first request after a save lands (the render read the old rows), then the edited page.
    answer = (req, res) => {
      clearPageCache()
      answer = cachedPage('<html>edited</html>')
      cachedPage('<html>before the save</html>')(req, res)
    }
    expect(await (await get('/en/aboutUs')).text()).toBe('<html>before the save</html>')
    expect(await (await get('/en/aboutUs')).text()).toBe('<html>edited</html>')
    expect(await (await get('/en/aboutUs')).text()).toBe('<html>edited</html>')
    expect(calls).toBe(2)
  })

  const notKept: [what: string, path: string, headers: Record<string, string>, answer: typeof answer][] = [
    ['a dynamic page (Next did not serve it from its cache)', '/en/faq?page=2', {}, (_req, res) => res.end('dynamic')],
    [
      'a page whose Cache-Control says private, whatever else it carries',
      '/en/login',
      {},
      (_req, res) => {
        res.setHeader('x-nextjs-cache', 'HIT')
        res.setHeader('cache-control', DYNAMIC_CACHE_CONTROL)
        res.end('per visitor')
      },
    ],
    [
      'a public file a browser may keep but a shared cache must ask again',
      '/images/logo.svg',
      {},
      (_req, res) => {
        res.setHeader('cache-control', 'public, max-age=0')
        res.end('<svg/>')
      },
    ],
    [
      'an error page',
      '/en/details/999',
      {},
      (_req, res) => {
        res.statusCode = 404
        res.setHeader('cache-control', ISR_CACHE_CONTROL)
        res.end('missing')
      },
    ],
    [
      'a page that sets another cookie',
      '/en/x',
      {},
      (_req, res) => {
        res.setHeader('cache-control', ISR_CACHE_CONTROL)
        res.setHeader('set-cookie', ['NEXT_LOCALE=en; Path=/', 'access_token=x; Path=/'])
        res.end('private')
      },
    ],
    ['the language-negotiated root', '/', {}, cachedPage('<html>home</html>')],
    ['the storefront API', '/api/productList', {}, cachedPage('<html>home</html>')],
    ['an RSC request', '/en/rsc', { rsc: '1' }, cachedPage('<html>home</html>')],
    ['a personal page', '/en/personal/order', {}, cachedPage('<html>home</html>')],
  ]
  it.each(notKept)('never keeps %s', async (_what, path, headers, handler) => {
    answer = handler
    await get(path, headers)
    await get(path, headers)
    expect(calls).toBe(2)
  })

  it('keeps a search Next renders per request, since it is the same for everyone', async () => {
    answer = (_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.setHeader('cache-control', DYNAMIC_CACHE_CONTROL)
      res.end('<html>3 products</html>')
    }
    // With a category the FAQ search is rendered by the server (a query alone is the FAQ page, searched in the browser).
    await get('/en/faq?q=SIM&category=1')
    const again = await get('/en/faq?q=SIM&category=1')
    expect(await again.text()).toBe('<html>3 products</html>')
    expect(again.headers.get('x-shop-page-cache')).toBe('HIT')
    expect(calls).toBe(1)
    // Another query is another page.
    await get('/en/faq?q=eSIM&category=1')
    expect(calls).toBe(2)
  })

  it('never keeps a search that failed', async () => {
    answer = (_req, res) => {
      res.statusCode = 500
      res.end('oops')
    }
    await get('/en/faq?q=x')
    await get('/en/faq?q=x')
    expect(calls).toBe(2)
  })

  it('stays within its size whatever the number of distinct searches', async () => {
    const body = 'x'.repeat(1000 * 1000)
    answer = (_req, res) => res.end(body)
    for (let i = 0; i < 60; i++) await (await get(`/en/faq?q=q${i}&category=1`)).arrayBuffer()
    const size = pageCacheSize()
    expect(size.bytes).toBeLessThanOrEqual(16 * 1024 * 1024)
    expect(size.entries).toBeGreaterThan(10)
    expect(size.entries).toBeLessThan(20)
  }, 30_000)

  it('keeps at most 1000 pages however small', async () => {
    for (let i = 0; i < 1100; i++) await (await get(`/en/details/${i}`)).arrayBuffer()
    expect(pageCacheSize().entries).toBe(1000)
    // The least recently used went first.
    await get('/en/details/1099')
    await get('/en/details/0')
    expect(calls).toBe(1101)
  }, 60_000)

  it('answers HEAD from the cache without a body', async () => {
    await get('/en/guide')
    const head = await fetch(`${base}/en/guide`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe(String('<html>page one</html>'.length))
    expect(calls).toBe(1)
  })
})

describe('which answers a shared cache may keep', () => {
  it("reads Next's own Cache-Control as a CDN does: its cached pages yes, its per-request renders no", () => {
    // Next's header for an ISR page, a page prerendered for good, and a page rendered per request.
    expect(sharedCacheMayKeep(getCacheControlHeader({ revalidate: 3600, expire: 31536000 }))).toBe(true)
    expect(sharedCacheMayKeep(getCacheControlHeader({ revalidate: false, expire: undefined }))).toBe(true)
    expect(sharedCacheMayKeep(getCacheControlHeader({ revalidate: 0, expire: undefined }))).toBe(false)
  })

  it('never keeps what is private, uncacheable, for no time, or says nothing', () => {
    for (const header of [undefined, '', 'public, max-age=3600', 's-maxage=0', 's-maxage=60, private', 'no-store, s-maxage=60', 'S-MAXAGE=60, No-Cache']) {
      expect(sharedCacheMayKeep(header), String(header)).toBe(false)
    }
    expect(sharedCacheMayKeep(['s-maxage=60', 'stale-while-revalidate=30'])).toBe(true)
  })
})
