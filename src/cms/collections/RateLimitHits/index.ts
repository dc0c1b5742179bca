import type { CollectionConfig } from 'payload'

import { hasStaffRole } from '@/domain/roles'
import { nobody } from '@/cms/access/nobody'

/** Rate-limit counters kept in PostgreSQL, so limits hold across processes. One row per key and window. */
export const RateLimitHits: CollectionConfig = {
  slug: 'rate-limit-hits',
  admin: { hidden: true },
  access: { read: hasStaffRole(), create: nobody, update: nobody, delete: hasStaffRole() },
  fields: [
    { name: 'bucket', type: 'text', required: true, unique: true },
    { name: 'count', type: 'number', required: true, defaultValue: 0 },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
}
