/**
 * Issue 41.2 in Chromium: a member adds a passkey in the member centre (Chromium's virtual authenticator through CDP
 * WebAuthn.addVirtualAuthenticator), logs out and logs in with it; a logged-in member whose e-mail is proven orders
 * without a code step, while a guest still gets it. Every test makes its own member through Payload's admin API.
 */
import { expect, test, type APIRequestContext } from '@playwright/test'

import { ADMIN, apiLogin, budgetFor, messages, subjectPattern, waitForMail, staffLogin } from './support'
import { virtualAuthenticator } from './virtualAuthenticator'

const m = messages('en')
const PASSWORD = 'start123'

/** A new ordinary member made by an admin (no code ever reached its e-mail): its e-mail. */
async function newMember(request: APIRequestContext, label: string): Promise<string> {
  const login = await staffLogin(request, ADMIN)
  expect(login.status(), await login.text()).toBe(200)
  const staffToken = ((await login.json()) as { token: string }).token
  const email = `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`
  const created = await request.post('/api/members', {
    headers: { authorization: `JWT ${staffToken}` },
    data: { email, password: PASSWORD, accountType: 1, surname: 'TRAN', givenName: 'AN', phone: '+84912345678' },
  })
  expect(created.status(), await created.text()).toBe(201)
  return email
}

test.describe('passkeys (issue 41.2)', () => {
  test.use({ locale: 'en-US' })

  test('a member adds a passkey in the member centre, logs out and logs in with it', async ({ page, context, request }) => {
    budgetFor(5)
    const email = await newMember(request, 'passkey')
    const { cdp, authenticatorId } = await virtualAuthenticator(context, page)

    await page.goto('/en/login')
    await expect(page.getByTestId('login-form')).toHaveAttribute('data-hydrated', 'true')
    await page.getByLabel(m.login.email).fill(email)
    await page.getByLabel(m.login.password).fill(PASSWORD)
    await page.getByRole('button', { name: m.login.submit, exact: true }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/en/personal/order')

    await page.getByRole('navigation', { name: m.personal.menuLabel }).getByRole('link', { name: m.personal.passkeys }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/en/personal/passkeys')
    const section = page.getByTestId('passkeys')
    await expect(section).toHaveAttribute('data-hydrated', 'true')
    await expect(section.getByTestId('passkey-none')).toHaveText(m.passkeys.none)
    await section.getByLabel(m.passkeys.newName).fill('Test laptop')
    await section.getByTestId('passkey-add').click()
    await expect(section.getByTestId('passkey-status')).toHaveText(m.passkeys.addedStatus)
    await expect(section.getByTestId('passkey-row')).toHaveCount(1)
    await expect(section.getByTestId('passkey-row').getByLabel(m.passkeys.name, { exact: true })).toHaveValue('Test laptop')
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId })
    expect(credentials).toHaveLength(1)
    expect(credentials[0]!.isResidentCredential).toBe(true)

    await page.getByTestId('logout').click()
    await expect(page).toHaveURL((url) => url.pathname === '/en/login')
    await expect(page.getByTestId('login-form')).toHaveAttribute('data-hydrated', 'true')
    await page.getByTestId('passkey-login').click()
    await expect(page).toHaveURL((url) => url.pathname === '/en/personal/order')
    await expect(page.getByTestId('member-greeting')).toContainText(email)
    // The passkey was used: its counter on the authenticator moved on, and the list says when.
    await page.goto('/en/personal/passkeys')
    await expect(page.getByTestId('passkey-row')).toContainText(m.passkeys.lastUsed.split(' {time}')[0]!)
  })
})

test.describe('ordering without a new code (issue 41.2)', () => {
  test.use({ locale: 'en-US' })

  type Envelope<T> = { code: number; message: string; data: T }
  const post = async <T>(request: APIRequestContext, path: string, data: unknown, headers: Record<string, string> = {}) => {
    const response = await request.post(path, { data, headers: { lang: 'en', ...headers } })
    const body = (await response.json()) as Envelope<T>
    expect(body.code, `${path}: ${body.message}`).toBe(200)
    return body.data
  }

  async function esimPlan(request: APIRequestContext) {
    const { list } = await post<{ list: { id: number }[] }>(request, '/api/productList', { cardType: 'esim', pageSize: 50 })
    for (const { id } of list) {
      const info = await post<{ id: number; plans: { id: string }[]; pickup?: unknown }>(request, '/api/getBookInfo', { productId: id })
      if (info.plans.length && !info.pickup) return { productId: info.id, planId: info.plans[0]!.id }
    }
    throw new Error('the seed has no eSIM with a plan')
  }

  test('a logged-in member whose e-mail is proven has no code step; a guest still has it', async ({ page, request, browser }) => {
    budgetFor(4)
    const email = await newMember(request, 'nocode')
    const token = await apiLogin(request, email, PASSWORD)
    const esim = await esimPlan(request)
    const order = {
      item: { kind: 'product', productId: esim.productId, planId: esim.planId, cardType: 'esim', quantity: 1 },
      email,
      phone: '+84912345678',
      surname: 'TRAN',
      givenName: 'AN',
      birthDate: '1990-04-12',
      partnerName: 'none',
      agree: true,
    }
    // Made by staff, the account's e-mail is not proven yet: its first order proves it with the code sent there.
    await post(request, '/api/sendEmail', { email, purpose: 'orderContact' })
    const code = /(?<!\d)(\d{6})(?!\d)/.exec((await waitForMail(email, subjectPattern(m.mail.verificationCode.subject))).text)![1]!
    await post(request, '/api/order/placeOrder', { ...order, verificationCode: code }, { authorization: `Bearer ${token}` })

    await apiLogin(page.context().request, email, PASSWORD)
    const path = `/en/bookNow/order?product=${esim.productId}&plan=${encodeURIComponent(esim.planId)}`
    await page.goto(path)
    await expect(page.getByTestId('order-form')).toHaveAttribute('data-hydrated', 'true')
    await page.getByTestId('step-item').getByTestId('continue').click()
    const contact = page.getByTestId('step-contact')
    await expect(contact.getByLabel(m.orderForm.fields.email, { exact: true })).toHaveValue(email)
    await expect(contact.getByTestId('code-waived')).toHaveText(m.orderForm.codeWaived.replace('{address}', email))
    await expect(contact.getByLabel(m.orderForm.fields.verificationCode, { exact: true })).toHaveCount(0)
    await contact.getByTestId('continue').click()
    const traveller = page.getByTestId('step-traveller')
    await expect(traveller).toBeVisible()
    await traveller.getByLabel(m.orderForm.fields.birthDate, { exact: true }).fill('1990-04-12')
    await traveller.getByTestId('agree').check()
    await traveller.getByTestId('continue').click()
    await page.getByTestId('step-confirm').getByTestId('place-order').click()
    await expect(page).toHaveURL((url) => url.pathname === '/en/checkout' && Boolean(url.searchParams.get('order')), { timeout: 30_000 })

    // A guest on the same form still proves the e-mail with a code.
    const guest = await browser.newContext({ locale: 'en-US' })
    const other = await guest.newPage()
    await other.goto(path)
    await expect(other.getByTestId('order-form')).toHaveAttribute('data-hydrated', 'true')
    await other.getByTestId('step-item').getByTestId('continue').click()
    await expect(other.getByTestId('step-contact').getByLabel(m.orderForm.fields.verificationCode, { exact: true })).toBeVisible()
    await expect(other.getByTestId('code-waived')).toHaveCount(0)
    await guest.close()
  })
})
