/**
 * A micro-cache in front of Next for the pages a shared HTTP cache may keep — those Next serves from its own cache
 * (prerendered or ISR) say so in their Cache-Control (`s-maxage`, as a CDN reads it): the same bytes are answered
 * again for up to TTL_MS without going through Next's router, proxy and renderer — the way a reverse proxy's
 * microcache would. What keeps it correct:
 * - only anonymous-safe requests: GET/HEAD, no Authorization, no draft-mode cookie, no RSC / router-prefetch headers,
 *   never /api, /admin or /_next; only 200 responses without Set-Cookie that a shared cache may keep;
 * - the key holds everything a cached page varies by: URL, display-currency cookie, Accept-Encoding;
 * - the language cookie the proxy sets on page visits is set here the same way (setLocaleCookie);
 * - a content save clears it at once (src/server/cache.ts calls clearPageCache), so an edit in
 *   /admin shows on the next request as before; other instances see it within TTL_MS at most.
 * A list page's search (/cardType?name=…, /faq?q=…) is rendered per request by Next (its own cache would
 * keep every query ever asked); the same for every visitor, it is kept here too (`sharedRender`), longer
 * (SEARCH_TTL_MS): a popular search is then answered like a static page.
 * Bounded: at most MAX_ENTRIES answers and MAX_BYTES in all, least recently used out first. An expired
 * answer is still given for STALE_MS while one request renders the fresh one (stale-while-revalidate),
 * so a crowd never renders the same page at once.
 */
import 'server-only'

import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { LRUCache } from 'lru-cache'

import { INTERNAL_HEADER } from '@/lib/internalRequest'

/** `head`: the answer's headers as Node's writeHead takes them fastest (a flat name, value list), made once per entry. */
type Entry = { status: number; head: string[]; body: Buffer; expires: number; staleUntil: number; refreshing: boolean }
type Kept = { status: number; headers: OutgoingHttpHeaders; body: Buffer }

const TTL_MS = 2000
const SEARCH_TTL_MS = 60_000
const STALE_MS = 10_000
const SEARCH_STALE_MS = 5 * 60_000
const MAX_ENTRIES = 1000
// The hot pages (a few dozen, all locales and currencies) fit; more only holds searches asked once (README, "Server memory").
const MAX_BYTES = 16 * 1024 * 1024
const MAX_BODY = 1024 * 1024
// `/` answers by the visitor's language (a redirect or the zh-TW home): never from here.
const SKIP_PATH = /^\/(api|admin|_next|_vercel)(\/|$)|^\/?(\?|$)|\/personal(\/|\?|$)/
/** Next's draft-mode cookie (set only by /api/preview for signed-in staff). */
const DRAFT_MODE_COOKIE = /(^|;\s*)__prerender_bypass=/
const SKIP_HEADERS = ['authorization', 'rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch', 'next-action']
/** Headers that belong to one response, not to the page: everything else (security headers included) is replayed. */
const PER_RESPONSE_HEADERS = new Set(['set-cookie', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'x-request-id'])

type Options = {
  /** The currency cookie's value as the proxy reads it (part of the key). */
  currencyOf: (cookieHeader: string) => string
  /** The Set-Cookie the proxy would add for this request (the remembered language), or null. */
  setLocaleCookie: (pathname: string, cookieHeader: string, headers: IncomingMessage['headers']) => string | null
  /** Whether a Set-Cookie of Next's answer is only that remembered language (then it is not part of the page). */
  isLocaleCookie: (setCookie: string) => boolean
  /** Whether a page Next renders per request is nonetheless the same for everyone (a list page's search). */
  sharedRender?: (url: string) => boolean
  /** The address whose page this one is (a search the browser runs on the cached list: the list's address), or null. */
  samePageAs?: (url: string) => string | null
}

/** Marks an answer from the micro-cache (the e2e suite checks it still happens after a Next upgrade). */
export const MICROCACHE_HEADER = 'x-shop-page-cache'

const KEY = Symbol.for('shop.pageCache')
type Store = LRUCache<string, Entry>
const globalStore = globalThis as unknown as Record<symbol, Store | undefined>

function store(): Store {
  return (globalStore[KEY] ??= new LRUCache<string, Entry>({ max: MAX_ENTRIES, maxSize: MAX_BYTES, sizeCalculation: (entry) => entry.body.length + 2048 }))
}

