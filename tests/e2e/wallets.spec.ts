/**
 * LINE Pay and JKO Pay end to end in Chromium against the local TapPay (its own origin, speaking TapPay's LINE Pay / JKO
 * Pay protocol): the payment page takes the wallet's prime from TapPay's SDK, the shop answers with the wallet's
 * payment_url, the traveller approves or cancels on the wallet's page, comes back to the shop's return page, and the
 * order is paid (or not) from TapPay's record; a wallet payment is refunded through the traveller's cancellation (issue
 * 41 item 1). Orders are placed through the storefront API (tests/e2e/checkout-support.ts).
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { openPayment, placeEsimOrder, placeSimOrder, type Placed } from './checkout-support'
import { lookUpOrderWithMailedCode, messages, pathIn, subjectPattern, waitForMail, type Locale } from './support'

type Trade = { order_number: string; amount: number; original_amount: number; refunded: number; record_status: number }

async function tradesOf(request: APIRequestContext, orderNumber: string): Promise<Trade[]> {
  const all = (await (await request.get(`${process.env.E2E_TAPPAY_URL}/sandbox/transactions`)).json()) as Trade[]
  return all.filter((t) => t.order_number === orderNumber)
}

/** Chooses the wallet on the payment page and pays: the browser goes to the wallet's own page (TapPay's payment_url). */
async function payWith(page: Page, locale: Locale, method: 'linePay' | 'jkoPay', walletName: string) {
  const m = messages(locale).checkout
  await page.getByTestId(`method-${method}`).check()
  await expect(page.getByTestId(`${method}-note`)).toHaveText(m.walletRedirectNote.replace('{wallet}', m.methods[method]))
  await expect(page.getByTestId('pay')).toHaveText(m.walletPay.replace('{wallet}', m.methods[method]))
  await page.getByTestId('pay').click()
  await expect(page).toHaveURL(/\/wallet\/pay\?rec_trade_id=/, { timeout: 20_000 })
  await expect(page.getByTestId('wallet-name')).toHaveText(`${walletName} · Sandbox`)
}

/** Back from the wallet in the tab that placed the order: the result page, paid, with one charge of the total at TapPay. */
async function expectPaid(page: Page, locale: Locale, request: APIRequestContext, placed: Placed) {
  const m = messages(locale).orderForm.result
  await expect(page).toHaveURL((url) => url.pathname === pathIn(locale, '/orderCompleted') && url.searchParams.get('status') === '1', { timeout: 30_000 })
  await expect(page.getByTestId('order-number')).toHaveText(placed.orderNumber)
  await expect(page.getByTestId('payment-done')).toContainText(m.paymentDone)
  const paid = (await tradesOf(request, placed.orderNumber)).filter((t) => t.record_status === 1)
  expect(paid.map((t) => t.amount)).toEqual([placed.money.totalTwd])
}

test.describe('LINE Pay and JKO Pay', () => {
  test('zh-TW: LINE Pay approved at the wallet → paid; the receipt and the order page name LINE Pay', async ({ page, request }) => {
    test.setTimeout(150_000)
    const locale = 'zh-TW'
    const m = messages(locale)
    const placed = await placeEsimOrder(request, locale)
    await openPayment(page, locale, placed)
    await payWith(page, locale, 'linePay', 'LINE Pay')
    await expect(page.getByTestId('wallet-amount')).toHaveText(`NT$${placed.money.totalTwd}`)
    await page.getByTestId('wallet-approve').click()
    await expectPaid(page, locale, request, placed)

    const receipt = await waitForMail(placed.email, subjectPattern(m.mail.paid.subject))
    expect(receipt.text).toContain(m.mail.paid.paymentMethod)
    expect(receipt.text).toContain('LINE Pay')
    await page.getByTestId('order-page-link').click()
    await expect(page.getByTestId('order-payment-method')).toHaveText(m.checkout.methods.linePay)
  })

  test('en: cancelled at JKO Pay → not paid, said so, and paid again with LINE Pay; the traveller’s cancellation refunds it at TapPay', async ({ page, request }) => {
    test.setTimeout(240_000)
    const locale = 'en'
    const m = messages(locale)
    const placed = await placeSimOrder(request, locale)
    await openPayment(page, locale, placed)
    await payWith(page, locale, 'jkoPay', 'JKO Pay')
    await page.getByTestId('wallet-cancel').click()
    await expect(page).toHaveURL((url) => url.pathname === pathIn(locale, '/checkout/return'), { timeout: 20_000 })
    await expect(page.getByTestId('payment-alert')).toHaveText(m.api.jkoPayNotCompleted)
    expect((await tradesOf(request, placed.orderNumber)).map((t) => t.record_status)).toEqual([-1])

    await page.getByTestId('try-again').click()
    await expect(page.getByTestId('checkout')).toHaveAttribute('data-sdk', 'ready', { timeout: 20_000 })
    await payWith(page, locale, 'linePay', 'LINE Pay')
    await page.getByTestId('wallet-approve').click()
    await expectPaid(page, locale, request, placed)

    // The traveller finds the order with the mailed code and cancels it: the NT$30 fee kept, the rest back to LINE Pay.
    await page.goto(pathIn(locale, '/orderLookup'))
    await lookUpOrderWithMailedCode(page, locale, placed.orderNumber, placed.email)
    await expect(page.getByTestId('order-facts')).toContainText('LINE Pay')
    await page.getByTestId('cancel-order').click()
    const dialog = page.getByTestId('cancel-dialog')
    await expect(dialog.getByTestId('cancel-refund')).toContainText(String(placed.money.totalTwd - 30))
    await dialog.getByTestId('cancel-confirm').click()
    await expect(page.getByTestId('order-message')).toHaveText(m.memberOrders.cancelled)
    await expect
      .poll(async () => (await tradesOf(request, placed.orderNumber)).filter((t) => t.record_status !== -1).map((t) => [t.refunded, t.record_status]), { timeout: 30_000 })
      .toEqual([[placed.money.totalTwd - 30, 2]])
    await waitForMail(placed.email, subjectPattern(m.mail.orderRefunded.subject))
  })
})
