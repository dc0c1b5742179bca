import type { CollectionConfig, FieldAccess } from 'payload'

import { hasStaffRole } from '@/cms/access/hasStaffRole'
import { nobody } from '@/cms/access/nobody'
import { optionsOf, wholeTwd } from '@/cms/fields'
import { isIsoDate } from '@/domain/dates'
import { serialBatchEndpoints } from './batchEndpoints'
import { isWellFormedSerial, normaliseSerial, SERIAL_STATUSES } from '@/domain/serialNumber'

const taipeiDateField = (name: string, label: string) => ({
  name,
  label,
  type: 'text' as const,
  admin: { description: 'Taipei date YYYY-MM-DD (empty = open)' },
  validate: (value: unknown) => !value || (typeof value === 'string' && isIsoDate(value)) || 'A date YYYY-MM-DD',
})

/** What only the redemption service writes (with overrideAccess): the serial's use and the order it became. */
const writtenByRedemption: { create: FieldAccess; update: FieldAccess } = { create: nobody, update: nobody }

/**
 * Serial numbers (redemption numbers) a BBC partner hands to travellers: each stands for one product plan
 * (card type from the product) and a number of cards, valid between two Taipei dates, and is redeemed once
 * into a paid order (src/server/orders/redeem.ts). Issue 14 adds staff batch generation and the partner's
 * report; the prices at issue are kept here for that report (original price, what the partner paid).
 *
 * Admins manage them, support reads them (to help a traveller); members and partners never reach them
 * through Payload (their tokens are refused there) — travellers only through /api/checkNumber and
 * /api/order/redeem, which never list serials.
 */
export const SerialNumbers: CollectionConfig = {
  slug: 'serial-numbers',
  labels: { singular: 'Serial number', plural: 'Serial numbers' },
  admin: {
    useAsTitle: 'code',
    defaultColumns: ['code', 'product', 'quantity', 'partner', 'batch', 'validUntil', 'status', 'redeemedAt'],
    group: 'Orders',
    listSearchableFields: ['code', 'batch'],
    components: { beforeListTable: ['/components/admin/partners/SerialBatchPanel#SerialBatchPanel'] },
  },
  endpoints: serialBatchEndpoints,
  defaultSort: '-createdAt',
  access: {
    read: hasStaffRole('support'),
    create: hasStaffRole(),
    update: hasStaffRole(),
    delete: hasStaffRole(),
  },
  hooks: {
    beforeValidate: [({ data }) => (typeof data?.code === 'string' ? { ...data, code: normaliseSerial(data.code) } : data)],
  },
  fields: [
    {
      name: 'code',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: (value: unknown) => (typeof value === 'string' && isWellFormedSerial(value)) || 'Not a serial number (src/domain/serialNumber.ts)',
    },
    {
      type: 'row',
      fields: [
        { name: 'product', type: 'relationship', relationTo: 'products', required: true, index: true },
        { name: 'planId', type: 'text', required: true, admin: { description: 'The id of one of the product’s plans' } },
        { name: 'quantity', type: 'number', required: true, defaultValue: 1, min: 1, max: 10, admin: { description: 'Cards it is good for' } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'partner',
          type: 'relationship',
          relationTo: 'partners',
          index: true,
          filterOptions: { kind: { equals: 'bbc' } },
          admin: { description: 'The BBC partner the batch was issued to (its type 3 accounts read the report)' },
        },
        { name: 'batch', type: 'text', index: true, admin: { description: 'Batch label' } },
      ],
    },
    { type: 'row', fields: [taipeiDateField('validFrom', 'Valid from'), taipeiDateField('validUntil', 'Valid until')] },
    {
      type: 'row',
      fields: [
        { name: 'originalPriceTwd', label: 'Original price (TWD)', type: 'number', required: true, min: 0, validate: wholeTwd },
        { name: 'payableTwd', label: 'Payable by the partner (TWD)', type: 'number', required: true, min: 0, validate: wholeTwd },
      ],
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'unused',
      index: true,
      options: optionsOf(SERIAL_STATUSES),
      access: writtenByRedemption,
      admin: { position: 'sidebar' },
    },
    { name: 'redeemedAt', type: 'date', access: writtenByRedemption, admin: { position: 'sidebar', readOnly: true } },
    { name: 'order', type: 'relationship', relationTo: 'orders', access: writtenByRedemption, admin: { position: 'sidebar', readOnly: true } },
  ],
}
