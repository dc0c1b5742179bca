/**
 * npm run bench — measures a RUNNING production server (start it first: `npm run build && npm start`).
 * For each target, in one run: the closed-loop ceiling (req/s with 10 connections, autocannon) and then
 * latency at a fixed, evenly spaced open-loop request rate (p50/p99, scripts/open-loop.ts), plus the
 * ratio of each page to the static-file ceiling; then the same at 50 connections (req/s, p99) with its ratio.
 *   BENCH_URL=http://localhost:3000 BENCH_SECONDS=10 BENCH_RATE=200 npm run bench [-- name …]
 * `checkout` (scripts/bench-checkout.ts) pays a new order per request at BENCH_CHECKOUT_RATE (20/s) against
 * the server's local TapPay sandbox; it needs the server's DATABASE_URL and PAYLOAD_SECRET, like bench:orders.
 */
import os from 'node:os'

import autocannon from 'autocannon'

import { benchCheckout } from './bench-checkout'
import { startStaticCopy } from './bench-static-copy'
import { openLoop } from './open-loop'

type Target = {
  name: string
  path: string
  method?: 'GET' | 'POST'
  body?: unknown
  rate?: number
  headers?: Record<string, string>
  /** Another server than BENCH_URL's (the static copy of a page). */
  base?: string
  /** Every request its own path (a search nobody asked before). */
  pathFor?: (i: number) => string
}

const base = (process.env.BENCH_URL || 'http://localhost:3000').replace(/\/$/, '')
const seconds = Number(process.env.BENCH_SECONDS || 10)
const defaultRate = Number(process.env.BENCH_RATE || 200)

const TARGETS: Target[] = [
  { name: 'static', path: '/images/logo.svg' },
  { name: 'home', path: '/en', headers: { 'accept-encoding': 'gzip' } },
  // The same bytes of /en from a bare Node server (scripts/bench-static-copy.ts): what the micro-cache's hit costs beyond writing them.
  { name: 'home-copy', path: '/en', headers: { 'accept-encoding': 'gzip' } },
  { name: 'login-page', path: '/en/login' },
  { name: 'catalog-page', path: '/en/cardType' },
  // The header search and the FAQ search: a page per query (issue 12).
  { name: 'search-cardType', path: '/en/cardType?name=SIM' },
  { name: 'search-faq', path: '/ja/faq?q=eSIM' },
  // Simplified characters typed on the zh-TW site: the search folds both scripts (opencc-js) before matching.
  { name: 'search-cardType-zh', path: `/cardType?name=${encodeURIComponent('台湾 5G')}` },
  // Searches nobody asked before (issue 39): every request a new query, so no kept answer helps.
  { name: 'search-cardType-new', path: '/en/cardType?name=SIM', pathFor: (i) => `/en/cardType?name=${encodeURIComponent(newWords(i))}` },
  { name: 'search-faq-new', path: '/en/faq?q=eSIM', pathFor: (i) => `/en/faq?q=${encodeURIComponent(newWords(i))}` },
  // The same new searches as a browser without script sends them (noscript=1): the server renders each, as every search was before.
  { name: 'search-cardType-new-noscript', path: '/en/cardType?name=SIM&noscript=1', pathFor: (i) => `/en/cardType?name=${encodeURIComponent(newWords(i))}&noscript=1` },
  { name: 'search-faq-new-noscript', path: '/en/faq?q=eSIM&noscript=1', pathFor: (i) => `/en/faq?q=${encodeURIComponent(newWords(i))}&noscript=1` },
  { name: 'api-productList', path: '/api/productList', method: 'POST', body: {}, headers: { lang: 'en', currency: 'USD' } },
  // Other kept catalog answers (issue 12): the same path in front of Next (src/server/http/apiAnswerCache.ts).
  { name: 'api-productCategory', path: '/api/productCategory', method: 'POST', body: {}, headers: { lang: 'ja', currency: 'JPY' } },
  { name: 'api-questionList', path: '/api/questionList', method: 'POST', body: { pageSize: 10 }, headers: { lang: 'en' } },
  {
    name: 'api-login-invalid',
    path: '/api/login',
    method: 'POST',
    body: { email: 'not-an-email', password: 'x' },
    headers: { lang: 'en' },
  },
  { name: 'api-user-info-anon', path: '/api/user/info', method: 'POST', body: {}, headers: { lang: 'en' } },
]

