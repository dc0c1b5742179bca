import type { CollectionConfig } from 'payload'

import { hasStaffRole } from '@/domain/roles'
import { optionsOf } from '@/cms/fields'
import { PARTNER_KINDS } from '@/domain/partnerReport'

import { partnerReportExportEndpoint } from './reportEndpoint'

/**
 * Business partners (spec §1, §6): B2C partners own promo codes with a profit share, BBC partners receive
 * serial-number batches. Member accounts of type 2 (B2C) or 3 (BBC) belong to one partner and read its
 * report on /personal/order/b2c or /personal/order/bbc; staff open any partner's report here.
 *
 * Admins manage partners; support reads them (to help a partner). Members never reach them through
 * Payload (member tokens are refused there, src/api/payloadApiGuard.ts).
 */
export const Partners: CollectionConfig = {
  slug: 'partners',
  labels: { singular: 'Partner', plural: 'Partners' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'kind', 'contactName', 'contactEmail', 'active'],
    group: 'Customers',
  },
  access: {
    read: hasStaffRole('support'),
    create: hasStaffRole(),
    update: hasStaffRole(),
    delete: hasStaffRole(),
  },
  endpoints: [partnerReportExportEndpoint],
  fields: [
    { name: 'name', type: 'text', required: true, unique: true },
    {
      name: 'kind',
      type: 'select',
      required: true,
      index: true,
      options: optionsOf(PARTNER_KINDS),
      admin: { description: 'b2c = promo codes with a profit share (accounts of type 2); bbc = serial-number batches (accounts of type 3)' },
    },
    {
      type: 'row',
      fields: [
        { name: 'contactName', type: 'text' },
        { name: 'contactEmail', type: 'email' },
        { name: 'contactPhone', type: 'text' },
      ],
    },
    { name: 'active', type: 'checkbox', defaultValue: true, index: true, admin: { description: 'An inactive partner’s accounts see no report' } },
    {
      name: 'report',
      type: 'ui',
      admin: { components: { Field: '/components/admin/partners/PartnerReportField#PartnerReportField' } },
    },
  ],
}
