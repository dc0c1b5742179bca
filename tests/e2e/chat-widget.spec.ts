/**
 * Issue 13, the chat widget (spec §7, §8): the seeded admin configures it in site settings through Payload's
 * REST API; the storefront then loads the script with platform, access id, medium and the page language
 * (zh-TW → cht, en → en, vi → vie), reloads it in the new language after a switch, removes it (with a
 * warning) when it fails to load, and neither loads it nor allows its origin in the CSP when it is off.
 * The chat provider is played by a tiny HTTPS server started here (self-signed: the widget accepts https
 * addresses only); its script only records that it ran. Serial, and the settings are restored at the end:
 * other specs running meanwhile see at most that harmless script.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { ADMIN, budgetFor, pathIn, staffLogin } from './support'

test.describe.configure({ mode: 'serial' })
test.use({ ignoreHTTPSErrors: true })

type Chat = { enabled?: boolean | null; scriptUrl?: string | null; platform?: string | null; accessId?: string | null; medium?: string | null }

const FAKE_SCRIPT = '(window.__chatLoads = window.__chatLoads || []).push(document.currentScript && document.currentScript.src)'
let provider: Server
let origin = ''
let original: Chat = {}
let auth: Record<string, string> = {}

async function saveChat(request: APIRequestContext, chatWidget: Chat) {
  const reply = await request.post('/api/globals/site-settings', { headers: auth, data: { chatWidget } })
  expect(reply.status(), await reply.text()).toBe(200)
}

/** The Content-Security-Policy of a storefront page. */
async function policyOf(request: APIRequestContext, pathname: string) {
  const reply = await request.get(pathname, { maxRedirects: 0 })
  return reply.headers()['content-security-policy'] ?? ''
}

const scriptSrc = (page: Page) => page.locator('script[data-chat-widget]').getAttribute('src')

async function expectChatIn(page: Page, language: string) {
  const script = page.locator('script[data-chat-widget]')
  await expect(script).toHaveCount(1)
  const src = new URL((await scriptSrc(page))!)
  expect(src.origin + src.pathname).toBe(`${origin}/chat.js`)
  expect(Object.fromEntries(src.searchParams)).toEqual({ platform: 'web', accessId: 'E2E-ACCESS', medium: 'shop', language })
  // It ran: the page's CSP allowed its origin.
  await expect.poll(() => page.evaluate(() => (window as unknown as { __chatLoads?: string[] }).__chatLoads ?? [])).toContain(src.toString())
}

test.beforeAll(async ({ request }) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'chat-e2e-'))
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', `${dir}/key.pem`, '-out', `${dir}/cert.pem`],
      { stdio: 'ignore' },
    )
    const tls = { key: readFileSync(`${dir}/key.pem`), cert: readFileSync(`${dir}/cert.pem`) }
    provider = createServer(tls, (req, res) => {
      if (new URL(req.url ?? '/', 'https://x').pathname === '/chat.js') res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' }).end(FAKE_SCRIPT)
      else res.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
    })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve))
  origin = `https://127.0.0.1:${(provider.address() as AddressInfo).port}`

  const login = await staffLogin(request, ADMIN)
  expect(login.status()).toBe(200)
  auth = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const settings = (await (await request.get('/api/globals/site-settings?depth=0', { headers: auth })).json()) as { chatWidget?: Chat }
  const { enabled = false, scriptUrl = null, platform = null, accessId = null, medium = null } = settings.chatWidget ?? {}
  original = { enabled, scriptUrl, platform, accessId, medium }
})

test.afterAll(async ({ request }) => {
  if (auth.Authorization) await saveChat(request, original)
  await new Promise((resolve) => provider?.close(resolve))
})

const configured = (): Chat => ({ enabled: true, scriptUrl: `${origin}/chat.js`, platform: 'web', accessId: 'E2E-ACCESS', medium: 'shop' })

test.describe('chat widget', () => {
  test.use({ locale: 'zh-TW' })

  test('loads in the page language (zh-TW, en, vi) and again in the new language after a switch', async ({ page, request }) => {
    budgetFor(3)
    await saveChat(request, configured())
    await expect.poll(() => policyOf(request, pathIn('en')), { timeout: 10_000 }).toMatch(new RegExp(`script-src [^;]*${origin.replace(/\./g, '\\.')}`))

    const home = await page.goto('/')
    expect(home?.headers()['content-security-policy']).toContain(origin)
    await expectChatIn(page, 'cht')

    for (const [next, language] of [
      ['en', 'en'],
      ['vi', 'vie'],
    ] as const) {
      await page.locator('header details', { has: page.locator('a[hreflang]') }).locator('summary').click()
      await page.locator(`header a[hreflang="${next}"]`).click()
      await expect(page).toHaveURL(new RegExp(`${pathIn(next)}$`))
      await expectChatIn(page, language)
    }
  })

  test('a script that fails to load (404) is logged and removed', async ({ page, request }) => {
    budgetFor(1)
    await saveChat(request, { ...configured(), scriptUrl: `${origin}/missing.js` })
    const warned = page.waitForEvent('console', (message) => message.type() === 'warning' && message.text().includes('[chat]'))
    const failed = page.waitForResponse((response) => response.url().startsWith(`${origin}/missing.js`))
    await page.goto(pathIn('en'))
    expect((await failed).status()).toBe(404)
    expect((await warned).text()).toContain(`${origin}/missing.js`)
    await expect(page.locator('script[data-chat-widget]')).toHaveCount(0)
  })

  test('turned off: no script at all, and the CSP does not name its origin', async ({ page, request }) => {
    budgetFor(1)
    await saveChat(request, { ...configured(), enabled: false })
    await expect.poll(() => policyOf(request, pathIn('vi')), { timeout: 10_000 }).not.toContain(origin)
    const reply = await page.goto(pathIn('vi'), { waitUntil: 'load' })
    const policy = reply?.headers()['content-security-policy'] ?? ''
    expect(policy).toContain("script-src 'self'")
    expect(policy).not.toContain(origin)
    // The page as the server sent it (its HTML and the React payload in it) names no chat script: nothing can load one.
    expect(await reply!.text()).not.toContain(origin)
    // Loaded, then idle (no deadline: only once hydration's tasks are done): a loader's idle callback would have run first.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)))
    await expect(page.locator('script[data-chat-widget]')).toHaveCount(0)
    expect(await page.evaluate(() => (window as unknown as { __chatLoads?: string[] }).__chatLoads)).toBeUndefined()
    expect(await page.content()).not.toContain(origin)
  })
})
