import { expect, test } from '@playwright/test'

import { ADMIN, MEMBER, MEMBER_PASSWORD, apiLogin, budgetFor, cookieNamed, messages, submitAdminLogin } from './support'

const en = messages('en')

test.describe('member login (/en/login)', () => {
  test.use({ locale: 'en-US' })

  test('a member logs in and lands on the order history with a greeting', async ({ page, context }) => {
    await page.goto('/en/login')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await page.getByLabel(en.login.email).fill(MEMBER)
    await page.getByLabel(en.login.password).fill(MEMBER_PASSWORD)
    await page.getByRole('button', { name: en.login.submit, exact: true }).click()

    await expect(page).toHaveURL((url) => url.pathname === '/en/personal/order')
    await expect(page.getByTestId('member-greeting')).toContainText(MEMBER)

    const token = await cookieNamed(context, 'access_token')
    expect(token?.httpOnly).toBe(true)
    expect(token?.sameSite).toBe('Lax')
    expect(token?.value).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
    const info = await cookieNamed(context, 'user_info')
    expect(info?.httpOnly).toBe(false)
    expect(JSON.parse(decodeURIComponent(info!.value))).toEqual({ type: 1 })
    // The HttpOnly token is invisible to page scripts.
    expect(await page.evaluate(() => document.cookie)).not.toContain('access_token')
  })

  test('before the page\'s script runs, the login form takes nothing and says why; it would post, never put the password in the address', async ({ browser }) => {
    // A slow phone shows the page before its script has run (or a browser has none): what was typed there would be
    // reset by hydration, and Enter would make the browser submit the form itself. So the fields wait for the script.
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' })
    const page = await context.newPage()
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.isNavigationRequest()) sent.push(request.method())
    })
    await page.goto('/en/login')
    await expect(page.getByRole('note')).toHaveText(en.common.noScript)
    await expect(page.getByLabel(en.login.email)).toBeDisabled()
    await expect(page.getByLabel(en.login.password)).toBeDisabled()
    await expect(page.getByRole('button', { name: en.login.submit, exact: true })).toBeDisabled()
    // Enter in a field that cannot take the focus sends nothing: the one navigation is the page itself.
    await page.getByLabel(en.login.password).press('Enter')
    expect(sent).toEqual(['GET'])
    // Were the gate ever lost, the browser's own submission would be a POST (the password in its body, not the address).
    await expect(page.getByTestId('login-form')).toHaveAttribute('method', 'post')
    await context.close()
  })

  test('a wrong password shows the error toast and stays on the login page', async ({ page, context }) => {
    await page.goto('/en/login')
    await page.getByLabel(en.login.email).fill(MEMBER)
    await page.getByLabel(en.login.password).fill('definitely-wrong')
    await page.getByRole('button', { name: en.login.submit, exact: true }).click()

    const toast = page.getByTestId('toast')
    await expect(toast).toBeVisible()
    await expect(toast).toContainText('E-mail or password is incorrect')
    expect(en.api.loginFailed).toBe('E-mail or password is incorrect')
    // Beside the form too, and the password is ready to be typed again.
    await expect(page.getByTestId('login-failed')).toHaveText(en.api.loginFailed)
    await expect(page.getByLabel(en.login.password)).toBeFocused()
    await expect(page).toHaveURL((url) => url.pathname === '/en/login')
    expect(await cookieNamed(context, 'access_token')).toBeUndefined()
  })

  test('an invalid e-mail shows the field error under the field, without calling the API', async ({ page }) => {
    let apiCalls = 0
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/login') apiCalls++
    })
    await page.goto('/en/login')
    const email = page.getByLabel(en.login.email)
    await email.fill('not-an-email')
    await page.getByLabel(en.login.password).fill('whatever')
    await page.getByRole('button', { name: en.login.submit, exact: true }).click()

    const error = page.locator('#login-email-error')
    await expect(error).toHaveText(en.validation.invalidEmail)
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAttribute('aria-describedby', 'login-email-error')
    expect(apiCalls).toBe(0)
    await expect(page).toHaveURL((url) => url.pathname === '/en/login')
  })

  test('empty fields show "required" in the page language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'ja-JP' })
    const page = await context.newPage()
    const ja = messages('ja')
    await page.goto('/ja/login')
    await page.getByRole('button', { name: ja.login.submit, exact: true }).click()
    await expect(page.locator('#login-email-error')).toHaveText(ja.validation.required)
    await expect(page.locator('#login-password-error')).toHaveText(ja.validation.required)
    await context.close()
  })
})

