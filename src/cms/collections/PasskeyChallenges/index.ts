import type { CollectionConfig } from 'payload'

import { nobody } from '@/cms/access/nobody'

import { passkeyOwnerField } from '../Passkeys'

/**
 * The challenge of each passkey ceremony (issue 41.2), server-side: single use (taken by one DELETE … RETURNING, so
 * parallel answers to one challenge get one session), for PASSKEY_CHALLENGE_TTL (src/domain/passkeys.ts), bound to
 * its purpose and, for a registration, to the account it adds to. Nobody reads or writes them through Payload.
 */
export const PasskeyChallenges: CollectionConfig = {
  slug: 'passkey-challenges',
  labels: { singular: 'Passkey challenge', plural: 'Passkey challenges' },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'challenge', type: 'text', required: true, unique: true },
    {
      name: 'purpose',
      type: 'select',
      required: true,
      options: [
        { label: 'Register', value: 'register' },
        { label: 'Login', value: 'login' },
      ],
    },
    passkeyOwnerField,
    // The account a registration adds to (none for a sign-in: the passkey names it).
    { name: 'account', type: 'number' },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
}
