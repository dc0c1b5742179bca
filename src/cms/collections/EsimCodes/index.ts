import type { CollectionConfig } from 'payload'

import { hasStaffRole } from '@/domain/roles'
import { nobody } from '@/cms/access/nobody'
import { optionsOf } from '@/cms/fields'
import { ESIM_SOURCES, parseLpa, PROFILE_STATES } from '@/domain/esim'
import { esimImportEndpoint } from '@/api/handlers/esimImport'

/**
 * Every eSIM profile the shop handles, per product: LPA strings (`LPA:1$<SM-DP+ address>$<matching id>`) that staff
 * import (source `inventory`), each handed to exactly one paid order by the fulfilment service (a row lock), and the
 * profiles the wholesaler issues per order (source `esimAccess`, with its reference and ICCID). The code itself is
 * readable by admins only: support sees that an order has one. A refund revokes the order's profiles (status
 * `revoked`): a revoked code is never handed out again. Admins import a CSV above the list (POST
 * /api/esim-codes/import, src/api/handlers/esimImport.ts).
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
      options: optionsOf(['available', 'assigned', 'revoked']),
    },
    { name: 'order', type: 'relationship', relationTo: 'orders', index: true },
    { name: 'assignedAt', type: 'date' },
    { name: 'source', type: 'select', required: true, defaultValue: 'inventory', index: true, options: optionsOf(ESIM_SOURCES) },
    { name: 'providerRef', type: 'text', index: true, admin: { description: 'The wholesaler’s id of the profile (esimTranNo)' } },
    { name: 'iccid', type: 'text', access: { read: hasStaffRole('support') } },
    { name: 'revokedAt', type: 'date', admin: { description: 'When a refund took the profile back' } },
    // What the wholesaler last said of the profile (read when the traveller or staff look, at most once a minute).
    { name: 'providerState', type: 'select', options: optionsOf(PROFILE_STATES) },
    { name: 'usedBytes', type: 'number' },
    { name: 'totalBytes', type: 'number' },
    { name: 'validUntil', type: 'date' },
    { name: 'stateCheckedAt', type: 'date' },
  ],
}
