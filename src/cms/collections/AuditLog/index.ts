import type { CollectionConfig } from 'payload'

import { hasStaffRole } from '@/domain/roles'
import { nobody } from '@/cms/access/nobody'
import { optionsOf, READ_ONLY_CODE } from '@/cms/fields'
import { AUDIT_ACTIONS } from '@/domain/staffDesk'

/**
 * What staff did through the desks (issue 13): every cancellation, resent mail, invoice action, reset mail,
 * revealed eSIM code and handed-over card, with who, when and on what. Written only by the desk services
 * (src/server/staff/audit.ts, inside the action's transaction); nobody creates, edits or deletes an entry
 * through Payload's REST or GraphQL. Admins and support read it (support answers for the order desk);
 * counter staff write it by handing cards over but do not read it.
 */
export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  labels: { singular: { en: 'Audit entry', 'zh-TW': '稽核紀錄', ja: '監査ログ' }, plural: { en: 'Audit log', 'zh-TW': '稽核紀錄', ja: '監査ログ' } },
  admin: {
    group: 'Orders',
    defaultColumns: ['createdAt', 'action', 'staffEmail', 'orderNumber', 'summary'],
    hidden: ({ user }) => user?.role !== 'admin' && user?.role !== 'support',
    listSearchableFields: ['orderNumber', 'staffEmail', 'summary'],
  },
  defaultSort: '-createdAt',
  access: { read: hasStaffRole('support'), create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'action', type: 'select', required: true, index: true, options: optionsOf(AUDIT_ACTIONS) },
    { name: 'staff', type: 'relationship', relationTo: 'staff', required: true, index: true },
    { name: 'staffEmail', type: 'text', required: true },
    { name: 'staffRole', type: 'text', required: true },
    { name: 'order', type: 'relationship', relationTo: 'orders', index: true },
    { name: 'orderNumber', type: 'text', index: true },
    { name: 'member', type: 'relationship', relationTo: 'members', index: true },
    { name: 'summary', type: 'text', required: true, admin: { description: 'What was done, in a line (amounts in NT$)' } },
    { name: 'detail', type: 'json', admin: { components: { Field: READ_ONLY_CODE } } },
  ],
}
