/**
 * Payload's email adapter for the shop (`email: shopEmailAdapter()` in payload.config.ts).
 *
 * The transport is chosen at SEND time from the environment, not when the config is built:
 * - SMTP_URL set (smtp://user:pass@host:587, smtps://user:pass@host:465): nodemailer over SMTP,
 *   one cached transport per URL; a 4xx/5xx answer or a dead server rejects, and the job retries.
 * - otherwise: the message is written to the `outbox` collection (staff read it in /admin →
 *   Messaging → Outbox) and logged — the development setup. In production that means nobody
 *   receives mail, so it is logged as an error.
 * Reading SMTP_URL lazily lets one process switch servers without a rebuild, and lets the
 * integration test point the real adapter at its own SMTP server.
 */
import nodemailer, { type Transporter } from 'nodemailer'
import type SMTPTransport from 'nodemailer/lib/smtp-transport'
import type { EmailAdapter, Payload, SendEmailOptions } from 'payload'

import { isLocale } from '@/domain/locale'
import { isProduction } from '@/server/env'
import { logger } from '@/server/logger'

import { deliverToOutbox, OUTBOX_KINDS, type OutboxEntry } from './outbox'

/** Custom headers by which the sendMail task tells the outbox what it is storing. */
export const KIND_HEADER = 'X-Shop-Mail-Kind'

export type MailDelivery = { transport: 'smtp' | 'outbox'; messageId: string | null }

const DEFAULT_FROM_ADDRESS = 'no-reply@localhost'
const DEFAULT_FROM_NAME = 'Taiwan Travel SIM'

export function mailSettings() {
  return {
    smtpUrl: process.env.SMTP_URL?.trim() || null,
    fromAddress: process.env.MAIL_FROM_ADDRESS?.trim() || DEFAULT_FROM_ADDRESS,
    fromName: process.env.MAIL_FROM_NAME?.trim() || null,
  }
}

const transports = new Map<string, Transporter>()

function smtpTransport(url: string): Transporter {
  let transport = transports.get(url)
  if (!transport) {
    // Bounded waits, so a hanging server fails this attempt instead of blocking the job runner.
    const options: SMTPTransport.Options = { url, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 }
    transport = nodemailer.createTransport(options)
    transports.set(url, transport)
  }
  return transport
}

function addressText(value: SendEmailOptions['to']): string {
  if (!value) return ''
  if (Array.isArray(value)) return value.map((v) => addressText(v)).join(', ')
  if (typeof value === 'string') return value
  return value.address
}

function header(message: SendEmailOptions, name: string): string | undefined {
  const headers = message.headers
  if (!headers || Array.isArray(headers)) return undefined
  const found = Object.entries(headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1]
  if (typeof found === 'string') return found
  if (found && typeof found === 'object' && 'value' in found) return String(found.value)
  return undefined
}

function bodyText(value: SendEmailOptions['text'] | SendEmailOptions['html']): string | null {
  if (value === undefined || value === null) return null
  return typeof value === 'string' ? value : Buffer.isBuffer(value) ? value.toString('utf8') : '[stream body]'
}

async function sendToOutbox(payload: Payload, message: SendEmailOptions): Promise<MailDelivery> {
  const kindHeader = header(message, KIND_HEADER)
  const kind = (OUTBOX_KINDS as readonly string[]).includes(kindHeader ?? '') ? (kindHeader as OutboxEntry['kind']) : 'system'
  const language = header(message, 'Content-Language')
  const entry = {
    channel: 'mail' as const,
    to: addressText(message.to),
    kind,
    locale: isLocale(language) ? language : null,
    subject: message.subject ?? null,
    text: bodyText(message.text),
    html: bodyText(message.html),
    masked: false,
  }
  await deliverToOutbox(payload, entry)
  if (isProduction()) {
    logger.error({ to: entry.to, kind }, 'SMTP_URL is not set: mail stored in the admin outbox only, nobody receives it')
  } else {
    logger.info({ to: entry.to, kind, subject: entry.subject, text: entry.text }, 'mail written to the outbox (no SMTP_URL)')
  }
  return { transport: 'outbox', messageId: null }
}

export function shopEmailAdapter(): EmailAdapter<MailDelivery> {
  return ({ payload }) => {
    const settings = mailSettings()
    const fromName = settings.fromName ?? DEFAULT_FROM_NAME
    return {
      name: 'shop-mail',
      defaultFromAddress: settings.fromAddress,
      defaultFromName: fromName,
      async sendEmail(message) {
        const { smtpUrl, fromAddress, fromName: configuredName } = mailSettings()
        if (!smtpUrl) return sendToOutbox(payload, message)
        const from = message.from ?? { name: configuredName ?? fromName, address: fromAddress }
        const info = (await smtpTransport(smtpUrl).sendMail({ ...message, from })) as {
          messageId?: string
          rejected?: unknown[]
        }
        if (info.rejected?.length) throw new Error(`SMTP server rejected ${info.rejected.map(String).join(', ')}`)
        return { transport: 'smtp', messageId: info.messageId ?? null }
      },
    }
  }
}
