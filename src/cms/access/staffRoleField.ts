import type { FieldAccess } from 'payload'

import type { StaffRole } from '@/domain/roles'

import { staffHasRole } from './hasStaffRole'

/** Field-level access for staff holding one of `roles`; admins always pass. Held on the server, unlike admin.readOnly. */
export const staffRoleField =
  (...roles: StaffRole[]): FieldAccess =>
  ({ req }) =>
    staffHasRole(req, ['admin', ...roles])
