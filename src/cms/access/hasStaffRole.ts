import type { PayloadRequest } from 'payload'

import type { StaffRole } from '@/domain/roles'

/**
 * Staff holding one of `roles`; admins always pass. It reads only who asks, so the same rule serves as
 * collection, global, field and jobs access (held on the server, unlike admin.readOnly), and inside a
 * larger rule as `hasStaffRole('support')({ req })`.
 */
export const hasStaffRole =
  (...roles: StaffRole[]) =>
  ({ req }: { req: Pick<PayloadRequest, 'user'> }): boolean =>
    req.user?.collection === 'staff' && (req.user.role === 'admin' || roles.includes(req.user.role as StaffRole))
