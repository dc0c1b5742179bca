import type { CollectionConfig } from 'payload'

import { nobody } from '@/cms/access/nobody'

/**
 * A staff password sign-in waiting for its second step (issue 41.2): the session Payload opened, taken out of the
 * account's session list (so its token opens nothing) until a code puts it back; single use (one DELETE … RETURNING),
 * for SECOND_STEP_TTL_SECONDS. Nobody reads or writes them through Payload.
 */
export const StaffSignInSteps: CollectionConfig = {
  slug: 'staff-sign-in-steps',
  labels: { singular: 'Staff sign-in step', plural: 'Staff sign-in steps' },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'sid', type: 'text', required: true, unique: true },
    { name: 'staff', type: 'number', required: true },
    { name: 'sessionExpiresAt', type: 'date', required: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
}
