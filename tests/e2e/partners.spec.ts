/**
 * Partner reports in Chromium, in zh-TW, en and vi: the seeded B2C (type 2) and BBC (type 3) accounts open
 * their reports, filter by a Taipei date range, reset, and download CSV and XLSX; the files are parsed and
 * their totals lines match the screen. An empty range shows the empty state; an ordinary member is refused.
 * Data: the demo partners of dev/seed/partners.ts (sales and serials on fixed days of October 2026).
 */
import { readFileSync } from 'node:fs'

import { expect, test, type Page } from '@playwright/test'
import ExcelJS from 'exceljs'

import { formatCalendarDate } from '../../src/domain/dateDisplay'
import { taipeiDate } from '../../src/domain/dates'
import { periodProfitShareTwd } from '../../src/domain/partnerReport'

import { apiLogin, BBC, budgetFor, MEMBER, messages, pathIn, type Locale } from './support'

const B2C = 'b2c@taiwan-sim.test'
const BROWSER_LOCALE = { 'zh-TW': 'zh-TW', en: 'en-US', vi: 'vi-VN' } as const
/** Whole New Taiwan dollars as the screen shows them (NT$1,234 / 1.234 NT$ …) → 1234. */
const amount = (text: string) => Number(text.replace(/[^\d]/g, ''))

async function totalsOnScreen(page: Page, columns: number[]) {
  const cells = page.getByTestId('report-totals').locator('th, td')
  return Promise.all(columns.map(async (i) => amount((await cells.nth(i).textContent()) ?? '')))
}

async function downloaded(page: Page, testId: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()])
  const path = await file.path()
  return { name: file.suggestedFilename(), bytes: readFileSync(path) }
}

/** RFC 4180 rows of a UTF-8 CSV (the BOM checked and dropped). */
function csvRows(bytes: Buffer): string[][] {
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const text = bytes.subarray(3).toString('utf8')
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      row.push(field)
      field = ''
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field)
      rows.push(row)
      row = []
      field = ''
      i++
    } else field += c
  }
  return rows
}

async function xlsxRows(bytes: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer)
  const rows: unknown[][] = []
  workbook.worksheets[0]!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)))
  return rows
}

async function filterRange(page: Page, from: string, to: string) {
  await page.getByTestId('report-from').fill(from)
  await page.getByTestId('report-to').fill(to)
  await page.getByTestId('report-search').click()
}

