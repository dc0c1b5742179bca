/**
 * One SIM card per passport (issue 36 item 3) in the browser, in Korean on a 390 px phone: two physical SIM cards
 * are ordered, the form asks for the holder of card 2 (its fields labelled, in keyboard order, inside the screen,
 * their errors said in Korean: a missing field, the traveller given twice), the confirmation lists both cards'
 * holders, the sandbox card pays, and the result page and the pickup voucher name the holder of each card with the
 * rule in its one wording (messages.cardHolders.rule). Then the counter at the pickup airport (TPE, the seeded counter
 * account's) sees each card with its holder and hands them over with each card's serial (ICCID), a mistyped one
 * refused on its own field.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'

import { addDays, taipeiDate } from '../../src/domain/dates'
import { luhnCheckDigit } from '../../src/domain/iccid'
import { labelSeparator } from '../../src/domain/locale'
import { hostedField } from './checkout-support'
import { clickPay, LOCALE_INFO, messages, pathIn, PAGE_BUDGET_MS, STAFF_PASSWORD, subjectPattern, waitForMail, type Locale } from './support'

const LOCALE: Locale = 'ko'
const m = messages(LOCALE)

type Envelope<T> = { code: number; message: string; data: T }
type ProductInfo = { id: number; plans: { id: string }[]; pickup: { airports: { id: number; code: string; counters: { times: string[] }[] }[] } | null }

async function api<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const response = await request.post(path, { data, headers: { lang: LOCALE_INFO[LOCALE].langHeader } })
  const body = (await response.json()) as Envelope<T>
  expect(body.code, `${path}: ${body.message}`).toBe(200)
  return body.data
}

/** A seeded physical SIM picked up at TPE (the seeded counter account's airport), at a counter with pickup times. */
async function physicalSim(request: APIRequestContext) {
  const { list } = await api<{ list: { id: number }[] }>(request, '/api/productList', { cardType: 'physical', pageSize: 50 })
  for (const { id } of list) {
    const info = await api<ProductInfo>(request, '/api/getBookInfo', { productId: id })
    const airport = info.pickup?.airports.find((a) => a.code === 'TPE' && a.counters.some((c) => c.times.length))
    if (info.plans.length && airport) return { info, airport }
  }
  throw new Error('the seed has no physical SIM picked up at TPE')
}

/** A SIM card's ICCID no other run hands over: 89 886 …, its Luhn check digit last. */
const iccid = (n: number) => {
  const body = `89886${String(Date.now()).slice(-12)}${n}`
  return `${body}${luhnCheckDigit(body)}`
}

/** The pickup desk in English as the seeded counter account at TPE: each card with its holder; each card's serial. */
async function handOver(browser: Browser, orderNumber: string) {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await page.goto('/admin/login', { timeout: 2 * PAGE_BUDGET_MS })
  await page.locator('input[name="email"]').fill('counter@taiwan-sim.test')
  await page.locator('input[name="password"]').fill(STAFF_PASSWORD)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL((url) => url.pathname === '/admin', { timeout: 30_000 })
  await page.goto(`/admin/pickup-desk?q=${orderNumber}`, { timeout: 2 * PAGE_BUDGET_MS })
  const card = page.getByTestId('pickup-card')
  const holders = card.getByTestId('pickup-card-holder')
  await expect(holders).toHaveCount(2)
  await expect(holders.nth(0)).toContainText('Card 1 · CHEN MEI LING')
  await expect(holders.nth(1)).toContainText('Card 2 · LIN YU TING')
  await card.getByLabel('I have checked the documents').check()
  const serial = (n: number, holder: string) => card.getByLabel(`Serial number (ICCID) of card ${n} · ${holder}`, { exact: true })
  const [first, second] = [iccid(1), iccid(2)]
  await serial(1, 'CHEN MEI LING').fill(first)
  // One digit mistyped on card 2: refused on that field, said in the alert; nothing handed over.
  await serial(2, 'LIN YU TING').fill(`${second.slice(0, -1)}${(Number(second.slice(-1)) + 1) % 10}`)
  await card.getByRole('button', { name: 'Mark picked up' }).click()
  await expect(serial(2, 'LIN YU TING')).toHaveAttribute('aria-invalid', 'true')
  await expect(card.getByRole('alert')).toContainText(messages('en').validation.cardSerialFormat)
  await serial(2, 'LIN YU TING').fill(second)
  await card.getByRole('button', { name: 'Mark picked up' }).click()
  await expect(page.getByTestId('pickup-status')).toHaveText('Picked up', { timeout: 20_000 })
  await expect(card.getByTestId('pickup-card-serial')).toHaveText([first, second])
  await context.close()
}

