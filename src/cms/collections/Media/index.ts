import type { CollectionConfig } from 'payload'

import { anyone } from '@/cms/access/anyone'
import { hasStaffRole } from '@/cms/access/hasStaffRole'

/** Images used by products, banners, news and pages. Alt text is localized for screen readers. */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: {
    read: anyone,
    create: hasStaffRole('editor'),
    update: hasStaffRole('editor'),
    delete: hasStaffRole('editor'),
  },
  upload: {
    staticDir: process.env.MEDIA_DIR || 'media',
    mimeTypes: ['image/*'],
    imageSizes: [
      { name: 'thumbnail', width: 400 },
      { name: 'card', width: 800 },
    ],
  },
  fields: [{ name: 'alt', type: 'text', localized: true, required: true }],
}
