/**
 * Issue 38 §7 live preview in Chromium, an editor logged in through /admin with the admin in en and in zh-TW: the news
 * item's Live Preview frames its storefront page in the language being edited, showing the published title; a new
 * title typed in the admin shows in the frame once autosave has saved the draft; a visitor's page (another browser, no
 * login) still shows the published title, never the draft, from Next and from the micro-cache alike. And Payload's
 * document header prints Taiwan time (GMT+8), not the browser's zone (the test browser runs in UTC).
 */
import { expect, test, type Page } from '@playwright/test'

import { budgetFor, fixtureData, PAGE_BUDGET_MS, STAFF_PASSWORD } from './support'

type Lang = 'zh-TW' | 'en'
type Fixture = Record<Lang, { id: number; title: string }> & { timed: { id: number; editedAt: string; createdAt: string } }

const EDITOR = 'editor@taiwan-sim.test'
const PATH: Record<Lang, string> = { 'zh-TW': '', en: '/en' }

let fixture: Fixture
test.beforeAll(async () => {
  test.setTimeout(120_000)
  fixture = await fixtureData<Fixture>('tests/e2e/live-preview-fixture.ts', 'LIVE_PREVIEW', { timeoutMs: 100_000 })
})

async function adminLogin(page: Page, language: Lang) {
  await page.context().addCookies([{ name: 'payload-lng', value: language, url: test.info().project.use.baseURL! }])
  await page.goto('/admin/login', { timeout: 2 * PAGE_BUDGET_MS })
  await page.locator('input[name="email"]').fill(EDITOR)
  await page.locator('input[name="password"]').fill(STAFF_PASSWORD)
  await page.locator('button[type="submit"]').click()
  await expect(page).not.toHaveURL(/\/admin\/login/, { timeout: 30_000 })
}

for (const lang of ['en', 'zh-TW'] as const) {
  test.describe(`admin in ${lang}`, () => {
    test.use({ timezoneId: 'UTC' })

    test('the live preview shows the draft as it is saved; a visitor still sees the published title', async ({ page, browser }) => {
      budgetFor(6)
      const { id, title } = fixture[lang]
      const draftTitle = `${lang === 'en' ? 'Draft title' : '草稿標題'} ${Date.now().toString(36)}`
      await adminLogin(page, lang)
      await page.goto(`/admin/collections/news/${id}?locale=${lang}`, { timeout: 2 * PAGE_BUDGET_MS })
      // Toggled on once the form has hydrated (a click before that does nothing): clicked again only while still off.
      const toggler = page.locator('.live-preview-toggler')
      await expect(async () => {
        if (!(await toggler.evaluate((el) => el.classList.contains('live-preview-toggler--active')))) await toggler.click()
        await expect(page.locator('iframe#live-preview-iframe')).toBeAttached({ timeout: 3_000 })
      }).toPass({ timeout: 30_000 })
      const frame = page.frameLocator('iframe#live-preview-iframe')
      // The storefront page in the language being edited (through /api/preview, which turned draft mode on).
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 30_000 })
      await expect(frame.locator('html')).toHaveAttribute('lang', lang)

      await page.locator('#field-title').fill(draftTitle)
      // Autosave writes the draft; the admin tells the frame, which renders again from the server.
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText(draftTitle, { timeout: 30_000 })

      // The phone width of the preview's toolbar: the page at 390 px, still the draft.
      await page.locator('.live-preview-toolbar-controls__breakpoint').getByRole('button').first().click()
      await page.getByRole('button', { name: '390 px', exact: true }).click()
      await expect.poll(() => frame.locator('html').evaluate(() => window.innerWidth), { timeout: 15_000 }).toBe(390)
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText(draftTitle)

      // A visitor (another browser, no login, no draft mode) reads the published title, twice: from Next, then as the
      // micro-cache keeps it — never the draft the staff browser rendered a moment ago.
      const visitor = await browser.newContext()
      const visit = await visitor.newPage()
      for (let i = 0; i < 2; i++) {
        await visit.goto(`${PATH[lang]}/newMessage/${id}`, { timeout: 2 * PAGE_BUDGET_MS })
        await expect(visit.getByRole('heading', { level: 1 })).toHaveText(title)
        await expect(visit.locator('body')).not.toContainText(draftTitle)
      }
      const raw = await visitor.request.get(`${PATH[lang]}/newMessage/${id}`)
      expect(await raw.text()).not.toContain(draftTitle)
      await visitor.close()
    })

    test("Payload's document header shows Taiwan time, whatever the browser's zone", async ({ page }) => {
      budgetFor(2)
      await adminLogin(page, lang)
      await page.goto(`/admin/collections/news/${fixture.timed.id}`, { timeout: 2 * PAGE_BUDGET_MS })
      // 23:45 UTC is 07:45 the next day in Taiwan.
      await expect(page.getByTestId('document-updated-at')).toHaveText('2026-11-29 07:45 GMT+8', { timeout: 30_000 })
      await expect(page.getByTestId('document-created-at')).toHaveText('2026-11-21 00:30 GMT+8')
      // Payload's own, in the browser's zone (2026-11-28 23:45 GMT+0 here), are not shown beside them.
      const payloadOwn = page.locator('.doc-controls__meta .doc-controls__value-wrap')
      await expect(payloadOwn.first()).toBeAttached()
      for (const item of await payloadOwn.all()) await expect(item).toBeHidden()
    })
  })
}
