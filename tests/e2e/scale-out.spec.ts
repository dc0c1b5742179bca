/**
 * Scale-out (issue 16): two app processes and a worker on one PostgreSQL, used at once. Process A is the
 * suite's e2e server (baseURL); this spec starts process B (scripts/serve.ts bundled as `npm start` runs it, on E2E_PORT + 1, the same
 * build, database, secret, SMTP and TapPay settings as A, mail left to the worker) and a worker
 * (scripts/payload-task.ts worker), and splits every race between A and B:
 * - a single-use promo code, 40 orders at once → one gets it;
 * - an observation-deck slot of capacity C, 5C travellers → C seats sold;
 * - the same order with the same Idempotency-Key on both → one order;
 * - one serial number redeemed 40 times → one order;
 * - 40 guesses of a verification code and 40 wrong passwords → the limits count them together;
 * - an edit saved through Payload's REST API on A shows on B's next request (the cache fan-out over
 *   PostgreSQL LISTEN/NOTIFY, src/server/cacheFanout): without it B would keep the old text for up to an hour;
 * - an order placed on B (which only queues mail) is mailed from the shared queue (the worker, or A's own runner).
 * Requests only, no browser. Data: tests/e2e/scale-out-fixture.ts (own product, deck, promo, serial, news).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test'
import pg from 'pg'

import { addDays, taipeiDate } from '../../src/domain/dates'
import { bundleServer } from '../../scripts/server-bundle'
import { ownLoopback, send } from './raw-http'
import type { ScaleOutFixture } from './scale-out-fixture'
import { messages, STAFF_PASSWORD, subjectPattern, waitForMail } from './support'

test.describe.configure({ mode: 'serial' })

const ROOT = process.cwd()
const PORT = Number(process.env.E2E_PORT || 3100)
const A = `http://localhost:${PORT}`
const B = `http://127.0.0.1:${PORT + 1}`
const EDITOR = 'editor@taiwan-sim.test'
/**
 * The races' client address, one of their own: the rest of the suite reaches A from 127.0.0.1, and 40 guesses at
 * once from there would fill its per-address counters (serial and promo guesses, logins) while a traveller in another
 * spec checks a serial (CI: the vi redemption refused during the 40 redemptions below).
 */
const CLIENT = ownLoopback()
/**
 * How long an edit on A may take to show on B: the fan-out's NOTIFY, B's own expiry and one fresh render of the page
 * on a busy CI machine (a render alone can take a second or two there). Without the fan-out B keeps the old text for
 * up to an hour (its data cache), so a few seconds still tell the two apart.
 */
const FANOUT_BUDGET_MS = 5_000

type Envelope<T = unknown> = { code: number; message: string; data: T }
type Reply<T = unknown> = { status: number; body: Envelope<T>; via: 'A' | 'B' }

let b: ChildProcess | undefined
let worker: ChildProcess | undefined
let db: pg.Client
let fx: ScaleOutFixture
const logs: Record<'B' | 'worker' | 'fixture', string> = { B: '', worker: '', fixture: '' }

/** A TypeScript entry in its own Node process (not tsx's CLI wrapper: a signal reaches it directly). */
const startTs = (name: keyof typeof logs, file: string, args: string[], env: NodeJS.ProcessEnv) => startNode(name, ['--import', 'tsx', path.join(ROOT, file), ...args], env)

function startNode(name: keyof typeof logs, nodeArgs: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, nodeArgs, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
  const keep = (chunk: Buffer) => {
    logs[name] = (logs[name] + chunk.toString()).slice(-20_000)
  }
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  // A failure's log says how the process ended.
  child.once('exit', (code, signal) => (logs[name] += `\n[${name} exited: ${signal ?? code}]\n`))
  // Never left behind, whatever happens to this test process.
  process.once('exit', () => child.kill('SIGKILL'))
  return child
}

/** Exit code of a tsx start left pending on a loaded machine; scripts/run.ts starts such a worker again, and so does this suite. */
const UNSETTLED_START = 13
let stopping = false

