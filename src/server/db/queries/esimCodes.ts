/** Every statement on `esim_codes` outside Payload's own operations: the inventory's claims, counts and imports, and the wholesaler's profiles. */
import 'server-only'

import { and, asc, count, eq, inArray, isNull, lt, or, TransactionRollbackError } from '@payloadcms/db-postgres/drizzle'
import { alias } from '@payloadcms/db-postgres/drizzle/pg-core'

import { DEFAULT_LOCALE, type Locale } from '@/domain/locale'
import { esim_codes as codes, products, products_locales } from '@/payload-generated-schema'

import type { Db } from '../transaction'
import { dbNow } from './expressions'

type CodeFields = { id: number; lpa: string; smdpAddress: string; matchingId: string }
const codeFields = { id: codes.id, lpa: codes.lpa, smdpAddress: codes.smdpAddress, matchingId: codes.matchingId }

/**
 * `count` available codes of the product, lowest ids first, locked FOR UPDATE (skipping rows other transactions hold
 * when `skipLocked`) inside a savepoint: when there are fewer, the savepoint is rolled back (no row stays locked) and null returned.
 */
export async function lockAvailableCodes(db: Db, productId: number, count: number, skipLocked: boolean): Promise<CodeFields[] | null> {
  try {
    // A transaction inside the request's transaction is a savepoint (Drizzle's nested transaction).
    return await db.transaction(async (savepoint) => {
      const rows = await savepoint
        .select(codeFields)
        .from(codes)
        .where(and(eq(codes.product, productId), eq(codes.status, 'available')))
        .orderBy(asc(codes.id))
        .limit(count)
        .for('update', skipLocked ? { skipLocked: true } : {})
      if (rows.length < count) savepoint.rollback()
      return rows
    })
  } catch (error) {
    if (error instanceof TransactionRollbackError) return null
    throw error
  }
}

/** Gives the (locked) codes to the order. */
export async function assignCodes(db: Db, ids: number[], orderId: number): Promise<void> {
  await db.update(codes).set({ status: 'assigned', order: orderId, assignedAt: dbNow(), updatedAt: dbNow() }).where(inArray(codes.id, ids))
}

/** The codes assigned to an order (not taken back), in the order they were taken. */
export async function assignedCodesOf(db: Db, orderId: number): Promise<CodeFields[]> {
  return db
    .select(codeFields)
    .from(codes)
    .where(and(eq(codes.order, orderId), eq(codes.status, 'assigned')))
    .orderBy(asc(codes.id))
}

export async function countAvailableCodes(db: Db, productId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(codes)
    .where(and(eq(codes.product, productId), eq(codes.status, 'available')))
  return Number(row?.n ?? 0)
}

/** Codes of any product with one of these LPA strings or matching ids. */
export async function codesMatching(db: Db, lpas: string[], matchingIds: string[]): Promise<Omit<CodeFields, 'id'>[]> {
  return db
    .select({ lpa: codes.lpa, smdpAddress: codes.smdpAddress, matchingId: codes.matchingId })
    .from(codes)
    .where(or(inArray(codes.lpa, lpas), inArray(codes.matchingId, matchingIds)))
}

/** Imported codes, available for the product: one statement per 1000 rows (all in the caller's transaction). */
export async function insertAvailableCodes(db: Db, productId: number, rows: Omit<CodeFields, 'id'>[]): Promise<void> {
  const now = new Date().toISOString()
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insert(codes)
      .values(rows.slice(i, i + 1000).map((row) => ({ ...row, product: productId, status: 'available' as const, createdAt: now, updatedAt: now })))
  }
}

// The profiles an order holds, whatever their source (src/server/esim/profiles.ts).

type ProfileState = (typeof codes.providerState.enumValues)[number]

/** Every code the order was given (revoked ones too), in the order they were given. */
export async function profileRowsOfOrder(db: Db, orderId: number) {
  return db
    .select({
      id: codes.id,
      source: codes.source,
      providerRef: codes.providerRef,
      lpa: codes.lpa,
      status: codes.status,
      providerState: codes.providerState,
      usedBytes: codes.usedBytes,
      totalBytes: codes.totalBytes,
      validUntil: codes.validUntil,
      stateCheckedAt: codes.stateCheckedAt,
    })
    .from(codes)
    .where(eq(codes.order, orderId))
    .orderBy(asc(codes.id))
}

