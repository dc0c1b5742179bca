import type { CollectionConfig } from 'payload'

import { contentEditors } from '@/cms/access/contentEditors'
import { publishedOrStaff } from '@/cms/access/publishedOrStaff'
import { publishedField, sortOrderField } from '@/cms/fields'
import { revalidateCollection } from '@/cms/hooks/revalidate'
import { CACHE_TAGS } from '@/server/cache'

export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  admin: { useAsTitle: 'question', defaultColumns: ['question', 'category', 'published', 'sortOrder'], group: 'Content' },
  defaultSort: 'sortOrder',
  access: { read: publishedOrStaff, ...contentEditors },
  hooks: revalidateCollection(() => [CACHE_TAGS.faq, CACHE_TAGS.home]),
  fields: [
    { name: 'question', type: 'text', required: true, localized: true },
    { name: 'category', type: 'relationship', relationTo: 'faq-categories', required: true, index: true },
    { name: 'answer', type: 'richText', required: true, localized: true },
    publishedField,
    sortOrderField,
  ],
}
