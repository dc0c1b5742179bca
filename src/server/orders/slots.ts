import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { sqlHandle } from '@/server/db/transaction'

/**
 * Holds `seats` in an observation-deck slot inside the order's transaction. A transaction-scoped
 * advisory lock per (activity, date, time) serialises competing bookings of the same slot, so the
 * sum of seats never exceeds the capacity. Returns the reservation id, or null when full.
 */
export async function reserveSeats(
  payload: Payload,
  req: PayloadRequest,
  slot: { activityId: number; visitDate: string; time: string; capacity: number; seats: number },
): Promise<number | null> {
  const db = await sqlHandle(payload, req)
  const key = `slot:${slot.activityId}:${slot.visitDate}:${slot.time}`
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`)
  const taken = await db.execute(sql`select coalesce(sum(seats), 0)::int as seats from slot_reservations
    where activity_id = ${slot.activityId} and visit_date = ${slot.visitDate} and time = ${slot.time} and coalesce(released, false) = false`)
  const reserved = Number((taken.rows[0] as { seats: number } | undefined)?.seats ?? 0)
  if (reserved + slot.seats > slot.capacity) return null
  const row = await payload.create({
    collection: 'slot-reservations',
    overrideAccess: true,
    req,
    data: { activity: slot.activityId, visitDate: slot.visitDate, time: slot.time, seats: slot.seats, released: false },
  })
  return row.id
}
