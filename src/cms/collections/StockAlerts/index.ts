import type { CollectionConfig } from 'payload'

import { hasStaffRole } from '@/domain/roles'
import { nobody } from '@/cms/access/nobody'
import { optionsOf } from '@/cms/fields'
import { STOCK_ALERT_KINDS } from '@/domain/fulfilment'

/**
 * eSIM stock alerts for staff, written by the fulfilment service in the paying transaction: `empty`
 * when a paid order waits for a code, `lowStock` when a product's unused codes fall below the site
 * setting. One open alert per product and kind: an import that refills the stock resolves it, so the
 * next crossing alerts again. Also mailed to ALERT_EMAIL when set.
 */
export const StockAlerts: CollectionConfig = {
  slug: 'stock-alerts',
  labels: { singular: 'eSIM stock alert', plural: 'eSIM stock alerts' },
  admin: { group: 'Orders', defaultColumns: ['createdAt', 'product', 'kind', 'available', 'waitingOrders', 'resolvedAt'] },
  defaultSort: '-createdAt',
  access: { read: hasStaffRole('support'), create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'product', type: 'relationship', relationTo: 'products', required: true, index: true },
    { name: 'kind', type: 'select', required: true, index: true, options: optionsOf(STOCK_ALERT_KINDS) },
    { name: 'available', type: 'number', required: true, admin: { description: 'Unused codes when the alert was raised' } },
    { name: 'waitingOrders', type: 'number', defaultValue: 0, admin: { description: 'Paid orders waiting for a code' } },
    { name: 'resolvedAt', type: 'date', index: true, admin: { description: 'Set when an import refilled the stock' } },
  ],
}
