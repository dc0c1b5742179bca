/**
 * Issue 13, the content staff's part of /admin, in Chromium with the seeded roles logging in through
 * /admin/login: six-language editing that cannot break the shop (a new document starts in the language chosen,
 * publishing needs zh-TW, outdated translations flagged, every public page answers 200 with the zh-TW fallback, the "missing in" filter), the
 * dashboard's figures against the database, the jobs section for admins only, exchange rates' last update
 * in Taiwan time, and the site-address warning (a save from 127.0.0.1 works while the site is localhost).
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { adminText } from './adminWords'
import { formatTaipei } from '../../src/components/admin/format'
import { taipeiDayBounds } from '../../src/domain/dashboard'
import { taipeiDate } from '../../src/domain/dates'
import { ADMIN, budgetFor, messages, pathIn, runFixtureScript, staffLogin, submitAdminLogin } from './support'

const EDITOR = 'editor@taiwan-sim.test'
const SUPPORT = 'support@taiwan-sim.test'

async function adminLogin(page: Page, email: string, language?: 'en' | 'zh-TW' | 'ja', origin = '') {
  if (language) await page.context().addCookies([{ name: 'payload-lng', value: language, url: origin || test.info().project.use.baseURL! }])
  await page.goto(`${origin}/admin/login`)
  await submitAdminLogin(page, email)
  await expect(page).not.toHaveURL(/\/admin\/login/, { timeout: 20_000 })
}

async function staffToken(request: APIRequestContext, email: string) {
  const login = await staffLogin(request, email)
  expect(login.status()).toBe(200)
  return { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
}

/** Removes a news item this spec saved through the form (the public news list stays as seeded). */
async function removeNews(request: APIRequestContext, title: string) {
  const auth = await staffToken(request, EDITOR)
  // draft=true: an item saved in the admin may exist only as a draft, its title written by the autosave a moment later.
  let docs: { id: number }[] = []
  await expect(async () => {
    // In whichever language it was written (a new item may start in any locale, issue 38 §9).
    docs = []
    for (const locale of ['zh-TW', 'en', 'ja', 'ko', 'vi', 'zh-CN']) {
      if (docs.length) break
      const url = `/api/news?where[title][equals]=${encodeURIComponent(title)}&depth=0&draft=true&locale=${locale}&fallback-locale=none`
      docs = ((await (await request.get(url, { headers: auth })).json()) as { docs: { id: number }[] }).docs
    }
    expect(docs).toHaveLength(1)
  }).toPass({ timeout: 15_000 })
  expect((await request.delete(`/api/news/${docs[0]!.id}`, { headers: auth })).status()).toBe(200)
}

const minuteAgo = () => new Date(Date.now() - 60_000).toISOString()
const messagesOfAdmin = { 'zh-TW': adminText('zh-TW'), ja: adminText('ja') }

