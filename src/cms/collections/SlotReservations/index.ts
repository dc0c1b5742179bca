import type { CollectionConfig } from 'payload'

import { hasStaffRole } from '@/domain/roles'
import { nobody } from '@/cms/access/nobody'

/**
 * Seats taken in an observation-deck slot. Written only by the ordering service inside its
 * transaction (never through the API); remaining capacity = slot capacity − seats reserved here.
 */
export const SlotReservations: CollectionConfig = {
  slug: 'slot-reservations',
  labels: { singular: 'Slot reservation', plural: 'Slot reservations' },
  admin: { defaultColumns: ['activity', 'visitDate', 'time', 'seats', 'createdAt'], group: 'Orders' },
  // Deleting one would give seats away twice; a cancellation releases them through the ordering service.
  access: { read: hasStaffRole('support'), create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'activity', type: 'relationship', relationTo: 'activities', required: true, index: true },
    { name: 'visitDate', type: 'text', required: true, index: true, admin: { description: 'YYYY-MM-DD' } },
    { name: 'time', type: 'text', required: true },
    { name: 'seats', type: 'number', required: true, min: 1 },
    { name: 'released', type: 'checkbox', defaultValue: false, admin: { description: 'Seat given back (order cancelled)' } },
  ],
}
