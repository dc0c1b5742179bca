/**
 * The production server (npm start; Playwright's e2e server): Next's own request handler, with the
 * page micro-cache (src/server/http/pageCache.ts) and the catalog API's kept answers (src/server/http/apiAnswerCache.ts)
 * in front of it, and the cache fan-out's LISTEN connection
 * (src/server/cacheFanout: other processes' saves expire this one's caches). Same behaviour as `next start`.
 *   PORT=3000 tsx --tsconfig tsconfig.scripts.json scripts/serve.ts [-p 3000] [-H 0.0.0.0]
 * `npm start` runs it bundled, with plain Node (scripts/server-bundle.ts: .next/shop-server.mjs).
 */
import { createServer } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import next from 'next'

import { CURRENCY_COOKIE, parseCurrency } from '../src/domain/currency'
import { isClientSearch, QUERY_ROUTES } from '../src/domain/listRoutes'
import { LOCALE_COOKIE, splitLocalePath } from '../src/domain/locale'
import { readCookie, rememberLocaleHeader } from '../src/lib/localeCookie'
import { startServerFanout } from '../src/server/cacheFanout/server'
import { payloadSecret } from '../src/server/env'
import { productionConfigProblems } from '../src/server/startupCheck'
import { serveApiCache } from '../src/server/http/apiAnswerCache'
import { CLIENT_IP_HEADER, clientAddress, trustedProxyHops } from '../src/server/http/clientIp'
import { closeGracefully } from '../src/server/http/gracefulClose'
import { loadIdenticalChunksOnce, startFromBuiltConfig } from '../src/server/http/nextPrivate'
import { isDocumentRequest, localizeNotFoundShell } from '../src/server/http/notFoundPage'
import { servePageCache } from '../src/server/http/pageCache'
import { stopInlineRunner } from '../src/server/jobs/inlineStop'
import { REQUEST_ID_HEADER, requestIdFrom, withRequestId } from '../src/server/requestContext'

// The project: one folder up, from scripts/serve.ts and from its bundle in .next/ alike.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const arg = (...names: string[]) => {
  const i = args.findIndex((a) => names.includes(a))
  return i >= 0 ? args[i + 1] : undefined
}
const port = Number(arg('-p', '--port') ?? process.env.PORT ?? 3000)
// Like `next start`: every interface unless told otherwise (HOSTNAME is the machine's name in containers).
const hostname = arg('-H', '--hostname') ?? '0.0.0.0'