test.describe('six-language editing', () => {
  /** The news items whose draft has `title` in `locale` (the editor's view, drafts included). */
  async function draftsTitled(request: APIRequestContext, locale: string, title: string) {
    const auth = await staffToken(request, EDITOR)
    const where = `where[title][equals]=${encodeURIComponent(title)}&locale=${locale}&fallback-locale=none&draft=true&depth=0`
    return ((await (await request.get(`/api/news?${where}`, { headers: auth })).json()) as { docs: { id: number }[] }).docs
  }

  for (const language of ['ja', 'en'] as const) {
    test(`a new news item starts in the language the editor chose, in a ${language} admin (issue 38 §9)`, async ({ page }) => {
      budgetFor(6)
      await adminLogin(page, EDITOR, language)
      // Today's bug: the create view jumped back to zh-TW, so English text was saved as the Chinese one.
      await page.goto('/admin/collections/news/create?locale=en')
      await expect(page.getByTestId('locale-editing')).toContainText('(en)')
      const title = `English only ${language} ${Date.now()}`
      const titleField = page.locator('#field-title')
      // Autosave creates the item and moves to its address, re-rendering the form: typed until the draft holds it.
      await expect(async () => {
        if ((await titleField.inputValue()) !== title) await titleField.fill(title)
        expect(await draftsTitled(page.request, 'en', title)).toHaveLength(1)
      }).toPass({ timeout: 30_000 })
      // Still English after autosave moved to the item's address (Payload keeps the language chosen, not in the URL).
      await expect(page.getByTestId('locale-editing')).toContainText('(en)')
      expect(await draftsTitled(page.request, 'zh-TW', title)).toHaveLength(0)
      const [doc] = await draftsTitled(page.request, 'en', title)
      const auth = await staffToken(page.request, EDITOR)
      expect((await page.request.delete(`/api/news/${doc!.id}`, { headers: auth })).status()).toBe(200)
    })
  }

  for (const language of ['zh-TW', 'ja'] as const) {
    test(`a translation older than the zh-TW source is flagged outdated on the document and in the list, in a ${language} admin (issue 38 §8)`, async ({ page, request }, info) => {
      budgetFor(6)
      const auth = await staffToken(request, EDITOR)
      const zh = `原文 ${language} ${Date.now()}`
      const created = await request.post('/api/news?locale=zh-TW', { headers: auth, data: { title: zh, summary: '繁中摘要', _status: 'published' as const, publishedAt: minuteAgo() } })
      expect(created.status()).toBe(201)
      const { doc } = (await created.json()) as { doc: { id: number } }
      expect((await request.patch(`/api/news/${doc.id}?locale=en`, { headers: auth, data: { title: 'The source', summary: 'English summary' } })).status()).toBe(200)
      expect((await request.patch(`/api/news/${doc.id}?locale=zh-TW`, { headers: auth, data: { summary: '繁中摘要（已更新）' } })).status()).toBe(200)
      try {
        await adminLogin(page, EDITOR, language)
        await page.goto(`/admin/collections/news/${doc.id}?locale=zh-TW`)
        const en = page.locator('[data-testid="locale-status"] li[data-locale="en"]')
        await expect(en).toHaveAttribute('data-outdated', 'true')
        await expect(en).toContainText(messagesOfAdmin[language].outdated)
        await expect(page.locator('[data-testid="locale-status"] li[data-locale="zh-TW"]')).toHaveAttribute('data-outdated', 'false')
        for (const width of [1280, 1024]) {
          await page.setViewportSize({ width, height: 800 })
          await expect(en).toBeInViewport()
          await page.screenshot({ path: info.outputPath(`outdated-${language}-${width}.png`) })
        }
        // The chip is a link to that language.
        await en.getByRole('link').click()
        await expect(page).toHaveURL(/locale=en/)
        await expect(page.getByTestId('locale-editing')).toContainText('(en)')

        await page.goto(`/admin/collections/news?where[id][equals]=${doc.id}`)
        await expect(page.getByTestId('locales-outdated').first()).toContainText('en')
      } finally {
        await request.delete(`/api/news/${doc.id}`, { headers: auth })
      }
    })
  }

  test('a ja-only news item cannot be published; a zh-TW item is read in ja and zh-TW, elsewhere only once staff tick "show in other languages"', async ({ request }) => {
    budgetFor(12)
    const auth = await staffToken(request, EDITOR)
    const refused = await request.post('/api/news?locale=ja', { headers: auth, data: { title: '日本語だけ', _status: 'published' as const, publishedAt: minuteAgo() } })
    expect(refused.status()).toBe(400)
    expect(await refused.text()).toContain('zh-TW')
    const draft = await request.post('/api/news?locale=ja', { headers: auth, data: { title: '日本語だけ（下書き）', _status: 'draft' as const, publishedAt: minuteAgo() } })
    expect(draft.status()).toBe(201)

    // Published in zh-TW, with a ja title only besides: zh-TW and ja readers read it; en, vi and ko readers are not
    // shown a text in another language unasked (issue 38 §10) — until staff tick it, then it says it is Chinese.
    const zh = `只有繁中 ${Date.now()}`
    const created = await request.post('/api/news?locale=zh-TW', { headers: auth, data: { title: zh, summary: '繁中摘要', _status: 'published' as const, publishedAt: minuteAgo() } })
    expect(created.status()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }
    expect((await request.patch(`/api/news/${doc.id}?locale=ja`, { headers: auth, data: { title: '日本語のタイトル', summary: '日本語の概要' } })).status()).toBe(200)
    try {
      const zhPage = await request.get(pathIn('zh-TW', `/newMessage/${doc.id}`))
      expect(zhPage.status()).toBe(200)
      expect(await zhPage.text()).toContain(zh)
      const ja = await request.get(pathIn('ja', `/newMessage/${doc.id}`))
      expect(await ja.text()).toContain('日本語のタイトル')
      for (const locale of ['en', 'vi', 'ko'] as const) {
        expect((await request.get(pathIn(locale, `/newMessage/${doc.id}`))).status(), locale).toBe(404)
        const list = await request.get(pathIn(locale, '/newMessage'))
        expect(list.status(), locale).toBe(200)
        expect(await list.text(), locale).not.toContain(zh)
      }
      expect((await request.patch(`/api/news/${doc.id}?locale=zh-TW`, { headers: auth, data: { showInOtherLanguages: true } })).status()).toBe(200)
      for (const locale of ['en', 'vi', 'ko'] as const) {
        await expect(async () => {
          const detail = await request.get(pathIn(locale, `/newMessage/${doc.id}`))
          expect(detail.status(), locale).toBe(200)
          const html = await detail.text()
          expect(html, locale).toContain(zh)
          expect(html, locale).toContain('lang="zh-TW"')
        }).toPass({ timeout: 20_000 })
      }
    } finally {
      await request.delete(`/api/news/${doc.id}`, { headers: auth })
    }
  })
})