const GENERATION = Symbol.for('shop.pageCacheGeneration')
const globalGeneration = globalThis as unknown as Record<symbol, number | undefined>

/**
 * Empties the micro-cache (every content save does, through src/server/cache.ts). An answer Next was rendering
 * meanwhile is not kept: it may have read the rows from before the save.
 */
export function clearPageCache() {
  globalGeneration[GENERATION] = (globalGeneration[GENERATION] ?? 0) + 1
  globalStore[KEY]?.clear()
}

const generation = () => globalGeneration[GENERATION] ?? 0

/** How much the micro-cache holds now (tests, diagnostics). */
export function pageCacheSize() {
  const entries = globalStore[KEY]
  return { entries: entries?.size ?? 0, bytes: entries?.calculatedSize ?? 0 }
}

function cacheKey(req: IncomingMessage, options: Options): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null
  const url = req.url ?? '/'
  if (SKIP_PATH.test(url)) return null
  if (SKIP_HEADERS.some((h) => h in req.headers)) return null
  const cookie = req.headers.cookie ?? ''
  // A staff browser previewing drafts (Next's draft mode, issue 38 §7): its pages are its own, never kept nor served.
  if (DRAFT_MODE_COOKIE.test(cookie)) return null
  // The server's requests to itself (the not-found page) are other pages than the same address asked by a visitor.
  return `${options.samePageAs?.(url) ?? url}\n${options.currencyOf(cookie)}\n${req.headers['accept-encoding'] ?? ''}\n${req.headers[INTERNAL_HEADER] ?? ''}`
}

/**
 * Answers `req` from the micro-cache when it can (returns true), or arranges for Next's answer to be
 * kept when it is cacheable (returns false: the caller hands the request to Next).
 */
export function servePageCache(req: IncomingMessage, res: ServerResponse, options: Options, ownHeaders: string[] = []): boolean {
  const key = cacheKey(req, options)
  if (!key) return false
  const entries = store()
  const hit = entries.get(key)
  const now = Date.now()
  // Fresh, or stale while another request is already rendering it again.
  if (hit && (hit.expires > now || (hit.staleUntil > now && hit.refreshing))) {
    const url = req.url ?? '/'
    const query = url.indexOf('?')
    const cookie = options.setLocaleCookie(query < 0 ? url : url.slice(0, query), req.headers.cookie ?? '', req.headers)
    // A hit is the kept head and body written as they are (issue 39: close to a static file server's cost).
    res.writeHead(hit.status, cookie ? [...privateHead(hit.head), ...ownHeaders, 'set-cookie', cookie] : ownHeaders.length ? [...hit.head, ...ownHeaders] : hit.head)
    res.end(req.method === 'HEAD' ? undefined : hit.body)
    return true
  }
  const shared = options.sharedRender?.(req.url ?? '/') ?? false
  if (hit && hit.staleUntil > now) hit.refreshing = true
  else if (hit) entries.delete(key)
  if (req.method !== 'GET') return false
  const began = generation()
  const done = (entry: Kept | null) => {
    // Not kept when the cache was cleared while Next rendered it (a save committed in between), nor this time.
    if (!entry || began !== generation()) {
      // Not kept this time: the next request tries again (the stale answer stays until then).
      const stale = entries.peek(key)
      if (stale) stale.refreshing = false
      return
    }
    const at = Date.now()
    const ttl = shared ? SEARCH_TTL_MS : TTL_MS
    entries.set(key, {
      status: entry.status,
      head: headOf(entry.headers, entry.body.length),
      body: entry.body,
      expires: at + ttl,
      staleUntil: at + ttl + (shared ? SEARCH_STALE_MS : STALE_MS),
      refreshing: false,
    })
  }
  const sharedCacheControl = privateWhenSettingCookie(res)
  capture(res, options, shared, done, sharedCacheControl)
  res.once('close', () => {
    if (!res.writableFinished) done(null)
  })
  return false
}

/** Collects what Next writes; hands it over only for a complete, cacheable 200. */
function capture(res: ServerResponse, options: Options, shared: boolean, keep: (entry: Kept | null) => void, sharedCacheControl: () => string | undefined) {
  captureResponse(res, MAX_BODY, (body) => {
    const headers = res.getHeaders()
    const setCookie = headers['set-cookie']
    const cookies = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [String(setCookie)]
    // The page's own Cache-Control, as Next wrote it (this answer alone was made private for its cookie).
    const cacheControl = sharedCacheControl() ?? headers['cache-control']
    if (res.statusCode === 200 && body && (shared || sharedCacheMayKeep(cacheControl)) && cookies.every(options.isLocaleCookie)) {
      keep({ status: 200, headers: { ...replayableHeaders(res), ...(cacheControl === undefined ? {} : { 'cache-control': cacheControl }) }, body })
    } else keep(null)
  })
}