// A production server without a secret or a mail server (unless it is a demo) does not start.
const problems = productionConfigProblems({ ...process.env, NODE_ENV: 'production' })
if (problems.length) {
  console.error(`[shop] refusing to start:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
  process.exit(1)
}
const proxyHops = trustedProxyHops()

// Like `next start`, without source maps unless asked (NODE_OPTIONS=--enable-source-maps): tsx turns them on, and Node
// then keeps the map of every server chunk Next loads in the heap (~130 MB).
if (!`${process.env.NODE_OPTIONS ?? ''} ${process.execArgv.join(' ')}`.includes('--enable-source-maps')) process.setSourceMapsEnabled(false)

// Like Next's standalone server: start from the configuration the build serialized, not next.config.ts (README, "Server memory").
startFromBuiltConfig(root)
// A server chunk Turbopack wrote under several names is loaded once, not once per group of routes (README, "Server memory").
loadIdenticalChunksOnce(root)
const app = next({ dev: false, dir: root, hostname, port })
const handle = app.getRequestHandler()
await app.prepare()

const cacheOptions = {
  currencyOf: (cookie: string) => parseCurrency(readCookie(cookie, CURRENCY_COOKIE)),
  setLocaleCookie: (pathname: string, cookie: string, headers: Record<string, string | string[] | undefined>) =>
    rememberLocaleHeader(pathname, readCookie(cookie, LOCALE_COOKIE), (name) => {
      const value = headers[name]
      return Array.isArray(value) ? value[0] : value
    }),
  isLocaleCookie: (setCookie: string) => setCookie.startsWith(`${LOCALE_COOKIE}=`),
  // A list page with a query (a search, a filter, a page number) is rendered per request, yet the same for everyone.
  sharedRender: (url: string) => {
    const { pathname, search, searchParams } = new URL(url, 'http://x')
    const { rest } = splitLocalePath(pathname)
    return search.length > 1 && rest in QUERY_ROUTES && !isClientSearch(rest, searchParams)
  },
  // A search the browser runs on the cached list page (issue 39): the list page's entry answers every query.
  samePageAs: (url: string) => {
    const { pathname, searchParams } = new URL(url, 'http://x')
    return isClientSearch(splitLocalePath(pathname).rest, searchParams) ? pathname : null
  },
}

/** After SIGINT/SIGTERM: how long requests under way may take to finish before their connections are cut. */
const STOP_GRACE_MS = 5_000

const server = createServer((req, res) => {
  // The app's rate limits read the client address from here only; a client cannot set it.
  const forwarded = req.headers['x-forwarded-for']
  req.headers[CLIENT_IP_HEADER] = clientAddress(req.socket.remoteAddress, Array.isArray(forwarded) ? forwarded.join(',') : forwarded, proxyHops)
  // One id per request, on every log line written while serving it and on the answer (src/server/requestContext.ts).
  const incoming = req.headers[REQUEST_ID_HEADER]
  const requestId = requestIdFrom(Array.isArray(incoming) ? incoming[0] : incoming)
  req.headers[REQUEST_ID_HEADER] = requestId
  // A page from the micro-cache gets its id with the kept headers, in one writeHead (nothing logs while it is answered).
  if (servePageCache(req, res, cacheOptions, [REQUEST_ID_HEADER, requestId])) return
  res.setHeader(REQUEST_ID_HEADER, requestId)
  withRequestId(requestId, () => {
    // The kept answers of the catalog API (POST /api/productList …): answered here, or handed to Next.
    if (serveApiCache(req, res, () => void handle(req, res))) return
    // A page's notFound() (an unknown product …): the localized not-found page instead of Next's error shell.
    if (isDocumentRequest(req)) localizeNotFoundShell(req, res, process.env.SHOP_INTERNAL_ORIGIN!)
    void handle(req, res)
  })
})
// An idle keep-alive connection stays open 65 s, not Node's 5 s: longer than a load balancer's or proxy's idle timeout
// (60 s on the common ones), so the server never closes a connection the other side is just reusing (its request then
// ends in a reset: a 502 behind a proxy, ECONNRESET for a client). Headers must come within a second more (Node's rule).
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000
// Where the app reaches itself (the catch-all's localized 404 page, src/app/…/[...rest]/route.ts).
process.env.SHOP_INTERNAL_ORIGIN ||= `http://${hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname.includes(':') ? `[${hostname}]` : hostname}:${port}`
// Content saved by another process (another machine) expires the same cache tags here (src/server/cacheFanout).
const fanout = startServerFanout(process.env.SHOP_INTERNAL_ORIGIN, payloadSecret())
server.listen(port, hostname, () => console.log(`> Ready on http://localhost:${port}`))

// SHOP_MEMORY_LOG_SECONDS=<n>: a line with this process's memory every n seconds (npm run bench:memory, operations).
const memoryLogSeconds = Number(process.env.SHOP_MEMORY_LOG_SECONDS)
if (memoryLogSeconds > 0) {
  const mb = (bytes: number) => Math.round(bytes / 1048576)
  setInterval(() => {
    const m = process.memoryUsage()
    console.log(
      `[shop] memory MB: rss ${mb(m.rss)} heapUsed ${mb(m.heapUsed)} heapTotal ${mb(m.heapTotal)} external ${mb(m.external)} arrayBuffers ${mb(m.arrayBuffers)}`,
    )
  }, memoryLogSeconds * 1000).unref()
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // Stop taking connections, let the requests under way finish (at most STOP_GRACE_MS), then let Next close;
    // never hang on open keep-alive sockets or a gone database.
    console.log(`[shop] ${signal}: finishing the requests under way, then stopping`)
    // The in-process job loop (MESSAGING_RUNNER=inline) finishes its jobs and hands back those not started.
    stopInlineRunner()
    setTimeout(() => process.exit(0), STOP_GRACE_MS + 2_000).unref()
    void closeGracefully(server, STOP_GRACE_MS)
      .then(() => fanout?.stop())
      .then(() => app.close())
      .finally(() => process.exit(0))
  })
}
