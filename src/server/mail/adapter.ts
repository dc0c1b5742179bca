/**
 * Payload's email adapter for the shop (`email: shopEmailAdapter()` in payload.config.ts).
 *
 * The transport is chosen at SEND time from the environment, not when the config is built:
 * - SMTP_URL set (smtp://user:pass@host:587, smtps://user:pass@host:465): nodemailer over SMTP,
 *   one cached transport per URL; a 4xx/5xx answer or a dead server rejects, and the job retries.
 * - otherwise (development, or a production server started with DEMO_MODE=true — any other production
 *   server refuses to start without SMTP_URL): nothing is delivered. The shop's own mails never come
 *   here (the sendMail task records their masked copy itself); Payload's own mails (a staff password
 *   reset) are stored in the admin-only `outbox` with every token in them masked, and the real text is
 *   written to the server log only where secrets may be logged (development, a demo).
 * Reading SMTP_URL lazily lets one process switch servers without a rebuild, and lets the
 * integration test point the real adapter at its own SMTP server.
 */
import 'server-only'

import nodemailer, { type Transporter } from 'nodemailer'
import type SMTPTransport from 'nodemailer/lib/smtp-transport'
import type { EmailAdapter, Payload, SendEmailOptions } from 'payload'

import { isLocale } from '@/domain/locale'
import { mayLogSecrets } from '@/server/env'
import { logger } from '@/server/logger'

import { deliverToOutbox, OUTBOX_KINDS, type OutboxEntry } from './outbox'
import { MASK } from './types'

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

/**
 * Tokens in Payload's own mails (a reset link carries 40 hex digits; JWTs and other opaque keys are long
 * runs of letters, digits, - and _): masked wherever they appear.
 */
export function maskTokens(text: string): string {
  return text.replace(/[A-Za-z0-9_-]{24,}(\.[A-Za-z0-9_-]{16,}){0,2}/g, (match) => (/\d/.test(match) && /[a-z]/i.test(match) ? MASK : match))
}

async function sendToOutbox(payload: Payload, message: SendEmailOptions): Promise<MailDelivery> {
  const kindHeader = header(message, KIND_HEADER)
  const kind = (OUTBOX_KINDS as readonly string[]).includes(kindHeader ?? '') ? (kindHeader as OutboxEntry['kind']) : 'system'
  const language = header(message, 'Content-Language')
  const text = bodyText(message.text)
  const html = bodyText(message.html)
  const entry = {
    channel: 'mail' as const,
    to: addressText(message.to),
    kind,
    locale: isLocale(language) ? language : null,
    subject: message.subject ? maskTokens(message.subject) : null,
    text: text === null ? null : maskTokens(text),
    html: html === null ? null : maskTokens(html),
    masked: true as const,
  }
  await deliverToOutbox(payload, entry)
  if (mayLogSecrets()) logger.info({ to: entry.to, kind, subject: message.subject, text, html: text ? undefined : html }, 'mail not delivered (no SMTP_URL); its text, for development')
  else logger.error({ to: entry.to, kind }, 'SMTP_URL is not set: mail stored (masked) in the admin outbox only, nobody receives it')
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
