/**
 * Fulfilment in the browser (issue 10): the signed order page of a paid eSIM order (QR, SM-DP+ address,
 * matching id, the iOS one-tap link) in zh-TW and en, the pickup voucher with its PDF and calendar entry,
 * the round trip's two e-tickets, the voucher page still readable after the browser goes offline, and a
 * wrong key answered as "not found". The orders are paid and fulfilled by tests/e2e/paid-orders.ts
 * through the fulfilment service (the payment UI is on another branch).
 */

import { expect, test } from '@playwright/test'
import { extractText } from 'unpdf'

import { budgetFor, messages, fixtureData, subjectPattern, waitForMail } from './support'

type Links = { orderNumber: string; zh: string; en: string }
type Orders = { esimProductId: number | null; esim: Links & { lpa: string; englishName: string; email: string }; voucher: Links; voucherJa: Links; tickets: Links; unpaid: Links }

let orders: Orders

test.beforeAll(async () => {
  test.setTimeout(180_000)
  orders = await fixtureData<Orders>('tests/e2e/paid-orders.ts', 'PAID_ORDERS', { timeoutMs: 150_000 })
})

const withoutKey = (link: string) => link.replace(/\?key=.*/, '')

/** The text a PDF shows, as a PDF reader extracts it (its fonts' ToUnicode maps). */
async function pdfText(pdf: Buffer): Promise<string> {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true })
  return text
}

