import type { CollectionConfig } from 'payload'

import { hasStaffRole } from '@/domain/roles'
import { nobody } from '@/cms/access/nobody'
import { optionsOf } from '@/cms/fields'
import { TICKET_LEGS } from '@/domain/fulfilment'

/**
 * Each e-ticket admitted at a gate (the ticket check, src/server/staff/ticketCheck.ts): one row per ticket of an
 * order, so a ticket is admitted once however many gates scan it at the same moment (the unique index), and a used
 * ticket's order can no longer be cancelled. Written only by the ticket check; support and admins read it.
 */
export const TicketUses: CollectionConfig = {
  slug: 'ticket-uses',
  labels: { singular: 'Ticket admitted', plural: 'Tickets admitted' },
  admin: { group: 'Orders', defaultColumns: ['usedAt', 'orderNumber', 'ticketIndex', 'leg', 'checkedBy'] },
  defaultSort: '-usedAt',
  access: { read: hasStaffRole('support'), create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['order', 'ticketIndex'], unique: true }],
  fields: [
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, index: true },
    { name: 'orderNumber', type: 'text', required: true, index: true },
    { name: 'ticketIndex', type: 'number', required: true, min: 1 },
    { name: 'leg', type: 'select', required: true, options: optionsOf(TICKET_LEGS) },
    { name: 'usedAt', type: 'date', required: true },
    { name: 'checkedBy', type: 'relationship', relationTo: 'staff' },
  ],
}
