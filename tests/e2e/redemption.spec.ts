/**
 * Serial-number redemption end to end (/bookNow/exchange) in zh-TW, English and Vietnamese: a used and
 * an unknown number get their messages; a seeded eSIM serial is checked, the traveller's details are
 * given with the code mailed to the e-mail (real SMTP to the tests' mail server), "Redeem" makes a paid
 * order, the result page links the order page with the eSIM code, the eSIM mail arrives, and the number
 * is used afterwards.
 */
import { expect, test, type Page } from '@playwright/test'

import { checkCharacter } from '../../src/domain/serialNumber'
import { budgetFor, lookUpOrderWithMailedCode, messages, pathIn, subjectPattern, waitForMail, type CapturedMail, type Locale } from './support'

/** The demo serials of dev/seed/serials.ts (README, demo accounts). */
const serial = (body: string) => body + checkCharacter(body)
const USED = serial('RDMDXNECARD234')
const CASES: { locale: Locale; browserLocale: string; serial: string }[] = [
  { locale: 'zh-TW', browserLocale: 'zh-TW', serial: serial('RDMZHTWESXM234') },
  { locale: 'en', browserLocale: 'en-US', serial: serial('RDMENESXM23456') },
  { locale: 'vi', browserLocale: 'vi-VN', serial: serial('RDMVNESXM23456') },
]

const step = (page: Page, name: 'item' | 'contact' | 'traveller' | 'confirm') => page.getByTestId(`step-${name}`)

const sixDigits = (mail: CapturedMail) => {
  const code = /(?<!\d)(\d{6})(?!\d)/.exec(`${mail.subject}\n${mail.text}`)?.[1]
  expect(code, 'a 6-digit code in the verification mail').toBeTruthy()
  return code!
}

async function checkNumber(page: Page, value: string) {
  const form = page.getByTestId('serial-check')
  await form.locator('#serial-number').fill(value)
  await form.getByTestId('check-serial').click()
}

