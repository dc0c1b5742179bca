import type { CollectionConfig } from 'payload'

import { hasStaffRole } from '@/cms/access/hasStaffRole'
import { nobody } from '@/cms/access/nobody'
import { optionsOf } from '@/cms/fields'
import { parseLpa } from '@/domain/esim'
import { esimImportEndpoint } from '@/api/handlers/esimImport'

/**
 * The eSIM activation-code inventory, per product: LPA strings (`LPA:1$<SM-DP+ address>$<matching id>`)
 * that staff import, each handed to exactly one paid order by the fulfilment service (a row lock). The
 * code itself is readable by admins only: support sees that an order has one. Admins import a CSV above
 * the list (POST /api/esim-codes/import, src/api/handlers/esimImport.ts).
 */
export const EsimCodes: CollectionConfig = {
  slug: 'esim-codes',
  labels: { singular: 'eSIM activation code', plural: 'eSIM inventory' },
  admin: {
    group: 'Orders',
    defaultColumns: ['product', 'status', 'smdpAddress', 'order', 'assignedAt'],
    components: { beforeListTable: ['/components/admin/EsimImportPanel#EsimImportPanel'] },
  },
  endpoints: [esimImportEndpoint],
  access: { read: hasStaffRole('support'), create: hasStaffRole(), update: nobody, delete: hasStaffRole() },
  fields: [
    { name: 'product', type: 'relationship', relationTo: 'products', required: true, index: true },
    {
      name: 'lpa',
      type: 'text',
      required: true,
      unique: true,
      access: { read: hasStaffRole() },
      validate: (value: unknown) => parseLpa(String(value ?? '')).ok || 'Expected LPA:1$<SM-DP+ address>$<matching id>',
    },
    { name: 'smdpAddress', type: 'text', required: true },
    { name: 'matchingId', type: 'text', required: true, access: { read: hasStaffRole() } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'available',
      index: true,
      options: optionsOf(['available', 'assigned']),
    },
    { name: 'order', type: 'relationship', relationTo: 'orders', index: true },
    { name: 'assignedAt', type: 'date' },
  ],
}