// The two languages (vi reads the same report; its words are checked by the message parity check).
for (const locale of ['zh-TW', 'en'] as const satisfies Locale[]) {
  test.describe(locale, () => {
    test.use({ locale: BROWSER_LOCALE[locale], acceptDownloads: true })

    test(`${locale}: the B2C partner filters its promo-code report, resets, and downloads CSV and XLSX that match the screen`, async ({ page }) => {
      budgetFor(3)
      const m = messages(locale).partnerReport
      await apiLogin(page.request, B2C)
      await page.goto(pathIn(locale, '/personal/order/b2c'))
      await expect(page.getByRole('heading', { level: 1, name: m.b2cTitle })).toBeVisible()
      await expect(page.getByTestId('report-partner')).toContainText('Seoul Travel Co.')
      await expect(page.getByTestId('report-row').first()).toBeVisible()
      // All time the seed sells 7 times with the partner's codes (one more on 20 Oct); 1–10 Oct, 6 times.
      const ordersCell = page.getByTestId('report-totals').locator('td').nth(2)
      await expect(ordersCell).toHaveText('7')

      await filterRange(page, '2026-10-01', '2026-10-10')
      await expect(ordersCell).toHaveText('6')
      // The filter is in the address: a reload shows the same report.
      await expect(page).toHaveURL(/from=2026-10-01&to=2026-10-10/)
      await page.reload()
      await expect(page.getByTestId('report-from')).toHaveValue('2026-10-01')
      await expect(ordersCell).toHaveText('6')
      // The order lines behind the totals: date, masked number, code, product, list price, paid, rate, share.
      const lines = page.getByTestId('report-table')
      for (const header of [m.columns.orderDate, m.columns.orderNumber, m.columns.promoCode, m.columns.product, m.columns.originalPrice, m.columns.paid, m.columns.shareRate, m.columns.share])
        await expect(lines.getByRole('columnheader', { name: header, exact: true })).toBeVisible()
      await expect(page.getByTestId('report-row')).toHaveCount(6)
      for (const number of await page.getByTestId('report-row').locator('th').allTextContents()) expect(number).toMatch(/^TW\d{6}-·+\d{2}$/)
      // The rates are shown (SEOUL10 shares 15 %, SEOULVIP 10 %), and how the share is taken.
      const percent = (p: number) => new Intl.NumberFormat(locale, { style: 'percent' }).format(p / 100)
      await expect(page.getByTestId('report-summary')).toContainText(`${percent(10)} · ${percent(15)}`)
      await expect(page.getByText(m.totals.shareNote)).toBeVisible()
      await expect(page.getByTestId('report-chart')).toContainText(m.chart.b2cTitle)
      await expect(page.getByTestId('report-chart').getByRole('img')).toBeVisible()
      // The chart's scale and the totals name the days they cover, in the page's language.
      const day = (isoDate: string) => formatCalendarDate(isoDate, locale, 'medium')
      await expect(page.getByTestId('report-chart-days')).toHaveText(`${day('2026-10-01')}${day('2026-10-10')}`)
      await expect(page.getByTestId('report-summary')).toContainText(m.totals.periodRange.replace('{from}', day('2026-10-01')).replace('{to}', day('2026-10-10')))
      // Totals: orders, original price, sales, profit share (footer) — the seed sells 6 times in 1–10 Oct.
      const screen = await totalsOnScreen(page, [3, 4, 5, 6])
      expect(screen[0]).toBe(6)

      const csv = await downloaded(page, 'report-download-csv')
      expect(csv.name).toMatch(/\.csv$/)
      expect(csv.name).toContain('2026-10-01_2026-10-10')
      const table = csvRows(csv.bytes)
      const inTwd = (label: string) => m.download.moneyColumn.replace('{label}', label)
      expect(table[0]).toEqual([
        m.columns.orderDate,
        m.columns.orderNumber,
        m.columns.promoCode,
        m.columns.product,
        inTwd(m.columns.originalPrice),
        inTwd(m.columns.paid),
        m.columns.shareRate,
        inTwd(m.columns.share),
      ])
      expect(table.at(-1)![0]).toBe(m.total)
      // The file's totals are the screen's, the share once per rate on the period's total (issue 38 §13).
      expect([4, 5, 7].map((i) => Number(table.at(-1)![i]))).toEqual(screen.slice(1))
      const body = table.slice(1, -1)
      expect(body).toHaveLength(6)
      expect(screen[3]).toBe(periodProfitShareTwd(body.map((r) => ({ paidTwd: Number(r[5]), sharePercent: Number(r[6]!.replace('%', '')) }))))

      const xlsx = await downloaded(page, 'report-download-xlsx')
      expect(xlsx.name).toMatch(/\.xlsx$/)
      const sheet = await xlsxRows(xlsx.bytes)
      expect(sheet[0]![2]).toBe(m.columns.promoCode)
      expect([4, 5, 7].map((i) => Number(sheet.at(-1)![i]))).toEqual(screen.slice(1))
      await expect(page.getByTestId('report-download-status')).toContainText(xlsx.name)

      // One row is "1 row" (ICU plural), not "1 rows".
      await filterRange(page, '2026-10-20', '2026-10-20')
      await expect(page.getByTestId('report-count')).toHaveText(locale === 'en' ? '1 row' : '共 1 筆')

      await page.getByTestId('report-reset').click()
      await expect(page.getByTestId('report-from')).toHaveValue('')
      await expect(ordersCell).toHaveText('7')
    })

    test(`${locale}: the BBC partner filters its redemption report, sees the empty state, and downloads CSV and XLSX`, async ({ page }) => {
      budgetFor(3)
      const m = messages(locale).partnerReport
      await apiLogin(page.request, BBC)
      await page.goto(pathIn(locale, '/personal/order/bbc'))
      await expect(page.getByRole('heading', { level: 1, name: m.bbcTitle })).toBeVisible()
      await expect(page.getByTestId('report-partner')).toContainText('Saigon Tours')
      const allCount = await page.getByTestId('report-count').textContent()

      await filterRange(page, '2020-01-01', '2020-01-05')
      await expect(page.getByTestId('report-empty')).toContainText(m.empty)

      await filterRange(page, '2026-10-01', '2026-10-10')
      await expect(page.getByTestId('report-row')).toHaveCount(9)
      await expect(page.getByTestId('report-table')).toContainText(m.status.used)
      // The demo's report serials were valid in October 2026 only (never redeemable by a visitor): unused ones read
      // "expired" once that month is over, as redemption would say.
      await expect(page.getByTestId('report-table')).toContainText(taipeiDate() > '2026-10-31' ? m.status.expired : m.status.unused)
      const screen = await totalsOnScreen(page, [2, 3, 4])
      // An unused (or expired) serial has no order date.
      const rows = page.getByTestId('report-row')
      for (let i = 0; i < (await rows.count()); i++) {
        const row = rows.nth(i)
        if ((await row.getAttribute('data-status')) !== 'used') await expect(row.getByTestId('report-order-date')).toHaveText('—')
        else await expect(row.getByTestId('report-order-date')).not.toHaveText('—')
      }
      // Every column in sight at 1280 px: the table does not scroll sideways.
      await page.setViewportSize({ width: 1280, height: 900 })
      const region = page.getByRole('region', { name: /./ }).filter({ has: page.getByTestId('report-table') })
      await expect.poll(() => region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0)

      const csv = csvRows((await downloaded(page, 'report-download-csv')).bytes)
      expect(csv[0]!.slice(0, 2)).toEqual([m.columns.serialNumber, m.columns.product])
      expect(csv).toHaveLength(1 + 9 + 1)
      expect(csv.at(-1)!.slice(2, 5).map(Number)).toEqual(screen)

      const sheet = await xlsxRows((await downloaded(page, 'report-download-xlsx')).bytes)
      expect(sheet).toHaveLength(1 + 9 + 1)
      expect(sheet.at(-1)!.slice(2, 5).map(Number)).toEqual(screen)
      const onScreen = await page.getByTestId('report-row').locator('th').allTextContents()
      expect(sheet.slice(1, -1).map((r) => String(r[0])).sort()).toEqual(onScreen.map((s) => s.trim()).sort())

      // The status filter: only used serials, kept in the address across a reload.
      await page.getByTestId('report-status').selectOption('used')
      await page.getByTestId('report-search').click()
      await expect(page).toHaveURL(/status=used/)
      await page.reload()
      await expect(page.getByTestId('report-status')).toHaveValue('used')
      await expect(rows.first()).toBeVisible()
      expect(new Set(await rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-status'))))).toEqual(new Set(['used']))

      await page.getByTestId('report-reset').click()
      await expect(page.getByTestId('report-to')).toHaveValue('')
      await expect(page.getByTestId('report-count')).toHaveText(allCount ?? '')
    })
  })
}

test.describe('refusal', () => {
  test.use({ locale: 'en-US' })
  test('an ordinary member (type 1) opening a partner report is sent to their orders; a forged account type gets the refusal, no rows', async ({ page, context, baseURL }) => {
    budgetFor(2)
    await apiLogin(page.request, MEMBER)
    for (const report of ['/personal/order/b2c', '/personal/order/bbc']) {
      await page.goto(pathIn('en', report))
      await expect(page).toHaveURL((url) => url.pathname === pathIn('en', '/personal/order'))
      await expect(page.getByRole('heading', { level: 1, name: messages('en').memberOrders.title })).toBeVisible()
      await expect(page.getByTestId('report-row')).toHaveCount(0)
    }
    // The readable cookie only says where to look: one that claims a partner opens the report, whose API refuses the
    // member's token. The refusal says why, without a "try again" that could not help.
    await context.addCookies([{ name: 'user_info', value: JSON.stringify({ type: 2 }), url: baseURL! }])
    await page.goto(pathIn('en', '/personal/order/b2c'))
    await expect(page.getByTestId('report-error')).toHaveText(messages('en').api.forbidden)
    await expect(page.getByTestId('report-error').getByRole('button')).toHaveCount(0)
    await expect(page.getByTestId('report-row')).toHaveCount(0)
  })
})
