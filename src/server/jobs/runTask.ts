/**
 * Runs a claimed single-task job the way Payload's runner does, with a fraction of its work: every job the shop
 * queues (mail, SMS, e-invoice, eSIM, top-up, the periodic jobs) and Payload's scheduled publications.
 *
 * `payload.jobs.runByID` took 17 statements for one mail: four transactions, three full reads of the job row with its
 * sub-tables, `processing = true` again (our claim had set it), a log row for a job deleted a moment later, then
 * `completed_at` and the delete. Its bookkeeping was most of a worker's CPU for a mail (a probe of 200 mails to the
 * outbox, rounds alternating: 15–24 ms of CPU a job through runByID, 5.9–8.4 ms through this runner), on the cores and the database that take
 * the orders.
 *
 * Here, for a job that succeeds: the row read with its batch (claimedJobRows), the task, one delete. A failure is written
 * as Payload writes it (payload/dist/queues/errors/handleTaskError.js) — a `failed` log entry, `totalTried` + 1,
 * `waitUntil` from the task's backoff, or `hasError` and the error once its retries are spent — with Payload's own
 * adapter call (`db.updateJobs`), so the admin's job desk, the retry of a failed job and a later run by Payload's runner
 * read it as theirs. A task Payload runs with more than that (a workflow, onSuccess/onFail hooks, `jobs.runHooks`) is
 * left to `runByID` (./claim.ts).
 */
import 'server-only'

import { randomBytes } from 'node:crypto'

import { createLocalReq, JobCancelledError, type Payload, type TaskConfig, type TaskHandler } from 'payload'

import { claimedJobRows, deleteJob, lockRunningJob } from '@/server/db/queries/jobs'
import { inTransaction, sqlHandle, type Db } from '@/server/db/transaction'

export type ClaimedJob = Awaited<ReturnType<typeof claimedJobRows>>[number]

/** The claimed jobs of `ids` still claimed, by id (one statement for a batch). */
export async function readClaimedJobs(payload: Payload, ids: readonly number[]): Promise<Map<number, ClaimedJob>> {
  const rows = await claimedJobRows(await sqlHandle(payload), ids)
  return new Map(rows.map((row) => [Number(row.id), row]))
}

/** The task of a job this runner runs as Payload would; undefined when only Payload's runner knows how. */
export function plainTask(payload: Payload, taskSlug: string | null | undefined): TaskConfig | undefined {
  const config = payload.config.jobs
  if (!taskSlug || config.runHooks) return undefined
  const task = config.tasks?.find((each) => each.slug === taskSlug)
  if (!task || typeof task.handler !== 'function' || task.onSuccess || task.onFail) return undefined
  return task as TaskConfig
}

/** Runs one claimed job's task and records the outcome on its row. */
export async function runPlainTask(payload: Payload, row: ClaimedJob, task: TaskConfig): Promise<void> {
  const executedAt = new Date()
  const job = { ...row, id: Number(row.id), totalTried: row.totalTried ?? 0, createdAt: isoDate(row.createdAt), processing: true, log: [] }
  const nested = () => {
    throw new Error(`task ${task.slug}: nested tasks are run by Payload's runner, not this one`)
  }
  let failure: unknown
  // Ran to success once, and the job was not finished (a runner stopped in between): Payload's runner keeps that
  // result and does not run the task again.
  if (row.taskSucceeded) return finished(payload, await sqlHandle(payload), job)
  const req = await createLocalReq({}, payload)
  try {
    const result = await (task.handler as TaskHandler<never>)({ input: row.input as never, job: job as never, req, inlineTask: nested as never, tasks: nested as never })
    if (result && 'state' in result && result.state === 'failed') failure = new Error(result.errorMessage ?? 'Task handler returned a failed state')
  } catch (err) {
    failure = err ?? new Error('Task handler threw an error')
  }
  const db = await sqlHandle(payload)
  if (failure === undefined) return finished(payload, db, job)
  return recordFailure(payload, { ...job, taskTried: row.taskTried }, task, failure, executedAt)
}

async function finished(payload: Payload, db: Db, job: { id: number; totalTried: number }) {
  if (payload.config.jobs.deleteJobOnComplete !== false) return deleteJob(db, job.id)
  await payload.db.updateJobs({
    id: job.id,
    data: { completedAt: new Date().toISOString(), processing: false, totalTried: job.totalTried + 1, updatedAt: new Date().toISOString() },
    req: {},
    returning: false,
  })
}

type RetriesConfig = { attempts?: number; backoff?: { type: 'fixed' | 'exponential'; delay?: number } }

/** When the next try is due: payload/dist/queues/errors/calculateBackoffWaitUntil.js. */
function backoffUntil(retries: RetriesConfig, totalTried: number, now: Date): Date {
  const delay = retries.backoff?.delay ?? 0
  if (retries.backoff?.type === 'fixed') return new Date(now.getTime() + delay)
  if (retries.backoff?.type === 'exponential') return new Date(now.getTime() + 2 ** totalTried * delay)
  return now
}

/** Tries left: a task's `retries` (a number, or `{ attempts }`); none when it sets none (Payload's default). */
function retriesOf(task: TaskConfig): RetriesConfig {
  const retries = task.retries as number | RetriesConfig | undefined
  return typeof retries === 'number' ? { attempts: retries } : (retries ?? {})
}

async function recordFailure(
  payload: Payload,
  job: { id: number; totalTried: number; taskTried: number; input: unknown },
  task: TaskConfig,
  failure: unknown,
  executedAt: Date,
): Promise<void> {
  const now = new Date()
  const message = failure instanceof Error ? failure.message || 'Task handler threw an error' : String(failure)
  const cancelled = failure instanceof JobCancelledError
  // An admin cancelled the job meanwhile, or it is gone: it stays as it is (Payload's runner ends it cancelled too).
  return inTransaction(payload, async ({ req, tx }) => {
    if (!(await lockRunningJob(tx, job.id))) return
    if (cancelled) {
      await payload.db.updateJobs({
        id: job.id,
        data: { completedAt: null, error: { cancelled: true, message }, hasError: true, processing: false, waitUntil: null, updatedAt: now.toISOString() },
        req,
        returning: false,
      })
      return
    }
    const error = { name: 'Error', cancelled: false, message, stack: failure instanceof Error ? failure.stack : undefined }
    // Counted as Payload counts them: the task's earlier runs in the job's log (taskStatus), not the job's totalTried.
    const retries = retriesOf(task)
    const final = job.taskTried >= (retries.attempts ?? 0)
    const entry = {
      id: randomBytes(12).toString('hex'),
      completedAt: now.toISOString(),
      error,
      executedAt: executedAt.toISOString(),
      input: job.input,
      output: {},
      state: 'failed',
      taskID: '1',
      taskSlug: task.slug,
    }
    await payload.db.updateJobs({
      id: job.id,
      data: {
        ...(final ? { error, hasError: true } : { hasError: false, waitUntil: backoffUntil(retries, job.taskTried, now).toISOString() }),
        log: { $push: entry },
        processing: false,
        totalTried: job.totalTried + 1,
        updatedAt: now.toISOString(),
      },
      req,
      returning: false,
    })
  })
}

/** A timestamp as Payload hands it to tasks (ISO 8601), from PostgreSQL's text form. */
function isoDate(value: string | null | undefined): string | null {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? value : date.toISOString()
}
