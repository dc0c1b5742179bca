/**
 * Issue 39, LCP: a page Next serves from its cache carries its stylesheets in the HTML
 * (src/server/http/inlineStylesCacheHandler.mjs), so a first visit paints without waiting for stylesheet requests; the
 * browser fetches none of them, React adopts them without a complaint, and a client navigation afterwards brings the
 * next page's styles as before. A page rendered per request keeps Next's links.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { budgetFor, hydrated, pathIn, type Locale } from './support'

const INLINED = /<style data-inlined-href="([^"]+)">/g

/** The page's HTML once Next answers it from its cache (the first render after a content change is a fresh one, with links). */
async function cachedHtml(request: APIRequestContext, path: string): Promise<string> {
  let html = ''
  await expect
    .poll(async () => {
      html = await (await request.get(path)).text()
      return [...html.matchAll(INLINED)].length
    }, { timeout: 20_000 })
    .toBeGreaterThan(0)
  return html
}

/** The stylesheet files the browser fetches, and every console error or uncaught error (a hydration complaint among them). */
function watch(page: Page) {
  const stylesheets: string[] = []
  const errors: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'stylesheet') stylesheets.push(new URL(r.url()).pathname)
  })
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  page.on('pageerror', (e) => errors.push(e.message))
  return { stylesheets, errors }
}

/**
 * Opens `path` as Next serves it from its cache, with what `seen` records of that load only. Another test's content
 * edit (catalog.spec saves a product in /admin, untranslated-content a news item) makes the next answer a fresh render,
 * with links and Next's own script tags, as cachedHtml says: such a load is not the page under test, and it is loaded
 * again, for 20 s at the most. `waitUntil` as Playwright's goto (its load event by default).
 */
async function gotoCached(page: Page, path: string, { seen, waitUntil }: { seen?: ReturnType<typeof watch>; waitUntil?: 'load' | 'domcontentloaded' } = {}) {
  await expect
    .poll(async () => {
      if (seen) {
        seen.stylesheets.length = 0
        seen.errors.length = 0
      }
      await page.goto(path, { waitUntil })
      return page.locator('style[data-inlined-href]').count()
    }, { timeout: 20_000 })
    .toBeGreaterThan(0)
}

/** What a product card looks like, in the properties the shop's CSS sets. */
const cardLook = (page: Page) =>
  page
    .getByTestId('product-card')
    .first()
    .evaluate((card) => {
      const s = getComputedStyle(card)
      return { display: s.display, radius: s.borderRadius, shadow: s.boxShadow, border: s.borderTopWidth, padding: s.padding, list: getComputedStyle(card.parentElement!).display }
    })

