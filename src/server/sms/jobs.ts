/**
 * The `sendSms` job task: renders the SMS text (messages mail.sms.*), sends it through the
 * configured provider, records it in the outbox. Fewer, quicker retries than mail: a verification
 * code is only useful for CODE_TTL_MINUTES (domain/verificationCode), and a code older than that is not sent.
 */
import 'server-only'

import type { PayloadRequest, TaskConfig } from 'payload'

import type { Locale } from '@/domain/locale'
import { logger } from '@/server/logger'
import { recordOutbox } from '@/server/mail/outbox'
import { openFields } from '@/server/mail/secrets'
import { renderVerificationSms } from '@/server/mail/templates'
import { CODE_EXPIRED_ERROR, codeExpired, errorText, messagingTaskSchemas, rejectInvalidInput, type JobMeta, type MessagingJobOutput } from '@/server/mail/taskParts'
import { SECRET_FIELDS, SMS_KINDS, smsJobInputSchema, type SmsKind } from '@/server/mail/types'

import { smsProvider, smsSettings } from './provider'

/** 3 retries after the first try, waiting 20 s, 40 s, 80 s (at the cron's minute ticks). */
export const SMS_RETRIES = { attempts: 3, backoff: { type: 'exponential' as const, delay: 20_000 } }

export type SmsJobInput = { kind: SmsKind; to: string; locale: Locale; data: Record<string, unknown> }

const maskPhone = (phone: string) => (phone.length > 6 ? `${phone.slice(0, 4)}***${phone.slice(-2)}` : '***')

export const sendSmsTask: TaskConfig<{ input: SmsJobInput; output: MessagingJobOutput }> = {
  slug: 'sendSms',
  label: 'Send SMS',
  retries: SMS_RETRIES,
  ...messagingTaskSchemas(SMS_KINDS),
  handler: async ({ input, job, req }) => runSendSms(input, job, req),
}

async function runSendSms(input: unknown, job: JobMeta, req: PayloadRequest): Promise<{ output: MessagingJobOutput }> {
  const { payload } = req
  const attempt = (job.totalTried ?? 0) + 1
  const transport = smsSettings().provider === 'http' ? ('http' as const) : ('outbox' as const)
  const parsed = smsJobInputSchema.safeParse(input)
  if (!parsed.success) return rejectInvalidInput(payload, 'sendSms', input, parsed.error.issues, { channel: 'sms', transport, attempt })
  const { kind, to, locale } = parsed.data
  const record = (entry: { status: 'sent' | 'failed'; text?: string; error?: string; providerMessageId?: string | null }) =>
    recordOutbox(payload, { channel: 'sms', to, kind, locale, transport, masked: true, attempt, ...entry })

  let text: string
  let copy: string
  try {
    const data = openFields(parsed.data.data, SECRET_FIELDS[kind])
    text = renderVerificationSms(locale, data as never)
    copy = renderVerificationSms(locale, data as never, { maskSecrets: true })
  } catch (err) {
    logger.error({ err, kind }, 'sendSms: data cannot be rendered; not retried')
    await record({ status: 'failed', error: `cannot render: ${errorText(err)}` })
    return { output: { status: 'invalid' } }
  }
  if (codeExpired(kind, job)) {
    await record({ status: 'failed', text: copy, error: CODE_EXPIRED_ERROR })
    return { output: { status: 'expired' } }
  }

  try {
    const provider = smsProvider()
    const delivery = await provider.send(payload, { to, text, maskedText: copy, kind, locale })
    if (delivery.transport !== 'outbox') await record({ status: 'sent', text: copy, providerMessageId: delivery.providerMessageId })
    logger.info({ kind, locale, to: maskPhone(to), transport: delivery.transport, attempt }, 'SMS sent')
    return { output: { status: 'sent', transport: delivery.transport, messageId: delivery.providerMessageId } }
  } catch (err) {
    const last = (job.totalTried ?? 0) >= SMS_RETRIES.attempts
    logger.warn({ kind, to: maskPhone(to), attempt, last, error: errorText(err) }, last ? 'SMS failed, no retry left' : 'SMS failed, will retry')
    if (last) await record({ status: 'failed', text: copy, error: errorText(err) })
    throw err instanceof Error ? err : new Error(errorText(err))
  }
}
