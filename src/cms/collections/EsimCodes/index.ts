import type { CollectionConfig } from 'payload'

import { hasStaffRole } from '@/cms/access/hasStaffRole'
import { nobody } from '@/cms/access/nobody'

/**
 * The eSIM activation-code inventory, per product: LPA strings (`LPA:1$<SM-DP+ address>$<matching id>`)
 * that staff import, each handed to exactly one paid order by the fulfilment service (a row lock). The
 * code itself is readable by admins only: support sees that an order has one.
 */
export const EsimCodes: CollectionConfig = {
  slug: 'esim-codes',
  labels: { singular: 'eSIM activation code', plural: 'eSIM inventory' },
  admin: { group: 'Orders', defaultColumns: ['product', 'status', 'smdpAddress', 'order', 'assignedAt'] },
  access: { read: hasStaffRole('support'), create: hasStaffRole(), update: nobody, delete: hasStaffRole() },
  fields: [
    { name: 'product', type: 'relationship', relationTo: 'products', required: true, index: true },
    { name: 'lpa', type: 'text', required: true, unique: true, access: { read: hasStaffRole() } },
    { name: 'smdpAddress', type: 'text', required: true },
    { name: 'matchingId', type: 'text', required: true, access: { read: hasStaffRole() } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'available',
      index: true,
      options: ['available', 'assigned'].map((value) => ({ label: value, value })),
    },
    { name: 'order', type: 'relationship', relationTo: 'orders', index: true },
    { name: 'assignedAt', type: 'date' },
  ],
}
