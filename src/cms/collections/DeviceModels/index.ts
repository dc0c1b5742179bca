import type { CollectionConfig } from 'payload'

import { anyone } from '@/cms/access/anyone'
import { contentEditors } from '@/cms/access/contentEditors'
import { sortOrderField } from '@/cms/fields'
import { revalidateCollection } from '@/cms/hooks/revalidate'
import { CACHE_TAGS } from '@/server/cache'

/** Phones and whether they take an eSIM: the "will it work on my phone?" checker reads this list. */
export const DeviceModels: CollectionConfig = {
  slug: 'device-models',
  labels: { singular: 'Device model', plural: 'Device models' },
  admin: { group: 'Catalog', useAsTitle: 'model', defaultColumns: ['brand', 'model', 'esim', 'sortOrder'] },
  defaultSort: 'sortOrder',
  access: { read: anyone, ...contentEditors },
  hooks: revalidateCollection(() => [CACHE_TAGS.deviceModels]),
  fields: [
    { name: 'brand', type: 'text', required: true, index: true },
    { name: 'model', type: 'text', required: true },
    { name: 'esim', type: 'checkbox', defaultValue: true, admin: { description: 'Takes an eSIM (and is not locked to a carrier)' } },
    { name: 'note', type: 'text', localized: true, admin: { description: 'e.g. “not the China-mainland model”' } },
    sortOrderField,
  ],
}
