/**
 * The one way other code sends mail: `enqueueMail(payload, mail, req?)` queues a `sendMail` job and
 * returns; the job renders, sends and retries on its own, so a mail problem never fails an order.
 *
 * - With `req` inside a transaction, the job row is written in that transaction: it exists only if
 *   the order commits (a rolled-back order sends nothing).
 * - The job is started right away without being awaited (after the commit when there is one), and
 *   the `messaging` autoRun cron picks up anything missed and every retry.
 * - Secrets in `data` (generated password, one-time code) are sealed in the job row (./secrets.ts).
 */
import type { Payload, PayloadRequest } from 'payload'

import { logger } from '@/server/logger'

import { sealFields } from './secrets'
import { SECRET_FIELDS, type Mail } from './types'

/** Queue of the sendMail / sendSms tasks (its own autoRun entry in payload.config.ts). */
export const MESSAGING_QUEUE = 'messaging'

export type MessagingTask = 'sendMail' | 'sendSms'

// The generated task types (TypedJobs) only know sendMail/sendSms after generate:types; this
// signature keeps this file compiling before and after.
type QueueJob = (args: {
  task: MessagingTask
  input: object
  queue: string
  req?: PayloadRequest
}) => Promise<{ id: number | string }>

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Runs the job now, without holding the caller; retries of a committed-later row poll briefly. */
function startSoon(payload: Payload, id: number | string, afterCommit: boolean) {
  // Inside a transaction the row is invisible to the runner until the caller commits.
  const delays = afterCommit ? [150, 350, 1000, 2500, 5000] : [0]
  void (async () => {
    for (const delay of delays) {
      if (delay) await sleep(delay)
      const result = await payload.jobs.run({
        queue: MESSAGING_QUEUE,
        where: { id: { equals: id } },
        limit: 1,
        silent: true,
      })
      // Ran (whatever the outcome) — or not visible yet / already taken by the cron: try again.
      if (result.jobStatus && String(id) in result.jobStatus) return
    }
  })().catch((err: unknown) => logger.warn({ err, jobId: id }, 'messaging job not started now; the cron will run it'))
}

export async function queueMessagingJob(
  payload: Payload,
  task: MessagingTask,
  input: object,
  req?: PayloadRequest,
): Promise<void> {
  const queue = payload.jobs.queue.bind(payload.jobs) as unknown as QueueJob
  const job = await queue({ task, input, queue: MESSAGING_QUEUE, ...(req ? { req } : {}) })
  startSoon(payload, job.id, Boolean(req?.transactionID))
}

/**
 * Queues one mail. Resolves once the job row is written (in `req`'s transaction if it has one).
 * Rejects only if that write fails — inside a transaction the caller's transaction is then
 * unusable anyway; outside one, the failure is logged and swallowed.
 */
export async function enqueueMail(payload: Payload, mail: Mail, req?: PayloadRequest): Promise<void> {
  const input = { kind: mail.kind, to: mail.to, locale: mail.locale, data: sealFields(mail.data, SECRET_FIELDS[mail.kind]) }
  try {
    await queueMessagingJob(payload, 'sendMail', input, req)
  } catch (err) {
    logger.error({ err, kind: mail.kind }, 'could not queue a mail')
    if (req?.transactionID) throw err
  }
}
