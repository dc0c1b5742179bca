import type { CollectionConfig } from 'payload'

import type { Field } from 'payload'

import { nobody } from '@/cms/access/nobody'
import { INVOICE_TYPES } from '@/domain/invoice'
import { ORDER_STATUSES } from '@/domain/orderStatus'
import { PAYMENT_METHODS } from '@/domain/payment'

import { notForCounter, ordersReadable } from './access'
import { answerSearch, searchField } from './search'

const counterCannotRead = { read: notForCounter }
/** Fields only the ordering service writes and counter staff do not see. */
const privateField = <F extends Field>(field: F): F => ({ ...field, access: counterCannotRead }) as F

const twd = (name: string, label: string) =>
  privateField({ name, label, type: 'number' as const, required: true, min: 0, admin: { readOnly: true } })

/**
 * Orders, written only by the ordering service inside one transaction: order number, the line
 * (product plan or ticket), pickup or ticket details, contact, partner card, promo code, money in
 * integer TWD, the language and display currency of the order, and the recorded consent.
 *
 * Nothing of a placed order is edited through Payload — not its number, money, customer or item, and not
 * its status, which moves only through the shop's actions (payment, cancellation, pickup), each applying
 * the status machine. Counter staff read only their airports' pickups, without contact data or money.
 */
