/**
 * The accessibility census (issue 15): every storefront route of the sitemap (src/lib/sitemapRoutes.ts — its
 * static pages and the first item of each kind of content page), the order form, login, forgotten password,
 * redemption and the personal pages of a logged-in member, in all six languages, each at 390 px and at 1280 px,
 * checked by axe with the WCAG 2.0/2.1/2.2 A and AA rules: no violation anywhere.
 *
 * One address per test: the page is loaded once at 390 px and checked, then widened to 1280 px and checked
 * again (the layout of the two widths comes from CSS media queries and from the page's own listeners, as
 * in a browser window that is resized). Cheap on purpose, so the whole census fits the CI budget: one
 * browser context per worker for visitors and one for the member, reused by every test; no trace, screenshot
 * or video; axe injected once per page and run in the page (axe.run), not through @axe-core/playwright's
 * default mode, which opens and injects a second, blank page for every check (three times slower, measured).
 * Each test still has a generous budget, since an axe run on a busy 2-core machine takes seconds.
 */
import { closeSync, existsSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { test as base, errors, expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test'

import { LOCALE_COOKIE } from '../../src/domain/locale'
import { ITEM_ROUTE_PREFIXES, STATIC_ROUTES } from '../../src/lib/sitemapRoutes'
import { budgetFor, LOCALES, pathIn, runFixtureScript, type Locale } from './support'

/**
 * The rules of the issue: WCAG 2.0, 2.1 and 2.2, levels A and AA. 2.2 adds target size (`target-size`, tagged
 * wcag22aa, off by default in axe and run only because its tag is asked for; axe 4.11 tags no rule wcag22a).
 */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const

/** What the pages need from the running shop: the sitemap's first item of each kind, a product, the member's order. */
type Facts = { items: Record<string, string>; productId: number; member: () => MemberLogin }
type MemberLogin = { email: string; password: string; orderNumber: string }

type Target = {
  name: string
  path: (facts: Facts) => string
  /** Logged in as the sweep's own member. */
  member?: boolean
  /** The page's content fetched by the browser is in (beyond the load event). */
  ready?: (page: Page) => Promise<void>
}

const noneBusy = async (page: Page) => {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
}
const memberReady = async (page: Page) => {
  await expect(page.getByTestId('member-greeting')).toBeVisible()
  await noneBusy(page)
}

const TARGETS: Target[] = [
  ...STATIC_ROUTES.map(({ path }): Target => ({ name: path, path: () => path })),
  ...ITEM_ROUTE_PREFIXES.map((prefix): Target => ({ name: `${prefix}/:id`, path: (facts) => facts.items[prefix]! })),
  {
    name: '/bookNow/order',
    path: (facts) => `/bookNow/order?product=${facts.productId}`,
    ready: (page) => expect(page.getByTestId('order-form')).toHaveAttribute('data-hydrated', 'true'),
  },
  { name: '/login', path: () => '/login' },
  { name: '/forget', path: () => '/forget' },
  { name: '/personal/order', path: () => '/personal/order', member: true, ready: memberReady },
  { name: '/personal/order/:orderNumber', path: (f) => `/personal/order/${f.member().orderNumber}`, member: true, ready: memberReady },
  { name: '/personal/changePassword', path: () => '/personal/changePassword', member: true, ready: memberReady },
  { name: '/personal/memberInformation', path: () => '/personal/memberInformation', member: true, ready: memberReady },
  { name: '/personal/privacy', path: () => '/personal/privacy', member: true, ready: memberReady },
  { name: '/personal/service', path: () => '/personal/service', member: true, ready: memberReady },
]

/** One worker's browser contexts and facts, made when a test first needs them and kept for the worker's life. */
class Sweep {
  private visitor: Promise<Page> | null = null
  private member: Promise<Page> | null = null
  private facts: Promise<Facts> | null = null
  readonly contexts: BrowserContext[] = []

  constructor(
    private readonly browser: Browser,
    readonly baseURL: string,
  ) {}

  private async open(): Promise<Page> {
    const context = await this.browser.newContext({ baseURL: this.baseURL })
    this.contexts.push(context)
    return context.newPage()
  }

  page(member: boolean): Promise<Page> {
    if (!member) return (this.visitor ??= this.open())
    return (this.member ??= (async () => {
      const page = await this.open()
      const context = page.context()
      // One login for all workers: two logins of one account at the same moment can end one of the sessions.
      const { cookies } = await sweepMember(async ({ email, password }) => {
        // The same call as apiLogin, with room for a busy machine.
        const response = await context.request.post('/api/login', { data: { email, password }, headers: { lang: 'en' }, timeout: 60_000 })
        expect(response.status()).toBe(200)
        return (await context.storageState()).cookies
      })
      await context.addCookies(cookies)
      return page
    })())
  }

  factsFrom(request: APIRequestContext): Promise<Facts> {
    return (this.facts ??= (async () => {
      const xml = await (await request.get('/sitemap.xml')).text()
      const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
      const items: Record<string, string> = {}
      for (const prefix of ITEM_ROUTE_PREFIXES) {
        const first = paths.find((p) => new RegExp(`^${prefix}/[^/]+$`).test(p))
        expect(first, `the sitemap lists a page under ${prefix}`).toBeTruthy()
        items[prefix] = first!
      }
      const productId = Number(/^\/details\/(\d+)$/.exec(items['/details']!)?.[1])
      return { items, productId, member: () => member! }
    })())
  }
}

type Cookies = Awaited<ReturnType<BrowserContext['storageState']>>['cookies']
let member: (MemberLogin & { cookies: Cookies }) | null = null
/**
 * The sweep's member, made and logged in once per run for all workers (and the workers that replace them):
 * the first to take the lock file runs the fixture (on the fixture host, seconds on a busy machine) and
 * logs in, the others wait for its answer (the member and the login's cookies). The files are named after
 * the Playwright runner (every worker's parent) and the port.
 */
async function sweepMember(login: (member: MemberLogin) => Promise<Cookies>) {
  if (member) return member
  const base = path.join(tmpdir(), `a11y-member-${process.env.E2E_PORT ?? 3100}-${process.ppid}`)
  const answer = `${base}.json`
  let lock: number | null = null
  try {
    lock = openSync(`${base}.lock`, 'wx')
  } catch {
    // Another worker makes it.
  }
  if (lock !== null) {
    try {
      const line = (await runFixtureScript('tests/e2e/a11y-fixture.ts'))
        .split('\n')
        .find((l) => l.startsWith('A11Y_MEMBER '))
      expect(line, 'the a11y fixture prints its member').toBeTruthy()
      const made = JSON.parse(line!.slice('A11Y_MEMBER '.length)) as MemberLogin
      writeFileSync(`${answer}.part`, JSON.stringify({ ...made, cookies: await login(made) }))
      renameSync(`${answer}.part`, answer)
    } catch (error) {
      // Failed (a slow machine): the next worker to ask tries again.
      rmSync(`${base}.lock`, { force: true })
      throw error
    } finally {
      closeSync(lock)
    }
  } else {
    // Another worker makes it: its answer, or its lock gone (it failed: this worker tries).
    await expect.poll(() => existsSync(answer) || !existsSync(`${base}.lock`), { timeout: 180_000, intervals: [250] }).toBe(true)
    if (!existsSync(answer)) return sweepMember(login)
  }
  member = JSON.parse(readFileSync(answer, 'utf8')) as MemberLogin & { cookies: Cookies }
  return member
}

const test = base.extend<object, { sweep: Sweep }>({
  sweep: [
    async ({ browser }, use, workerInfo) => {
      const sweep = new Sweep(browser, String(workerInfo.project.use.baseURL))
      await use(sweep)
      for (const context of sweep.contexts) await context.close()
    },
    { scope: 'worker' },
  ],
})

test.use({ trace: 'off', screenshot: 'off', video: 'off' })
test.describe.configure({ mode: 'parallel' })

/**
 * axe-core's browser build, the version our @axe-core/playwright pins (4.11; Lighthouse brings a newer one,
 * which a plain resolve from here would find first).
 */
const fromAxePlaywright = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))
const AXE_SOURCE = readFileSync(fromAxePlaywright.resolve('axe-core/axe.min.js'), 'utf8')

