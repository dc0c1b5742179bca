import type { Access, FieldAccess, RelationshipFieldSingleValidation } from 'payload'

import { hasStaffRole } from '@/domain/roles'

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

/**
 * A partner account belongs to a partner of its kind: type 2 to a B2C partner, type 3 to a BBC partner;
 * an ordinary member to none. Checked on the server (REST and the admin alike).
 */
export const partnerMatchesAccountType: RelationshipFieldSingleValidation = async (value, { siblingData, req }) => {
  const accountType = (siblingData as { accountType?: number }).accountType
  if (value === null || value === undefined) return true
  if (accountType !== 2 && accountType !== 3) return 'Only partner accounts (type 2 or 3) belong to a partner'
  const id = typeof value === 'object' ? (value as { value?: unknown; id?: unknown }).value ?? (value as { id?: unknown }).id : value
  const partner = await req.payload.findByID({ collection: 'partners', id: id as number, depth: 0, overrideAccess: true, disableErrors: true, req })
  if (!partner) return 'Unknown partner'
  return partner.kind === (accountType === 2 ? 'b2c' : 'bbc') || `A type ${accountType} account needs a ${accountType === 2 ? 'B2C' : 'BBC'} partner`
}