test.describe('a cached page carries its stylesheets (issue 39, LCP)', () => {
  for (const locale of ['en', 'ja'] as const satisfies Locale[]) {
    test(`${locale}: the home page paints from its HTML, fetches no stylesheet, and a client navigation styles the next page`, async ({ page, request, browser }) => {
      budgetFor(4)
      const home = pathIn(locale, '/')
      const html = await cachedHtml(request, home)
      const head = html.slice(0, html.indexOf('</head>'))
      const inlined = [...head.matchAll(INLINED)].map((m) => m[1]!)
      // Every stylesheet link of the head has its text inline before it, and stays, disabled (React finds it there).
      const links = [...head.matchAll(/<link rel="stylesheet"( disabled="")? href="([^"]+)"/g)].map((m) => ({ href: m[2], disabled: Boolean(m[1]) }))
      expect(links).toEqual(inlined.map((href) => ({ href, disabled: true })))

      const seen = watch(page)
      await gotoCached(page, home, { seen })
      await hydrated(page, 'header')
      expect(
        await page.evaluate(() => [...document.styleSheets].map((sheet) => (sheet.ownerNode as Element | null)?.getAttribute('data-inlined-href') ?? sheet.href)),
        'the applied stylesheets are the inline copies, in the links’ order',
      ).toEqual(inlined)
      const header = await page.locator('header').first().evaluate((el) => getComputedStyle(el).position)
      expect(header, 'the header is styled (its CSS is in the inline copy only)').not.toBe('static')
      expect(seen.stylesheets, 'no stylesheet fetched for the first paint, nor after hydration').toEqual([])

      // A client navigation to the product list: its cards look as they do on a full load of that page.
      await page.locator(`header a[href="${pathIn(locale, '/cardType')}"]`).first().click()
      await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/cardType')}$`))
      await expect(page.getByTestId('product-card').first()).toBeVisible()
      const navigated = await cardLook(page)
      const fresh = await browser.newPage()
      await fresh.goto(pathIn(locale, '/cardType'))
      expect(navigated).toEqual(await cardLook(fresh))
      expect(navigated.display, 'the card is laid out by the shop’s CSS').not.toBe('block')
      await fresh.close()
      expect(seen.errors).toEqual([])
    })
  }

  test('a cached page asks for its scripts once it has painted, and the phone menu tapped at once opens when they are there', async ({ page, request }) => {
    budgetFor(2)
    // SHOP_SCRIPTS_AFTER_PAINT, on by default: Next's chunk scripts are not in the HTML (nor preloaded); an inline
    // loader adds them after the first paint, so the first paint does not wait for them.
    const html = await cachedHtml(request, pathIn('vi', '/'))
    expect(html).not.toMatch(/<script src="[^"]*\/_next\/static\/chunks\/[^"]*" async/)
    expect(html).not.toMatch(/<link rel="preload" as="script"[^>]*\/_next\/static\/chunks\//)
    expect(html).toMatch(/\}\)\(document,\["[^"\]]*\/_next\/static\/chunks\//)

    await page.setViewportSize({ width: 390, height: 844 })
    await gotoCached(page, pathIn('vi', '/'), { waitUntil: 'domcontentloaded' })
    // Tapped as soon as the page is there, before its scripts: the button waits for them (disabled), then opens.
    await page.getByTestId('menu-button').click()
    await expect(page.getByTestId('menu-button')).toHaveAttribute('aria-expanded', 'true')
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      chunks: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/_next/static/chunks/'))
        .map((entry) => entry.startTime),
    }))
    expect(timing.paint).not.toBeNull()
    expect(timing.chunks.length).toBeGreaterThan(0)
    expect(Math.min(...timing.chunks), 'no script asked for before the first paint').toBeGreaterThanOrEqual(timing.paint!)
  })

  test('the login page keeps its place as it hydrates, so a link tapped at that moment is the one followed', async ({ browser }) => {
    budgetFor(8)
    // Before: the passkey button appeared at hydration, the form grew 56 px and the column beside it moved 28 px
    // down; a tap aimed at "find an order without logging in" then hit the column's list (4 of 6 taps went nowhere).
    for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
      const context = await browser.newContext({ viewport })
      const page = await context.newPage()
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 })
      await page.goto('/login', { waitUntil: 'commit' })
      const link = page.getByTestId('order-lookup-link')
      await expect(link).toBeVisible()
      const before = await link.boundingBox()
      await hydrated(page, '[data-testid="passkey-login"]')
      await expect(page.getByTestId('passkey-login')).toBeEnabled()
      expect(await link.boundingBox(), `${viewport.width} px`).toEqual(before)
      await context.close()
    }
    const stayed: string[] = []
    for (let i = 0; i < 3; i++) {
      const context = await browser.newContext()
      const page = await context.newPage()
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 })
      await page.goto('/login', { waitUntil: 'commit' })
      await page.getByTestId('order-lookup-link').click()
      await expect(page).toHaveURL(/\/orderLookup$/, { timeout: 15_000 }).catch(() => stayed.push(`tap ${i + 1}: ${page.url()}`))
      await context.close()
    }
    expect(stayed, 'taps that went elsewhere').toEqual([])
  })

  test('a first visit asks for the page once: the admin’s color-scheme hint is not required on the storefront', async ({ page, request }) => {
    budgetFor(1)
    // Payload asks every answer for the hint with Critical-CH; Chrome then fetches a page a second time for a first
    // visitor (a 307 to itself). The storefront does not use the hint; the admin, which themes its first paint with it, does.
    const storefront = await request.get(pathIn('en', '/'))
    expect(storefront.headers()['critical-ch']).toBeUndefined()
    expect(storefront.headers()['accept-ch']).toBeUndefined()
    expect((await request.get('/admin/login')).headers()['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')

    const documents: number[] = []
    page.on('response', (r) => {
      if (r.request().resourceType() === 'document') documents.push(r.status())
    })
    await page.goto(pathIn('ja', '/cardType'))
    await expect(page.getByTestId('product-card').first()).toBeVisible()
    expect(documents).toEqual([200])
  })

  test('a page rendered for one visitor (a search sent without JavaScript) links its stylesheets, and the browser fetches them', async ({ page }) => {
    budgetFor(1)
    const seen = watch(page)
    const answer = await page.goto(pathIn('en', '/cardType?name=sim&noscript=1'))
    const html = await answer!.text()
    expect(html).not.toMatch(INLINED)
    expect(html).toMatch(/<link rel="stylesheet" href="\/_next\/static\/[^"]+\.css"/)
    await expect(page.getByTestId('product-card').first()).toBeVisible()
    expect(seen.stylesheets.length).toBeGreaterThan(0)
    expect((await cardLook(page)).display).not.toBe('block')
  })
})
