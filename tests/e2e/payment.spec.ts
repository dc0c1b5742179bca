/**
 * Paying for an eSIM end to end in Chromium against the local TapPay (scripts/tappay-sandbox.ts, its own
 * origin): card data typed into the hosted fields (iframes of the sandbox's origin) never reaches the
 * shop — every request the browser sends to the shop's origin is recorded and searched for it.
 * The order is placed through the storefront API (the order form itself is tests/e2e/order.spec.ts) and
 * handed to the page the way the form does (this tab's sessionStorage).
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'

import { formatMoney } from '../../src/domain/money'

import { hostedField, openPayment, placeEsimOrder, placeSimOrder, SHOP, type Placed } from './checkout-support'
import { clickPay, inTurn, lookUpOrderWithMailedCode, mailsTo, messages, pathIn, subjectPattern, waitForMail, type Locale } from './support'

const CARDS = { success: '4242424242424242', decline: '4000000000000002', threeDSecure: '4000000000003220' }
const EXPIRY = '1239'
const CCV = '123'

/** Every request the page sends to the shop's own origin, with its body: card data must be in none of them. */
function recordShopRequests(page: Page) {
  const seen: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== SHOP) return
    seen.push(`${request.method()} ${request.url()}\n${request.postData() ?? ''}`)
  })
  return {
    expectNoCardData() {
      expect(seen.length).toBeGreaterThan(0)
      for (const entry of seen) {
        const compact = entry.replace(/[\s-]/g, '')
        for (const card of Object.values(CARDS)) expect(compact, entry).not.toContain(card)
        // The expiry as typed (12/39, "1239") and any field that would carry a card's details.
        expect(compact, entry).not.toMatch(/12\/39|"1239"/)
        expect(entry, entry).not.toMatch(/"(ccv|cvc|cvv|card_?number|expiry|expirationDate)"/i)
      }
    },
  }
}

/** Screenshots of the payment page at a phone's and a desktop's width (test-results/, for a person to look at). */
async function screenshots(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0)
    await page.screenshot({ path: `test-results/payment-${name}-${width}.png`, fullPage: true })
  }
}


async function typeCard(page: Page, number: string) {
  for (const [id, value] of [
    ['card-number', number],
    ['card-expiration-date', EXPIRY],
    ['card-ccv', CCV],
  ] as const) {
    const input = (await hostedField(page, id)).locator('input')
    await input.fill('')
    await input.pressSequentially(value)
  }
  await expect(page.getByTestId('pay')).toHaveAttribute('data-card-ready', 'true')
}

/** The result page after a payment: the spec's "placed, real-name registration next", paid, its e-invoice, one charge. */
async function expectPaidResult(page: Page, locale: Locale, request: APIRequestContext, placed: Placed) {
  const { email } = placed
  const m = messages(locale).orderForm.result
  await expect(page).toHaveURL((url) => url.pathname === pathIn(locale, '/orderCompleted') && url.searchParams.get('status') === '1', { timeout: 30_000 })
  await expect(page.getByTestId('kyc-notice')).toHaveText(m.successLead)
  await expect(page.getByTestId('kyc-link')).toHaveAttribute('href', pathIn(locale, '/authentication'))
  await expect(page.getByTestId('order-number')).toHaveText(placed.orderNumber)
  await expect(page.getByTestId('payment-done')).toContainText(m.paymentDone)
  // The e-invoice is issued by a job right after the payment: the page shows its number once it is there.
  await expect(page.getByTestId('invoice-number')).toHaveText(/^[A-Z]{2}\d{8}$/, { timeout: 20_000 })
  const invoiceNumber = (await page.getByTestId('invoice-number').textContent())!
  // The sandbox holds one charge of the order's total for it.
  const trades = (await (await request.get(`${process.env.E2E_TAPPAY_URL}/sandbox/transactions`)).json()) as { order_number: string; amount: number; record_status: number }[]
  const mine = trades.filter((t) => t.order_number === placed.orderNumber)
  expect(mine.filter((t) => t.record_status === 1).map((t) => t.amount)).toEqual([placed.money.totalTwd])
  // The receipt mail, in the page's language, carries the same invoice number.
  const receipt = await waitForMail(email, subjectPattern(messages(locale).mail.paid.subject))
  expect(receipt.text).toContain(invoiceNumber)
  expect(receipt.text).toContain(placed.orderNumber)
  expect((await mailsTo(email)).filter((mail) => mail.subject === receipt.subject)).toHaveLength(1)
  return invoiceNumber
}