for (const { locale, browserLocale, serial: code } of CASES) {
  test.describe(`redemption (${locale})`, () => {
    test.use({ locale: browserLocale })

    test('a used and an unknown number are refused with their messages; a seeded eSIM serial becomes a paid order', async ({ page }) => {
      // vi goes on: the order is cancelled from the order lookup (its code waits out the one-minute gap) and the serial checks again.
      budgetFor(locale === 'vi' ? 20 : 7)
      const m = messages(locale)
      await page.goto(pathIn(locale, '/bookNow/exchange'))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.exchange.title)
      await expect(page.getByTestId('serial-check')).toHaveAttribute('data-hydrated', 'true')

      await checkNumber(page, USED)
      await expect(page.getByTestId('serial-error')).toHaveText(`⚠ ${m.api.serialUsed}`)
      await expect(page.locator('#serial-number')).toHaveAttribute('aria-invalid', 'true')
      await checkNumber(page, 'RDMZ-ZZZZ-ZZZZ-ZZZ')
      await expect(page.getByTestId('serial-error')).toHaveText(`⚠ ${m.api.serialUnknown}`)

      // As a traveller types it: lower case, in groups.
      await checkNumber(page, code.toLowerCase().replace(/(.{4})/g, '$1 ').trim())
      const facts = page.getByTestId('serial-facts')
      await expect(facts).toBeVisible()
      await expect(facts.getByTestId('serial-card-type')).toHaveText(m.exchange.cardTypes.esim)
      await expect(facts.getByTestId('serial-number')).toHaveText(code.match(/.{1,4}/g)!.join('-'))
      await expect(page.getByRole('heading', { name: m.exchange.detailsTitle })).toBeFocused()

      // The order form's steps: the item (the serial's plan only), contact with the mailed code, traveller, confirmation.
      const form = page.getByTestId('order-form')
      await expect(form).toHaveAttribute('data-hydrated', 'true')
      // Nothing is paid: the eSIM is sent as it is redeemed, not "after payment".
      await expect(step(page, 'item').getByTestId('esim-note')).toHaveText(m.orderForm.esimDeliveryRedeemed)
      await step(page, 'item').getByTestId('continue').click()

      const email = `redeem-${locale.toLowerCase()}-${Date.now()}@example.com`
      const contact = step(page, 'contact')
      await expect(contact).toBeVisible()
      await contact.locator('#order-email').fill(email)
      await contact.getByTestId('phone-country').selectOption('886')
      await contact.getByTestId('phone-number').fill('0912345678')
      await contact.getByTestId('send-code').click()
      await expect(contact.getByTestId('code-status')).toContainText(email)
      const verification = sixDigits(await waitForMail(email, subjectPattern(m.mail.verificationCode.subject)))
      await contact.getByLabel(m.orderForm.fields.verificationCode, { exact: true }).fill(verification)
      await contact.getByTestId('continue').click()

      const traveller = step(page, 'traveller')
      await expect(traveller).toBeVisible()
      // Nothing is paid: no promo code to give.
      await expect(traveller.getByLabel(m.orderForm.fields.promoCode)).toHaveCount(0)
      await traveller.getByLabel(m.orderForm.fields.surname, { exact: true }).fill('Nguyen')
      await traveller.getByLabel(m.orderForm.fields.givenName, { exact: true }).fill('Thi Lan')
      await traveller.getByLabel(m.orderForm.fields.birthDate, { exact: true }).fill('1991-03-08')
      await traveller.getByTestId('agree').check()
      await traveller.getByTestId('continue').click()

      const confirm = step(page, 'confirm')
      await expect(confirm.getByTestId('confirm-redemption')).toContainText(m.orderForm.confirm.nothingToPay)
      // No word of a payment to come: the serial number pays.
      await expect(confirm).toContainText(m.orderForm.stepLeads.confirmRedemption)
      await expect(confirm.getByTestId('redemption-notice')).toContainText(m.orderForm.confirm.redeemNoteTitle)
      await expect(confirm).not.toContainText(m.orderForm.confirm.paymentNextTitle)
      const redeem = confirm.getByTestId('place-order')
      await expect(redeem).toHaveText(m.orderForm.confirm.redeem)
      await redeem.dblclick()

      // The result page of a redemption: redeemed with the number, not "paid NT$0" with a discount; no e-invoice to
      // wait for (the page asked /api/checkout/result, which has none, and showed "no data" toasts); the eSIM link.
      const asked: string[] = []
      page.on('request', (r) => {
        if (r.url().includes('/api/checkout/result')) asked.push(r.url())
      })
      await expect(page).toHaveURL((url) => url.pathname === pathIn(locale, '/orderCompleted') && url.searchParams.get('status') === '1', {
        timeout: 30_000,
      })
      const result = page.getByTestId('order-result')
      await expect(result).toHaveAttribute('data-status', 'success')
      await expect(result.getByRole('heading', { level: 1 })).toHaveText(m.orderForm.result.redeemedTitle)
      await expect(page.getByTestId('redeemed-note')).toHaveAttribute('data-order-status', 'delivered')
      // The number as it is shown everywhere, in groups of four.
      expect((await page.getByTestId('redeemed-note').textContent())!.replace(/-/g, '')).toContain(code)
      await expect(page.getByTestId('result-total')).toHaveCount(0)
      await expect(page.getByTestId('payment-done')).toHaveCount(0)
      await expect(result).not.toContainText(m.orderForm.result.paymentDone)
      // Nothing asked once the page has settled (no request left in flight), not after a pause.
      await page.waitForLoadState('networkidle')
      expect(asked).toEqual([])
      const orderNumber = (await page.getByTestId('order-number').textContent())!.trim()
      await page.getByTestId('order-page-link').click()
      await expect(page.getByTestId('order-pass')).toHaveAttribute('data-kind', 'esim')
      // Reached by a link inside the shop (not loaded at its own address), the page is still kept for offline use.
      await expect(page.getByTestId('offline-status')).toHaveAttribute('data-offline', 'saved', { timeout: 20_000 })
      await expect(page.getByTestId('esim-code')).toHaveCount(1)

      // The eSIM mail, in the page's language, names the order.
      const subject = m.mail.delivered.esim.subject
      const delivered = await waitForMail(email, subjectPattern(subject))
      expect(delivered.subject).toContain(orderNumber)

      // The number is used now.
      await page.goto(pathIn(locale, '/bookNow/exchange'))
      await expect(page.getByTestId('serial-check')).toHaveAttribute('data-hydrated', 'true')
      await checkNumber(page, code)
      await expect(page.getByTestId('serial-error')).toHaveText(`⚠ ${m.api.serialUsed}`)
      if (locale !== 'vi') return

      // Changed plans? The eSIM was delivered when the number was redeemed: the traveller who finds the order with a
      // mailed code cannot cancel it (the serial would redeem a second eSIM), is told why, and the serial stays used.
      await page.goto(pathIn(locale, '/orderLookup'))
      await lookUpOrderWithMailedCode(page, locale, orderNumber, email)
      const orderFacts = page.getByTestId('order-facts')
      const grouped = code.match(/.{1,4}/g)!.join('-')
      await expect(orderFacts).toContainText(m.memberOrders.paidBySerial.replace('{serialNumber}', grouped))
      await expect(page.getByTestId('cancel-order')).toHaveCount(0)
      await expect(page.getByTestId('member-order')).toContainText(`${m.memberOrders.notCancellable} ${m.memberOrders.refusal.redemptionDelivered}`)

      await page.goto(pathIn(locale, '/bookNow/exchange'))
      await expect(page.getByTestId('serial-check')).toHaveAttribute('data-hydrated', 'true')
      await checkNumber(page, code)
      await expect(page.getByTestId('serial-error')).toHaveText(`⚠ ${m.api.serialUsed}`)
    })
  })
}

test.describe('redemption quantity (ja)', () => {
  test.use({ locale: 'ja-JP' })

  test("the item step takes no more cards than the serial covers (the demo card serial covers 2)", async ({ page }) => {
    const m = messages('ja')
    await page.goto(pathIn('ja', '/bookNow/exchange'))
    await expect(page.getByTestId('serial-check')).toHaveAttribute('data-hydrated', 'true')
    await checkNumber(page, serial('RDMDEVCARD2345'))
    await expect(page.getByTestId('serial-facts')).toBeVisible()
    const item = step(page, 'item')
    await expect(page.getByTestId('order-form')).toHaveAttribute('data-hydrated', 'true')
    // Nothing is paid: the serial's plan shows no price.
    await expect(item.getByTestId('plan-covered')).toHaveText(m.orderForm.planCovered)
    await expect(item.getByTestId('plan-option').getByTestId('price')).toHaveCount(0)
    const quantity = item.getByLabel(m.orderForm.fields.quantity, { exact: true })
    await expect(quantity).toHaveValue('1')
    await expect(item.getByText(m.orderForm.quantityHintSerial.replace('{max}', '2'))).toBeVisible()
    const more = item.getByRole('button', { name: m.orderForm.increase })
    await more.click()
    await expect(quantity).toHaveValue('2')
    await expect(more).toBeDisabled()
    // Typed past the limit: the step says so before the server would.
    await quantity.fill('3')
    await item.getByTestId('continue').click()
    await expect(item.getByTestId('error-item.quantity')).toHaveText(`⚠ ${m.validation.quantityOverSerial}`)
    await expect(step(page, 'contact')).toBeHidden()
  })
})
