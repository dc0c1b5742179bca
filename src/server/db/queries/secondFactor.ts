/**
 * Every statement on `staff_second_factors` and `staff_sign_in_steps` (issue 41.2): a code is taken once (one guarded
 * UPDATE … RETURNING per 30-second step or recovery code), a waiting sign-in is finished once (one DELETE … RETURNING).
 */
import 'server-only'

import { and, eq, gt, isNotNull, isNull, lt, or, sql } from '@payloadcms/db-postgres/drizzle'

import { staff_second_factors as factors, staff_sign_in_steps as steps } from '@/payload-generated-schema'

import type { Db } from '../transaction'
import { dbNow } from './expressions'

export type StoredFactor = { secret: string; confirmedAt: string | null; lastStep: number | null }

export async function factorOf(db: Db, staff: number): Promise<StoredFactor | null> {
  const [row] = await db
    .select({ secret: factors.secret, confirmedAt: factors.confirmedAt, lastStep: factors.lastStep })
    .from(factors)
    .where(eq(factors.staff, staff))
    .limit(1)
  return row ?? null
}

/** A new secret waiting for its first code; never replaces a confirmed one (false then). */
export async function storeUnconfirmedSecret(db: Db, staff: number, secret: string): Promise<boolean> {
  const now = new Date().toISOString()
  const rows = await db
    .insert(factors)
    .values({ staff, secret, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: factors.staff, set: { secret, lastStep: null, recoveryCodes: null, updatedAt: now }, where: isNull(factors.confirmedAt) })
    .returning({ id: factors.id })
  return rows.length === 1
}

const stepIsNew = (step: number) => or(isNull(factors.lastStep), lt(factors.lastStep, step))

/** Takes the 30-second step of a code for a confirmed app: of any number of parallel uses of one code, one gets it. */
export async function takeStep(db: Db, staff: number, step: number): Promise<boolean> {
  const rows = await db
    .update(factors)
    .set({ lastStep: step, updatedAt: new Date().toISOString() })
    .where(and(eq(factors.staff, staff), isNotNull(factors.confirmedAt), stepIsNew(step)))
    .returning({ id: factors.id })
  return rows.length === 1
}

/** Confirms the secret the first code was read with (not one replaced since), with the recovery codes' hashes. */
export async function confirmSecret(db: Db, staff: number, secret: string, step: number, recoveryHashes: string[]): Promise<boolean> {
  const now = new Date().toISOString()
  const rows = await db
    .update(factors)
    .set({ confirmedAt: now, lastStep: step, recoveryCodes: recoveryHashes, updatedAt: now })
    .where(and(eq(factors.staff, staff), eq(factors.secret, secret), isNull(factors.confirmedAt), stepIsNew(step)))
    .returning({ id: factors.id })
  return rows.length === 1
}

/** Takes one recovery code out of the stored list: good once. */
export async function takeRecoveryCode(db: Db, staff: number, hash: string): Promise<boolean> {
  const rows = await db
    .update(factors)
    .set({ recoveryCodes: sql`${factors.recoveryCodes} - ${hash}::text`, updatedAt: new Date().toISOString() })
    .where(and(eq(factors.staff, staff), isNotNull(factors.confirmedAt), sql`jsonb_exists(${factors.recoveryCodes}, ${hash}::text)`))
    .returning({ id: factors.id })
  return rows.length === 1
}

export async function recoveryCodesLeft(db: Db, staff: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`coalesce(jsonb_array_length(${factors.recoveryCodes}), 0)` }).from(factors).where(eq(factors.staff, staff))
  return Number(row?.n ?? 0)
}

/** Holds a password sign-in's session until its second step; the ones whose wait is over are dropped. */
export async function storeSignInStep(db: Db, row: { sid: string; staff: number; sessionExpiresAt: string; expiresAt: Date }) {
  await db.delete(steps).where(lt(steps.expiresAt, dbNow()))
  const now = new Date().toISOString()
  await db.insert(steps).values({ ...row, expiresAt: row.expiresAt.toISOString(), createdAt: now, updatedAt: now })
}

/** The waiting sign-in of a session, if it is still waiting (read only: the step is taken by `takeSignInStep`). */
export async function signInStepOf(db: Db, sid: string, staff: number) {
  const [row] = await db
    .select({ sid: steps.sid, sessionExpiresAt: steps.sessionExpiresAt })
    .from(steps)
    .where(and(eq(steps.sid, sid), eq(steps.staff, staff), gt(steps.expiresAt, dbNow())))
    .limit(1)
  return row ?? null
}

/** Finishes a waiting sign-in in one DELETE … RETURNING: it is put back once, however many answers arrive at once. */
export async function takeSignInStep(db: Db, sid: string, staff: number) {
  const [row] = await db
    .delete(steps)
    .where(and(eq(steps.sid, sid), eq(steps.staff, staff), gt(steps.expiresAt, dbNow())))
    .returning({ sessionExpiresAt: steps.sessionExpiresAt })
  return row ?? null
}
