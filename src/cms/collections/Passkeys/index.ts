import type { CollectionConfig, SelectField } from 'payload'

import { hasStaffRole } from '@/domain/roles'
import { nobody } from '@/cms/access/nobody'

/** Whose passkey (or ceremony): a member's on the storefront, a staff account's in the admin. */
export const passkeyOwnerField: SelectField = {
  name: 'owner',
  type: 'select',
  required: true,
  options: [
    { label: 'Member', value: 'members' },
    { label: 'Staff', value: 'staff' },
  ],
}

/**
 * Passkeys (WebAuthn credentials, issue 41.2) of members and staff: the public key and its signature counter. Written
 * only by the passkey service (src/server/auth/passkeys.ts) after a verified ceremony; each owner lists, names and
 * removes their own through it. Admins may read and delete any (a lost device), nobody edits one here.
 */
export const Passkeys: CollectionConfig = {
  slug: 'passkeys',
  labels: { singular: 'Passkey', plural: 'Passkeys' },
  admin: { hidden: ({ user }) => user?.role !== 'admin', group: 'Administration', useAsTitle: 'name', defaultColumns: ['name', 'owner', 'member', 'staff', 'lastUsedAt'] },
  access: { read: hasStaffRole(), create: nobody, update: nobody, delete: hasStaffRole() },
  fields: [
    { ...passkeyOwnerField, index: true },
    { name: 'member', type: 'relationship', relationTo: 'members', index: true },
    { name: 'staff', type: 'relationship', relationTo: 'staff', index: true },
    { name: 'name', type: 'text', required: true },
    // Base64url, as the browser names it: one credential belongs to one account only.
    { name: 'credentialId', type: 'text', required: true, unique: true },
    { name: 'publicKey', type: 'text', required: true, admin: { hidden: true } },
    { name: 'counter', type: 'number', required: true, defaultValue: 0 },
    { name: 'transports', type: 'text', admin: { hidden: true } },
    { name: 'lastUsedAt', type: 'date' },
  ],
}
