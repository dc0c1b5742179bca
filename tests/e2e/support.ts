/** Shared data and helpers for the e2e tests. */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test'

import { LOCALES, LOCALE_INFO, type Locale } from '../../src/domain/locale'
import type zhTW from '../../messages/zh-TW.json'
import { SoftAuthenticator } from '../int/softAuthenticator'

export { LOCALES, LOCALE_INFO, type Locale }

type Messages = typeof zhTW

const cache = new Map<Locale, Messages>()
/** The UI strings of a locale, read from messages/<locale>.json (the same files the app uses). */
export function messages(locale: Locale): Messages {
  let m = cache.get(locale)
  if (!m) {
    m = JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8')) as Messages
    cache.set(locale, m)
  }
  return m
}

export const MEMBER = 'member@taiwan-sim.test'
export const BBC = 'bbc@taiwan-sim.test'
export const MEMBER_PASSWORD = process.env.SEED_MEMBER_PASSWORD || 'demo1234'
export const ADMIN = 'admin@taiwan-sim.test'
export const STAFF_PASSWORD = process.env.SEED_STAFF_PASSWORD || 'TaiwanSim2026!'

/**
 * What one page may take on this 2-core machine while the server, a second worker and Chromium share it
 * (navigation, hydration, an axe run or the assertions). A test that opens several pages gets a budget
 * that grows with them, so it fails because something is wrong, never because the machine is slow.
 */
export const PAGE_BUDGET_MS = 20_000

/** Call first in a test that opens `pages` pages; the first 10 s are for the fixtures (browser context, API calls). */
export function budgetFor(pages: number) {
  test.setTimeout(10_000 + pages * PAGE_BUDGET_MS)
}

/**
 * CI time (the whole suite must stay under 30 minutes on two cores): a spec whose flows were each written for several
 * languages runs each flow in one of them, the languages taking turns (flow 0 in the first, flow 1 in the second …),
 * so every language still runs some flow of the spec. `define` is the spec's `test`; call the returned function
 * where the spec called `test`, once per flow, in the same order in every language.
 */
export function inTurn<T extends (...args: never[]) => unknown>(define: T, locales: readonly string[], locale: string): T {
  const index = locales.indexOf(locale)
  let flow = 0
  return ((...args: Parameters<T>) => {
    if (flow++ % locales.length === index) define(...args)
  }) as T
}

/** The public path of `rest` in `locale` ('/' in zh-TW, '/en' in en …). */
export const pathIn = (locale: Locale, rest = '/') =>
  rest === '/' ? LOCALE_INFO[locale].prefix || '/' : `${LOCALE_INFO[locale].prefix}${rest}`

/** Logs a member in through the storefront API; the context keeps the cookies it sets. */
export async function apiLogin(request: APIRequestContext, email = MEMBER, password = MEMBER_PASSWORD) {
  const response = await request.post('/api/login', { data: { email, password }, headers: { lang: 'en' } })
  expect(response.status()).toBe(200)
  const body = (await response.json()) as { code: number; data: { access_token: string } }
  expect(body.code).toBe(200)
  return body.data.access_token
}

/** Chooses a display currency in the header's menu (a click on its entry), waiting for the page to load again. */
/** Hydrated: React has taken the element over (its fiber is attached to the node). */
export async function hydrated(page: Page, selector: string) {
  await page.waitForFunction((s) => {
    const node = document.querySelector(s)
    return Boolean(node) && Object.keys(node!).some((key) => key.startsWith('__reactFiber'))
  }, selector)
}

export async function chooseCurrency(page: Page, currency: string) {
  await page.getByTestId('currency-select').first().click()
  const entry = page.getByTestId('currency-menu').first().locator(`button[data-currency="${currency}"]`)
  await Promise.all([page.waitForEvent('load'), entry.click()])
}

export async function cookieNamed(context: BrowserContext, name: string) {
  return (await context.cookies()).find((c) => c.name === name)
}

/** A mail the shop sent over real SMTP to the tests' mail server (tests/e2e/mail-catcher.ts). */
export type CapturedMail = { to: string[]; subject: string; text: string; html: string; receivedAt: string }

const mailServer = () => {
  const url = process.env.E2E_MAIL_URL
  if (!url) throw new Error('E2E_MAIL_URL is not set (playwright.config.ts starts the mail catcher)')
  return url
}

/** Mails received for `to`, newest first. */
export async function mailsTo(to: string): Promise<CapturedMail[]> {
  const response = await fetch(`${mailServer()}/messages?to=${encodeURIComponent(to)}`)
  return (await response.json()) as CapturedMail[]
}

/** A subject template of messages/<locale>.json (`{siteName}: your code is {code}`) as a pattern. */
export function subjectPattern(template: string): RegExp {
  const escaped = template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\w+\\\}/g, '.*')
  return new RegExp(`^${escaped}$`)
}

