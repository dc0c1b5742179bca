import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { lockSlot, seatsTaken } from '@/server/db/queries/slots'
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
  await lockSlot(db, key)
  const reserved = await seatsTaken(db, slot)
  if (reserved + slot.seats > slot.capacity) return null
  const row = await payload.create({
    collection: 'slot-reservations',
    overrideAccess: true,
    req,
    data: { activity: slot.activityId, visitDate: slot.visitDate, time: slot.time, seats: slot.seats, released: false },
  })
  return row.id
}
