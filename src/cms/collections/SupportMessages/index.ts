import type { CollectionConfig, FieldAccess } from 'payload'

import { hasStaffRole } from '@/domain/roles'
import { nobody } from '@/cms/access/nobody'
import { optionsOf } from '@/cms/fields'
import { LOCALES } from '@/domain/locale'
import { SUPPORT_SOURCES, SUPPORT_STATUSES } from '@/domain/support'

const supportStaff = hasStaffRole('support')
/** What the traveller sent stays as sent: staff change only the status and their note. */
const frozen: { update: FieldAccess } = { update: nobody }

/**
 * Messages to customer service (spec: contact support), written only by the contact service
 * (/api/user/service for members, /api/contact for visitors) and acknowledged by mail in the sender's
 * language. Admins and support staff read them and move them along; nobody else sees them.
 */
export const SupportMessages: CollectionConfig = {
  slug: 'support-messages',
  labels: { singular: 'Support message', plural: 'Support messages' },
  admin: {
    group: 'Customers',
    hidden: ({ user }) => user?.role !== 'admin' && user?.role !== 'support',
    useAsTitle: 'reference',
    defaultColumns: ['createdAt', 'reference', 'email', 'source', 'status'],
    listSearchableFields: ['reference', 'email', 'content'],
  },
  defaultSort: '-createdAt',
  access: { read: supportStaff, create: nobody, update: supportStaff, delete: hasStaffRole() },
  fields: [
    { name: 'reference', type: 'text', index: true, access: frozen, admin: { readOnly: true, description: 'Quoted to the traveller in the acknowledgement mail' } },
    { name: 'status', type: 'select', required: true, defaultValue: 'new', index: true, options: optionsOf(SUPPORT_STATUSES), admin: { position: 'sidebar' } },
    { name: 'staffNote', type: 'textarea', admin: { position: 'sidebar', description: 'Internal: never shown to the traveller' } },
    { name: 'source', type: 'select', required: true, options: optionsOf(SUPPORT_SOURCES), access: frozen, admin: { readOnly: true } },
    { name: 'member', type: 'relationship', relationTo: 'members', index: true, access: frozen, admin: { readOnly: true } },
    { name: 'email', type: 'email', required: true, index: true, access: frozen, admin: { readOnly: true, description: 'Reply address' } },
    { name: 'locale', type: 'select', options: optionsOf(LOCALES), access: frozen, admin: { readOnly: true } },
    { name: 'content', type: 'textarea', required: true, access: frozen, admin: { readOnly: true, rows: 10 } },
  ],
}
