import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache'
import { nodeFs } from 'next/dist/server/lib/node-fs-methods'

import { withRequestId } from '@/server/requestContext'

import InlineStylesCacheHandler, {
  deferBootstrapScripts,
  deferredSources,
  entryTags,
  expiredSinceKept,
  inlinable,
  inlineStylesheets,
  keptAfterExpiry,
  loadScriptsAfterPaint,
} from './inlineStylesCacheHandler.mjs'

/** Next's own file-system cache, which the handler extends (its `get` alone, for comparison). */
const FileSystemCache = FileSystemCacheModule as unknown as { prototype: { get: (this: unknown, key: string, ctx: unknown) => Promise<{ value?: unknown } | null> } }

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
          '<link rel="stylesheet" disabled="" href="/_next/static/chunks/a.css" data-precedence="next" type="text/plain"/>' +
          `<style data-inlined-href="/_next/static/chunks/b.css">${files['/_next/static/chunks/b.css']}</style>` +
          '<link rel="stylesheet" disabled="" href="/_next/static/chunks/b.css" data-precedence="next" type="text/plain"/>',
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

const chunk = (name: string) => `/_next/static/chunks/${name}.js`
const asyncScript = (name: string) => `<script src="${chunk(name)}" async=""></script>`
const preload = (name: string) => `<link rel="preload" as="script" fetchPriority="low" href="${chunk(name)}"/>`

