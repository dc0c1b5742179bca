import type { CollectionConfig } from 'payload'

import { contentEditors } from '@/cms/access/contentEditors'
import { publishedOrStaff, versionsOfStaff } from '@/cms/access/publishedOrStaff'
import { revalidateCollection } from '@/cms/hooks/revalidate'
import { contentVersions } from '@/cms/versions'
import { PAGE_SLUGS } from '@/domain/pages'
import { CACHE_TAGS } from '@/server/cache'

/** Legal and information pages. The terms and privacy pages note that the Traditional Chinese text prevails. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: 'Page', plural: 'Legal & info pages' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', 'lastUpdated', '_status'], group: 'Content' },
  access: { read: publishedOrStaff, readVersions: versionsOfStaff, ...contentEditors },
  versions: contentVersions,
  hooks: revalidateCollection((doc) => [CACHE_TAGS.pages, CACHE_TAGS.page(String((doc as { slug?: string }).slug))]),
  fields: [
    {
      name: 'slug',
      type: 'select',
      required: true,
      unique: true,
      options: PAGE_SLUGS.map((value) => ({ label: value, value })),
    },
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'intro', type: 'textarea', localized: true },
    { name: 'content', type: 'richText', required: true, localized: true },
    { name: 'lastUpdated', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
    {
      name: 'chinesePrevails',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Show the notice that the Traditional Chinese version prevails' },
    },
  ],
}
