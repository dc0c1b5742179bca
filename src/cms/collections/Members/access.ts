import type { Access, FieldAccess } from 'payload'

import { hasStaffRole } from '@/cms/access/hasStaffRole'

/** Admins and support see every member (support looks customers up); a member only their own record. */
export const membersReadable: Access = ({ req }) => {
  if (hasStaffRole('support')({ req })) return true
  if (req.user?.collection === 'members') return { id: { equals: req.user.id } }
  return false
}

/**
 * Fields support may correct for a customer (names, phone, birthday, gender, mail language). The
 * e-mail (the login), the account type and partner link are an admin's; consent and the password
 * belong to the member's own verified flows.
 */
export const supportMayEdit: FieldAccess = hasStaffRole('support')
