import type { CollectionConfig } from 'payload'

import { hasStaffRole } from '@/domain/roles'
import { nobody } from '@/cms/access/nobody'
import { optionsOf, READ_ONLY_CODE } from '@/cms/fields'
import { ORDER_EVENTS, ORDER_HISTORY_EVENTS, ORDER_STATUSES } from '@/domain/orderStatus'

/**
 * The story of each order: every status change (an event of the status machine) with who caused it and
 * when, written in the same transaction as the change. Nobody edits or deletes it through the API.
 */
export const OrderEvents: CollectionConfig = {
  slug: 'order-events',
  labels: { singular: 'Order event', plural: 'Order events' },
  admin: { group: 'Orders', defaultColumns: ['createdAt', 'order', 'event', 'from', 'to', 'actor'] },
  defaultSort: '-createdAt',
  access: { read: hasStaffRole('support'), create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, index: true },
    { name: 'event', type: 'select', required: true, options: optionsOf([...ORDER_EVENTS, ...ORDER_HISTORY_EVENTS]) },
    { name: 'from', type: 'select', required: true, options: optionsOf(ORDER_STATUSES) },
    { name: 'to', type: 'select', required: true, options: optionsOf(ORDER_STATUSES) },
    { name: 'actor', type: 'text', required: true, admin: { description: 'system, provider, member:<id> or staff:<id>' } },
    { name: 'note', type: 'text', admin: { description: 'Free text of entries from before `params` (shown as it is); a payment reference' } },
    // What happened as data (src/domain/orderHistory.ts), written out in the reader's language when read.
    { name: 'params', type: 'json', admin: { components: { Field: READ_ONLY_CODE } } },
  ],
}
