/**
 * One entry for every command that needs a database (npm run dev | build | start | worker | seed | migrate | e2e).
 * Without DATABASE_URL it starts the embedded PostgreSQL and picks a database per purpose, so the
 * dev database (schema pushed by Payload) never meets the migrated one:
 *   dev → shop_dev (push) · build/start/worker/migrate → shop (migrations) · e2e → shop_e2e (fresh each run)
 * SIGINT, SIGTERM or SIGHUP to this process (or to npm, which passes SIGINT and SIGTERM on) ends its children,
 * then the embedded PostgreSQL, then itself (tests/int/signals.test.ts). package.json starts it with
 * `exec env … node --import tsx`, since dash (npm's `sh -c`) passes no signal on and tsx's CLI kills a slow child.
 * With DATABASE_URL set, that database is used as it is (DEV_DATABASE_URL for dev, if given).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createHmac, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import pg from 'pg'

import { startEmbeddedPostgres, type EmbeddedCluster } from '../src/server/db/embedded'
import { productionConfigProblems } from '../src/server/startupCheck'
import { usesLocalSandbox } from '../src/server/payments/config'
import { ECPAY_STAGE_MERCHANT } from '../src/server/invoice/ecpay'
import { startEcpayInvoiceSandbox, type EcpayInvoiceSandbox } from '../dev/sandboxes/ecpayInvoice'
import { ESIM_SANDBOX_DEFAULTS } from '../src/server/esim/config'
import { sandboxApiUrl, startEsimAccessSandbox, type EsimSandbox } from '../dev/sandboxes/esimAccess'

import { bundleServer, bundleTasks, MIGRATION_NAMES, PREBUILT, SANDBOX_BUNDLE, TASKS_BUNDLE, taskNodeFlags } from './server-bundle'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)
const say = (line: string) => console.log(`[shop] ${line}`)
/** Node running a TypeScript file itself (not through tsx's CLI wrapper), so our signals reach that process. */
const tsNode = (file: string, ...args: string[]): [string, string[]] => [process.execPath, ['--import', 'tsx', path.join(root, file), ...args]]

type Mode = 'dev' | 'build' | 'start' | 'worker' | 'seed' | 'migrate' | 'migrate:create' | 'e2e'
const mode = process.argv[2] as Mode
const extraArgs = process.argv.slice(3)

/**
 * glibc's malloc for the long-lived processes (the server, the worker), unless the operator set it: two arenas, and the
 * mmap threshold fixed at glibc's starting 128 KiB. Left dynamic, the first large block freed (an upload's 20 MB body)
 * raises it to that size, and from then on every block below it comes from the arenas, which keep what is freed (Node
 * here: a 19 MB buffer freed, then sixty of 2 MB freed, left 163 MB RSS; with the fixed threshold 54 MB).
 */
function mallocDefaults(env: NodeJS.ProcessEnv) {
  env.MALLOC_ARENA_MAX ||= '2'
  env.MALLOC_MMAP_THRESHOLD_ ||= String(128 * 1024)
}

/**
 * The production web server: plain Node on the bundled scripts/serve.ts (scripts/server-bundle.ts), with a heap bounded
 * and kept close to what is live, and two malloc arenas, for a smaller RSS (README, "Server memory", has the figures).
 * A flag the operator sets in SERVER_NODE_FLAGS (or NODE_OPTIONS, where Node allows it) and MALLOC_ARENA_MAX win.
 */
async function serverNode(env: NodeJS.ProcessEnv): Promise<[string, string[]]> {
  mallocDefaults(env)
  // Node refuses most V8 flags in NODE_OPTIONS (--heap-growing-percent among them): SERVER_NODE_FLAGS puts the
  // operator's on the server's command line instead.
  const operatorFlags = (env.SERVER_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean)
  const given = `${env.NODE_OPTIONS ?? ''} ${operatorFlags.join(' ')}`
  const flags = Object.entries({ 'max-old-space-size': 512, 'heap-growing-percent': 30, 'max-semi-space-size': 8 })
    .filter(([flag]) => !given.includes(`--${flag}`))
    .map(([flag, value]) => `--${flag}=${value}`)
  return [process.execPath, [...flags, ...operatorFlags, await bundleServer(root), ...extraArgs]]
}

const EMBEDDED_DB: Record<Mode, string> = {
  dev: 'shop_dev',
  build: 'shop',
  start: 'shop',
  worker: 'shop',
  seed: 'shop',
  migrate: 'shop',
  'migrate:create': 'shop',
  e2e: 'shop_e2e',
}

