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
    {
      name: 'orderRules',
      type: 'group',
      access: { update: hasStaffRole() },
      admin: { description: 'Admins only' },
      fields: [
        {
          name: 'unpaidCancelAfterMinutes',
          type: 'number',
          required: true,
          defaultValue: 30,
          min: 5,
          max: 7 * 24 * 60,
          admin: { description: 'An order not paid within this many minutes is cancelled (its promo-code use and seats are released)' },
        },
        {
          name: 'esimLowStock',
          type: 'number',
          required: true,
          defaultValue: 20,
          min: 0,
          admin: { description: 'Alert staff when a product has fewer unused eSIM codes than this' },
        },
      ],
    },
    {
      name: 'adConversion',
      type: 'group',
      admin: { description: 'Ad tag: a conversion event with the order value fires once per paid order. Empty: no tag.' },
      fields: [
        { name: 'sendTo', type: 'text', admin: { description: 'e.g. AW-123456789/AbC-D_efG (Google tag send_to)' } },
        { name: 'currency', type: 'text', defaultValue: 'TWD' },
      ],
    },
  ],
}
