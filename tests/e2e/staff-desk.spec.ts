/**
 * The staff desks (issue 13) in Chromium, each role logging in through /admin, with the admin in zh-TW,
 * en and vi (customers ordering in the same languages):
 * - support finds an order by the phone typed without its country code and cancels it: the seats and the
 *   promo-code use are given back, the customer's mail is sent (real SMTP) and in the outbox, the audit
 *   entry is there;
 * - counter staff mark a voucher picked up with the card serial, and cannot open another airport's order,
 *   any content or any member.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { luhnCheckDigit } from '../../src/domain/iccid'
import { budgetFor, fixtureData, inTurn, mailsTo, messages, PAGE_BUDGET_MS, staffLogin, submitAdminLogin } from './support'

type Lang = 'zh-TW' | 'en' | 'vi'
type Fixture = Record<Lang, {
  email: string
  phoneTyped: string
  cancel: { id: number; orderNumber: string; promoId: number; slotId: number }
  pickup: { id: number; orderNumber: string; name: string }
  other: { id: number; orderNumber: string }
  foreign: { id: number; orderNumber: string; storedName: string; activityId: number }
}> & { content: { newsId: number | null; memberId: number | null } }

const SUPPORT = 'support@taiwan-sim.test'
const COUNTER = 'counter@taiwan-sim.test'
const ADMIN = 'admin@taiwan-sim.test'
const BROWSER_LOCALE: Record<Lang, string> = { 'zh-TW': 'zh-TW', en: 'en-US', vi: 'vi-VN' }
type Words = { orderDesk: string; cancelled: string; pickedUp: string; markPickedUp: string; idChecked: string; guardian: string; adult: string; staff: string; cancelOrder: string }
const WORDS: Record<Lang, Words> = {
  'zh-TW': { orderDesk: '訂單服務台', cancelled: '已取消', pickedUp: '已取卡', markPickedUp: '標記為已取卡', idChecked: '我已檢查證件', guardian: '需監護人陪同', adult: '成年', staff: '員工', cancelOrder: '取消訂單' },
  en: { orderDesk: 'Order desk', cancelled: 'Cancelled', pickedUp: 'Picked up', markPickedUp: 'Mark picked up', idChecked: 'I have checked the documents', guardian: 'Guardian needed', adult: 'Adult', staff: 'Staff', cancelOrder: 'Cancel order' },
  vi: { orderDesk: 'Bàn đơn hàng', cancelled: 'Đã hủy', pickedUp: 'Đã nhận thẻ', markPickedUp: 'Đánh dấu đã nhận thẻ', idChecked: 'Tôi đã kiểm tra giấy tờ', guardian: 'Cần người giám hộ', adult: 'Người trưởng thành', staff: 'Nhân viên', cancelOrder: 'Hủy đơn hàng' },
}

let fixture: Fixture
test.beforeAll(async () => {
  test.setTimeout(180_000)
  fixture = await fixtureData<Fixture>('tests/e2e/staff-desk-fixture.ts', 'STAFF_DESK', { timeoutMs: 150_000 })
})

async function adminLogin(page: Page, email: string) {
  // The admin's first page of a run compiles its import map on this busy machine: two page budgets.
  await page.goto('/admin/login', { timeout: 2 * PAGE_BUDGET_MS })
  await submitAdminLogin(page, email)
  await expect(page).toHaveURL((url) => url.pathname === '/admin', { timeout: 30_000 })
}

/**
 * Follows the desk's link in the admin's side menu. The menu may start collapsed (Payload keeps it inert
 * until opened, and remembers the choice per user), so the link's presence and target are checked and
 * then followed.
 */
async function openDesk(page: Page, testId: 'nav-order-desk' | 'nav-pickup-desk') {
  const link = page.getByTestId(testId)
  await expect(link).toHaveCount(1)
  const href = await link.getAttribute('href')
  expect(href).toMatch(/^\/admin\/(order|pickup)-desk$/)
  await page.goto(href!)
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await staffLogin(request, ADMIN)
  expect(response.status()).toBe(200)
  return ((await response.json()) as { token: string }).token
}

const restGet = async (request: APIRequestContext, token: string, path: string) => {
  const response = await request.get(path, { headers: { authorization: `JWT ${token}` } })
  expect(response.status(), path).toBe(200)
  return (await response.json()) as Record<string, unknown>
}

