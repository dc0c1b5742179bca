/**
 * The worker process (`npm start` runs one at lower CPU priority; `npm run worker` runs more, here or on other
 * machines — scripts/payload-task.ts worker). Only workers run jobs in production: the web process of
 * `npm start` only queues them (MESSAGING_RUNNER=worker). Where the web process runs its own jobs (inline), it runs this loop in-process
 * (./inlineRunner.ts).
 *
 * - Mail, SMS and e-invoice calls (the codes queue first, then the messaging queue, then the unpaid orders'
 *   cancellation mails): claimed in batches by one statement a queue that skips rows another worker is claiming
 *   (./jobs/claim.ts), so with any number of workers each job runs once.
 * - It yields to the web process: a batch of WORKER_BATCH jobs, WORKER_CONCURRENCY of them at once, then a
 *   pause that keeps the worker under WORKER_RATE jobs a second (and at least WORKER_PAUSE_MS). Every job is a
 *   handful of queries and some CPU (rendering, QR codes, TLS) on the same PostgreSQL and, on one machine, the
 *   same cores as ordering; unpaced, a worker draining a backlog of thousands of mails took them all
 *   (`npm run bench:backlog`, README).
 * - Every 30 s, the periodic jobs (the maintenance queue): Payload's scheduler queues them when due, one
 *   worker at a time (an advisory lock: otherwise three workers each queue the same run), then they are
 *   claimed and run like the messages, with the publications staff scheduled in /admin; jobs left
 *   `processing` by a worker that died are released. They run beside the messages, not in their loop: cancelling
 *   20 000 overdue unpaid orders took minutes (a demo database after a day of benchmarks), and for those minutes
 *   the loop sent no verification code and touched no heartbeat (the container's healthcheck then calls it dead).
 * Runs until `signal` aborts: the jobs under way finish first (the periodic ones too); claimed jobs not yet
 * started go back to the queue.
 */
import 'server-only'

import type { Payload } from 'payload'

import { advisoryXactLock } from '@/server/db/queries/expressions'
import { inTransaction } from '@/server/db/transaction'
import { claimJobs, releaseStaleJobs, runClaimedJobs, SCHEDULED_PUBLISH_QUEUE } from '@/server/jobs/claim'
import { DEFAULT_PACE, pauseAfterBatch, workerPace, type WorkerPace } from '@/server/jobs/pace'
import { logger } from '@/server/logger'
import { MESSAGE_QUEUES } from '@/server/mail/queue'
import { MAINTENANCE_QUEUE } from '@/server/payments/jobs'

export async function runWorker(
  payload: Payload,
  {
    idleMs = 250,
    maintenanceMs = 30_000,
    pace = workerPace(),
    signal,
    heartbeat,
  }: {
    idleMs?: number
    maintenanceMs?: number
    pace?: WorkerPace
    signal?: AbortSignal
    /** Called once per round: a liveness probe (the container's healthcheck) watches it. */
    heartbeat?: () => void
  } = {},
): Promise<void> {
  let nextMaintenance = 0
  let maintenance: Promise<void> | null = null
  while (!signal?.aborted) {
    heartbeat?.()
    const started = Date.now()
    let ran = 0
    try {
      ran = await runMessagingBatch(payload, pace, signal)
    } catch (err) {
      logger.warn({ err }, 'worker: a messaging batch failed; trying again')
    }
    if (signal?.aborted) break
    // One run at a time; the next is due maintenanceMs after this one started (or at once, if it took longer).
    if (!maintenance && Date.now() >= nextMaintenance) {
      nextMaintenance = Date.now() + maintenanceMs
      maintenance = runMaintenance(payload)
        .then(() => undefined)
        .catch((err: unknown) => logger.warn({ err }, 'worker: maintenance failed; trying again later'))
        .finally(() => {
          maintenance = null
        })
    }
    await pause(ran === 0 ? idleMs : pauseAfterBatch(ran, Date.now() - started, pace), signal)
  }
  await maintenance
}

/**
 * One batch of due messages (mail, SMS, e-invoice calls): claimed queue by queue in MESSAGE_QUEUES' order — the
 * verification codes, then the messaging queue, then the unpaid orders' cancellation mails — then run; returns how
 * many ran (0: none due).
 */
export async function runMessagingBatch(
  payload: Payload,
  pace: Pick<WorkerPace, 'batch' | 'concurrency'> = DEFAULT_PACE,
  signal?: AbortSignal,
): Promise<number> {
  const ids: number[] = []
  for (const queue of MESSAGE_QUEUES) {
    if (ids.length >= pace.batch) break
    ids.push(...(await claimJobs(payload, queue, pace.batch - ids.length)))
  }
  return runClaimedJobs(payload, ids, pace.concurrency, signal)
}

/** Waits `ms`, or less when `signal` aborts meanwhile. */
function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve()
    const done = () => {
      clearTimeout(timer)
      signal?.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    signal?.addEventListener('abort', done, { once: true })
  })
}

/** Key of the advisory lock under which one worker at a time lets Payload's scheduler queue the periodic jobs. */
export const SCHEDULE_LOCK = 'shop:worker:schedule'

/** The periodic jobs (src/server/payments/jobs.ts): queued when due (scheduleMaintenance), then claimed and run. */
export async function runMaintenance(payload: Payload): Promise<number> {
  const released = await releaseStaleJobs(payload)
  if (released) logger.warn({ released }, 'worker: jobs left running by a stopped worker are due again')
  await scheduleMaintenance(payload)
  const ran = await runClaimedJobs(payload, await claimJobs(payload, MAINTENANCE_QUEUE, 5), 1)
  // Publications staff scheduled in /admin (Payload queues them, due at the chosen time).
  return ran + (await runClaimedJobs(payload, await claimJobs(payload, SCHEDULED_PUBLISH_QUEUE, 10), 1))
}

/**
 * Payload's scheduler queues each periodic job unless one is queued or running — a check that holds only if
 * no other worker checks at the same moment: one worker at a time, under a transaction-scoped advisory lock.
 */
export async function scheduleMaintenance(payload: Payload): Promise<void> {
  await inTransaction(payload, async ({ req, tx }) => {
    await tx.execute(advisoryXactLock(SCHEDULE_LOCK))
    await payload.jobs.handleSchedules({ queue: MAINTENANCE_QUEUE, req })
  })
}
