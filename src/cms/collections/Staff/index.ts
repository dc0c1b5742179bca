import type { CollectionConfig } from 'payload'

import { hasStaffRole, STAFF_ROLES } from '@/domain/roles'
import { ownSessionsField } from '@/cms/access/ownSessions'
import { isStaff } from '@/cms/access/isStaff'
import { lockAccountOnUpdate } from '@/cms/hooks/lockAccountOnUpdate'
import { holdPasswordSignIn } from '@/server/auth/secondFactor'

import { staffSelfOrAdmin } from './access'
import { firstStaffIsAdmin } from './hooks/firstStaffIsAdmin'
import { signInChangesByAdmin } from './hooks/signInChangesByAdmin'

/** Staff accounts: the only users of /admin. Roles decide what each may touch. */
export const Staff: CollectionConfig = {
  slug: 'staff',
  labels: { singular: 'Staff member', plural: 'Staff' },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'role'], group: 'Administration' },
  auth: {
    tokenExpiration: 8 * 60 * 60,
    // Not Payload's lockout (five wrong guesses by anyone would lock the admin out): the shop's
    // back-off per account and client address guards /api/staff/login (src/api/payloadApiGuard.ts).
    maxLoginAttempts: 0,
    cookies: { sameSite: 'Lax', secure: process.env.NODE_ENV === 'production' },
    // The account behind every staff request is read with its relationships as ids: at Payload's default depth (2)
    // each request of a counter account loaded its airports and what they link to, ~13 ms before any work
    // (REST, measured in tests/int). Every reader takes ids (idsOf, counterAirports).
    depth: 0,
  },
  // Staff log in, reset passwords and edit accounts through REST only, where the login is throttled.
  graphQL: { disableMutations: true },
  hooks: {
    beforeOperation: [signInChangesByAdmin, lockAccountOnUpdate],
    beforeChange: [firstStaffIsAdmin],
    // A password sign-in (or reset) of an account with a second factor, or of an admin, waits for it (issue 41.2).
    afterLogin: [holdPasswordSignIn],
  },
  access: {
    admin: isStaff,
    read: staffSelfOrAdmin,
    create: hasStaffRole(),
    update: staffSelfOrAdmin,
    delete: hasStaffRole(),
  },
  fields: [
    ownSessionsField('staff'),
    { name: 'name', type: 'text', required: true },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      options: STAFF_ROLES.map((role) => ({ label: role[0]!.toUpperCase() + role.slice(1), value: role })),
      access: { create: hasStaffRole(), update: hasStaffRole() },
      saveToJWT: true,
    },
    {
      name: 'airports',
      type: 'relationship',
      relationTo: 'airports',
      hasMany: true,
      access: { create: hasStaffRole(), update: hasStaffRole() },
      admin: { description: 'Counter staff: the airports whose pickups they hand over (they see only those orders)' },
    },
    // The account page's passkeys (issue 41): each staff member manages only their own, through /api/staff/passkey/*.
    { name: 'passkeyPanel', type: 'ui', admin: { components: { Field: '/components/admin/passkeys/StaffPasskeysField#StaffPasskeysField' } } },
    // The account page's authenticator app (issue 41.2): set up by each staff member for their own account only.
    { name: 'secondFactorPanel', type: 'ui', admin: { components: { Field: '/components/admin/secondFactor/StaffSecondFactorField#StaffSecondFactorField' } } },
  ],
}
