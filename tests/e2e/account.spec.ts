/**
 * The member's own account in a real browser, in zh-TW, en and vi (issue 11): the route guard and the
 * way back after login, logout, a lost session (code 202), the lockout message with its time, the
 * password reset by a mailed code with its countdown, the change-password rules and the member
 * information with the 18+ rule. Every test makes its own member through Payload's admin API.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { ADMIN, MEMBER_PASSWORD, budgetFor, cookieNamed, inTurn, mailsTo, messages, pathIn, subjectPattern, waitForMail, type Locale, staffLogin } from './support'
import { LOGOUT_RETRY_MS } from '../../src/lib/api-client'

// A login hashes the password: on a busy 2-core machine with three browsers it can take longer than a page.
const LOGIN_MS = 25_000

const LOCALES_UNDER_TEST: { locale: Locale; browser: string }[] = [
  { locale: 'zh-TW', browser: 'zh-TW' },
  { locale: 'en', browser: 'en-US' },
  { locale: 'vi', browser: 'vi-VN' },
]
const PASSWORD = 'start123'
const B2C = 'b2c@taiwan-sim.test'

/**
 * A new ordinary member (created by an admin through Payload's REST API): its e-mail. The admin logs in
 * each time: another test's admin login may end an earlier staff session.
 */
async function newMember(request: APIRequestContext, label: string, phone = '+84912345678'): Promise<string> {
  const login = await staffLogin(request, ADMIN)
  expect(login.status(), await login.text()).toBe(200)
  const staffToken = ((await login.json()) as { token: string }).token
  const email = `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`
  const created = await request.post('/api/members', {
    headers: { authorization: `JWT ${staffToken}` },
    data: { email, password: PASSWORD, accountType: 1, surname: 'TRAN', givenName: 'AN', phone },
  })
  expect(created.status(), await created.text()).toBe(201)
  return email
}

async function fillLogin(page: Page, locale: Locale, email: string, password: string) {
  const m = messages(locale)
  await page.getByLabel(m.login.email, { exact: true }).fill(email)
  await page.getByLabel(m.login.password, { exact: true }).fill(password)
  await page.getByRole('button', { name: m.login.submit, exact: true }).click()
}

const sixDigits = (text: string) => /(?<!\d)(\d{6})(?!\d)/.exec(text)![1]!