function startWorker(restarts = 0) {
  worker = startTs('worker', 'scripts/payload-task.ts', ['worker'], appEnv())
  worker.once('exit', (code) => {
    if (code === UNSETTLED_START && restarts < 2 && !stopping) startWorker(restarts + 1)
  })
}

async function stop(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGTERM')
  const killer = setTimeout(() => child.kill('SIGKILL'), 8_000)
  await exited
  clearTimeout(killer)
}

/** The environment of the suite's e2e server (playwright.config.ts webServer), for B and the worker. */
function appEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_PUBLIC_SITE_URL: A,
    SMTP_URL: process.env.E2E_SMTP_URL,
    MAIL_FROM_ADDRESS: 'shop@e2e.test',
    TAPPAY_SANDBOX: 'true',
    TAPPAY_SANDBOX_PORT: String(Number(process.env.TAPPAY_SANDBOX_PORT || PORT + 27)),
    SEND_LIMIT_PER_IP_HOUR: process.env.E2E_SEND_LIMIT_PER_IP_HOUR,
    PAYLOAD_DISABLE_DEPENDENCY_CHECKER: 'true',
    NEXT_TELEMETRY_DISABLED: '1',
    TSX_TSCONFIG_PATH: path.join(ROOT, 'tsconfig.scripts.json'),
    // B only queues mail and SMS; the worker sends them (as under `npm start`).
    MESSAGING_RUNNER: 'worker',
  }
  delete env.SHOP_INTERNAL_ORIGIN
  delete env.PORT
  return env
}

/**
 * The fixture script's JSON; a tsx start that dies before running anything (exit 13, see scripts/run.ts) is
 * tried again, twice at most.
 */
async function runFixture(attempt = 1): Promise<ScaleOutFixture> {
  const child = startTs('fixture', 'tests/e2e/scale-out-fixture.ts', [], { ...process.env, TSX_TSCONFIG_PATH: path.join(ROOT, 'tsconfig.scripts.json') })
  let out = ''
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()))
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  const line = out.trim().split('\n').at(-1) ?? ''
  if (code === 0 && line.startsWith('{')) return JSON.parse(line) as ScaleOutFixture
  if (code === 13 && attempt < 3) return runFixture(attempt + 1)
  throw new Error(`scale-out-fixture.ts failed (exit ${code}):\n${logs.fixture}`)
}

async function waitUntil(what: string, probe: () => Promise<boolean>, timeoutMs: number) {
  try {
    await expect.poll(() => probe().catch(() => false), { timeout: timeoutMs, intervals: [250] }).toBe(true)
  } catch {
    throw new Error(`timed out waiting for ${what}\n--- B:\n${logs.B.slice(-3000)}\n--- worker:\n${logs.worker.slice(-2000)}`)
  }
}

const listenerCount = async () =>
  Number(
    (await db.query("select count(*)::int as n from pg_stat_activity where application_name = 'shop-cache-fanout' and datname = current_database()")).rows[0]
      .n,
  )

test.beforeAll(async () => {
  test.setTimeout(180_000)
  db = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await db.connect()
  const before = await listenerCount()
  const fixture = runFixture()
  // B runs the server the way `npm start` does: scripts/serve.ts bundled, with plain Node (A runs it through tsx).
  b = startNode('B', [await bundleServer(ROOT), '-p', String(PORT + 1)], appEnv())
  startWorker()
  fx = await fixture
  await waitUntil('process B to answer', async () => (await fetch(`${B}/api/health`)).ok, 90_000)
  // B's LISTEN connection is up (A's is one of those counted before).
  await waitUntil("B's cache fan-out to listen", async () => logs.B.includes('cache fan-out: listening') && (await listenerCount()) > before, 30_000)
  // The worker runs at a lower CPU priority (WORKER_NICE): under the whole suite's load its start can take longer than
  // a mail's wait. The mail test measures the queue, not that start (CI: an empty worker log after 20 s).
  await waitUntil('the worker to start its loop', async () => logs.worker.includes('[worker] sending queued mail'), 90_000)
  expect(before, "A's cache fan-out listens too").toBeGreaterThanOrEqual(1)
})

