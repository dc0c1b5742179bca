// @ts-check
/**
 * Next's page cache (its file-system cache, unchanged) with the stylesheets of every cached page inlined in the HTML it
 * answers (issue 39, LCP): a first visit paints from the HTML alone instead of waiting for 4 stylesheets (99 KB, 24 KB gzip
 * on /en). Under real throttling (`npm run lighthouse`, devtools: slow 4G, 4× CPU; median of 3): LCP /en 2.35 → 1.86 s,
 * /en/details/1 1.95 → 1.51 s (README, "Benchmark", for the rest and for what it costs in total blocking time).
 *
 * How (only the HTML of a cached page, as it leaves the cache; the file on disk and the RSC payload are Next's):
 * - each `<link rel="stylesheet" href="/_next/static/…css" data-precedence>` in the head gets, just before it, a
 *   `<style>` with that file's text;
 * - the link itself stays, `disabled`: the browser neither fetches nor applies it, and React, which finds its
 *   stylesheets by `link[rel="stylesheet"][href=…]`, adopts it as loaded — no second download after hydration, and a
 *   client navigation adds the next page's stylesheets after it, in the same order as without inlining;
 * - Next's `experimental.inlineCss` is not used: it also copies the CSS into the RSC payload (/en's HTML 17.6 → 52 KB gzip).
 * Pages Next renders per request (account, checkout, searches) keep their links: browsers cache the files for them.
 *
 * Loaded by Next itself (next.config.ts `cacheHandler`), in plain Node, hence JavaScript; the one place that leans on
 * Next's private FileSystemCache. inlineStylesCacheHandler.test.ts checks the rewrite; e2e `inline-styles.spec.ts`
 * checks, on the built shop, that a cached page carries its CSS inline and that the browser fetches no stylesheet.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

/** @type {any} */
const FileSystemCache = /** @type {any} */ (FileSystemCacheModule).default ?? FileSystemCacheModule

/** Where Next links its built stylesheets from (no assetPrefix or basePath in this shop). */
const STATIC_CSS = /^\/_next\/static\/[\w./-]+\.css$/
const LINK = /<link rel="stylesheet" href="([^"]+)" data-precedence="[^"]*"\/>/g
/** A stylesheet whose text could end the `<style>` element, or that points at a file relative to itself, stays a link. */
const UNSAFE_CSS = /<\/style|url\((?!\s*['"]?(?:data:|https?:|\/))/i

/**
 * Whether a stylesheet's text can go into a `<style>` element as it is.
 * @param {string} css
 */
export function inlinable(css) {
  return !UNSAFE_CSS.test(css)
}

/**
 * The page's HTML with its built stylesheets inlined (see above). `readCss(href)` gives a stylesheet's text when it is
 * `inlinable`, or null (the link is then left as it is). Only the head is rewritten.
 * @param {string} html
 * @param {(href: string) => string | null} readCss
 * @returns {string}
 */
export function inlineStylesheets(html, readCss) {
  const headEnd = html.indexOf('</head>')
  if (headEnd < 0) return html
  const head = html.slice(0, headEnd).replace(LINK, (link, href) => {
    const css = STATIC_CSS.test(href) ? readCss(href) : null
    if (css === null) return link
    return `<style data-inlined-href="${href}">${css}</style>${link.replace(' rel="stylesheet"', ' rel="stylesheet" disabled=""')}`
  })
  return head + html.slice(headEnd)
}

/**
 * A built stylesheet's text, read and checked once per process (the files never change under a running build); null
 * when it cannot be read or is not `inlinable`.
 * @param {string | undefined} serverDistDir Next's `.next/server`; none where Next makes a cache without files (the proxy's)
 */
function cssReader(serverDistDir) {
  /** @type {Map<string, string | null>} */
  const files = new Map()
  if (!serverDistDir) return () => null
  const staticDir = path.join(serverDistDir, '..', 'static')
  return (/** @type {string} */ href) => {
    let css = files.get(href)
    if (css === undefined) {
      const file = path.join(staticDir, href.slice('/_next/static/'.length))
      try {
        const text = file.startsWith(staticDir + path.sep) ? readFileSync(file, 'utf8').replace(/\n\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '') : null
        css = text !== null && inlinable(text) ? text : null
      } catch {
        css = null
      }
      files.set(href, css)
    }
    return css
  }
}

export default class InlineStylesCacheHandler extends FileSystemCache {
  /** @param {any} ctx */
  constructor(ctx) {
    super(ctx)
    this.readCss = cssReader(ctx.serverDistDir)
  }

  /**
   * Rewritten at each read, not kept: a read is a micro-cache miss (one per page every 2 s at most) or a client
   * navigation's RSC request, the rewrite under 1 ms (/en: 0.18 ms, 0.84 with the UTF-8 length of the result), and a kept copy
   * would double what Next's memory cache holds.
   * @param {any[]} args
   */
  async get(...args) {
    const entry = await super.get(...args)
    const value = entry?.value
    if (value?.kind !== 'APP_PAGE' || value.html === undefined || value.html === null) return entry
    const html = inlineStylesheets(typeof value.html === 'string' ? value.html : value.html.toString('utf8'), this.readCss)
    return { ...entry, value: { ...value, html } }
  }
}
