import type { CollectionConfig } from 'payload'

import { contentEditors } from '@/cms/access/contentEditors'
import { publishedOrStaff, versionsOfStaff } from '@/cms/access/publishedOrStaff'
import { sortOrderField } from '@/cms/fields'
import { revalidateCollection } from '@/cms/hooks/revalidate'
import { contentVersions } from '@/cms/versions'
import { CACHE_TAGS } from '@/server/cache'

export const Banners: CollectionConfig = {
  slug: 'banners',
  labels: { singular: 'Banner', plural: 'Banners' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', '_status', 'sortOrder'], group: 'Content' },
  defaultSort: 'sortOrder',
  access: { read: publishedOrStaff, readVersions: versionsOfStaff, ...contentEditors },
  versions: contentVersions,
  hooks: revalidateCollection(() => [CACHE_TAGS.banners, CACHE_TAGS.home]),
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'subtitle', type: 'text', localized: true },
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    { name: 'link', type: 'text', admin: { description: 'Path inside the shop, e.g. /cardType/1' } },
    sortOrderField,
  ],
}