export const Orders: CollectionConfig = {
  slug: 'orders',
  labels: { singular: 'Order', plural: 'Orders' },
  admin: {
    useAsTitle: 'orderNumber',
    defaultColumns: ['orderNumber', 'status', 'itemName', 'quantity', 'totalTwd', 'contactEmail', 'createdAt'],
    group: 'Orders',
    // One search with the Order desk (./search.ts): number (with or without its hyphen, or its last six characters),
    // e-mail, phone in any format, passport name in either order.
    listSearchableFields: ['search'],
    // The order reads like a receipt, with the desk's actions (issue 13): src/components/admin/desk.
    components: { views: { edit: { default: { Component: '/components/admin/desk/OrderReceiptView#OrderReceiptView' } } } },
  },
  defaultSort: '-createdAt',
  access: {
    read: ordersReadable,
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  hooks: { beforeOperation: [answerSearch] },
  fields: [
    { name: 'orderNumber', type: 'text', required: true, unique: true, admin: { readOnly: true } },
    searchField,
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'unpaid',
      index: true,
      options: ORDER_STATUSES.map((value) => ({ label: value, value })),
      // Never by hand, not even an admin: only the status machine's transitions (the desks' actions) move it.
      access: { create: nobody, update: nobody },
    },
    privateField({ name: 'member', type: 'relationship', relationTo: 'members', required: true, index: true }),
    {
      type: 'row',
      fields: [
        privateField({ name: 'locale', type: 'text', required: true, admin: { readOnly: true } }),
        privateField({ name: 'displayCurrency', type: 'text', required: true, admin: { readOnly: true } }),
      ],
    },
    {
      type: 'collapsible',
      label: 'Item',
      fields: [
        {
          name: 'itemKind',
          type: 'select',
          required: true,
          options: [
            { label: 'SIM / eSIM', value: 'product' },
            { label: 'Airport rail ticket', value: 'rail' },
            { label: 'Observation deck ticket', value: 'observationDeck' },
          ],
        },
        {
          name: 'itemName',
          type: 'text',
          required: true,
          admin: { description: 'Name at the time of order, in the order language', components: { Cell: '/components/admin/OrderItemCells#OrderItemNameCell' } },
        },
        privateField({ name: 'product', type: 'relationship', relationTo: 'products' }),
        privateField({ name: 'planId', type: 'text' }),
        { name: 'planLabel', type: 'text', admin: { components: { Cell: '/components/admin/OrderItemCells#OrderPlanLabelCell' } } },
        { name: 'cardType', type: 'select', options: ['physical', 'esim'].map((v) => ({ label: v, value: v })) },
        privateField({ name: 'activity', type: 'relationship', relationTo: 'activities' }),
        privateField({ name: 'railTrip', type: 'select', options: ['oneWay', 'roundTrip'].map((v) => ({ label: v, value: v })) }),
        privateField({ name: 'visitDate', type: 'text' }),
        privateField({ name: 'timeSlot', type: 'text' }),
        { name: 'quantity', type: 'number', required: true, min: 1 },
      ],
    },
    {
      name: 'pickup',
      type: 'group',
      admin: { condition: (data) => data?.cardType === 'physical' },
      fields: [
        { name: 'airport', type: 'relationship', relationTo: 'airports' },
        { name: 'counterId', type: 'text' },
        { name: 'place', type: 'text', admin: { description: 'Airport · counter, in the order language' } },
        { name: 'date', type: 'text' },
        { name: 'time', type: 'text' },
        { name: 'cardSerials', type: 'text', access: { read: notForCounter, create: nobody, update: nobody }, admin: { readOnly: true, description: 'Serial numbers of the cards handed over (pickup desk)' } },
      ],
    },
    {
      type: 'collapsible',
      label: 'Contact',
      fields: [
        privateField({ name: 'contactEmail', type: 'email', required: true, index: true }),
        privateField({ name: 'contactPhone', type: 'text', required: true }),
        { type: 'row', fields: [{ name: 'surname', type: 'text', required: true }, { name: 'givenName', type: 'text', required: true }] },
        privateField({ name: 'birthDate', type: 'text', required: true }),
        { name: 'guardianRequired', type: 'checkbox', defaultValue: false, admin: { description: 'Buyer is under 20' } },
        privateField({ name: 'partnerName', type: 'select', options: [{ label: 'Asia Miles', value: 'asiaMiles' }] }),
        privateField({ name: 'partnerCardNumber', type: 'text' }),
      ],
    },
    {
      // One SIM card per passport (src/domain/cardHolders.ts): counter staff read the names they check passports
      // against, and whether a guardian must come — never a birth date.
      name: 'furtherHolders',
      type: 'array',
      access: { create: nobody, update: nobody },
      admin: { condition: (data) => data?.cardType === 'physical', description: 'Card 1’s holder is the traveller; these hold cards 2, 3, …' },
      fields: [
        { type: 'row', fields: [{ name: 'surname', type: 'text', required: true }, { name: 'givenName', type: 'text', required: true }] },
        privateField({ name: 'birthDate', type: 'text', required: true }),
        { name: 'guardianRequired', type: 'checkbox', defaultValue: false, admin: { description: 'Holder is under 20' } },
      ],
    },
    {
      type: 'collapsible',
      label: 'Money (TWD)',
      fields: [
        twd('unitPriceTwd', 'Unit price'),
        twd('subtotalTwd', 'Subtotal'),
        twd('discountTwd', 'Discount'),
        twd('totalTwd', 'Total payable'),
        privateField({ name: 'promoCode', type: 'relationship', relationTo: 'promo-codes', admin: { readOnly: true } }),
        privateField({ name: 'promoCodeText', type: 'text', admin: { readOnly: true } }),
        privateField({ name: 'profitShareTwd', type: 'number', defaultValue: 0, admin: { readOnly: true } }),
        // The promo code's rate when the order was placed: a later change of the code's rate never rewrites a past report.
        privateField({ name: 'profitSharePercent', type: 'number', admin: { readOnly: true } }),
      ],
    },
    {
      name: 'consent',
      type: 'group',
      access: counterCannotRead,
      admin: { readOnly: true },
      fields: [
        { name: 'termsVersion', type: 'text', required: true },
        { name: 'privacyVersion', type: 'text', required: true },
        { name: 'acceptedAt', type: 'date', required: true },
      ],
    },
    privateField({ name: 'slotReservation', type: 'relationship', relationTo: 'slot-reservations', admin: { readOnly: true } }),
    privateField({ name: 'idempotencyKey', type: 'text', unique: true, admin: { hidden: true } }),
    {
      name: 'payment',
      type: 'group',
      access: counterCannotRead,
      admin: { readOnly: true, description: 'The captured payment (attempts are in Payments)' },
      fields: [
        { name: 'method', type: 'select', options: PAYMENT_METHODS.map((value) => ({ label: value, value })) },
        { name: 'provider', type: 'text' },
        { name: 'providerRef', type: 'text', index: true, admin: { description: 'The provider’s transaction id' } },
        { name: 'amountTwd', type: 'number' },
        { name: 'cardLast4', type: 'text' },
        { name: 'paidAt', type: 'date' },
      ],
    },
    {
      name: 'invoice',
      type: 'group',
      access: counterCannotRead,
      admin: { readOnly: true, description: 'Taiwan e-invoice: the buyer’s choice and the issued invoice' },
      fields: [
        { name: 'type', type: 'select', options: INVOICE_TYPES.map((value) => ({ label: value, value })) },
        { name: 'mobileBarcode', type: 'text' },
        { name: 'taxId', type: 'text' },
        { name: 'companyTitle', type: 'text' },
        { name: 'loveCode', type: 'text' },
        { name: 'number', type: 'text', index: true },
        { name: 'randomNumber', type: 'text' },
        { name: 'issuedAt', type: 'date' },
        { name: 'voidedAt', type: 'date' },
        { name: 'provider', type: 'text' },
        { name: 'error', type: 'text', admin: { description: 'The last problem issuing or voiding it; cleared when that succeeds' } },
        {
          name: 'allowances',
          type: 'array',
          admin: { description: 'Refunds put on the invoice as allowances (折讓): part refunded, or the period already filed' },
          fields: [
            { name: 'number', type: 'text', admin: { description: 'ECPay’s allowance number (empty: the reply was lost; see ECPay’s back office)' } },
            { name: 'amountTwd', type: 'number', required: true },
            { name: 'issuedAt', type: 'date', required: true },
            { name: 'note', type: 'text', admin: { description: 'Why an allowance and not a void' } },
            // Invalidated at ECPay (作廢折讓) before the invoice was voided: a whole refund after partial ones.
            { name: 'invalidatedAt', type: 'date' },
          ],
        },
      ],
    },
    {
      name: 'fulfilment',
      type: 'group',
      access: counterCannotRead,
      admin: { readOnly: true },
      fields: [
        { name: 'esimCode', type: 'relationship', relationTo: 'esim-codes', admin: { description: 'The activation code given to this order' } },
        { name: 'deliveredAt', type: 'date' },
        { name: 'esimSource', type: 'text', admin: { description: 'Where its eSIMs come from: inventory or the wholesaler (esimAccess)' } },
        { name: 'providerOrderNo', type: 'text', admin: { description: 'The wholesaler’s order of its eSIM profiles' } },
      ],
    },
    {
      // An eSIM top-up is an order of its own (src/server/topUp/topUp.ts): the eSIM's order it adds data to, and the plan.
      name: 'topUp',
      type: 'group',
      access: counterCannotRead,
      admin: { readOnly: true, condition: (data) => Boolean(data?.topUp?.of), description: 'A top-up of another order’s eSIM' },
      fields: [
        { name: 'of', type: 'relationship', relationTo: 'orders', index: true },
        { name: 'plan', type: 'relationship', relationTo: 'top-up-plans' },
        { name: 'packageCode', type: 'text' },
        { name: 'appliedAt', type: 'date', admin: { description: 'When the wholesaler added the data' } },
        { name: 'problem', type: 'text', admin: { description: 'The wholesaler’s last answer while it is not applied' } },
      ],
    },
    {
      name: 'refund',
      type: 'group',
      access: counterCannotRead,
      admin: { readOnly: true, description: 'Recorded before TapPay is asked (intent), settled by its answer or its record' },
      fields: [
        { name: 'amountTwd', type: 'number', admin: { description: 'What went back in all (several partial refunds add up)' } },
        { name: 'feeTwd', type: 'number' },
        { name: 'lastAmountTwd', type: 'number', admin: { description: 'The latest refund alone: what TapPay is asked for' } },
        { name: 'providerRef', type: 'text' },
        { name: 'refundedAt', type: 'date', admin: { description: 'When TapPay confirmed the money went back' } },
        { name: 'state', type: 'select', index: true, options: [{ label: 'pending', value: 'pending' }, { label: 'done', value: 'done' }] },
        { name: 'bankRefundId', type: 'text', unique: true, admin: { description: 'Our id of the refund at TapPay: the same on every retry' } },
        { name: 'requestedAt', type: 'date' },
        { name: 'tries', type: 'number' },
        { name: 'nextTryAt', type: 'date' },
        { name: 'problem', type: 'text', admin: { description: 'TapPay’s last answer while the refund is not confirmed' } },
      ],
    },
    { name: 'pickedUpAt', type: 'date', admin: { readOnly: true } },
    privateField({ name: 'cancelledAt', type: 'date', admin: { readOnly: true } }),
    // When support last mailed a payment link: only a link signed with this instant pays (src/server/signing/checkoutToken.ts).
    { name: 'paymentLinkIssuedAt', type: 'date', access: { read: notForCounter, create: () => false, update: () => false }, admin: { readOnly: true } },
    // The Idempotency-Key of the traveller's cancel request that cancelled or refunded the order: its retries get the same reply.
    privateField({ name: 'cancelRequestKey', type: 'text', admin: { hidden: true } }),
  ],
}
