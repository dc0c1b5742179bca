/**
 * npm run bench:js — first-load JavaScript of storefront pages, as a browser downloads it: every
 * <script src> of the page's HTML, gzipped (level 9, like a CDN would), summed. Next 16's build output
 * no longer prints this, so it is measured against a RUNNING production server (npm run build && npm start).
 * What the shop adds beyond the framework (React + the Next runtime: the build's rootMainFiles, read from BENCH_BUILD_DIR,
 * `.next` by default) has a budget per page type; the script exits 1 when a page is over its budget (issue 39).
 *   BENCH_URL=http://localhost:3000 npm run bench:js [-- /en /en/details/1 …]
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { deferredSources } from '../src/server/http/inlineStylesCacheHandler.mjs'

const base = (process.env.BENCH_URL || 'http://localhost:3000').replace(/\/$/, '')
const buildDir = process.env.BENCH_BUILD_DIR || '.next'

/**
 * Ours: KB (gzip -9) of first-load script beyond the framework's, per page type. Content pages stay light (issue 39: ≤ 25 KB);
 * the order form carries its schemas and form library. Raise one only with the reason in the commit.
 */
const BUDGET_KB: { type: string; match: RegExp; kb: number }[] = [
  { type: 'home', match: /^\/([a-z]{2})?$/, kb: 25 },
  // The booking of an activity: its slot picker (dates, times, seats left).
  { type: 'activities', match: /\/travelActivities/, kb: 40 },
  // The pages with forms: their zod schemas, react-hook-form, the TapPay fields.
  { type: 'form', match: /\/(bookNow\/order|checkout|login|forget|personal)/, kb: 100 },
  { type: 'content', match: /./, kb: 25 },
]
const budgetOf = (page: string) => BUDGET_KB.find((b) => b.match.test(page.split('?')[0]!))!

/** The framework's own chunks (React, the Next runtime), loaded on every page: not counted as ours. */
function frameworkFiles(): Set<string> {
  try {
    const manifest = JSON.parse(readFileSync(path.join(buildDir, 'build-manifest.json'), 'utf8')) as { rootMainFiles?: string[] }
    return new Set((manifest.rootMainFiles ?? []).map((file) => `/_next/${file}`))
  } catch {
    return new Set()
  }
}

async function productPath(): Promise<string> {
  const response = await fetch(`${base}/api/productList`, { method: 'POST', headers: { 'content-type': 'application/json', lang: 'en' }, body: '{}' })
  const id = ((await response.json()) as { data?: { list?: { id: number }[] } }).data?.list?.[0]?.id
  return id ? `/en/details/${id}` : '/en/cardType'
}

const gz = (bytes: Uint8Array) => gzipSync(bytes, { level: 9 }).length
const kb = (n: number) => (n / 1024).toFixed(1)

async function measure(page: string, framework: Set<string>) {
  const response = await fetch(base + page, { headers: { 'accept-language': 'en' } })
  const html = new Uint8Array(await response.arrayBuffer())
  const text = new TextDecoder().decode(html)
  // <script noModule> (Next's legacy polyfills) is never downloaded by a browser that runs modules.
  const tags = [...text.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0]).filter((tag) => !/\snomodule\b/i.test(tag))
  // A cached page carries no script tag of Next's chunks but one loader that adds them after the first paint.
  const sources = [...new Set([...tags.map((tag) => /\ssrc="([^"]+)"/.exec(tag)?.[1]).filter((src): src is string => Boolean(src)), ...deferredSources(text)])]
  let raw = 0
  let zipped = 0
  let ours = 0
  for (const src of sources) {
    const body = new Uint8Array(await (await fetch(new URL(src, base))).arrayBuffer())
    raw += body.length
    zipped += gz(body)
    if (!framework.has(new URL(src, base).pathname)) ours += gz(body)
  }
  return { page, status: response.status, scripts: sources.length, raw, zipped, ours, html: html.length, htmlZipped: gz(html) }
}

async function main() {
  const pages = process.argv.slice(2).length
    ? process.argv.slice(2)
    : ['/en', '/ja', '/en/cardType', await productPath(), '/ko/faq', '/vi/travelActivities', '/en/bookNow/order', '/en/login']
  const framework = frameworkFiles()
  if (!framework.size) console.log(`(no ${buildDir}/build-manifest.json here: every script counts as ours)`)
  console.log(`first-load JS at ${base} (gzip -9; "ours" is beyond the framework's ${framework.size} root chunks, against its page type's budget)\n`)
  console.log('page                          scripts   JS raw KB   JS gzip KB   ours KB   budget KB   HTML raw KB   HTML gzip KB')
  const over: string[] = []
  for (const page of pages) {
    const r = await measure(page, framework)
    const budget = budgetOf(page)
    const flag = r.ours / 1024 > budget.kb ? '  OVER' : ''
    if (flag) over.push(`${page}: ${kb(r.ours)} KB of ours, budget ${budget.kb} KB (${budget.type})`)
    console.log(
      `${page.padEnd(28)} ${String(r.scripts).padStart(8)} ${kb(r.raw).padStart(11)} ${kb(r.zipped).padStart(12)} ${kb(r.ours).padStart(9)} ${String(budget.kb).padStart(11)} ${kb(r.html).padStart(13)} ${kb(r.htmlZipped).padStart(14)}${flag}`,
    )
  }
  if (over.length) {
    console.error(`\nover budget:\n  ${over.join('\n  ')}`)
    process.exit(1)
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