/**
 * The paid eSIM, delivered from the (demo-seeded) inventory: the result page opens the order page, which
 * shows the QR code and the SM-DP+ address and matching id for manual entry; the delivery mail, in the
 * page's language, carries the same codes and the QR as an inline image.
 */
async function expectEsimDelivered(page: Page, locale: Locale, placed: Placed) {
  const m = messages(locale)
  const link = page.getByTestId('order-page-link')
  await expect(link).toHaveText(m.orderForm.result.openEsim)
  await link.click()
  await expect(page).toHaveURL((url) => url.pathname === pathIn(locale, `/order/${placed.orderNumber}`) && url.searchParams.get('key')?.length === 22)
  await expect(page.getByTestId('order-pass')).toHaveAttribute('data-kind', 'esim')
  const code = page.getByTestId('esim-code')
  await expect(code).toHaveCount(1)
  await expect(code.getByRole('img', { name: m.mail.delivered.esim.qrAlt })).toBeVisible()
  const smdp = (await page.getByTestId('esim-smdp').textContent())!
  const matchingId = (await page.getByTestId('esim-matching-id').textContent())!
  expect(smdp).toBe('smdp.demo.taiwan-sim.test')
  expect(matchingId).toMatch(/^DEMO-P\d+-\d{3}$/)
  await expect(page.getByTestId('esim-ios-link')).toHaveAttribute('href', `https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=LPA:1$${smdp}$${matchingId}`)
  await page.screenshot({ path: `test-results/payment-${locale}-esim-page.png`, fullPage: true })

  const mail = await waitForMail(placed.email, subjectPattern(m.mail.delivered.esim.subject))
  expect(mail.text).toContain(smdp)
  expect(mail.text).toContain(matchingId)
  // The catcher's parser turns each cid: reference into the attached image's data: the QR is in the mail itself.
  expect(mail.html).toMatch(/<img src="data:image\/png;base64,[A-Za-z0-9+/=]{200,}"/)
}

/** The e-invoice choice's messages, in the page's language, from the form's own (shared) schema. */
async function checkInvoiceMessages(page: Page, locale: Locale) {
  const v = messages(locale).validation
  await page.getByTestId('invoice-type-mobileBarcode').click()
  await clickPay(page)
  await expect(page.getByTestId('error-invoice.mobileBarcode')).toContainText(v.mobileBarcodeRequired)
  await expect(page.getByTestId('error-invoice.saveAsUsualCarrier')).toContainText(v.mobileBarcodeAgreeRequired)
  await page.getByTestId('invoice-mobile-barcode').fill('ABC123')
  await clickPay(page)
  await expect(page.getByTestId('error-invoice.mobileBarcode')).toContainText(v.mobileBarcodeInvalid)
  await page.getByTestId('invoice-type-company').click()
  await clickPay(page)
  await expect(page.getByTestId('error-invoice.taxId')).toContainText(v.taxIdRequired)
  await expect(page.getByTestId('error-invoice.companyTitle')).toContainText(v.companyTitleRequired)
  // 12345678 fails the Ministry of Finance checksum.
  await page.getByTestId('invoice-tax-id').fill('12345678')
  await clickPay(page)
  await expect(page.getByTestId('error-invoice.taxId')).toContainText(v.taxIdInvalid)
  await page.getByTestId('invoice-type-donation').click()
  await page.getByTestId('invoice-love-code').fill('12')
  await clickPay(page)
  await expect(page.getByTestId('error-invoice.loveCode')).toContainText(v.loveCodeInvalid)
  // A valid mobile barcode typed in small letters is taken in capitals; the agreement ticked.
  await page.getByTestId('invoice-type-mobileBarcode').click()
  await page.getByTestId('invoice-mobile-barcode').fill('/abc.123')
  await expect(page.getByTestId('invoice-mobile-barcode')).toHaveValue('/ABC.123')
  await page.getByTestId('invoice-save-carrier').check()
}

