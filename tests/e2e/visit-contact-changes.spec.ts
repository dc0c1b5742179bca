/**
 * Issue 38 §1 (what was left) in Chromium, support logged in through /admin with the admin in zh-TW and en: a deck
 * ticket's visit moved on the order screen (the traveller gets the updated tickets by real SMTP, in the order's
 * language; the line in the history in the admin's language) and a contact e-mail corrected (the tickets go to the new
 * address, the old one gets the notice with the new address masked). Screenshots at 1280 and 1024 px.
 */
import { expect, test, type Page } from '@playwright/test'

import { formatCalendarDate } from '../../src/domain/dateDisplay'

import { budgetFor, mailsTo, messages, PAGE_BUDGET_MS, fixtureData, STAFF_PASSWORD } from './support'

type Lang = 'zh-TW' | 'en'
type Fixture = Record<
  Lang,
  { id: number; orderNumber: string; email: string; to: { visitDate: string; time: string }; contact: { id: number; orderNumber: string; email: string; newEmail: string } }
>

const SUPPORT = 'support@taiwan-sim.test'
const SUPPORT_NAME = 'Support Wang'
/** The language each admin's orders were placed in (visit-contact-fixture.ts). */
const ORDER_LOCALE = { 'zh-TW': 'ja', en: 'en' } as const
const BROWSER_LOCALE: Record<Lang, string> = { 'zh-TW': 'zh-TW', en: 'en-US' }
const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? `{${k}}`)

let fixture: Fixture
test.beforeAll(async () => {
  test.setTimeout(120_000)
  fixture = await fixtureData<Fixture>('tests/e2e/visit-contact-fixture.ts', 'VISIT_CONTACT', { timeoutMs: 100_000 })
})

async function supportLogin(page: Page) {
  // The admin's first page of a run compiles its import map on this busy machine: two page budgets.
  await page.goto('/admin/login', { timeout: 2 * PAGE_BUDGET_MS })
  await page.locator('input[name="email"]').fill(SUPPORT)
  await page.locator('input[name="password"]').fill(STAFF_PASSWORD)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL((url) => url.pathname === '/admin', { timeout: 30_000 })
}

for (const lang of ['zh-TW', 'en'] as const) {
  test.describe(`admin in ${lang}`, () => {
    test.use({ locale: BROWSER_LOCALE[lang] })
    test.beforeEach(() => budgetFor(8))
    const words = () => messages(lang).staffChange

    test('support moves a deck visit: the tickets are mailed again with the new date, history and audit say so', async ({ page }, testInfo) => {
      const f = fixture[lang]
      await supportLogin(page)
      await page.goto(`/admin/collections/orders/${f.id}`, { timeout: 2 * PAGE_BUDGET_MS })
      await expect(page.getByTestId('order-receipt')).toBeVisible({ timeout: 20_000 })

      const form = page.getByTestId('desk-visit-change')
      await expect(form.getByRole('heading', { level: 3 })).toHaveText(words().visitTitle)
      await form.getByTestId('visit-date').fill(f.to.visitDate)
      await form.getByTestId('visit-time').selectOption(f.to.time)
      await form.getByTestId('visit-save').click()
      await expect(form.getByTestId('visit-message')).toHaveText(fill(words().visitChanged, { email: f.email }), { timeout: 20_000 })
      // Read again from the server: the new visit, the history line in the admin's language, the audit by name.
      await expect(page.getByTestId('receipt-visit')).toHaveText(`${f.to.visitDate} ${f.to.time}`, { timeout: 20_000 })
      await expect(page.getByTestId('receipt-history')).toContainText(fill(messages(lang).orderHistory.visitChanged, { from: fixtureFrom(f), to: `${f.to.visitDate} ${f.to.time}` }))
      const audit = page.getByTestId('receipt-audit')
      await expect(audit).toContainText(words().actions.changeVisit)
      await expect(audit).toContainText(SUPPORT_NAME)

      // The tickets again by real SMTP, to the order's address, in the order's language, with the new date.
      const day = formatCalendarDate(f.to.visitDate, ORDER_LOCALE[lang], 'trip')
      const isTickets = (m: { subject: string; text: string }) => m.text.includes(day) && (m.subject + m.text).includes(f.orderNumber)
      await expect.poll(async () => (await mailsTo(f.email)).some(isTickets), { timeout: 30_000 }).toBe(true)
      // Saved again unchanged (a double click, a retry): nothing new, no second mail.
      await form.getByTestId('visit-save').click()
      await expect(form.getByTestId('visit-message')).toHaveText(words().visitUnchanged, { timeout: 20_000 })
      expect((await mailsTo(f.email)).filter(isTickets)).toHaveLength(1)

      for (const width of [1280, 1024]) {
        await page.setViewportSize({ width, height: 900 })
        await page.screenshot({ path: testInfo.outputPath(`visit-change-${lang}-${width}.png`), fullPage: true })
      }
    })

    test('support corrects the contact e-mail: the new address gets the tickets, the old one the notice', async ({ page }) => {
      const c = fixture[lang].contact
      await supportLogin(page)
      await page.goto(`/admin/collections/orders/${c.id}`, { timeout: 2 * PAGE_BUDGET_MS })
      const form = page.getByTestId('desk-contact-change')
      await expect(form).toBeVisible({ timeout: 20_000 })
      await form.getByTestId('contact-email').fill(c.newEmail)
      await form.getByTestId('contact-save').click()
      await expect(form.getByTestId('contact-message')).toHaveText(fill(words().contactChanged, { email: c.newEmail }), { timeout: 20_000 })
      await expect(page.getByTestId('receipt-email')).toHaveText(c.newEmail, { timeout: 20_000 })
      await expect(page.getByTestId('receipt-history')).toContainText(fill(messages(lang).orderHistory.emailChanged, { email: c.newEmail }))
      await expect(page.getByTestId('receipt-audit')).toContainText(words().actions.changeContact)

      const locale = ORDER_LOCALE[lang]
      const subject = fill(messages(locale).mail.orderContactChanged.subject, { siteName: messages(locale).meta.siteName, orderNumber: c.orderNumber })
      await expect.poll(async () => (await mailsTo(c.newEmail)).some((m) => (m.subject + m.text).includes(c.orderNumber)), { timeout: 30_000 }).toBe(true)
      await expect.poll(async () => (await mailsTo(c.email)).find((m) => m.subject === subject)?.text ?? '', { timeout: 30_000 }).toContain(
        messages(locale).mail.orderContactChanged.introEmail,
      )
      const notice = (await mailsTo(c.email)).find((m) => m.subject === subject)!
      expect(notice.text).not.toContain(c.newEmail)
      expect(notice.text).toMatch(/f•+\w@e2e\.test/)
    })
  })
}

/** The fixture's visit before the change: 10:00 three days from the Taipei date the fixture ran on. */
function fixtureFrom(f: Fixture[Lang]): string {
  const moved = new Date(`${f.to.visitDate}T00:00:00Z`)
  moved.setUTCDate(moved.getUTCDate() - 4)
  return `${moved.toISOString().slice(0, 10)} 10:00`
}