type AxeResult = { id: string; nodes: { target: string[]; failureSummary?: string }[] }
type AxeRun = { violations: AxeResult[]; ran: string[] }

/**
 * axe with the WCAG tags on the page as it is now; axe is injected into every frame first (a frame of another
 * origin that refuses it is left out, as axe itself does). Only violations are detailed: axe then skips the
 * details of every passing node (much of its time).
 */
async function runAxe(page: Page): Promise<AxeRun> {
  const injected = await page.evaluate('typeof window.axe?.run === "function"')
  if (!injected) for (const frame of page.frames()) await frame.evaluate(AXE_SOURCE).catch(() => undefined)
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<Record<string, AxeResult[]>> } }).axe
    const results = await axe.run(document, { resultTypes: ['violations'], runOnly: { type: 'tag', values: tags } })
    const ran = ['violations', 'passes', 'incomplete', 'inapplicable'].flatMap((kind) => results[kind]!.map((r) => r.id))
    const violations = results.violations!.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })) }))
    return { violations, ran }
  }, WCAG_TAGS)
}

/** The violations of the page at its present width. */
export async function axeViolations(page: Page) {
  const { violations, ran } = await runAxe(page)
  // The target-size rule (WCAG 2.5.8) is off unless its tag is asked for: it must have run on every page.
  expect(ran, 'axe ran the target-size rule').toContain('target-size')
  return violations
}

