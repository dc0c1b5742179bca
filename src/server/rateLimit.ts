import 'server-only'

import type { Payload } from 'payload'

import { waitSeconds, type BackoffPolicy } from '@/domain/throttle'

import {
  countHit,
  createBucket,
  decrementBucket,
  deleteBucket,
  deleteExpiredHits,
  lockBucket,
  recordSighting,
  setBucketCount,
} from './db/queries/rateLimits'
import { sqlHandle } from './db/transaction'

export { clientIp } from './http/clientIp'

export type Limit = { name: string; key: string; max: number; windowSeconds: number }

/**
 * Counts one hit against each limit in PostgreSQL (an atomic upsert per fixed window), so limits hold
 * across processes and restarts. Returns the first limit exceeded, or null. Every limit is counted,
 * even when an earlier one is already over — unless `stopAtFirst`: then a hit refused by one limit is not
 * counted against the later ones (a burst the per-minute limit refuses must not use up the hourly one before
 * the one request it lets through gets there).
 */
export async function hit(payload: Payload, limits: Limit[], now = Date.now(), { stopAtFirst = false } = {}): Promise<Limit | null> {
  const db = await sqlHandle(payload)
  let exceeded: Limit | null = null
  for (const limit of limits) {
    const windowMs = limit.windowSeconds * 1000
    const windowStart = Math.floor(now / windowMs) * windowMs
    const bucket = `${limit.name}:${limit.key}:${windowStart}`
    const expiresAt = new Date(windowStart + windowMs).toISOString()
    const count = await countHit(db, bucket, expiresAt)
    if (count > limit.max && !exceeded) exceeded = limit
    if (exceeded && stopAtFirst) break
  }
  if (Math.random() < 0.01) await deleteExpiredHits(db)
  return exceeded
}

export type Attempt = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/**
 * Takes one attempt from `bucket` under a back-off policy, BEFORE the guess is checked: the row is
 * locked while it is counted, so 40 parallel guesses get exactly the attempts the policy allows, never
 * more. The attempt stays counted as a failure unless the caller forgets (success) or refunds it (the
 * attempt turned out not to be a guess). Times are the database's, so every process agrees.
 */
export async function reserveAttempt(payload: Payload, bucket: string, policy: BackoffPolicy): Promise<Attempt> {
  const db = await sqlHandle(payload)
  for (let round = 1; ; round++) {
    // The common case, a bucket without failures: its first attempt is counted by creating the row, in one
    // statement (a racing first attempt loses the insert and takes the locked path below). Every policy has
    // free tries (src/domain/throttle.test.ts), so a first attempt never waits.
    if (await createBucket(db, bucket, 1, policy.resetAfterSeconds)) return { allowed: true } as const
    const attempt = await db.transaction(async (tx) => {
      await createBucket(tx, bucket, 0, 0)
      const row = await lockBucket(tx, bucket)
      // A success elsewhere (forgetAttempts) deleted the row between the insert and the lock: the bucket is
      // empty again, so start over (found by two app processes racing one e-mail's code, tests/e2e/scale-out.spec.ts).
      if (!row) return null
      const { now, last } = row
      // After a quiet period the failures are forgotten.
      const attempts = now - last >= policy.resetAfterSeconds * 1000 ? 0 : Number(row.count)
      const wait = waitSeconds(attempts, last, now, policy)
      if (wait > 0) return { allowed: false, retryAfterSeconds: wait } as const
      await setBucketCount(tx, bucket, attempts + 1, policy.resetAfterSeconds)
      return { allowed: true } as const
    })
    if (attempt) return attempt
    if (round >= 10) throw new Error(`rate limit bucket ${bucket} kept vanishing while it was counted`)
  }
}

/**
 * True the first time `key` is seen before `until` passes, false while it is remembered (a replay window kept in
 * PostgreSQL, so every process agrees; a racing second sighting loses the insert). forgetSighting lets it be seen again.
 */
export async function firstSighting(payload: Payload, key: string, until: Date): Promise<boolean> {
  const db = await sqlHandle(payload)
  return recordSighting(db, `seen:${key}`, until.toISOString())
}

export const forgetSighting = (payload: Payload, key: string) => forgetAttempts(payload, `seen:${key}`)

/** A success: the failures in `bucket` are forgotten. */
export async function forgetAttempts(payload: Payload, bucket: string): Promise<void> {
  const db = await sqlHandle(payload)
  await deleteBucket(db, bucket)
}

/** The reserved attempt was not a failure after all (e.g. a right guess that counts only failures). */
export async function refundAttempt(payload: Payload, bucket: string): Promise<void> {
  const db = await sqlHandle(payload)
  await decrementBucket(db, bucket)
}
