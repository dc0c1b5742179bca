/**
 * Issue 41 in Chromium: a staff member adds a passkey on the admin's account page (Chromium's virtual authenticator
 * through CDP WebAuthn.addVirtualAuthenticator), signs out, signs in with "Sign in with a passkey" on /admin/login,
 * and removes it after the confirmation — in an English and a Taiwanese-Mandarin admin. Each run makes its own
 * staff account through Payload's API (ten passkeys at most per account).
 */
import { expect, test, type APIRequestContext } from '@playwright/test'

import { fillMessage } from '../../src/lib/fillMessage'
import { staffPasskeyWords } from './adminWords'
import { ADMIN, STAFF_PASSWORD, budgetFor, staffLogin, submitAdminLogin } from './support'
import { virtualAuthenticator } from './virtualAuthenticator'

/** A new support staff member made by the seeded admin: its e-mail. */
async function newStaff(request: APIRequestContext): Promise<string> {
  // The first request of a run may meet a cold server: the login waits for it longer than the API default.
  const login = await staffLogin(request, ADMIN, { timeout: 60_000 })
  expect(login.status(), await login.text()).toBe(200)
  const token = ((await login.json()) as { token: string }).token
  const email = `staffkey-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`
  const created = await request.post('/api/staff', {
    headers: { authorization: `JWT ${token}` },
    data: { email, password: STAFF_PASSWORD, name: 'Passkey Tester', role: 'support' },
  })
  expect(created.status(), await created.text()).toBe(201)
  return email
}

for (const language of ['en', 'zh-TW'] as const) {
  test(`a staff member adds a passkey on the account page, signs out and signs in with it (${language} admin)`, async ({ page, context, request, baseURL }) => {
    budgetFor(8)
    const t = staffPasskeyWords(language)
    const email = await newStaff(request)
    const { cdp, authenticatorId } = await virtualAuthenticator(context, page)
    await context.addCookies([{ name: 'payload-lng', value: language, url: baseURL! }])

    await page.goto('/admin/login')
    await submitAdminLogin(page, email)
    await expect(page).not.toHaveURL(/\/admin\/login/, { timeout: 20_000 })

    await page.goto('/admin/account')
    const section = page.getByTestId('staff-passkeys')
    await expect(section).toHaveAttribute('data-ready', 'true', { timeout: 20_000 })
    await expect(section.getByRole('heading', { name: t.title, exact: true })).toBeVisible()
    await expect(section.getByTestId('staff-passkey-none')).toHaveText(t.none)
    await section.getByLabel(t.newName).fill('Office laptop')
    await section.getByRole('button', { name: t.add }).click()
    await expect(section.getByTestId('staff-passkey-status')).toHaveText(t.addedStatus)
    await expect(section.getByTestId('staff-passkey-row')).toHaveCount(1)
    await expect(section.getByTestId('staff-passkey-name')).toHaveText('Office laptop')
    expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials).toHaveLength(1)

    // Signed out, the password form is not used: the passkey alone signs this staff member in.
    await context.clearCookies()
    await context.addCookies([{ name: 'payload-lng', value: language, url: baseURL! }])
    await page.goto('/admin/login')
    await page.getByRole('button', { name: t.signIn }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/admin', { timeout: 20_000 })
    await page.goto('/admin/account')
    await expect(page.locator('input[name="email"]')).toHaveValue(email)
    const row = page.getByTestId('staff-passkey-row')
    await expect(row).toContainText(t.lastUsed.replace('{time}', '').trim())

    // Removal asks first: dismissed, the passkey stays; accepted, it goes.
    const asked: string[] = []
    page.once('dialog', (dialog) => {
      asked.push(dialog.message())
      void dialog.dismiss()
    })
    await row.getByRole('button', { name: t.remove }).click()
    await expect.poll(() => asked).toEqual([fillMessage(t.confirmRemove, { name: 'Office laptop' })])
    await expect(row).toHaveCount(1)
    page.once('dialog', (dialog) => void dialog.accept())
    await row.getByRole('button', { name: t.remove }).click()
    await expect(page.getByTestId('staff-passkey-status')).toHaveText(t.removed)
    await expect(page.getByTestId('staff-passkey-none')).toHaveText(t.none)
  })
}
