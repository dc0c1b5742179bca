import type { CollectionConfig } from 'payload'

import { anyone } from '@/cms/access/anyone'
import { contentEditors } from '@/cms/access/contentEditors'
import { revalidateCollection } from '@/cms/hooks/revalidate'
import { isTimeOfDay } from '@/domain/dates'
import { CACHE_TAGS } from '@/server/cache'

/** Time slots and per-slot capacity of an observation-deck ticket for a range of visit dates. */
export const ObservationSlotRules: CollectionConfig = {
  slug: 'observation-slot-rules',
  labels: { singular: 'Observation-deck slot rule', plural: 'Observation-deck slot rules' },
  admin: { useAsTitle: 'label', defaultColumns: ['label', 'activity', 'validFrom', 'validTo'], group: 'Catalog' },
  access: { read: anyone, ...contentEditors },
  hooks: revalidateCollection(() => [CACHE_TAGS.activities]),
  fields: [
    { name: 'label', type: 'text', required: true, admin: { description: 'For staff, e.g. "Winter 2026 weekdays"' } },
    { name: 'activity', type: 'relationship', relationTo: 'activities', required: true, index: true },
    {
      type: 'row',
      fields: [
        { name: 'validFrom', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly' } } },
        {
          name: 'validTo',
          type: 'date',
          required: true,
          admin: { date: { pickerAppearance: 'dayOnly' } },
          validate: (value: unknown, { siblingData }: { siblingData: { validFrom?: string } }) =>
            !value || !siblingData.validFrom || String(value) >= String(siblingData.validFrom) || 'Must be on or after the start date',
        },
      ],
    },
    {
      name: 'slots',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'time',
              type: 'text',
              required: true,
              admin: { description: 'HH:mm, Taipei time' },
              validate: (value: unknown) => (typeof value === 'string' && isTimeOfDay(value)) || 'Use HH:mm, e.g. 09:30',
            },
            { name: 'capacity', type: 'number', required: true, min: 0, validate: (v: unknown) => (Number.isInteger(v) && Number(v) >= 0) || 'Whole number' },
          ],
        },
      ],
    },
  ],
}
