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
 * - the link itself stays, `disabled` and `type="text/plain"`: the browser neither fetches nor applies it, and React,
 *   which finds its stylesheets by `link[rel="stylesheet"][href=…]`, adopts it as loaded — no second download after
 *   hydration, and a client navigation adds the next page's stylesheets after it, in the same order as without
 *   inlining. (`disabled` alone kept Chromium from fetching until version 150, which fetches a disabled stylesheet
 *   link — every cached page was downloading its CSS twice; a type that is not CSS is never fetched.)
 * - Next's `experimental.inlineCss` is not used: it also copies the CSS into the RSC payload (/en's HTML 17.6 → 52 KB gzip).
 * Pages Next renders per request (account, checkout, searches) keep their links: browsers cache the files for them.
 *
 * The same pages load Next's scripts only once they have painted (`deferBootstrapScripts`, `loadScriptsAfterPaint`;
 * `SHOP_SCRIPTS_AFTER_PAINT=false` turns it off): simulated LCP (Lighthouse, mobile, median of 3) /en 1.94 → 1.04 s,
 * /ja 2.11 → 1.00 s, and the page usable later (README, "Benchmark"; see `SCRIPTS_AFTER_PAINT`).
 *
 * Loaded by Next itself (next.config.ts `cacheHandler`), in plain Node, hence JavaScript; the one place that leans on
 * Next's private FileSystemCache. inlineStylesCacheHandler.test.ts checks the rewrites and the loader; e2e
 * `inline-styles.spec.ts` checks, on the built shop, that a cached page carries its CSS inline and that the browser fetches
 * no stylesheet.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
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
    return `<style data-inlined-href="${href}">${css}</style>${link.replace(' rel="stylesheet"', ' rel="stylesheet" disabled=""').replace('/>', ' type="text/plain"/>')}`
  })
  return head + html.slice(headEnd)
}

/** Next's scripts as React writes them (async, most hoisted into the head), and its preloads of them; the polyfills'
 * `noModule` script is left as it is. */
const CHUNK = String.raw`\/_next\/static\/chunks\/[\w.-]+\.js`
const ASYNC_SCRIPT = new RegExp(String.raw`<script src="(${CHUNK})" async=""><\/script>`, 'g')
const SCRIPT_PRELOAD = new RegExp(String.raw`<link rel="preload" as="script" fetchPriority="low" href="(${CHUNK})"\/>`, 'g')

/**
 * Runs in the page (its source is inlined by `deferBootstrapScripts`): adds Next's scripts, async and in their order, to
 * the head once the page has shown what it shows first. That is the first contentful paint (the paint entry arrives once
 * it is on screen) and, where the page has a high-priority image (the LCP candidate: a banner, a product photo), that
 * image loaded and its paint reported (the next LCP entry, or 200 ms). At once in a hidden tab (it paints nothing) or a
 * browser without paint timing; 3 s at the latest. In each case not before the HTML is parsed (DOMContentLoaded): the
 * payload React hydrates from is at its end anyway, and a chunk run between two parts of the HTML would delay the rest.
 * @param {Document} d
 * @param {string[]} sources
 */
export function loadScriptsAfterPaint(d, sources) {
  var done = false
  function go() {
    if (done) return
    if (d.readyState === 'loading') return d.addEventListener('DOMContentLoaded', go)
    done = true
    for (var i = 0; i < sources.length; i++) {
      var script = d.createElement('script')
      script.src = /** @type {string} */ (sources[i])
      script.async = true
      d.head.appendChild(script)
    }
  }
  var Observer = typeof PerformanceObserver === 'function' ? PerformanceObserver : null
  var types = (Observer && Observer.supportedEntryTypes) || []
  if (!Observer || d.visibilityState === 'hidden' || types.indexOf('paint') < 0) return go()
  var Observe = Observer
  setTimeout(go, 3000)
  function painted() {
    if (types.indexOf('largest-contentful-paint') >= 0) new Observe(function () { setTimeout(go, 0) }).observe({ type: 'largest-contentful-paint' })
    setTimeout(go, 200)
  }
  new Observe(function (list, observer) {
    if (!list.getEntriesByName('first-contentful-paint').length) return
    observer.disconnect()
    var loading = 0
    function loaded() {
      if (--loading === 0) painted()
    }
    d.querySelectorAll('img[fetchpriority="high"]').forEach(function (image) {
      if (/** @type {HTMLImageElement} */ (image).complete) return
      loading++
      image.addEventListener('load', loaded)
      image.addEventListener('error', loaded)
    })
    if (!loading) setTimeout(go, 0)
  }).observe({ type: 'paint', buffered: true })
}

