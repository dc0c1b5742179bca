/**
 * Several workers on one queue: each job runs once. Three real worker processes (scripts/payload-task.ts worker,
 * as `npm start` and `npm run worker` start them) drain 200 queued mails at the same time, sending over SMTP to
 * a server this test runs: every mail arrives exactly once, and every worker took part. Payload's own
 * `jobs.run` reads the due jobs before marking them, so two workers took the same ones and sent those mails
 * twice; src/server/jobs/claim.ts claims with FOR UPDATE SKIP LOCKED.
 * In this process, on separate database connections: three claims at once get disjoint jobs, and three workers
 * letting Payload's scheduler queue the periodic jobs at once queue one run, not three.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { sql } from '@payloadcms/db-postgres/drizzle'
import { simpleParser } from 'mailparser'
import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sqlHandle } from '@/server/db/transaction'
import { claimJobs } from '@/server/jobs/claim'
import { enqueueMail } from '@/server/mail/queue'
import { MAINTENANCE_QUEUE } from '@/server/payments/jobs'
import { scheduleMaintenance } from '@/server/worker'

import { payload, waitFor } from './helpers'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const run = Date.now().toString(36)
const MAILS = 200
/** Node's exit code for a start whose module loading was left pending (scripts/run.ts restarts such a worker). */
const UNSETTLED_START = 13
const address = (i: number) => `three-workers-${run}-${i}@example.com`

/** What the SMTP server received: recipient → the workers (sender names) that sent to it. */
const received = new Map<string, string[]>()
let smtp: SMTPServer
let smtpPort = 0
const workers: ChildProcess[] = []
let previousRunner: string | undefined

beforeAll(async () => {
  // This process only queues (as the web process of npm start): its autoRun must not take jobs either.
  previousRunner = process.env.MESSAGING_RUNNER
  process.env.MESSAGING_RUNNER = 'worker'
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const sender = mail.from?.value[0]?.name ?? ''
          for (const to of [mail.to].flat()) for (const a of to?.value ?? []) received.set(a.address!.toLowerCase(), [...(received.get(a.address!.toLowerCase()) ?? []), sender])
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  smtpPort = (smtp.server.address() as AddressInfo).port
})

afterAll(async () => {
  await Promise.all(workers.map(stop))
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
  process.env.MESSAGING_RUNNER = previousRunner
})

/** A worker process as `npm run worker` starts it, naming itself in the mails it sends (MAIL_FROM_NAME). */
function startWorker(name: string): { proc: ChildProcess; output: () => string } {
  let output = ''
  const proc = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/payload-task.ts'), 'worker'], {
    cwd: root,
    env: {
      ...process.env,
      TSX_TSCONFIG_PATH: path.join(root, 'tsconfig.scripts.json'),
      // As npm start and the image run it (under NODE_ENV=test a worker sent a mail every few seconds).
      NODE_ENV: 'production',
      MESSAGING_RUNNER: 'worker',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM_NAME: name,
      // Small batches, no rate limit: the three claim as often as possible, so they meet.
      WORKER_BATCH: '4',
      WORKER_CONCURRENCY: '4',
      WORKER_RATE: '0',
      WORKER_PAUSE_MS: '0',
      // Not below everything else on a busy test machine (a niced worker there sent a few mails a minute).
      WORKER_NICE: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  proc.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  proc.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  workers.push(proc)
  return { proc, output: () => output }
}

function stop(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const killer = setTimeout(() => proc.kill('SIGKILL'), 10_000)
    proc.once('exit', () => {
      clearTimeout(killer)
      resolve()
    })
    proc.kill('SIGTERM')
  })
}

const pendingTo = async (p: Payload, prefix: string) => {
  const db = await sqlHandle(p)
  const { rows } = await db.execute(sql`select count(*)::int as n from payload_jobs where input->>'to' like ${`${prefix}%`}`)
  return (rows[0] as { n: number }).n
}