test.afterAll(async ({ request }) => {
  test.setTimeout(60_000)
  try {
    // Off the storefront again: other specs list products, decks and news.
    if (fx) {
      await editOnA(request, 'patch', `/api/news/${fx.newsId}`, { _status: 'draft' as const })
      await editOnA(request, 'patch', `/api/products/${fx.productId}`, { _status: 'draft' as const })
      await editOnA(request, 'patch', `/api/activities/${fx.deckId}`, { _status: 'draft' as const })
    }
  } finally {
    stopping = true
    await Promise.all([stop(b), stop(worker)])
    await db?.end().catch(() => undefined)
  }
})

test.afterEach(async ({}, testInfo) => {
  // B's and the worker's own logs, for a failure (A's are the suite's web server's).
  if (testInfo.status !== testInfo.expectedStatus) {
    await testInfo.attach('process B log', { body: logs.B.slice(-15_000), contentType: 'text/plain' })
    await testInfo.attach('worker log', { body: logs.worker.slice(-5_000), contentType: 'text/plain' })
    if (process.env.E2E_PRINT_LOGS === 'true') console.log(logs.B.slice(-6_000))
  }
})

/** Request i goes to A when even, to B when odd. */
const via = (i: number): 'A' | 'B' => (i % 2 === 0 ? 'A' : 'B')
const ORIGIN = { A, B }

async function post<T = unknown>(to: 'A' | 'B', url: string, data: unknown, headers: Record<string, string> = {}): Promise<Reply<T>> {
  const reply = await send(`${ORIGIN[to]}${url}`, { body: data, headers: { lang: 'en', ...headers }, from: CLIENT, timeoutMs: 90_000 })
  return { status: reply.status, body: JSON.parse(reply.body) as Envelope<T>, via: to }
}

const tomorrow = () => addDays(taipeiDate(), 1)
const simItem = () => ({
  kind: 'product' as const,
  productId: fx.productId,
  planId: fx.planId,
  cardType: 'physical' as const,
  quantity: 1,
  pickup: { airportId: fx.airportId, counterId: fx.counterId, date: tomorrow(), time: '10:00' },
})
const orderBody = (email: string, over: Record<string, unknown> = {}) => ({
  item: simItem(),
  email,
  phone: '+886912345678',
  verificationCode: fx.code,
  surname: 'Chen',
  givenName: 'Mei Ling',
  birthDate: '1990-05-01',
  partnerName: 'none',
  agree: true,
  ...over,
})

const statusesOf = (replies: Reply[]) => replies.map((r) => `${r.via}:${r.status}`)
const count = (replies: Reply[], status: number) => replies.filter((r) => r.status === status).length

test('a single-use promo code, 40 orders at once on A and B: exactly one gets it', async () => {
  const replies = await Promise.all(fx.emails.promo.map((email, i) => post(via(i), '/api/order/placeOrder', orderBody(email, { promoCode: fx.promo }))))
  expect(replies.filter((r) => r.status >= 500), statusesOf(replies).join()).toEqual([])
  const won = replies.filter((r) => r.status === 200)
  expect(won, statusesOf(replies).join()).toHaveLength(1)
  expect((won[0]!.body.data as { money: { discountTwd: number } }).money.discountTwd).toBe(50)
  // Every other one was refused for the code (used up, or asked too often from this one address), never half-made.
  for (const r of replies.filter((x) => x.status !== 200)) expect([400, 409, 429], JSON.stringify(r.body)).toContain(r.status)
  const { rows } = await db.query('select used_count::int as used from promo_codes where id = $1', [fx.promoId])
  expect(rows[0].used).toBe(1)
  const orders = await db.query('select count(*)::int as n from orders where promo_code_text = $1', [fx.promo])
  expect(orders.rows[0].n).toBe(1)
})

