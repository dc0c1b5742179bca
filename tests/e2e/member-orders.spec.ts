/**
 * Members' orders in Chromium, in zh-TW, en and vi: the demo member's order list and detail (with the
 * pickup voucher of the order page), cancelling a paid order with the NT$30 fee and the refund shown
 * before confirming (Esc keeps it; the refund goes through the TapPay sandbox and is mailed), and the
 * guest order lookup with the code read from the mail catcher. Orders come from
 * tests/e2e/member-orders-fixture.ts; the paid ones are paid here through /api/checkout.
 */

import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { formatMoney } from '../../src/domain/money'

import { apiLogin, budgetFor, inTurn, LOCALE_INFO, mailsTo, MEMBER, messages, pathIn, payByCard, fixtureData, subjectPattern, waitForMail, type Locale } from './support'

type ToPay = { orderNumber: string; checkoutToken: string }
type PerLocale = { toPay: ToPay; esimToPay: ToPay; esimInstalled: ToPay; guest: { orderNumber: string; email: string } }
type Fixture = Record<'zh-TW' | 'en' | 'vi', PerLocale> & { empty: { email: string; password: string } }

let fixture: Fixture

const BROWSER_LOCALE = { 'zh-TW': 'zh-TW', en: 'en-US', vi: 'vi-VN' } as const

test.beforeAll(async () => {
  test.setTimeout(180_000)
  fixture = await fixtureData<Fixture>('tests/e2e/member-orders-fixture.ts', 'MEMBER_ORDERS', { timeoutMs: 150_000 })
})

const pay = (request: APIRequestContext, order: ToPay) => payByCard(request, order, 'e2e-mo')

type SandboxProfile = { esimTranNo: string; transactionId: string; smdpStatus: string; esimStatus: string }
/** The local eSIM wholesaler's profiles of an order (scripts/run.ts gives its address to the tests). */
async function sandboxProfiles(orderNumber: string): Promise<SandboxProfile[]> {
  const all = (await (await fetch(`${process.env.ESIM_SANDBOX_URL}/sandbox/profiles`)).json()) as SandboxProfile[]
  return all.filter((p) => p.transactionId === orderNumber)
}
/** Waits for the job the payment queued to hand the wholesaler's eSIM over (the order delivered). */
async function waitDelivered(request: APIRequestContext, token: string, orderNumber: string) {
  await expect
    .poll(
      async () => {
        const reply = await request.post('/api/orderDetail', { data: { orderNumber }, headers: { lang: 'en', authorization: `Bearer ${token}` } })
        return ((await reply.json()) as { data: { status: string } | null }).data?.status
      },
      { timeout: 30_000 },
    )
    .toBe('delivered')
}
async function setSandboxProfile(orderNumber: string, smdpStatus: string) {
  const [profile] = await sandboxProfiles(orderNumber)
  const response = await fetch(`${process.env.ESIM_SANDBOX_URL}/sandbox/profile`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ esimTranNo: profile!.esimTranNo, smdpStatus }),
  })
  expect(response.status).toBe(200)
}

const cardOf = (page: Page, orderNumber: string) => page.locator(`[data-testid="member-order"][data-order-number="${orderNumber}"]`)

async function noSidewaysScroll(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0)
    await page.screenshot({ path: `test-results/member-orders-${name}-${width}.png`, fullPage: true })
  }
}

