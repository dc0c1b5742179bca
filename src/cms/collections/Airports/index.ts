import type { CollectionConfig } from 'payload'

import { anyone } from '@/cms/access/anyone'
import { contentEditors } from '@/cms/access/contentEditors'
import { sortOrderField } from '@/cms/fields'
import { revalidateCollection } from '@/cms/hooks/revalidate'
import { isTimeOfDay } from '@/domain/dates'
import { CACHE_TAGS } from '@/server/cache'

const time = (name: string) => ({
  name,
  type: 'text' as const,
  required: true,
  admin: { description: 'HH:mm, Taipei time' },
  validate: (value: unknown) => (typeof value === 'string' && isTimeOfDay(value)) || 'Use HH:mm, e.g. 06:30',
})

/** Airports with their pickup counters (terminal, opening hours, notes). */
export const Airports: CollectionConfig = {
  slug: 'airports',
  labels: { singular: 'Airport', plural: 'Airports' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'code', 'region', 'sortOrder'], group: 'Pickup' },
  defaultSort: 'sortOrder',
  access: { read: anyone, ...contentEditors },
  hooks: revalidateCollection(() => [CACHE_TAGS.pickup, CACHE_TAGS.products]),
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'code', type: 'text', required: true, unique: true, admin: { description: 'IATA code, e.g. TPE' } },
    { name: 'region', type: 'relationship', relationTo: 'pickup-regions', required: true, index: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'counters',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        { name: 'name', type: 'text', required: true, localized: true },
        { name: 'terminal', type: 'text', required: true, localized: true },
        { name: 'location', type: 'text', localized: true, admin: { description: 'Where in the terminal' } },
        { type: 'row', fields: [time('opensAt'), time('closesAt')] },
        { name: 'notes', type: 'textarea', localized: true },
      ],
    },
    { name: 'notes', type: 'richText', localized: true },
    sortOrderField,
  ],
}
