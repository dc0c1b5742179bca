/** What the sendMail and sendSms job tasks share: their job schemas, the checks before sending, error text. */
import 'server-only'

import type { Payload, TaskConfig } from 'payload'

import { LOCALES } from '@/domain/locale'
import { CODE_TTL_MINUTES, isCodeExpired } from '@/domain/verificationCode'
import { logger } from '@/server/logger'

import { recordOutbox, type OutboxEntry } from './outbox'

export type JobMeta = { totalTried?: number | null; createdAt?: string | null }
export type MessagingJobOutput = { status: 'sent' | 'invalid' | 'expired'; transport?: string; messageId?: string | null }

/** Input (kind, to, locale, data) and output schemas of a messaging task. */
export function messagingTaskSchemas(kinds: readonly string[]): Pick<TaskConfig, 'inputSchema' | 'outputSchema'> {
  return {
    inputSchema: [
      { name: 'kind', type: 'select', required: true, options: [...kinds] },
      { name: 'to', type: 'text', required: true },
      { name: 'locale', type: 'select', required: true, options: [...LOCALES] },
      { name: 'data', type: 'json', required: true },
    ],
    outputSchema: [
      { name: 'status', type: 'text', required: true },
      { name: 'transport', type: 'text' },
      { name: 'messageId', type: 'text' },
    ],
  }
}

export function errorText(err: unknown): string {
  if (err instanceof Error) {
    const code = (err as { responseCode?: number; code?: string }).responseCode ?? (err as { code?: string }).code
    return code ? `${err.message} [${code}]` : err.message
  }
  return String(err)
}

/** A verification code the recipient can no longer use is not worth sending late. */
export function codeExpired(kind: string, job: JobMeta, now = Date.now()): boolean {
  if (kind !== 'verificationCode' || !job.createdAt) return false
  return isCodeExpired(new Date(job.createdAt), new Date(now))
}

export const CODE_EXPIRED_ERROR = `not sent: the code expired (${CODE_TTL_MINUTES} min) before delivery`

/** Job input that can never be sent: logged, recorded as failed in the outbox, not retried. */
export async function rejectInvalidInput(
  payload: Payload,
  task: string,
  input: unknown,
  issues: { path: PropertyKey[]; message: string }[],
  entry: Pick<OutboxEntry, 'channel' | 'transport' | 'attempt'>,
): Promise<{ output: MessagingJobOutput }> {
  const summary = issues.map((i) => `${i.path.map(String).join('.')}: ${i.message}`)
  logger.error({ issues: summary }, `${task}: invalid job input`)
  const to = typeof (input as { to?: unknown })?.to === 'string' ? (input as { to: string }).to : '?'
  await recordOutbox(payload, { ...entry, to, kind: 'system', status: 'failed', masked: true, error: `invalid job input: ${summary.join('; ')}` })
  return { output: { status: 'invalid' } }
}
