/** Every statement on `rate_limit_hits`: fixed-window counters, back-off buckets and replay windows (src/server/rateLimit.ts). */
import 'server-only'

import { eq, lt, lte } from '@payloadcms/db-postgres/drizzle'

import { rate_limit_hits as hits } from '@/payload-generated-schema'

import type { Db } from '../transaction'
import { dbNow, decrementToZero, epochMs, nowEpochMs, plus, secondsFromNow } from './expressions'

/** Counts one hit in the window's bucket (created at 1, or one more); returns the bucket's count. */
export async function countHit(db: Db, bucket: string, expiresAt: string): Promise<number> {
  const [row] = await db
    .insert(hits)
    .values({ bucket, count: 1, expiresAt, updatedAt: dbNow(), createdAt: dbNow() })
    .onConflictDoUpdate({ target: hits.bucket, set: { count: plus(hits.count, 1), updatedAt: dbNow() } })
    .returning({ count: hits.count })
  return Number(row?.count ?? 0)
}

/** Drops buckets whose window ended over a day ago. */
export async function deleteExpiredHits(db: Db): Promise<void> {
  await db.delete(hits).where(lt(hits.expiresAt, secondsFromNow(-86_400)))
}

/** Creates the bucket with `count` (expiring `resetAfterSeconds` from now) unless it exists; true when this call created it. */
export async function createBucket(db: Db, bucket: string, count: number, expiresInSeconds: number): Promise<boolean> {
  const rows = await db
    .insert(hits)
    .values({ bucket, count, expiresAt: secondsFromNow(expiresInSeconds), updatedAt: dbNow(), createdAt: dbNow() })
    .onConflictDoNothing({ target: hits.bucket })
    .returning({ bucket: hits.bucket })
  return rows.length === 1
}

/** The bucket's count and its last update, with the database's now (both epoch ms), its row locked until the transaction ends. */
export async function lockBucket(db: Db, bucket: string): Promise<{ count: number; last: number; now: number } | null> {
  const [row] = await db
    .select({ count: hits.count, last: epochMs(hits.updatedAt), now: nowEpochMs() })
    .from(hits)
    .where(eq(hits.bucket, bucket))
    .for('update')
  return row ? { count: Number(row.count), last: Number(row.last), now: Number(row.now) } : null
}

/** Sets a (locked) bucket's count, restarting its quiet period. */
export async function setBucketCount(db: Db, bucket: string, count: number, expiresInSeconds: number): Promise<void> {
  await db.update(hits).set({ count, updatedAt: dbNow(), expiresAt: secondsFromNow(expiresInSeconds) }).where(eq(hits.bucket, bucket))
}

/** Records `bucket` as seen until `until`, unless a sighting is remembered still; true when this call recorded it. */
export async function recordSighting(db: Db, bucket: string, until: string): Promise<boolean> {
  const rows = await db
    .insert(hits)
    .values({ bucket, count: 1, expiresAt: until, updatedAt: dbNow(), createdAt: dbNow() })
    .onConflictDoUpdate({ target: hits.bucket, set: { count: 1, expiresAt: until, updatedAt: dbNow() }, setWhere: lte(hits.expiresAt, dbNow()) })
    .returning({ bucket: hits.bucket })
  return rows.length === 1
}

export async function deleteBucket(db: Db, bucket: string): Promise<void> {
  await db.delete(hits).where(eq(hits.bucket, bucket))
}

/** One attempt fewer in the bucket (never below none). */
export async function decrementBucket(db: Db, bucket: string): Promise<void> {
  await db.update(hits).set({ count: decrementToZero(hits.count) }).where(eq(hits.bucket, bucket))
}
