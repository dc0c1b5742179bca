/**
 * Issue 38 §4–5 in Chromium, with the admin in zh-TW and in ja (support logging in through /admin): a partial refund
 * of an order paid by card (the TapPay sandbox refunds that amount, the ECPay sandbox records the allowance (折讓) the
 * receipt then shows, the history line is in the admin's language), and a mistaken counter handover undone with a
 * reason (the order awaits pickup again, said in the history). The zh-TW receipt's history is screenshot at 1280 px.
 */
import { expect, test, type Page } from '@playwright/test'


import { budgetFor, fixtureData, messages, PAGE_BUDGET_MS, payByCard, STAFF_PASSWORD } from './support'

type Lang = 'zh-TW' | 'ja'
type Fixture = Record<Lang, { toPay: { id: number; orderNumber: string; checkoutToken: string }; handedOver: { id: number; orderNumber: string; serial: string } }>

const SUPPORT = 'support@taiwan-sim.test'
const BROWSER_LOCALE: Record<Lang, string> = { 'zh-TW': 'zh-TW', ja: 'ja-JP' }
const LANG_HEADER: Record<Lang, string> = { 'zh-TW': 'zh-tw', ja: 'jp' }

let fixture: Fixture
test.beforeAll(async () => {
  test.setTimeout(120_000)
  fixture = await fixtureData<Fixture>('tests/e2e/staff-refunds-fixture.ts', 'STAFF_REFUNDS')
})


/** What TapPay's sandbox refunded of the order's charge. */
async function refundsAtTapPay(orderNumber: string): Promise<number[]> {
  const trades = (await (await fetch(`${process.env.E2E_TAPPAY_URL}/sandbox/transactions`)).json()) as { order_number: string; refunds?: { amount: number }[] }[]
  return trades.filter((t) => t.order_number === orderNumber).flatMap((t) => (t.refunds ?? []).map((r) => r.amount))
}

async function supportLogin(page: Page) {
  await page.goto('/admin/login', { timeout: 2 * PAGE_BUDGET_MS })
  await page.locator('input[name="email"]').fill(SUPPORT)
  await page.locator('input[name="password"]').fill(STAFF_PASSWORD)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL((url) => url.pathname === '/admin', { timeout: 30_000 })
}

async function openReceipt(page: Page, orderId: number) {
  await page.goto(`/admin/collections/orders/${orderId}`, { timeout: 2 * PAGE_BUDGET_MS })
  await expect(page.getByTestId('order-receipt')).toBeVisible({ timeout: 20_000 })
}

for (const lang of ['zh-TW', 'ja'] as const) {
  test.describe(`admin in ${lang}`, () => {
    test.use({ locale: BROWSER_LOCALE[lang], viewport: { width: 1280, height: 900 } })

    test('support refunds part of a paid order: the allowance is on the receipt and the history says it in the admin’s language', async ({ page, request }) => {
      budgetFor(8)
      const order = fixture[lang].toPay
      const words = messages(lang)
      await payByCard(request, order, 'e2e-rp')
      await supportLogin(page)
      // The receipt mail and the e-invoice follow the payment in a job: the desk reads the invoice once it is issued.
      // Asked from the admin's page (the staff cookie goes with the page's own origin, as the desk's calls do).
      const invoiceNumber = () =>
        page.evaluate(async ([orderId, lang]) => {
          const reply = await fetch('/api/staff/order', { method: 'POST', headers: { 'content-type': 'application/json', lang }, body: JSON.stringify({ orderId }) })
          return ((await reply.json()) as { data: { invoice: { number: string | null } | null } | null }).data?.invoice?.number ?? null
        }, [order.id, LANG_HEADER[lang]] as const)
      await expect.poll(invoiceNumber, { timeout: 30_000 }).toMatch(/^[A-Z]{2}\d{8}$/)
      await openReceipt(page, order.id)
      const form = page.getByTestId('desk-refund-part')
      await expect(form).toContainText(words.staffRefund.left.replace('{left}', 'NT$450'))
      await form.getByLabel(words.staffRefund.amount).fill('120')
      await form.getByLabel(words.staffRefund.reason).fill('SIM 卡晚到')
      const asked = page.waitForEvent('dialog')
      page.once('dialog', (dialog) => void dialog.accept())
      await form.getByRole('button', { name: words.staffRefund.submit }).click()
      expect((await asked).message()).toBe(words.staffRefund.confirm.replace('{amount}', 'NT$120').replace('{order}', order.orderNumber))
      await expect(page.getByTestId('desk-refund-message')).toHaveText(words.staffRefund.done.replace('{amount}', 'NT$120'), { timeout: 20_000 })
      const history = page.getByTestId('receipt-history')
      const line = words.orderHistory.withReason
        .replace('{text}', words.orderHistory.partlyRefunded.replace('{amount}', 'NT$120').replace('{left}', 'NT$330'))
        .replace('{reason}', 'SIM 卡晚到')
      await expect(history).toContainText(line, { timeout: 20_000 })
      // The order stays as it was: the card still waits at the counter.
      await expect(page.getByTestId('receipt-status')).toHaveText(messages(lang).orderStatus.pendingPickup)
      expect(await refundsAtTapPay(order.orderNumber)).toEqual([120])
      // The allowance (折讓) is made by the job the refund queued: the receipt shows it once ECPay's sandbox answered.
      await expect(async () => {
        await page.reload({ timeout: 2 * PAGE_BUDGET_MS })
        await expect(page.getByTestId('desk-invoice-allowance')).toContainText('NT$120', { timeout: 2_000 })
      }).toPass({ timeout: 40_000 })
      await expect(page.getByTestId('desk-refund-part')).toContainText('NT$330')
      if (lang === 'zh-TW') {
        await history.scrollIntoViewIfNeeded()
        await page.screenshot({ path: test.info().outputPath('order-history-zh-TW-1280.png'), fullPage: true })
      }
    })

    test('support undoes a mistaken handover with a reason: the order awaits pickup again, and the history says so', async ({ page }) => {
      budgetFor(4)
      const order = fixture[lang].handedOver
      const words = messages(lang)
      await supportLogin(page)
      await openReceipt(page, order.id)
      await expect(page.getByTestId('receipt-status')).toHaveText(messages(lang).orderStatus.pickedUp)
      const form = page.getByTestId('desk-undo-handover')
      await form.getByLabel(words.staffRefund.reason).fill('wrong traveller')
      page.once('dialog', (dialog) => void dialog.accept())
      await form.getByRole('button', { name: words.staffRefund.undoSubmit }).click()
      await expect(page.getByTestId('receipt-status')).toHaveText(messages(lang).orderStatus.pendingPickup, { timeout: 20_000 })
      const line = words.orderHistory.withReason.replace('{text}', words.orderHistory.handoverUndone.replace('{cards}', order.serial)).replace('{reason}', 'wrong traveller')
      await expect(page.getByTestId('receipt-history')).toContainText(line)
      await expect(page.getByTestId('desk-undo-handover')).toHaveCount(0)
    })
  })
}
