import { expect, test, type Browser } from '@playwright/test'

import { LOCALES, budgetFor, cookieNamed, messages, pathIn, type Locale } from './support'

/** Browser languages that keep each locale's page where it is (Chromium would send en-US otherwise). */
const BROWSER_LOCALE: Record<Locale, string> = {
  'zh-TW': 'zh-TW',
  'zh-CN': 'zh-CN',
  en: 'en-US',
  ja: 'ja-JP',
  ko: 'ko-KR',
  vi: 'vi-VN',
}

/** Text as React writes it into HTML. */
const html = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')
const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A link with that address and exactly that text, in server HTML. */
const linkIn = (markup: string, href: string, text: string) =>
  new RegExp(`<a [^>]*href="${escapeRe(href)}"[^>]*>${escapeRe(html(text))}</a>`).test(markup)

test.describe('six locales', () => {
  // The server HTML of every language's home (what a crawler and the first paint get); the browser test below
  // checks the same in the default language as a visitor sees it (CI time: one home page per language in a browser
  // is ~15 s each on two cores).
  test('each language has its home served in it: lang, header, footer, links that keep the language', async ({ request }) => {
    for (const locale of LOCALES) {
      const m = messages(locale)
      const response = await request.get(pathIn(locale), { headers: { 'accept-language': BROWSER_LOCALE[locale] } })
      expect(response.status(), locale).toBe(200)
      expect(new URL(response.url()).pathname, locale).toBe(pathIn(locale))
      const page = await response.text()
      expect(page, locale).toMatch(new RegExp(`<html[^>]* lang="${locale}"`))
      const header = page.slice(page.indexOf('<header'), page.indexOf('</header>'))
      const footer = page.slice(page.indexOf('<footer'), page.indexOf('</footer>'))
      expect(linkIn(header, pathIn(locale, '/bookNow'), m.header.bookNow), `${locale}: book now`).toBe(true)
      expect(linkIn(header, pathIn(locale, '/aboutUs'), m.header.aboutUs), `${locale}: about us`).toBe(true)
      expect(header, locale).toContain(html(m.header.freeCall))
      expect(header, locale).toContain('0800-888-168')
      expect(footer, locale).toContain(html(m.footer.terms))
      expect(footer, locale).toContain(html(m.footer.privacy))
      expect(footer, locale).toContain(html(m.footer.serviceHours))
      for (const other of LOCALES) {
        if (other === locale || messages(other).header.bookNow === m.header.bookNow) continue
        expect(linkIn(header, pathIn(other, '/bookNow'), messages(other).header.bookNow), `${locale} shows ${other}`).toBe(false)
        expect(header, `${locale} shows ${other}'s words`).not.toContain(`>${html(messages(other).header.bookNow)}</a>`)
      }
    }
  })

  for (const locale of ['zh-TW'] as const) {
    test(`${pathIn(locale)} renders in ${locale}`, async ({ browser }) => {
      const context = await browser.newContext({ locale: BROWSER_LOCALE[locale] })
      const page = await context.newPage()
      const m = messages(locale)
      const response = await page.goto(pathIn(locale))
      expect(response?.status()).toBe(200)
      expect(new URL(page.url()).pathname).toBe(pathIn(locale))
      await expect(page.locator('html')).toHaveAttribute('lang', locale)

      const header = page.locator('header').first()
      await expect(header.getByRole('link', { name: m.header.bookNow })).toBeVisible()
      await expect(header.getByText(m.header.freeCall)).toBeAttached()
      await expect(header.getByRole('link', { name: m.header.aboutUs })).toBeAttached()
      const footer = page.locator('footer')
      await expect(footer.getByRole('link', { name: m.footer.terms })).toBeVisible()
      await expect(footer.getByRole('link', { name: m.footer.privacy })).toBeVisible()
      await expect(footer.getByRole('heading', { name: m.footer.serviceHours })).toBeVisible()
      // Site settings seeded for the language, and the free-call number from the settings global.
      await expect(header.getByRole('link', { name: /0800-888-168/ })).toBeAttached()

      // Links in the page keep the language.
      const bookNow = await header.getByRole('link', { name: m.header.bookNow }).getAttribute('href')
      expect(bookNow).toBe(pathIn(locale, '/bookNow'))

      // No other language's strings leaked into the header.
      for (const other of LOCALES) {
        if (other === locale || messages(other).header.bookNow === m.header.bookNow) continue
        await expect(header.getByRole('link', { name: messages(other).header.bookNow, exact: true })).toHaveCount(0)
      }
      await context.close()
    })
  }
})

