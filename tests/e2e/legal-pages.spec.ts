/**
 * Issue 40 items 1, 8–10: who runs the shop (site settings) on About, Terms and Privacy in every language, with the
 * same customer-service hours as the footer (vi: Vietnam time beside Taiwan time); ja 会社概要 holds the company
 * details; Terms state the seven-day withdrawal right, Privacy what /authentication collects.
 */
import { expect, test, type Page } from '@playwright/test'

import { READER_UTC_OFFSET, shiftClock, TAIWAN_UTC_OFFSET } from '../../src/domain/serviceHours'
import { DEMO_REGISTRATION_NUMBER, SITE_HOURS, SITE_SETTINGS_BY_LOCALE } from '../../dev/seed/siteSettings'
import { budgetFor, messages, pathIn, type Locale } from './support'

const PAGES = ['/aboutUs', '/service', '/privacy'] as const

/** The customer-service line as messages hours.* word the seeded hours (ICU select written out for the seeded "daily"). */
function customerServiceLine(locale: Locale) {
  const m = messages(locale).hours
  const { opensAt, closesAt } = SITE_HOURS.customerServiceHours
  const line = m.customerService
    .replace(/\{days, select, weekdays \{[^}]*\} other \{([^}]*)\}\}/, '$1')
    .replace('{opens}', opensAt)
    .replace('{closes}', closesAt)
  const offset = READER_UTC_OFFSET[locale]
  if (offset === undefined) return line
  const shift = offset - TAIWAN_UTC_OFFSET
  return `${line} ${m.vietnamTime.replace('{opens}', shiftClock(opensAt, shift)).replace('{closes}', shiftClock(closesAt, shift))}`
}

async function operatorOn(page: Page, locale: Locale, path: string) {
  await page.goto(pathIn(locale, path))
  const operator = page.getByTestId('operator')
  await expect(operator.getByRole('heading', { name: messages(locale).pages.operator.title })).toBeVisible()
  return operator
}

for (const locale of ['ja', 'vi'] as const) {
  test(`${locale}: About, Terms and Privacy show the operator and the footer's customer-service hours`, async ({ page }) => {
    budgetFor(PAGES.length)
    const line = customerServiceLine(locale)
    for (const path of PAGES) {
      const operator = await operatorOn(page, locale, path)
      await expect(operator, path).toContainText(SITE_SETTINGS_BY_LOCALE[locale].operator.companyName)
      await expect(operator, path).toContainText(SITE_SETTINGS_BY_LOCALE[locale].operator.address)
      await expect(operator, path).toContainText(DEMO_REGISTRATION_NUMBER)
      await expect(operator, path).toContainText(line)
      // One source: the footer states the very same line.
      await expect(page.locator('footer').getByTestId('hours-line').first()).toHaveText(line)
    }
    if (locale === 'vi') expect(line).toContain('giờ Việt Nam')
  })
}

test('ja 会社概要 is the company profile; Terms state the seven-day withdrawal, Privacy the ID documents', async ({ page }) => {
  budgetFor(3)
  await operatorOn(page, 'ja', '/aboutUs')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('会社概要')
  await operatorOn(page, 'ja', '/service')
  await expect(page.getByRole('heading', { name: '通信販売の7日間の契約解除権（台湾消費者保護法）' })).toBeVisible()
  await expect(page.getByText('eSIM：eSIMは有形の媒体によらないデジタルコンテンツです。', { exact: false })).toBeVisible()
  await expect(page.getByText('20歳未満')).toHaveCount(0)
  await operatorOn(page, 'ja', '/privacy')
  await expect(page.getByText('パスポートの顔写真ページと2点目の身分証明書の写真、国籍', { exact: false })).toBeVisible()
  await expect(page.getByRole('heading', { name: '5. 国外への移転' })).toBeVisible()
})

// Looked at by eye (issue 40): the three legal pages in ja and en at desktop and phone width.
for (const locale of ['ja', 'en'] as const) {
  for (const width of [1280, 390]) {
    test(`${locale} legal pages at ${width} px: the operator block fits the page`, async ({ page }, info) => {
      budgetFor(PAGES.length)
      await page.setViewportSize({ width, height: 900 })
      for (const path of PAGES) {
        const operator = await operatorOn(page, locale, path)
        // Nothing of the block runs past the viewport (a long address or company name wraps).
        const box = (await operator.boundingBox())!
        expect(box.x + box.width, path).toBeLessThanOrEqual(width)
        await operator.scrollIntoViewIfNeeded()
        await page.screenshot({ path: info.outputPath(`${locale}${path.replace('/', '-')}-${width}.png`) })
      }
    })
  }
}
