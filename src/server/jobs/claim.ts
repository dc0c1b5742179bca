/**
 * Taking jobs off a Payload queue so that each runs ONCE however many workers run at the same time.
 *
 * Payload's own `jobs.run` reads the due jobs, then marks them `processing` row by row in a later statement
 * that does not look at `processing` again: two workers reading at the same moment both take the same jobs
 * and both send the mail. Here one statement claims a batch — the due rows are locked with FOR UPDATE SKIP
 * LOCKED (a row another worker is claiming is skipped, not waited for) and marked `processing` in the same
 * statement — and then each claimed job is run (./runTask.ts, or Payload's `jobs.runByID` for what that runner leaves
 * to it), which records the result, the retry (`waitUntil`) or the failure as `jobs.run` does.
 * The claim is one short statement: no lock outlives it, and none is taken on a table ordering writes to.
 */
import 'server-only'

import type { Payload } from 'payload'

import { claimDueJobs, unclaimJobs, unclaimStaleJobs } from '@/server/db/queries/jobs'
import { sqlHandle } from '@/server/db/transaction'
import { logger } from '@/server/logger'

import { plainTask, readClaimedJobs, runPlainTask } from './runTask'

/**
 * Claims up to `limit` due jobs of `queue` (or of any of several queues), oldest first — of the jobs `only` names, if
 * given; returns their ids (no id twice, across all processes).
 */
export async function claimJobs(payload: Payload, queue: string | readonly string[], limit: number, only?: readonly (number | string)[]): Promise<number[]> {
  if (limit <= 0 || only?.length === 0) return []
  const db = await sqlHandle(payload)
  return (await claimDueJobs(db, queue, limit, only?.map(Number))).sort((a, b) => a - b)
}

/**
 * Runs claimed jobs, at most `concurrency` at once; returns how many ran. The shop's own tasks run through
 * ./runTask.ts (what Payload's runner records, with a fraction of its statements), anything else through Payload's
 * `jobs.runByID`. A job's own failure is recorded on its row (retry or final error); an error around it (the database
 * gone) is logged, and the next job runs: a claimed job whose outcome could not be written is due again after
 * releaseStaleJobs' quarter of an hour. A job no longer claimed (released meanwhile) is not run.
 * Once `signal` aborts (the worker is stopping), the jobs under way finish and those not started are handed
 * back (due again for any worker) instead of waiting in `processing` for releaseStaleJobs.
 */
export async function runClaimedJobs(payload: Payload, ids: number[], concurrency: number, signal?: AbortSignal): Promise<number> {
  if (ids.length === 0) return 0
  let next = 0
  let ran = 0
  try {
    const rows = await readClaimedJobs(payload, ids)
    const lane = async () => {
      while (next < ids.length && !signal?.aborted) {
        const id = ids[next++]!
        const row = rows.get(id)
        if (!row) continue
        const task = plainTask(payload, row.taskSlug)
        try {
          if (task) await runPlainTask(payload, row, task)
          else await payload.jobs.runByID({ id, silent: true })
          ran++
        } catch (err) {
          logger.error({ err, job: id, task: row.taskSlug }, 'a claimed job failed outside its task (its outcome not recorded); due again once stale')
        }
      }
    }
    await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, ids.length)) }, lane))
  } finally {
    if (next < ids.length) await releaseJobs(payload, ids.slice(next))
  }
  return ran
}

/** Hands claimed jobs that did not start back to the queue. */
async function releaseJobs(payload: Payload, ids: number[]): Promise<void> {
  const db = await sqlHandle(payload)
  await unclaimJobs(db, ids)
}

/**
 * A job left `processing` by a worker that died mid-run (kill -9, a lost machine) would never run again:
 * after `minutes` without an update it is due again. Jobs update their row when they finish, and a mail or
 * SMS takes seconds, so a quarter of an hour is far beyond any run still under way.
 */
export async function releaseStaleJobs(payload: Payload, minutes = 15): Promise<number> {
  const db = await sqlHandle(payload)
  return unclaimStaleJobs(db, minutes)
}

/** Payload's queue for its scheduled publish jobs (it queues them without naming one). */
export const SCHEDULED_PUBLISH_QUEUE = 'default'