/**
 * The page's HTML with Next's scripts asked for only once the page has painted (issue 39, LCP): each `<script src async>`
 * of Next's chunks, and Next's preload of any of them, leaves the HTML; where the first was, an inline
 * `loadScriptsAfterPaint` adds them back after the first paint. The page paints from its HTML (its CSS inline above)
 * without waiting for ~190 KB of scripts (/en) to arrive and run, and hydrates right after. Lighthouse's simulation
 * counts every script fetched before the LCP paint into LCP (one it fetched before and ran after it too, when its run is
 * shorter than 10 ms, as most chunks' are); these it leaves out. What it costs: the scripts start downloading after the
 * first paint instead of beside the HTML (README, "Benchmark", for both sides measured).
 * @param {string} html
 * @returns {string}
 */
export function deferBootstrapScripts(html) {
  const scripts = Array.from(html.matchAll(ASYNC_SCRIPT))
  if (!scripts.length) return html
  const sources = scripts.map((match) => /** @type {string} */ (match[1]))
  const loader = (html.includes(MAIN) ? RENDER_AFTER_MAIN : '') + `<script>(${LOADER_SOURCE})(document,${JSON.stringify(sources)})</script>`
  // The tags to cut, found by one regular expression each (a long literal start V8 finds fast) and cut out by slicing:
  // 0.1 ms on /en's 190 KB, where `replace` with a function took 0.8 ms.
  const cuts = [
    ...scripts.map((match, i) => ({ at: match.index, end: match.index + match[0].length, put: i === 0 ? loader : '' })),
    ...Array.from(html.matchAll(SCRIPT_PRELOAD))
      .filter((match) => sources.includes(/** @type {string} */ (match[1])))
      .map((match) => ({ at: match.index, end: match.index + match[0].length, put: '' })),
  ].sort((a, b) => a.at - b.at)
  let page = ''
  let from = 0
  for (const cut of cuts) {
    page += html.slice(from, cut.at) + cut.put
    from = cut.end
  }
  return page + html.slice(from)
}

/**
 * The scripts a page's loader adds (what a browser downloads for it beside its `<script src>`s): for `npm run bench:js`.
 * @param {string} html
 * @returns {string[]}
 */
export function deferredSources(html) {
  const call = /\}\)\(document,(\[[^\]]*\])\)<\/script>/.exec(html)
  return call ? JSON.parse(/** @type {string} */ (call[1])) : []
}

/** The storefront's main landmark (src/components/layout/DefaultLayout.tsx), which holds what a page is about. */
const MAIN = '<main id="main"'

/**
 * Keeps the browser from painting the page before its main landmark is parsed (`<link rel="expect" blocking="render">`,
 * Chromium 124+; other browsers ignore it). Without it Chromium's parser stops after ~250 tags, in the header's menus, and
 * paints the header alone; the page's own heading and text follow a parse, a layout and a paint later — 200–400 ms at
 * 4× CPU on /en/privacy — and the loader, started by that first paint, let Next's scripts run in between (the LCP then
 * waited for them: 2.4 s in Lighthouse's simulation instead of 1.0). One paint of header and main instead of two.
 */
const RENDER_AFTER_MAIN = '<link rel="expect" href="#main" blocking="render"/>'

/** The loader as it goes into a page: its source without the indentation. */
const LOADER_SOURCE = loadScriptsAfterPaint.toString().replace(/\n\s*/g, '\n')

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

/**
 * On unless `SHOP_SCRIPTS_AFTER_PAINT=false`. It meets the simulated LCP target on every page type; what it costs is the
 * moment between the paint and the scripts' arrival, in which a control that needs React cannot work. Those controls
 * wait for it, visibly (ScriptedForm, useScriptGate: disabled, a waiting pointer), instead of losing a tap or a typed
 * word; the e2e suite, which acts right after a page's load event as a quick visitor does, runs with it on.
 */
const SCRIPTS_AFTER_PAINT = process.env.SHOP_SCRIPTS_AFTER_PAINT !== 'false'

/**
 * The request context of src/server/requestContext.ts (the same store, kept on globalThis: Next loads this file apart
 * from the app's bundle), whose `startedAt` says when the request being served began.
 * @type {AsyncLocalStorage<{ startedAt?: number }>}
 */
const requests = (/** @type {any} */ (globalThis)[Symbol.for('shop.requestContext')] ??= new AsyncLocalStorage())

/** Next's header listing the cache tags a page or route answer was made from. */
const CACHE_TAGS_HEADER = 'x-next-cache-tags'

/**
 * The cache tags of an entry Next is about to keep: an `unstable_cache` result names them in `ctx`, a page or route
 * answer in its headers.
 * @param {any} data
 * @param {any} ctx
 * @returns {string[]}
 */
export function entryTags(data, ctx) {
  if (Array.isArray(ctx?.tags)) return ctx.tags
  const header = data?.headers?.[CACHE_TAGS_HEADER]
  return typeof header === 'string' ? header.split(',') : []
}

/**
 * Whether an entry made for a request that began at `startedAt` may be kept, given when each tag was last expired:
 * not when one of its tags was expired since (a content save committed while it rendered). Next stamps an entry with
 * the time it is kept, not the time its render read the database, so such an entry, kept after the expiry, counted as
 * fresh: a news item's "not found", rendered while the editor ticked "show in other languages", stayed not found in
 * that language for the page's whole revalidate time (an hour). Not kept, the next request renders it again.
 * Without a request (a build's prerender, a server other than scripts/serve.ts) it is kept as Next would.
 * @param {string[]} tags
 * @param {number | undefined} startedAt
 * @param {Map<string, number>} expiredAt
 */