/** What an answer that sets a cookie says to caches: a CDN must not keep it (nor hand its cookie to other visitors). */
const PRIVATE_CACHE_CONTROL = 'private, no-cache'

/**
 * An answer of Next's that sets a cookie (the remembered language) goes out private even when the page itself may be
 * kept by a shared cache; returns the Cache-Control it replaced, read once the answer ended (the micro-cache keeps the
 * page, without the cookie, with the page's own Cache-Control). Node sends every head through writeHead.
 */
function privateWhenSettingCookie(res: ServerResponse): () => string | undefined {
  let replaced: string | undefined
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse
  res.writeHead = ((...args: unknown[]) => {
    const cacheControl = res.getHeader('cache-control')
    if (res.hasHeader('set-cookie') && sharedCacheMayKeep(cacheControl as string | string[] | undefined)) {
      replaced = [cacheControl].flat().join(', ')
      res.setHeader('cache-control', PRIVATE_CACHE_CONTROL)
    }
    return writeHead(...args)
  }) as typeof res.writeHead
  return () => replaced
}

/** A kept head for an answer that also sets a cookie: the same headers, private. */
function privateHead(head: string[]): string[] {
  const out: string[] = []
  for (let i = 0; i < head.length; i += 2) out.push(head[i]!, head[i]!.toLowerCase() === 'cache-control' ? PRIVATE_CACHE_CONTROL : head[i + 1]!)
  return out
}

/**
 * Whether a shared cache (a CDN, this micro-cache) may keep an answer with this Cache-Control: `s-maxage` above zero,
 * and nothing private or uncacheable. Next sends it on exactly the pages it serves from its cache (ISR, prerendered).
 */
export function sharedCacheMayKeep(cacheControl: number | string | string[] | undefined): boolean {
  if (typeof cacheControl !== 'string' && !Array.isArray(cacheControl)) return false
  const directives = [cacheControl].flat().join(',').toLowerCase().split(',').map((d) => d.trim())
  if (directives.some((d) => d === 'private' || d === 'no-store' || d === 'no-cache' || d.startsWith('private=') || d.startsWith('no-cache='))) return false
  return directives.some((d) => /^s-maxage=[1-9]\d*$/.test(d))
}

/** A kept answer's headers as a flat name, value list, with its length and the micro-cache's mark. */
function headOf(headers: OutgoingHttpHeaders, length: number): string[] {
  const head: string[] = []
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue
    for (const one of Array.isArray(value) ? value : [value]) head.push(name, String(one))
  }
  head.push(MICROCACHE_HEADER, 'HIT', 'content-length', String(length))
  return head
}

/** The response's headers without the ones that belong to one response only (to send them again with other responses). */
export function replayableHeaders(res: ServerResponse): OutgoingHttpHeaders {
  const kept: OutgoingHttpHeaders = {}
  for (const [name, value] of Object.entries(res.getHeaders())) if (value !== undefined && !PER_RESPONSE_HEADERS.has(name)) kept[name] = value
  return kept
}

/**
 * Collects the bytes written to `res` (what the client receives, compressed if Next compressed it) and hands them to
 * `done` once the response has ended — null when they exceed `maxBytes`.
 */
export function captureResponse(res: ServerResponse, maxBytes: number, done: (body: Buffer | null) => void) {
  const chunks: Buffer[] = []
  let size = 0
  let tooBig = false
  const write = res.write.bind(res) as (...args: unknown[]) => boolean
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse
  const add = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function' || tooBig) return
    const buffer = Buffer.isBuffer(chunk)
      ? chunk
      : chunk instanceof Uint8Array
        ? Buffer.from(chunk)
        : Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
    size += buffer.length
    if (size > maxBytes) tooBig = true
    else chunks.push(buffer)
  }
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    add(chunk, rest[0])
    return write(chunk, ...rest)
  }) as typeof res.write
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    add(chunk, rest[0])
    const result = end(chunk, ...rest)
    done(tooBig ? null : Buffer.concat(chunks))
    return result
  }) as typeof res.end
}