test('an observation-deck slot of capacity C: 5C travellers on A and B, exactly C seats sold', async () => {
  const visitDate = tomorrow()
  const item = { kind: 'observationDeck', activityId: fx.deckId, visitDate, time: '10:00', quantity: 1 }
  const replies = await Promise.all(fx.emails.deck.map((email, i) => post(via(i), '/api/order/placeOrder', orderBody(email, { item }))))
  expect(count(replies, 200), statusesOf(replies).join()).toBe(fx.slotCapacity)
  const full = replies.filter((r) => r.status === 409)
  expect(full).toHaveLength(fx.emails.deck.length - fx.slotCapacity)
  expect((full[0]!.body.data as { errors: Record<string, string> }).errors['item.time']).toBe(messages('en').validation.slotFull)
  const { rows } = await db.query(
    'select coalesce(sum(seats), 0)::int as seats from slot_reservations where activity_id = $1 and visit_date = $2 and time = $3 and released is not true',
    [fx.deckId, visitDate, '10:00'],
  )
  expect(rows[0].seats).toBe(fx.slotCapacity)
})

test('the same order with one Idempotency-Key, sent 10 times to A and B at once, is one order', async () => {
  const email = fx.emails.single[0]!
  const key = `scale-out-${Date.now()}`
  const replies = await Promise.all(Array.from({ length: 10 }, (_, i) => post<{ orderNumber: string }>(via(i), '/api/order/placeOrder', orderBody(email), { 'idempotency-key': key })))
  expect(replies.map((r) => r.status), JSON.stringify(replies.filter((r) => r.status !== 200))).toEqual(Array(10).fill(200))
  expect(new Set(replies.map((r) => r.body.data.orderNumber)).size).toBe(1)
  const { rows } = await db.query('select count(*)::int as n from orders where contact_email = $1', [email])
  expect(rows[0].n).toBe(1)
})

test('one serial number redeemed 40 times at once on A and B: exactly one order', async () => {
  const replies = await Promise.all(
    fx.emails.serial.map((email, i) =>
      post(via(i), '/api/order/redeem', { ...orderBody(email), serialNumber: fx.serial, surname: 'Lin', givenName: 'Yu Ting' }),
    ),
  )
  expect(count(replies, 200), statusesOf(replies).join()).toBe(1)
  // The others: the serial is used — or, all 40 coming from one address, its guess counter (10 numbers in
  // flight per address, src/server/orders/serials.ts) asked them to wait. Never a second order, never a 5xx.
  const used = replies.filter((r) => r.status === 409)
  expect(used.length + count(replies, 429), statusesOf(replies).join()).toBe(39)
  expect(used.length).toBeGreaterThan(0)
  for (const r of used) expect(r.body.message).toBe(messages('en').api.serialUsed)
  const serial = await db.query('select status, order_id from serial_numbers where id = $1', [fx.serialId])
  expect(serial.rows[0].status).toBe('used')
  const orders = await db.query('select id from orders where contact_email = any($1::text[])', [fx.emails.serial])
  expect(orders.rows.map((r: { id: number }) => r.id)).toEqual([serial.rows[0].order_id])
})

test('rate limits and the login lockout count the attempts of A and B together', async () => {
  // Verification codes: 10 wrong codes per e-mail address, then back-off — over both processes, so 30 of 40 wait.
  const email = fx.emails.single[1]!
  const guesses = [...Array.from({ length: 39 }, (_, i) => String(200000 + ((Number(fx.code) + 1 + i) % 800000))), fx.code]
  const checks = await Promise.all(guesses.map((code, i) => post(via(i), '/api/checkCode', { email, code })))
  expect(count(checks, 429), statusesOf(checks).join()).toBe(30)
  expect(checks.filter((r) => r.status >= 500)).toEqual([])
  const { rows } = await db.query('select attempts::int as attempts from verification_codes where target = $1', [email])
  expect(rows[0].attempts).toBeLessThanOrEqual(5)

  // Logins: 5 tries per account and address, counted before the password is checked — 5 answers of 40, not 10.
  const nobody = `nobody-${Date.now()}@scale-out.test`
  const logins = await Promise.all(Array.from({ length: 40 }, (_, i) => post(via(i), '/api/login', { email: nobody, password: 'wrong-password' })))
  expect(count(logins, 401), statusesOf(logins).join()).toBe(5)
  expect(count(logins, 429)).toBe(35)
  // Counted against the races' own address, so no other spec's traveller waits for them.
  const { rows: hits } = await db.query('select count::int as n from rate_limit_hits where bucket = $1', [`login:members:ip|${CLIENT}`])
  expect(hits[0]?.n, `the failures counted for ${CLIENT}`).toBeGreaterThanOrEqual(5)
  const locked = logins.find((r) => r.status === 429 && r.via === 'B')!
  const template = messages('en').api.accountLocked.replace(/[.?]/g, '\\$&').replace(/\{minutes, plural.*\}/, '\\d+ minutes?')
  expect(locked.body.message).toMatch(new RegExp(`^${template}$`))
})

