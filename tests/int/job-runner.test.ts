/**
 * The shop's own job runner (src/server/jobs/runTask.ts) against Payload's: the same job, run once by each, must leave
 * the same row behind (what the admin's job desk, the retry of a failed job and Payload's runner read), and a mail
 * that is sent leaves no row at all. Real SMTP: a local server that refuses or accepts every recipient.
 */
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { insertJobs } from '@/server/db/queries/jobs'
import { sqlHandle } from '@/server/db/transaction'
import { claimJobs, runClaimedJobs } from '@/server/jobs/claim'
import { MAIL_RETRIES } from '@/server/mail/jobs'

import { payload } from './helpers'

/** A queue of this file's own: nothing else in the process claims from it. */
const QUEUE = 'runner-test'

const smtp = { refuse: true, received: [] as string[], server: undefined as SMTPServer | undefined, port: 0 }
const savedSmtpUrl = process.env.SMTP_URL

beforeAll(async () => {
  await payload()
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (smtp.refuse) return callback(Object.assign(new Error('No such user here'), { responseCode: 550 }))
      smtp.received.push(address.address)
      callback()
    },
  })
  smtp.server = server
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  smtp.port = (server.server.address() as AddressInfo).port
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`
})

afterEach(() => {
  smtp.refuse = true
})

afterAll(async () => {
  if (savedSmtpUrl === undefined) delete process.env.SMTP_URL
  else process.env.SMTP_URL = savedSmtpUrl
  await new Promise<void>((resolve) => (smtp.server ? smtp.server.close(() => resolve()) : resolve()))
})

type LogEntry = { state: string; taskSlug: string; taskID: string; input: unknown; output?: unknown; error?: { message?: string; stack?: string; cancelled?: boolean } }
type JobDoc = {
  id: number
  totalTried: number
  hasError?: boolean | null
  processing?: boolean | null
  completedAt?: string | null
  waitUntil?: string | null
  error?: { message?: string; cancelled?: boolean } | null
  log?: LogEntry[] | null
  taskStatus?: Record<string, Record<string, { totalTried: number; complete: boolean }>>
}

const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`

/** Two identical sendMail jobs on this file's queue: one for each runner. */
async function twoJobs(p: Payload, to: string): Promise<[number, number]> {
  const input = { kind: 'supportReceived', to, locale: 'ja', data: { reference: 'S-1042' } }
  const ids = await insertJobs(await sqlHandle(p), [
    { input, taskSlug: 'sendMail', queue: QUEUE },
    { input, taskSlug: 'sendMail', queue: QUEUE },
  ])
  return [ids[0]!, ids[1]!]
}

async function readJob(p: Payload, id: number): Promise<JobDoc | null> {
  const found = await p.find({ collection: 'payload-jobs', where: { id: { equals: id } }, overrideAccess: true, depth: 0 })
  return (found.docs[0] as unknown as JobDoc | undefined) ?? null
}

/** Payload's runner. */
const byPayload = (p: Payload, id: number) => p.jobs.runByID({ id, silent: true })
/** The worker's: claimed, then run (src/server/jobs/claim.ts). */
async function byShop(p: Payload, id: number) {
  const claimed = await claimJobs(p, QUEUE, 1, [id])
  expect(claimed, 'the job is due and claimed').toEqual([id])
  return runClaimedJobs(p, claimed, 1)
}

/** What a row says, without what differs between any two rows (ids, times, the stack). */
function shape(job: JobDoc) {
  return {
    totalTried: job.totalTried,
    hasError: Boolean(job.hasError),
    processing: Boolean(job.processing),
    completedAt: job.completedAt ?? null,
    error: job.error ? { message: job.error.message, cancelled: Boolean(job.error.cancelled) } : null,
    log: (job.log ?? []).map((entry) => ({ state: entry.state, taskSlug: entry.taskSlug, taskID: entry.taskID, input: entry.input, error: entry.error?.message })),
    taskStatus: job.taskStatus,
    waits: Boolean(job.waitUntil),
  }
}

