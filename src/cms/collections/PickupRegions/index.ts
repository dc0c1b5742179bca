import type { CollectionConfig } from 'payload'

import { anyone } from '@/cms/access/anyone'
import { contentEditors } from '@/cms/access/contentEditors'
import { sortOrderField } from '@/cms/fields'
import { revalidateCollection } from '@/cms/hooks/revalidate'
import { CACHE_TAGS } from '@/server/cache'

/** Pickup regions (spec §3: name and a list of airports), e.g. Northern Taiwan. */
export const PickupRegions: CollectionConfig = {
  slug: 'pickup-regions',
  labels: { singular: 'Pickup region', plural: 'Pickup regions' },
  admin: { useAsTitle: 'name', group: 'Pickup' },
  defaultSort: 'sortOrder',
  access: { read: anyone, ...contentEditors },
  hooks: revalidateCollection(() => [CACHE_TAGS.pickup]),
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'airports', type: 'join', collection: 'airports', on: 'region' },
    sortOrderField,
  ],
}
