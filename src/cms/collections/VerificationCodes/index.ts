import type { CollectionConfig } from 'payload'

import { hasStaffRole } from '@/domain/roles'
import { nobody } from '@/cms/access/nobody'

/**
 * One-time codes: six CSPRNG digits, stored only as an HMAC, valid 10 minutes, single use, bound to
 * a purpose and the address they were sent to; void after 5 wrong tries. Written by the
 * verification service only.
 */
export const VerificationCodes: CollectionConfig = {
  slug: 'verification-codes',
  labels: { singular: 'Verification code', plural: 'Verification codes' },
  admin: { hidden: ({ user }) => user?.role !== 'admin', group: 'Messaging', defaultColumns: ['purpose', 'channel', 'target', 'expiresAt', 'attempts'] },
  access: { read: hasStaffRole(), create: nobody, update: nobody, delete: hasStaffRole() },
  fields: [
    {
      name: 'purpose',
      type: 'select',
      required: true,
      options: [
        { label: 'Order contact', value: 'orderContact' },
        { label: 'Password reset', value: 'passwordReset' },
        { label: 'E-mail change', value: 'emailChange' },
        { label: 'Order lookup', value: 'orderLookup' },
        { label: 'Phone confirmation', value: 'phoneVerify' },
      ],
    },
    { name: 'channel', type: 'select', required: true, options: ['email', 'sms'].map((v) => ({ label: v, value: v })) },
    { name: 'target', type: 'text', required: true, index: true },
    { name: 'codeHash', type: 'text', required: true, admin: { hidden: true } },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'attempts', type: 'number', defaultValue: 0 },
    { name: 'consumedAt', type: 'date' },
  ],
}