describe('deferBootstrapScripts', () => {
  it("takes out Next's async scripts and their preloads, and puts one loader of the same scripts, in order, where the first was", () => {
    const html = page(
      `<title>t</title>${preload('boot')}${asyncScript('a')}${asyncScript('b')}<script src="${chunk('polyfills')}" noModule=""></script>`,
      `<p>hi</p>${asyncScript('boot')}<script>self.__next_f.push([1,""])</script>`,
    )
    const out = deferBootstrapScripts(html)
    expect(deferredSources(out)).toEqual([chunk('a'), chunk('b'), chunk('boot')])
    expect(out).not.toMatch(/ async=""/)
    expect(out).not.toContain('rel="preload" as="script"')
    // The loader sits in the head where the first script was; the polyfills and the inline payload stay as they were.
    expect(out.indexOf('loadScriptsAfterPaint')).toBeGreaterThan(out.indexOf('</title>'))
    expect(out.indexOf('loadScriptsAfterPaint')).toBeLessThan(out.indexOf('</head>'))
    expect(out).toContain(`<script src="${chunk('polyfills')}" noModule=""></script></head>`)
    expect(out).toContain('<body><p>hi</p><script>self.__next_f.push([1,""])</script></body>')
    expect(out.match(/<script>\(function loadScriptsAfterPaint/g)).toHaveLength(1)
  })

  it('keeps the first paint until the main landmark is parsed, on a page that has one', () => {
    const expectMain = '<link rel="expect" href="#main" blocking="render"/>'
    const withMain = deferBootstrapScripts(page(`<title>t</title>${asyncScript('a')}`, '<header>h</header><main id="main" tabindex="-1"><h1>x</h1></main>'))
    expect(withMain.match(/rel="expect"/g)).toHaveLength(1)
    expect(withMain.indexOf(expectMain)).toBeGreaterThan(withMain.indexOf('</title>'))
    expect(withMain.indexOf(expectMain)).toBeLessThan(withMain.indexOf('</head>'))
    expect(deferBootstrapScripts(page(`<title>t</title>${asyncScript('a')}`, '<p>no landmark</p>'))).not.toContain('rel="expect"')
  })

  it("leaves a page without Next's async scripts as it is, and a preload of a script it does not defer", () => {
    for (const html of [page('<title>t</title>'), page(`<script src="https://cdn.example/x.js" async=""></script>${preload('other')}`)]) {
      expect(deferBootstrapScripts(html)).toBe(html)
      expect(deferredSources(html)).toEqual([])
    }
    expect(deferBootstrapScripts(page(preload('other') + asyncScript('a')))).toContain(preload('other'))
  })
})

type Listener = () => void
/** A page for the loader: its head, its high-priority images, its paint entries, its clock (vitest's fake timers). */
function fakePage({ hidden = false, paintTiming = true, parsing = false, images = [] as { complete: boolean }[] } = {}) {
  const appended: { src: string; async: boolean }[] = []
  const parsedListeners: Listener[] = []
  const observers: { type: string; callback: (list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void; live: boolean }[] = []
  const imageListeners = images.map(() => [] as Listener[])
  const fakeImages = images.map((image, i) => ({ ...image, addEventListener: (_type: string, listener: Listener) => imageListeners[i]!.push(listener) }))
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['navigation']
    constructor(private callback: (typeof observers)[number]['callback']) {}
    observe({ type }: { type: string }) {
      observers.push({ type, callback: this.callback, live: true })
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver)
  const document = {
    visibilityState: hidden ? 'hidden' : 'visible',
    readyState: parsing ? 'loading' : 'interactive',
    addEventListener: (type: string, listener: Listener) => type === 'DOMContentLoaded' && parsedListeners.push(listener),
    createElement: () => ({ src: '', async: false }),
    head: { appendChild: (script: { src: string; async: boolean }) => appended.push({ ...script }) },
    querySelectorAll: (selector: string) => (selector === 'img[fetchpriority="high"]' ? fakeImages : []),
  }
  const report = (type: string, names: string[]) => {
    for (const observer of observers.filter((o) => o.type === type && o.live))
      observer.callback({ getEntriesByName: (name) => names.filter((n) => n === name) }, { disconnect: () => (observer.live = false) })
  }
  return {
    document: document as unknown as Document,
    appended,
    paint: (...names: string[]) => report('paint', names),
    lcp: () => report('largest-contentful-paint', ['largest-contentful-paint']),
    imageLoaded: (i: number) => imageListeners[i]!.forEach((listener) => listener()),
    parsed: () => {
      document.readyState = 'interactive'
      parsedListeners.forEach((listener) => listener())
    },
  }
}

describe('loadScriptsAfterPaint (runs in the page)', () => {
  const sources = [chunk('a'), chunk('b')]
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('adds the scripts, async and in order, in the task after the first contentful paint, not after a first paint alone', () => {
    const fake = fakePage()
    loadScriptsAfterPaint(fake.document, sources)
    fake.paint('first-paint')
    vi.advanceTimersByTime(100)
    expect(fake.appended).toEqual([])
    fake.paint('first-contentful-paint')
    expect(fake.appended).toEqual([])
    vi.advanceTimersByTime(0)
    expect(fake.appended).toEqual([{ src: chunk('a'), async: true }, { src: chunk('b'), async: true }])
    vi.advanceTimersByTime(5000)
    expect(fake.appended, 'once, whatever else fires').toHaveLength(2)
  })

  it('waits for a high-priority image (the LCP candidate) to load and its paint to be reported, or 200 ms after it loaded', () => {
    const fake = fakePage({ images: [{ complete: true }, { complete: false }] })
    loadScriptsAfterPaint(fake.document, sources)
    fake.paint('first-contentful-paint')
    vi.advanceTimersByTime(1000)
    expect(fake.appended).toEqual([])
    fake.imageLoaded(1)
    fake.lcp()
    vi.advanceTimersByTime(0)
    expect(fake.appended).toHaveLength(2)

    const quiet = fakePage({ images: [{ complete: false }] })
    loadScriptsAfterPaint(quiet.document, sources)
    quiet.paint('first-contentful-paint')
    quiet.imageLoaded(0)
    vi.advanceTimersByTime(199)
    expect(quiet.appended).toEqual([])
    vi.advanceTimersByTime(1)
    expect(quiet.appended).toHaveLength(2)
  })

  it('does not add them while the HTML is still being parsed: at DOMContentLoaded, once, after a paint, a hidden tab or 3 s', () => {
    for (const start of [(fake: ReturnType<typeof fakePage>) => fake.paint('first-contentful-paint'), () => vi.advanceTimersByTime(3000), null]) {
      const fake = fakePage({ parsing: true, hidden: start === null })
      loadScriptsAfterPaint(fake.document, sources)
      start?.(fake)
      vi.advanceTimersByTime(5000)
      expect(fake.appended).toEqual([])
      fake.parsed()
      expect(fake.appended).toEqual([{ src: chunk('a'), async: true }, { src: chunk('b'), async: true }])
      vi.advanceTimersByTime(5000)
      expect(fake.appended).toHaveLength(2)
    }
  })

  it('adds them at once in a hidden tab or without paint timing, and after 3 s when nothing is reported', () => {
    for (const options of [{ hidden: true }, { paintTiming: false }]) {
      const fake = fakePage(options)
      loadScriptsAfterPaint(fake.document, sources)
      expect(fake.appended, JSON.stringify(options)).toHaveLength(2)
    }
    const fake = fakePage({ images: [{ complete: false }] })
    loadScriptsAfterPaint(fake.document, sources)
    vi.advanceTimersByTime(2999)
    expect(fake.appended).toEqual([])
    vi.advanceTimersByTime(1)
    expect(fake.appended).toHaveLength(2)
  })
})

describe('an entry rendered while a save expired its tags', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'shop-cache-'))
    vi.useFakeTimers({ toFake: ['Date'] })
    // The expiries are the process's (static): each test starts with none.
    InlineStylesCacheHandler.expiredAt.clear()
    InlineStylesCacheHandler.expiresAt.clear()
  })
  afterEach(() => {
    vi.useRealTimers()
    rmSync(dir, { recursive: true, force: true })
  })

  /** An `unstable_cache` result as Next keeps it (getNews: the news item, or null when it is not shown). */
  const result = (body: unknown) => ({ kind: 'FETCH', data: { headers: {}, body: JSON.stringify(body), status: 200, url: '' }, revalidate: 3600 })
  const tags = ['news', 'news:7', 'shop-content']

  it('is not kept when the save came after its request began, so the next request renders it again; a later render is kept', async () => {
    const handler = new InlineStylesCacheHandler({ fs: nodeFs, serverDistDir: dir, flushToDisk: false, maxMemoryCacheSize: 1024 * 1024, revalidatedTags: [] })
    const read = () => handler.get('news-ko-7', { kind: 'FETCH', tags })
    const t0 = Date.now()
    // A visitor's request begins and reads "not shown"; the editor's save commits and expires the tags; the render ends.
    await withRequestId('visitor-request-1', async () => {
      vi.setSystemTime(t0 + 40)
      await handler.revalidateTag(['news', 'news:7'], { expire: 0 })
      vi.setSystemTime(t0 + 90)
      await handler.set('news-ko-7', result(null), { fetchCache: true, tags })
    })
    expect(await read()).toBeNull()

    vi.setSystemTime(t0 + 200)
    await withRequestId('visitor-request-2', () => handler.set('news-ko-7', result({ id: 7 }), { fetchCache: true, tags }))
    expect((await read())?.value).toMatchObject({ kind: 'FETCH', data: { body: '{"id":7}' } })
  })

  it('reads the tags of a page from its header and of a cached function from the context; without a request, keeps as Next', () => {
    expect(entryTags({ kind: 'APP_PAGE', headers: { 'x-next-cache-tags': '_N_T_/layout,news,news:7' } }, {})).toEqual(['_N_T_/layout', 'news', 'news:7'])
    expect(entryTags(result(null), { fetchCache: true, tags })).toEqual(tags)
    expect(entryTags({ kind: 'APP_PAGE', headers: {} }, {})).toEqual([])
    const expiredAt = new Map([['news:7', 1_000]])
    expect(keptAfterExpiry(tags, 999, expiredAt)).toBe(false)
    expect(keptAfterExpiry(tags, 1_000, expiredAt)).toBe(false)
    expect(keptAfterExpiry(tags, 1_001, expiredAt)).toBe(true)
    expect(keptAfterExpiry(['faq'], 999, expiredAt)).toBe(true)
    expect(keptAfterExpiry(tags, undefined, expiredAt)).toBe(true)
  })

  it('a save shows on the next read when the wall clock was set forward while the server ran (Next alone keeps the old entry)', async () => {
    const handler = new InlineStylesCacheHandler({ fs: nodeFs, serverDistDir: dir, flushToDisk: false, maxMemoryCacheSize: 1024 * 1024, revalidatedTags: [] })
    const read = (key: string) => handler.get(key, { kind: 'FETCH', tags })
    const t0 = Date.now()
    await handler.set('news-en-7', result({ id: 7, title: 'old' }), { fetchCache: true, tags })
    await handler.set('news-en-8', result({ id: 8, title: 'old' }), { fetchCache: true, tags: ['news', 'news:8'] })
    // A time sync steps the wall clock 5 s ahead; the monotonic clock Next asks "is the expiry due?" with does not move.
    vi.setSystemTime(t0 + 5_000)
    await handler.revalidateTag(['news:7'], { expire: 0 })
    const nextAlone = await FileSystemCache.prototype.get.call(handler, 'news-en-7', { kind: 'FETCH', tags })
    expect(nextAlone?.value).toMatchObject({ data: { body: '{"id":7,"title":"old"}' } })
    expect(await read('news-en-7')).toBeNull()
    // Another item's entry is not touched; one kept after the save is answered.
    expect((await handler.get('news-en-8', { kind: 'FETCH', tags: ['news', 'news:8'] }))?.value).toMatchObject({ data: { body: '{"id":8,"title":"old"}' } })
    vi.setSystemTime(t0 + 5_010)
    await handler.set('news-en-7', result({ id: 7, title: 'new' }), { fetchCache: true, tags })
    expect((await read('news-en-7'))?.value).toMatchObject({ data: { body: '{"id":7,"title":"new"}' } })
  })

  it('expires a page by the tags in its header; a tag only marked stale (durations without expire) is left to Next', async () => {
    const handler = new InlineStylesCacheHandler({ fs: nodeFs, serverDistDir: dir, flushToDisk: false, maxMemoryCacheSize: 1024 * 1024, revalidatedTags: [] })
    const t0 = Date.now()
    const page = { kind: 'APP_PAGE', html: '<html><head></head><body>faq</body></html>', rscData: undefined, headers: { 'x-next-cache-tags': '_N_T_/layout,faq' }, status: 200, postponed: undefined, segmentData: undefined }
    await handler.set('/en/faq', page, { cacheControl: { revalidate: 3600, expire: undefined } })
    vi.setSystemTime(t0 + 5_000)
    await handler.revalidateTag('reviews', {})
    expect((await handler.get('/en/faq', { kind: 'APP_PAGE' }))?.value?.html).toContain('faq')
    await handler.revalidateTag('faq', { expire: 0 })
    expect(await handler.get('/en/faq', { kind: 'APP_PAGE' })).toBeNull()
    expect(expiredSinceKept(['faq'], t0, new Map([['faq', t0 + 1]]), t0)).toBe(false)
    expect(expiredSinceKept(['faq'], t0, new Map([['faq', t0 + 1]]), t0 + 1)).toBe(true)
    expect(expiredSinceKept(['faq'], t0 + 1, new Map([['faq', t0 + 1]]), t0 + 2)).toBe(false)
    expect(expiredSinceKept(['faq'], undefined, new Map([['faq', t0]]), t0 + 2)).toBe(false)
  })
})