const MEMBER_ORDER_LOCALES = ['zh-TW', 'en', 'vi'] as const satisfies Locale[]
for (const locale of MEMBER_ORDER_LOCALES) {
  const flow = inTurn(test, MEMBER_ORDER_LOCALES, locale)
  test.describe(locale, () => {
    test.use({ locale: BROWSER_LOCALE[locale] })

    flow(`${locale}: the demo member's order list and detail, then cancel with the fee shown before confirming`, async ({ page }) => {
      budgetFor(5)
      const m = messages(locale)
      const { toPay } = fixture[locale]
      await apiLogin(page.request)
      // The member centre's own address leads to the order history.
      await page.goto(pathIn(locale, '/personal'))
      await expect(page).toHaveURL((url) => url.pathname === pathIn(locale, '/personal/order'))
      // Unpaid, it is paid from the list: the payment page of that order.
      await page.goto(pathIn(locale, '/personal/order'))
      await expect(cardOf(page, toPay.orderNumber).getByTestId('member-pay-now')).toHaveAttribute(
        'href',
        `${pathIn(locale, '/checkout')}?order=${toPay.orderNumber}`,
      )
      await pay(page.request, toPay)

      await page.goto(pathIn(locale, '/personal/order'))
      await expect(page.getByRole('heading', { level: 1, name: m.memberOrders.title })).toBeVisible()
      const card = cardOf(page, toPay.orderNumber)
      await expect(card).toBeVisible()
      await expect(card.getByTestId('member-order-status')).toContainText(m.orderStatus.pendingPickup)
      // Paid: the total reads as the amount paid; an order without a discount has no discount row.
      for (const column of ['orderDate', 'pickupDate', 'location', 'recipient', 'quantity', 'subtotal', 'paid', 'paymentMethod', 'invoiceType'] as const)
        await expect(card).toContainText(m.memberOrders[column])
      await expect(card).not.toContainText(m.memberOrders.discount)
      await expect(card).not.toContainText(m.memberOrders.total)
      await expect(card).toContainText(m.checkout.methods.card)
      await expect(card).toContainText('SATO')
      await noSidewaysScroll(page, 'list')

      await card.getByTestId('order-details-link').click()
      await expect(page).toHaveURL(new RegExp(`/personal/order/${toPay.orderNumber}$`))
      // Where it is: under the order history, in the breadcrumb and in the menu.
      const crumbs = page.getByRole('navigation', { name: m.breadcrumb.label })
      await expect(crumbs.getByRole('link', { name: m.personal.orderHistory })).toHaveAttribute('href', pathIn(locale, '/personal/order'))
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText(toPay.orderNumber)
      await expect(page.getByRole('navigation', { name: m.personal.menuLabel }).getByRole('link', { name: m.personal.orderHistory })).toHaveAttribute('aria-current', 'true')
      // What was delivered, from the order page: the pickup voucher's QR.
      await expect(page.getByTestId('voucher-qr')).toBeVisible()
      await expect(page.getByTestId('order-page-link')).toHaveAttribute('href', new RegExp(`/order/${toPay.orderNumber}\\?key=`))

      // The dialog shows the fee and the refund before anything is confirmed; Esc keeps the order.
      const open = page.getByTestId('cancel-order')
      await open.click()
      const dialog = page.getByTestId('cancel-dialog')
      await expect(dialog).toBeVisible()
      await expect(dialog.getByRole('heading')).toHaveText(m.memberOrders.dialogTitle.replace('{orderNumber}', toPay.orderNumber))
      await expect(dialog.getByTestId('cancel-fee')).toContainText('30')
      await expect(dialog.getByTestId('cancel-refund')).toContainText('420')
      // No promo code on this order: no word about one that cannot be used again.
      await expect(dialog).not.toContainText(m.memberOrders.couponNote)
      await expect(dialog.getByTestId('cancel-keep')).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(dialog.getByTestId('cancel-confirm')).toBeFocused()
      await noSidewaysScroll(page, 'dialog')
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(open).toBeFocused()
      await expect(page.getByTestId('member-order-status')).toContainText(m.orderStatus.pendingPickup)

      await open.click()
      await dialog.getByTestId('cancel-confirm').click()
      await expect(page.getByTestId('order-message')).toHaveText(m.memberOrders.cancelled)
      await expect(page.getByTestId('member-order-status')).toContainText(m.orderStatus.refunded)
      await expect(page.getByTestId('cancel-order')).toHaveCount(0)
      // The order itself says what came back, as the mail does (also after a reload).
      for (const reloaded of [false, true]) {
        if (reloaded) await page.reload()
        const facts = page.getByTestId('order-facts')
        await expect(facts).toContainText(m.memberOrders.refunded)
        await expect(facts).toContainText(m.memberOrders.refundedOn)
        await expect(facts).toContainText(`−${formatMoney(30, 'TWD', locale)}`)
        await expect(facts).toContainText(formatMoney(420, 'TWD', locale))
      }
      await noSidewaysScroll(page, 'refunded')

      // The refund mail, in the order's language, names the amounts.
      await expect
        .poll(async () => (await mailsTo(MEMBER)).some((mail) => mail.subject.includes(toPay.orderNumber) && subjectPattern(m.mail.orderRefunded.subject).test(mail.subject)), {
          timeout: 20_000,
        })
        .toBe(true)
    })

    flow(`${locale}: a delivered eSIM never downloaded: its state from the provider, the warning, the cancel; its code is revoked`, async ({ page }) => {
      budgetFor(3)
      const m = messages(locale)
      const { esimToPay } = fixture[locale]
      const token = await apiLogin(page.request)
      await pay(page.request, esimToPay)
      // The wholesaler's profile is issued by the job the payment queued.
      await waitDelivered(page.request, token, esimToPay.orderNumber)
      expect(await sandboxProfiles(esimToPay.orderNumber)).toHaveLength(1)
      await page.goto(pathIn(locale, `/personal/order/${esimToPay.orderNumber}`))
      await expect(page.getByTestId('member-order-status')).toContainText(m.orderStatus.delivered)
      // What the provider says of it: not installed yet, the data it holds, validity from the first connection.
      await expect(page.getByTestId('esim-state')).toHaveText(m.orderPass.esimState.released)
      await expect(page.getByTestId('esim-data')).toContainText('3')
      await expect(page.getByTestId('esim-valid-until')).toHaveText(m.orderPass.validFromFirstUse)
      await noSidewaysScroll(page, `esim-state-${locale}`)
      // A paid order says what was paid (not "payable"), and no "Discount NT$0" row without a discount.
      await expect(page.getByTestId('order-facts')).toContainText(m.memberOrders.paid)
      await expect(page.getByTestId('order-facts')).not.toContainText(m.memberOrders.total)
      await expect(page.getByTestId('order-facts')).not.toContainText(m.memberOrders.discount)
      await page.getByTestId('cancel-order').click()
      const dialog = page.getByTestId('cancel-dialog')
      await expect(dialog.getByTestId('cancel-esim-warning')).toHaveText(m.memberOrders.esimVoidNote)
      await expect(dialog.getByTestId('cancel-refund')).toContainText('420')
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(page.getByTestId('member-order-status')).toContainText(m.orderStatus.delivered)
      await page.getByTestId('cancel-order').click()
      await dialog.getByTestId('cancel-confirm').click()
      await expect(page.getByTestId('order-message')).toHaveText(m.memberOrders.cancelled)
      await expect(page.getByTestId('member-order-status')).toContainText(m.orderStatus.refunded)
      // The profile is cancelled at the wholesaler, and the order page no longer shows its QR code.
      expect((await sandboxProfiles(esimToPay.orderNumber)).map((p) => p.esimStatus)).toEqual(['CANCEL'])
      const link = await page.getByTestId('order-page-link').getAttribute('href')
      await page.goto(link!)
      await expect(page.getByTestId('order-pass-void')).toHaveText(m.orderPass.voidedEsim)
      await expect(page.getByTestId('esim-code')).toHaveCount(0)
    })

    flow(`${locale}: an eSIM installed on a phone cannot be cancelled: the reason, in the traveller's language`, async ({ page }) => {
      budgetFor(2)
      const m = messages(locale)
      const { esimInstalled } = fixture[locale]
      const token = await apiLogin(page.request)
      await pay(page.request, esimInstalled)
      await waitDelivered(page.request, token, esimInstalled.orderNumber)
      // The traveller's phone installs and enables it (the sandbox's handle: what the SM-DP+ would report).
      await setSandboxProfile(esimInstalled.orderNumber, 'ENABLED')
      // The cancel asks the wholesaler at once: refused in the request's language, nothing refunded.
      const reply = await page.request.post('/api/user/cancelOrder', {
        data: { orderNumber: esimInstalled.orderNumber },
        headers: { lang: LOCALE_INFO[locale].langHeader, authorization: `Bearer ${token}`, 'idempotency-key': `e2e-installed-${esimInstalled.orderNumber}` },
      })
      const body = (await reply.json()) as { code: number; message: string }
      expect(body.code).toBe(409)
      expect(body.message).toBe(m.api.cancelRefusedRedeemed)
      // The order page says what the phone did, the order is used, and it offers no cancel, saying why.
      await page.goto(pathIn(locale, `/personal/order/${esimInstalled.orderNumber}`))
      await expect(page.getByTestId('esim-state')).toHaveText(m.orderPass.esimState.enabled)
      await expect(page.getByTestId('esim-valid-until')).not.toHaveText(m.orderPass.validFromFirstUse)
      await expect(page.getByTestId('member-order-status')).toContainText(m.orderStatus.redeemed)
      await expect(page.getByTestId('cancel-order')).toHaveCount(0)
      await expect(page.getByTestId('member-order')).toContainText(`${m.memberOrders.notCancellable} ${m.memberOrders.refusal.redeemed}`)
      expect((await sandboxProfiles(esimInstalled.orderNumber)).map((p) => p.esimStatus)).toEqual(['IN_USE'])
    })

    flow(`${locale}: a guest finds an order with the code mailed to its address, and cancels it`, async ({ page }) => {
      budgetFor(3)
      const m = messages(locale)
      const { guest } = fixture[locale]
      await page.goto(pathIn(locale, '/login'))
      await page.getByTestId('order-lookup-link').click()
      await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/orderLookup')}$`))
      await expect(page.getByRole('heading', { level: 1, name: m.orderLookup.title })).toBeVisible()

      await page.getByLabel(m.orderLookup.orderNumber).fill(guest.orderNumber.toLowerCase())
      await page.getByLabel(m.orderLookup.email, { exact: true }).fill(guest.email)
      await page.getByTestId('lookup-send').click()
      await expect(page.getByTestId('lookup-sent')).toHaveText(m.api.lookupCodeSent)
      // Nothing of the order shows before the code.
      await expect(page.getByTestId('member-order')).toHaveCount(0)

      const mail = await waitForMail(guest.email, subjectPattern(m.mail.verificationCode.subject))
      expect(mail.text).toContain(m.mail.verificationCode.orderLookup)
      const code = /(?<!\d)(\d{6})(?!\d)/.exec(`${mail.subject}\n${mail.text}`)![1]!

      const codeInput = page.getByLabel(m.orderLookup.code)
      // The keyboard goes on in the code field (the send button it was on is gone).
      await expect(codeInput).toBeFocused()
      await codeInput.fill(code === '000000' ? '111111' : '000000')
      await page.getByTestId('lookup-verify').click()
      await expect(page.locator('#lookup-code-input-error')).toHaveText(m.validation.codeInvalid)
      await expect(page.getByTestId('member-order')).toHaveCount(0)

      await codeInput.fill(code)
      await page.getByTestId('lookup-verify').click()
      const card = cardOf(page, guest.orderNumber)
      await expect(card).toBeVisible()
      await expect(card.getByTestId('member-order-status')).toContainText(m.orderStatus.unpaid)
      // The order found is a section of the lookup page (one h1), and the focus is on its heading.
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      await expect(card.getByRole('heading', { level: 2 })).toBeFocused()
      // A verified guest pays an unpaid order from here (payment.spec pays one this way); not the member's link.
      await expect(card.getByTestId('member-pay-now')).toHaveCount(0)
      await expect(page.getByTestId('guest-pay-now')).toHaveAttribute('href', `${pathIn(locale, '/checkout')}?order=${guest.orderNumber}`)
      await expect(page.getByTestId('order-page-link')).toHaveAttribute('href', new RegExp(`/order/${guest.orderNumber}\\?key=`))
      await noSidewaysScroll(page, 'lookup')

      await page.getByTestId('cancel-order').click()
      const dialog = page.getByTestId('cancel-dialog')
      await expect(dialog.getByTestId('cancel-free')).toHaveText(m.memberOrders.freeNote)
      await dialog.getByTestId('cancel-confirm').click()
      await expect(page.getByTestId('order-message')).toHaveText(m.memberOrders.cancelled)
      await expect(card.getByTestId('member-order-status')).toContainText(m.orderStatus.cancelled)
    })
  })
}

test.describe('empty list', () => {
  test.use({ locale: 'en-US' })
  test('a member without orders sees the empty state with a way to the shop', async ({ page }) => {
    budgetFor(2)
    const m = messages('en')
    await apiLogin(page.request, fixture.empty.email, fixture.empty.password)
    await page.goto(pathIn('en', '/personal/order'))
    const empty = page.getByTestId('orders-empty')
    await expect(empty).toContainText(m.memberOrders.empty)
    await empty.getByRole('link', { name: m.memberOrders.shop }).click()
    await expect(page).toHaveURL(/\/en\/cardType$/)
  })
})
