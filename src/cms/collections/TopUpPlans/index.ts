import type { CollectionConfig } from 'payload'

import { contentEditors } from '@/cms/access/contentEditors'
import { isStaff } from '@/cms/access/isStaff'
import { sortOrderField } from '@/cms/fields'
import { topUpPriceTwd } from '@/domain/topUp'

/**
 * eSIM top-up plans (issue 41 item 4): what the shop sells to add data to a delivered wholesaler eSIM. The price is
 * ours, in whole TWD; the package is the wholesaler's TOPUP package. The order page offers a plan only when the
 * wholesaler lists its package for that very eSIM (src/server/topUp/topUp.ts). Read through the shop's own endpoint,
 * so Payload's API shows them to staff only (the package codes are the wholesaler's).
 */
export const TopUpPlans: CollectionConfig = {
  slug: 'top-up-plans',
  labels: { singular: 'eSIM top-up plan', plural: 'eSIM top-up plans' },
  admin: { useAsTitle: 'name', group: 'Catalog', defaultColumns: ['name', 'priceTwd', 'packageCode', 'active'] },
  defaultSort: 'sortOrder',
  access: { read: isStaff, ...contentEditors },
  fields: [
    { name: 'name', type: 'text', required: true, localized: true, admin: { description: 'As the traveller reads it, e.g. “+3 GB, 7 more days”' } },
    { name: 'packageCode', type: 'text', required: true, unique: true, admin: { description: 'The wholesaler’s TOPUP package code' } },
    {
      name: 'priceTwd',
      type: 'number',
      required: true,
      min: 1,
      max: 100_000,
      admin: { step: 1 },
      validate: (value: unknown) => topUpPriceTwd(value) !== null || 'A whole number of TWD from 1 to 100 000',
    },
    { name: 'active', type: 'checkbox', defaultValue: true },
    sortOrderField,
  ],
}
