/**
 * A micro-cache in front of Next for pages Next itself serves from its cache (prerendered or ISR,
 * `x-nextjs-cache` set): the same bytes are answered again for up to TTL_MS without going through
 * Next's router, proxy and renderer — the way a reverse proxy's microcache would. What keeps it
 * correct:
 * - only anonymous-safe requests: GET/HEAD, no Authorization, no RSC / router-prefetch headers,
 *   never /api, /admin or /_next; only 200 responses without Set-Cookie that Next marked cached;
 * - the key holds everything a cached page varies by: URL, display-currency cookie, Accept-Encoding;
 * - the language cookie the proxy sets on page visits is set here the same way (setLocaleCookie);
 * - a content save clears it at once (src/server/cache.ts calls clearPageCache), so an edit in
 *   /admin shows on the next request as before; other instances see it within TTL_MS at most.
 */
import 'server-only'

import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

type Entry = { status: number; headers: OutgoingHttpHeaders; body: Buffer; expires: number }

const TTL_MS = 2000
const MAX_ENTRIES = 2000
const MAX_BODY = 2 * 1024 * 1024
// `/` answers by the visitor's language (a redirect or the zh-TW home): never from here.
const SKIP_PATH = /^\/(api|admin|_next|_vercel)(\/|$)|^\/?(\?|$)|\/personal(\/|\?|$)/
const SKIP_HEADERS = ['authorization', 'rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch', 'next-action']
/** Headers that belong to one response, not to the page: everything else (security headers included) is replayed. */
const PER_RESPONSE_HEADERS = new Set(['set-cookie', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'])

type Options = {
  /** The currency cookie's value as the proxy reads it (part of the key). */
  currencyOf: (cookieHeader: string) => string
  /** The Set-Cookie the proxy would add for this request (the remembered language), or null. */
  setLocaleCookie: (pathname: string, cookieHeader: string, headers: IncomingMessage['headers']) => string | null
  /** Whether a Set-Cookie of Next's answer is only that remembered language (then it is not part of the page). */
  isLocaleCookie: (setCookie: string) => boolean
}

/** Marks an answer from the micro-cache (the e2e suite checks it still happens after a Next upgrade). */
export const MICROCACHE_HEADER = 'x-shop-page-cache'

const KEY = Symbol.for('shop.pageCache')
type Store = Map<string, Entry>
const globalStore = globalThis as unknown as Record<symbol, Store | undefined>

function store(): Store {
  return (globalStore[KEY] ??= new Map())
}

/** Empties the micro-cache (every content save does, through src/server/cache.ts). */
export function clearPageCache() {
  globalStore[KEY]?.clear()
}

function cacheKey(req: IncomingMessage, options: Options): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null
  const url = req.url ?? '/'
  if (SKIP_PATH.test(url)) return null
  if (SKIP_HEADERS.some((h) => h in req.headers)) return null
  const cookie = req.headers.cookie ?? ''
  return `${url}\n${options.currencyOf(cookie)}\n${req.headers['accept-encoding'] ?? ''}`
}

/**
 * Answers `req` from the micro-cache when it can (returns true), or arranges for Next's answer to be
 * kept when it is cacheable (returns false: the caller hands the request to Next).
 */
export function servePageCache(req: IncomingMessage, res: ServerResponse, options: Options): boolean {
  const key = cacheKey(req, options)
  if (!key) return false
  const entries = store()
  const hit = entries.get(key)
  const now = Date.now()
  if (hit && hit.expires > now) {
    const cookie = options.setLocaleCookie(new URL(req.url ?? '/', 'http://x').pathname, req.headers.cookie ?? '', req.headers)
    res.writeHead(hit.status, {
      ...hit.headers,
      [MICROCACHE_HEADER]: 'HIT',
      'content-length': hit.body.length,
      ...(cookie ? { 'set-cookie': cookie } : {}),
    })
    res.end(req.method === 'HEAD' ? undefined : hit.body)
    return true
  }
  if (hit) entries.delete(key)
  if (req.method === 'GET') capture(res, options, (entry) => {
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!)
    entries.set(key, { ...entry, expires: Date.now() + TTL_MS })
  })
  return false
}

/** Collects what Next writes; hands it over only for a complete, cacheable 200. */
function capture(res: ServerResponse, options: Options, keep: (entry: Omit<Entry, 'expires'>) => void) {
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
    if (size > MAX_BODY) tooBig = true
    else chunks.push(buffer)
  }
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    add(chunk, rest[0])
    return write(chunk, ...rest)
  }) as typeof res.write
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    add(chunk, rest[0])
    const result = end(chunk, ...rest)
    const headers = res.getHeaders()
    const setCookie = headers['set-cookie']
    const cookies = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [String(setCookie)]
    if (res.statusCode === 200 && !tooBig && headers['x-nextjs-cache'] && cookies.every(options.isLocaleCookie)) {
      const kept: OutgoingHttpHeaders = {}
      for (const [name, value] of Object.entries(headers)) if (value !== undefined && !PER_RESPONSE_HEADERS.has(name)) kept[name] = value
      keep({ status: 200, headers: kept, body: Buffer.concat(chunks) })
    }
    return result
  }) as typeof res.end
}
