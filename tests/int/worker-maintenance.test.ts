/**
 * What a traveller waiting for a verification code must never wait for (src/server/worker.ts):
 * - the worker's periodic jobs: a long maintenance run (cancelling thousands of overdue unpaid orders took minutes)
 *   must not hold up its mail, nor the heartbeat the container's healthcheck watches. Here the run is held at its
 *   first step (another session holds the schedule's advisory lock, as a second worker scheduling then would);
 * - the mails queued before the code: the code goes first, and the burst of those orders' cancellation mails goes
 *   after every other mail (a receipt, an eSIM).
 */
import { sql } from '@payloadcms/db-postgres/drizzle'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sqlHandle } from '@/server/db/transaction'
import { BULK_QUEUE, CODES_QUEUE, enqueueMail, enqueueMails, MESSAGING_QUEUE } from '@/server/mail/queue'
import { runMessagingBatch, runWorker, SCHEDULE_LOCK } from '@/server/worker'

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
      await holder.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [SCHEDULE_LOCK])
      worker = runWorker(p, {
        idleMs: 20,
        maintenanceMs: 60_000,
        pace: { batch: 4, concurrency: 2, rate: 0, pauseMs: 0 },
        signal: controller.signal,
        heartbeat: () => beats++,
      })
      // The worker's maintenance waits for the lock (its first round starts it); the other int worker's database shares
      // the cluster's lock table, so only this database's waiters count.
      const waiter = await waitFor(
        async () => {
          const { rows } = await holder.query<{ pid: number }>("select pid from pg_locks where locktype = 'advisory' and not granted and database = (select oid from pg_database where datname = current_database()) limit 1")
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

describe('mails queued behind a burst of unpaid orders\' cancellations', () => {
  it('a verification code goes first, a traveller\'s other mail next, the burst last', async () => {
    const p = await payload()
    const db = await sqlHandle(p)
    const run = `backlog-${Date.now()}`
    const unpaid = { orderNumber: 'TW1', itemName: 'SIM', reason: 'unpaid' as const }
    await enqueueMails(p, Array.from({ length: 30 }, (_, i) => ({ kind: 'orderCancelled' as const, to: `${run}-${i}@example.com`, locale: 'en' as const, data: unpaid })))
    const staff = `${run}-staff@example.com`
    await enqueueMail(p, { kind: 'orderCancelled', to: staff, locale: 'ko', data: { ...unpaid, reason: 'staff' } })
    const code = `${run}-code@example.com`
    await enqueueMail(p, { kind: 'verificationCode', to: code, locale: 'ja', data: { code: '135790', purpose: 'orderContact' } })
    const { rows: queues } = await db.execute(
      sql`select input->>'kind' as kind, input->'data'->>'reason' as reason, queue, count(*)::int as n from payload_jobs where input->>'to' like ${`${run}-%`} group by 1, 2, 3 order by 1, 2`,
    )
    expect(queues).toEqual([
      { kind: 'orderCancelled', reason: 'staff', queue: MESSAGING_QUEUE, n: 1 },
      { kind: 'orderCancelled', reason: 'unpaid', queue: BULK_QUEUE, n: 30 },
      { kind: 'verificationCode', reason: null, queue: CODES_QUEUE, n: 1 },
    ])

    const sent = async () => {
      const { rows } = await db.execute(sql`select "to" from outbox where "to" like ${`${run}-%`} order by id`)
      return rows.map((r) => (r as { to: string }).to)
    }
    // One job a batch: each batch takes the first due job of the first queue that has one. Older due jobs of other
    // tests may go first; of these, the code goes first, then the staff's mail, and none of the burst before it.
    const sentAfterBatches = async (to: string) => {
      await waitFor(async () => {
        await runMessagingBatch(p, { batch: 1, concurrency: 1 })
        return (await sent()).includes(to)
      }, `the mail to ${to}`)
      return sent()
    }
    expect(await sentAfterBatches(code)).toEqual([code])
    expect(await sentAfterBatches(staff)).toEqual([code, staff])
    await db.execute(sql`delete from payload_jobs where input->>'to' like ${`${run}-%`}`)
  })
})
