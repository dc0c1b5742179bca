import type { CollectionConfig } from 'payload'

import { hasStaffRole } from '@/cms/access/hasStaffRole'
import { isStaffUser } from '@/cms/access/isStaff'
import { STAFF_ROLES } from '@/domain/roles'

import { staffSelfOrAdmin } from './access'

/** Staff accounts: the only users of /admin. Roles decide what each may touch. */
export const Staff: CollectionConfig = {
  slug: 'staff',
  labels: { singular: 'Staff member', plural: 'Staff' },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'role'], group: 'Administration' },
  auth: {
    tokenExpiration: 8 * 60 * 60,
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    cookies: { sameSite: 'Lax', secure: process.env.NODE_ENV === 'production' },
  },
  access: {
    admin: ({ req }) => isStaffUser(req),
    read: staffSelfOrAdmin,
    create: hasStaffRole(),
    update: staffSelfOrAdmin,
    delete: hasStaffRole(),
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      options: STAFF_ROLES.map((role) => ({ label: role[0]!.toUpperCase() + role.slice(1), value: role })),
      access: { update: ({ req }) => req.user?.collection === 'staff' && req.user.role === 'admin' },
      saveToJWT: true,
    },
  ],
}
