/**
 * Wallet passes in the browser (issue 41 item 5): the suite's server has no signing keys, so its voucher and eSIM
 * pages show no "Add to … Wallet" button; a second production server of this build, given a test CA's signing
 * certificate and a Google service-account key made here with openssl, shows both buttons beside the voucher and
 * each eSIM, and its Apple download answers `application/vnd.apple.pkpass` (Google's: a redirect to its save page).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { budgetFor, messages, fixtureData } from './support'

type Links = { orderNumber: string; zh: string; en: string }
let orders: { esim: Links; voucher: Links }

/** This spec's own server: E2E_PORT + 33 (+25…+27 and +30 are the suite's mail, TapPay and eSIM sandboxes). */
const OWN_PORT = Number(process.env.E2E_PORT || 3100) + 33
const own = `http://127.0.0.1:${OWN_PORT}`
let server: ChildProcess | undefined
let keyDir: string | undefined

test.beforeAll(async () => {
  test.setTimeout(180_000)
  orders = await fixtureData<typeof orders>('tests/e2e/paid-orders.ts', 'PAID_ORDERS', { timeoutMs: 150_000 })
})

test.afterAll(() => {
  server?.kill('SIGTERM')
  if (keyDir) rmSync(keyDir, { recursive: true, force: true })
})

/** A test CA, a pass certificate it issued and a Google key, as the wallet variables take them. */
function walletEnv(): Record<string, string> {
  keyDir = mkdtempSync(path.join(tmpdir(), 'wallet-e2e-'))
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: keyDir, stdio: 'pipe' })
  openssl('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '2', '-subj', '/CN=Wallet E2E CA')
  openssl('req', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'signer.key', '-out', 'signer.csr', '-subj', '/CN=Pass Type ID: pass.e2e.shop')
  openssl('x509', '-req', '-in', 'signer.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-out', 'signer.pem', '-days', '2')
  openssl('genpkey', '-algorithm', 'RSA', '-pkeyopt', 'rsa_keygen_bits:2048', '-out', 'google.key')
  const base64 = (name: string) => readFileSync(path.join(keyDir!, name)).toString('base64')
  return {
    APPLE_WALLET_PASS_TYPE_ID: 'pass.e2e.shop',
    APPLE_WALLET_TEAM_ID: 'E2ETEAM001',
    APPLE_WALLET_CERT: base64('signer.pem'),
    APPLE_WALLET_KEY: base64('signer.key'),
    APPLE_WALLET_WWDR_CERT: base64('ca.pem'),
    GOOGLE_WALLET_ISSUER_ID: '3388000000099999999',
    GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: 'wallet@e2e.iam.gserviceaccount.com',
    GOOGLE_WALLET_PRIVATE_KEY: base64('google.key'),
  }
}

test('without signing keys the voucher and eSIM pages offer no wallet button', async ({ page }) => {
  budgetFor(2)
  await page.goto(orders.voucher.en)
  await expect(page.getByTestId('voucher-qr')).toBeVisible()
  await expect(page.getByTestId('wallet-buttons')).toHaveCount(0)
  await page.goto(orders.esim.en)
  await expect(page.getByTestId('esim-code')).toBeVisible()
  await expect(page.getByTestId('wallet-buttons')).toHaveCount(0)
})

test('with signing keys: Apple and Google Wallet buttons on the voucher and eSIM pages; the pass downloads as a .pkpass', async ({ page }) => {
  test.setTimeout(150_000)
  server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', '-p', String(OWN_PORT)], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      ...walletEnv(),
      NODE_ENV: 'production',
      NEXT_PUBLIC_SITE_URL: own,
      SMTP_URL: process.env.E2E_SMTP_URL,
      TAPPAY_SANDBOX: 'true',
      TSX_TSCONFIG_PATH: path.join(process.cwd(), 'tsconfig.scripts.json'),
    },
    stdio: ['ignore', 'ignore', 'ignore'],
  })
  await expect
    .poll(async () => (await fetch(`${own}/en`).catch(() => null))?.status ?? 0, { timeout: 90_000, intervals: [250] })
    .toBe(200)

  const m = messages('ja')
  const jaPath = (links: Links) => links.en.replace(/^\/en\//, '/ja/')
  await page.goto(own + jaPath(orders.voucher))
  await expect(page.getByTestId('voucher-qr')).toBeVisible()
  const apple = page.getByTestId('wallet-apple')
  await expect(apple).toHaveText(m.orderPass.wallet.apple)
  await expect(page.getByTestId('wallet-google')).toHaveText(m.orderPass.wallet.google)
  const pkpass = await page.request.get(own + (await apple.getAttribute('href'))!)
  expect(pkpass.status()).toBe(200)
  expect(pkpass.headers()['content-type']).toBe('application/vnd.apple.pkpass')
  // A zip (PK\3\4) holding the pass.
  expect((await pkpass.body()).subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]))
  const google = await page.request.get(own + (await page.getByTestId('wallet-google').getAttribute('href'))!, { maxRedirects: 0 })
  expect(google.status()).toBe(303)
  expect(google.headers().location).toMatch(/^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/)

  await page.goto(own + jaPath(orders.esim))
  const card = page.getByTestId('esim-code')
  await expect(card.getByTestId('wallet-apple')).toBeVisible()
  await expect(card.getByTestId('wallet-google')).toBeVisible()
  const esimPass = await page.request.get(own + (await card.getByTestId('wallet-apple').getAttribute('href'))!)
  expect(esimPass.status()).toBe(200)
  expect(esimPass.headers()['content-type']).toBe('application/vnd.apple.pkpass')
})
