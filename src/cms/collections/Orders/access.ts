import type { Access } from 'payload'

import { staffHasRole } from '@/cms/access/hasStaffRole'

/** Support and counter staff see every order; a member sees only their own; anyone else none. */
export const ordersReadable: Access = ({ req }) => {
  if (staffHasRole(req, ['admin', 'support', 'counter'])) return true
  if (req.user?.collection === 'members') return { member: { equals: req.user.id } }
  return false
}