/** Payload's REST API on A as the seeded editor (a login elsewhere in the suite may drop the session: log in again). */
async function editOnA(request: APIRequestContext, method: 'patch', url: string, data: unknown): Promise<APIResponse> {
  let response: APIResponse | undefined
  for (let attempt = 0; attempt < 3; attempt++) {
    const login = await request.post(`${A}/api/staff/login`, { data: { email: EDITOR, password: STAFF_PASSWORD } })
    expect(login.status()).toBe(200)
    const { token } = (await login.json()) as { token: string }
    response = await request[method](`${A}${url}`, { data, headers: { Authorization: `JWT ${token}` } })
    if (response.status() !== 401 && response.status() !== 403) break
  }
  return response!
}

test("an edit saved on A shows on B's next request (cache fan-out)", async ({ request }) => {
  const page = `${B}/en/newMessage/${fx.newsId}`
  const list = () => post<{ list: { name: string }[] }>('B', '/api/productList', { categoryId: fx.categoryId }, { lang: 'zh-tw' })
  // B has both cached: the page (micro-cache and Next's cache, an hour) and the product list (API cache and data cache).
  // B expired everything once when it began to listen (a save made while it started is unknown to it otherwise): the
  // fixture's product may show a moment later.
  await expect.poll(async () => (await list()).body.data.list.map((p) => p.name), { timeout: 10_000 }).toEqual([fx.productName])
  for (let i = 0; i < 2; i++) {
    const before = await request.get(page)
    expect(before.status()).toBe(200)
    expect(await before.text()).toContain(fx.newsTitle)
    expect((await list()).body.data.list.map((p) => p.name)).toEqual([fx.productName])
  }

  const newsTitle = `${fx.newsTitle} (edited on A)`
  const productName = `${fx.productName} (edited on A)`
  expect((await editOnA(request, 'patch', `/api/news/${fx.newsId}?locale=zh-TW`, { title: newsTitle })).status()).toBe(200)
  expect((await editOnA(request, 'patch', `/api/products/${fx.productId}?locale=zh-TW`, { name: productName })).status()).toBe(200)
  const saved = Date.now()

  await expect
    .poll(async () => (await (await request.get(page)).text()).includes(newsTitle), { timeout: FANOUT_BUDGET_MS, intervals: [50] })
    .toBe(true)
  const pageMs = Date.now() - saved
  await expect
    .poll(async () => (await list()).body.data.list.map((p) => p.name).join(), { timeout: FANOUT_BUDGET_MS, intervals: [50] })
    .toBe(productName)
  test.info().annotations.push({ type: 'fan-out', description: `B showed the edit ${pageMs} ms after A's save returned` })
})

test('an order placed on B, which only queues its mail, reaches the traveller through the shared queue', async () => {
  const email = fx.emails.single[2]!
  const placed = await post<{ orderNumber: string }>('B', '/api/order/placeOrder', orderBody(email))
  expect(placed.status, JSON.stringify(placed.body)).toBe(200)
  const mail = await waitForMail(email, subjectPattern(messages('en').mail.orderReceived.subject))
  expect(mail.subject).toContain(placed.body.data.orderNumber)
})

