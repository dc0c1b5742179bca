import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

import { hasStaffRole } from '@/domain/roles'

/** The airports a counter account works at (ids; the auth user is read at depth 0). */
function counterAirports(req: PayloadRequest): number[] {
  const airports = (req.user as { airports?: unknown } | null)?.airports
  if (!Array.isArray(airports)) return []
  return airports.map((a) => (typeof a === 'object' && a !== null ? (a as { id: unknown }).id : a)).filter((id): id is number => typeof id === 'number')
}

/**
 * Admins and support see every order; counter staff only the pickups at their own airports; a member
 * (through the shop's services) only their own; anyone else none.
 */
export const ordersReadable: Access = ({ req }) => {
  if (hasStaffRole('support')({ req })) return true
  if (hasStaffRole('counter')({ req })) {
    const airports = counterAirports(req)
    const atTheirAirports: Where = { 'pickup.airport': { in: airports } }
    return airports.length ? atTheirAirports : false
  }
  if (req.user?.collection === 'members') return { member: { equals: req.user.id } }
  return false
}

/**
 * Fields a counter does not need to hand over a card (contact details, birth date, money, account,
 * consent): hidden from counter staff on the server, in REST, GraphQL and the admin alike.
 */
export const notForCounter: FieldAccess = ({ req }) => !(req.user?.collection === 'staff' && req.user.role === 'counter')