test.describe('dashboard', () => {
  test("shows today's orders by status, KYC and reviews for an admin, with the jobs section", async ({ page, request }) => {
    budgetFor(6)
    const auth = await staffToken(request, ADMIN)
    await adminLogin(page, ADMIN, 'en')
    await page.goto('/admin')
    const dashboard = page.getByTestId('shop-dashboard')
    await expect(dashboard).toBeVisible()
    // Other workers place and pay orders meanwhile: the API's counts and a freshly loaded dashboard must agree, and
    // an order placed between the two reads is answered by reading both again.
    await expect(async () => {
      const counts: Record<string, number> = {}
      for (const status of ['paid', 'cancelled', 'unpaid']) {
        const { from, to } = taipeiDayBounds(taipeiDate())
        const res = await request.get(`/api/orders?where[status][equals]=${status}&where[createdAt][greater_than_equal]=${from}&where[createdAt][less_than]=${to}&limit=1&depth=0`, { headers: auth })
        counts[status] = ((await res.json()) as { totalDocs: number }).totalDocs
      }
      await page.reload()
      for (const [status, totalDocs] of Object.entries(counts)) {
        await expect(dashboard.locator(`[data-testid="dash-orders"] tr[data-status="${status}"] td`)).toHaveText(String(totalDocs), { timeout: 5_000 })
      }
    }).toPass({ timeout: 40_000 })
    const { totalDocs: kyc } = (await (await request.get('/api/kyc-applications?where[status][equals]=submitted&limit=1&depth=0', { headers: auth })).json()) as { totalDocs: number }
    await expect(dashboard.locator('[data-testid="dash-kyc"] [data-cell="pending"]')).toHaveText(String(kyc))
    await expect(dashboard.getByTestId('dash-jobs')).toBeVisible()
    await expect(dashboard.getByTestId('dash-esim')).toBeVisible()
  })

  test('a charge whose automatic refund was refused waits for support, who refunds it from the dashboard (refused again here: it stays, with the reason)', async ({ page }) => {
    budgetFor(4)
    const line = (await runFixtureScript('tests/e2e/refund-fixture.ts'))
      .split('\n')
      .find((l) => l.startsWith('REFUND_FIXTURE '))
    const { paymentId, orderNumber } = JSON.parse(line!.slice('REFUND_FIXTURE '.length)) as { paymentId: number; orderNumber: string }
    await adminLogin(page, SUPPORT, 'ja')
    await page.goto('/admin')
    const section = page.getByTestId('dash-refunds')
    await expect(section.getByRole('heading', { level: 3 })).toHaveText('返金が必要なお支払い')
    const row = section.locator(`tr[data-payment="${paymentId}"]`)
    await expect(row).toContainText(orderNumber)
    await expect(row.locator('[data-cell="amount"]')).toHaveText('NT$450')
    await expect(row).toContainText('•••• 1111')
    await expect(row).toContainText('決済サービスが返金を拒否')
    await row.getByRole('button', { name: `今すぐ返金 ${orderNumber}` }).click()
    await expect(row.getByRole('alert')).toHaveText(messages('ja').api.chargeRefundRefused)
    await page.reload()
    await expect(page.getByTestId('dash-refunds').locator(`tr[data-payment="${paymentId}"]`)).toBeVisible()
  })

  test('a support member sees sales in NT$ but no jobs; the retry endpoint refuses them', async ({ page, request }) => {
    budgetFor(5)
    await adminLogin(page, SUPPORT, 'ja')
    await page.goto('/admin')
    const dashboard = page.getByTestId('shop-dashboard')
    await expect(dashboard).toContainText('本日の運営状況')
    await expect(dashboard.locator('[data-testid="dash-sales"] [data-cell="today"]')).toContainText('NT$')
    await expect(dashboard.getByTestId('dash-jobs')).toHaveCount(0)
    const auth = await staffToken(request, SUPPORT)
    // The API envelope, in the caller's language; no login at all is 401 (code 202), like every staff endpoint.
    const refused = await request.post('/api/admin-jobs/1/retry', { headers: { ...auth, lang: 'jp' }, data: {} })
    expect(refused.status()).toBe(403)
    expect(await refused.json()).toEqual({ code: 403, message: 'この操作を行う権限がありません。', data: null })
    const anonymous = await request.post('/api/admin-jobs/1/retry', { data: {} })
    expect(anonymous.status()).toBe(401)
    expect(await anonymous.json()).toMatchObject({ code: 202 })
  })
})