const PAYMENT_LOCALES = ['zh-TW', 'en'] as const
for (const locale of PAYMENT_LOCALES) {
  const flow = inTurn(test, PAYMENT_LOCALES, locale)
  test.describe(`payment (${locale})`, () => {
    flow(`${locale}: invoice messages, cards only, a declined card, then the success card — paid once, invoiced once, no card data to the shop`, async ({ page, request }) => {
      test.setTimeout(150_000)
      const m = messages(locale)
      const placed = await placeEsimOrder(request, locale)
      const shop = recordShopRequests(page)
      await openPayment(page, locale, placed)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.checkout.title)

      // No Apple Pay or Google Pay: this server has no merchant id for either (TAPPAY_APPLE_MERCHANT_ID, TAPPAY_GOOGLE_MERCHANT_ID).
      await expect(page.getByTestId('method-card')).toBeChecked()
      await expect(page.getByTestId('method-applePay')).toHaveCount(0)
      await expect(page.getByTestId('method-googlePay')).toHaveCount(0)

      // Paying with empty card fields: the spec's card message, brought into view on a phone (the button is far below).
      await page.setViewportSize({ width: 390, height: 844 })
      await clickPay(page)
      await expect(page.getByTestId('card-error')).toContainText(m.validation.cardInvalid)
      await expect(page.getByTestId('card-error')).toBeInViewport()
      await page.setViewportSize({ width: 1280, height: 900 })
      // With the number typed, the message names the fields still to fill in, and only their frames point to it.
      const number = (await hostedField(page, 'card-number')).locator('input')
      await number.pressSequentially(CARDS.success)
      await expect(page.getByTestId('card-error')).toContainText(m.checkout.cardExpiry)
      await expect(page.getByTestId('card-error')).toContainText(m.checkout.cardCcv)
      await expect(page.getByTestId('card-error')).not.toContainText(m.checkout.cardNumber)
      await expect(page.locator('#card-number iframe')).not.toHaveAttribute('aria-describedby', /./)
      await expect(page.locator('#card-ccv iframe')).toHaveAttribute('aria-describedby', /./)

      await checkInvoiceMessages(page, locale)
      await screenshots(page, `${locale}-invoice`)

      // A declined card: the message in the page language, the order still unpaid.
      await typeCard(page, CARDS.decline)
      await clickPay(page)
      await expect(page.getByTestId('payment-alert')).toHaveText(m.api.paymentDeclined)
      // The refusal takes the focus: a keyboard user is not sent back to the top of the page.
      await expect(page.getByTestId('payment-alert')).toBeFocused()
      await screenshots(page, `${locale}-declined`)

      // The success card, clicked twice: paid once, /orderCompleted?status=1 with the invoice number.
      await typeCard(page, CARDS.success)
      await clickPay(page, { double: true })
      await expectPaidResult(page, locale, request, placed)
      await screenshots(page, `${locale}-paid`)
      shop.expectNoCardData()
      await expectEsimDelivered(page, locale, placed)

      // Back on the payment page (a reload during the payment, Back from the result): no form for a paid order, the
      // way to it instead (the tab's stored order still said unpaid: its state is asked first).
      await page.goto(`${pathIn(locale, '/checkout')}?order=${placed.orderNumber}`)
      await expect(page.getByTestId('checkout-paid')).toContainText(placed.orderNumber)
      await expect(page.getByTestId('pay')).toHaveCount(0)
      await page.getByTestId('checkout-paid-link').click()
      await expect(page.getByTestId('order-result')).toHaveAttribute('data-status', 'success')
      await expect(page.getByTestId('order-number')).toHaveText(placed.orderNumber)
    })

    flow(`${locale}: 3-D Secure — a failed challenge comes back unpaid with the message, a passed one pays`, async ({ page, request }) => {
      test.setTimeout(150_000)
      const m = messages(locale)
      const placed = await placeEsimOrder(request, locale)
      const shop = recordShopRequests(page)
      await openPayment(page, locale, placed)
      await typeCard(page, CARDS.threeDSecure)
      await clickPay(page)
      // The bank's challenge page (the sandbox's origin), then back to the shop, which re-reads the record.
      await expect(page).toHaveURL(/\/3ds\/challenge\?rec_trade_id=/, { timeout: 20_000 })
      await page.getByTestId('3ds-fail').click()
      await expect(page).toHaveURL((url) => url.pathname === pathIn(locale, '/checkout/return'), { timeout: 20_000 })
      // The bank's check failed (not a declined card), said once on the page, not in a toast as well.
      await expect(page.getByTestId('payment-alert')).toHaveText(m.api.threeDSecureFailed)
      await expect(page.getByText(m.api.threeDSecureFailed)).toHaveCount(1)
      await page.getByTestId('try-again').click()
      await expect(page.getByTestId('checkout')).toHaveAttribute('data-sdk', 'ready', { timeout: 20_000 })
      await page.getByTestId('invoice-type-company').click()
      await page.getByTestId('invoice-tax-id').fill('22099131')
      await page.getByTestId('invoice-company-title').fill('Formosa Travel Co.')
      await typeCard(page, CARDS.threeDSecure)
      await clickPay(page)
      await expect(page).toHaveURL(/\/3ds\/challenge\?rec_trade_id=/, { timeout: 20_000 })
      await page.getByTestId('3ds-pass').click()
      await expectPaidResult(page, locale, request, placed)
      const receipt = await waitForMail(placed.email, subjectPattern(m.mail.paid.subject))
      expect(receipt.text).toContain('22099131')
      shop.expectNoCardData()
    })

    flow(`${locale}: a bank page finished after paying with another card — that charge is refunded, and the page and a mail say so`, async ({ page, request }) => {
      test.setTimeout(150_000)
      const m = messages(locale)
      const placed = await placeEsimOrder(request, locale)
      await openPayment(page, locale, placed)
      await typeCard(page, CARDS.threeDSecure)
      await clickPay(page)
      await expect(page).toHaveURL(/\/3ds\/challenge\?rec_trade_id=/, { timeout: 20_000 })
      const bankPage = page.url()
      // Back to the shop without finishing the bank's page: the order is still unpaid, and another card pays it.
      await page.goBack()
      await expect(page.getByTestId('checkout')).toHaveAttribute('data-sdk', 'ready', { timeout: 20_000 })
      // The payment page says the bank's page was left open, and that paying again is safe.
      await expect(page.getByTestId('bank-check-open')).toHaveText(m.checkout.bankCheckOpen)
      await typeCard(page, CARDS.success)
      await clickPay(page)
      await expectPaidResult(page, locale, request, placed)

      // The bank's page, still open in another tab, is finished now: that charge lands on a paid order.
      await page.goto(bankPage)
      await page.getByTestId('3ds-pass').click()
      await expect(page).toHaveURL((url) => url.pathname === pathIn(locale, '/checkout/return'), { timeout: 20_000 })
      await expect(page.getByTestId('checkout-reversed')).toHaveAttribute('data-kind', 'paid')
      const heading = page.getByRole('heading', { level: 1 })
      await expect(heading).toHaveText(m.checkout.reversedPaidTitle.replace('{orderNumber}', placed.orderNumber))
      await expect(heading).toBeFocused()
      const refund = page.getByTestId('reversal-refund')
      await expect(refund).toContainText(formatMoney(placed.money.totalTwd, 'TWD', locale))
      await expect(refund).toContainText('3220')
      await expect(page.getByTestId('try-again')).toHaveCount(0)
      await expect(page.getByTestId('payment-alert')).toHaveCount(0)
      await screenshots(page, `${locale}-reversed`)
      // At the provider: the bank-page charge refunded whole, the other one kept.
      const trades = (await (await request.get(`${process.env.E2E_TAPPAY_URL}/sandbox/transactions`)).json()) as { order_number: string; amount: number; record_status: number; refunded?: number }[]
      const mine = trades.filter((t) => t.order_number === placed.orderNumber)
      expect(mine.map((t) => t.record_status).sort()).toEqual([1, 3])
      // The traveller is told by mail too, in the order's language, once.
      const mail = await waitForMail(placed.email, subjectPattern(m.mail.chargeReversed.subject))
      expect(mail.text).toContain(placed.orderNumber)
      expect(mail.text).toContain(m.mail.chargeReversed.alreadyPaid)
      expect(mail.text).toContain('3220')
      expect((await mailsTo(placed.email)).filter((each) => each.subject === mail.subject)).toHaveLength(1)
      // The way on: the paid order's own page.
      await page.getByTestId('reversal-order-link').click()
      await expect(page.getByTestId('order-pass')).toHaveAttribute('data-kind', 'esim')
    })

    flow(`${locale}: a physical SIM card paid by card gets its pickup voucher`, async ({ page, request }) => {
      test.setTimeout(120_000)
      const m = messages(locale)
      const placed = await placeSimOrder(request, locale)
      await openPayment(page, locale, placed)
      await typeCard(page, CARDS.success)
      await clickPay(page)
      await expectPaidResult(page, locale, request, placed)
      const link = page.getByTestId('order-page-link')
      await expect(link).toHaveText(m.orderForm.result.openVoucher)
      await link.click()
      await expect(page.getByTestId('order-pass')).toHaveAttribute('data-kind', 'voucher')
      await expect(page.getByTestId('order-pass')).toHaveAttribute('data-status', 'pendingPickup')
      await expect(page.getByTestId('voucher-qr')).toBeVisible()
      await expect(page.getByText(m.mail.delivered.voucher.ruleIds)).toBeVisible()
      const mail = await waitForMail(placed.email, subjectPattern(m.mail.delivered.voucher.subject))
      expect(mail.text).toContain(placed.orderNumber)
      expect(mail.html).toMatch(/<img src="data:image\/png;base64,[A-Za-z0-9+/=]{200,}"/)
    })
  })
}