export function keptAfterExpiry(tags, startedAt, expiredAt) {
  if (startedAt === undefined) return true
  return !tags.some((tag) => (expiredAt.get(tag) ?? -Infinity) >= startedAt)
}

/**
 * The tags a kept entry answers to, as Next reads them back: a page's or a route answer's from its header, a cached
 * function's from the lookup (its own tags and the page's implicit ones, `_N_T_/…`).
 * @param {any} entry
 * @param {any} ctx
 * @returns {string[]}
 */
function keptEntryTags(entry, ctx) {
  if (entry?.value?.kind === 'FETCH') return [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])]
  return entryTags(entry?.value, undefined)
}

/**
 * Whether a kept entry (`lastModified`: when it was kept, Date.now()) is expired: one of its tags was expired after it,
 * and that expiry is due (`expiresAt`: when each tag's expiry takes effect, Date.now(); a save's is at once).
 *
 * Next asks the same question with two clocks: it stamps entries and expiries with Date.now(), the wall clock, but asks
 * whether an expiry is due with performance.timeOrigin + performance.now(), the monotonic clock counted from the
 * process's start. When the wall clock is set forward while the server runs (a time sync stepping it, a virtual machine
 * resumed), every expiry is "not yet due" for as long as the step, and Next answers the first request after a save
 * with the old page while it renders the new one behind it (stale-while-revalidate). CI's e2e met it once in
 * the middle of a run: from one test on, the saves of four tests (a product's name, the chat widget's settings, a
 * news item) showed one request late. Asked here with the wall clock alone, a save shows on the very next request
 * whatever the two clocks say.
 * @param {string[]} tags
 * @param {unknown} lastModified
 * @param {Map<string, number>} expiresAt
 * @param {number} now
 */
export function expiredSinceKept(tags, lastModified, expiresAt, now) {
  if (typeof lastModified !== 'number') return false
  return tags.some((tag) => {
    const at = expiresAt.get(tag)
    return at !== undefined && at <= now && at > lastModified
  })
}

export default class InlineStylesCacheHandler extends FileSystemCache {
  /** When each cache tag was last expired in this process (Date.now()), for `set`. */
  static expiredAt = new Map()
  /** When each tag's last expiry takes effect (Date.now(); a save's at once), for `get` (`expiredSinceKept`). */
  static expiresAt = new Map()

  /** @param {any} ctx */
  constructor(ctx) {
    super(ctx)
    this.readCss = cssReader(ctx.serverDistDir)
  }

  /**
   * @param {string | string[]} tags
   * @param {any} [durations]
   */
  async revalidateTag(tags, durations) {
    const now = Date.now()
    // As Next: without durations an expiry at once; with them, at `expire` seconds (none: only marked stale).
    const due = durations === undefined ? now : typeof durations?.expire === 'number' ? now + durations.expire * 1000 : undefined
    for (const tag of typeof tags === 'string' ? [tags] : tags) {
      InlineStylesCacheHandler.expiredAt.set(tag, now)
      if (due !== undefined) InlineStylesCacheHandler.expiresAt.set(tag, due)
    }
    return super.revalidateTag(tags, durations)
  }

  /**
   * Keeps what Next made, unless a save expired one of its tags after its request began (`keptAfterExpiry`).
   * @param {string} key
   * @param {any} data
   * @param {any} ctx
   */
  async set(key, data, ctx) {
    if (data && !keptAfterExpiry(entryTags(data, ctx), requests.getStore()?.startedAt, InlineStylesCacheHandler.expiredAt)) return
    return super.set(key, data, ctx)
  }

  /**
   * Not answered when a save expired one of its tags since it was kept (`expiredSinceKept`: Next's own check, on the wall
   * clock alone). A page's HTML is rewritten at each read, not kept: a read is a micro-cache miss (one per page every 2 s at most) or a client
   * navigation's RSC request, the rewrite under 1 ms (/en: 0.18 ms, 0.84 with the UTF-8 length of the result), and a kept copy
   * would double what Next's memory cache holds.
   * @param {any[]} args
   */
  async get(...args) {
    const entry = await super.get(...args)
    if (entry && expiredSinceKept(keptEntryTags(entry, args[1]), entry.lastModified, InlineStylesCacheHandler.expiresAt, Date.now())) return null
    const value = entry?.value
    if (value?.kind !== 'APP_PAGE' || value.html === undefined || value.html === null) return entry
    const inlined = inlineStylesheets(typeof value.html === 'string' ? value.html : value.html.toString('utf8'), this.readCss)
    const html = SCRIPTS_AFTER_PAINT ? deferBootstrapScripts(inlined) : inlined
    return { ...entry, value: { ...value, html } }
  }
}
