/**
 * What a traveller waiting for a verification code must never wait for (src/server/worker.ts):
 * - the worker's periodic jobs: a long maintenance run (cancelling thousands of overdue unpaid orders took minutes)
 *   must not hold up its mail, nor the heartbeat the container's healthcheck watches. Here the run is held at its
 *   first step (another session holds the schedule's advisory lock, as a second worker scheduling then would);
 * - the mails queued before the code (the cancellations of those orders): the code goes first.
 */
import { sql } from '@payloadcms/db-postgres/drizzle'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sqlHandle } from '@/server/db/transaction'
import { CODES_QUEUE, enqueueMail, enqueueMails, MESSAGING_QUEUE } from '@/server/mail/queue'
import { runMessagingBatch, runWorker } from '@/server/worker'

import { keepEnv, payload, waitFor } from './helpers'

const restoreEnv = keepEnv(['MESSAGING_RUNNER'])

beforeAll(() => {
  // This process only queues, as the web process of npm start: the mail must be sent by the worker's loop.
  process.env.MESSAGING_RUNNER = 'worker'
})

afterAll(() => restoreEnv())

describe('a worker whose periodic jobs are held up', () => {
  it('still sends a mail queued meanwhile and keeps its heartbeat', async () => {
    const p = await payload()
    const db = await sqlHandle(p)
    const holder = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await holder.connect()
    const controller = new AbortController()
    let beats = 0
    let worker: Promise<void> | undefined
    try {
      await holder.query('begin')
      await holder.query(`select pg_advisory_xact_lock(hashtextextended('shop:worker:schedule', 0))`)
      worker = runWorker(p, {
        idleMs: 20,
        maintenanceMs: 60_000,
        pace: { batch: 4, concurrency: 2, rate: 0, pauseMs: 0 },
        signal: controller.signal,
        heartbeat: () => beats++,
      })
      // The worker's maintenance waits for the lock (its first round starts it).
      const waiter = await waitFor(
        async () => {
          const { rows } = await holder.query<{ pid: number }>("select pid from pg_locks where locktype = 'advisory' and not granted limit 1")
          return rows[0]?.pid
        },
        'the maintenance run to wait for the schedule lock',
      )
      const beatsWhileHeld = beats
      const to = `held-maintenance-${Date.now()}@example.com`
      const data = { orderNumber: 'TW1', itemName: 'SIM', quantity: 1, subtotalTwd: 1, discountTwd: 0, totalTwd: 1 }
      await enqueueMail(p, { kind: 'orderReceived', to, locale: 'en', data })
      await waitFor(
        async () => {
          const { rows } = await db.execute(sql`select count(*)::int as n from outbox where "to" = ${to} and status = 'sent'`)
          return (rows[0] as { n: number }).n === 1
        },
        'the mail queued while the maintenance run waits to be sent',
      )
      expect(beats, 'heartbeats while the maintenance run waits').toBeGreaterThan(beatsWhileHeld)
      // Still held: the mail did not wait for it.
      const { rows } = await holder.query<{ n: number }>("select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted and pid = $1", [waiter])
      expect(rows[0]!.n).toBe(1)
      controller.abort()
      // The held run gives up (as after any database error: logged, tried again later) and the worker stops.
      await holder.query('select pg_cancel_backend($1)', [waiter])
      await worker
    } finally {
      controller.abort()
      await holder.query('rollback').catch(() => undefined)
      await holder.end()
      await worker?.catch(() => undefined)
    }
  }, 60_000)
})

describe('a verification code queued behind a backlog of mails', () => {
  it('is sent in the next batch, before the mails queued earlier', async () => {
    const p = await payload()
    const db = await sqlHandle(p)
    const run = `backlog-${Date.now()}`
    const cancelled = { orderNumber: 'TW1', itemName: 'SIM', reason: 'unpaid' as const }
    await enqueueMails(p, Array.from({ length: 30 }, (_, i) => ({ kind: 'orderCancelled' as const, to: `${run}-${i}@example.com`, locale: 'en' as const, data: cancelled })))
    const to = `${run}-code@example.com`
    await enqueueMail(p, { kind: 'verificationCode', to, locale: 'ja', data: { code: '135790', purpose: 'orderContact' } })
    const { rows: queues } = await db.execute(sql`select input->>'kind' as kind, queue from payload_jobs where input->>'to' like ${`${run}-%`} group by 1, 2 order by 1`)
    expect(queues).toEqual([
      { kind: 'orderCancelled', queue: MESSAGING_QUEUE },
      { kind: 'verificationCode', queue: CODES_QUEUE },
    ])

    expect(await runMessagingBatch(p, { batch: 4, concurrency: 1 })).toBe(4)
    const { rows } = await db.execute(sql`select kind, count(*)::int as n from outbox where "to" like ${`${run}-%`} group by kind order by kind`)
    // The code, and three of what waited before it (those, or older mails of other tests).
    expect(rows.find((r) => (r as { kind: string }).kind === 'verificationCode')).toEqual({ kind: 'verificationCode', n: 1 })
    expect((rows.find((r) => (r as { kind: string }).kind === 'orderCancelled') as { n: number } | undefined)?.n ?? 0).toBeLessThanOrEqual(3)
    await db.execute(sql`delete from payload_jobs where input->>'to' like ${`${run}-%`}`)
  })
})
