/**
 * Issue 38 §1 and §3 in Chromium, support logged in through /admin with the admin in zh-TW and en: the pickup of a
 * SIM card moved on the order screen (the traveller gets the updated voucher by real SMTP, in the order's language),
 * the change in the audit log under the staff member's name, an internal note kept; screenshots of the order
 * screen after the change at 1280 and 1024 px.
 */
import { expect, test, type Page } from '@playwright/test'

import { formatCalendarDate, formatDisplayTime } from '../../src/domain/dateDisplay'

import { budgetFor, fixtureData, mailsTo, PAGE_BUDGET_MS, STAFF_PASSWORD } from './support'

type Lang = 'zh-TW' | 'en'
type Target = { airportId: number; counterId: string; date: string; time: string }
type Fixture = Record<Lang, { id: number; orderNumber: string; email: string; to: Target }>

const SUPPORT = 'support@taiwan-sim.test'
const SUPPORT_NAME = 'Support Wang'
/** The language each admin's order was placed in (order-changes-fixture.ts). */
const ORDER_LOCALE = { 'zh-TW': 'ja', en: 'en' } as const
const BROWSER_LOCALE: Record<Lang, string> = { 'zh-TW': 'zh-TW', en: 'en-US' }
// The desk's own words (src/components/admin/desk/labels.ts) and the audit action's label (src/cms/labels.ts).
const WORDS: Record<Lang, { changePickup: string; changed: string; customerLanguage: string; notes: string }> = {
  'zh-TW': { changePickup: '變更取卡資訊', changed: '已變更取卡資訊', customerLanguage: '顧客語言: 日文', notes: '內部備註' },
  en: { changePickup: 'Change pickup', changed: 'Pickup changed', customerLanguage: 'Customer’s language: English', notes: 'Internal notes' },
}

let fixture: Fixture
test.beforeAll(async () => {
  test.setTimeout(120_000)
  fixture = await fixtureData<Fixture>('tests/e2e/order-changes-fixture.ts', 'ORDER_CHANGES', { timeoutMs: 100_000 })
})

async function supportLogin(page: Page) {
  // The admin's first page of a run compiles its import map on this busy machine: two page budgets.
  await page.goto('/admin/login', { timeout: 2 * PAGE_BUDGET_MS })
  await page.locator('input[name="email"]').fill(SUPPORT)
  await page.locator('input[name="password"]').fill(STAFF_PASSWORD)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL((url) => url.pathname === '/admin', { timeout: 30_000 })
}

const LANGUAGES = ['zh-TW', 'en'] as const
for (const lang of LANGUAGES) {
  test.describe(`admin in ${lang}`, () => {
    test.use({ locale: BROWSER_LOCALE[lang] })
    test.beforeEach(() => budgetFor(6))

    test('support moves the pickup, the traveller gets the updated voucher, and a note is kept', async ({ page }, testInfo) => {
      const f = fixture[lang]
      await supportLogin(page)
      await page.goto(`/admin/collections/orders/${f.id}`, { timeout: 2 * PAGE_BUDGET_MS })
      await expect(page.getByTestId('order-receipt')).toBeVisible({ timeout: 20_000 })
      await expect(page.getByTestId('receipt-language')).toHaveText(WORDS[lang].customerLanguage)

      const form = page.getByTestId('desk-pickup-change')
      await form.getByTestId('pickup-airport').selectOption(String(f.to.airportId))
      await form.getByTestId('pickup-counter').selectOption(f.to.counterId)
      await form.getByTestId('pickup-date').fill(f.to.date)
      await form.getByTestId('pickup-time').selectOption(f.to.time)
      await form.getByTestId('pickup-save').click()
      await expect(form.getByTestId('pickup-message')).toContainText(WORDS[lang].changed, { timeout: 20_000 })
      await expect(form.getByTestId('pickup-message')).toContainText(f.email)
      // The screen is read again from the server: the new date and time, and the change in the audit log by name.
      await expect(page.getByTestId('receipt-pickup-date')).toHaveText(`${f.to.date} ${f.to.time}`, { timeout: 20_000 })
      const audit = page.getByTestId('receipt-audit')
      await expect(audit).toContainText(WORDS[lang].changePickup)
      await expect(audit).toContainText(SUPPORT_NAME)

      // The updated voucher by real SMTP, to the order's address, in the order's language, with the new date and time.
      const day = formatCalendarDate(f.to.date, ORDER_LOCALE[lang], 'trip')
      const time = formatDisplayTime(new Date(`${f.to.date}T${f.to.time}:00+08:00`))
      const isVoucher = (m: { subject: string; text: string }) => m.text.includes(day) && m.text.includes(time) && (m.subject + m.text).includes(f.orderNumber)
      await expect.poll(async () => (await mailsTo(f.email)).some(isVoucher), { timeout: 30_000 }).toBe(true)
      // Saved again unchanged (a double click, a retry): nothing new, no second mail.
      await form.getByTestId('pickup-save').click()
      await expect(form.getByTestId('pickup-message')).not.toContainText(WORDS[lang].changed, { timeout: 20_000 })
      await expect(form.getByTestId('pickup-message')).not.toHaveText('')

      for (const width of [1280, 1024]) {
        await page.setViewportSize({ width, height: 900 })
        await page.screenshot({ path: testInfo.outputPath(`order-screen-${lang}-${width}.png`), fullPage: true })
      }

      const note = `${lang}: the traveller lands late, counter told ${Date.now()}`
      await page.getByTestId('note-text').fill(note)
      await page.getByTestId('note-add').click()
      const notes = page.getByTestId('receipt-notes')
      await expect(notes).toContainText(note, { timeout: 20_000 })
      await expect(notes).toContainText(SUPPORT_NAME)
      await expect(notes.getByRole('heading', { level: 2 })).toHaveText(WORDS[lang].notes)
      expect((await mailsTo(f.email)).filter(isVoucher)).toHaveLength(1)
    })
  })
}
