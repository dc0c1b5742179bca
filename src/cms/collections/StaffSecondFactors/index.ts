import type { CollectionConfig } from 'payload'

import { nobody } from '@/cms/access/nobody'

/**
 * A staff member's authenticator app (issue 41.2): the TOTP secret encrypted with a key from PAYLOAD_SECRET, when the
 * first code confirmed it, the last 30-second step a code was accepted for (a code is good once) and the recovery
 * codes as hashes. Only src/server/auth/secondFactor.ts reads or writes them; nobody through Payload.
 */
export const StaffSecondFactors: CollectionConfig = {
  slug: 'staff-second-factors',
  labels: { singular: 'Staff second factor', plural: 'Staff second factors' },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    // The staff account's id (one app each); a number, not a relationship, so nothing about it shows through Payload.
    { name: 'staff', type: 'number', required: true, unique: true },
    { name: 'secret', type: 'text', required: true },
    { name: 'confirmedAt', type: 'date' },
    { name: 'lastStep', type: 'number' },
    { name: 'recoveryCodes', type: 'json' },
  ],
}