const WORDS = ['SIM', 'eSIM', 'data', 'days', 'unlimited', 'airport', 'Taipei', '5G', 'pickup', 'refund', 'phone', 'card']
const salt = Date.now().toString(36)
let asked = 0
/** A query no one has asked in this run (nor, with the run's salt, in an earlier one): a real word and a new one. */
function newWords(i: number) {
  return `${WORDS[i % WORDS.length]} ${salt}${(asked++).toString(36)}`
}

function run(target: Target, opts: { connections: number; overallRate?: number }) {
  const pathFor = target.pathFor
  return autocannon({
    url: (target.base ?? base) + target.path,
    ...(pathFor ? { requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: pathFor(0) }) }] } : {}),
    method: target.method ?? 'GET',
    body: target.body === undefined ? undefined : JSON.stringify(target.body),
    headers: { 'content-type': 'application/json', 'accept-language': 'en', ...target.headers },
    duration: seconds,
    connections: opts.connections,
    overallRate: opts.overallRate,
  })
}

/** A POST to the running shop's API, in English; the envelope's data. */
async function post<T>(path: string, body: unknown): Promise<T | undefined> {
  const response = await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json', lang: 'en' }, body: JSON.stringify(body) })
  return ((await response.json()) as { data?: T }).data
}

/** countMoney needs a real product and plan: read them from the running shop. */
async function countMoneyTarget(): Promise<Target | null> {
  const list = await post<{ list: { id: number; cardType: string }[] }>('/api/productList', { cardType: 'esim' })
  const product = list?.list?.[0]
  if (!product) return null
  const info = await post<{ plans: { id: string }[] }>('/api/getBookInfo', { productId: product.id })
  const plan = info?.plans?.[0]
  if (!plan) return null
  return {
    name: 'api-countMoney',
    path: '/api/order/countMoney',
    method: 'POST',
    body: { item: { kind: 'product', productId: product.id, planId: plan.id, cardType: 'esim', quantity: 2 } },
    headers: { lang: 'en', currency: 'JPY' },
    rate: 200,
  }
}

/**
 * A quote the server computes every time (issue 12's countMoney target with the kept answer out of the way): a SIM picked
 * up at an airport counter three days from now, whose booking window moves with the clock, so it is never a kept answer.
 */
