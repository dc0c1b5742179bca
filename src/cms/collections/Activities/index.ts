import type { CollectionConfig } from 'payload'

import { contentEditors } from '@/cms/access/contentEditors'
import { publishedOrStaff, versionsOfStaff } from '@/cms/access/publishedOrStaff'
import { sortOrderField, wholeTwd } from '@/cms/fields'
import { revalidateCollection } from '@/cms/hooks/revalidate'
import { contentVersions } from '@/cms/versions'
import { CACHE_TAGS } from '@/server/cache'

/**
 * Tickets and activities: the airport rail ticket (one-way / round trip, a price each) and the
 * observation-deck ticket (a visit date and a time slot; slots and capacity in ObservationSlotRules).
 */
export const Activities: CollectionConfig = {
  slug: 'activities',
  labels: { singular: 'Ticket / activity', plural: 'Tickets & activities' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'kind', '_status'], group: 'Catalog' },
  defaultSort: 'sortOrder',
  access: { read: publishedOrStaff, readVersions: versionsOfStaff, ...contentEditors },
  versions: contentVersions,
  hooks: revalidateCollection((doc) => [CACHE_TAGS.activities, `activity:${doc.id}`]),
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: [
        { label: 'Airport rail ticket', value: 'rail' },
        { label: 'Observation deck ticket', value: 'observationDeck' },
      ],
    },
    { name: 'summary', type: 'textarea', localized: true },
    { name: 'description', type: 'richText', localized: true },
    { name: 'images', type: 'upload', relationTo: 'media', hasMany: true },
    {
      name: 'railPrices',
      type: 'group',
      admin: { condition: (data) => data?.kind === 'rail' },
      fields: [
        { name: 'oneWayTwd', label: 'One-way (TWD)', type: 'number', min: 0, validate: wholeTwd },
        { name: 'roundTripTwd', label: 'Round trip (TWD)', type: 'number', min: 0, validate: wholeTwd },
      ],
    },
    {
      name: 'ticketPriceTwd',
      label: 'Ticket price (TWD)',
      type: 'number',
      min: 0,
      validate: wholeTwd,
      admin: { condition: (data) => data?.kind === 'observationDeck' },
    },
    { name: 'venue', type: 'text', localized: true },
    sortOrderField,
  ],
}
