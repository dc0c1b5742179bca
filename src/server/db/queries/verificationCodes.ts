/** Every statement on `verification_codes` outside Payload's own operations: voiding, counted tries and consuming. */
import 'server-only'

import { and, desc, eq, gt, isNull, lt } from '@payloadcms/db-postgres/drizzle'

import { verification_codes as codes } from '@/payload-generated-schema'

import type { Db } from '../transaction'
import { dbNow, decrementToZero, plus } from './expressions'

type Purpose = (typeof codes.purpose.enumValues)[number]

/** Voids every live code of the address for the purpose (only the newest is valid). */
export async function voidCodes(db: Db, purpose: Purpose, target: string): Promise<void> {
  await db
    .update(codes)
    .set({ consumedAt: dbNow() })
    .where(and(eq(codes.purpose, purpose), eq(codes.target, target), isNull(codes.consumedAt)))
}

/**
 * Takes one try of the newest live code of the address in one UPDATE, only while fewer than `maxAttempts` were made
 * (so parallel guesses never get more); its id and hash, or null when there is none or its tries are spent.
 */
export async function takeCodeTry(db: Db, purpose: Purpose, target: string, maxAttempts: number) {
  const live = (...more: Parameters<typeof and>) => and(isNull(codes.consumedAt), gt(codes.expiresAt, dbNow()), ...more)
  const newest = db
    .select({ id: codes.id })
    .from(codes)
    .where(live(eq(codes.purpose, purpose), eq(codes.target, target)))
    .orderBy(desc(codes.createdAt))
    .limit(1)
  const [row] = await db
    .update(codes)
    .set({ attempts: plus(codes.attempts, 1) })
    .where(live(eq(codes.id, newest), lt(codes.attempts, maxAttempts)))
    .returning({ id: codes.id, codeHash: codes.codeHash })
  return row ?? null
}

/** Gives a try back (a right code). */
export async function returnCodeTry(db: Db, id: number): Promise<void> {
  await db.update(codes).set({ attempts: decrementToZero(codes.attempts) }).where(eq(codes.id, id))
}

/** Uses up a live code; true when this call did. */
export async function consumeLiveCode(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(codes)
    .set({ consumedAt: dbNow() })
    .where(and(eq(codes.id, id), isNull(codes.consumedAt), gt(codes.expiresAt, dbNow())))
    .returning({ id: codes.id })
  return rows.length === 1
}