test.describe('paying from another browser', () => {
  test('a guest finds an unpaid order with the mailed code and pays it there: Pay now, the card, the paid result', async ({ page, request }) => {
    test.setTimeout(150_000)
    const locale = 'zh-TW'
    const m = messages(locale)
    // Placed elsewhere (the API, another device): this browser has no order in its sessionStorage.
    const placed = await placeEsimOrder(request, locale)
    await page.goto(`${pathIn(locale, '/checkout')}?order=${placed.orderNumber}`)
    await expect(page.getByTestId('checkout-no-order')).toContainText(m.checkout.noOrder)
    await page.getByTestId('checkout-find-order').click()
    await expect(page).toHaveURL((url) => url.pathname === pathIn(locale, '/orderLookup'))

    // The order's own code went to this address a moment ago: the lookup's code waits out the one-minute gap.
    await lookUpOrderWithMailedCode(page, locale, placed.orderNumber, placed.email)
    const payNow = page.getByTestId('guest-pay-now')
    await expect(payNow).toHaveText(m.memberOrders.payNow)
    await payNow.click()

    await expect(page).toHaveURL((url) => url.pathname === pathIn(locale, '/checkout') && url.searchParams.get('order') === placed.orderNumber)
    await expect(page.getByTestId('checkout')).toHaveAttribute('data-sdk', 'ready', { timeout: 20_000 })
    await expect(page.getByTestId('checkout-amount')).toHaveAttribute('data-twd', String(placed.money.totalTwd))
    await typeCard(page, CARDS.success)
    await clickPay(page)
    await expectPaidResult(page, locale, request, placed)
  })
})

