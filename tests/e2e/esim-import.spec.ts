/**
 * Issue 13, the eSIM activation-code import in Chromium, with an admin logging in through /admin in zh-TW
 * and vi (en is the admin-content spec's language): a CSV with a duplicate and a malformed LPA string is checked — the preview names those rows
 * (line numbers and reasons in the admin's language) — importing is refused and nothing of the file is
 * stored (counted through the API); then a clean file imports and the stock grows.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { adminText } from './adminWords'
import { ADMIN, STAFF_PASSWORD, budgetFor, staffLogin, submitAdminLogin } from './support'

type Lang = 'zh-TW' | 'en' | 'vi'
const LANG_HEADER: Record<Lang, string> = { 'zh-TW': 'zh-tw', en: 'en', vi: 'vi' }

async function adminLogin(page: Page, language: Lang) {
  await page.context().addCookies([{ name: 'payload-lng', value: language, url: test.info().project.use.baseURL! }])
  await page.goto('/admin/login')
  await submitAdminLogin(page, ADMIN)
  await expect(page).not.toHaveURL(/\/admin\/login/, { timeout: 20_000 })
}

async function adminAuth(request: APIRequestContext) {
  const login = await staffLogin(request, ADMIN)
  expect(login.status()).toBe(200)
  return { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
}

/** Codes stored for this test's own SM-DP+ address (any product, any status): other specs never touch it. */
async function storedCodes(request: APIRequestContext, auth: Record<string, string>, smdp: string) {
  const response = await request.get(`/api/esim-codes?where[smdpAddress][equals]=${encodeURIComponent(smdp)}&limit=0&depth=0`, { headers: auth })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { totalDocs: number }).totalDocs
}

for (const lang of ['zh-TW', 'vi'] as const) {
  test(`an admin (${lang}) sees the bad rows of a CSV, nothing of it is imported; a clean file imports`, async ({ page, request }) => {
    budgetFor(4)
    const t = adminText(lang)
    const auth = await adminAuth(request)
    const { docs } = (await (await request.get('/api/products?where[cardType][equals]=esim&sort=-id&limit=1&depth=0', { headers: auth })).json()) as { docs: { id: number }[] }
    const productId = docs[0]!.id
    const tag = `${lang.replace('-', '')}${Date.now().toString(36)}`.toUpperCase()
    const smdp = `smdp-${tag.toLowerCase()}.e2e.test`
    // Line 1 is the header; line 3 has no matching id; line 4 repeats line 2.
    const bad = ['lpa,note', `LPA:1$${smdp}$${tag}-1,first`, `LPA:1$${smdp},no matching id`, `LPA:1$${smdp}$${tag}-1,again`, `LPA:1$${smdp}$${tag}-2,fine`].join('\r\n')

    await adminLogin(page, lang)
    await page.goto('/admin/collections/esim-codes')
    const panel = page.getByTestId('esim-import')
    await expect(panel.getByRole('heading', { name: t.importTitle })).toBeVisible()
    const available = panel.getByTestId(`esim-available-${productId}`)
    const before = Number(await available.textContent())
    await panel.getByLabel(t.product, { exact: true }).selectOption(String(productId))
    await panel.getByLabel(t.csvFile).setInputFiles({ name: 'codes.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) })
    await expect(panel.getByLabel(t.pasteCodes)).toHaveValue(/no matching id/)
    await panel.getByRole('button', { name: t.check, exact: true }).click()

    const preview = panel.getByTestId('esim-import-preview')
    await expect(panel.getByText(t.codesReady(2, 2))).toBeVisible()
    await expect(preview.locator('tbody tr')).toHaveCount(2)
    await expect(preview.locator('tr[data-line="3"]')).toContainText(t.lineProblem.format)
    await expect(preview.locator('tr[data-line="4"]')).toContainText(t.duplicateOf(2))
    // The form does not offer the import; the endpoint refuses it too, whole.
    await expect(panel.getByRole('button', { name: t.importCodes(0), exact: true })).toBeDisabled()
    const refused = await request.post('/api/esim-codes/import', { headers: { ...auth, lang: LANG_HEADER[lang] }, data: { productId, text: bad, dryRun: false } })
    expect(refused.status()).toBe(200)
    expect(((await refused.json()) as { data: { imported: number; invalid: number; valid: number } }).data).toMatchObject({ imported: 0, invalid: 2, valid: 2 })
    expect(await storedCodes(request, auth, smdp)).toBe(0)

    // The fixed file: three codes, imported at once.
    const clean = ['lpa', ...[1, 2, 3].map((i) => `LPA:1$${smdp}$${tag}-${i}`)].join('\n')
    await panel.getByLabel(t.csvFile).setInputFiles({ name: 'codes-fixed.csv', mimeType: 'text/csv', buffer: Buffer.from(clean) })
    await expect(panel.getByLabel(t.pasteCodes)).toHaveValue(new RegExp(`${tag}-3`))
    await panel.getByRole('button', { name: t.check, exact: true }).click()
    await expect(panel.getByText(t.codesReady(3, 0))).toBeVisible()
    await panel.getByRole('button', { name: t.importCodes(3), exact: true }).click()
    await expect(panel.getByText(t.imported(3))).toBeVisible()
    expect(await storedCodes(request, auth, smdp)).toBe(3)
    // The stock on the page grows (other specs may take codes of this product meanwhile, never three).
    await expect.poll(async () => Number(await available.textContent())).toBeGreaterThan(before)
  })
}

test('the import endpoint answers in the envelope, in the caller’s language, and only to admins', async ({ request }) => {
  budgetFor(1)
  const auth = await adminAuth(request)
  const editor = await request.post('/api/staff/login', { data: { email: 'editor@taiwan-sim.test', password: STAFF_PASSWORD } })
  const editorAuth = { Authorization: `JWT ${((await editor.json()) as { token: string }).token}` }
  const body = { productId: 1, text: 'LPA:1$smdp.e2e.test$NOBODY', dryRun: false }
  const none = await request.post('/api/esim-codes/import', { headers: { lang: 'vi' }, data: body })
  expect(none.status()).toBe(401)
  expect(await none.json()).toMatchObject({ code: 202, data: null })
  const refused = await request.post('/api/esim-codes/import', { headers: { ...editorAuth, lang: 'zh-tw' }, data: body })
  expect(refused.status()).toBe(403)
  expect(((await refused.json()) as { code: number; message: string }).code).toBe(403)
  const invalid = await request.post('/api/esim-codes/import', { headers: { ...auth, lang: 'en' }, data: { productId: 'one', text: 1 } })
  expect(invalid.status()).toBe(400)
  expect(await invalid.json()).toMatchObject({ code: 400, message: 'Some fields are invalid.', data: { errors: { productId: expect.any(String), text: expect.any(String) } } })
})
