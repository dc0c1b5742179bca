import type { CollectionConfig } from 'payload'

import { contentEditors } from '@/cms/access/contentEditors'
import { publishedOrStaff, versionsOfStaff } from '@/cms/access/publishedOrStaff'
import { sortOrderField } from '@/cms/fields'
import { revalidateCollection } from '@/cms/hooks/revalidate'
import { contentVersions } from '@/cms/versions'
import { CACHE_TAGS } from '@/server/cache'

export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  admin: { useAsTitle: 'question', defaultColumns: ['question', 'category', '_status', 'sortOrder'], group: 'Content' },
  defaultSort: 'sortOrder',
  access: { read: publishedOrStaff, readVersions: versionsOfStaff, ...contentEditors },
  versions: contentVersions,
  hooks: revalidateCollection(() => [CACHE_TAGS.faq, CACHE_TAGS.home]),
  fields: [
    { name: 'question', type: 'text', required: true, localized: true },
    { name: 'category', type: 'relationship', relationTo: 'faq-categories', required: true, index: true },
    { name: 'answer', type: 'richText', required: true, localized: true },
    sortOrderField,
  ],
}