/**
 * Resizes the page and lets its own listeners (matchMedia, ResizeObserver) and a layout pass run: two frames, or 5 s
 * if the browser draws none. A full run once waited out the test's 90 s on the frames of one page (a busy machine);
 * axe reads the layout itself (it forces it), so without the frames it still measures the resized page.
 */
async function resize(page: Page, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport)
  await page.waitForFunction((width) => window.innerWidth === width, viewport.width, { polling: 100 })
  const twoFrames = () => new Promise<boolean>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true))))
  await page.waitForFunction(twoFrames, undefined, { polling: 100, timeout: 5_000 }).catch((error: unknown) => {
    if (!(error instanceof errors.TimeoutError)) throw error
  })
}

const describe = (width: number, v: AxeResult) =>
  `${width} px ${v.id} (${v.nodes.length}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`).slice(0, 3).join(' | ')}`

/**
 * The census's own check, on a planted page (no server): the axe run in the page reports a missing alt text,
 * a wordless link, targets under 24 × 24 px and low contrast, and a rule broken only in the wide layout is
 * found only after the widening — so a green census means the pages, not a runner that saw nothing.
 */
test('the census finds planted violations at the width where they are', async ({ sweep }) => {
  budgetFor(3)
  const page = await sweep.page(false)
  await page.setViewportSize(VIEWPORTS[0])
  await page.setContent(`<!doctype html><html lang="en"><head><title>Planted</title>
    <style>.tiny { position: absolute; top: 300px; display: inline-block; width: 10px; height: 10px; background: #036 }
    @media (min-width: 968px) { .wide { color: #c8c8c8 } }</style></head>
    <body><main><h1>Planted</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="20" height="20">
    <a href="#none" class="tiny" style="left: 10px"></a><a href="#b" class="tiny" style="left: 22px" aria-label="b"></a>
    <a href="#c" class="tiny" style="left: 34px" aria-label="c"></a><p class="wide">Grey only on a wide screen</p></main></body></html>`)
  const narrow = (await axeViolations(page)).map((v) => v.id)
  await resize(page, VIEWPORTS[1])
  const wide = (await axeViolations(page)).map((v) => v.id)
  expect(narrow.sort()).toEqual(['image-alt', 'link-name', 'target-size'])
  expect(wide.sort()).toEqual(['color-contrast', 'image-alt', 'link-name', 'target-size'])
})

for (const locale of LOCALES as readonly Locale[]) {
  for (const target of TARGETS) {
    test(`${target.name} in ${locale} at ${VIEWPORTS.map((v) => v.width).join(' and ')} px`, async ({ sweep, request }, testInfo) => {
      // One load and two axe runs; logging the member in (a tsx fixture and an API call) counts as pages too.
      budgetFor(target.member ? 7 : 4)
      const page = await sweep.page(Boolean(target.member))
      const facts = await sweep.factsFrom(request)
      await page.setViewportSize(VIEWPORTS[0])
      // `/` follows the language cookie, which the previous test's page set.
      await page.context().addCookies([{ name: LOCALE_COOKIE, value: locale, url: sweep.baseURL }])
      const path = pathIn(locale, target.path(facts))
      await page.goto(path)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await target.ready?.(page)
      const found: { width: number; violations: AxeResult[] }[] = []
      for (const viewport of VIEWPORTS) {
        if (viewport !== VIEWPORTS[0]) await resize(page, viewport)
        found.push({ width: viewport.width, violations: await axeViolations(page) })
      }
      // A11Y_CENSUS=true: record the violations (for before/after figures) instead of failing on them.
      if (process.env.A11Y_CENSUS === 'true')
        writeFileSync(
          testInfo.outputPath('axe.json'),
          JSON.stringify({ path, found: found.map(({ width, violations }) => ({ width, violations: violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) })) })) }),
        )
      else expect(found.flatMap(({ width, violations }) => violations.map((v) => describe(width, v))), path).toEqual([])
    })
  }
}
