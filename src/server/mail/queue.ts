/**
 * The one way other code sends mail: `enqueueMail(payload, mail, req?)` queues a `sendMail` job and
 * returns; the job renders, sends and retries on its own, so a mail problem never fails an order.
 *
 * - With `req` inside a transaction, the job row is written in that transaction: it exists only if
 *   the order commits (a rolled-back order sends nothing).
 * - The job is sent right away by the process's drain, without holding the caller (after the commit
 *   when there is one); the job loop (a worker, or the server's own: ../inlineRunner.ts) picks up
 *   anything missed and every retry.
 * - Secrets in `data` (generated password, one-time code) are sealed in the job row (./secrets.ts).
 */
import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { insertJobs } from '@/server/db/queries/jobs'
import { sqlHandle } from '@/server/db/transaction'
import { claimJobs, runClaimedJobs } from '@/server/jobs/claim'
import { logger } from '@/server/logger'

import { sealFields } from './secrets'
import { SECRET_FIELDS, type Mail } from './types'

/** The queue of every messaging job that is neither a verification code nor an unpaid order's cancellation mail. */
export const MESSAGING_QUEUE = 'messaging'

/**
 * Verification codes (mail and SMS) have a queue of their own, claimed before the messaging queue: a traveller waits
 * for the code at the form. On one queue, oldest first, a code queued behind 11 000 cancellation mails (a burst of
 * overdue unpaid orders cancelled at once; the worker sends 20 a second) came after more than a minute — the demo
 * measured 60 s and gave up waiting (README, Mail and SMS).
 */
export const CODES_QUEUE = 'codes'

/**
 * The mails of the one burst the shop makes itself — the cancellations of overdue unpaid orders, thousands at once
 * after a flood of abandoned orders — are claimed last: a traveller's receipt, eSIM or e-invoice never waits for them.
 */
export const BULK_QUEUE = 'bulk'

/** The queues of the messaging tasks, in the order a worker claims them. */
export const MESSAGE_QUEUES = [CODES_QUEUE, MESSAGING_QUEUE, BULK_QUEUE] as const

/** The queue a messaging job goes to: a code's own, the unpaid cancellations' own, or the messaging queue. */
export function messageQueue(task: MessagingTask, input: object): (typeof MESSAGE_QUEUES)[number] {
  const { kind, data } = input as { kind?: unknown; data?: { reason?: unknown } }
  if ((task === 'sendMail' || task === 'sendSms') && kind === 'verificationCode') return CODES_QUEUE
  if (task === 'sendMail' && kind === 'orderCancelled' && data?.reason === 'unpaid') return BULK_QUEUE
  return MESSAGING_QUEUE
}

/** The messaging tasks: mail, SMS, and the e-invoice calls (src/server/invoice/jobs.ts), on MESSAGE_QUEUES. */
export type MessagingTask = 'sendMail' | 'sendSms' | 'issueInvoice' | 'voidInvoice' | 'issueEsim' | 'applyTopUp'

/**
 * Queued messages are sent by one drain per process rather than one runner per job: under a burst of
 * orders the drain takes the queue in batches (fewer queries, and requests are not starved by as many
 * concurrent runners). Jobs announced inside a transaction become visible only at its commit, so the
 * drain looks again a few times while announced jobs are still unseen; after GIVE_UP_MS the job loop has them.
 * A job whose transaction rolled back is never seen: it must not hold up the others (each claim looks at
 * every announced job, not the oldest few), and it is forgotten by its own age, not with the newer ones.
 */
const RETRY_DELAYS = [150, 400, 1000, 2500, 5000]
const GIVE_UP_MS = 10_000

/**
 * Who runs the queued jobs. MESSAGING_RUNNER=worker: separate worker processes (scripts/payload-task.ts worker,
 * src/server/worker.ts); this process only queues. inline: this process sends what it queued right away, and a
 * server runs the workers' loop in-process (../inlineRunner.ts: development, the e2e server). Unset: worker in
 * production, inline elsewhere. Both claim as the workers do, so any number of processes may be inline at once.
 * A script that ends soon after queuing (a fixture, a one-off task) should be `worker`: a job its drain claimed
 * would be cut off by its exit.
 */
