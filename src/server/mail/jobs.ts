/**
 * The Payload job task that delivers mail, plus the jobs settings mail and SMS need (payload.config.ts:
 * `jobs: { tasks: [sendMailTask, sendSmsTask, …], access: jobsAccess }`; sendSmsTask from ../sms/jobs.ts, above mail).
 *
 * A task renders from the job input, sends, and records the result in the outbox. A delivery
 * error is thrown so Payload retries (exponential backoff, picked up by the job loop once due); after
 * the last attempt the failure is written to the outbox. Input that can never be sent (bad data,
 * an expired verification code) is recorded as failed without retrying.
 */
import 'server-only'

import type { DateField, JobsConfig, PayloadRequest, TaskConfig } from 'payload'

import { hasStaffRole } from '@/domain/roles'
import { type LOCALES } from '@/domain/locale'
import { MESSAGES } from '@/i18n/messages'
import { mayLogSecrets } from '@/server/env'
import { logger } from '@/server/logger'
import { qrPng } from '@/server/qr'

import { KIND_HEADER, mailSettings, type MailDelivery } from './adapter'
import { deliverToOutbox, recordOutbox } from './outbox'
import { openFields } from './secrets'
import { renderMail } from './templates'
import { CODE_EXPIRED_ERROR, codeExpired, errorText, messagingTaskSchemas, rejectInvalidInput, type JobMeta, type MessagingJobOutput } from './taskParts'
import { MAIL_KINDS, SECRET_FIELDS, mailJobInputSchema, type MailKind, type RenderedMail } from './types'

export { codeExpired, errorText, type MessagingJobOutput }

/** 5 retries after the first try, waiting 1, 2, 4, 8, 16 min. */
export const MAIL_RETRIES = { attempts: 5, backoff: { type: 'exponential' as const, delay: 60_000 } }

export type MailJobInput = { kind: MailKind; to: string; locale: (typeof LOCALES)[number]; data: Record<string, unknown> }

/** `a***@example.com`: enough for a log line, not a mailing list. */
export function maskAddress(value: string): string {
  const at = value.indexOf('@')
  if (at > 0) return `${value[0]}***${value.slice(at)}`
  return value.length > 4 ? `${value.slice(0, 4)}***${value.slice(-2)}` : '***'
}

export const sendMailTask: TaskConfig<{ input: MailJobInput; output: MessagingJobOutput }> = {
  slug: 'sendMail',
  label: 'Send mail',
  retries: MAIL_RETRIES,
  ...messagingTaskSchemas(MAIL_KINDS),
  handler: async ({ input, job, req }) => runSendMail(input, job, req),
}

async function runSendMail(input: unknown, job: JobMeta, req: PayloadRequest): Promise<{ output: MessagingJobOutput }> {
  const { payload } = req
  const attempt = (job.totalTried ?? 0) + 1
  const parsed = mailJobInputSchema.safeParse(input)
  if (!parsed.success) return rejectInvalidInput(payload, 'sendMail', input, parsed.error.issues, { channel: 'mail', transport: 'outbox', attempt })
  const { kind, to, locale } = parsed.data
  const transport = mailSettings().smtpUrl ? ('smtp' as const) : ('outbox' as const)
  const failed = (error: string, copy?: RenderedMail) =>
    recordOutbox(payload, { channel: 'mail', to, kind, locale, status: 'failed', transport, masked: true, attempt, error, ...copy })

  let mail: RenderedMail
  let copy: RenderedMail
  try {
    const data = openFields(parsed.data.data, SECRET_FIELDS[kind]) as never
    mail = renderMail(kind, locale, data)
    // The copy kept in the outbox: secrets masked, and no images (a QR code may carry an eSIM code).
    const { images: _images, ...masked } = renderMail(kind, locale, data, { maskSecrets: true })
    copy = masked
  } catch (err) {
    logger.error({ err, kind }, 'sendMail: data cannot be rendered; not retried')
    await failed(`cannot render: ${errorText(err)}`)
    return { output: { status: 'invalid' } }
  }
  if (codeExpired(kind, job)) {
    await failed(CODE_EXPIRED_ERROR, copy)
    return { output: { status: 'expired' } }
  }

  if (transport === 'outbox') {
    // No mail server (development, a demo): staff see the masked copy; the secret goes only to the log.
    await deliverToOutbox(payload, { channel: 'mail', to, kind, locale, masked: true, attempt, ...copy })
    if (mayLogSecrets()) logger.info({ kind, locale, to, subject: mail.subject, text: mail.text }, 'mail not delivered (no SMTP_URL); its text, for development')
    else logger.error({ kind, to: maskAddress(to) }, 'SMTP_URL is not set: mail stored (masked) in the admin outbox only, nobody receives it')
    return { output: { status: 'sent', transport, messageId: null } }
  }

  try {
    const fromName = mailSettings().fromName ?? MESSAGES[locale].meta.siteName
    const delivery = (await payload.sendEmail({
      to,
      from: { name: fromName, address: mailSettings().fromAddress },
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      attachments: await inlineImages(mail),
      headers: { [KIND_HEADER]: kind, 'Content-Language': locale },
    })) as MailDelivery | undefined
    await recordOutbox(payload, { channel: 'mail', to, kind, locale, status: 'sent', transport: 'smtp', masked: true, attempt, providerMessageId: delivery?.messageId, ...copy })
    logger.info({ kind, locale, to: maskAddress(to), transport: delivery?.transport, attempt }, 'mail sent')
    return { output: { status: 'sent', transport: delivery?.transport ?? 'unknown', messageId: delivery?.messageId ?? null } }
  } catch (err) {
    const last = (job.totalTried ?? 0) >= MAIL_RETRIES.attempts
    logger.warn({ kind, to: maskAddress(to), attempt, last, error: errorText(err) }, last ? 'mail failed, no retry left' : 'mail failed, will retry')
    if (last) await failed(errorText(err), copy)
    throw err instanceof Error ? err : new Error(errorText(err))
  }
}

