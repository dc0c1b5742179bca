/**
 * The `outbox` collection (admins only) as a record of outgoing messages: a copy of each message with its
 * secrets (one-time code, generated password, reset link) masked — after a real send, or as all there
 * is when no mail server / SMS provider is configured — and the last error when every retry failed.
 * A secret is never stored here. Recording never throws: a record is not worth failing a send for.
 */
import 'server-only'

import type { Payload } from 'payload'

import type { Locale } from '@/domain/locale'
import { logger } from '@/server/logger'

import { MAIL_KINDS, type MailKind, type SmsKind } from './types'

export const OUTBOX_SLUG = 'outbox'
export const OUTBOX_CHANNELS = ['mail', 'sms'] as const
export const OUTBOX_STATUSES = ['sent', 'failed'] as const
/** How it left: the dev outbox itself, SMTP, or the SMS HTTP provider. */
export const OUTBOX_TRANSPORTS = ['outbox', 'smtp', 'http'] as const
/** `system`: Payload's own mails (e.g. a staff password reset), which carry no shop kind. */
export const OUTBOX_KINDS = [...MAIL_KINDS, 'system'] as const

export type OutboxEntry = {
  channel: (typeof OUTBOX_CHANNELS)[number]
  to: string
  kind: MailKind | SmsKind | 'system'
  locale?: Locale | null
  subject?: string | null
  text?: string | null
  html?: string | null
  status: (typeof OUTBOX_STATUSES)[number]
  transport: (typeof OUTBOX_TRANSPORTS)[number]
  error?: string | null
  providerMessageId?: string | null
  /** True when secrets in subject/text/html were replaced by ••••••. */
  masked: boolean
  /** 1 for the first try, 2 for the first retry … */
  attempt?: number | null
}

type OutboxCreate = (args: {
  collection: typeof OUTBOX_SLUG
  data: OutboxEntry
  overrideAccess: true
  depth: 0
}) => Promise<{ id: number | string }>

export async function recordOutbox(payload: Payload, entry: OutboxEntry): Promise<void> {
  try {
    // Typed locally: the generated CollectionSlug union only learns 'outbox' after generate:types.
    const create = payload.create.bind(payload) as unknown as OutboxCreate
    await create({
      collection: OUTBOX_SLUG,
      data: { ...entry, error: entry.error ? entry.error.slice(0, 4000) : entry.error },
      overrideAccess: true,
      depth: 0,
    })
  } catch (err) {
    logger.error({ err, channel: entry.channel, kind: entry.kind, status: entry.status }, 'could not write the outbox record')
  }
}

/** Writes the record that stands in for a delivery (no mail server / SMS provider); rethrows, since then the send failed. */
export async function deliverToOutbox(payload: Payload, entry: Omit<OutboxEntry, 'status' | 'transport'> & { masked: true }): Promise<void> {
  const create = payload.create.bind(payload) as unknown as OutboxCreate
  await create({ collection: OUTBOX_SLUG, data: { ...entry, status: 'sent', transport: 'outbox' }, overrideAccess: true, depth: 0 })
}
