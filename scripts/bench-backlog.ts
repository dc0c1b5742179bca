/**
 * npm run bench:backlog — does a mail backlog slow ordering? placeOrder at a fixed rate against a RUNNING
 * production server whose own worker is off (`START_WORKER=false npm start`), measured
 *   1. with no worker and no backlog (the baseline), then, for each worker checkout named,
 *   2. while that checkout's worker (`scripts/payload-task.ts worker`, as `npm start` runs it) drains a backlog
 *      of BENCH_BACKLOG queued mails, sending them for real over SMTP to a sink this script runs.
 * The backlog is copies of the mails the baseline's orders queued (so the mix is what ordering sends); what a
 * worker has not sent when its phase ends is deleted, so each phase starts from the same backlog.
 *   DATABASE_URL=… PAYLOAD_SECRET=… BENCH_URL=http://localhost:3000 BENCH_RATE=10 BENCH_SECONDS=20 \
 *   BENCH_BACKLOG=8000 BENCH_WORKER_DIRS=/path/to/older/checkout,. npm run bench:backlog
 * BENCH_WORKER_DIRS defaults to this checkout; BENCH_WORKERS (default 1) workers run per phase. The workers get
 * this process's environment (WORKER_* knobs, DATABASE_POOL_MAX, …) with NODE_ENV=production, plus what a
 * phase names after its folder: `.+WORKER_RATE=0+WORKER_CONCURRENCY=25` runs this checkout's worker unpaced.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'

import pg from 'pg'
import { SMTPServer } from 'smtp-server'

import { describeResult, placeOrderLoad } from './bench-place-order'

const base = (process.env.BENCH_URL || 'http://localhost:3000').replace(/\/$/, '')
const rate = Number(process.env.BENCH_RATE || 10)
const seconds = Number(process.env.BENCH_SECONDS || 20)
const backlog = Number(process.env.BENCH_BACKLOG || 8000)
const workerCount = Number(process.env.BENCH_WORKERS || 1)
/** One phase per entry: a checkout's folder, then `+NAME=value` settings for its worker. */
const phases = (process.env.BENCH_WORKER_DIRS || '.').split(',').map((entry) => {
  const [dir, ...settings] = entry.trim().split('+')
  return { dir: path.resolve(dir!), label: entry.trim(), env: Object.fromEntries(settings.map((s) => [s.slice(0, s.indexOf('=')), s.slice(s.indexOf('=') + 1)])) }
})

const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ')
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The mail server the workers send to: accepts everything, counts the messages. */
async function startSink() {
  const sink = { received: 0, port: 0, server: undefined as SMTPServer | undefined }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('end', () => {
        sink.received++
        callback()
      })
      stream.resume()
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  sink.port = (server.server.address() as AddressInfo).port
  sink.server = server
  return sink
}

function startWorker(dir: string, env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(dir, 'scripts/payload-task.ts'), 'worker'], {
    cwd: dir,
    env: { ...env, TSX_TSCONFIG_PATH: path.join(dir, 'tsconfig.scripts.json') },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}

async function stopWorker(worker: ChildProcess) {
  if (worker.exitCode !== null || worker.signalCode !== null) return
  const exited = new Promise((resolve) => worker.once('exit', resolve))
  worker.kill('SIGTERM')
  const killer = setTimeout(() => worker.kill('SIGKILL'), 10_000)
  await exited
  clearTimeout(killer)
}

async function main() {
  const secret = process.env.PAYLOAD_SECRET
  const databaseUrl = process.env.DATABASE_URL
  if (!secret || !databaseUrl) throw new Error('DATABASE_URL and PAYLOAD_SECRET of the running server are required')
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  const sink = await startSink()
  const workerEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    MESSAGING_RUNNER: 'worker',
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    PAYLOAD_DISABLE_DEPENDENCY_CHECKER: 'true',
  }
  const lines: string[] = []
  const say = (line: string) => {
    console.log(line)
    lines.push(line)
  }
  say(`bench:backlog ${base} · placeOrder ${rate} req/s for ${seconds} s · backlog ${backlog} mails · ${workerCount} worker(s) · ${os.cpus().length} cores · load ${load()}`)

  try {
    const { rows: running } = await db.query(`select count(*)::int as n from payload_jobs where queue = 'messaging' and processing`)
    if (running[0].n > 0) console.warn(`warning: ${running[0].n} messaging jobs are being processed — is the server's own worker running (START_WORKER=false)?`)
    const firstId = (await db.query(`select coalesce(max(id), 0)::int as id from payload_jobs`)).rows[0].id as number

    const baseline = await placeOrderLoad({ base, databaseUrl, secret, rate, seconds })
    say(`no backlog, no worker:        ${describeResult(baseline, rate)} · load ${load()}`)

    // The mails the baseline's orders queued (nobody sent them: no worker ran) are the backlog's patterns.
    // Read now: a worker deletes the jobs it completes.
    const { rows: patterns } = await db.query(
      `select input, task_slug::text as task from payload_jobs where id > $1 and queue = 'messaging' and task_slug = 'sendMail' and completed_at is null order by id limit 50`,
      [firstId],
    )
    if (!patterns.length) throw new Error('the baseline queued no mail: is a worker running beside the server?')
    const inputs = patterns.map((row: { input: unknown }) => JSON.stringify(row.input))
    const tasks = patterns.map((row: { task: string }) => row.task)
    const copies = Math.ceil(backlog / patterns.length)

    for (const { dir, label, env } of phases) {
      const { rows: inserted } = await db.query(
        `insert into payload_jobs (input, task_slug, queue, created_at, updated_at)
         select p.input, p.task::enum_payload_jobs_task_slug, 'messaging', now(), now()
         from unnest($1::jsonb[], $2::text[]) as p(input, task) cross join generate_series(1, $3) g
         limit $4 returning id`,
        [inputs, tasks, copies, backlog],
      )
      if (inserted.length !== backlog) throw new Error(`queued ${inserted.length} mails, not ${backlog}`)
      const ids = inserted.map((row: { id: number }) => row.id)
      const [low, high] = [Math.min(...ids), Math.max(...ids)]
      const pending = async () =>
        (await db.query(`select count(*)::int as n from payload_jobs where queue = 'messaging' and completed_at is null and not coalesce(has_error, false)`)).rows[0].n as number
      const workers = Array.from({ length: workerCount }, () => startWorker(dir, { ...workerEnv, ...env }))
      const startedAt = Date.now()
      // Measured once the worker(s) are up and sending.
      const before = sink.received
      while (sink.received < before + 50 && Date.now() - startedAt < 60_000) await sleep(200)
      const sentBefore = sink.received
      const t0 = Date.now()
      const result = await placeOrderLoad({ base, databaseUrl, secret, rate, seconds })
      const sentDuring = sink.received - sentBefore
      const elapsed = (Date.now() - t0) / 1000
      const left = await pending()
      await Promise.all(workers.map(stopWorker))
      say(
        `backlog, worker ${label}: ${describeResult(result, rate)} · mails sent meanwhile ${sentDuring} ` +
          `(${(sentDuring / elapsed).toFixed(1)}/s), still queued ${left} · load ${load()}`,
      )
      await db.query(`delete from payload_jobs where id between $1 and $2 and completed_at is null`, [low, high])
      await sleep(5_000)
    }
  } finally {
    await db.end()
    await new Promise<void>((resolve) => sink.server?.close(() => resolve()))
  }
  console.log(`\nsummary\n${lines.join('\n')}`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
