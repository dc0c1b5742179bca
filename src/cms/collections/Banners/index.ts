import type { CollectionConfig } from 'payload'

import { contentEditors } from '@/cms/access/contentEditors'
import { publishedOrStaff } from '@/cms/access/publishedOrStaff'
import { publishedField, sortOrderField } from '@/cms/fields'
import { revalidateCollection } from '@/cms/hooks/revalidate'
import { CACHE_TAGS } from '@/server/cache'

export const Banners: CollectionConfig = {
  slug: 'banners',
  labels: { singular: 'Banner', plural: 'Banners' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'published', 'sortOrder'], group: 'Content' },
  defaultSort: 'sortOrder',
  access: { read: publishedOrStaff, ...contentEditors },
  hooks: revalidateCollection(() => [CACHE_TAGS.banners, CACHE_TAGS.home]),
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'subtitle', type: 'text', localized: true },
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    { name: 'link', type: 'text', admin: { description: 'Path inside the shop, e.g. /cardType/1' } },
    publishedField,
    sortOrderField,
  ],
}
