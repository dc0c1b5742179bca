/**
 * The localized not-found page as server HTML (lang, message, link home), for crawlers and visitors without
 * JavaScript. Next's own notFound() answers an error shell (`<html id="__next_error__">`) whose text appears
 * only once JavaScript runs (vercel/next.js#62228). Two places answer this page instead, with status 404:
 * - the catch-all route, for every address no page claims (src/app/…/(default)/[...rest]/route.ts);
 * - the production server (scripts/serve.ts), for a page that called notFound() — an unknown product, news
 *   item, guide … (`localizeNotFoundShell` below).
 */
import 'server-only'

import type { IncomingMessage, ServerResponse } from 'node:http'
import { gzipSync } from 'node:zlib'

import { localizedPath, splitLocalePath, type Locale } from '@/domain/locale'
import { MESSAGES } from '@/i18n/messages'
import { INTERNAL_HEADER, LOCALIZED_NOT_FOUND_HEADER, NOT_FOUND_PAGE, NOT_FOUND_REQUEST } from '@/lib/internalRequest'

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

/** Without the page (it failed, or this is the page's own request gone astray): the same words, plain. */
export function plainNotFoundPage(locale: Locale): string {
  const t = MESSAGES[locale].notFound
  return `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(t.title)}</title></head><body><main style="text-align:center;padding:4rem 1rem;font-family:system-ui,sans-serif"><p aria-hidden="true" style="font-size:3rem;font-weight:800;margin:0">404</p><h1>${escape(t.title)}</h1><p>${escape(t.description)}</p><a href="${localizedPath(locale, '/')}" data-testid="not-found-home">${escape(t.home)}</a></main></body></html>`
}

/**
 * The static /pageNotFound of `locale` (the shop's header, footer and styles), fetched from this server at
 * `origin` — never from the request's Host header, which a client could forge — or the plain page.
 */
export async function notFoundPageHtml(locale: Locale, origin: string): Promise<string> {
  try {
    const page = await fetch(origin + localizedPath(locale, NOT_FOUND_PAGE), {
      headers: {
        [INTERNAL_HEADER]: NOT_FOUND_REQUEST,
        'accept-encoding': 'identity',
      },
      cache: 'no-store',
      redirect: 'manual',
      signal: AbortSignal.timeout(5000),
    })
    if (page.ok) return await page.text()
  } catch {
    // The plain page says the same.
  }
  return plainNotFoundPage(locale)
}

/** A browser's or crawler's request for a page's HTML (not an RSC request of a client-side navigation). */
export function isDocumentRequest(req: IncomingMessage): boolean {
  if (req.method !== 'GET' || req.headers.rsc || req.headers[INTERNAL_HEADER]) return false
  const path = (req.url ?? '/').split('?')[0]!
  return !/^\/(api|admin|_next)(\/|$)/.test(path) && !/\.[a-z0-9]+$/i.test(path)
}

/** Whether an Accept-Encoding header takes gzip (listed, or by "*", and not with q=0). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const entries = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((entry) => entry.trim().toLowerCase())
  const weight = (name: string) => {
    const entry = entries.find((e) => e.split(';')[0]!.trim() === name)
    if (entry === undefined) return undefined
    const q = /;\s*q=([\d.]+)/.exec(entry)?.[1]
    return q === undefined ? 1 : Number(q)
  }
  const gzip = weight('gzip') ?? weight('*')
  return gzip !== undefined && gzip > 0
}

/**
 * Watches Next's answer to a document request: when it is a 404 HTML page (a page's notFound() — its body is
 * the error shell), the body is dropped and the localized not-found page is sent instead, still 404. Any
 * other answer passes through untouched. Call before handing `res` to Next.
 */
export function localizeNotFoundShell(req: IncomingMessage, res: ServerResponse, origin: string): void {
  const { write, end, writeHead } = res
  let decided: 'pass' | 'replace' | undefined
  // Decided once, at Next's first writeHead, write or end. The methods stay wrapped either way: Next's compression
  // may wrap them again after this, and putting the originals back would bypass it.
  // The catch-all route's answer is the localized page already: it passes (its mark taken off).
  const decide = () => {
    if (decided) return decided
    const localized = res.hasHeader(LOCALIZED_NOT_FOUND_HEADER)
    res.removeHeader(LOCALIZED_NOT_FOUND_HEADER)
    decided = !localized && res.statusCode === 404 && String(res.getHeader('content-type') ?? '').startsWith('text/html') ? 'replace' : 'pass'
    return decided
  }
  res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
    const [status, ...rest] = args
    res.statusCode = status
    // writeHead(status, [message,] headers): the headers are put on the response, so the decision can read them
    // and Node sends them from there.
    const headers = rest.find((arg) => arg && typeof arg === 'object')
    if (headers && !Array.isArray(headers)) for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value)
    if (decide() === 'replace') return this
    // Headers given as a raw array are passed on as they came; an object's are on the response now (less the mark).
    if (Array.isArray(headers)) return writeHead.call(this, status, ...(rest as []))
    const message = rest.find((arg) => typeof arg === 'string')
    return message === undefined ? writeHead.call(this, status) : writeHead.call(this, status, message)
  } as ServerResponse['writeHead']
  res.write = function (this: ServerResponse, ...args: Parameters<ServerResponse['write']>) {
    if (decide() === 'pass') return (write as (...a: unknown[]) => boolean).apply(this, args)
    const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined
    callback?.()
    return true
  } as ServerResponse['write']
  res.end = function (this: ServerResponse, ...args: unknown[]) {
    if (decide() === 'pass') return (end as (...a: unknown[]) => ServerResponse).apply(this, args)
    const { locale } = splitLocalePath((req.url ?? '/').split('?')[0]!)
    void notFoundPageHtml(locale, origin).then((html) => {
      for (const name of ['content-encoding', 'content-length', 'etag', 'vary', 'transfer-encoding']) res.removeHeader(name)
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.setHeader('cache-control', 'no-store')
      res.setHeader('vary', 'Accept-Encoding')
      // Next's compression is bypassed with its body: gzipped here when the client takes it (~28 KB → ~6 KB).
      const gzip = acceptsGzip(req.headers['accept-encoding'])
      const body = gzip ? gzipSync(html) : Buffer.from(html)
      if (gzip) res.setHeader('content-encoding', 'gzip')
      res.setHeader('content-length', body.length)
      const send = {
        writeHead: writeHead as (this: ServerResponse, status: number) => ServerResponse,
        end: end as (this: ServerResponse, body: Buffer) => ServerResponse,
      }
      // Node's own methods: the wrapped ones (above, and any wrapper added after) would swallow this answer too.
      send.writeHead.call(res, 404)
      send.end.call(res, body)
    })
    return this
  } as ServerResponse['end']
}
