import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { anyone } from '@/cms/access/anyone'
import { hasStaffRole } from '@/domain/roles'

/**
 * Uploaded files live in MEDIA_DIR, by default one folder per database under .data/media, so the
 * dev, test and production databases never share (or delete) each other's files.
 */
function mediaDir(): string {
  if (process.env.MEDIA_DIR) return process.env.MEDIA_DIR
  const database = (process.env.DATABASE_URL ?? '').split('/').pop()?.split('?')[0] || 'default'
  return path.join('.data', 'media', database.replace(/[^\w-]/g, '_'))
}

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
    staticDir: mediaDir(),
    mimeTypes: ['image/*'],
    imageSizes: [
      { name: 'thumbnail', width: 400, formatOptions: { format: 'webp', options: { quality: 80 } } },
      { name: 'card', width: 800, formatOptions: { format: 'webp', options: { quality: 80 } } },
    ],
  },
  fields: [{ name: 'alt', type: 'text', localized: true, required: true }],
}