test('exchange rates show their last update in Taiwan time', async ({ page }) => {
  budgetFor(4)
  await adminLogin(page, EDITOR, 'en')
  await page.goto('/admin/globals/exchange-rates')
  await expect(page.getByTestId('last-updated')).toContainText(/Last updated: (\d{4}-\d\d-\d\d \d\d:\d\d GMT\+8|never)/)
  await expect(page.getByTestId('last-updated')).toContainText('Taiwan time (GMT+8)')
})

test.describe('from a browser in Los Angeles', () => {
  test.use({ timezoneId: 'America/Los_Angeles' })

  test("the lists' Created and Updated columns read in Taiwan time, as every other date of the admin", async ({ page, request }) => {
    budgetFor(5)
    const auth = await staffToken(request, ADMIN)
    // The oldest order: the newest is often still being worked on by another spec (paid, mailed), so its Updated moves.
    const { docs } = (await (await request.get('/api/orders?sort=createdAt&limit=1&depth=0', { headers: auth })).json()) as { docs: { orderNumber: string; createdAt: string; updatedAt: string }[] }
    const order = docs[0]!
    await adminLogin(page, ADMIN, 'en')
    await page.goto('/admin/collections/orders?sort=createdAt&limit=10&columns=["orderNumber","createdAt","updatedAt"]')
    const row = page.locator('tbody tr').filter({ hasText: order.orderNumber })
    await expect(row.locator('.cell-createdAt')).toHaveText(formatTaipei(order.createdAt))
    await expect(row.locator('.cell-updatedAt')).toHaveText(formatTaipei(order.updatedAt))
    // Not the browser's own zone (16 hours behind in November), which Payload's default cell used.
    expect(formatTaipei(order.createdAt)).toMatch(/ GMT\+8$/)
  })
})

test('from http://127.0.0.1 the admin says the site address differs, and saving still works', async ({ page, baseURL }) => {
  budgetFor(6)
  const other = baseURL!.replace('localhost', '127.0.0.1')
  await adminLogin(page, EDITOR, 'en', other)
  await page.goto(`${other}/admin/collections/news/create`)
  await expect(page.getByTestId('site-address-banner')).toHaveAttribute('data-status', 'alias')
  await expect(page.getByTestId('site-address-banner')).toContainText(baseURL!)
  const title = `from 127.0.0.1 ${Date.now()}`
  await page.locator('#field-title').fill(title)
  await page.keyboard.press('Control+s')
  await expect(page).toHaveURL(/\/admin\/collections\/news\/\d+/, { timeout: 20_000 })
  await expect(page.getByText('You are not allowed to perform this action')).toHaveCount(0)
  await removeNews(page.request, title)
})

test("an outbox mail's HTML shows as text under the admin's policy: no package CDN, no editor, no violation (issue 36)", async ({ page, request }) => {
  budgetFor(3)
  // A mail of its own: a verification code to a new address (sent at once on the e2e server, kept in the outbox).
  const to = `outbox-${Date.now().toString(36)}@example.com`
  expect((await request.post('/api/sendEmail', { data: { email: to }, headers: { lang: 'en' } })).status()).toBe(200)
  const auth = await staffToken(request, ADMIN)
  let id = 0
  await expect(async () => {
    const { docs } = (await (await request.get(`/api/outbox?where[to][equals]=${encodeURIComponent(to)}&depth=0`, { headers: auth })).json()) as { docs: { id: number }[] }
    id = docs[0]?.id ?? 0
    expect(id).toBeGreaterThan(0)
  }).toPass({ timeout: 20_000 })

  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { cspViolations: seen })
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`))
  })
  await adminLogin(page, ADMIN, 'en')
  const reply = await page.goto(`/admin/collections/outbox/${id}`)
  expect((await reply!.allHeaders())['content-security-policy']).not.toMatch(/jsdelivr|unpkg|cdnjs/)
  const html = page.getByTestId('read-only-code-html')
  await expect(html).toContainText('<html')
  await expect(html).toContainText('verification code', { ignoreCase: true })
  await expect(page.locator('.code-editor, .monaco-editor')).toHaveCount(0)
  await page.waitForLoadState('networkidle')
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([])
})
