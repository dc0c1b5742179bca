/**
 * Who calls a /api/staff/* endpoint: a staff account, from Payload's own login — the `payload-token`
 * cookie the admin panel holds, or `Authorization: JWT|Bearer`.
 * Every desk service takes the StaffUser this returns and checks the action's role itself
 * (src/domain/staffDesk.ts `mayTake`), so a UI that shows a button is never what allows it.
 */
import 'server-only'

import type { Payload } from 'payload'

import { forbidden, notLoggedIn } from '@/domain/errors'
import { mayTake, type DeskAction } from '@/domain/staffDesk'
import type { StaffRole } from '@/domain/roles'
import { requestUser } from '@/server/requestUser'

export type StaffUser = { id: number; email: string; role: StaffRole; airports: number[] }

const idsOf = (value: unknown): number[] =>
  Array.isArray(value) ? value.map((v) => (v && typeof v === 'object' ? (v as { id: unknown }).id : v)).filter((v): v is number => typeof v === 'number') : []

/**
 * The staff account behind the request, or null (no token, a member's token, an expired one). Payload's
 * own auth reads the cookie only from the configured origins (its CSRF list), like the admin's own API.
 */
export async function staffFromRequest(request: Request, payload: Payload): Promise<StaffUser | null> {
  return staffOfUser(await requestUser(payload, request.headers))
}

export function staffOfUser(user: unknown): StaffUser | null {
  if ((user as { collection?: string } | null)?.collection !== 'staff') return null
  const staff = user as unknown as { id: number; email: string; role: StaffRole; airports?: unknown }
  return { id: staff.id, email: staff.email, role: staff.role, airports: idsOf(staff.airports) }
}

/** The staff account allowed to take `action`; 401 (code 202) without any login, 403 for members and other roles. */
export async function requireStaff(request: Request, payload: Payload, action: DeskAction): Promise<StaffUser> {
  return requireStaffUser(await requestUser(payload, request.headers), action)
}

/** The same check for a user Payload has already authenticated (`req.user` of a Payload endpoint). */
export function requireStaffUser(user: unknown, action: DeskAction): StaffUser {
  if (!user) throw notLoggedIn()
  // A member or partner login is someone, but never staff.
  const staff = staffOfUser(user)
  if (!staff) throw forbidden()
  if (!mayTake(staff.role, action)) throw forbidden()
  return staff
}

/** The same check for a StaffUser the admin view already holds (server components). */
export function assertMay(staff: StaffUser, action: DeskAction): void {
  if (!mayTake(staff.role, action)) throw forbidden()
}

/** The `req.user` shape Payload's access functions read, for Local API calls made as this staff member. */
export const asPayloadUser = (staff: StaffUser) => ({ ...staff, collection: 'staff' as const })
