import type { GlobalConfig } from 'payload'

import { FEATURE_ICONS } from '@/domain/featureIcons'
import { hasStaffRole } from '@/domain/roles'
import { publishedOrStaff, versionsOfStaff } from '@/cms/access/publishedOrStaff'
import { revalidateGlobal } from '@/cms/hooks/revalidate'
import { globalVersions } from '@/cms/versions'
import { CACHE_TAGS } from '@/server/cache'

/** The home page's content: features, featured products, FAQ, about, product process, invoice giving, cooperation, SEO. */
export const Home: GlobalConfig = {
  slug: 'home',
  label: 'Home page',
  admin: { group: 'Content' },
  access: { read: publishedOrStaff, readVersions: versionsOfStaff, update: hasStaffRole('editor') },
  versions: globalVersions,
  hooks: { afterChange: [revalidateGlobal(CACHE_TAGS.home)] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Hero & features',
          fields: [
            { name: 'heroTitle', type: 'text', required: true, localized: true },
            { name: 'heroSubtitle', type: 'textarea', localized: true },
            { name: 'heroImage', type: 'upload', relationTo: 'media' },
            {
              name: 'features',
              type: 'array',
              maxRows: 8,
              fields: [
                { name: 'icon', type: 'select', required: true, options: FEATURE_ICONS.map((v) => ({ label: v, value: v })) },
                { name: 'title', type: 'text', required: true, localized: true },
                { name: 'text', type: 'textarea', localized: true },
              ],
            },
          ],
        },
        {
          label: 'Sections',
          fields: [
            { name: 'featuredProducts', type: 'relationship', relationTo: 'products', hasMany: true },
            { name: 'featuredFaqs', type: 'relationship', relationTo: 'faqs', hasMany: true },
            { name: 'about', type: 'richText', localized: true },
            {
              name: 'productProcess',
              type: 'array',
              labels: { singular: 'Step', plural: 'Steps' },
              fields: [
                { name: 'title', type: 'text', required: true, localized: true },
                { name: 'text', type: 'textarea', localized: true },
              ],
            },
            { name: 'invoiceGive', label: 'Invoice giving (e-invoice donation)', type: 'richText', localized: true },
            {
              name: 'cooperationActivities',
              type: 'array',
              fields: [
                { name: 'title', type: 'text', required: true, localized: true },
                { name: 'text', type: 'textarea', localized: true },
                { name: 'image', type: 'upload', relationTo: 'media' },
                { name: 'link', type: 'text' },
              ],
            },
          ],
        },
      ],
    },
  ],
}
