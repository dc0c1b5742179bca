import type { Access } from 'payload'

import { staffHasRole } from './hasStaffRole'

/** Support staff see every member; a member sees only their own record; nobody else sees any. */
export const isSupportOrSelf: Access = ({ req }) => {
  if (staffHasRole(req, ['admin', 'support'])) return true
  if (req.user?.collection === 'members') return { id: { equals: req.user.id } }
  return false
}