describe('the shop runs a claimed job as Payload would', () => {
  it('a refused mail: one try recorded, the retry due after the backoff (the same row as Payload writes)', async () => {
    const p = await payload()
    const [theirs, ours] = await twoJobs(p, unique('refused'))
    const before = Date.now()
    await byPayload(p, theirs)
    expect(await byShop(p, ours)).toBe(1)

    const [a, b] = [(await readJob(p, theirs))!, (await readJob(p, ours))!]
    expect(shape(b)).toEqual(shape(a))
    expect(shape(b)).toMatchObject({ totalTried: 1, hasError: false, processing: false, error: null, waits: true })
    expect(b.log![0]!.error?.message).toMatch(/550/)
    // The first retry after MAIL_RETRIES' first delay (exponential from one minute), as Payload's.
    const delay = MAIL_RETRIES.backoff.delay
    expect(Date.parse(b.waitUntil!)).toBeGreaterThanOrEqual(before + delay)
    expect(Math.abs(Date.parse(b.waitUntil!) - Date.parse(a.waitUntil!))).toBeLessThan(5_000)
    // Not claimed again before it is due.
    expect(await claimJobs(p, QUEUE, 10, [ours])).toEqual([])
  })

  it('refused on every try: each try recorded as Payload records it, then the final error after the last retry', async () => {
    const p = await payload()
    const [theirs, ours] = await twoJobs(p, unique('last'))
    for (let run = 0; run <= MAIL_RETRIES.attempts; run++) {
      await byPayload(p, theirs)
      await byShop(p, ours)
      const [a, b] = [(await readJob(p, theirs))!, (await readJob(p, ours))!]
      expect(shape(b), `try ${run + 1}`).toEqual(shape(a))
      expect(b.totalTried).toBe(run + 1)
      // The next try now, not after its backoff.
      for (const id of [theirs, ours]) await p.db.updateOne({ collection: 'payload-jobs', id, data: { waitUntil: null } })
    }
    const b = (await readJob(p, ours))!
    expect(b).toMatchObject({ totalTried: MAIL_RETRIES.attempts + 1, hasError: true, processing: false })
    expect(b.log).toHaveLength(MAIL_RETRIES.attempts + 1)
    expect(b.error?.message).toMatch(/550/)
    // Given up: never claimed again.
    expect(await claimJobs(p, QUEUE, 10, [ours])).toEqual([])
  })

  it('a delivered mail leaves no job row, and is delivered once', async () => {
    const p = await payload()
    smtp.refuse = false
    const to = unique('delivered')
    const [theirs, ours] = await twoJobs(p, to)
    await byPayload(p, theirs)
    await byShop(p, ours)
    expect(await readJob(p, theirs)).toBeNull()
    expect(await readJob(p, ours)).toBeNull()
    expect(smtp.received.filter((address) => address === to)).toHaveLength(2)
  })

  it('a task that once succeeded (its runner stopped before finishing the job) is not run again: no second mail', async () => {
    const p = await payload()
    smtp.refuse = false
    const to = unique('sent-before')
    const [theirs, ours] = await twoJobs(p, to)
    for (const id of [theirs, ours]) {
      const now = new Date().toISOString()
      const entry = { id: `${id}`.padStart(24, '0'), executedAt: now, completedAt: now, state: 'succeeded', taskID: '1', taskSlug: 'sendMail', input: {}, output: { status: 'sent' } }
      await p.db.updateJobs({ id, data: { log: { $push: entry } }, req: {}, returning: false })
    }
    await byPayload(p, theirs)
    await byShop(p, ours)
    expect(await readJob(p, theirs)).toBeNull()
    expect(await readJob(p, ours)).toBeNull()
    expect(smtp.received).not.toContain(to)
  })

  it('a job an admin cancelled after the claim is not run', async () => {
    const p = await payload()
    smtp.refuse = false
    const to = unique('cancelled')
    const [, ours] = await twoJobs(p, to)
    const claimed = await claimJobs(p, QUEUE, 1, [ours])
    await p.jobs.cancelByID({ id: ours, overrideAccess: true })
    expect(await runClaimedJobs(p, claimed, 1)).toBe(0)
    expect(smtp.received).not.toContain(to)
    expect(await readJob(p, ours)).toMatchObject({ hasError: true, error: { cancelled: true } })
  })
})
