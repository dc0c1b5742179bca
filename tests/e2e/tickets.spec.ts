/**
 * Issue 36: a cancelled ticket is void wherever a ticket is checked. Counter staff scan e-tickets at the ticket desk
 * (/admin/ticket-desk) in the admin's language: a good ticket is admitted once (a second scan says when it was used),
 * a refunded order's ticket is void, an altered one is refused; the traveller's order page shows the refunded
 * tickets as void, without their QR codes. Orders come from tests/e2e/tickets-fixture.ts.
 */
import { expect, test, type Page } from '@playwright/test'

import { budgetFor, messages, PAGE_BUDGET_MS, runTsxScript, STAFF_PASSWORD } from './support'

type TicketOrder = { orderNumber: string; qrs: string[]; page: string }
let fixture: { valid: TicketOrder; refunded: TicketOrder }

test.beforeAll(() => {
  test.setTimeout(180_000)
  const line = runTsxScript('tests/e2e/tickets-fixture.ts', 1, 150_000).split('\n').find((l) => l.startsWith('TICKETS '))
  if (!line) throw new Error('the tickets fixture printed nothing')
  fixture = JSON.parse(line.slice('TICKETS '.length)) as typeof fixture
})

async function counterLogin(page: Page) {
  await page.goto('/admin/login', { timeout: 2 * PAGE_BUDGET_MS })
  await page.locator('input[name="email"]').fill('counter@taiwan-sim.test')
  await page.locator('input[name="password"]').fill(STAFF_PASSWORD)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/admin') && !url.pathname.startsWith('/admin/login'), { timeout: 30_000 })
}

test.describe('ticket desk', () => {
  test.use({ locale: 'zh-TW' })

  test('counter staff admit a ticket once, and a refunded order’s ticket is void (zh-TW admin)', async ({ page }) => {
    budgetFor(4)
    await counterLogin(page)
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
