/** Every statement on `serial_numbers` outside Payload's own operations: redemption's lookup, claim and release. */
import 'server-only'

import { and, eq } from '@payloadcms/db-postgres/drizzle'

import type { SerialStatus } from '@/domain/serialNumber'
import { serial_numbers as serials } from '@/payload-generated-schema'

import type { Db } from '../transaction'
import { dbNow } from './expressions'

/** The serial number with this (normalised) code, as redemption reads it. */
export async function serialByCode(db: Db, code: string) {
  const [row] = await db
    .select({
      id: serials.id,
      code: serials.code,
      productId: serials.product,
      planId: serials.planId,
      quantity: serials.quantity,
      validFrom: serials.validFrom,
      validUntil: serials.validUntil,
      status: serials.status,
    })
    .from(serials)
    .where(eq(serials.code, code))
    .limit(1)
  return row ? { ...row, status: row.status as SerialStatus } : null
}

/**
 * Marks an unused serial used. The UPDATE locks the row until the transaction ends and a competing one re-checks
 * `status = 'unused'` after it; true when this call used it.
 */
export async function markSerialUsed(db: Db, serialId: number): Promise<boolean> {
  const rows = await db
    .update(serials)
    .set({ status: 'used', redeemedAt: dbNow(), updatedAt: dbNow() })
    .where(and(eq(serials.id, serialId), eq(serials.status, 'unused')))
    .returning({ id: serials.id })
  return rows.length === 1
}

/** The used serial of an order unused again, without its order or redemption time; its code, or null. */
export async function markOrderSerialUnused(db: Db, orderId: number): Promise<string | null> {
  const [row] = await db
    .update(serials)
    .set({ status: 'unused', redeemedAt: null, order: null, updatedAt: dbNow() })
    .where(and(eq(serials.order, orderId), eq(serials.status, 'used')))
    .returning({ code: serials.code })
  return row?.code ?? null
}

/** The code of the serial that names the order, if any. */
export async function serialCodeOfOrder(db: Db, orderId: number): Promise<string | null> {
  const [row] = await db.select({ code: serials.code }).from(serials).where(eq(serials.order, orderId)).limit(1)
  return row?.code ?? null
}

export async function setSerialOrder(db: Db, serialId: number, orderId: number): Promise<void> {
  await db.update(serials).set({ order: orderId }).where(eq(serials.id, serialId))
}
