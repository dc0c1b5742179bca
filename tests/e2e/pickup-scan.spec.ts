/**
 * The pickup desk on a tablet's browser (issue 38 §12), in Chromium with a fake camera showing the voucher's QR
 * code (`--use-file-for-fake-video-capture`, a Y4M video drawn here from the order number). Chromium on Linux has
 * no BarcodeDetector, and the page's is removed besides: the code is read by the JavaScript decoder. Then the
 * handover, and its success message in the desk's live region. Counter staff in zh-TW and en; tap targets of
 * 44 px; the order found by its number without hyphen and by its last six characters. Screenshots at 1280 and
 * 1024 px after the scan.
 */
import { existsSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { expect, test as base, type Page } from '@playwright/test'

import { taipeiDate } from '../../src/domain/dates'
import { luhnCheckDigit } from '../../src/domain/iccid'
import { newOrderNumber } from '../../src/domain/orderNumber'
import { fillMessage } from '../../src/lib/fillMessage'

import { deskLabels } from './adminWords'
import { writeQrVideo } from './fake-camera'
import { budgetFor, fixtureData, STAFF_PASSWORD } from './support'

const COUNTER = 'counter@taiwan-sim.test'
const QR_ORDER = newOrderNumber(taipeiDate())
const VIDEO = path.join(os.tmpdir(), `pickup-qr-${process.env.E2E_PORT ?? 'e2e'}-${process.pid}.y4m`)
// Written before this worker's browser starts, which reads it as its camera.
writeQrVideo(VIDEO, QR_ORDER)

const test = base.extend<object, { launchOptions: { args?: string[] } }>({
  launchOptions: [
    async ({ launchOptions }, use) => {
      expect(existsSync(VIDEO)).toBe(true)
      await use({ ...launchOptions, args: [...(launchOptions.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${VIDEO}`] })
    },
    { scope: 'worker' },
  ],
})

type Order = { id: number; orderNumber: string; name: string }
let orders: Order[]
test.beforeAll(async () => {
  test.setTimeout(120_000)
  orders = await fixtureData<Order[]>('tests/e2e/pickup-scan-fixture.ts', 'PICKUP_SCAN', { timeoutMs: 100_000, env: { DESK_QR_ORDER: QR_ORDER } })
})

async function counterLogin(page: Page, language: 'zh-TW' | 'en') {
  await page.context().addCookies([{ name: 'payload-lng', value: language, url: test.info().project.use.baseURL! }])
  await page.goto('/admin/login')
  await page.locator('input[name="email"]').fill(COUNTER)
  await page.locator('input[name="password"]').fill(STAFF_PASSWORD)
  await page.locator('button[type="submit"]').click()
  await expect(page).not.toHaveURL(/\/admin\/login/, { timeout: 20_000 })
}

/** Ticks the ID check, types a serial of this run and hands the card over; the desk says so in its live region. */
async function handOver(page: Page, language: 'zh-TW' | 'en', order: Order) {
  const t = deskLabels(language)
  const card = page.getByTestId('pickup-card')
  await card.getByLabel(t.idChecked).check()
  const body = `89886${String(Date.now()).slice(-12)}${language === 'en' ? 1 : 2}`
  await card.getByRole('textbox').first().fill(`${body}${luhnCheckDigit(body)}`)
  await card.getByRole('button', { name: t.markPickedUp }).click()
  const done = page.getByTestId('pickup-done')
  await expect(done).toHaveText(fillMessage(t.handedOver, { order: order.orderNumber }), { timeout: 20_000 })
  await expect(done).toHaveAttribute('role', 'status')
  await expect(page.getByTestId('pickup-status')).toHaveText(t.pickedUpAt)
}

/** Every control of the desk a counter taps is at least 44 px high (WCAG 2.5.5, a finger on a tablet). */
async function expectTapTargets(page: Page) {
  const controls = page.getByTestId('pickup-desk').locator('button, input, a')
  expect(await controls.count()).toBeGreaterThan(3)
  for (const box of await controls.evaluateAll((els) => els.map((el) => ({ html: el.outerHTML.slice(0, 80), height: el.getBoundingClientRect().height })))) {
    if (box.html.includes('type="checkbox"')) continue // its label is the 44 px target
    expect(box.height, box.html).toBeGreaterThanOrEqual(44)
  }
  const check = page.locator('[data-testid="pickup-card"] label:has(input[type="checkbox"])')
  if (await check.count()) expect((await check.boundingBox())!.height).toBeGreaterThanOrEqual(44)
}

test('counter in zh-TW scans the voucher QR with the camera (JavaScript decoder) and hands the card over', async ({ page, context, request }) => {
  budgetFor(6)
  const t = deskLabels('zh-TW')
  const order = orders.find((o) => o.orderNumber === QR_ORDER)!
  // Whatever the browser: this test proves the decoder that iPad Safari and desktop Chrome use.
  await page.addInitScript(() => {
    delete (window as { BarcodeDetector?: unknown }).BarcodeDetector
  })
  await context.grantPermissions(['camera'])
  await counterLogin(page, 'zh-TW')
  // The admin may use the camera (our origin only); the storefront may not.
  expect((await page.goto('/admin/pickup-desk'))!.headers()['permissions-policy']).toContain('camera=(self)')
  expect((await request.get('/en')).headers()['permissions-policy']).toContain('camera=()')
  await expect(page.getByTestId('pickup-list')).toContainText(order.orderNumber)
  await page.getByTestId('pickup-scan').click()
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === order.orderNumber, { timeout: 20_000 })
  await expect(page.getByTestId('pickup-card')).toContainText(order.name)
  await expect(page.getByTestId('pickup-card').getByRole('heading', { level: 2 })).toHaveText(order.orderNumber)
  await expectTapTargets(page)
  for (const width of [1280, 1024]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: test.info().outputPath(`pickup-scan-${width}.png`), fullPage: true })
  }
  await handOver(page, 'zh-TW', order)
  await expect(page.getByTestId('pickup-scan')).toHaveText(t.scan)
})

test('counter in en finds the order by its number without hyphen and by its last six characters, and hands it over', async ({ page }) => {
  budgetFor(6)
  const order = orders.find((o) => o.orderNumber !== QR_ORDER)!
  await counterLogin(page, 'en')
  await page.goto('/admin/pickup-desk')
  for (const typed of [order.orderNumber.replace('-', ''), order.orderNumber.slice(-6).toLowerCase()]) {
    await page.getByTestId('pickup-q').fill(typed)
    await page.getByTestId('pickup-q').press('Enter')
    await expect(page.getByTestId('pickup-card').getByRole('heading', { level: 2 })).toHaveText(order.orderNumber)
  }
  await expectTapTargets(page)
  await handOver(page, 'en', order)
})
