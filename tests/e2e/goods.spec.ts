/**
 * Issue 36: support may refund what a traveller cannot cancel, with a reason, and the goods are revoked; a cancelled
 * ticket is void wherever a ticket is checked. Counter staff scan e-tickets at the ticket desk
 * (/admin/ticket-desk) in the admin's language: a good ticket is admitted once (a second scan says when it was used),
 * a refunded order's ticket is void, an altered one is refused; the traveller's order page shows the refunded
 * tickets as void, without their QR codes. Orders come from tests/e2e/goods-fixture.ts.
 */
import { expect, test, type Page } from '@playwright/test'

import { budgetFor, fixtureData, messages, PAGE_BUDGET_MS, STAFF_PASSWORD } from './support'

const WORDS_JA = {
  override: 'お客様ご自身ではこの注文をキャンセルできません',
  reasonRequired: 'お客様がキャンセルできない注文を返金する理由を入力してください。',
  refunded: '返金済み',
}

type TicketOrder = { orderNumber: string; qrs: string[]; page: string }
let fixture: { valid: TicketOrder; refunded: TicketOrder; esim: { id: number; orderNumber: string; checkoutToken: string; page: string } }

test.beforeAll(async () => {
  test.setTimeout(180_000)
  fixture = await fixtureData<typeof fixture>('tests/e2e/goods-fixture.ts', 'GOODS', { timeoutMs: 150_000 })
})

async function staffLogin(page: Page, email = 'counter@taiwan-sim.test') {
  await page.goto('/admin/login', { timeout: 2 * PAGE_BUDGET_MS })
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(STAFF_PASSWORD)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/admin') && !url.pathname.startsWith('/admin/login'), { timeout: 30_000 })
}

test.describe('ticket desk', () => {
  test.use({ locale: 'zh-TW' })

  test('counter staff admit a ticket once, and a refunded order’s ticket is void (zh-TW admin)', async ({ page }) => {
    budgetFor(4)
    await staffLogin(page)
    const link = page.getByTestId('nav-ticket-desk')
    await expect(link).toHaveAttribute('href', '/admin/ticket-desk')
    await page.goto('/admin/ticket-desk')
    await expect(page.getByRole('heading', { level: 1, name: '驗票' })).toBeVisible()
    const field = page.getByLabel('票券 QR Code（TWT1…），掃描或輸入')
    const answer = page.getByTestId('ticket-answer')
    await expect(field).toBeFocused()

    // A scanner types the QR and Enter: admitted, then the field is ready for the next ticket.
    await field.fill(fixture.valid.qrs[0]!)
    await field.press('Enter')
    await expect(answer).toHaveAttribute('data-result', 'admitted')
    await expect(answer).toContainText('已放行：第 1 張，共 2 張')
    await expect(field).toHaveValue('')
    await expect(field).toBeFocused()
    // The same ticket again: refused, with when it was used.
    await field.fill(fixture.valid.qrs[0]!)
    await field.press('Enter')
    await expect(answer).toHaveAttribute('data-result', 'alreadyUsed')
    await expect(answer).toContainText('請拒絕')
    // The return leg is still good: checked without admitting.
    await field.fill(fixture.valid.qrs[1]!)
    await page.getByTestId('ticket-check').click()
    await expect(answer).toHaveAttribute('data-result', 'valid')

    // A refunded order's ticket is void; an altered one is no ticket of ours.
    await field.fill(fixture.refunded.qrs[0]!)
    await field.press('Enter')
    await expect(answer).toHaveAttribute('data-result', 'void')
    await expect(answer).toHaveText('已作廢：此票券的訂單已取消或退款，請拒絕。')
    await field.fill(`${fixture.valid.qrs[1]!.slice(0, -3)}AAA`)
    await field.press('Enter')
    await expect(answer).toHaveAttribute('data-result', 'forged')
    await page.screenshot({ path: 'test-results/ticket-desk-zh-TW.png', fullPage: true })
  })
})

test.describe('the traveller’s order page', () => {
  test.use({ locale: 'zh-TW' })

  test('a refunded order’s tickets are shown void, without their QR codes', async ({ page }) => {
    budgetFor(1)
    const m = messages('zh-TW')
    await page.goto(fixture.refunded.page)
    const voided = page.getByTestId('order-pass-void')
    await expect(voided).toContainText(m.orderPass.voidedTickets)
    await expect(voided.getByTestId('ticket-void')).toHaveCount(2)
    await expect(voided.getByTestId('ticket-void').first()).toContainText(m.orderPass.ticketVoid)
    await expect(page.getByTestId('ticket')).toHaveCount(0)
    await expect(page.locator('img[src^="data:image"]')).toHaveCount(0)
  })
})

test.describe('the order desk', () => {
  test.use({ locale: 'ja' })

  test('support refunds an eSIM whose code was sent only with a reason; the code is revoked (ja admin)', async ({ page }) => {
    budgetFor(5)
    const m = messages('ja')
    // Paid by card through the storefront API: delivered from the imported codes, so the traveller cannot cancel it.
    const primeReply = await fetch(`${process.env.E2E_TAPPAY_URL}/tpc/getPrime`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ app_id: 1, card: { number: '4242424242424242', expiry: '12/39', ccv: '123' } }),
    })
    const prime = ((await primeReply.json()) as { card: { prime: string } }).card.prime
    const paid = await page.request.post('/api/checkout', {
      data: { orderNumber: fixture.esim.orderNumber, method: 'card', prime, invoice: { type: 'memberCarrier' }, checkoutToken: fixture.esim.checkoutToken },
      headers: { lang: 'jp', 'idempotency-key': `e2e-goods-${fixture.esim.orderNumber}` },
    })
    expect(((await paid.json()) as { code: number }).code).toBe(200)

    await staffLogin(page, 'support@taiwan-sim.test')
    await page.goto(`/admin/collections/orders/${fixture.esim.id}`, { timeout: 2 * PAGE_BUDGET_MS })
    await expect(page.getByTestId('order-receipt')).toBeVisible({ timeout: 20_000 })
    const override = page.getByTestId('desk-cancel-override')
    await expect(override).toHaveAttribute('data-overrides', 'esimSent')
    await expect(override).toContainText(WORDS_JA.override)
    await expect(override).toContainText(m.memberOrders.refusal.esimSent)
    // No reason: said at the field, nothing asked, nothing refunded.
    await page.getByTestId('desk-cancel').click()
    await expect(page.getByTestId('desk-reason-error')).toHaveText(WORDS_JA.reasonRequired)
    await expect(page.getByTestId('desk-reason')).toBeFocused()
    await page.screenshot({ path: 'test-results/desk-override-ja.png', fullPage: true })
    await page.getByTestId('desk-reason').fill('QRコードが読み取れない（不良品）')
    page.once('dialog', (dialog) => void dialog.accept())
    await page.getByTestId('desk-cancel').click()
    await expect(page.getByTestId('receipt-status')).toHaveText(WORDS_JA.refunded, { timeout: 20_000 })
    await expect(page.getByTestId('receipt-audit')).toContainText('QRコードが読み取れない')
    // The traveller's page no longer shows the code, and says why.
    await page.goto(fixture.esim.page)
    await expect(page.getByTestId('order-pass-void')).toHaveText(m.orderPass.voidedEsim)
    await expect(page.getByTestId('esim-code')).toHaveCount(0)
  })
})
