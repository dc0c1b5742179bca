import type { CollectionConfig } from 'payload'

import { contentEditors } from '@/cms/access/contentEditors'
import { publishedOrStaff, versionsOfStaff } from '@/cms/access/publishedOrStaff'
import { sortOrderField, wholeTwd } from '@/cms/fields'
import { MAX_PLAN_DAYS } from '@/domain/tripLength'
import { revalidateCollection } from '@/cms/hooks/revalidate'
import { contentVersions } from '@/cms/versions'
import { CACHE_TAGS } from '@/server/cache'

/**
 * SIM and eSIM products. Plans are the specifications a traveller picks (days, data, price in
 * integer TWD); pickupAirports are the airports whose counters stock the physical card.
 */
export const Products: CollectionConfig = {
  slug: 'products',
  labels: { singular: 'Product', plural: 'Products' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'category', 'cardType', 'network', '_status', 'sortOrder'],
    group: 'Catalog',
  },
  defaultSort: 'sortOrder',
  access: { read: publishedOrStaff, readVersions: versionsOfStaff, ...contentEditors },
  versions: contentVersions,
  hooks: revalidateCollection((doc) => [CACHE_TAGS.products, CACHE_TAGS.product(doc.id), CACHE_TAGS.home]),
  fields: [
    { name: 'name', type: 'text', required: true, localized: true, index: true },
    { name: 'category', type: 'relationship', relationTo: 'product-categories', required: true, index: true },
    {
      type: 'row',
      fields: [
        {
          name: 'cardType',
          type: 'select',
          required: true,
          defaultValue: 'physical',
          options: [
            { label: 'Physical card', value: 'physical' },
            { label: 'Virtual card (eSIM)', value: 'esim' },
          ],
        },
        {
          name: 'network',
          type: 'select',
          required: true,
          defaultValue: '5G',
          options: [
            { label: '5G', value: '5G' },
            { label: '4G', value: '4G' },
          ],
        },
      ],
    },
    { name: 'summary', type: 'textarea', localized: true, admin: { description: 'One or two sentences for product cards' } },
    { name: 'images', type: 'upload', relationTo: 'media', hasMany: true },
    {
      type: 'tabs',
      tabs: [
        { label: 'Features', fields: [{ name: 'features', type: 'richText', localized: true }] },
        { label: 'Description', fields: [{ name: 'description', type: 'richText', localized: true }] },
        { label: 'Specifications', fields: [{ name: 'specifications', type: 'richText', localized: true }] },
      ],
    },
    {
      name: 'plans',
      type: 'array',
      required: true,
      minRows: 1,
      labels: { singular: 'Plan', plural: 'Plans' },
      admin: { description: 'Specifications the traveller chooses from' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'days', type: 'number', required: true, min: 1, max: MAX_PLAN_DAYS },
            { name: 'dataAllowance', type: 'text', required: true, localized: true, admin: { description: 'e.g. Unlimited, 10 GB' } },
            {
              name: 'dataGb',
              type: 'number',
              min: 0.1,
              admin: { description: 'Empty for unlimited: the shop’s “unlimited / with a data cap” filter reads it' },
            },
            { name: 'priceTwd', label: 'Price (TWD)', type: 'number', required: true, min: 0, validate: wholeTwd, admin: { step: 1 } },
            { name: 'active', type: 'checkbox', defaultValue: true },
          ],
        },
        { name: 'note', type: 'text', localized: true },
        {
          name: 'providerPackageCode',
          type: 'text',
          admin: {
            description: 'The wholesaler’s package for this plan (e.g. TW_8GB_7D): needed when the eSIMs come from the wholesaler',
            condition: (data) => data?.cardType === 'esim' && data?.esimSource === 'esimAccess',
          },
        },
      ],
    },
    {
      name: 'esimSource',
      label: 'eSIMs come from',
      type: 'select',
      defaultValue: 'inventory',
      options: [
        { label: 'Imported activation codes (eSIM inventory)', value: 'inventory' },
        { label: 'The eSIM wholesaler’s API (issued per order)', value: 'esimAccess' },
      ],
      admin: {
        description: 'Wholesaler eSIMs show their installation state and data use, and can be cancelled until they are downloaded',
        condition: (data) => data?.cardType === 'esim',
      },
    },
    {
      name: 'pickupAirports',
      type: 'relationship',
      relationTo: 'airports',
      hasMany: true,
      admin: { description: 'Airports whose counters stock this physical card', condition: (data) => data?.cardType === 'physical' },
    },
    sortOrderField,
  ],
}
