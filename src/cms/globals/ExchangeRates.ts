import type { GlobalConfig } from 'payload'

import { hasStaffRole } from '@/domain/roles'
import { anyone } from '@/cms/access/anyone'
import { revalidateGlobal } from '@/cms/hooks/revalidate'
import { CURRENCIES } from '@/domain/currency'
import { CACHE_TAGS } from '@/server/cache'

/**
 * Indicative display rates, TWD base: how many units of each currency one New Taiwan dollar buys.
 * Payment always settles in TWD; displayed amounts in other currencies are approximate.
 */
export const ExchangeRates: GlobalConfig = {
  slug: 'exchange-rates',
  label: 'Exchange rates',
  admin: { group: 'Catalog', description: 'Units of each currency per 1 TWD. "Updated at" is shown to shoppers.' },
  access: { read: anyone, update: hasStaffRole('editor') },
  hooks: { afterChange: [revalidateGlobal(CACHE_TAGS.exchangeRates, CACHE_TAGS.products, CACHE_TAGS.activities, CACHE_TAGS.home)] },
  fields: [
    // The description promises shoppers see when rates were updated: staff see it here too (Taiwan time).
    { name: 'lastUpdated', type: 'ui', admin: { components: { Field: '/components/admin/Cells#LastUpdated' } } },
    {
      name: 'rates',
      type: 'group',
      fields: CURRENCIES.filter((c) => c !== 'TWD').map((code) => ({
        name: code,
        type: 'number' as const,
        required: true,
        min: 0,
        admin: { description: `${code} per 1 TWD` },
        validate: (value: unknown) => (typeof value === 'number' && value > 0) || 'Must be greater than 0',
      })),
    },
  ],
}
