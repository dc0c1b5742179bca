import type { CollectionConfig } from 'payload'

import { hasStaffRole } from '@/domain/roles'
import { nobody } from '@/cms/access/nobody'
import { optionsOf, READ_ONLY_CODE } from '@/cms/fields'
import { LOCALES } from '@/domain/locale'
import { MAIL_KINDS } from '@/server/mail/types'
import { OUTBOX_CHANNELS, OUTBOX_KINDS, OUTBOX_SLUG, OUTBOX_STATUSES, OUTBOX_TRANSPORTS } from '@/server/mail/outbox'

/**
 * Outgoing mail and SMS, written only by the sendMail / sendSms jobs and the mail adapter
 * (overrideAccess): a copy of every message with its secrets (one-time code, generated password, reset
 * link) masked — the only trace when no mail server / SMS provider is configured — and failures once
 * every retry is used up. Admins only.
 */
export const Outbox: CollectionConfig = {
  slug: OUTBOX_SLUG,
  labels: { singular: 'Outbox message', plural: 'Outbox' },
  admin: {
    group: 'Messaging',
    useAsTitle: 'to',
    defaultColumns: ['createdAt', 'channel', 'kind', 'to', 'subject', 'status', 'transport'],
    listSearchableFields: ['to', 'subject'],
    description:
      'Mail and SMS the shop sent (or failed to send), with one-time codes, passwords and reset links masked. ' +
      'Without SMTP_URL / SMS_PROVIDER=http nothing is delivered (development: the server log shows the text). ' +
      `Preview a template in any language while logged in here: open /api/emailTemplate?kind=orderReceived&lang=ja ` +
      `(kind: ${MAIL_KINDS.join(', ')}; lang: tw, cn, en, ja, ko, vi; optional &variant=…, &format=text or &format=sms), ` +
      'or POST /api/emailTemplate { "kind", "lang" } for { subject, html, text }.',
  },
  defaultSort: '-createdAt',
  // Admins only: even masked, the outbox is every customer's mail.
  access: { read: hasStaffRole(), create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'channel', type: 'select', required: true, index: true, options: optionsOf(OUTBOX_CHANNELS), admin: { readOnly: true } },
        { name: 'kind', type: 'select', required: true, index: true, options: optionsOf(OUTBOX_KINDS), admin: { readOnly: true } },
        { name: 'locale', type: 'select', options: optionsOf(LOCALES), admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'status', type: 'select', required: true, index: true, options: optionsOf(OUTBOX_STATUSES), admin: { readOnly: true, components: { Cell: '/components/admin/Cells#OutboxStatusCell' } } },
        { name: 'transport', type: 'select', required: true, options: optionsOf(OUTBOX_TRANSPORTS), admin: { readOnly: true } },
        { name: 'attempt', type: 'number', admin: { readOnly: true, description: '1 = first try' } },
      ],
    },
    { name: 'to', type: 'text', required: true, index: true, admin: { readOnly: true } },
    { name: 'subject', type: 'text', admin: { readOnly: true } },
    { name: 'text', type: 'textarea', admin: { readOnly: true, rows: 14 } },
    { name: 'html', type: 'code', admin: { readOnly: true, language: 'html', components: { Field: READ_ONLY_CODE } } },
    {
      name: 'masked',
      type: 'checkbox',
      defaultValue: false,
      admin: { readOnly: true, description: 'Secrets (generated password, one-time code, reset link) replaced by ••••••' },
    },
    { name: 'error', type: 'textarea', admin: { readOnly: true } },
    { name: 'providerMessageId', type: 'text', admin: { readOnly: true } },
  ],
}