test.describe('session end (code 202)', () => {
  test.use({ locale: 'en-US' })

  test('an invalid token logs the member out and opens the login page', async ({ page, context }) => {
    budgetFor(3)
    await apiLogin(context.request)
    expect(await cookieNamed(context, 'user_info')).toBeDefined()
    await page.goto('/en/personal/order')
    await expect(page.getByTestId('member-greeting')).toContainText(MEMBER)

    const original = (await cookieNamed(context, 'access_token'))!
    await context.addCookies([{ ...original, value: 'garbage.token.value' }])
    const tokens = (await context.cookies()).filter((c) => c.name === 'access_token')
    expect(tokens.map((c) => c.value)).toEqual(['garbage.token.value'])

    // The page's own member calls are watched, not intercepted (an interception can itself stall a call the
    // logout navigation cuts off): every one sent with the garbage token that finishes is a 401 (a call of the
    // first visit, with the good token, may still finish after the swap); what the server says is read below.
    const statuses: Promise<number | null>[] = []
    page.on('response', (response) => {
      if (!/\/api\/(user\/info|orderList)$/.test(new URL(response.url()).pathname)) return
      statuses.push(
        response
          .request()
          .allHeaders()
          .then((headers) => ((headers.cookie ?? '').includes('garbage.token.value') ? response.status() : null)),
      )
    })
    // Both member calls of the page answer 202 at once: the page opens the login page once, not once per call.
    const loginLoads: string[] = []
    page.on('request', (request) => {
      if (request.isNavigationRequest() && new URL(request.url()).pathname === '/en/login') loginLoads.push(new URL(request.url()).search)
    })
    await page.goto('/en/personal/order')

    await expect(page).toHaveURL((url) => url.pathname === '/en/login', { timeout: 15_000 })
    await expect(page.getByTestId('login-form')).toBeVisible()
    await expect.poll(async () => (await cookieNamed(context, 'user_info'))?.value ?? null).toBeNull()
    await expect.poll(async () => (await cookieNamed(context, 'access_token'))?.value ?? null).toBeNull()
    const withGarbage = (await Promise.all(statuses)).filter((status) => status !== null)
    expect(withGarbage.length).toBeGreaterThan(0)
    expect(withGarbage).toEqual(withGarbage.map(() => 401))
    expect(loginLoads).toEqual(['?returnTo=%2Fen%2Fpersonal%2Forder'])
    // The same call with the same garbage token, read whole: 401 with the envelope's code 202.
    const reply = await context.request.post('/api/user/info', { data: {}, headers: { cookie: 'access_token=garbage.token.value' } })
    expect(reply.status()).toBe(401)
    expect(((await reply.json()) as { code: number }).code).toBe(202)
  })

  test('an anonymous visit to /ja/personal/order goes to /ja/login', async ({ page }) => {
    const response = await page.goto('/ja/personal/order')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveURL((url) => url.pathname === '/ja/login')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
    await expect(page.getByTestId('login-form')).toBeVisible()
  })

  for (const [path, login] of [
    ['/personal/memberInformation', '/login'],
    ['/ko/personal/order/b2c', '/ko/login'],
  ] as const) {
    test(`an anonymous visit to ${path} goes to ${login}`, async ({ page }) => {
      await page.goto(path)
      await expect(page).toHaveURL((url) => url.pathname === login)
    })
  }
})

test.describe('admin (/admin)', () => {
  test.use({ locale: 'en-US' })
  // The admin is Payload's client app: its pages are the heaviest of the site to load and hydrate.
  test.beforeEach(() => budgetFor(2))

  test('staff log in and see the dashboard', async ({ page }) => {
    await page.goto('/admin/login')
    await submitAdminLogin(page, ADMIN)

    await expect(page).toHaveURL((url) => url.pathname === '/admin', { timeout: 20_000 })
    const nav = page.locator('nav')
    await expect(nav.getByRole('link', { name: 'Members', exact: true }).first()).toBeAttached()
    await expect(nav.getByRole('link', { name: 'Staff', exact: true }).first()).toBeAttached()
  })

  test('a member’s JWT in payload-token does not open the dashboard', async ({ page, context, baseURL }) => {
    const token = await apiLogin(context.request)
    await context.clearCookies()
    await context.addCookies([
      { name: 'payload-token', value: token, url: baseURL!, httpOnly: true, sameSite: 'Lax' },
    ])
    const response = await page.goto('/admin')
    expect(response?.status()).toBeLessThan(500)
    await expect(page).toHaveURL((url) => /^\/admin\/(login|unauthorized)/.test(url.pathname), {
      timeout: 20_000,
    })
    await expect(page.locator('nav').getByRole('link', { name: 'Staff', exact: true })).toHaveCount(0)
    await expect(page.locator('nav').getByRole('link', { name: 'Members', exact: true })).toHaveCount(0)
  })

  test('the member’s token does not work against Payload’s REST API either', async ({ request }) => {
    const login = await request.post('/api/members/login', { data: { email: MEMBER, password: MEMBER_PASSWORD } })
    expect(login.status()).not.toBe(200)
    expect(await login.text()).not.toContain('"token"')
  })
})