const DESK_LANGUAGES = ['zh-TW', 'en', 'vi'] as const
for (const lang of DESK_LANGUAGES) {
  const flow = inTurn(test, DESK_LANGUAGES, lang)
  test.describe(`admin in ${lang}`, () => {
    test.use({ locale: BROWSER_LOCALE[lang] })
    test.beforeEach(() => budgetFor(9))

    flow('support finds the order by a phone without country code and cancels it', async ({ page, request }) => {
      const f = fixture[lang]
      await adminLogin(page, SUPPORT)
      await openDesk(page, 'nav-order-desk')
      await expect(page.getByRole('heading', { level: 1, name: WORDS[lang].orderDesk })).toBeVisible()
      // A member id no row can have (past PostgreSQL's integer) finds nobody: the desk, not an error page.
      await page.goto('/admin/order-desk?member=99999999999')
      await expect(page.getByRole('heading', { level: 1, name: WORDS[lang].orderDesk })).toBeVisible()
      await expect(page.getByRole('searchbox')).toBeVisible()
      await page.getByRole('searchbox').fill(f.phoneTyped)
      await page.getByRole('searchbox').press('Enter')
      // The receipt is a server-rendered page that can take longer than a click's 10 s here: follow the link's href.
      const receiptLink = page.getByTestId('desk-orders').getByRole('link', { name: f.cancel.orderNumber })
      await expect(receiptLink).toHaveAttribute('href', `/admin/collections/orders/${f.cancel.id}`)
      await page.goto(`/admin/collections/orders/${f.cancel.id}`, { timeout: 2 * PAGE_BUDGET_MS })
      await expect(page.getByTestId('order-receipt')).toBeVisible({ timeout: 20_000 })
      page.once('dialog', (dialog) => void dialog.accept())
      await page.getByTestId('desk-cancel').click()
      await expect(page.getByTestId('receipt-status')).toHaveText(WORDS[lang].cancelled, { timeout: 20_000 })
      await expect(page.getByTestId('receipt-audit')).toContainText(SUPPORT)
      // The receipt names who took each step and what was done in the admin's language, not as stored (staff:3, cancelOrder).
      // Staff are named by name, never "Staff #3" (issue 38).
      await expect(page.getByTestId('receipt-history')).toContainText('Support Wang')
      await expect(page.getByTestId('receipt-history')).not.toContainText(`${WORDS[lang].staff} #`)
      await expect(page.getByTestId('receipt-history')).not.toContainText('staff:')
      await expect(page.getByTestId('receipt-audit')).toContainText(WORDS[lang].cancelOrder)

      const token = await adminToken(request)
      // The orders list names a Korean order's item in the admin's language, as its receipt does.
      const activity = await restGet(request, token, `/api/activities/${f.foreign.activityId}?depth=0&locale=${lang}`)
      await page.goto(`/admin/collections/orders?where[orderNumber][equals]=${f.foreign.orderNumber}`, { timeout: 2 * PAGE_BUDGET_MS })
      const itemCell = page.locator('[data-cell-kind="item-name"]')
      await expect(itemCell).toHaveCount(1, { timeout: 20_000 })
      await expect(itemCell).toHaveText(String(activity.name))
      await expect(itemCell).not.toHaveText(f.foreign.storedName)
      // The Orders list's search finds what the desk finds: the phone typed the local way, with dashes.
      const dashed = f.phoneTyped.replace(/^(\d{4})(\d{3})/, '$1-$2-')
      await page.goto(`/admin/collections/orders?search=${encodeURIComponent(dashed)}`, { timeout: 2 * PAGE_BUDGET_MS })
      await expect(page.locator('tbody tr').filter({ hasText: f.cancel.orderNumber })).toHaveCount(1, { timeout: 20_000 })
      const promo = await restGet(request, token, `/api/promo-codes/${f.cancel.promoId}?depth=0`)
      expect(promo.usedCount).toBe(0)
      const slot = await restGet(request, token, `/api/slot-reservations/${f.cancel.slotId}?depth=0`)
      expect(slot.released).toBe(true)
      const audit = await restGet(request, token, `/api/audit-log?where[order][equals]=${f.cancel.id}&depth=0`)
      expect((audit.docs as { action: string; staffEmail: string }[]).map((a) => [a.action, a.staffEmail])).toEqual([['cancelOrder', SUPPORT]])
      await expect
        .poll(async () => (await mailsTo(f.email)).some((m) => m.subject.includes(f.cancel.orderNumber) || m.text.includes(f.cancel.orderNumber)), { timeout: 30_000 })
        .toBe(true)
      await expect
        .poll(async () => ((await restGet(request, token, `/api/outbox?where[to][equals]=${encodeURIComponent(f.email)}&depth=0`)).docs as { kind: string }[]).map((d) => d.kind), { timeout: 30_000 })
        .toContain('orderCancelled')

      // A partner's page: the partner's own report table, in the admin's language, with its totals.
      const partners = await restGet(request, token, '/api/partners?where[kind][equals]=bbc&limit=1&depth=0')
      const partnerId = (partners.docs as { id: number }[])[0]!.id
      await page.goto(`/admin/collections/partners/${partnerId}`, { timeout: 2 * PAGE_BUDGET_MS })
      const panel = page.getByTestId('partner-report-panel')
      const words = messages(lang).partnerReport
      await expect(panel.getByRole('columnheader', { name: words.columns.serialNumber })).toBeVisible({ timeout: 20_000 })
      await expect(panel.getByTestId('partner-report-totals')).toContainText(words.totals.totalPayable)
      await expect(panel.getByTestId('report-row').first()).toBeVisible()
    })

    flow('counter marks the voucher picked up, and cannot open another airport’s order, content or members', async ({ page, request }) => {
      const f = fixture[lang]
      await adminLogin(page, COUNTER)
      // The counter's first screen leads to the desk.
      await expect(page.getByTestId('dash-pickup-desk').getByRole('link')).toHaveAttribute('href', '/admin/pickup-desk')
      await expect(page.getByTestId('nav-order-desk')).toHaveCount(0)
      await openDesk(page, 'nav-pickup-desk')
      await expect(page.getByTestId('pickup-list')).toContainText(f.pickup.orderNumber)
      // An order id no row can have opens nothing: the list is still there, no error page.
      await page.goto('/admin/pickup-desk?order=99999999999')
      await expect(page.getByTestId('pickup-list')).toContainText(f.pickup.orderNumber)
      await expect(page.getByTestId('pickup-card')).toHaveCount(0)
      await expect(page.getByTestId('pickup-list')).not.toContainText(f.other.orderNumber)
      // Another airport's order, typed or opened: not shown, but the counter learns where to send the traveller.
      for (const open of [
        async () => {
          await page.getByTestId('pickup-q').fill(f.other.orderNumber)
          await page.getByTestId('pickup-q').press('Enter')
        },
        () => page.goto(`/admin/pickup-desk?order=${f.other.id}`),
      ]) {
        await open()
        const refusal = page.getByTestId('pickup-refusal')
        await expect(refusal).toHaveAttribute('data-reason', 'otherAirport')
        await expect(refusal).toContainText(f.other.orderNumber)
        await expect(page.getByTestId('pickup-card')).toHaveCount(0)
      }
      await page.getByTestId('pickup-q').fill(f.pickup.orderNumber)
      await page.getByTestId('pickup-q').press('Enter')
      const card = page.getByTestId('pickup-card')
      await expect(card).toContainText(f.pickup.name)
      await expect(page.getByTestId('pickup-checklist')).toContainText(lang === 'vi' ? WORDS[lang].guardian : WORDS[lang].adult)
      await expect(card).not.toContainText('1990')
      await card.getByLabel(WORDS[lang].idChecked).check()
      // A card is handed over once in the shop's life: a serial of this run and language.
      const body = `89886${String(Date.now()).slice(-12)}${DESK_LANGUAGES.indexOf(lang)}`
      const serial = `${body}${luhnCheckDigit(body)}`
      await card.getByRole('textbox').first().fill(serial)
      await card.getByRole('button', { name: WORDS[lang].markPickedUp }).click()
      await expect(page.getByTestId('pickup-status')).toHaveText(WORDS[lang].pickedUp, { timeout: 20_000 })
      // The handover shows back what was recorded: the card's serial.
      await expect(page.getByTestId('pickup-serials')).toHaveText(serial)

      const token = await adminToken(request)
      const order = await restGet(request, token, `/api/orders/${f.pickup.id}?depth=0`)
      expect(order.status).toBe('pickedUp')
      const audit = await restGet(request, token, `/api/audit-log?where[order][equals]=${f.pickup.id}&depth=0`)
      expect((audit.docs as { action: string }[]).map((a) => a.action)).toEqual(['markPickedUp'])

      for (const path of [
        `/admin/collections/orders/${f.other.id}`,
        '/admin/collections/news',
        ...(fixture.content.newsId ? [`/admin/collections/news/${fixture.content.newsId}`] : []),
        '/admin/collections/members',
        ...(fixture.content.memberId ? [`/admin/collections/members/${fixture.content.memberId}`] : []),
        '/admin/order-desk',
      ]) {
        const response = await page.goto(path)
        const status = response?.status() ?? 0
        // Refused: a 404, the desk's "not allowed", or Payload sending the counter away from a document they may not read
        // (to their own airport's order list).
        const redirected = new URL(page.url()).pathname !== path
        const refused = status === 404 || redirected || (await page.getByText(/Your staff role cannot use this desk|您的職務無法使用此功能|Vai trò nhân viên của bạn không được dùng chức năng này/).count()) > 0
        expect(refused, `${path} answered ${status}`).toBe(true)
        await expect(page.getByText(f.other.orderNumber)).toHaveCount(0)
      }
    })
  })
}
