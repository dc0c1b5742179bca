/**
 * Signals, tried as a user would: `kill -INT <pid of npm run dev>` and `kill -TERM <pid of npm run worker>`
 * must end the whole process tree npm started — npm, scripts/run.ts, Next or the worker, the local
 * sandboxes — and the embedded PostgreSQL within a few seconds, leaving its port free. (Before, npm's
 * `sh -c` swallowed SIGINT and, on SIGTERM, died alone: everything below it kept running.)
 *
 * Each run starts the real scripts (package.json) on a PostgreSQL of its own (a fresh data folder and a
 * free port: EMBEDDED_PG_DIR, EMBEDDED_PG_PORT), so it neither meets the int run's database nor a developer's.
 * `npm start` itself needs a `next build`, which this test does not pay for: its tree is the same as
 * `npm run worker`'s plus scripts/serve.ts, whose closing (requests under way finish) is tested on its own
 * in src/server/http/gracefulClose.test.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import pg from 'pg'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'

import { embeddedPassword } from '@/server/db/embeddedPassword'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-signals-'))
const pgDir = path.join(dataDir, 'postgres')

/** Every process that stopping must end: checked within this many ms. */
const STOP_WITHIN_MS = 10_000

type Proc = { pid: number; ppid: number; state: string; cmdline: string }

function processes(): Proc[] {
  const list: Proc[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      // "pid (comm) state ppid …" — comm may hold spaces and parentheses: read after the last ')'.
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ').trim()
      list.push({ pid: Number(entry), ppid: Number(ppid), state: state!, cmdline })
    } catch {
      // Gone while reading.
    }
  }
  return list
}

/** The process and all its descendants, still running (a zombie has ended). */
function tree(pid: number): Proc[] {
  const all = processes().filter((p) => p.state !== 'Z')
  const found = all.filter((p) => p.pid === pid)
  for (let i = 0; i < found.length; i++) found.push(...all.filter((p) => p.ppid === found[i]!.pid))
  return found
}

const alive = (pids: number[]) => {
  const running = new Set(processes().filter((p) => p.state !== 'Z').map((p) => p.pid))
  return pids.filter((pid) => running.has(pid))
}
/** PostgreSQL servers on this test's data folder, wherever they hang in the tree. */
const postgresOfThisTest = () => processes().filter((p) => p.state !== 'Z' && p.cmdline.includes(pgDir))

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

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

async function waitFor<T>(what: string, check: () => T | Promise<T>, timeoutMs: number, output: () => string): Promise<T> {
  try {
    return await vi.waitUntil(check, { timeout: timeoutMs, interval: 200 })
  } catch (error) {
    if (error instanceof Error && /timed out/i.test(error.message)) throw new Error(`${what}: not within ${timeoutMs} ms. Output:\n${output().slice(-4000)}`)
    throw error
  }
}

/** Client connections to this test's PostgreSQL besides the one asking (the pools of the processes npm started). */
async function connectionsTo(pgPort: number): Promise<number> {
  const client = new pg.Client({ connectionString: `postgres://postgres:${encodeURIComponent(embeddedPassword(pgDir) ?? '')}@127.0.0.1:${pgPort}/postgres` })
  await client.connect()
  try {
    const { rows } = await client.query<{ n: number }>("select count(*)::int as n from pg_stat_activity where backend_type = 'client backend' and pid <> pg_backend_pid()")
    return rows[0]!.n
  } finally {
    await client.end()
  }
}

let started: ChildProcess | undefined
let seen: number[] = []

afterEach(() => {
  // A failed run leaves nothing behind: whatever of this tree still runs is killed.
  for (const pid of [...alive(seen), ...postgresOfThisTest().map((p) => p.pid)]) {
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      // Already gone.
    }
  }
  started = undefined
  seen = []
})

afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

