/**
 * SMS providers, chosen at send time from the environment:
 *
 * SMS_PROVIDER=outbox (default) — nothing is sent: the masked text is stored in the admin outbox, the
 *   real one logged where secrets may be (development, a demo).
 * SMS_PROVIDER=http — a carrier/aggregator gateway speaking this JSON protocol:
 *
 *   POST ${SMS_HTTP_URL}
 *   Authorization: Bearer ${SMS_HTTP_TOKEN}
 *   Content-Type: application/json
 *   { "to": "+886912345678", "text": "…", "sender": "${SMS_SENDER}" }
 *
 *   2xx = accepted. An optional JSON reply `{ "id": "…" }` (or `messageId`) is kept as the provider's
 *   message id. Any other status, a network error or no answer within 15 s is a failure, retried by
 *   the sendSms job.
 */
import 'server-only'

import type { Payload } from 'payload'

import type { Locale } from '@/domain/locale'
import { mayLogSecrets } from '@/server/env'
import { logger } from '@/server/logger'
import { deliverToOutbox } from '@/server/mail/outbox'
import type { SmsKind } from '@/server/mail/types'

/** `maskedText`: the same text with the one-time code masked — all that is ever stored. */
export type SmsMessage = { to: string; text: string; maskedText: string; kind: SmsKind; locale: Locale }
export type SmsDelivery = { transport: 'outbox' | 'http'; providerMessageId: string | null }
export type SmsProvider = { name: SmsDelivery['transport']; send: (payload: Payload, message: SmsMessage) => Promise<SmsDelivery> }

const TIMEOUT_MS = 15_000

export function smsSettings() {
  return {
    provider: (process.env.SMS_PROVIDER?.trim() || 'outbox').toLowerCase(),
    url: process.env.SMS_HTTP_URL?.trim() || null,
    token: process.env.SMS_HTTP_TOKEN?.trim() || null,
    sender: process.env.SMS_SENDER?.trim() || 'TWSIM',
  }
}

export const outboxSmsProvider: SmsProvider = {
  name: 'outbox',
  async send(payload, message) {
    await deliverToOutbox(payload, { channel: 'sms', to: message.to, kind: message.kind, locale: message.locale, text: message.maskedText, masked: true })
    if (mayLogSecrets()) logger.info({ to: message.to, text: message.text }, 'SMS not delivered (SMS_PROVIDER=outbox); its text, for development')
    else logger.error({ kind: message.kind }, 'SMS_PROVIDER is outbox: SMS stored (masked) in the admin outbox only, nobody receives it')
    return { transport: 'outbox', providerMessageId: null }
  },
}

export function httpSmsProvider(url: string, token: string | null, sender: string): SmsProvider {
  return {
    name: 'http',
    async send(_payload, message) {
      const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' }
      if (token) headers.authorization = `Bearer ${token}`
      const response = await fetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ to: message.to, text: message.text, sender }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
      const body = await response.text().catch(() => '')
      if (!response.ok) throw new Error(`SMS provider answered HTTP ${response.status}: ${body.slice(0, 300)}`)
      let id: unknown = null
      try {
        const json = JSON.parse(body) as { id?: unknown; messageId?: unknown }
        id = json.id ?? json.messageId ?? null
      } catch {
        // A 2xx without JSON is still an acceptance.
      }
      return { transport: 'http', providerMessageId: id === null || id === undefined ? null : String(id) }
    },
  }
}

/**
 * Whether a code sent by SMS can reach anyone: a real provider, or development / a demo (where the log
 * shows it). A production shop without a provider says so instead of sending into the void.
 */
export function smsAvailable(): boolean {
  return smsSettings().provider !== 'outbox' || mayLogSecrets()
}

export function smsProvider(): SmsProvider {
  const settings = smsSettings()
  if (settings.provider === 'outbox') return outboxSmsProvider
  if (settings.provider === 'http') {
    if (!settings.url) throw new Error('SMS_PROVIDER=http needs SMS_HTTP_URL')
    return httpSmsProvider(settings.url, settings.token, settings.sender)
  }
  throw new Error(`unknown SMS_PROVIDER "${settings.provider}" (outbox | http)`)
}