async function countMoneyPickupTarget(): Promise<Target | null> {
  const list = await post<{ list: { id: number }[] }>('/api/productList', { cardType: 'physical' })
  const product = list?.list?.[0]
  if (!product) return null
  type Counter = { id: string; times: string[] }
  const info = await post<{ plans: { id: string }[]; pickup?: { airports: { id: number; counters: Counter[] }[] } }>('/api/getBookInfo', { productId: product.id })
  const plan = info?.plans?.[0]
  const airport = info?.pickup?.airports.find((a) => a.counters.some((c) => c.times.length))
  const counter = airport?.counters.find((c) => c.times.length)
  if (!plan || !airport || !counter) return null
  const date = new Date(Date.now() + 3 * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Taipei' })
  const time = counter.times[Math.floor(counter.times.length / 2)]!
  return {
    name: 'api-countMoney-pickup',
    path: '/api/order/countMoney',
    method: 'POST',
    body: { item: { kind: 'product', productId: product.id, planId: plan.id, cardType: 'physical', quantity: 1, pickup: { airportId: airport.id, counterId: counter.id, date, time } } },
    headers: { lang: 'en', currency: 'JPY' },
    rate: 200,
  }
}

/** productDetail needs a real product: the first one of the list. */
async function productDetailTarget(): Promise<Target | null> {
  const response = await fetch(base + '/api/productList', { method: 'POST', headers: { 'content-type': 'application/json', lang: 'en' }, body: '{}' })
  const id = ((await response.json()) as { data?: { list?: { id: number }[] } }).data?.list?.[0]?.id
  return id ? { name: 'api-productDetail', path: '/api/productDetail', method: 'POST', body: { id }, headers: { lang: 'en', currency: 'USD' } } : null
}

async function main() {
  const only = process.argv.slice(2)
  const extra = (await Promise.all([productDetailTarget(), countMoneyTarget(), countMoneyPickupTarget()])).filter((t): t is Target => t !== null)
  const all = [...TARGETS, ...extra]
  const targets = only.length ? all.filter((t) => only.includes(t.name)) : all
  const copyTarget = targets.find((t) => t.name === 'home-copy')
  const copy = copyTarget ? await startStaticCopy(base + copyTarget.path, { 'accept-encoding': 'gzip', 'accept-language': 'en' }) : null
  if (copyTarget && copy) copyTarget.base = copy.base
  const probe = await fetch(base + '/images/logo.svg').catch(() => null)
  if (!probe?.ok) {
    console.error(`No server answering at ${base}. Start one first: npm run build && npm start`)
    process.exit(1)
  }
  console.log(`bench ${base} · ${seconds}s per run · ${os.cpus().length} cores · load before: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`)
  const rows: { name: string; rps: number; p50: number; p99: number; rate: number; errors: number; non2xx: number; rps50?: number; p99at50?: number }[] = []
  for (const target of targets) {
    await run(target, { connections: 4, overallRate: undefined }).catch(() => undefined) // warm-up
    const ceiling = await run(target, { connections: 10 })
    const crowd = await run(target, { connections: 50 })
    const rate = Math.min(target.rate ?? defaultRate, Math.max(1, Math.floor(ceiling.requests.average * 0.8)))
    const fixed = await openLoop({
      url: (target.base ?? base) + target.path,
      pathFor: target.pathFor,
      method: target.method ?? 'GET',
      headers: { 'content-type': 'application/json', 'accept-language': 'en', ...target.headers },
      body: target.body === undefined ? undefined : () => JSON.stringify(target.body),
      rate,
      seconds,
    })
    rows.push({
      name: target.name,
      rps: Math.round(ceiling.requests.average),
      rate,
      p50: fixed.p50,
      p99: fixed.p99,
      errors: ceiling.errors + ceiling.timeouts + crowd.errors + crowd.timeouts + fixed.errors + fixed.timeouts,
      non2xx: fixed.non2xx + crowd.non2xx,
      rps50: Math.round(crowd.requests.average),
      p99at50: crowd.latency.p99,
    })
  }
  if (!only.length || only.includes('checkout')) {
    const rate = Number(process.env.BENCH_CHECKOUT_RATE || 20)
    const paid = await benchCheckout(base, rate, seconds)
    if (paid)
      rows.push({ name: 'checkout', rps: 0, rate, p50: paid.p50, p99: paid.p99, errors: paid.errors + paid.timeouts, non2xx: paid.non2xx })
  }
  const staticRow = rows.find((r) => r.name === 'static')
  const ratioOf = (rps: number | undefined, of: number | undefined) => (of && rps ? `${((rps / of) * 100).toFixed(0)} %` : '-')
  console.log(
    '\ntarget               req/s (10 conn)   ratio vs static   req/s (50 conn)   ratio   p99 ms @50 conn   p50 ms @ rate   p99 ms @ rate   errors  non-2xx',
  )
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(20)} ${String(r.rps).padStart(15)}   ${ratioOf(r.rps, staticRow?.rps).padStart(15)}   ${String(r.rps50 ?? '-').padStart(15)}   ${ratioOf(r.rps50, staticRow?.rps50).padStart(5)}   ${String(r.p99at50 ?? '-').padStart(15)}   ${`${r.p50} @ ${r.rate}/s`.padStart(13)}   ${`${r.p99} @ ${r.rate}/s`.padStart(13)}   ${String(r.errors).padStart(6)}  ${String(r.non2xx).padStart(7)}`,
    )
  }
  const home = rows.find((r) => r.name === 'home')
  const homeCopy = rows.find((r) => r.name === 'home-copy')
  if (home && homeCopy)
    console.log(`\n/en from the micro-cache vs the same bytes from a bare Node server: ${ratioOf(home.rps, homeCopy.rps)} (10 conn), ${ratioOf(home.rps50, homeCopy.rps50)} (50 conn)`)
  copy?.stop()
  console.log(`\nload after: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} (the client shares the machine with the server)`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
