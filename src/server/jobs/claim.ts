/**
 * Taking jobs off a Payload queue so that each runs ONCE however many workers run at the same time.
 *
 * Payload's own `jobs.run` reads the due jobs, then marks them `processing` row by row in a later statement
 * that does not look at `processing` again: two workers reading at the same moment both take the same jobs
 * and both send the mail. Here one statement claims a batch — the due rows are locked with FOR UPDATE SKIP
 * LOCKED (a row another worker is claiming is skipped, not waited for) and marked `processing` in the same
 * statement — and then each claimed job is run by id (`jobs.runByID`), which runs it whatever its
 * `processing` flag says and records the result, the retry (`waitUntil`) or the failure as `jobs.run` does.
 * The claim is one short statement: no lock outlives it, and none is taken on a table ordering writes to.
 */
import 'server-only'

import type { Payload } from 'payload'

import { claimDueJobs, unclaimJobs, unclaimStaleJobs } from '@/server/db/queries/jobs'
import { sqlHandle } from '@/server/db/transaction'

/**
 * Claims up to `limit` due jobs of `queue`, oldest first — of the jobs `only` names, if given; returns their
 * ids (no id twice, across all processes).
 */
export async function claimJobs(payload: Payload, queue: string, limit: number, only?: readonly (number | string)[]): Promise<number[]> {
  if (limit <= 0 || only?.length === 0) return []
  const db = await sqlHandle(payload)
  return (await claimDueJobs(db, queue, limit, only?.map(Number))).sort((a, b) => a - b)
}

/**
 * Runs claimed jobs, at most `concurrency` at once; returns how many ran. A job's own failure is recorded
 * on its row by Payload (retry or final error); an error around it (the database gone) is logged by the caller.
 * Once `signal` aborts (the worker is stopping), the jobs under way finish and those not started are handed
 * back (due again for any worker) instead of waiting in `processing` for releaseStaleJobs.
 */
export async function runClaimedJobs(payload: Payload, ids: number[], concurrency: number, signal?: AbortSignal): Promise<number> {
  let next = 0
  let ran = 0
  const lane = async () => {
    while (next < ids.length && !signal?.aborted) {
      const id = ids[next++]!
      await payload.jobs.runByID({ id, silent: true })
      ran++
    }
  }
  try {
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