for (const [locale, pick] of [
  ['zh-TW', (l: Links) => l.zh],
  ['en', (l: Links) => l.en],
] as const) {
  test(`the eSIM order page in ${locale}: QR code, SM-DP+ address and matching id, iOS one-tap link, steps`, async ({ page }) => {
    budgetFor(1)
    const m = messages(locale)
    const response = await page.goto(pick(orders.esim))
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(orders.esim.orderNumber)
    await expect(page.getByTestId('order-pass-status')).toContainText(m.orderStatus.delivered)
    const code = page.getByTestId('esim-code')
    await expect(code).toHaveCount(1)
    await expect(code.getByRole('img', { name: m.mail.delivered.esim.qrAlt })).toBeVisible()
    const [, smdp, matchingId] = orders.esim.lpa.split('$')
    await expect(page.getByTestId('esim-smdp')).toHaveText(smdp!)
    await expect(page.getByTestId('esim-matching-id')).toHaveText(matchingId!)
    await expect(page.getByTestId('esim-ios-link')).toHaveAttribute('href', `https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${orders.esim.lpa}`)
    await expect(page.getByText(m.mail.delivered.esim.iphone1)).toBeVisible()
    await expect(page.getByRole('button', { name: m.orderPass.copyLabel.replace('{label}', m.mail.delivered.esim.matchingId) })).toBeVisible()
    // An order placed in Chinese prints its item as ordered, and the catalog's English name and plan under it.
    const pdf = await page.request.get((await page.getByTestId('order-pdf').getAttribute('href'))!)
    expect(pdf.status()).toBe(200)
    const text = await pdfText(await pdf.body())
    expect(text).toContain('5G 吃到飽 eSIM')
    expect(text).toContain(orders.esim.englishName)
    expect(text).toContain('5 days · Unlimited')
    // Never indexed.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  })
}

test('the pickup voucher: QR of the order number, counter, date and time, the rules; PDF and calendar entry', async ({ page, request }) => {
  budgetFor(1)
  const m = messages('en')
  await page.goto(orders.voucher.en)
  await expect(page.getByTestId('order-pass-status')).toContainText(m.orderStatus.pendingPickup)
  await expect(page.getByTestId('voucher-qr')).toBeVisible()
  await expect(page.getByTestId('voucher-place')).not.toBeEmpty()
  for (const rule of [m.mail.delivered.voucher.ruleIds, m.cardHolders.ageRule, m.cardHolders.rule]) await expect(page.getByText(rule)).toBeVisible()

  const pdf = await request.get((await page.getByTestId('order-pdf').getAttribute('href'))!)
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
  // The calendar link is the secondary action: drawn white with green text beside the orange PDF button, not a second
  // orange one (the page's own stylesheet must come after the shared .button rule).
  const icsLink = page.getByTestId('order-ics')
  await expect(icsLink).toHaveCSS('background-color', 'rgb(255, 255, 255)')
  await expect(icsLink).toHaveCSS('color', 'rgb(7, 80, 63)')
  const ics = await request.get((await icsLink.getAttribute('href'))!)
  expect(ics.status()).toBe(200)
  const text = await ics.text()
  expect(text).toContain('BEGIN:VEVENT')
  expect(text).toContain(orders.voucher.orderNumber)
})

test('a Vietnamese traveller\'s voucher PDF prints the name with its diacritics and the item in Chinese or Japanese', async ({ page, request }) => {
  budgetFor(1)
  for (const [links, item, plan] of [
    [orders.voucher, '5G 吃到飽 SIM 卡', '5 天'],
    [orders.voucherJa, '5G 使い放題 SIMカード', '5日間'],
  ] as const) {
    await page.goto(links.en)
    const pdf = await request.get((await page.getByTestId('order-pdf').getAttribute('href'))!)
    expect(pdf.status()).toBe(200)
    const text = await pdfText(await pdf.body())
    expect(text).toContain('NGUYỄN VĂN AN')
    expect(text).toContain(item)
    expect(text).toContain(plan)
  }
})

test('the eSIM mail on a 390 px phone: SM-DP+ address, matching id and activation code each on one line, in monospace', async ({ page }, testInfo) => {
  budgetFor(6)
  // The mail was queued by another process (tests/e2e/paid-orders.ts); the server's job loop (started with its
  // Payload, on its first request: run alone, this test makes that request itself) looks every second, so the
  // traveller has it within seconds — not when a once-a-minute cron comes round (src/server/inlineRunner.ts).
  await page.goto(orders.esim.zh)
  const mail = await waitForMail(orders.esim.email, subjectPattern(messages('zh-TW').mail.delivered.esim.subject), 30_000)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.setContent(mail.html)
  const [, smdp, matchingId] = orders.esim.lpa.split('$')
  for (const code of [smdp!, matchingId!, orders.esim.lpa]) {
    const shown = page.getByText(code, { exact: true })
    await expect(shown).toBeVisible()
    const { lines, font, right } = await shown.evaluate((el) => ({ lines: el.getClientRects().length, font: getComputedStyle(el).fontFamily, right: el.getBoundingClientRect().right }))
    expect(lines, code).toBe(1)
    expect(font, code).toMatch(/monospace/)
    expect(right, code).toBeLessThanOrEqual(390)
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  // Kept in the test's output folder to look at.
  const screenshot = testInfo.outputPath('esim-mail-390px.png')
  await page.screenshot({ path: screenshot, fullPage: true })
  await testInfo.attach('esim-mail-390px', { path: screenshot, contentType: 'image/png' })
})

test('the voucher page stays readable with the network off', async ({ page, context }) => {
  budgetFor(4)
  const m = messages('zh-TW')
  await page.goto(orders.voucher.zh)
  await expect(page.getByTestId('offline-status')).toHaveAttribute('data-offline', 'saved')
  // The copy is saved; the reload offline needs the worker to be this page's controller (clients.claim() on activate):
  // its controllerchange event, unless it already controls the page.
  await page.evaluate(() =>
    navigator.serviceWorker.controller
      ? undefined
      : new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true })),
  )
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(orders.voucher.orderNumber)
  await expect(page.getByTestId('voucher-qr')).toBeVisible()
  await expect(page.getByText(m.mail.delivered.voucher.ruleIds)).toBeVisible()
  await expect(page.getByTestId('offline-status')).toHaveAttribute('data-offline', 'showing')
  // Issue 37's flake, made to happen every time: the reloaded page may still read navigator.onLine as true (the
  // browser's offline state reaches a new document late), asks the worker to save, and the worker's failed fetches
  // must say "offline" (it read "unsupported" when they only said "not saved").
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => true }))
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(orders.voucher.orderNumber)
  expect(await page.evaluate(() => navigator.onLine)).toBe(true)
  await expect(page.getByTestId('offline-status')).toHaveAttribute('data-offline', 'showing')
  await context.setOffline(false)
})

