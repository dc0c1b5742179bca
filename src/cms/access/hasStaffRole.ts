import type { Access, PayloadRequest } from 'payload'

import type { StaffRole } from '@/domain/roles'

export const staffHasRole = (req: PayloadRequest, roles: readonly StaffRole[]): boolean =>
  req.user?.collection === 'staff' && roles.includes(req.user.role as StaffRole)

/** Access for staff holding one of `roles`; admins always pass. */
export const hasStaffRole =
  (...roles: StaffRole[]): Access =>
  ({ req }) =>
    staffHasRole(req, ['admin', ...roles])
