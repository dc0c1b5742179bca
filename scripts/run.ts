/**
 * One entry for every command that needs a database (npm run dev | build | start | seed | migrate | e2e).
 * Without DATABASE_URL it starts the embedded PostgreSQL and picks a database per purpose, so the
 * dev database (schema pushed by Payload) never meets the migrated one:
 *   dev → shop_dev (push) · build/start/migrate → shop (migrations) · e2e → shop_e2e (fresh each run)
 * With DATABASE_URL set, that database is used as it is (DEV_DATABASE_URL for dev, if given).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { startEmbeddedPostgres, type EmbeddedCluster } from '../src/server/db/embedded'
import { productionConfigProblems } from '../src/server/env'
import { usesLocalSandbox } from '../src/server/payments/config'
import { ECPAY_STAGE_MERCHANT } from '../src/server/invoice/ecpay'
import { startEcpayInvoiceSandbox, type EcpayInvoiceSandbox } from '../src/server/invoice/ecpaySandbox'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)
const say = (line: string) => console.log(`[shop] ${line}`)
/** Node running a TypeScript file itself (not through tsx's CLI wrapper), so our signals reach that process. */
const tsNode = (file: string, ...args: string[]): [string, string[]] => [process.execPath, ['--import', 'tsx', path.join(root, file), ...args]]

type Mode = 'dev' | 'build' | 'start' | 'seed' | 'migrate' | 'migrate:create' | 'e2e'
const mode = process.argv[2] as Mode
const extraArgs = process.argv.slice(3)

const EMBEDDED_DB: Record<Mode, string> = {
  dev: 'shop_dev',
  build: 'shop',
  start: 'shop',
  seed: 'shop',
  migrate: 'shop',
  'migrate:create': 'shop',
  e2e: 'shop_e2e',
}

let cluster: EmbeddedCluster | undefined
let invoiceSandbox: EcpayInvoiceSandbox | undefined
let child: ChildProcess | undefined
let worker: ChildProcess | undefined
let sandbox: ChildProcess | undefined
let stopping = false

async function shutdown(code: number): Promise<never> {
  if (!stopping) {
    stopping = true
    if (child && child.exitCode === null) child.kill('SIGTERM')
    if (worker && worker.exitCode === null) worker.kill('SIGTERM')
    if (sandbox && sandbox.exitCode === null) sandbox.kill('SIGTERM')
    await invoiceSandbox?.close().catch(() => undefined)
    await cluster?.stop().catch(() => undefined)
  }
  process.exit(code)
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    // Passed on (a terminal's Ctrl-C reaches the children anyway; `kill` or a container stop does not),
    // then a moment for them to close before the database goes.
    for (const proc of [child, worker, sandbox]) if (proc && proc.exitCode === null) proc.kill(signal)
    setTimeout(() => void shutdown(130), child ? 1500 : 0)
  })
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    child = spawn(cmd, args, { cwd: root, env, stdio: 'inherit' })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

/** The messaging worker beside the web server; restarted if it dies. */
function startWorker(env: NodeJS.ProcessEnv) {
  if (stopping) return
  worker = spawn(...tsNode('scripts/payload-task.ts', 'worker'), { cwd: root, env, stdio: 'inherit' })
  worker.on('exit', (code) => {
    if (stopping) return
    say(`messaging worker exited (${code}); restarting it in 5 s`)
    setTimeout(() => startWorker(env), 5000)
  })
}

/**
 * Node exit code 13 ("unsettled top-level await"): now and then, on a loaded machine, a tsx child exits with
 * it before running anything, its module loading left pending. The tasks run here are idempotent, so such a
 * start is tried again, at most twice.
 */
const UNSETTLED_START = 13

/**
 * The local TapPay protocol server (scripts/tappay-sandbox.ts) beside the app, when the app talks to it:
 * `npm run dev` without TAPPAY_API_URL, and a demo's `npm start`.
 */
function startSandbox(env: NodeJS.ProcessEnv) {
  if (stopping || !usesLocalSandbox(env)) return
  sandbox = spawn(...tsNode('scripts/tappay-sandbox.ts'), { cwd: root, env, stdio: 'inherit' })
}

async function must(cmd: string, args: string[], env: NodeJS.ProcessEnv) {
  let code = await run(cmd, args, env)
  for (let retry = 0; code === UNSETTLED_START && retry < 2 && !stopping; retry++) {
    say(`${path.basename(cmd)} ${args.map((a) => path.basename(a)).join(' ')} exited with 13 before doing anything; starting it again`)
    code = await run(cmd, args, env)
  }
  if (code !== 0) {
    say(`${path.basename(cmd)} ${args.join(' ')} failed with exit code ${code}`)
    await shutdown(code)
  }
}

async function databaseUrlFor(m: Mode): Promise<string> {
  const external = m === 'dev' ? process.env.DEV_DATABASE_URL || process.env.DATABASE_URL : process.env.DATABASE_URL
  if (external) return external
  cluster = await startEmbeddedPostgres({ rootDir: root, log: say })
  return cluster.ensureDatabase(EMBEDDED_DB[m], { fresh: m === 'e2e' })
}

/**
 * E-invoices: without ECPAY_INVOICE_URL, development, the e2e run and a demo get a local server speaking
 * ECPay's B2C e-invoice protocol (src/server/invoice/ecpaySandbox.ts), so the real ECPay adapter runs
 * everywhere; development keeps its invoices in .data/. Anything else must name a real ECPay endpoint.
 */