/**
 * Japanese and Korean drawn with real glyphs (playwright.config.ts gives Chromium the packaged CJK fonts): the wider
 * labels wrap, and the card fields and Pay must still be what a tap at their centre reaches, at a phone's and a
 * desktop's width (zh-TW is the flow above).
 */
test.describe('the payment page in Japanese and Korean glyphs', () => {
  for (const locale of ['ja', 'ko'] as const) {
    test(`${locale}: the card fields and Pay uncovered at 390 and 1280 px, then paid`, async ({ page, request }) => {
      test.setTimeout(150_000)
      const placed = await placeEsimOrder(request, locale)
      await openPayment(page, locale, placed)
      await typeCard(page, CARDS.success)
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
        for (const id of ['card-number', 'card-expiration-date', 'card-ccv', 'pay']) {
          const target = page.getByTestId(id)
          await target.scrollIntoViewIfNeeded()
          const reached = await target.evaluate((element) => {
            const box = element.getBoundingClientRect()
            const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
            return element === hit || element.contains(hit)
          })
          expect(reached, `${id} at ${width} px`).toBe(true)
        }
      }
      await screenshots(page, `${locale}-card-typed`)
      await clickPay(page)
      await expectPaidResult(page, locale, request, placed)
    })
  }
})

/**
 * The bank does not always send the traveller back into the browser that paid (an in-app browser, a second device, the
 * shop's other address): the return page then has none of the paying tab's storage, and finds the payment from what
 * TapPay puts in the return URL alone (issue 36).
 */