for (const { locale, browser } of LOCALES_UNDER_TEST) {
  const m = messages(locale)
  const loginPath = pathIn(locale, '/login')

  const flow = inTurn(test, LOCALES_UNDER_TEST.map((l) => l.locale), locale)

  test.describe(`account (${locale})`, () => {
    test.use({ locale: browser })

    flow('the guard sends an anonymous visitor to login and back; logout forgets the member', async ({ page, context, request }) => {
      budgetFor(4)
      const email = await newMember(request, 'guard')
      const target = pathIn(locale, '/personal/changePassword')
      await page.goto(target)
      await expect(page).toHaveURL((url) => url.pathname === loginPath && url.searchParams.get('returnTo') === target)
      await fillLogin(page, locale, email, PASSWORD)
      await expect(page).toHaveURL((url) => url.pathname === target)
      await expect(page.getByTestId('member-greeting')).toContainText(email, { timeout: LOGIN_MS })
      await expect(page.getByRole('heading', { name: m.account.changePassword.title })).toBeVisible()

      const nav = page.getByRole('navigation', { name: m.personal.menuLabel })
      await expect(nav.getByRole('link', { name: m.personal.memberInformation })).toBeVisible()
      // The real-name registration is in the menu too (not only on the order result page).
      await expect(nav.getByRole('link', { name: m.care.kyc.title })).toHaveAttribute('href', pathIn(locale, '/authentication'))
      // The login page never arrives (the member pressed Esc, or the connection dropped): the tab stays on this page...
      let stopped = 0
      await page.route(
        (url) => url.pathname === loginPath,
        async (route) => (route.request().isNavigationRequest() && stopped++ === 0 ? route.abort('aborted') : route.fallback()),
      )
      // The page's clock under the test's control (it keeps running): the retry's wait is moved past, not slept through.
      await page.clock.install()
      await nav.getByTestId('logout').click()
      await expect.poll(() => stopped).toBe(1)
      await expect(page).toHaveURL((url) => url.pathname === target)
      // ...and "Log out" works again once the first try has had its time (a double click would not open it twice).
      await page.clock.fastForward(LOGOUT_RETRY_MS)
      await nav.getByTestId('logout').click()
      await expect(page).toHaveURL((url) => url.pathname === loginPath)
      expect(stopped).toBe(2)
      await expect.poll(async () => (await cookieNamed(context, 'access_token'))?.value ?? null).toBeNull()
      await expect.poll(async () => (await cookieNamed(context, 'user_info'))?.value ?? null).toBeNull()
      // Gone for good: the personal pages need a login again.
      await page.goto(pathIn(locale, '/personal/memberInformation'))
      await expect(page).toHaveURL((url) => url.pathname === loginPath)
    })

    flow('a return address to another site is ignored after login', async ({ page, context, request, baseURL }) => {
      budgetFor(4)
      const email = await newMember(request, 'evil')
      // Another host outright, and one that only resolving shows (issue 36: `/.//evil.example/phish` came out as
      // `//evil.example/phish`, and Chromium went there).
      for (const away of ['//evil.example/personal', '/.//evil.example/phish']) {
        await context.clearCookies()
        await page.goto(`${loginPath}?returnTo=${encodeURIComponent(away)}`)
        await fillLogin(page, locale, email, PASSWORD)
        // The login's redirect on a busy 2-core machine: as long as the other logins here are given (LOGIN_MS).
        await expect(page, away).toHaveURL((url) => url.origin === new URL(baseURL!).origin && url.pathname === pathIn(locale, '/personal/order'), { timeout: LOGIN_MS })
      }
    })

    flow('a session ended elsewhere (code 202) logs out and comes back after the next login', async ({ page, context, request, playwright, baseURL }) => {
      budgetFor(4)
      const email = await newMember(request, 'lost')
      const login = await context.request.post('/api/login', { data: { email, password: PASSWORD }, headers: { lang: 'en' } })
      const token = ((await login.json()) as { data: { access_token: string } }).data.access_token
      const target = pathIn(locale, '/personal/changePassword')
      await page.goto(target)
      await expect(page.getByTestId('member-greeting')).toContainText(email, { timeout: LOGIN_MS })

      // The session ends on the server (another device logs out with this token); this browser still holds it.
      const elsewhere = await playwright.request.newContext({ baseURL })
      expect((await elsewhere.post('/api/logout', { data: {}, headers: { authorization: `Bearer ${token}` } })).status()).toBe(200)
      await elsewhere.dispose()

      const form = page.getByTestId('change-password-form')
      await form.getByLabel(m.account.changePassword.oldPassword, { exact: true }).fill(PASSWORD)
      await form.getByLabel(m.account.changePassword.newPassword, { exact: true }).fill('after202x')
      await form.getByLabel(m.account.changePassword.confirmPassword, { exact: true }).fill('after202x')
      await form.getByRole('button', { name: m.account.changePassword.submit }).click()
      // The reply is code 202: the page logs out at once and opens the login page with the way back.
      await expect(page).toHaveURL((url) => url.pathname === loginPath && url.searchParams.get('returnTo') === target)
      await expect.poll(async () => (await cookieNamed(context, 'user_info'))?.value ?? null).toBeNull()

      await fillLogin(page, locale, email, PASSWORD)
      await expect(page).toHaveURL((url) => url.pathname === target)
    })

    flow('after repeated failures the login says when to try again', async ({ page, context, request }) => {
      // Six password checks in a row: each is Payload's full PBKDF2 work.
      budgetFor(5)
      const email = await newMember(request, 'locked')
      await page.goto(loginPath)
      for (let i = 0; i < 5; i++) {
        await fillLogin(page, locale, email, `wrong${i}pw`)
        await expect(page.getByTestId('toast').last()).toContainText(m.api.loginFailed)
      }
      await fillLogin(page, locale, email, PASSWORD)
      const locked = page.getByTestId('login-locked')
      await expect(locked).toBeVisible()
      // "… at HH:MM (in N minutes)": a clock time of today and the minutes left.
      await expect(locked).toContainText(/\d{1,2}:\d{2}/)
      if (locale === 'en') await expect(locked).toContainText('(in 1 minute)')
      else await expect(locked).toContainText(/\D1\s?(分鐘|phút)/)
      await expect(page).toHaveURL((url) => url.pathname === loginPath)
      expect(await cookieNamed(context, 'access_token')).toBeUndefined()
    })

    flow('password reset by an e-mailed code, with the countdown back to login', async ({ page, request }) => {
      budgetFor(5)
      const email = await newMember(request, 'reset')
      await page.goto(loginPath)
      await page.getByTestId('forgot-link').click()
      await expect(page).toHaveURL((url) => url.pathname === pathIn(locale, '/forget'))
      const form = page.getByTestId('forget-form')
      await expect(form.getByRole('radio', { name: m.account.forget.email, exact: true })).toBeChecked()
      await form.getByRole('textbox', { name: m.account.forget.emailLabel, exact: true }).fill(email)
      await form.getByTestId('send-code').click()
      await expect(page.getByTestId('code-sent')).not.toBeEmpty()
      await expect(form.getByTestId('send-code')).toBeDisabled()
      // The disabled button dropped the focus: it goes on in the code field.
      await expect(form.getByLabel(m.account.forget.code, { exact: true })).toBeFocused()
      const mail = await waitForMail(email, subjectPattern(m.mail.verificationCode.subject))
      await form.getByLabel(m.account.forget.code, { exact: true }).fill(sixDigits(mail.subject))
      await form.getByRole('button', { name: m.account.forget.continue, exact: true }).click()

      await expect(page).toHaveURL((url) => url.pathname === pathIn(locale, '/forget/reset'))
      const reset = page.getByTestId('reset-form')
      const newPassword = reset.getByLabel(m.account.reset.newPassword, { exact: true })
      const confirm = reset.getByLabel(m.account.reset.confirmPassword, { exact: true })
      await newPassword.fill('lettersonly')
      await confirm.fill('lettersonly')
      await reset.getByRole('button', { name: m.account.reset.submit }).click()
      await expect(page.locator('#reset-password-error')).toHaveText(m.validation.passwordRule)
      await newPassword.fill('newpass12')
      await confirm.fill('newpass13')
      await reset.getByRole('button', { name: m.account.reset.submit }).click()
      await expect(page.locator('#reset-confirm-error')).toHaveText(m.validation.passwordMismatch)
      await confirm.fill('newpass12')
      await reset.getByRole('button', { name: m.account.reset.submit }).click()

      await expect(page.getByTestId('reset-done')).toContainText(m.api.passwordResetDone)
      const countdown = page.getByTestId('reset-countdown')
      await expect(countdown).toBeVisible()
      const first = await countdown.textContent()
      await expect(countdown).not.toHaveText(first!)
      await expect(page).toHaveURL((url) => url.pathname === loginPath, { timeout: 10_000 })
      await fillLogin(page, locale, email, 'newpass12')
      await expect(page).toHaveURL((url) => url.pathname === pathIn(locale, '/personal/order'))
    })

    flow('change password: the rules, a wrong old password, then success', async ({ page, request }) => {
      budgetFor(3)
      const email = await newMember(request, 'change')
      await page.goto(pathIn(locale, '/personal/changePassword'))
      await fillLogin(page, locale, email, PASSWORD)
      // The page is live (hydrated, its first member call answered) before the form is used.
      await expect(page.getByTestId('member-greeting')).toContainText(email, { timeout: LOGIN_MS })
      const form = page.getByTestId('change-password-form')
      const t = m.account.changePassword
      const submit = form.getByRole('button', { name: t.submit })
      await form.getByLabel(t.oldPassword, { exact: true }).fill(PASSWORD)
      await form.getByLabel(t.newPassword, { exact: true }).fill('abc12')
      await form.getByLabel(t.confirmPassword, { exact: true }).fill('abc12')
      await submit.click()
      await expect(page.locator('#new-password-error')).toHaveText(m.validation.passwordRule)
      await form.getByLabel(t.newPassword, { exact: true }).fill('abcdef123456789')
      await submit.click()
      await expect(page.locator('#new-password-error')).toHaveText(m.validation.passwordRule)
      await form.getByLabel(t.newPassword, { exact: true }).fill('abcdef12')
      await form.getByLabel(t.confirmPassword, { exact: true }).fill('abcdef13')
      await submit.click()
      await expect(page.locator('#new-confirm-error')).toHaveText(m.validation.passwordMismatch)
      await form.getByLabel(t.confirmPassword, { exact: true }).fill('abcdef12')
      await form.getByLabel(t.oldPassword, { exact: true }).fill('notmine99')
      await submit.click()
      await expect(page.locator('#old-password-error')).toHaveText(m.validation.oldPasswordWrong)
      await form.getByLabel(t.oldPassword, { exact: true }).fill(PASSWORD)
      await submit.click()
      await expect(page.getByTestId('change-password-done')).toHaveText(m.api.passwordChanged)
      // This browser stays logged in.
      await page.reload()
      await expect(page.getByTestId('member-greeting')).toContainText(email, { timeout: LOGIN_MS })
    })

    flow('member information: the 18+ rule, then saved', async ({ page, request }) => {
      budgetFor(3)
      const email = await newMember(request, 'profile')
      await page.goto(pathIn(locale, '/personal/memberInformation'))
      await fillLogin(page, locale, email, PASSWORD)
      await expect(page.getByTestId('member-greeting')).toContainText(email, { timeout: LOGIN_MS })
      const form = page.getByTestId('member-info-form')
      const t = m.account.profile
      await expect(form.getByLabel(t.email, { exact: true })).toHaveValue(email)
      const today = new Date()
      const young = `${today.getFullYear() - 17}-01-15`
      await form.getByLabel(t.birthday, { exact: true }).fill(young)
      await form.getByLabel(t.surname, { exact: true }).fill('Nguyen')
      await form.getByLabel(t.givenName, { exact: true }).fill('Van An')
      await form.getByRole('radio', { name: t.genders.undisclosed, exact: true }).check()
      await form.getByRole('checkbox', { name: t.agree }).check()
      await form.getByRole('button', { name: t.submit, exact: true }).click()
      await expect(page.locator('#profile-birthday-error')).toHaveText(m.validation.adultRequired)
      await form.getByLabel(t.birthday, { exact: true }).fill('1990-04-12')
      await form.getByRole('button', { name: t.submit, exact: true }).click()
      await expect(page.getByTestId('member-info-saved')).toHaveText(m.api.profileSaved)
      await page.reload()
      await expect(form.getByLabel(t.birthday, { exact: true })).toHaveValue('1990-04-12')
      await expect(form.getByLabel(t.surname, { exact: true })).toHaveValue('NGUYEN')
      await expect(form.getByRole('radio', { name: t.genders.undisclosed, exact: true })).toBeChecked()
    })
  })
}

