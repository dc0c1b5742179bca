import type { CollectionConfig, FieldAccess } from 'payload'

import { hasStaffRole } from '@/domain/roles'
import { nobody } from '@/cms/access/nobody'
import { optionsOf } from '@/cms/fields'
import { KYC_STATUSES } from '@/domain/kyc'
import { LOCALES } from '@/domain/locale'

const kycStaff = hasStaffRole('support')
/** What the traveller sent stays as sent: staff decide (status, reason), they do not rewrite. */
const frozen: { update: FieldAccess } = { update: nobody }

/**
 * KYC pre-registration for real-name verification (/authentication): what the member declared and their
 * two ID images, written only by the KYC service. Admins and support staff review them (approve, or
 * reject with a reason the member sees); everyone else — editors, counter staff, members through
 * Payload's API — is refused. A member's status is read only through /api/videoCheckInfo.
 */
export const KycApplications: CollectionConfig = {
  slug: 'kyc-applications',
  labels: { singular: 'KYC application', plural: 'KYC applications' },
  admin: {
    group: 'Customers',
    useAsTitle: 'passportName',
    defaultColumns: ['createdAt', 'passportName', 'nationality', 'status', 'member'],
    hidden: ({ user }) => user?.role !== 'admin' && user?.role !== 'support',
  },
  defaultSort: '-createdAt',
  access: { read: kycStaff, create: nobody, update: kycStaff, delete: hasStaffRole() },
  hooks: {
    beforeChange: [
      ({ data, originalDoc, req }) => {
        // Who decided and when, whenever the decision changes.
        if (originalDoc && data.status && data.status !== originalDoc.status && req.user?.collection === 'staff') {
          data.reviewedBy = req.user.id
          data.reviewedAt = new Date().toISOString()
        }
        return data
      },
    ],
  },
  fields: [
    { name: 'status', type: 'select', required: true, defaultValue: 'submitted', index: true, options: optionsOf(KYC_STATUSES), admin: { position: 'sidebar' } },
    {
      name: 'rejectionReason',
      type: 'textarea',
      validate: (value: unknown, { siblingData }: { siblingData: { status?: string } }) =>
        siblingData.status !== 'rejected' || (typeof value === 'string' && value.trim() !== '') || 'Say why, in the member’s language: they see this text',
      admin: { position: 'sidebar', condition: (_, sibling) => sibling?.status === 'rejected', description: 'Shown to the member' },
    },
    { name: 'reviewedBy', type: 'relationship', relationTo: 'staff', access: frozen, admin: { position: 'sidebar', readOnly: true } },
    { name: 'reviewedAt', type: 'date', access: frozen, admin: { position: 'sidebar', readOnly: true } },
    { name: 'member', type: 'relationship', relationTo: 'members', required: true, index: true, access: frozen, admin: { readOnly: true } },
    { name: 'locale', type: 'select', options: optionsOf(LOCALES), access: frozen, admin: { readOnly: true } },
    { name: 'passportName', type: 'text', required: true, access: frozen, admin: { readOnly: true } },
    { name: 'nationality', type: 'text', required: true, access: frozen, admin: { readOnly: true, description: 'ISO 3166-1 alpha-2' } },
    { name: 'documentNumber', type: 'text', required: true, access: frozen, admin: { readOnly: true } },
    { name: 'birthDate', type: 'text', required: true, access: frozen, admin: { readOnly: true, description: 'YYYY-MM-DD' } },
    { name: 'passportImage', type: 'upload', relationTo: 'kyc-documents', required: true, access: frozen, admin: { readOnly: true } },
    { name: 'secondIdImage', type: 'upload', relationTo: 'kyc-documents', required: true, access: frozen, admin: { readOnly: true } },
  ],
}