async function invoiceSandboxFor(m: Mode): Promise<Record<string, string>> {
  if (process.env.ECPAY_INVOICE_URL?.trim()) return {}
  if (!(m === 'dev' || m === 'e2e' || (m === 'start' && process.env.DEMO_MODE === 'true'))) return {}
  const merchant = {
    merchantId: process.env.ECPAY_MERCHANT_ID?.trim() || ECPAY_STAGE_MERCHANT.merchantId,
    hashKey: process.env.ECPAY_HASH_KEY?.trim() || ECPAY_STAGE_MERCHANT.hashKey,
    hashIv: process.env.ECPAY_HASH_IV?.trim() || ECPAY_STAGE_MERCHANT.hashIv,
  }
  invoiceSandbox = await startEcpayInvoiceSandbox({
    merchants: [merchant],
    file: m === 'dev' ? path.join(root, '.data', 'ecpay-invoice-sandbox.json') : undefined,
    log: (line) => say(`e-invoice sandbox: ${line}`),
  })
  say(`e-invoice: ECPAY_INVOICE_URL is not set, so a local ECPay sandbox answers at ${invoiceSandbox.url}`)
  // The merchant the sandbox accepts, named outright: the e2e server runs in production mode, which
  // refuses to issue with defaulted keys.
  return { ECPAY_INVOICE_URL: invoiceSandbox.url, ECPAY_MERCHANT_ID: merchant.merchantId, ECPAY_HASH_KEY: merchant.hashKey, ECPAY_HASH_IV: merchant.hashIv }
}

/**
 * On the embedded database (a local machine) a random PAYLOAD_SECRET is made once and kept in
 * .data/, so `npm run build && npm start` work without setup. An external database means a real
 * deployment: there PAYLOAD_SECRET must be set (src/server/env.ts refuses to start without it).
 */
function localSecret(): string | undefined {
  if (process.env.PAYLOAD_SECRET || process.env.DATABASE_URL) return process.env.PAYLOAD_SECRET
  const file = path.join(root, '.data', 'payload-secret')
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o755 })
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  }
  return readFileSync(file, 'utf8').trim()
}

const task = (name: string, env: NodeJS.ProcessEnv, args: string[] = []) =>
  must(bin('tsx'), [path.join(root, 'scripts/payload-task.ts'), name, ...args], env)

async function main() {
  if (!(mode in EMBEDDED_DB)) {
    console.error(`usage: tsx --tsconfig tsconfig.scripts.json scripts/run.ts <${Object.keys(EMBEDDED_DB).join('|')}>`)
    process.exit(2)
  }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: await databaseUrlFor(mode),
    PAYLOAD_SECRET: localSecret(),
    PAYLOAD_DISABLE_DEPENDENCY_CHECKER: 'true',
    NEXT_TELEMETRY_DISABLED: '1',
    // Every tsx child (tasks, the worker, scripts/serve.ts, Playwright's servers) resolves `server-only` as
    // React Server does (tsconfig.scripts.json); Next ignores this and keeps the real marker.
    TSX_TSCONFIG_PATH: path.join(root, 'tsconfig.scripts.json'),
  }
  Object.assign(env, await invoiceSandboxFor(mode))
  // Demo content and accounts: on by default for `npm run dev` (the README's path), opt-in (SEED_DEMO=true)
  // for build and start, where the seed itself also insists on DEMO_MODE=true (src/server/seed).
  const seedDemo = mode === 'dev' ? process.env.SEED_DEMO !== 'false' : process.env.SEED_DEMO === 'true'
  const prodEnv: NodeJS.ProcessEnv = { ...env, NODE_ENV: 'production' }

  switch (mode) {
    case 'dev': {
      const devEnv: NodeJS.ProcessEnv = { ...env, PAYLOAD_DB_PUSH: 'true', NODE_ENV: 'development' }
      if (seedDemo) await task('seed', devEnv)
      startSandbox(devEnv)
      return shutdown(await run(bin('next'), ['dev', ...extraArgs], devEnv))
    }
    case 'build':
      await task('migrate', env)
      if (seedDemo) await task('seed', prodEnv)
      return shutdown(await run(bin('next'), ['build', ...extraArgs], env))
    case 'start': {
      const problems = productionConfigProblems(prodEnv)
      if (problems.length) {
        say(`refusing to start:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
        return shutdown(1)
      }
      await task('migrate', env)
      if (seedDemo) await task('seed', prodEnv)
      // Mail and SMS go out from their own process (lower priority), never in the way of a request.
      prodEnv.MESSAGING_RUNNER = process.env.MESSAGING_RUNNER || 'worker'
      if (prodEnv.MESSAGING_RUNNER === 'worker') startWorker(prodEnv)
      // A demo takes payments from the local sandbox (a real shop refused to start above without TapPay's keys).
      if (prodEnv.DEMO_MODE === 'true') startSandbox(prodEnv)
      return shutdown(await run(...tsNode('scripts/serve.ts', ...extraArgs), prodEnv))
    }
    case 'seed':
      await task('migrate', env)
      await task('seed', env)
      return shutdown(0)
    case 'migrate':
      await task('migrate', env)
      return shutdown(0)
    case 'migrate:create':
      await task('migrate', env)
      await task('migrate:create', env, extraArgs)
      return shutdown(0)
    case 'e2e': {
      // The database was just recreated: data cached by an earlier build (.next/cache) belongs to another one.
      rmSync(path.join(root, '.next', 'cache'), { recursive: true, force: true })
      // The e2e sandbox's port is in the build (its origin is in the static CSP): the same formula as playwright.config.ts.
      env.TAPPAY_SANDBOX_PORT ||= String(Number(process.env.E2E_PORT || 3100) + 27)
      await task('migrate', env)
      await task('seed', env)
      if (process.env.E2E_SKIP_BUILD !== 'true') await must(bin('next'), ['build'], env)
      return shutdown(await run(bin('playwright'), ['test', ...extraArgs], env))
    }
  }
}

main().catch(async (error) => {
  console.error(error)
  await shutdown(1)
})