test.describe('locale detection on /', () => {
  const landing = async (browserLocale: string, browser: Browser) => {
    const context = await browser.newContext({ locale: browserLocale })
    const page = await context.newPage()
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    const result = { path: new URL(page.url()).pathname, lang: await page.locator('html').getAttribute('lang') }
    await context.close()
    return result
  }

  // The proxy decides from the Accept-Language header alone: checked on the server's answers (a browser only sends it).
  test('Accept-Language picks the language of the first visit; zh-HK and unknown languages stay on / (zh-TW)', async ({ playwright, baseURL }) => {
    for (const [acceptLanguage, path, lang] of [
      ['ja', '/ja', 'ja'],
      ['zh-HK', '/', 'zh-TW'],
      ['fr-FR', '/', 'zh-TW'],
      ['zh-CN', '/cn', 'zh-CN'],
      ['en-US', '/en', 'en'],
      ['ko-KR', '/ko', 'ko'],
      ['vi', '/vi', 'vi'],
    ] as const) {
      // A fresh client each time: the language cookie of the previous answer must not decide this one.
      const request = await playwright.request.newContext({ baseURL })
      const response = await request.get('/', { headers: { 'accept-language': acceptLanguage } })
      expect(response.status(), acceptLanguage).toBe(200)
      expect(new URL(response.url()).pathname, acceptLanguage).toBe(path)
      expect(await response.text(), acceptLanguage).toMatch(new RegExp(`<html[^>]* lang="${lang}"`))
      await request.dispose()
    }
  })

  test('a browser is sent to its language on its first visit', async ({ browser }) => {
    expect(await landing('ja', browser)).toEqual({ path: '/ja', lang: 'ja' })
  })

  test('the cookie wins: after visiting /ko, / goes to /ko', async ({ browser }) => {
    budgetFor(5)
    const context = await browser.newContext({ locale: 'fr-FR' })
    const page = await context.newPage()
    await page.goto('/')
    expect(new URL(page.url()).pathname).toBe('/')
    await page.goto('/ko')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko')
    expect((await cookieNamed(context, 'NEXT_LOCALE'))?.value).toBe('ko')
    await page.goto('/')
    expect(new URL(page.url()).pathname).toBe('/ko')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko')
    // Visiting the zh-TW home switches the remembered language back.
    await page.goto('/login')
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW')
    expect((await cookieNamed(context, 'NEXT_LOCALE'))?.value).toBe('zh-TW')
    await page.goto('/')
    expect(new URL(page.url()).pathname).toBe('/')
    await context.close()
  })

  test('the NEXT_LOCALE cookie lasts 365 days', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'zh-TW' })
    const page = await context.newPage()
    await page.goto('/ja')
    const cookie = await cookieNamed(context, 'NEXT_LOCALE')
    expect(cookie?.value).toBe('ja')
    expect(cookie?.path).toBe('/')
    expect(cookie?.sameSite).toBe('Lax')
    const expected = Date.now() / 1000 + 365 * 24 * 3600
    expect(Math.abs(cookie!.expires - expected)).toBeLessThan(24 * 3600)
    await context.close()
  })
})

test.describe('not found', () => {
  for (const [locale, browserLocale] of [['ja', 'ja-JP']] as const) {
    test(`${pathIn(locale, '/nope')} → 404 in ${locale} with a link home`, async ({ browser }) => {
      const context = await browser.newContext({ locale: browserLocale })
      const page = await context.newPage()
      const response = await page.goto(pathIn(locale, '/nope'))
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages(locale).notFound.title)
      const home = page.getByTestId('not-found-home')
      await expect(home).toHaveText(messages(locale).notFound.home)
      await home.click()
      await expect(page).toHaveURL((url) => url.pathname === pathIn(locale))
      await expect(page.getByTestId('not-found-home')).toHaveCount(0)
      await context.close()
    })
  }

  // Crawlers and clients without JavaScript get the localized page in the server HTML itself (issue 12).
  // An unknown address, and a known page asked for an item that does not exist (or a malformed id): the page's
  // notFound(), never generateMetadata's, which would answer Next's error shell with no text until JavaScript runs.
  const UNKNOWN = ['/no-such-page', '/details/999999', '/newMessage/999999', '/guide/1/2', '/cardType/abc', '/cardPickupLocation/999999']
  test('an unknown address or item without JavaScript: 404, the language, a localized message and home link in every language', async ({ request }) => {
    for (const locale of LOCALES) {
      const m = messages(locale)
      for (const unknown of UNKNOWN) {
        const where = `${locale} ${unknown}`
        const response = await request.get(pathIn(locale, unknown))
        expect(response.status(), where).toBe(404)
        // Compressed like every other page (the client asks for gzip, deflate or br).
        expect(response.headers()['content-encoding'], where).toMatch(/^(gzip|br)$/)
        const page = await response.text()
        expect(page, where).toMatch(new RegExp(`<html[^>]* lang="${locale}"`))
        expect(page, where).toMatch(new RegExp(`<h1[^>]*>${escapeRe(html(m.notFound.title))}</h1>`))
        expect(page, where).toMatch(
          new RegExp(`<a [^>]*href="${escapeRe(pathIn(locale))}"[^>]*data-testid="not-found-home"[^>]*>${escapeRe(html(m.notFound.home))}</a>|<a [^>]*data-testid="not-found-home"[^>]*href="${escapeRe(pathIn(locale))}"[^>]*>${escapeRe(html(m.notFound.home))}</a>`),
        )
        // Not Next's error shell with its English default text.
        expect(page, where).not.toContain('__next_error__')
      }
    }
  })

  test('the internal not-found page is not an address of its own', async ({ request }) => {
    const response = await request.get('/en/pageNotFound', { maxRedirects: 0 })
    expect(response.status()).toBe(404)
  })

  test('a deep unknown path is a 404 too', async ({ page }) => {
    const response = await page.goto('/en/a/b/c')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages('en').notFound.title)
  })
})

test.describe('mobile header', () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US', hasTouch: true, isMobile: true })

  test('the menu button opens and closes the navigation', async ({ page }) => {
    const m = messages('en')
    await page.goto('/en')
    const button = page.getByRole('button', { name: m.header.openMenu })
    await expect(button).toBeVisible()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    const nav = page.getByRole('navigation', { name: m.header.menu })
    const about = nav.getByRole('link', { name: m.header.aboutUs })
    await expect(about).toBeHidden()

    await button.click()
    const close = page.getByRole('button', { name: m.header.closeMenu })
    await expect(close).toHaveAttribute('aria-expanded', 'true')
    await expect(about).toBeVisible()
    await expect(nav.getByRole('link', { name: m.header.allProducts })).toBeVisible()

    await page.keyboard.press('Escape')
    await expect(page.getByRole('button', { name: m.header.openMenu })).toHaveAttribute('aria-expanded', 'false')
    await expect(about).toBeHidden()
  })
})