/** Waits for the newest mail to `to` whose subject matches `subject`. */
export async function waitForMail(to: string, subject: RegExp, timeout = 20_000): Promise<CapturedMail> {
  let found: CapturedMail | undefined
  await expect
    .poll(
      async () => {
        found = (await mailsTo(to)).find((mail) => subject.test(mail.subject))
        return found ? 'received' : 'waiting'
      },
      { timeout, intervals: [250, 500, 1000], message: `a mail to ${to} with a subject like ${subject}` },
    )
    .toBe('received')
  return found!
}

/**
 * The guest order lookup on the page already open at /orderLookup, for an order placed a moment ago: number and
 * e-mail, "send code" until the address's one-minute gap (the order's own code went there) lets it through, then
 * the lookup code from the mail (not the order's earlier code) and "verify".
 */
export async function lookUpOrderWithMailedCode(page: Page, locale: Locale, orderNumber: string, email: string) {
  const m = messages(locale)
  await page.getByLabel(m.orderLookup.orderNumber).fill(orderNumber)
  await page.getByLabel(m.orderLookup.email, { exact: true }).fill(email)
  await expect(async () => {
    await page.getByTestId('lookup-send').click()
    await expect(page.getByTestId('lookup-sent')).toHaveText(m.api.lookupCodeSent, { timeout: 3_000 })
  }).toPass({ timeout: 90_000, intervals: [15_000] })
  let code = ''
  await expect
    .poll(async () => {
      const mail = (await mailsTo(email)).find((each) => each.text.includes(m.mail.verificationCode.orderLookup))
      code = mail ? (/(?<!\d)(\d{6})(?!\d)/.exec(`${mail.subject}\n${mail.text}`)?.[1] ?? '') : ''
      return code
    }, { timeout: 20_000 })
    .not.toBe('')
  await page.getByLabel(m.orderLookup.code).fill(code)
  await page.getByTestId('lookup-verify').click()
}

type FixtureOptions = { env?: Record<string, string>; timeoutMs?: number }

/**
 * Runs a fixture of tests/e2e (tests/e2e/fixture-script.ts) against the e2e database on the run's fixture host
 * (tests/e2e/fixture-host.ts, Payload started once) and answers what it made: its `TAG {json}` line. `env` is set for
 * that fixture's run only. The fixture only queues its mail: the server under test sends it.
 */
export async function runFixtureScript(file: string, { env, timeoutMs = 55_000 }: FixtureOptions = {}): Promise<string> {
  const response = await fetch(`${process.env.E2E_FIXTURE_URL}/run`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ file, env }),
    signal: AbortSignal.timeout(timeoutMs),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${file} failed (${response.status}):\n${text}`)
  return text
}

/** What a fixture (tests/e2e/fixture-script.ts) answered as its one `TAG {json}` line, parsed. */
export async function fixtureData<T>(file: string, tag: string, options?: FixtureOptions): Promise<T> {
  const prefix = `${tag} `
  const line = (await runFixtureScript(file, options)).split('\n').find((l) => l.startsWith(prefix))
  if (!line) throw new Error(`${file} answered no ${tag} line`)
  return JSON.parse(line.slice(prefix.length)) as T
}

/**
 * Pays an order through the storefront API with a prime from the TapPay sandbox (playwright.config.ts gives its
 * address), as the payment page does; `keyPrefix` names the spec in the Idempotency-Key.
 */
export async function payByCard(request: APIRequestContext, order: { orderNumber: string; checkoutToken: string }, keyPrefix: string) {
  const primeReply = await fetch(`${process.env.E2E_TAPPAY_URL}/tpc/getPrime`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ app_id: 1, card: { number: '4242424242424242', expiry: '12/39', ccv: '123' } }),
  })
  const prime = ((await primeReply.json()) as { card: { prime: string } }).card.prime
  const response = await request.post('/api/checkout', {
    data: { orderNumber: order.orderNumber, method: 'card', prime, invoice: { type: 'memberCarrier' }, checkoutToken: order.checkoutToken },
    headers: { lang: 'en', 'idempotency-key': `${keyPrefix}-${order.orderNumber}` },
  })
  const body = (await response.json()) as { code: number; message: string; data: { status: string } }
  expect(body.code, body.message).toBe(200)
  expect(body.data.status).toBe('paid')
}

/**
 * Clicks "Pay" on the payment page as a traveller taps it: on the page as drawn. Chromium sends a click to the frame
 * that the last drawn picture had at that point, so a click right after Playwright scrolled the button into view, before
 * the scrolled page was drawn, went into TapPay's card-number field (another origin's frame, another process) that was
 * there a picture earlier, and nothing was paid. Slow pictures made it likely: CJK fonts, a loaded machine.
 * So the pointer is moved onto the button until the button itself feels it, and then it clicks.
 */
export async function clickPay(page: Page, { double = false } = {}) {
  const pay = page.getByTestId('pay')
  await pay.scrollIntoViewIfNeeded()
  await pay.evaluate((button) => {
    button.removeAttribute('data-pointer-here')
    button.addEventListener('pointermove', () => button.setAttribute('data-pointer-here', 'true'), { once: true })
  })
  await expect(async () => {
    await page.mouse.move(0, 0)
    await pay.hover()
    await expect(pay).toHaveAttribute('data-pointer-here', 'true', { timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
  await (double ? pay.dblclick() : pay.click())
}

/** Signs `email` in through /admin's login form (the staff's own way in); the first admin page of a run compiles slowly. */
export async function adminLogin(page: Page, email: string, password = STAFF_PASSWORD) {
  await page.goto('/admin/login', { timeout: 2 * PAGE_BUDGET_MS })
  await submitAdminLogin(page, email, password)
  await expect(page).toHaveURL((url) => url.pathname === '/admin', { timeout: 30_000 })
}

/**
 * Fills and sends /admin's password form; when the server holds the sign-in for its second step (every admin's, issue
 * 41.2), finishes it as the login page offers — with the account's e2e passkey — and opens `/admin`.
 */
export async function submitAdminLogin(page: Page, email: string, password = STAFF_PASSWORD) {
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(password)
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/staff/login' && r.request().method() === 'POST', { timeout: 30_000 })
  await page.locator('button[type="submit"]').click()
  const login = (await (await answer).json()) as { user?: { secondStep?: string } }
  if (!login.user?.secondStep) return
  await passkeyStep(page.request, email)
  await page.goto('/admin', { timeout: 2 * PAGE_BUDGET_MS })
}

type StaffSession = { token: string; exp: number; user: { id: number; email: string; role: string } }
const staffDevices = new Map<string, SoftAuthenticator>()

/** The seeded staff accounts whose second step every run needs (the admin's), and the shop's own address. */
export const PRESET_STAFF = [ADMIN]
const shopSite = () => new URL(`http://localhost:${process.env.E2E_PORT || 3100}`)
/** The one passkey of a preset account that every worker of a run holds (the same seed gives the same key). */
export const presetDevice = (email: string) => new SoftAuthenticator(shopSite().hostname, shopSite().origin, `e2e-staff:${email}`)
/** Set by tests/e2e/global-setup.ts once the preset accounts hold their passkeys. */
export const PRESET_READY_ENV = 'E2E_STAFF_PASSKEYS_PRESET'