/** The mail's QR codes as inline PNG attachments (`cid:` in its HTML), drawn now and kept nowhere. */
async function inlineImages(mail: RenderedMail) {
  if (!mail.images?.length) return undefined
  return Promise.all(
    mail.images.map(async (image, i) => ({
      filename: `qr-${i + 1}.png`,
      content: await qrPng(image.text),
      contentType: 'image/png',
      cid: image.cid,
      contentDisposition: 'inline' as const,
    })),
  )
}

/**
 * Jobs are queued and run by the shop's own processes (Local API), never through the REST API: no
 * staff role may run the queue (/api/payload-jobs/run) or queue jobs. Admins may cancel one.
 */
export const jobsAccess: NonNullable<JobsConfig['access']> = {
  queue: () => false,
  run: () => false,
  cancel: hasStaffRole(),
}

/** A job error as an admin reads it: its message, not the stack of our server and packages. */
function withoutStack(error: unknown): unknown {
  if (!error || typeof error !== 'object') return error
  const { stack: _stack, ...rest } = error as Record<string, unknown>
  return rest
}

type AnyField = Record<string, unknown> & { name?: string; type?: string; fields?: AnyField[]; tabs?: { fields: AnyField[] }[] }

/** Every `error` field of the job rows (the job's and each log entry's) read without its stack, at any depth. */
function errorsWithoutStack(fields: AnyField[]): AnyField[] {
  return fields.map((field) => {
    const hooks = (field.hooks ?? {}) as { afterRead?: unknown[] }
    const own = field.name === 'error' && field.type === 'json'
      ? { hooks: { ...hooks, afterRead: [...(hooks.afterRead ?? []), ({ value }: { value: unknown }) => withoutStack(value)] } }
      : {}
    return {
      ...field,
      ...own,
      ...(field.fields ? { fields: errorsWithoutStack(field.fields) } : {}),
      ...(field.tabs ? { tabs: field.tabs.map((tab) => ({ ...tab, fields: errorsWithoutStack(tab.fields) })) } : {}),
    }
  })
}

/**
 * Admins read the job rows (their mail/SMS secrets are sealed, ./secrets.ts) without stack traces (the server log keeps
 * them); nobody writes them through the API. Field hooks, not collection hooks: Payload's runner reads and writes jobs
 * below both, and only collection hooks make it warn that they would need `jobs.runHooks`.
 */
export const jobsCollectionOverrides: NonNullable<JobsConfig['jobsCollectionOverrides']> = ({ defaultJobsCollection }) => ({
  ...defaultJobsCollection,
  access: { ...defaultJobsCollection.access, read: hasStaffRole() },
  fields: [
    ...(withoutSingleIndexes(errorsWithoutStack(defaultJobsCollection.fields as unknown as AnyField[])) as unknown as typeof defaultJobsCollection.fields),
    ...UNINDEXED_TIMESTAMPS,
  ],
  indexes: [{ fields: ['queue', 'createdAt'] }],
})

/**
 * Payload indexes nine columns of a job row on its own (queue, task, processing, hasError, completedAt, totalTried,
 * waitUntil, createdAt, updatedAt). A mail's row is written three times in its few seconds of life — queued, claimed,
 * deleted — so every index is written for each: 22.6 of the 87 WAL records an order wrote (pg_walinspect over a
 * bench:orders window, the worker sending) went to these nine indexes, and the claim (processing, updatedAt) could
 * never be a HOT update (after: 67 records an order, README). The one
 * search on the hot path, the claim (src/server/db/queries/jobs.ts claimDueJobs: a queue's due jobs, oldest first), reads
 * the (queue, createdAt) index; the admin's job list and Payload's own runner read a queue of a few rows.
 */
function withoutSingleIndexes(fields: AnyField[]): AnyField[] {
  return fields.map((field) => ({
    ...field,
    ...(field.index ? { index: false } : {}),
    ...(field.fields ? { fields: withoutSingleIndexes(field.fields) } : {}),
    ...(field.tabs ? { tabs: field.tabs.map((tab) => ({ ...tab, fields: withoutSingleIndexes(tab.fields) })) } : {}),
  }))
}

/** Payload's own createdAt / updatedAt (collections/config/sanitize.js), without their single-column index. */
const UNINDEXED_TIMESTAMPS = (['updatedAt', 'createdAt'] as const).map(
  (name): DateField => ({
    name,
    type: 'date',
    admin: { disableBulkEdit: true, hidden: true },
    index: false,
    label: ({ t }) => t(`general:${name}`),
  }),
)
