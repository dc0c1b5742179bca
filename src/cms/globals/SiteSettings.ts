import type { GlobalConfig } from 'payload'

import { anyone } from '@/cms/access/anyone'
import { hasStaffRole } from '@/cms/access/hasStaffRole'
import { invalidate, CACHE_TAGS } from '@/server/cache'

/** Contact details shown in the header and footer of every page. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: { group: 'Content' },
  access: { read: anyone, update: hasStaffRole('editor') },
  hooks: { afterChange: [() => invalidate(CACHE_TAGS.siteSettings)] },
  fields: [
    { name: 'freeCallNumber', type: 'text', required: true, defaultValue: '0800-000-000' },
    {
      name: 'serviceHours',
      type: 'text',
      localized: true,
      required: true,
      admin: { description: 'Customer-service hours shown in the footer' },
    },
    {
      name: 'supportHours',
      type: 'text',
      localized: true,
      required: true,
      admin: { description: 'Office support hours (the Vietnamese page states GMT+7)' },
    },
    {
      name: 'socialLinks',
      type: 'array',
      fields: [
        {
          name: 'platform',
          type: 'select',
          required: true,
          options: ['facebook', 'instagram', 'line', 'youtube', 'x'].map((v) => ({ label: v, value: v })),
        },
        { name: 'url', type: 'text', required: true },
      ],
    },
  ],
}
