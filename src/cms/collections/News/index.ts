import type { CollectionConfig } from 'payload'

import { contentEditors } from '@/cms/access/contentEditors'
import { publishedOrStaff, versionsOfStaff } from '@/cms/access/publishedOrStaff'
import { revalidateCollection } from '@/cms/hooks/revalidate'
import { contentVersions } from '@/cms/versions'
import { CACHE_TAGS } from '@/server/cache'

/** Latest news (list + detail). */
export const News: CollectionConfig = {
  slug: 'news',
  labels: { singular: 'News item', plural: 'News' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'publishedAt', '_status'], group: 'Content' },
  defaultSort: '-publishedAt',
  access: { read: publishedOrStaff, readVersions: versionsOfStaff, ...contentEditors },
  versions: contentVersions,
  hooks: revalidateCollection((doc) => [CACHE_TAGS.news, CACHE_TAGS.newsItem(doc.id)]),
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'publishedAt', type: 'date', required: true, index: true, defaultValue: () => new Date().toISOString() },
    { name: 'summary', type: 'textarea', localized: true },
    { name: 'coverImage', type: 'upload', relationTo: 'media' },
    { name: 'content', type: 'richText', localized: true },
  ],
}