/**
 * The e2e tests' way through a staff second step (issue 41.2), the rule left on: a passkey sign-in (two factors
 * already), with a software authenticator whose public key is on the account: for the seeded admin, put there once per
 * run before the workers start (tests/e2e/global-setup.ts); for another account, by a fixture once per worker. Its
 * counter stays 0, as synced passkeys send, so sign-ins in any order pass; an app's code would be good once per 30 s.
 */
async function passkeyStep(request: APIRequestContext, email: string, base = ''): Promise<StaffSession> {
  let device = staffDevices.get(email)
  if (!device && !base && process.env[PRESET_READY_ENV]?.split(',').includes(email)) {
    device = presetDevice(email)
    staffDevices.set(email, device)
  }
  if (!device) {
    const site = base ? new URL(base) : shopSite()
    device = new SoftAuthenticator(site.hostname, site.origin)
    // Once per worker and account: time the test did not plan for (the fixture host may be running another's fixture).
    test.info().setTimeout(test.info().timeout + 30_000)
    await runFixtureScript('tests/e2e/staff-passkey-fixture.ts', { env: { E2E_STAFF_PASSKEY: JSON.stringify({ email, credentialId: device.id, publicKey: device.publicKey }) } })
    staffDevices.set(email, device)
  }
  const options = await request.post(`${base}/api/staff/passkey/loginOptions`, { data: {}, headers: { lang: 'en' } })
  expect(options.status(), await options.text()).toBe(200)
  const { challenge } = ((await options.json()) as { data: { options: { challenge: string } } }).data.options
  const reply = await request.post(`${base}/api/staff/passkey/login`, { data: { response: device.login({ challenge }, { counter: 0 }) }, headers: { lang: 'en' } })
  expect(reply.status(), await reply.text()).toBe(200)
  return ((await reply.json()) as { data: StaffSession }).data
}

/** What staffLogin answers: Payload's login reply, or the passkey's session in its shape ({ token, exp, user }). */
export type StaffLoginReply = { status: () => number; ok: () => boolean; text: () => Promise<string>; json: () => Promise<StaffSession> }

/**
 * A staff sign-in for a test's API calls: the password through Payload's REST login, then — where the server holds the
 * sign-in for a second step — the account's e2e passkey. The request context keeps the session's cookie.
 */
export async function staffLogin(request: APIRequestContext, email: string, { password = STAFF_PASSWORD, base = '', timeout }: { password?: string; base?: string; timeout?: number } = {}): Promise<StaffLoginReply> {
  const login = await request.post(`${base}/api/staff/login`, { data: { email, password }, ...(timeout ? { timeout } : {}) })
  const text = await login.text()
  const body = (login.ok() ? JSON.parse(text) : {}) as StaffSession & { user?: { secondStep?: string } }
  if (!body.user?.secondStep) return { status: () => login.status(), ok: () => login.ok(), text: async () => text, json: async () => JSON.parse(text) as StaffSession }
  const session = await passkeyStep(request, email, base)
  return { status: () => 200, ok: () => true, text: async () => JSON.stringify(session), json: async () => session }
}