describe('three workers on one queue', () => {
  it('send each of 200 queued mails exactly once, all three taking part', async () => {
    const p = await payload()
    const data = { orderNumber: 'TW1', itemName: 'SIM', quantity: 1, subtotalTwd: 1, discountTwd: 0, totalTwd: 1 }
    for (let i = 0; i < MAILS; i++) await enqueueMail(p, { kind: 'orderReceived', to: address(i), locale: 'en', data })
    expect(await pendingTo(p, `three-workers-${run}-`)).toBe(MAILS)

    const names = ['w1', 'w2', 'w3']
    const started = names.map(startWorker)
    const restarts = [0, 0, 0]
    let left = MAILS
    await waitFor(
      async () => {
        const dead = started.findIndex((w) => w.proc.exitCode !== null)
        if (dead >= 0) {
          const { proc, output } = started[dead]!
          // As scripts/run.ts supervises a worker: a tsx start left pending on a loaded machine (exit 13) is started again.
          if (proc.exitCode !== UNSETTLED_START || restarts[dead]! >= 2) throw new Error(`a worker exited (${proc.exitCode}):\n${output()}`)
          restarts[dead]!++
          started[dead] = startWorker(names[dead]!)
        }
        left = await pendingTo(p, `three-workers-${run}-`)
        return left === 0
      },
      'the three workers to drain the queue',
      90_000,
    ).catch((error: Error) => {
      throw new Error(`${error.message}: ${left} jobs left, ${received.size} mails received; the workers said:\n${started.map((w) => w.output()).join('\n')}`)
    })
    // Completed jobs are deleted; a duplicate would have arrived by now (each send ends before its job does).
    const counts = Array.from({ length: MAILS }, (_, i) => received.get(address(i))?.length ?? 0)
    expect(counts.filter((n) => n !== 1).length, `mails not received exactly once: ${counts.map((n, i) => (n === 1 ? '' : `${i}×${n}`)).filter(Boolean).join(' ')}`).toBe(0)
    const senders = new Set(Array.from({ length: MAILS }, (_, i) => received.get(address(i))![0]))
    expect([...senders].sort()).toEqual(['w1', 'w2', 'w3'])
    // Every mail left exactly one sent record in the outbox.
    const db = await sqlHandle(p)
    const { rows } = await db.execute(sql`select count(*)::int as n, count(distinct "to")::int as d from outbox where "to" like ${`three-workers-${run}-%`} and status = 'sent'`)
    expect(rows[0]).toEqual({ n: MAILS, d: MAILS })
    await Promise.all(started.map((w) => stop(w.proc)))
  }, 120_000)

  it('three claims at the same moment take disjoint jobs, together all of them', async () => {
    const p = await payload()
    const db = await sqlHandle(p)
    const queue = `claim-test-${run}`
    const { rows } = await db.execute(
      sql`insert into payload_jobs (input, task_slug, queue) select '{}'::jsonb, 'cancelUnpaidOrders', ${queue} from generate_series(1, 30) returning id`,
    )
    const ids = (rows as { id: number }[]).map((r) => Number(r.id)).sort((a, b) => a - b)
    const claims = await Promise.all([claimJobs(p, queue, 12), claimJobs(p, queue, 12), claimJobs(p, queue, 12)])
    const all = claims.flat()
    expect(new Set(all).size).toBe(all.length)
    expect(all.length).toBe(30)
    expect([...all].sort((a, b) => a - b)).toEqual(ids)
    // Claimed jobs are taken: nothing is left to claim.
    expect(await claimJobs(p, queue, 30)).toEqual([])
    await db.execute(sql`delete from payload_jobs where queue = ${queue}`)
  })

  it('three workers scheduling the periodic jobs at once queue one run of each, not three', async () => {
    const p = await payload()
    const db = await sqlHandle(p)
    const scheduled = async () =>
      ((await db.execute(sql`select count(*)::int as n from payload_jobs where queue = ${MAINTENANCE_QUEUE} and task_slug = 'cancelUnpaidOrders' and completed_at is null`)).rows[0] as { n: number }).n
    await db.execute(sql`delete from payload_jobs where queue = ${MAINTENANCE_QUEUE} and completed_at is null`)
    expect(await scheduled()).toBe(0)
    await Promise.all([scheduleMaintenance(p), scheduleMaintenance(p), scheduleMaintenance(p)])
    expect(await scheduled()).toBe(1)
    await Promise.all([scheduleMaintenance(p), scheduleMaintenance(p), scheduleMaintenance(p)])
    expect(await scheduled()).toBe(1)
    await db.execute(sql`delete from payload_jobs where queue = ${MAINTENANCE_QUEUE} and completed_at is null`)
  })
})
