/** Every statement the shop runs on `payload_jobs` itself (claiming and handing back; Payload runs and records the jobs). */
import 'server-only'

import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from '@payloadcms/db-postgres/drizzle'

import { payload_jobs as jobs, payload_jobs_log as jobLog } from '@/payload-generated-schema'

import { insertReturningIds } from '../rows'
import type { Db } from '../transaction'
import { dbNow, minutesFromNow } from './expressions'

/**
 * New job rows, as `payload.jobs.queue` writes them (no sub-table holds anything yet), in one statement in the
 * caller's transaction; their ids.
 */
export async function insertJobs(db: Db, rows: Pick<typeof jobs.$inferInsert, 'input' | 'taskSlug' | 'queue'>[]): Promise<number[]> {
  return insertReturningIds(db, jobs, rows)
}

/**
 * Marks up to `limit` due jobs of `queue` (or of several queues; of `only`, if given) `processing` in one statement,
 * oldest first: the due rows are locked FOR UPDATE SKIP LOCKED, so a row another worker is claiming is skipped, not
 * waited for. Returns their ids.
 */
export async function claimDueJobs(db: Db, queue: string | readonly string[], limit: number, only?: readonly number[]): Promise<number[]> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        typeof queue === 'string' ? eq(jobs.queue, queue) : inArray(jobs.queue, [...queue]),
        isNull(jobs.completedAt),
        or(isNull(jobs.hasError), eq(jobs.hasError, false)),
        or(isNull(jobs.processing), eq(jobs.processing, false)),
        or(isNull(jobs.waitUntil), lt(jobs.waitUntil, dbNow())),
        only ? inArray(jobs.id, [...only]) : undefined,
      ),
    )
    .orderBy(asc(jobs.createdAt), asc(jobs.id))
    .limit(limit)
    .for('update', { skipLocked: true })
  const rows = await db.update(jobs).set({ processing: true, updatedAt: dbNow() }).where(inArray(jobs.id, due)).returning({ id: jobs.id })
  return rows.map((row) => Number(row.id))
}

/**
 * What runs a claimed job (src/server/jobs/runTask.ts): the rows of `ids` still claimed (`processing`), with what
 * Payload reads from a single-task job's log (its task is '1'): how often the task ran, and whether it once succeeded.
 */
export async function claimedJobRows(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return []
  const ownLog = sql`${jobLog._parentID} = ${jobs.id} and ${jobLog.taskID} = '1'`
  return db
    .select({
      id: jobs.id,
      taskSlug: jobs.taskSlug,
      queue: jobs.queue,
      input: jobs.input,
      totalTried: jobs.totalTried,
      createdAt: jobs.createdAt,
      taskTried: sql<number>`(select count(*) from ${jobLog} where ${ownLog})`.mapWith(Number),
      taskSucceeded: sql<boolean>`exists (select 1 from ${jobLog} where ${ownLog} and ${jobLog.state} = 'succeeded')`,
    })
    .from(jobs)
    .where(and(inArray(jobs.id, [...ids]), eq(jobs.processing, true)))
}

/** A finished job's row goes (Payload's `deleteJobOnComplete`, its default). */
export async function deleteJob(db: Db, id: number): Promise<void> {
  await db.delete(jobs).where(eq(jobs.id, id))
}

/** Locks a claimed job's row for the failure to be written; null if it is gone or an admin cancelled it meanwhile. */
export async function lockRunningJob(db: Db, id: number): Promise<{ id: number } | null> {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, id), or(isNull(jobs.hasError), eq(jobs.hasError, false)), isNull(jobs.completedAt)))
    .for('update')
  return row ?? null
}

/** Hands claimed jobs that did not start back to the queue. */
export async function unclaimJobs(db: Db, ids: number[]): Promise<void> {
  await db
    .update(jobs)
    .set({ processing: false })
    .where(and(inArray(jobs.id, ids), isNull(jobs.completedAt)))
}

/** Jobs `processing` without an update for `minutes` are due again; returns how many. */
export async function unclaimStaleJobs(db: Db, minutes: number): Promise<number> {
  const rows = await db
    .update(jobs)
    .set({ processing: false, updatedAt: dbNow() })
    .where(and(eq(jobs.processing, true), isNull(jobs.completedAt), lt(jobs.updatedAt, minutesFromNow(-minutes))))
    .returning({ id: jobs.id })
  return rows.length
}

/** Jobs waiting to run and jobs that failed. */
export async function jobCounts(db: Db) {
  const [queued] = await db.select({ n: count() }).from(jobs).where(and(isNull(jobs.completedAt), or(isNull(jobs.hasError), eq(jobs.hasError, false))))
  const [failed] = await db.select({ n: count() }).from(jobs).where(eq(jobs.hasError, true))
  return { queued: queued?.n ?? 0, failed: failed?.n ?? 0 }
}

/** The latest failed jobs. */
export async function failedJobs(db: Db, limit: number) {
  return db
    .select({ id: jobs.id, task: jobs.taskSlug, tried: jobs.totalTried, error: jobs.error, updatedAt: jobs.updatedAt })
    .from(jobs)
    .where(eq(jobs.hasError, true))
    .orderBy(desc(jobs.updatedAt))
    .limit(limit)
}

/** Takes a failed job out of the queue in one statement (two admins retrying at once: one gets it); its task, input and queue. */
export async function takeFailedJob(db: Db, id: number) {
  const [row] = await db
    .delete(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.hasError, true), isNull(jobs.completedAt), isNotNull(jobs.taskSlug)))
    .returning({ task: jobs.taskSlug, input: jobs.input, queue: jobs.queue })
  return row ?? null
}
