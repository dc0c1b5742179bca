import type { CollectionConfig } from 'payload'

import { hasStaffRole } from '@/cms/access/hasStaffRole'

/**
 * Seats taken in an observation-deck slot. Written only by the ordering service inside its
 * transaction (never through the API); remaining capacity = slot capacity − seats reserved here.
 */
export const SlotReservations: CollectionConfig = {
  slug: 'slot-reservations',
  labels: { singular: 'Slot reservation', plural: 'Slot reservations' },
  admin: { defaultColumns: ['activity', 'visitDate', 'time', 'seats', 'createdAt'], group: 'Orders' },
  access: {
    read: hasStaffRole('support', 'counter'),
    create: () => false,
    update: () => false,
    delete: hasStaffRole(),
  },
  fields: [
    { name: 'activity', type: 'relationship', relationTo: 'activities', required: true, index: true },
    { name: 'visitDate', type: 'text', required: true, index: true, admin: { description: 'YYYY-MM-DD' } },
    { name: 'time', type: 'text', required: true },
    { name: 'seats', type: 'number', required: true, min: 1 },
    { name: 'released', type: 'checkbox', defaultValue: false, admin: { description: 'Seat given back (order cancelled)' } },
  ],
}
