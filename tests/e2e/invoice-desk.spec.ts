/**
 * What staff see of a donated e-invoice refunded in full (issue 43 §8), in Chromium with the admin in zh-TW: ECPay
 * refused the void, so the order desk's receipt shows the allowance (折讓) — its number, amount and date — with ECPay's
 * answer beside it, and offers no void. The order and its allowance come from the real services against the local
 * ECPay sandbox (tests/e2e/invoice-desk-fixture.ts).
 */
import { expect, test } from '@playwright/test'

import { budgetFor, fixtureData, PAGE_BUDGET_MS, STAFF_PASSWORD } from './support'

test.use({ locale: 'zh-TW' })

test('support sees a donated invoice’s refund as an allowance, with ECPay’s refusal of the void, and no void button', async ({ page }) => {
  budgetFor(4)
  const order = await fixtureData<{ id: number; orderNumber: string; invoiceNumber: string; allowanceNumber: string }>('tests/e2e/invoice-desk-fixture.ts', 'INVOICE_DESK')

  await page.goto('/admin/login', { timeout: 2 * PAGE_BUDGET_MS })
  await page.locator('input[name="email"]').fill('support@taiwan-sim.test')
  await page.locator('input[name="password"]').fill(STAFF_PASSWORD)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL((url) => url.pathname === '/admin', { timeout: 30_000 })
  await page.goto(`/admin/collections/orders/${order.id}`, { timeout: 2 * PAGE_BUDGET_MS })
  const receipt = page.getByTestId('order-receipt')
  await expect(receipt).toBeVisible({ timeout: 20_000 })

  const invoice = receipt.getByRole('region', { name: '電子發票' })
  await expect(invoice).toContainText(order.invoiceNumber)
  await expect(invoice.getByText('折讓', { exact: true })).toBeVisible()
  const allowance = invoice.getByTestId('desk-invoice-allowance')
  await expect(allowance).toContainText(order.allowanceNumber)
  await expect(allowance).toContainText('NT$450')
  await expect(allowance).toContainText('捐贈發票不可作廢')
  await expect(receipt.getByRole('button', { name: '作廢電子發票' })).toHaveCount(0)
})
