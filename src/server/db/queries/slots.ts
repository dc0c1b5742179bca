/** Statements on `slot_reservations` (timed-entry seats) and `promo_codes` uses: the counted resources an order reserves. */
import 'server-only'

import { and, eq, isNull, lt, or, sum } from '@payloadcms/db-postgres/drizzle'

import { promo_codes, slot_reservations as reservations } from '@/payload-generated-schema'

import type { Db } from '../transaction'
import { advisoryXactLock, coalesce, decrementToZero, plus } from './expressions'

/** Serialises reservations of one slot until the transaction ends (the slot has no row of its own to lock). */
export async function lockSlot(db: Db, key: string): Promise<void> {
  await db.execute(advisoryXactLock(key))
}

/** Seats of the slot held by reservations not released. */
export async function seatsTaken(db: Db, slot: { activityId: number; visitDate: string; time: string }): Promise<number> {
  const [row] = await db
    .select({ seats: coalesce<number>(sum(reservations.seats), 0).mapWith(Number) })
    .from(reservations)
    .where(
      and(
        eq(reservations.activity, slot.activityId),
        eq(reservations.visitDate, slot.visitDate),
        eq(reservations.time, slot.time),
        or(isNull(reservations.released), eq(reservations.released, false)),
      ),
    )
  return row?.seats ?? 0
}

export async function releaseReservation(db: Db, id: number): Promise<void> {
  await db.update(reservations).set({ released: true }).where(eq(reservations.id, id))
}

/** Counts one use of an active promo code while it has uses left (one conditional UPDATE); true when counted. */
export async function countPromoUse(db: Db, promoId: number): Promise<boolean> {
  const used = coalesce<number>(promo_codes.usedCount, 0)
  const rows = await db
    .update(promo_codes)
    .set({ usedCount: plus(used, 1) })
    .where(and(eq(promo_codes.id, promoId), eq(promo_codes.active, true), or(isNull(promo_codes.maxUses), lt(used, promo_codes.maxUses))))
    .returning({ id: promo_codes.id })
  return rows.length === 1
}

/** Gives back the use an order took of a promo code (a cancelled order's), never below zero. */
export async function returnPromoUse(db: Db, promoId: number): Promise<void> {
  await db
    .update(promo_codes)
    .set({ usedCount: decrementToZero(coalesce(promo_codes.usedCount, 0)) })
    .where(eq(promo_codes.id, promoId))
}