const step = (page: Page, name: 'item' | 'contact' | 'traveller' | 'confirm') => page.getByTestId(`step-${name}`)
/** The accessible name of a field of card 2's holder: "2번째 유심의 명의자: 성". */
const holderLabel = (field: 'surname' | 'givenName' | 'birthDate') =>
  `${m.cardHolders.holderOf.replace('{n}', '2')}${labelSeparator(LOCALE)}${m.orderForm.fields[field]}`

/** Nothing on the page scrolls sideways, and `element` lies within the screen's width. */
async function expectWithinWidth(page: Page, selector: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 'the page scrolls sideways').toBeLessThanOrEqual(0)
  const width = page.viewportSize()!.width
  for (const box of await page.locator(selector).evaluateAll((elements) => elements.map((e) => e.getBoundingClientRect().toJSON() as DOMRect))) {
    expect(box.left).toBeGreaterThanOrEqual(0)
    expect(box.right).toBeLessThanOrEqual(width)
    expect(box.height).toBeGreaterThanOrEqual(24)
  }
}

/** The WCAG A/AA rules (as tests/e2e/a11y.spec.ts runs them) on one part of the page: no violation. */
async function expectAccessible(page: Page, selector: string) {
  const { violations } = await new AxeBuilder({ page }).include(selector).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']).analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}


test.describe('card holders (ko, 390 px)', () => {
  test.use({ locale: 'ko-KR', viewport: { width: 390, height: 844 } })

  test('two SIM cards: card 2 asks its holder; both holders on the confirmation, the result, the voucher and the pickup desk', async ({ page, request, browser }) => {
    test.setTimeout(240_000)
    const { info, airport } = await physicalSim(request)
    const email = `holders-${Date.now().toString(36)}@e2e.test`

    await page.goto(pathIn(LOCALE, `/bookNow/order?product=${info.id}&plan=${encodeURIComponent(info.plans[0]!.id)}`))
    await expect(page.getByTestId('order-form')).toHaveAttribute('data-hydrated', 'true')
    const item = step(page, 'item')
    await item.getByLabel(m.orderForm.fields.airportId, { exact: true }).selectOption(String(airport.id))
    await item.getByTestId('counter-option').first().click()
    await item.getByLabel(m.orderForm.fields.pickupDate, { exact: true }).fill(addDays(taipeiDate(), 2))
    await item.getByLabel(m.orderForm.fields.pickupTime, { exact: true }).selectOption({ index: 1 })
    await item.getByRole('button', { name: m.orderForm.increase }).click()
    await expect(item.getByLabel(m.orderForm.fields.quantity, { exact: true })).toHaveValue('2')
    await item.getByTestId('continue').click()

    const contact = step(page, 'contact')
    await contact.locator('#order-email').fill(email)
    await contact.getByTestId('phone-country').selectOption('886')
    await contact.getByTestId('phone-number').fill('0912345678')
    await contact.getByTestId('send-code').click()
    const mail = await waitForMail(email, subjectPattern(m.mail.verificationCode.subject))
    await contact.getByLabel(m.orderForm.fields.verificationCode, { exact: true }).fill(/(?<!\d)(\d{6})(?!\d)/.exec(`${mail.subject}\n${mail.text}`)![1]!)
    await contact.getByTestId('continue').click()

    // The traveller holds card 1; card 2 asks its own holder, under the rule in its one wording.
    const traveller = step(page, 'traveller')
    await expect(traveller).toBeVisible()
    await traveller.getByLabel(m.orderForm.fields.surname, { exact: true }).fill('Chen')
    await traveller.getByLabel(m.orderForm.fields.givenName, { exact: true }).fill('Mei Ling')
    await traveller.getByLabel(m.orderForm.fields.birthDate, { exact: true }).fill('1990-04-12')
    const holders = traveller.getByTestId('card-holders')
    await expect(holders.getByRole('heading', { name: m.cardHolders.title })).toBeVisible()
    await expect(holders.getByTestId('card-rule')).toHaveText(m.cardHolders.rule)
    await expect(traveller.getByTestId('card-holder')).toHaveCount(1)
    await expect(traveller.getByRole('group', { name: m.cardHolders.holderOf.replace('{n}', '2') })).toBeVisible()
    await traveller.getByTestId('agree').check()

    // Left empty: "Continue" says so in Korean, on the holder's field, and puts the focus there.
    await traveller.getByTestId('continue').click()
    const surname = traveller.getByLabel(holderLabel('surname'), { exact: true })
    await expect(traveller.getByTestId('error-furtherHolders.0.surname')).toContainText(m.validation.holderSurnameRequired)
    await expect(surname).toHaveAttribute('aria-invalid', 'true')
    await expect(surname).toBeFocused()
    await expect(page.getByTestId('error-summary')).toContainText(`${m.cardHolders.holderOf.replace('{n}', '2')} · ${m.orderForm.fields.surname}`)

    // At a phone's width the holder's fields fit the screen, and the keyboard goes surname → given name → birth date.
    await expectWithinWidth(page, '[data-testid="card-holder"] input')
    await expectAccessible(page, '[data-testid="card-holders"]')
    await page.keyboard.type('chen')
    await page.keyboard.press('Tab')
    await expect(traveller.getByLabel(holderLabel('givenName'), { exact: true })).toBeFocused()
    await page.keyboard.type('mei ling')
    await page.keyboard.press('Tab')
    await expect(traveller.getByLabel(holderLabel('birthDate'), { exact: true })).toBeFocused()
    await traveller.getByLabel(holderLabel('birthDate'), { exact: true }).fill('1990-04-12')
    // The traveller again: one SIM card per passport.
    await traveller.getByTestId('continue').click()
    await expect(traveller.getByTestId('error-furtherHolders.0.surname')).toContainText(m.validation.holderDuplicate)
    await surname.fill('Lin')
    await traveller.getByLabel(holderLabel('givenName'), { exact: true }).fill('Yu Ting')
    await traveller.getByLabel(holderLabel('birthDate'), { exact: true }).fill('1992-03-04')
    await expect(traveller.getByTestId('error-furtherHolders.0.surname')).toHaveCount(0)
    await traveller.getByTestId('continue').click()

    // The confirmation: the holder of each card (Korean writes the family name first).
    const confirm = step(page, 'confirm')
    await expect(confirm).toBeVisible()
    const rows = confirm.getByTestId('confirm-holder')
    await expect(rows).toHaveCount(2)
    await expect(rows.nth(0)).toContainText(m.cardHolders.card.replace('{n}', '1'))
    await expect(rows.nth(0)).toContainText('CHEN MEI LING')
    await expect(rows.nth(1)).toContainText(m.cardHolders.card.replace('{n}', '2'))
    await expect(rows.nth(1)).toContainText('LIN YU TING')
    await expectWithinWidth(page, '[data-testid="confirm-holder"]')
    await expect(confirm.getByTestId('confirm-total-price')).toBeVisible()
    await confirm.getByTestId('place-order').click()

    // Paid with the sandbox's success card (typed into the provider's own fields).
    await expect(page).toHaveURL((url) => url.pathname === pathIn(LOCALE, '/checkout'), { timeout: 30_000 })
    await expect(page.getByTestId('checkout')).toHaveAttribute('data-sdk', 'ready', { timeout: 20_000 })
    for (const [id, value] of [
      ['card-number', '4242424242424242'],
      ['card-expiration-date', '1239'],
      ['card-ccv', '123'],
    ] as const)
      await (await hostedField(page, id)).locator('input').pressSequentially(value)
    await expect(page.getByTestId('pay')).toHaveAttribute('data-card-ready', 'true')
    await clickPay(page)
    await expect(page).toHaveURL((url) => url.pathname === pathIn(LOCALE, '/orderCompleted'), { timeout: 30_000 })
    const result = page.getByTestId('result-holder')
    await expect(result).toHaveCount(2)
    await expect(result.nth(1)).toContainText('LIN YU TING')
    const orderNumber = (await page.getByTestId('order-number').textContent())!

    // The pickup voucher: each card's holder, and the rule.
    await page.getByTestId('order-page-link').click()
    await expect(page.getByTestId('order-pass')).toHaveAttribute('data-kind', 'voucher')
    const voucher = page.getByTestId('voucher-holder')
    await expect(voucher).toHaveCount(2)
    await expect(voucher.nth(0)).toContainText(`${m.cardHolders.card.replace('{n}', '1')}CHEN MEI LING`)
    await expect(voucher.nth(1)).toContainText(`${m.cardHolders.card.replace('{n}', '2')}LIN YU TING`)
    await expect(page.getByTestId('card-rule')).toHaveText(m.cardHolders.rule)
    await expectWithinWidth(page, '[data-testid="voucher-holder"]')
    await expectAccessible(page, '[data-testid="voucher-holders"]')

    await handOver(browser, orderNumber)
  })
})
