/**
 * Issue 38 §2 (resend payment link) in Chromium, support logged in through /admin with the admin in zh-TW and en: on an
 * unpaid order's screen, "send a new payment link" asks first, then the traveller gets the link by real SMTP in the
 * order's language; a second click at once sends nothing more; the link opens the order on the payment page in a
 * browser that never saw the order (no login, nothing stored).
 */
import { expect, test } from '@playwright/test'

import { deskLabels } from './adminWords'
import { adminLogin, budgetFor, fixtureData, mailsTo, messages, PAGE_BUDGET_MS } from './support'

type Lang = 'zh-TW' | 'en'
type Fixture = Record<Lang, { id: number; orderNumber: string; email: string }>

const SUPPORT = 'support@taiwan-sim.test'
/** The language each admin's order was placed in (payment-link-fixture.ts). */
const ORDER_LOCALE = { 'zh-TW': 'ja', en: 'en' } as const
const BROWSER_LOCALE: Record<Lang, string> = { 'zh-TW': 'zh-TW', en: 'en-US' }
const ADMIN_LANGUAGE: Record<Lang, string> = { 'zh-TW': 'zh-TW', en: 'en' }
const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? `{${k}}`)

let fixture: Fixture
test.beforeAll(async () => {
  test.setTimeout(120_000)
  fixture = await fixtureData<Fixture>('tests/e2e/payment-link-fixture.ts', 'PAYMENT_LINK', { timeoutMs: 100_000 })
})

for (const lang of ['zh-TW', 'en'] as const) {
  test.describe(`admin in ${lang}`, () => {
    test.use({ locale: BROWSER_LOCALE[lang] })
    test.beforeEach(() => budgetFor(8))

    test('support sends a new payment link after confirming; the traveller pays through it in another browser', async ({ page, browser }) => {
      const f = fixture[lang]
      const t = deskLabels(ADMIN_LANGUAGE[lang])
      await adminLogin(page, SUPPORT)
      await page.goto(`/admin/collections/orders/${f.id}`, { timeout: 2 * PAGE_BUDGET_MS })
      await expect(page.getByTestId('order-receipt')).toBeVisible({ timeout: 20_000 })

      // The payment card of an unpaid order says so, until when it can be paid (Taiwan time), and offers the new link.
      const card = page.getByTestId('desk-unpaid')
      await expect(card).toContainText(t.notPaidYet)
      await expect(card).toContainText(t.payableUntil)
      await expect(page.getByTestId('desk-payable-until')).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d GMT\+8$/)
      const button = card.getByTestId('desk-resend-paymentLink')
      await expect(button).toHaveText(t.resendPaymentLink)
      // Asked first, in the admin's language, naming the order and the address; dismissing it sends nothing.
      const question = fill(t.confirmResendPaymentLink, { order: f.orderNumber, email: f.email })
      page.once('dialog', (dialog) => {
        expect(dialog.message()).toBe(question)
        void dialog.dismiss()
      })
      await button.click()
      await expect(page.getByTestId('desk-paylink-message')).toHaveText('')
      page.once('dialog', (dialog) => void dialog.accept())
      await button.click()
      await expect(page.getByTestId('desk-paylink-message')).toHaveText(t.done, { timeout: 20_000 })

      // The link by real SMTP, to the order's address, in the order's language.
      const words = messages(ORDER_LOCALE[lang]).mail.orderReceived
      const isLink = (m: { text: string }) => m.text.includes(words.payNow) && m.text.includes(f.orderNumber)
      await expect.poll(async () => (await mailsTo(f.email)).some(isLink), { timeout: 30_000 }).toBe(true)
      const mail = (await mailsTo(f.email)).find(isLink)!
      const prefix = ORDER_LOCALE[lang] === 'en' ? '/en' : '/ja'
      const href = mail.text.match(new RegExp(`https?://[^\\s)]+${prefix}/checkout\\?order=[^\\s)]+`))?.[0]
      expect(href, mail.text).toBeTruthy()

      // A second click at once is a retry: done, and no second mail.
      page.once('dialog', (dialog) => void dialog.accept())
      await button.click()
      await expect(page.getByTestId('desk-paylink-message')).toHaveText(t.done, { timeout: 20_000 })
      expect((await mailsTo(f.email)).filter(isLink)).toHaveLength(1)

      // The traveller opens it in a browser that never saw the order: the payment page shows it, ready to pay.
      const traveller = await browser.newContext({ locale: ORDER_LOCALE[lang] === 'ja' ? 'ja-JP' : 'en-US' })
      const pay = await traveller.newPage()
      const url = new URL(href!)
      await pay.goto(`${url.pathname}${url.search}`)
      await expect(pay.getByTestId('checkout')).toBeVisible({ timeout: 20_000 })
      await expect(pay.getByTestId('checkout-amount')).toHaveAttribute('data-twd', '450')
      await traveller.close()
      // A link tampered with opens nothing, and says why (a browser that never opened the real one: this tab now keeps
      // the order it opened, as it keeps one it placed).
      const stranger = await browser.newContext({ locale: ORDER_LOCALE[lang] === 'ja' ? 'ja-JP' : 'en-US' })
      const forged = await stranger.newPage()
      await forged.goto(`${url.pathname}${url.search.replace(/link=[^&]+/, 'link=1999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')}`)
      await expect(forged.getByTestId('checkout-link-expired')).toHaveText(messages(ORDER_LOCALE[lang]).checkout.linkExpired)
      await stranger.close()
    })
  })
}