/** `npm run <script>` as a user starts it, on this test's own PostgreSQL, with its output kept. */
async function npmRun(script: string, args: string[], env: Record<string, string>) {
  const pgPort = await freePort()
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, EMBEDDED_PG_PORT: String(pgPort), EMBEDDED_PG_DIR: pgDir }
  // A user's shell: no test database, no test mode (vitest's own settings would leak into the app).
  for (const name of ['DATABASE_URL', 'DEV_DATABASE_URL', 'NODE_ENV', 'VITEST', 'VITEST_POOL_ID', 'VITEST_WORKER_ID']) delete childEnv[name]
  let output = ''
  started = spawn('npm', ['run', script, ...(args.length ? ['--', ...args] : [])], {
    cwd: root,
    env: childEnv,
    // Its own process group: the signal goes to npm's pid only, as `kill <pid>` sends it.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  started.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  started.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((resolve) => started!.once('exit', () => resolve()))
  return { npm: started, pgPort, output: () => output, exited }
}

/**
 * Sends `signal` to npm's pid alone and checks that every process of the tree (as it was when the signal
 * went) and the PostgreSQL server end within STOP_WITHIN_MS, and the ports are free again.
 */
async function expectAllGone(run: Awaited<ReturnType<typeof npmRun>>, signal: NodeJS.Signals, ports: number[]) {
  const before = tree(run.npm.pid!)
  seen = before.map((p) => p.pid)
  const postgres = postgresOfThisTest()
  expect(postgres.length, 'the embedded PostgreSQL runs').toBeGreaterThan(0)
  expect(
    seen,
    `the postgres server is part of the tree npm started:\n${before.map((p) => `${p.pid} ${p.ppid} ${p.cmdline}`).join('\n')}`,
  ).toContain(postgres.find((p) => !postgres.some((q) => q.pid === p.ppid))!.pid)

  const sentAt = Date.now()
  process.kill(run.npm.pid!, signal)
  await waitFor(
    `every process of the tree ends after ${signal}`,
    () => alive(seen).length === 0 && postgresOfThisTest().length === 0,
    STOP_WITHIN_MS,
    () =>
      `${run.output()}\nstill running:\n${processes()
        .filter((p) => alive(seen).includes(p.pid) || p.cmdline.includes(pgDir))
        .map((p) => `${p.pid} ${p.cmdline}`)
        .join('\n')}`,
  )
  const took = Date.now() - sentAt
  await run.exited
  for (const port of ports) expect(await portIsFree(port), `port ${port} is free`).toBe(true)
  return { took, processes: before.length }
}

describe('signals end the whole process tree (npm, the app, the worker, the embedded PostgreSQL)', () => {
  it('SIGTERM to `npm run worker`: the worker finishes its batch, PostgreSQL stops, nothing is left', async () => {
    const run = await npmRun('worker', [], { DEMO_MODE: 'true', SEED_DEMO: 'false', MESSAGING_RUNNER: 'worker' })
    await waitFor('the worker runs', () => run.output().includes('[worker] sending queued mail'), 150_000, run.output)
    // The worker is the bundled task file on plain Node, like the server: no tsx loader thread for its whole life.
    const worker = tree(run.npm.pid!).filter((p) => / worker$/.test(p.cmdline) && !/npm|run\.ts/.test(p.cmdline))
    // The server's malloc settings, a heap growth and a young generation of its own (README, "Server memory", "The worker").
    expect(worker.map((p) => p.cmdline)).toEqual([
      expect.stringMatching(/^\S*node --max-semi-space-size=2 --heap-growing-percent=10 --conditions=production \S*\.next\/shop-tasks\.mjs worker$/),
    ])
    const environ = readFileSync(`/proc/${worker[0]!.pid}/environ`, 'utf8').split('\0')
    expect(environ).toEqual(expect.arrayContaining(['MALLOC_ARENA_MAX=2', 'MALLOC_MMAP_THRESHOLD_=131072']))
    // The worker holds database connections when the signal comes (its batches and the maintenance run use them).
    await waitFor('the worker to hold connections to PostgreSQL', async () => (await connectionsTo(run.pgPort)) > 0, 30_000, run.output)
    const { took, processes: count } = await expectAllGone(run, 'SIGTERM', [run.pgPort])
    expect(count).toBeGreaterThanOrEqual(4)
    expect(run.output()).toContain('[worker] SIGTERM: finishing the current batch, then stopping')
    expect(took).toBeLessThan(STOP_WITHIN_MS)
  }, 200_000)

  it('SIGINT to `npm run dev`: Next, the TapPay and e-invoice sandboxes and PostgreSQL stop, nothing is left', async () => {
    const appPort = await freePort()
    const run = await npmRun('dev', ['-p', String(appPort)], { SEED_DEMO: 'false', TAPPAY_SANDBOX_PORT: String(await freePort()) })
    await waitFor('next dev is ready', () => /Ready in/.test(run.output()), 150_000, run.output)
    const health = await fetch(`http://127.0.0.1:${appPort}/api/health`).catch(() => undefined)
    // The route compiles on its first request; an answer shows the whole chain (Next → the app) was up.
    expect(health?.status).toBe(200)
    const { processes: count } = await expectAllGone(run, 'SIGINT', [appPort, run.pgPort])
    expect(count).toBeGreaterThanOrEqual(5)
  }, 300_000)
})