/** What the wholesaler last said of a profile, read now. */
export async function storeProfileState(
  db: Db,
  id: number,
  state: { state: ProfileState; usedBytes: number | null; totalBytes: number | null; validUntil: string | null },
  askedAt: Date,
): Promise<void> {
  await db
    .update(codes)
    .set({ providerState: state.state, usedBytes: state.usedBytes, totalBytes: state.totalBytes, validUntil: state.validUntil, stateCheckedAt: askedAt.toISOString(), updatedAt: dbNow() })
    // A reply asked for before the stored one (a page's slow read racing a top-up's fresh one) never overwrites it.
    .where(and(eq(codes.id, id), or(isNull(codes.stateCheckedAt), lt(codes.stateCheckedAt, askedAt.toISOString()))))
}

/** The order's stored states are stale (a top-up changed them): the next page view asks the wholesaler. */
export async function forgetProfileStates(db: Db, orderId: number): Promise<void> {
  await db.update(codes).set({ stateCheckedAt: null }).where(eq(codes.order, orderId))
}

/** A code taken back: never shown or handed out again. */
export async function revokeCode(db: Db, id: number): Promise<void> {
  await db.update(codes).set({ status: 'revoked', revokedAt: dbNow(), updatedAt: dbNow() }).where(eq(codes.id, id))
}

/** The wholesaler's ids of the order's profiles. */
export async function providerRefsOfOrder(db: Db, orderId: number): Promise<(string | null)[]> {
  const rows = await db.select({ providerRef: codes.providerRef }).from(codes).where(eq(codes.order, orderId))
  return rows.map((row) => row.providerRef)
}

/** A profile the wholesaler issued, assigned to the order; its row id. */
export async function insertIssuedProfile(
  db: Db,
  { orderId, productId }: { orderId: number; productId: number },
  p: { ref: string; iccid: string | null; lpa: string; smdpAddress: string; matchingId: string; state: ProfileState; usedBytes: number | null; totalBytes: number | null; validUntil: string | null },
): Promise<number> {
  const [row] = await db
    .insert(codes)
    .values({
      product: productId,
      lpa: p.lpa,
      smdpAddress: p.smdpAddress,
      matchingId: p.matchingId,
      status: 'assigned',
      order: orderId,
      assignedAt: dbNow(),
      source: 'esimAccess',
      providerRef: p.ref,
      iccid: p.iccid,
      providerState: p.state,
      usedBytes: p.usedBytes,
      totalBytes: p.totalBytes,
      validUntil: p.validUntil,
      stateCheckedAt: dbNow(),
      createdAt: dbNow(),
      updatedAt: dbNow(),
    })
    .returning({ id: codes.id })
  return row!.id
}

/** Every eSIM product in its order of sale with its name in `locale` (else the default language's) and the codes it has left. */
export async function esimStockByProduct(db: Db, locale: Locale) {
  const named = alias(products_locales, 'named')
  const fallback = alias(products_locales, 'fallback')
  return db
    .select({
      id: products.id,
      name: named.name,
      fallbackName: fallback.name,
      available: db.$count(codes, and(eq(codes.product, products.id), eq(codes.status, 'available'))),
    })
    .from(products)
    .leftJoin(named, and(eq(named._parentID, products.id), eq(named._locale, locale)))
    .leftJoin(fallback, and(eq(fallback._parentID, products.id), eq(fallback._locale, DEFAULT_LOCALE)))
    .where(eq(products.cardType, 'esim'))
    .orderBy(asc(products.sortOrder), asc(products.id))
}

/** The order's codes (the desk masks them), by id. */
export async function codesOfOrder(db: Db, orderId: number) {
  return db.select({ id: codes.id, lpa: codes.lpa, status: codes.status }).from(codes).where(eq(codes.order, orderId)).orderBy(asc(codes.id))
}