test.describe('phone confirmation (ko)', () => {
  test.use({ locale: 'ko-KR' })

  test('the member confirms the profile’s phone with the code sent to it by SMS; an edited number is confirmed after saving', async ({ page, request }) => {
    budgetFor(2)
    const m = messages('ko')
    const t = m.account.profile
    const phone = `+8869${String(10_000_000 + Math.floor(Math.random() * 89_999_999)).slice(0, 8)}`
    const email = await newMember(request, 'phone', phone)
    await page.goto(pathIn('ko', '/personal/memberInformation'))
    await fillLogin(page, 'ko', email, PASSWORD)
    await expect(page.getByTestId('member-greeting')).toContainText(email, { timeout: LOGIN_MS })

    const block = page.getByTestId('phone-unverified')
    await expect(block).toContainText(t.phoneUnverified)
    await block.getByRole('button', { name: t.phoneVerify, exact: true }).click()
    await expect(page.getByTestId('phone-code-sent')).toHaveText(t.phoneCodeSent.replace('{phone}', phone))
    let code = ''
    await expect
      .poll(async () => {
        const sms = (await mailsTo(phone)).find((message) => /(?<!\d)\d{6}(?!\d)/.test(message.text))
        code = sms ? sixDigits(sms.text) : ''
        return code ? 'received' : 'waiting'
      }, { timeout: 20_000, message: `an SMS to ${phone}` })
      .toBe('received')
    // While the minute runs, "send again" counts down.
    await expect(page.getByTestId('phone-resend')).toBeDisabled()

    const field = page.getByLabel(t.phoneCode, { exact: true })
    await field.fill(code === '000000' ? '111111' : '000000')
    await page.getByTestId('phone-confirm').click()
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(page.locator(`#${await field.getAttribute('aria-describedby')}`)).toHaveText(m.validation.codeInvalid)
    // Enter in the code field confirms the code; it does not save the profile.
    await field.fill(code)
    await field.press('Enter')
    await expect(page.getByTestId('phone-verified')).toContainText(t.phoneVerified)
    await expect(page.getByTestId('member-info-saved')).toBeEmpty()
    await page.reload()
    await expect(page.getByTestId('phone-verified')).toHaveText(t.phoneVerified)

    // Another number in the field: it is confirmed once saved.
    await page.getByLabel(t.phone, { exact: true }).fill('+886912000111')
    await expect(page.getByTestId('phone-save-first')).toHaveText(t.phoneSaveFirst)
    await expect(page.getByTestId('phone-verified')).toHaveCount(0)
  })
})

test.describe('business users (en)', () => {
  test.use({ locale: 'en-US' })

  test('see the report wording and no member information', async ({ page, context }) => {
    budgetFor(2)
    const en = messages('en')
    const login = await context.request.post('/api/login', { data: { email: B2C, password: MEMBER_PASSWORD }, headers: { lang: 'en' } })
    expect(login.status()).toBe(200)
    await page.goto('/en/personal/changePassword')
    const nav = page.getByRole('navigation', { name: en.personal.menuLabel })
    await expect(nav.getByRole('link', { name: en.personal.report })).toHaveAttribute('href', '/en/personal/order/b2c')
    await expect(nav.getByRole('link', { name: en.personal.memberInformation })).toHaveCount(0)
    await expect(nav.getByRole('link', { name: en.care.kyc.title })).toHaveCount(0)
    await page.goto('/en/personal/memberInformation')
    await expect(page).toHaveURL((url) => url.pathname === '/en/personal/order/b2c')
  })
})