/**
 * start and worker run the Payload tasks bundled (scripts/server-bundle.ts) on plain Node, like the server: the
 * long-lived worker without tsx's loader thread. Written when first needed: an app that neither migrates nor runs a
 * worker starts without it. The image has it from its build (PREBUILT); dev, seed and e2e run the tasks under tsx.
 */
let tasksBundle: string | undefined
const taskNode = (env: NodeJS.ProcessEnv, ...args: string[]): [string, string[]] => {
  if (tasksBundle || PREBUILT) return [process.execPath, [...taskNodeFlags(env), tasksBundle ?? path.join(root, TASKS_BUNDLE), ...args]]
  const [node, tsxArgs] = tsNode('scripts/payload-task.ts', ...args)
  return [node, [...taskNodeFlags(env), ...tsxArgs]]
}

let cluster: Promise<EmbeddedCluster> | undefined
let invoiceSandbox: Promise<EcpayInvoiceSandbox> | undefined
let esimSandbox: Promise<EsimSandbox> | undefined
let child: ChildProcess | undefined
let worker: ChildProcess | undefined
let sandbox: ChildProcess | undefined
let stopping: Promise<never> | undefined

/**
 * How long the children (the server, the worker, the sandbox) get to finish after a signal before they are
 * killed: the server itself stops waiting for open requests after 5 s (scripts/serve.ts), the worker after its
 * current batch.
 */
const CHILD_GRACE_MS = 7_000

const running = (proc: ChildProcess | undefined): proc is ChildProcess => !!proc && proc.exitCode === null && proc.signalCode === null

function exitOf(proc: ChildProcess): Promise<void> {
  return running(proc) ? new Promise((resolve) => proc.once('exit', () => resolve())) : Promise.resolve()
}

/**
 * Ends everything this process started, in order: the children first (told with `signal`, killed after
 * CHILD_GRACE_MS), then the e-invoice sandbox and the embedded PostgreSQL — also one still starting — and exits.
 * Called once; later calls (a child's exit during the shutdown, a second signal) wait for the first.
 */
function shutdown(code: number, signal: NodeJS.Signals = 'SIGTERM'): Promise<never> {
  stopping ??= (async () => {
    const procs = [child, worker, sandbox].filter(running)
    for (const proc of procs) proc.kill(signal)
    const killer = setTimeout(() => {
      for (const proc of procs.filter(running)) {
        say(`${path.basename(String(proc.spawnargs.at(-1)))} did not stop in ${CHILD_GRACE_MS / 1000} s; killing it`)
        proc.kill('SIGKILL')
      }
    }, CHILD_GRACE_MS)
    await Promise.all(procs.map(exitOf))
    clearTimeout(killer)
    await invoiceSandbox?.then((s) => s.close()).catch(() => undefined)
    await esimSandbox?.then((s) => s.close()).catch(() => undefined)
    await cluster?.then((c) => c.stop()).catch(() => undefined)
    process.exit(code)
  })()
  return stopping
}

