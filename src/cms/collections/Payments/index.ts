import type { CollectionConfig } from 'payload'

import { hasStaffRole } from '@/domain/roles'
import { nobody } from '@/cms/access/nobody'
import { optionsOf, READ_ONLY_CODE } from '@/cms/fields'
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '@/domain/payment'

/**
 * Every payment attempt of an order, written only by the checkout service: its Idempotency-Key (one
 * charge per key), the provider's transaction id, the amount in TWD re-priced from the order, and how it
 * ended. Card numbers never reach the shop: only the provider's one-time token is used, and not stored.
 */
export const Payments: CollectionConfig = {
  slug: 'payments',
  labels: { singular: 'Payment', plural: 'Payments' },
  admin: { group: 'Orders', defaultColumns: ['createdAt', 'order', 'method', 'amountTwd', 'status', 'providerRef'] },
  defaultSort: '-createdAt',
  access: { read: hasStaffRole('support'), create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, index: true },
    { name: 'idempotencyKey', type: 'text', required: true, unique: true },
    { name: 'provider', type: 'text', required: true },
    { name: 'method', type: 'select', required: true, options: optionsOf(PAYMENT_METHODS) },
    { name: 'amountTwd', type: 'number', required: true },
    { name: 'status', type: 'select', required: true, index: true, options: optionsOf(PAYMENT_STATUSES) },
    { name: 'providerRef', type: 'text', index: true, admin: { description: 'The provider’s transaction id' } },
    {
      name: 'bankTransactionId',
      type: 'text',
      unique: true,
      admin: { description: 'Our id of the attempt at the provider: the record query finds the attempt by it after a timeout' },
    },
    { name: 'paymentUrl', type: 'text', admin: { description: '3-D Secure: where the cardholder completes the challenge' } },
    { name: 'cardLast4', type: 'text' },
    { name: 'errorCode', type: 'text' },
    { name: 'errorMessage', type: 'text' },
    {
      name: 'recordChecks',
      type: 'number',
      admin: { description: 'An unsettled attempt: how often the record query has not found it yet (given up after the last of its back-off)' },
    },
    { name: 'nextRecordCheckAt', type: 'date', index: true, admin: { description: 'An unsettled attempt: when the record query is asked again' } },
    {
      name: 'bankRefundId',
      type: 'text',
      unique: true,
      admin: { description: 'A charge refunded because its order could not take it: our id of that refund at the provider (the same on every retry)' },
    },
    {
      name: 'invoice',
      type: 'json',
      admin: { description: 'The buyer’s e-invoice choice with this attempt: copied onto the order when the payment succeeds', components: { Field: READ_ONLY_CODE } },
    },
  ],
}
