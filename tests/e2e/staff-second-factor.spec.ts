/**
 * Issue 41.2 in Chromium: a new admin's first password sign-in asks to set up an authenticator app (the QR code and its
 * key, the first code, ten recovery codes shown once) before the admin opens; signed out, the password alone opens
 * nothing until the app's code is given (a wrong one is refused in the admin's language); a passkey sign-in opens the
 * admin with no code (Chromium's virtual authenticator) — in an English and a Taiwanese-Mandarin admin. Codes are made
 * from the key the page shows, as an authenticator app would (otpauth).
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'

import { fillMessage } from '../../src/lib/fillMessage'
import { secondFactorWords, staffPasskeyWords } from './adminWords'
import { ADMIN, STAFF_PASSWORD, budgetFor, staffLogin } from './support'
import { virtualAuthenticator } from './virtualAuthenticator'

const codeOf = (key: string, nextStep = false) =>
  new TOTP({ secret: Secret.fromBase32(key), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: Date.now() + (nextStep ? 30_000 : 0) })

/** A new admin made by the seeded admin (through its own second step): its e-mail. */
async function newAdmin(request: APIRequestContext): Promise<string> {
  const login = await staffLogin(request, ADMIN, { timeout: 60_000 })
  expect(login.status(), await login.text()).toBe(200)
  const { token } = await login.json()
  const email = `twofa-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`
  const created = await request.post('/api/staff', { headers: { authorization: `JWT ${token}` }, data: { email, password: STAFF_PASSWORD, name: 'Second Factor Tester', role: 'admin' } })
  expect(created.status(), await created.text()).toBe(201)
  return email
}

async function passwordForm(page: Page, email: string) {
  await page.goto('/admin/login')
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(STAFF_PASSWORD)
  await page.locator('button[type="submit"]').click()
}

for (const language of ['en', 'zh-TW'] as const) {
  test(`an admin sets up the authenticator app at the first sign-in, then signs in with password and code, or with a passkey alone (${language} admin)`, async ({ page, context, request, baseURL }) => {
    budgetFor(10)
    const t = secondFactorWords(language)
    const email = await newAdmin(request)
    const lang = async () => context.addCookies([{ name: 'payload-lng', value: language, url: baseURL! }])
    await lang()

    // First password sign-in: the app must be set up before anything opens.
    await passwordForm(page, email)
    const step = page.getByTestId('staff-second-step')
    await expect(step.getByRole('heading', { name: t.enrolTitle })).toBeVisible({ timeout: 20_000 })
    await expect(page.locator('.login__form')).toBeHidden()
    const me = await page.request.get('/api/staff/me')
    expect(((await me.json()) as { user: unknown }).user).toBeNull()
    await step.getByRole('button', { name: t.setUp }).click()
    await expect(step.getByRole('img', { name: t.qrAlt })).toBeVisible()
    const key = (await step.getByTestId('second-factor-key').textContent())!.trim()
    await step.getByLabel(t.code).fill(codeOf(key))
    await step.getByRole('button', { name: t.confirm }).click()
    const recovery = page.getByTestId('second-factor-recovery')
    await expect(recovery.getByRole('heading', { name: t.recoveryTitle })).toBeVisible()
    await expect(recovery.getByRole('listitem')).toHaveCount(10)
    await recovery.getByRole('button', { name: t.done }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/admin', { timeout: 20_000 })
    await page.goto('/admin/account')
    await expect(page.getByTestId('second-factor-on')).toContainText(t.on.split('{time}')[0]!)
    await expect(page.getByTestId('second-factor-on')).toContainText('10')

    // Add a passkey for the last part while signed in (the account page's panel).
    const k = staffPasskeyWords(language)
    await virtualAuthenticator(context, page)
    const passkeys = page.getByTestId('staff-passkeys')
    await expect(passkeys).toHaveAttribute('data-ready', 'true', { timeout: 20_000 })
    await passkeys.getByRole('button', { name: k.add }).click()
    await expect(page.getByTestId('staff-passkey-status')).toHaveText(k.addedStatus)

    // Signed out: the password alone opens nothing; a wrong code is refused in the admin's language; the code opens it.
    await context.clearCookies()
    await lang()
    await passwordForm(page, email)
    await expect(step.getByRole('heading', { name: t.stepTitle })).toBeVisible({ timeout: 20_000 })
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/admin\/login/)
    await expect(step.getByRole('heading', { name: t.stepTitle })).toBeVisible({ timeout: 20_000 })
    const right = codeOf(key, true)
    await step.getByLabel(t.stepCode).fill(right === '000000' ? '111111' : '000000')
    await step.getByRole('button', { name: t.stepSubmit }).click()
    await expect(step.getByRole('alert')).toContainText(fillMessage(t.failed, { reason: '' }).trim())
    await step.getByLabel(t.stepCode).fill(right)
    await step.getByRole('button', { name: t.stepSubmit }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/admin', { timeout: 20_000 })

    // Signed out again: the passkey alone opens the admin, no code asked.
    await context.clearCookies()
    await lang()
    await page.goto('/admin/login')
    await expect(page.getByTestId('staff-second-step')).toHaveCount(0)
    await page.getByRole('button', { name: k.signIn }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/admin', { timeout: 20_000 })
    await page.goto('/admin/account')
    await expect(page.locator('input[name="email"]')).toHaveValue(email)
  })
}