test.describe('the 3-D Secure return in another browser', () => {
  /** A browser of its own: no cookie, no storage of the paying tab (the location question already answered). */
  async function freshBrowser(browser: Browser) {
    const context = await browser.newContext({ baseURL: SHOP, storageState: { cookies: [], origins: [{ origin: SHOP, localStorage: [{ name: 'isGetAddress', value: '1' }] }] } })
    return { context, page: await context.newPage() }
  }

  /** Pays the placed order with the 3-D Secure card in `page`, up to the bank's challenge page; its address. */
  async function toTheBank(page: Page, locale: Locale, placed: Placed) {
    await openPayment(page, locale, placed)
    await typeCard(page, CARDS.threeDSecure)
    await clickPay(page)
    await expect(page).toHaveURL(/\/3ds\/challenge\?rec_trade_id=/, { timeout: 20_000 })
    return page.url()
  }

  /** An order paid by the 3-D Secure card in `page`, whose bank's page is answered in a fresh browser: that browser, back at the shop. */
  async function answeredElsewhere(page: Page, request: APIRequestContext, browser: Browser, locale: Locale, answer: 'pass' | 'fail') {
    const placed = await placeEsimOrder(request, locale)
    const bank = await toTheBank(page, locale, placed)
    const fresh = await freshBrowser(browser)
    await fresh.page.goto(bank)
    await fresh.page.getByTestId(`3ds-${answer}`).click()
    // TapPay's return: the shop's page with the transaction's ids.
    await expect(fresh.page).toHaveURL(
      (url) => url.pathname === pathIn(locale, '/checkout/return') && url.searchParams.get('order_number') === placed.orderNumber && Boolean(url.searchParams.get('bank_transaction_id')),
      { timeout: 20_000 },
    )
    return { placed, fresh }
  }

  test('ja: 3-D Secure passed, and the bank returns into a fresh browser — paid, with the order number and the way to the order', async ({ page, request, browser }) => {
    test.setTimeout(150_000)
    const locale = 'ja'
    const m = messages(locale)
    const { placed, fresh } = await answeredElsewhere(page, request, browser, locale, 'pass')
    // The page said "not paid — data does not exist" here and offered to pay again.
    const heading = fresh.page.getByRole('heading', { level: 1 })
    await expect(heading).toHaveText(m.checkout.returnPaidTitle.replace('{orderNumber}', placed.orderNumber), { timeout: 20_000 })
    await expect(heading).toBeFocused()
    const paid = fresh.page.getByTestId('checkout-return-paid')
    await expect(paid).toContainText(m.checkout.returnPaidLead)
    await expect(paid).toContainText(m.checkout.returnPaidLookup)
    await expect(fresh.page.getByTestId('payment-alert')).toHaveCount(0)
    await expect(fresh.page.getByTestId('try-again')).toHaveCount(0)
    expect(await fresh.page.evaluate(() => window.sessionStorage.getItem('lastOrder'))).toBeNull()
    await screenshots(fresh.page, `${locale}-return-elsewhere-paid`)
    // Paid indeed: one charge of the order's total, and the receipt mail.
    const trades = (await (await request.get(`${process.env.E2E_TAPPAY_URL}/sandbox/transactions`)).json()) as { order_number: string; amount: number; record_status: number }[]
    expect(trades.filter((t) => t.order_number === placed.orderNumber).map((t) => [t.amount, t.record_status])).toEqual([[placed.money.totalTwd, 1]])
    await waitForMail(placed.email, subjectPattern(m.mail.paid.subject))
    // The way to the order in this browser: the lookup by the mailed code, the order number already filled in.
    await fresh.page.getByTestId('return-find-order').click()
    await expect(fresh.page).toHaveURL((url) => url.pathname === pathIn(locale, '/orderLookup'))
    await expect(fresh.page.locator('#lookup-order')).toHaveValue(placed.orderNumber)
    await fresh.context.close()
  })

  test('en: the challenge failed, and the bank returns into a fresh browser — not paid, with the bank’s reason and the way to pay again', async ({ page, request, browser }) => {
    test.setTimeout(150_000)
    const locale = 'en'
    const m = messages(locale)
    const { placed, fresh } = await answeredElsewhere(page, request, browser, locale, 'fail')
    await expect(fresh.page.getByRole('heading', { level: 1 })).toHaveText(m.checkout.returnUnpaidTitle.replace('{orderNumber}', placed.orderNumber), { timeout: 20_000 })
    await expect(fresh.page.getByTestId('payment-alert')).toHaveText(m.api.threeDSecureFailed)
    await expect(fresh.page.getByTestId('checkout-return-paid')).toHaveCount(0)
    // This browser holds no checkout token: paying again starts from the order lookup (the mailed code), number filled in.
    await fresh.page.getByTestId('try-again').click()
    await expect(fresh.page).toHaveURL((url) => url.pathname === pathIn(locale, '/orderLookup'))
    await expect(fresh.page.locator('#lookup-order')).toHaveValue(placed.orderNumber)
    await fresh.context.close()
  })

  test('zh-TW: back before the payment is confirmed — the page says so, shows each check, and turns to paid by itself', async ({ page, request, browser }) => {
    test.setTimeout(150_000)
    const locale = 'zh-TW'
    const m = messages(locale)
    const placed = await placeEsimOrder(request, locale)
    await toTheBank(page, locale, placed)
    // An in-app browser that returned to the shop while the bank's page was still open: the return address with TapPay's ids.
    const trades = (await (await request.get(`${process.env.E2E_TAPPAY_URL}/sandbox/transactions`)).json()) as { order_number: string; rec_trade_id: string; bank_transaction_id: string }[]
    const trade = trades.find((t) => t.order_number === placed.orderNumber)!
    const query = new URLSearchParams({ rec_trade_id: trade.rec_trade_id, order_number: placed.orderNumber, bank_transaction_id: trade.bank_transaction_id, status: '0' })
    const fresh = await freshBrowser(browser)
    await fresh.page.goto(`${pathIn(locale, '/checkout/return')}?${query}`)
    const confirming = fresh.page.getByTestId('checkout-confirming')
    await expect(confirming.getByRole('heading', { level: 1 })).toHaveText(m.checkout.returnConfirmingTitle.replace('{orderNumber}', placed.orderNumber))
    await expect(confirming.getByRole('heading', { level: 1 })).toBeFocused()
    await expect(confirming).toContainText(m.checkout.returnConfirming)
    await expect(confirming.getByRole('progressbar')).toBeVisible()
    // Each check is said in a polite live region, and the page keeps asking by itself.
    const checks = fresh.page.getByTestId('confirming-checks')
    await expect(checks).toHaveAttribute('role', 'status')
    await expect(checks).toHaveAttribute('aria-live', 'polite')
    await expect(checks).toHaveAttribute('data-checks', '2', { timeout: 20_000 })
    await expect(checks).toHaveText(m.checkout.returnConfirmingChecks.replace(/\{count\}/, '2'))
    await expect(fresh.page.getByTestId('try-again')).toHaveCount(0)
    await screenshots(fresh.page, `${locale}-return-confirming`)
    // The bank's page is finished in the paying tab: that tab shows its result, and the other browser says paid unasked.
    await page.getByTestId('3ds-pass').click()
    await expectPaidResult(page, locale, request, placed)
    await expect(fresh.page.getByRole('heading', { level: 1 })).toHaveText(m.checkout.returnPaidTitle.replace('{orderNumber}', placed.orderNumber), { timeout: 30_000 })
    await expect(fresh.page.getByTestId('checkout-confirming')).toHaveCount(0)
    await fresh.context.close()
  })
})
