/**
 * The dashboard for today (issue 38 §11) in Chromium, in two admin languages: the desks first; today's orders by
 * status (Taiwan day) are the ones the fixture placed, and each status is a link to the Orders list filtered the
 * same way; sales and refunds, declined payments and e-invoice errors; failed mails for admins only (support may
 * not read the outbox). Screenshots at 1280 and 1024 px.
 */
import { expect, test, type Page } from '@playwright/test'

import { taipeiDayBounds } from '../../src/domain/dashboard'
import { taipeiDate } from '../../src/domain/dates'
import { adminText, deskLabels } from './adminWords'
import { ADMIN, budgetFor, fixtureData, staffLogin, submitAdminLogin } from './support'

const SUPPORT = 'support@taiwan-sim.test'
type Fixture = { paid: string[]; cancelled: string[] }

let fixture: Fixture
test.beforeAll(async () => {
  test.setTimeout(120_000)
  fixture = await fixtureData<Fixture>('tests/e2e/dashboard-fixture.ts', 'DASHBOARD', { timeoutMs: 100_000 })
})

async function adminLogin(page: Page, email: string, language: 'zh-TW' | 'ja') {
  await page.context().addCookies([{ name: 'payload-lng', value: language, url: test.info().project.use.baseURL! }])
  await page.goto('/admin/login')
  await submitAdminLogin(page, email)
  await expect(page).not.toHaveURL(/\/admin\/login/, { timeout: 20_000 })
}

for (const [language, email, role] of [['zh-TW', SUPPORT, 'support'], ['ja', ADMIN, 'admin']] as const) {
  test(`${role} in a ${language} admin: today's orders by status are the ones placed today, and each is a link to them`, async ({ page, request }) => {
    budgetFor(8)
    const text = adminText(language)
    const desk = deskLabels(language)
    const login = await staffLogin(request, email)
    const auth = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
    await adminLogin(page, email, language)
    await page.goto('/admin')
    const dashboard = page.getByTestId('shop-dashboard')

    // The desks come first (the side menu lists them below every collection): the ones the role may use.
    const desks = dashboard.getByTestId('dash-desks')
    await expect(desks.getByRole('link', { name: desk.orderDesk })).toHaveAttribute('href', '/admin/order-desk')
    if (role === 'admin') await expect(desks.getByRole('link', { name: desk.pickupDesk })).toHaveAttribute('href', '/admin/pickup-desk')
    else await expect(desks.getByRole('link', { name: desk.pickupDesk })).toHaveCount(0)
    const orders = dashboard.getByTestId('dash-orders')
    expect((await desks.boundingBox())!.y).toBeLessThan((await orders.boundingBox())!.y)
    await expect(orders.getByRole('heading')).toHaveText(text.ordersToday)

    // Other workers place orders meanwhile: the API's count of today's orders and a freshly loaded dashboard agree.
    const { from, to } = taipeiDayBounds(taipeiDate())
    const counts: Record<string, number> = {}
    await expect(async () => {
      for (const status of ['paid', 'cancelled']) {
        const where = `where[status][equals]=${status}&where[createdAt][greater_than_equal]=${from}&where[createdAt][less_than]=${to}`
        counts[status] = ((await (await request.get(`/api/orders?${where}&limit=1&depth=0`, { headers: auth })).json()) as { totalDocs: number }).totalDocs
      }
      await page.reload()
      for (const [status, n] of Object.entries(counts)) await expect(orders.locator(`tr[data-status="${status}"] td`)).toHaveText(String(n), { timeout: 5_000 })
    }).toPass({ timeout: 40_000 })
    expect(counts.paid).toBeGreaterThanOrEqual(fixture.paid.length)
    expect(counts.cancelled).toBeGreaterThanOrEqual(fixture.cancelled.length)

    await expect(dashboard.getByTestId('dash-sales')).toContainText(text.refundsToday)
    await expect(dashboard.getByTestId('dash-problems')).toContainText(text.declinedToday)
    await expect(dashboard.getByTestId('dash-problems')).toContainText(text.invoiceErrors)
    await expect(dashboard.getByTestId('dash-esim')).toBeVisible()
    // Failed mails are the outbox's, which only admins read.
    await expect(dashboard.getByTestId('dash-deliveries')).toHaveCount(role === 'admin' ? 1 : 0)

    for (const width of [1280, 1024]) {
      await page.setViewportSize({ width, height: 900 })
      await page.screenshot({ path: test.info().outputPath(`dashboard-${role}-${language}-${width}.png`), fullPage: true })
    }

    // The paid link opens the Orders list of today's paid orders: the fixture's paid orders, not its cancelled one.
    await orders.locator('tr[data-status="paid"]').getByRole('link').click()
    await expect(page).toHaveURL(/\/admin\/collections\/orders\?/)
    const list = page.locator('.table')
    for (const number of fixture.paid) await expect(list.getByRole('link', { name: number })).toBeVisible()
    await expect(list.getByText(fixture.cancelled[0]!)).toHaveCount(0)
    await page.goBack()
    await orders.locator('tr[data-status="cancelled"]').getByRole('link').click()
    await expect(page).toHaveURL(/where%5Bstatus%5D%5Bequals%5D=cancelled|where\[status\]\[equals\]=cancelled/)
    await expect(list.getByRole('link', { name: fixture.cancelled[0]! })).toBeVisible()
    for (const number of fixture.paid) await expect(list.getByText(number)).toHaveCount(0)
  })
}
