import type { Access } from 'payload'

/** Admins manage every staff account; other staff see and edit only their own. */
export const staffSelfOrAdmin: Access = ({ req }) => {
  if (req.user?.collection !== 'staff') return false
  if (req.user.role === 'admin') return true
  return { id: { equals: req.user.id } }
}
