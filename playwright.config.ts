/**
 * End-to-end tests against the production build (`next start`), run by `npm run test:e2e`
 * (scripts/run.ts e2e: fresh `shop_e2e` database, migrations, seed, `next build`, then Playwright with
 * DATABASE_URL and PAYLOAD_SECRET in the environment).
 */
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'

import { defineConfig, devices } from '@playwright/test'

import { packagedFontConfig } from './tests/e2e/fonts'

// The app refuses to start in production without a secret (src/server/env.ts). scripts/run.ts passes
// the one the build used; a manual `playwright test` gets a random one for the run.
process.env.PAYLOAD_SECRET ||= randomBytes(32).toString('hex')
// The local TapPay signs its notify with it, and the production server checks it (refusing to start without one).
process.env.TAPPAY_NOTIFY_SECRET ||= randomBytes(32).toString('hex')

const PORT = Number(process.env.E2E_PORT || 3100)
const baseURL = `http://localhost:${PORT}`
// The shop sends real mail over SMTP to the tests' own mail server (tests/e2e/mail-catcher.ts).
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT || PORT + 25)
const MAIL_PORT = Number(process.env.E2E_MAIL_PORT || PORT + 26)
process.env.E2E_MAIL_URL = `http://127.0.0.1:${MAIL_PORT}`
process.env.E2E_SMTP_URL = `smtp://127.0.0.1:${SMTP_PORT}`
// The local TapPay (dev/sandboxes/tappay/); scripts/run.ts builds with the same port (its origin is in the CSP).
const TAPPAY_PORT = Number(process.env.TAPPAY_SANDBOX_PORT || PORT + 27)
process.env.E2E_TAPPAY_URL = `http://127.0.0.1:${TAPPAY_PORT}`
// The fixtures' host (tests/e2e/fixture-host.ts): Payload started once, the specs' fixtures run on it.
const FIXTURE_PORT = Number(process.env.E2E_FIXTURE_PORT || PORT + 28)
process.env.E2E_FIXTURE_URL = `http://127.0.0.1:${FIXTURE_PORT}`
const CI = Boolean(process.env.CI)
// Every test's browser and API calls come from this machine's one or two loopback addresses, so the shop's
// per-address limit on verification codes is raised for the suite; tests/e2e/security.spec.ts checks it holds.
process.env.E2E_SEND_LIMIT_PER_IP_HOUR ||= '60'

/** Debian's chromium (apt-get install chromium); never `playwright install`, downloads fail here. */
const chromiumPath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find(
  (candidate): candidate is string => Boolean(candidate) && existsSync(candidate!),
)
// E2E_CJK_FONTS=true: Chinese, Japanese and Korean pages drawn with real glyphs, as on a traveller's phone, for
// screenshots (tests/e2e/fonts.ts). Opt-in: with them, the zh-TW guest's Pay in payment.spec did nothing (to be found).
const fontConfig = process.env.E2E_CJK_FONTS === 'true' ? packagedFontConfig() : undefined

export default defineConfig({
  testDir: 'tests/e2e',
  // The seeded admin's e2e passkey, once per run, after the web servers are up (tests/e2e/global-setup.ts).
  globalSetup: './tests/e2e/global-setup.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  forbidOnly: CI,
  // Three browsers against one server on a 2-core machine: much of a test is waiting (mail, payment, timers).
  workers: Number(process.env.E2E_WORKERS || 3),
  // Green without retries, here and in CI: a test that passes only the second time is a defect to mend.
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // Every test plays a visitor who has already answered the first-visit location question (it is asked
    // once, in a bar at the bottom that could cover what a test clicks); the location tests start without.
    storageState: { cookies: [], origins: [{ origin: baseURL, localStorage: [{ name: 'isGetAddress', value: '1' }] }] },
    // No trace by default: recording one for every test (to keep the failing ones) costs each page its DOM snapshots
    // and screencast frames (catalog.spec with its setup: 396 → 328 CPU-s without), and CI keeps no files. To record
    // them while mending a test: `npm run test:e2e -- <spec> --trace retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
    navigationTimeout: 20_000,
    actionTimeout: 10_000,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          ...(chromiumPath ? { executablePath: chromiumPath } : {}),
          ...(fontConfig ? { env: { ...process.env, FONTCONFIG_FILE: fontConfig } } : {}),
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-dev-shm-usage',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            // The compositor's thread in the browser process instead of a GPU process of its own (software anyway, with
            // --disable-gpu): a tenth less CPU for the a11y census (ja, 33 pages: 160–165 → 148 CPU-s), no frame IPC.
            '--in-process-gpu',
          ],
        },
      },
    },
  ],
  webServer: [
    {
      command: `./node_modules/.bin/tsx --tsconfig tsconfig.scripts.json tests/e2e/mail-catcher.ts`,
      url: `http://127.0.0.1:${MAIL_PORT}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_SMTP_PORT: String(SMTP_PORT), E2E_MAIL_PORT: String(MAIL_PORT) },
    },
    {
      command: `./node_modules/.bin/tsx --tsconfig tsconfig.scripts.json scripts/tappay-sandbox.ts`,
      url: `http://127.0.0.1:${TAPPAY_PORT}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { TAPPAY_SANDBOX_PORT: String(TAPPAY_PORT) },
    },
    {
      command: `./node_modules/.bin/tsx --tsconfig tsconfig.scripts.json tests/e2e/fixture-host.ts`,
      url: `http://127.0.0.1:${FIXTURE_PORT}/health`,
      // It starts Payload on the e2e database beside the shop's own start.
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      // Mail a fixture queues is the server's to send (MESSAGING_RUNNER=worker: the host never drains the outbox).
      env: { E2E_FIXTURE_PORT: String(FIXTURE_PORT), MESSAGING_RUNNER: 'worker', PAYLOAD_DISABLE_DEPENDENCY_CHECKER: 'true', NEXT_TELEMETRY_DISABLED: '1' },
    },
    {
      // The production server of `npm start` (Next + the page micro-cache); mail is sent in-process here
      // (MESSAGING_RUNNER=inline: a production server otherwise leaves every job to the workers).
      // tsconfig.scripts.json: the server's own modules import `server-only`, which plain Node must resolve as empty.
      command: `./node_modules/.bin/tsx --tsconfig tsconfig.scripts.json scripts/serve.ts -p ${PORT}`,
      url: `${baseURL}/en`,
      timeout: 60_000,
      // A server already on the port may use another database: reuse it only when asked to.
      reuseExistingServer: !CI && process.env.E2E_REUSE_SERVER === 'true',
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'production',
        NEXT_PUBLIC_SITE_URL: baseURL,
        PAYLOAD_SECRET: process.env.PAYLOAD_SECRET,
        SMTP_URL: process.env.E2E_SMTP_URL,
        // SMS go to the same catcher, which speaks the gateway protocol (tests read them like mails).
        SMS_PROVIDER: 'http',
        SMS_HTTP_URL: `${process.env.E2E_MAIL_URL}/sms`,
        MESSAGING_RUNNER: 'inline',
        MAIL_FROM_ADDRESS: 'shop@e2e.test',
        TAPPAY_SANDBOX: 'true',
        TAPPAY_SANDBOX_PORT: String(TAPPAY_PORT),
        SEND_LIMIT_PER_IP_HOUR: process.env.E2E_SEND_LIMIT_PER_IP_HOUR,
        PAYLOAD_DISABLE_DEPENDENCY_CHECKER: 'true',
        NEXT_TELEMETRY_DISABLED: '1',
      },
    },
  ],
})