export function messagingInWorker(env: Record<string, string | undefined> = process.env): boolean {
  const runner = env.MESSAGING_RUNNER?.trim()
  if (runner === 'worker') return true
  if (runner === 'inline') return false
  return env.NODE_ENV === 'production'
}

const BATCH = 10
/** Jobs this process queued and has not seen run yet, by String(id), with when they were queued. */
const announced = new Map<string, { id: number | string; at: number }>()
let timer: ReturnType<typeof setTimeout> | null = null
let draining = false
let rerun = false
let retry = 0

function scheduleDrain(payload: Payload, delay: number) {
  if (draining) {
    rerun = true
    return
  }
  if (timer) return
  timer = setTimeout(() => {
    timer = null
    void drain(payload)
  }, delay)
}

async function drain(payload: Payload) {
  draining = true
  rerun = false
  try {
    while (announced.size) {
      // Only the jobs this process queued: retries wait for their backoff and belong to the job loop, and two
      // runners taking the same due job at once would send it twice.
      const ids = [...announced.values()].map((each) => each.id)
      const claimed = await claimJobs(payload, MESSAGE_QUEUES, BATCH, ids)
      if (claimed.length === 0) break
      for (const id of claimed) announced.delete(String(id))
      await runClaimedJobs(payload, claimed, BATCH)
      retry = 0
    }
  } catch (err) {
    logger.warn({ err }, 'messaging drain stopped; the job loop will send what is left')
  } finally {
    draining = false
  }
  if (rerun) return scheduleDrain(payload, RETRY_DELAYS[0]!)
  const now = Date.now()
  for (const [key, each] of announced) if (now - each.at > GIVE_UP_MS) announced.delete(key)
  if (announced.size === 0) {
    retry = 0
    return
  }
  scheduleDrain(payload, RETRY_DELAYS[Math.min(++retry, RETRY_DELAYS.length - 1)]!)
}

export async function queueMessagingJob(
  payload: Payload,
  task: MessagingTask,
  input: object,
  req?: PayloadRequest,
): Promise<void> {
  await queueMessagingJobs(payload, [{ task, input }], req)
}

/** Queues several messaging jobs with one insert (an order's mails); see queueMessagingJob. */
async function queueMessagingJobs(payload: Payload, queued: { task: MessagingTask; input: object }[], req?: PayloadRequest): Promise<void> {
  // The job rows as `payload.jobs.queue` writes them (jobs run no hooks here), one insert without reading them back.
  const ids = await insertJobs(
    await sqlHandle(payload, req),
    queued.map(({ task, input }) => ({ input, taskSlug: task, queue: messageQueue(task, input) })),
  )
  if (messagingInWorker() || ids.length === 0) return
  const at = Date.now()
  for (const id of ids) announced.set(String(id), { id, at })
  // A new job is looked for at the quick pace again, whatever older unseen ones have used up.
  retry = 0
  // Inside a transaction the row is invisible to the runner until the caller commits.
  scheduleDrain(payload, req?.transactionID ? RETRY_DELAYS[0]! : 0)
}

/**
 * Queues one mail. Resolves once the job row is written (in `req`'s transaction if it has one).
 * Rejects only if that write fails — inside a transaction the caller's transaction is then
 * unusable anyway; outside one, the failure is logged and swallowed.
 */
export async function enqueueMail(payload: Payload, mail: Mail, req?: PayloadRequest): Promise<void> {
  await enqueueMails(payload, [mail], req)
}

/** Queues several mails with one insert (an order's mails to its buyer), as enqueueMail queues one. */
export async function enqueueMails(payload: Payload, mails: Mail[], req?: PayloadRequest): Promise<void> {
  const queued = mails.map((mail) => ({
    task: 'sendMail' as const,
    input: { kind: mail.kind, to: mail.to, locale: mail.locale, data: sealFields(mail.data, SECRET_FIELDS[mail.kind]) },
  }))
  try {
    await queueMessagingJobs(payload, queued, req)
  } catch (err) {
    logger.error({ err, kinds: mails.map((mail) => mail.kind) }, 'could not queue a mail')
    if (req?.transactionID) throw err
  }
}