const SIGNAL_NUMBER = { SIGINT: 2, SIGTERM: 15, SIGHUP: 1 } as const
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  // Passed on to the children (a terminal's Ctrl-C reaches them anyway; `kill <pid of npm start>` or a
  // container stop does not); the database goes once they have closed.
  process.on(signal, () => {
    if (!stopping) say(`${signal}: stopping`)
    void shutdown(128 + SIGNAL_NUMBER[signal], signal === 'SIGHUP' ? 'SIGTERM' : signal)
  })
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  // Nothing new starts once stopping (a signal during the migration): shutdown() exits.
  if (stopping) return stopping
  return new Promise((resolve) => {
    child = spawn(cmd, args, { cwd: root, env, stdio: 'inherit' })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

/**
 * The worker's V8 flags: a young generation of 2 MB semi-spaces instead of the server's 8, and a heap that may grow to
 * 1.1× what is live after a full collection instead of the server's 1.3×: it lives as long, its live heap is small
 * (~70 MB) and no request waits on its collections. Draining mail at its pace (20 a second, one worker, SMTP to a local
 * sink, 90 s, two runs each) its RSS steadied at 144–148 MB instead of 155–164, its own CPU 21–25 s a run either way (it
 * runs niced, payload-task.ts). SERVER_NODE_FLAGS does not reach it; a flag in NODE_OPTIONS wins.
 */
const WORKER_NODE_FLAGS = { 'max-semi-space-size': 2, 'heap-growing-percent': 10 }

/** The messaging worker beside the web server; restarted if it dies. */
function startWorker(env: NodeJS.ProcessEnv) {
  if (stopping) return
  const workerEnv = { ...env }
  mallocDefaults(workerEnv)
  const [node, args] = taskNode(workerEnv, 'worker')
  const flags = Object.entries(WORKER_NODE_FLAGS)
    .filter(([flag]) => !(env.NODE_OPTIONS ?? '').includes(`--${flag}`))
    .map(([flag, value]) => `--${flag}=${value}`)
  worker = spawn(node, [...flags, ...args], { cwd: root, env: workerEnv, stdio: 'inherit' })
  worker.on('exit', (code) => {
    if (stopping) return
    say(`messaging worker exited (${code}); restarting it in 5 s`)
    setTimeout(() => startWorker(env), 5000)
  })
}

/**
 * Node exit code 13 ("unsettled top-level await"): a child whose module loading was left pending. The tasks' cause
 * (Lexical's top-level await) is gone (taskNodeFlags); a tsx child (dev, seed, e2e) may still meet it in tsx's own loader
 * thread now and then, and the tasks run here are idempotent, so such a start is tried again, at most twice.
 */
const UNSETTLED_START = 13

/**
 * The local TapPay protocol server (scripts/tappay-sandbox.ts) beside the app, when the app talks to it:
 * `npm run dev` without TAPPAY_API_URL, and a demo's `npm start`.
 */
function startSandbox(env: NodeJS.ProcessEnv) {
  if (stopping || !usesLocalSandbox(env)) return
  const command: [string, string[]] = PREBUILT ? [process.execPath, [path.join(root, SANDBOX_BUNDLE)]] : tsNode('scripts/tappay-sandbox.ts')
  sandbox = spawn(...command, { cwd: root, env, stdio: 'inherit' })
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
  // Kept as a promise: a signal while PostgreSQL starts still stops it once it is up.
  cluster = startEmbeddedPostgres({ rootDir: root, log: say })
  return (await cluster).ensureDatabase(EMBEDDED_DB[m], { fresh: m === 'e2e' })
}

/**
 * E-invoices: without ECPAY_INVOICE_URL, development, the e2e run and a demo get a local server speaking
 * ECPay's B2C e-invoice protocol (dev/sandboxes/ecpayInvoice.ts), so the real ECPay adapter runs
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
  invoiceSandbox = startEcpayInvoiceSandbox({
    merchants: [merchant],
    file: m === 'dev' ? path.join(root, '.data', 'ecpay-invoice-sandbox.json') : undefined,
    log: (line) => say(`e-invoice sandbox: ${line}`),
  })
  const { url } = await invoiceSandbox
  say(`e-invoice: ECPAY_INVOICE_URL is not set, so a local ECPay sandbox answers at ${url}`)
  // The merchant the sandbox accepts, named outright: the e2e server runs in production mode, which
  // refuses to issue with defaulted keys. ECPAY_SANDBOX says so to its start check (productionConfigProblems).
  return { ECPAY_INVOICE_URL: url, ECPAY_MERCHANT_ID: merchant.merchantId, ECPAY_HASH_KEY: merchant.hashKey, ECPAY_HASH_IV: merchant.hashIv, ECPAY_SANDBOX: 'true' }
}

/**
 * eSIMs from the wholesaler: without ESIM_ACCESS_URL, development, the e2e run and a demo get a local server speaking
 * eSIM Access's partner API (dev/sandboxes/esimAccess.ts), so the real adapter runs everywhere; development keeps its
 * profiles in .data/. Its port: ESIM_SANDBOX_PORT (a free one when unset). Tests move a profile as a phone would with
 * POST <ESIM_SANDBOX_URL>/sandbox/profile.
 */
async function esimSandboxFor(m: Mode): Promise<Record<string, string>> {
  if (process.env.ESIM_ACCESS_URL?.trim()) return {}
  if (!(m === 'dev' || m === 'e2e' || (m === 'start' && process.env.DEMO_MODE === 'true'))) return {}
  const accessCode = process.env.ESIM_ACCESS_CODE?.trim() || ESIM_SANDBOX_DEFAULTS.accessCode
  const secret = process.env.ESIM_ACCESS_SECRET?.trim() || ESIM_SANDBOX_DEFAULTS.secret
  esimSandbox = startEsimAccessSandbox({
    port: Number(process.env.ESIM_SANDBOX_PORT || 0),
    accessCode,
    secret,
    file: m === 'dev' ? path.join(root, '.data', 'esim-sandbox.json') : undefined,
    log: (line) => say(`eSIM sandbox: ${line}`),
  })
  const { url } = await esimSandbox
  say(`eSIM wholesaler: ESIM_ACCESS_URL is not set, so a local eSIM Access sandbox answers at ${url}`)
  // ESIM_SANDBOX=true: the production start check accepts this local address (every server this run starts, the e2e
  // specs' own included).
  return { ESIM_ACCESS_URL: sandboxApiUrl(url), ESIM_ACCESS_CODE: accessCode, ESIM_ACCESS_SECRET: secret, ESIM_SANDBOX_URL: url, ESIM_SANDBOX: 'true' }
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

// Node itself, not tsx's CLI wrapper: a signal reaches the task (and nothing is orphaned if it has to be killed).
const task = (name: string, env: NodeJS.ProcessEnv, args: string[] = []) => must(...taskNode(env, name, ...args), env)

/**
 * Whether the database already has every committed migration (src/migrations): then start and worker skip the migrate
 * task, which loads all of Payload (~10 s on a loaded 2-core machine) to find nothing to do — a restarted container is
 * ready in seconds. Any doubt (no table yet, no answer): the task runs.
 */
async function migrationsApplied(databaseUrl: string): Promise<boolean> {
  const shipped = PREBUILT
    ? (JSON.parse(readFileSync(path.join(root, MIGRATION_NAMES), 'utf8')) as string[])
    : readdirSync(path.join(root, 'src', 'migrations')).filter((f) => /^\d.*\.ts$/.test(f)).map((f) => f.slice(0, -3))
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 })
  try {
    await client.connect()
    const applied = new Set((await client.query<{ name: string }>('select name from payload_migrations')).rows.map((row) => row.name))
    return shipped.every((name) => applied.has(name))
  } catch {
    return false
  } finally {
    await client.end().catch(() => undefined)
  }
}

const migrate = async (env: NodeJS.ProcessEnv) => {
  if (await migrationsApplied(env.DATABASE_URL!)) return say('every migration is applied')
  tasksBundle ??= await bundleTasks(root)
  await task('migrate', env)
}

/** A production process (start, worker) does not run without what production needs (src/server/env.ts). */
async function refuseUnlessConfigured(prodEnv: NodeJS.ProcessEnv) {
  const problems = productionConfigProblems(prodEnv)
  if (!problems.length) return
  say(`refusing to start:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
  await shutdown(1)
}

async function main() {
  if (!(mode in EMBEDDED_DB)) {
    console.error(`usage: TSX_TSCONFIG_PATH=tsconfig.scripts.json node --import tsx scripts/run.ts <${Object.keys(EMBEDDED_DB).join('|')}>`)
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
  Object.assign(env, await esimSandboxFor(mode))
  // The local TapPay sandbox signs its backend notify: the app and the sandbox get one secret, derived from
  // PAYLOAD_SECRET unless given, so a demo's `npm start` needs no setup and no secret written in the source signs it.
  if (!env.TAPPAY_NOTIFY_SECRET && env.PAYLOAD_SECRET && usesLocalSandbox(env)) {
    env.TAPPAY_NOTIFY_SECRET = createHmac('sha256', env.PAYLOAD_SECRET).update('tappay-sandbox-notify').digest('hex')
  }
  // Demo content and accounts: on by default for `npm run dev` (the README's path), opt-in (SEED_DEMO=true)
  // for build and start, where the seed itself also insists on DEMO_MODE=true (dev/seed).
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
      await refuseUnlessConfigured(prodEnv)
      await migrate(env)
      if (seedDemo) await task('seed', prodEnv)
      // Mail and SMS go out from their own process (lower priority), never in the way of a request.
      prodEnv.MESSAGING_RUNNER = process.env.MESSAGING_RUNNER || 'worker'
      // START_WORKER=false: the workers run elsewhere (`npm run worker`, docker-compose.yml's worker service).
      if (prodEnv.MESSAGING_RUNNER === 'worker' && process.env.START_WORKER !== 'false') {
        tasksBundle ??= await bundleTasks(root)
        startWorker(prodEnv)
      }
      // A demo takes payments from the local sandbox (a real shop refused to start above without TapPay's keys).
      if (prodEnv.DEMO_MODE === 'true') startSandbox(prodEnv)
      return shutdown(await run(...(await serverNode(prodEnv)), prodEnv))
    }
    case 'worker': {
      // Another worker (this machine or another): mail, SMS and the periodic jobs only, no web server.
      await refuseUnlessConfigured(prodEnv)
      tasksBundle = await bundleTasks(root)
      await migrate(env)
      startWorker(prodEnv)
      // Runs until a signal (shutdown() exits); a worker that dies is restarted.
      return new Promise<never>(() => undefined)
    }
    case 'seed':
      await task('migrate', env)
      await task('seed', env)
      return shutdown(0)
    case 'migrate':
      await task('migrate', env)
      return shutdown(0)
    case 'migrate:create':
      // The schema only: the data steps read the config's new fields, which the migration about to be made adds.
      await task('migrate', { ...env, SHOP_MIGRATE_SCHEMA_ONLY: 'true' })
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