test('a round trip shows two e-tickets, each with its own QR code', async ({ page }) => {
  budgetFor(1)
  const m = messages('en')
  await page.goto(orders.tickets.en)
  const tickets = page.getByTestId('ticket')
  await expect(tickets).toHaveCount(2)
  await expect(tickets.nth(0)).toContainText('1')
  await expect(tickets.nth(0).getByRole('img')).toBeVisible()
  await expect(tickets.nth(1).getByRole('img')).toBeVisible()
  await expect(page.getByText(m.mail.delivered.tickets.oneEach)).toBeVisible()
})

test('an unpaid order shows no codes yet; a wrong or missing key is not found', async ({ page, request }) => {
  budgetFor(3)
  const m = messages('en')
  await page.goto(orders.unpaid.en)
  await expect(page.getByTestId('order-pass-status')).toContainText(m.orderStatus.unpaid)
  await expect(page.getByTestId('esim-code')).toHaveCount(0)

  const wrong = await page.goto(`${withoutKey(orders.esim.en)}?key=AAAAAAAAAAAAAAAAAAAAAA`)
  expect(wrong?.status()).toBe(404)
  await expect(page.getByTestId('esim-code')).toHaveCount(0)
  // Another order's key opens nothing either.
  const other = await page.goto(`${withoutKey(orders.esim.en)}?key=${orders.voucher.en.split('key=')[1]}`)
  expect(other?.status()).toBe(404)
  expect((await request.get(`/order/${orders.voucher.orderNumber}/pass.pdf?key=AAAAAAAAAAAAAAAAAAAAAA`)).status()).toBe(404)
  expect((await request.get(`/order/${orders.voucher.orderNumber}/calendar.ics`)).status()).toBe(404)
})

test('the compatibility checker warns before an eSIM is bought for a phone without eSIM', async ({ page }) => {
  budgetFor(2)
  expect(orders.esimProductId, 'the seed has a published eSIM product').not.toBeNull()
  const m = messages('en')
  await page.goto(`/en/bookNow/order?product=${orders.esimProductId}`)
  const checker = page.getByTestId('esim-checker')
  await expect(checker).toBeVisible()
  await checker.getByLabel(m.esimCheck.brand).selectOption('Apple')
  await checker.getByLabel(m.esimCheck.model).selectOption({ label: 'iPhone X' })
  await expect(page.getByTestId('esim-checker-warning')).toContainText(m.esimCheck.orderWarning)
  await checker.getByLabel(m.esimCheck.model).selectOption({ label: 'iPhone 15' })
  await expect(checker.getByTestId('esim-checker-answer')).toContainText(m.esimCheck.yes.replace('{model}', 'iPhone 15'))

  await page.goto(`/en/details/${orders.esimProductId}`)
  await expect(page.getByTestId('esim-checker')).toBeVisible()

  // A model whose eSIM depends on where it was sold says which ones have none, in the page's language (a Galaxy S21
  // bought in Korea has no eSIM).
  const ko = messages('ko')
  await page.goto(`/ko/details/${orders.esimProductId}`)
  const korean = page.getByTestId('esim-checker')
  // The brand as Korean readers name it.
  await expect(korean.getByLabel(ko.esimCheck.brand).locator('option[value="Samsung"]')).toHaveText(ko.esimCheck.brandSamsung)
  await korean.getByLabel(ko.esimCheck.brand).selectOption('Samsung')
  await korean.getByLabel(ko.esimCheck.model).selectOption({ label: 'Galaxy S21' })
  await expect(korean.getByTestId('esim-checker-answer')).toContainText('한국 출시 모델(모델명이 N으로 끝남)은 eSIM을 지원하지 않습니다.')
  // An iPhone bought in mainland China has two SIM slots and no eSIM: a mainland traveller is told so, and how to check.
  const cn = messages('zh-CN')
  await page.goto(`/cn/details/${orders.esimProductId}`)
  const mainland = page.getByTestId('esim-checker')
  await mainland.getByLabel(cn.esimCheck.brand).selectOption('Apple')
  await mainland.getByLabel(cn.esimCheck.model).selectOption({ label: 'iPhone 15 Pro' })
  await expect(mainland.getByTestId('esim-checker-answer')).toContainText('中国大陆销售的国行机型（及部分港澳版机型）为双实体 SIM 卡槽，不支持 eSIM。')
})
