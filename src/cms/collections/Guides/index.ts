import type { CollectionConfig } from 'payload'

import { contentEditors } from '@/cms/access/contentEditors'
import { publishedOrStaff, versionsOfStaff } from '@/cms/access/publishedOrStaff'
import { sortOrderField } from '@/cms/fields'
import { revalidateCollection } from '@/cms/hooks/revalidate'
import { contentVersions } from '@/cms/versions'
import { CACHE_TAGS } from '@/server/cache'

/** Guides (spec §3: id, name, type). Type 1 guides appear in the header's Purchase notes menu. */
export const Guides: CollectionConfig = {
  slug: 'guides',
  labels: { singular: 'Guide', plural: 'Guides' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'type', '_status', 'sortOrder'], group: 'Content' },
  defaultSort: 'sortOrder',
  access: { read: publishedOrStaff, readVersions: versionsOfStaff, ...contentEditors },
  versions: contentVersions,
  hooks: revalidateCollection((doc) => [CACHE_TAGS.guides, `guide:${doc.id}`]),
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    {
      name: 'type',
      type: 'number',
      required: true,
      defaultValue: 1,
      min: 1,
      index: true,
      admin: { description: '1 = purchase notes (shown in the header menu), 2 = usage guide, 3 = top-up instructions' },
    },
    { name: 'summary', type: 'textarea', localized: true },
    { name: 'content', type: 'richText', localized: true },
    sortOrderField,
  ],
}
