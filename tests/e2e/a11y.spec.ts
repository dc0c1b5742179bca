/**
 * The accessibility sweep (issue 15): every storefront route of the sitemap (src/lib/sitemapRoutes.ts — its
 * static pages and the first item of each kind of content page), the order form, login, forgotten password,
 * redemption and the personal pages of a logged-in member, checked by axe with the WCAG 2.0/2.1/2.2 A and AA
 * rules: no violation anywhere. All of them in one language at one width, a turning sample in the six
 * languages at 390 px and 1280 px (PLAN below).
 *
 * One page per test, and cheap: one browser context per worker for visitors and one for the member, reused by
 * every test; no trace, screenshot or video; a page is checked as soon as it is loaded (and, where the
 * browser fetches its content, once that content is in). Each test still has a generous budget, since an axe
 * run on a busy 2-core machine takes seconds.
 */
import { closeSync, existsSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test'

import { LOCALE_COOKIE } from '../../src/domain/locale'
import { ITEM_ROUTE_PREFIXES, STATIC_ROUTES } from '../../src/lib/sitemapRoutes'
import { budgetFor, LOCALES, pathIn, runTsxScript, type Locale } from './support'

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
 * the first to take the lock file runs the fixture (a tsx process, tens of seconds on a busy machine) and
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
      const line = runTsxScript('tests/e2e/a11y-fixture.ts')
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
    const until = Date.now() + 180_000
    while (!existsSync(answer) && Date.now() < until) {
      if (!existsSync(`${base}.lock`)) return sweepMember(login)
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
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

/** The violations of one page, one line per rule with its first few elements. */
export async function axeViolations(page: Page) {
  // Only violations are wanted: axe then skips the details of every passing node (much of its time).
  // Options first: AxeBuilder.options() replaces the whole options object, so after withTags() it would drop
  // the tag list and axe would run its defaults (best practices in, target-size out).
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(WCAG_TAGS).analyze()
  // The target-size rule (WCAG 2.5.8) is off unless its tag is asked for: it must have run on every page.
  const ran = [...results.violations, ...results.passes, ...results.incomplete, ...results.inapplicable].map((r) => r.id)
  expect(ran, 'axe ran the target-size rule').toContain('target-size')
  return results.violations
}

const describe = (v: Awaited<ReturnType<typeof axeViolations>>[number]) =>
  `${v.id} (${v.nodes.length}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`).slice(0, 3).join(' | ')}`

/**
 * What is checked in `npm test` (CI time: the whole suite must stay under 30 minutes): every target in English
 * at 390 px (the narrow layout, where most of the header and cards differ), and a sample of the others: in each
 * other language at 390 px the order form (in zh-TW also the product list, a product and the FAQ), and in every language at 1280 px
 * the home page. A11Y_SAMPLE=n adds
 * n more targets per language and width, turning through the targets so each language sees other pages
 * (A11Y_SAMPLE=99 checks every target everywhere).
 */
const EXTRA = Number(process.env.A11Y_SAMPLE || 0)
const FULL: { locale: Locale; viewport: (typeof VIEWPORTS)[number] } = { locale: 'en', viewport: VIEWPORTS[0] }
function sample(index: number, count: number, fixed: string[]): Target[] {
  const picked = TARGETS.filter((t) => fixed.includes(t.name))
  const rest = TARGETS.filter((t) => !fixed.includes(t.name))
  for (let i = 0; i < Math.min(count, rest.length); i++) picked.push(rest[(index * 5 + i * 11) % rest.length]!)
  return [...new Set(picked)]
}
const PLAN: { locale: Locale; viewport: (typeof VIEWPORTS)[number]; targets: Target[] }[] = [
  { ...FULL, targets: TARGETS },
  ...(LOCALES as readonly Locale[])
    .filter((locale) => locale !== FULL.locale)
    .map((locale, index) => ({
      locale,
      viewport: VIEWPORTS[0],
      // The default language also gets the main catalogue pages (they carry the most staff content).
      targets: sample(index, EXTRA, locale === 'zh-TW' ? ['/bookNow/order', '/cardType', '/details/:id', '/faq'] : ['/bookNow/order']),
    })),
  ...(LOCALES as readonly Locale[]).map((locale, index) => ({ locale, viewport: VIEWPORTS[1], targets: sample(index + 3, EXTRA, ['/']) })),
]

for (const { locale, viewport, targets } of PLAN) {
  for (const target of targets) {
    test(`${target.name} in ${locale} at ${viewport.width} px`, async ({ sweep, request }, testInfo) => {
      // Logging the member in (a tsx fixture and an API call) counts as pages too.
      budgetFor(target.member ? 6 : 3)
      const page = await sweep.page(Boolean(target.member))
      const facts = await sweep.factsFrom(request)
      await page.setViewportSize(viewport)
      // `/` follows the language cookie, which the previous test's page set.
      await page.context().addCookies([{ name: LOCALE_COOKIE, value: locale, url: sweep.baseURL }])
      const path = pathIn(locale, target.path(facts))
      await page.goto(path)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await target.ready?.(page)
      const violations = await axeViolations(page)
      // A11Y_CENSUS=true: record the violations (for the before/after figures) instead of failing on them.
      if (process.env.A11Y_CENSUS === 'true')
        writeFileSync(
          testInfo.outputPath('axe.json'),
          JSON.stringify({ path, viewport, violations: violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) })) }),
        )
      else expect(violations.map(describe), path).toEqual([])
    })
  }
}
