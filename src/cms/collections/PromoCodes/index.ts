import type { CollectionConfig } from 'payload'

import { hasStaffRole } from '@/domain/roles'
import { nobody } from '@/cms/access/nobody'
import { wholeTwd } from '@/cms/fields'

/**
 * Promo codes: a percentage or a fixed TWD amount, optional minimum subtotal, a validity window,
 * the products/tickets they apply to (none = all), single-use or N uses, and B2C partner codes with
 * a profit-share percentage. `usedCount` is only ever changed by the ordering service, atomically.
 */
export const PromoCodes: CollectionConfig = {
  slug: 'promo-codes',
  labels: { singular: 'Promo code', plural: 'Promo codes' },
  admin: {
    useAsTitle: 'code',
    defaultColumns: ['code', 'kind', 'value', 'usedCount', 'maxUses', 'validTo', 'active'],
    group: 'Orders',
  },
  access: {
    read: hasStaffRole('editor', 'support'),
    create: hasStaffRole('editor'),
    update: hasStaffRole('editor'),
    delete: hasStaffRole(),
  },
  hooks: {
    beforeValidate: [({ data }) => (data?.code ? { ...data, code: String(data.code).trim().toUpperCase() } : data)],
  },
  fields: [
    {
      name: 'code',
      type: 'text',
      required: true,
      unique: true,
      validate: (value: unknown) => (typeof value === 'string' && /^[A-Z0-9_-]{3,32}$/.test(value)) || '3–32 letters, digits, - or _',
    },
    { name: 'description', type: 'text', admin: { description: 'For staff only' } },
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'percent',
          options: [
            { label: 'Percentage', value: 'percent' },
            { label: 'Fixed amount (TWD)', value: 'fixed' },
          ],
        },
        {
          name: 'value',
          type: 'number',
          required: true,
          min: 0,
          validate: (value: unknown, { siblingData }: { siblingData: { kind?: string } }) =>
            !Number.isInteger(value)
              ? 'Whole number'
              : siblingData.kind === 'percent' && (Number(value) < 1 || Number(value) > 100)
                ? 'A percentage is 1–100'
                : true,
        },
        { name: 'minSubtotalTwd', label: 'Minimum subtotal (TWD)', type: 'number', min: 0, validate: wholeTwd },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'validFrom', type: 'date' },
        { name: 'validTo', type: 'date' },
      ],
    },
    { name: 'products', type: 'relationship', relationTo: 'products', hasMany: true, admin: { description: 'Empty = every product' } },
    { name: 'activities', type: 'relationship', relationTo: 'activities', hasMany: true },
    {
      type: 'row',
      fields: [
        { name: 'maxUses', type: 'number', min: 1, admin: { description: 'Empty = unlimited; 1 = single use' } },
        // Counted only by the ordering service (an atomic UPDATE), never through the API.
        { name: 'usedCount', type: 'number', defaultValue: 0, access: { create: nobody, update: nobody }, admin: { readOnly: true } },
      ],
    },
    {
      name: 'partner',
      type: 'relationship',
      relationTo: 'partners',
      index: true,
      filterOptions: { kind: { equals: 'b2c' } },
      // Which partner earns on a code, and how much, are terms of the partner's contract: the admin's, like the
      // partners themselves (editors cannot even read partners: the field is not theirs to see either, or the admin
      // showed them an "Untitled" partner after a refused read of /api/partners).
      access: { read: hasStaffRole('support'), create: hasStaffRole(), update: hasStaffRole() },
      admin: { description: 'B2C partner whose report shows this code (and who earns the profit share)' },
    },
    { name: 'profitSharePercent', type: 'number', min: 0, max: 100, access: { create: hasStaffRole(), update: hasStaffRole() } },
    { name: 'active', type: 'checkbox', defaultValue: true, index: true },
  ],
}
