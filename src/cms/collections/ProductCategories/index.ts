import type { CollectionConfig } from 'payload'

import { anyone } from '@/cms/access/anyone'
import { contentEditors } from '@/cms/access/contentEditors'
import { sortOrderField } from '@/cms/fields'
import { revalidateCollection } from '@/cms/hooks/revalidate'
import { CACHE_TAGS } from '@/server/cache'

/** Product categories (spec §3: id, name), e.g. "Physical SIM cards", "eSIM". */
export const ProductCategories: CollectionConfig = {
  slug: 'product-categories',
  labels: { singular: 'Product category', plural: 'Product categories' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'sortOrder'], group: 'Catalog' },
  defaultSort: 'sortOrder',
  access: { read: anyone, ...contentEditors },
  hooks: revalidateCollection(() => [CACHE_TAGS.categories, CACHE_TAGS.products, CACHE_TAGS.home]),
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'description', type: 'textarea', localized: true },
    sortOrderField,
  ],
}
