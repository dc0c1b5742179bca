import type { CollectionConfig } from 'payload'

import { anyone } from '@/cms/access/anyone'
import { contentEditors } from '@/cms/access/contentEditors'
import { sortOrderField } from '@/cms/fields'
import { revalidateCollection } from '@/cms/hooks/revalidate'
import { CACHE_TAGS } from '@/server/cache'

export const FaqCategories: CollectionConfig = {
  slug: 'faq-categories',
  labels: { singular: 'FAQ category', plural: 'FAQ categories' },
  admin: { useAsTitle: 'name', group: 'Content' },
  defaultSort: 'sortOrder',
  access: { read: anyone, ...contentEditors },
  hooks: revalidateCollection(() => [CACHE_TAGS.faq]),
  fields: [{ name: 'name', type: 'text', required: true, localized: true }, sortOrderField],
}
