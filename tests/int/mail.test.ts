/**
 * Mail and SMS delivery end to end: the real sendMail / sendSms jobs on the run's PostgreSQL, a real
 * SMTP server (smtp-server on 127.0.0.1, random port) and a local HTTP server speaking the SMS
 * gateway protocol of src/server/sms/provider.ts. SMTP_URL / SMS_* are read at send time, so each
 * test points the real adapter where it wants.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { GET, POST } from '@/app/(frontend)/api/emailTemplate/route'
import { MAIL_SAMPLES, sampleData } from '@/server/mail/samples'
import { enqueueMail, MESSAGE_QUEUES } from '@/server/mail/queue'
import { runMessagingBatch } from '@/server/worker'
import { renderMail } from '@/server/mail/templates'
import { enqueueSms } from '@/server/sms/queue'

import { MEMBER, MEMBER_PASSWORD, STAFF, STAFF_PASSWORD, call, localLogin, payload, postJson, waitFor } from './helpers'
import { newSmsGateway, startSmsGateway, stopSmsGateway } from './smsGateway'

// ---------------------------------------------------------------------------------------------------
// A real SMTP server whose answers the tests choose.

type SmtpMode = 'accept' | 'tempfail' | 'reject'
type Received = { mailFrom: string; rcptTo: string[]; user: unknown; raw: string }

const smtp = {
  mode: 'accept' as SmtpMode,
  received: [] as Received[],
  rcptAttempts: [] as string[],
  server: undefined as SMTPServer | undefined,
  port: 0,
}

function startSmtp(): Promise<void> {
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'shop' && auth.password === 's3cret') callback(null, { user: auth.username })
      else callback(Object.assign(new Error('Invalid credentials'), { responseCode: 535 }))
    },
    onRcptTo(address, _session, callback) {
      smtp.rcptAttempts.push(address.address)
      if (smtp.mode === 'tempfail') return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }))
      if (smtp.mode === 'reject') return callback(Object.assign(new Error('No such user here'), { responseCode: 550 }))
      callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        smtp.received.push({
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
          user: session.user,
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  smtp.server = server
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      smtp.port = (server.server.address() as AddressInfo).port
      resolve()
    })
  })
}

/** What the assertions read of a received mail, decoded by mailparser (headers, multipart, transfer encodings). */
async function readMail(raw: string) {
  const mail = await simpleParser(raw)
  return {
    subject: mail.subject ?? '',
    from: mail.from?.text ?? '',
    to: [mail.to ?? []].flat().map((address) => address.text).join(', '),
    language: mail.headers.get('content-language'),
    messageId: mail.messageId,
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
  }
}

// ---------------------------------------------------------------------------------------------------
// A local SMS gateway speaking the documented protocol.

const gateway = newSmsGateway()

// ---------------------------------------------------------------------------------------------------
// Reading jobs and the outbox (typed loosely: the generated types learn these slugs with generate:types).

type JobRow = {
  id: number | string
  input: { to?: string; data?: Record<string, unknown> }
  queue: string
  totalTried: number
  hasError?: boolean | null
  processing?: boolean | null
  completedAt?: string | null
  waitUntil?: string | null
}
type OutboxDoc = {
  channel: string
  to: string
  kind: string
  locale?: string | null
  subject?: string | null
  text?: string | null
  html?: string | null
  status: string
  transport: string
  error?: string | null
  providerMessageId?: string | null
  masked?: boolean | null
  attempt?: number | null
}
type LooseDb = {
  find: (args: { collection: string; where?: object; limit?: number; pagination?: boolean; req?: object }) => Promise<{ docs: unknown[] }>
  updateOne: (args: { collection: string; id: number | string; data: object }) => Promise<unknown>
}
type LooseFind = (args: { collection: string; where?: object; limit?: number; sort?: string; overrideAccess?: boolean; user?: object }) => Promise<{ docs: unknown[]; totalDocs: number }>

const db = (p: Payload) => p.db as unknown as LooseDb

async function jobsTo(to: string, req?: object): Promise<JobRow[]> {
  const p = await payload()
  const { docs } = await db(p).find({ collection: 'payload-jobs', where: { queue: { in: [...MESSAGE_QUEUES] } }, limit: 500, pagination: false, ...(req ? { req } : {}) })
  return (docs as JobRow[]).filter((job) => job.input?.to === to)
}

async function outboxFor(to: string): Promise<OutboxDoc[]> {
  const p = await payload()
  const find = p.find.bind(p) as unknown as LooseFind
  return (await find({ collection: 'outbox', where: { to: { equals: to } }, sort: '-createdAt', limit: 50 })).docs as OutboxDoc[]
}

/** Waits for the job's current attempt to finish, then retries it (skipping the backoff wait) until it errors for good. */
async function runUntilGivenUp(to: string, maxRuns = 10): Promise<JobRow> {
  const p = await payload()
  for (let run = 0; run < maxRuns; run++) {
    const job = await waitFor(async () => (await jobsTo(to)).find((j) => j.totalTried > run && !j.processing), `attempt ${run + 1} of ${to}`)
    if (job.hasError) return job
    expect(job.waitUntil, 'a retry waits for its backoff').toBeTruthy()
    await db(p).updateOne({ collection: 'payload-jobs', id: job.id, data: { waitUntil: null } })
    await p.jobs.run({ queue: job.queue, where: { id: { equals: job.id } }, silent: true })
  }
  throw new Error('the job never gave up')
}

async function retryNow(job: JobRow) {
  const p = await payload()
  await db(p).updateOne({ collection: 'payload-jobs', id: job.id, data: { waitUntil: null } })
  await p.jobs.run({ queue: job.queue, where: { id: { equals: job.id } }, silent: true })
}

const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`
const ENV_KEYS = ['SMTP_URL', 'MAIL_FROM_ADDRESS', 'MAIL_FROM_NAME', 'SMS_PROVIDER', 'SMS_HTTP_URL', 'SMS_HTTP_TOKEN', 'SMS_SENDER'] as const
const savedEnv = Object.fromEntries(ENV_KEYS.map((key) => [key, process.env[key]]))
const smtpUrl = () => `smtp://shop:s3cret@127.0.0.1:${smtp.port}`

beforeAll(async () => {
  await payload()
  await Promise.all([startSmtp(), startSmsGateway(gateway)])
})

afterEach(() => {
  smtp.mode = 'accept'
  gateway.status = 202
  for (const key of ENV_KEYS) {
    if (savedEnv[key] === undefined) delete process.env[key]
    else process.env[key] = savedEnv[key]
  }
})

afterAll(async () => {
  await new Promise<void>((resolve) => (smtp.server ? smtp.server.close(() => resolve()) : resolve()))
  await stopSmsGateway(gateway)
})

// ---------------------------------------------------------------------------------------------------

describe('mail over SMTP', () => {
  it('enqueueMail → job → the SMTP server receives the ja mail with the right subject and recipient', async () => {
    process.env.SMTP_URL = smtpUrl()
    process.env.MAIL_FROM_ADDRESS = 'orders@taiwan-sim.test'
    const to = unique('ja-buyer')
    const data = MAIL_SAMPLES.orderReceived.pickup!
    const p = await payload()

    await enqueueMail(p, { kind: 'orderReceived', to, locale: 'ja', data })

    const message = await waitFor(async () => smtp.received.find((m) => m.rcptTo.includes(to)), 'the SMTP delivery')
    const mail = await readMail(message.raw)
    const expected = renderMail('orderReceived', 'ja', data)
    expect(mail.subject).toBe(expected.subject)
    expect(mail.subject).toContain('ご注文を承りました')
    expect(mail.to).toContain(to)
    expect(message.mailFrom).toBe('orders@taiwan-sim.test')
    expect(mail.from).toContain('台湾トラベル SIM') // the site name in the mail's language
    expect(message.user).toBe('shop') // the credentials of SMTP_URL were used
    expect(mail.language).toBe('ja')
    expect(mail.text).toContain(data.orderNumber)
    expect(mail.text).toContain('お支払い状況：お支払い待ち')
    expect(mail.html).toContain('<html lang="ja">')

    // The job is done (and deleted); the outbox keeps a copy with the provider's message id.
    await waitFor(async () => (await jobsTo(to)).length === 0, 'the job to complete')
    const [record] = await waitFor(async () => {
      const docs = await outboxFor(to)
      return docs.length ? docs : undefined
    }, 'the outbox copy')
    expect(record).toMatchObject({ channel: 'mail', kind: 'orderReceived', locale: 'ja', status: 'sent', transport: 'smtp', attempt: 1 })
    expect(record!.subject).toBe(expected.subject)
    expect(record!.providerMessageId).toBe(mail.messageId)
  })

  it('inside a transaction: the job row (password sealed) commits with it, then the mail goes out', async () => {
    process.env.SMTP_URL = smtpUrl()
    const to = unique('tx-member')
    const p = await payload()
    const req = await createLocalReq({}, p)
    await initTransaction(req)
    await enqueueMail(p, { kind: 'newMember', to, locale: 'en', data: { email: to, password: 'Pw4567xy' } }, req)

    const [row] = await jobsTo(to, req)
    expect(row, 'visible inside the transaction').toBeDefined()
    expect(JSON.stringify(row!.input)).not.toContain('Pw4567xy')
    expect(String(row!.input.data?.password)).toMatch(/^sealed:v1:/)
    expect(await jobsTo(to), 'invisible outside before the commit').toHaveLength(0)

    await commitTransaction(req)
    const message = await waitFor(async () => smtp.received.find((m) => m.rcptTo.includes(to)), 'the delivery after commit')
    const mail = await readMail(message.raw)
    expect(mail.text).toContain('Pw4567xy') // the member gets the password …
    expect(mail.text).toContain('http://localhost:3000/en/login')
    const [record] = await waitFor(async () => {
      const docs = await outboxFor(to)
      return docs.length ? docs : undefined
    }, 'the outbox copy')
    expect(record!.masked).toBe(true) // … staff reading the outbox do not
    expect(`${record!.text}${record!.html}`).not.toContain('Pw4567xy')
    expect(record!.text).toContain('••••••')
  })

  it('a rolled-back transaction sends nothing', async () => {
    process.env.SMTP_URL = smtpUrl()
    const to = unique('rollback')
    const p = await payload()
    const req = await createLocalReq({}, p)
    await initTransaction(req)
    await enqueueMail(p, { kind: 'orderReceived', to, locale: 'en', data: MAIL_SAMPLES.orderReceived.visit! }, req)
    await killTransaction(req)
    expect(await jobsTo(to)).toHaveLength(0)
    // A mail queued after the rollback goes out: the drain has run past the rolled-back one, which sent nothing.
    const after = unique('after-rollback')
    await enqueueMail(p, { kind: 'orderReceived', to: after, locale: 'en', data: MAIL_SAMPLES.orderReceived.visit! })
    await waitFor(async () => smtp.received.find((m) => m.rcptTo.includes(after)), 'the mail queued after the rollback')
    expect(smtp.rcptAttempts).not.toContain(to)
    expect(await outboxFor(to)).toHaveLength(0)
  })

  it('orders that rolled back do not hold up the next mail: it goes out at once, not with the one-minute cron', async () => {
    process.env.SMTP_URL = smtpUrl()
    const p = await payload()
    // A burst of failed orders: each queued its mail in its transaction, then rolled back.
    for (let i = 0; i < 12; i++) {
      const req = await createLocalReq({}, p)
      await initTransaction(req)
      await enqueueMail(p, { kind: 'orderReceived', to: unique('rolled-back'), locale: 'en', data: MAIL_SAMPLES.orderReceived.visit! }, req)
      await killTransaction(req)
    }
    const to = unique('after-rollbacks')
    const queued = Date.now()
    await enqueueMail(p, { kind: 'orderReceived', to, locale: 'vi', data: MAIL_SAMPLES.orderReceived.visit! })
    await waitFor(async () => smtp.received.find((m) => m.rcptTo.includes(to)), 'the delivery', 5_000)
    expect(Date.now() - queued).toBeLessThan(5_000)
  })

  it('SMTP 4xx: the caller is unaffected, the job retries and delivers once the server recovers', async () => {
    process.env.SMTP_URL = smtpUrl()
    smtp.mode = 'tempfail'
    const to = unique('tempfail')
    const p = await payload()
    await expect(enqueueMail(p, { kind: 'verificationCode', to, locale: 'ko', data: { code: '246810' } })).resolves.toBeUndefined()

    const failed = await waitFor(async () => (await jobsTo(to)).find((j) => j.totalTried === 1 && !j.processing), 'the first attempt')
    expect(failed.hasError).toBeFalsy()
    expect(failed.waitUntil).toBeTruthy()
    expect(smtp.rcptAttempts.filter((a) => a === to)).toHaveLength(1)

    smtp.mode = 'accept'
    await retryNow(failed)
    const message = await waitFor(async () => smtp.received.find((m) => m.rcptTo.includes(to)), 'the delivery on retry')
    expect((await readMail(message.raw)).subject).toContain('246810')
    await waitFor(async () => (await jobsTo(to)).length === 0, 'the job to complete')
    const records = await outboxFor(to)
    expect(records.map((r) => [r.status, r.attempt])).toEqual([['sent', 2]])
  })

  it('SMTP 5xx on every attempt: 1 try + 5 retries, then the failure is recorded; nothing throws into the caller', async () => {
    process.env.SMTP_URL = smtpUrl()
    smtp.mode = 'reject'
    const to = unique('reject')
    const p = await payload()
    await expect(enqueueMail(p, { kind: 'orderReceived', to, locale: 'vi', data: MAIL_SAMPLES.orderReceived.rail! })).resolves.toBeUndefined()

    const job = await runUntilGivenUp(to)
    expect(job.totalTried).toBe(6)
    expect(job.hasError).toBe(true)
    expect(smtp.rcptAttempts.filter((a) => a === to)).toHaveLength(6)
    const records = await outboxFor(to)
    expect(records).toHaveLength(1)
    expect(records[0]).toMatchObject({ status: 'failed', transport: 'smtp', kind: 'orderReceived', locale: 'vi', attempt: 6 })
    expect(records[0]!.error).toMatch(/550/)
    expect(records[0]!.subject).toContain('TW20261203-0044')
  })

  it('SMTP server down: retried, then the connection failure is recorded', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', () => resolve()))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`
    const to = unique('down')
    const p = await payload()
    await enqueueMail(p, { kind: 'newMember', to, locale: 'zh-TW', data: { email: to, existingAccount: true, orderNumber: 'TW1' } })

    const job = await runUntilGivenUp(to)
    expect(job.totalTried).toBe(6)
    const [record] = await outboxFor(to)
    expect(record).toMatchObject({ status: 'failed', transport: 'smtp', attempt: 6, masked: true })
    expect(record!.error).toMatch(/ECONNREFUSED/)
  })
})

describe('mail without SMTP_URL (development)', () => {
  it('is not delivered: the outbox keeps a copy with the code masked, never the code', async () => {
    delete process.env.SMTP_URL
    const to = unique('dev-outbox')
    const p = await payload()
    await enqueueMail(p, { kind: 'verificationCode', to, locale: 'zh-CN', data: { code: '135790', purpose: 'passwordReset' } })
    const [record] = await waitFor(async () => {
      const docs = await outboxFor(to)
      return docs.length ? docs : undefined
    }, 'the outbox record')
    const expected = renderMail('verificationCode', 'zh-CN', { code: '135790', purpose: 'passwordReset' }, { maskSecrets: true })
    expect(record).toMatchObject({ channel: 'mail', kind: 'verificationCode', locale: 'zh-CN', status: 'sent', transport: 'outbox', masked: true })
    expect(record!.subject).toBe(expected.subject)
    expect(record!.text).toBe(expected.text)
    expect(record!.html).toBe(expected.html)
    for (const part of [record!.subject, record!.text, record!.html]) expect(part).not.toContain('135790')
    expect(smtp.rcptAttempts).not.toContain(to)
    await waitFor(async () => (await jobsTo(to)).length === 0, 'the job to complete')
  })

  it("Payload's own staff password-reset mail is stored with the reset token masked", async () => {
    delete process.env.SMTP_URL
    const p = await payload()
    const email = STAFF.editor
    const before = (await outboxFor(email)).length
    await p.forgotPassword({ collection: 'staff', data: { email }, disableEmail: false })
    const records = await waitFor(async () => {
      const docs = await outboxFor(email)
      return docs.length > before ? docs : undefined
    }, 'the reset mail record')
    const { docs } = await p.find({ collection: 'staff', where: { email: { equals: email } }, showHiddenFields: true, limit: 1 })
    const token = (docs[0] as { resetPasswordToken?: string }).resetPasswordToken
    expect(token, 'Payload stored a reset token').toBeTruthy()
    const record = records[0]!
    expect(record.kind).toBe('system')
    expect(record.masked).toBe(true)
    for (const part of [record.subject ?? '', record.text ?? '', record.html ?? '']) expect(part).not.toContain(token!)
    expect(`${record.text ?? ''}${record.html ?? ''}`).toContain('••••••')
  })
})

describe('the messaging worker (npm start runs it in its own process)', () => {
  it('sends queued mail in batches and says how many it ran (0 when nothing is due)', async () => {
    delete process.env.SMTP_URL
    const previous = process.env.MESSAGING_RUNNER
    process.env.MESSAGING_RUNNER = 'worker' // queue only, as the web process of npm start does
    try {
      const p = await payload()
      const to = [unique('worker-a'), unique('worker-b'), unique('worker-c')]
      for (const address of to) await enqueueMail(p, { kind: 'orderReceived', to: address, locale: 'en', data: { orderNumber: 'TW1', itemName: 'SIM', quantity: 1, subtotalTwd: 1, discountTwd: 0, totalTwd: 1 } })
      for (const address of to) expect(await jobsTo(address)).toHaveLength(1)
      expect(await runMessagingBatch(p)).toBeGreaterThanOrEqual(3)
      for (const address of to) await waitFor(async () => (await outboxFor(address)).length === 1, `the mail to ${address}`)
      let idle = -1
      for (let i = 0; i < 20 && idle !== 0; i++) idle = await runMessagingBatch(p)
      expect(idle).toBe(0)
    } finally {
      process.env.MESSAGING_RUNNER = previous
    }
  })
})

describe('SMS', () => {
  it('SMS_PROVIDER=outbox (default): nothing is sent; the outbox keeps the text with the code masked', async () => {
    delete process.env.SMS_PROVIDER
    const to = `+8869${Math.floor(10_000_000 + Math.random() * 89_999_999)}`
    const p = await payload()
    await enqueueSms(p, { kind: 'verificationCode', to, locale: 'ja', data: { code: '864200' } })
    const [record] = await waitFor(async () => {
      const docs = await outboxFor(to)
      return docs.length ? docs : undefined
    }, 'the SMS in the outbox')
    expect(record).toMatchObject({ channel: 'sms', kind: 'verificationCode', locale: 'ja', status: 'sent', transport: 'outbox', masked: true })
    expect(record!.text).not.toContain('864200')
    expect(record!.text).toContain('••••••')
    expect(record!.text).toContain('台湾トラベル SIM')
  })

  it('SMS_PROVIDER=http: POSTs { to, text, sender } with the bearer token; a 5xx is retried', async () => {
    process.env.SMS_PROVIDER = 'http'
    process.env.SMS_HTTP_URL = gateway.url
    process.env.SMS_HTTP_TOKEN = 'gateway-token'
    process.env.SMS_SENDER = 'TWSIMTEST'
    gateway.status = 503
    const to = `+8869${Math.floor(10_000_000 + Math.random() * 89_999_999)}`
    const p = await payload()
    await enqueueSms(p, { kind: 'verificationCode', to, locale: 'en', data: { code: '975310' } })

    const failed = await waitFor(async () => (await jobsTo(to)).find((j) => j.totalTried === 1 && !j.processing), 'the failed first attempt')
    expect(failed.hasError).toBeFalsy()
    gateway.status = 202
    await retryNow(failed)
    await waitFor(async () => (await jobsTo(to)).length === 0, 'the job to complete')

    const calls = gateway.calls.filter((c) => c.body.to === to)
    expect(calls).toHaveLength(2)
    expect(calls[1]!.authorization).toBe('Bearer gateway-token')
    expect(calls[1]!.contentType).toBe('application/json')
    expect(calls[1]!.body.sender).toBe('TWSIMTEST')
    expect(calls[1]!.body.text).toContain('975310')
    expect(calls[1]!.body.text).toContain('10 minutes')
    const [record] = await outboxFor(to)
    expect(record).toMatchObject({ channel: 'sms', status: 'sent', transport: 'http', attempt: 2, masked: true })
    expect(record!.providerMessageId).toMatch(/^sms-\d+$/)
    expect(record!.text).not.toContain('975310')
  })
})

describe('/api/emailTemplate', () => {
  const body = { kind: 'orderReceived', lang: 'ja', sample: true }

  it('403 for an anonymous visitor (whatever the body)', async () => {
    const res = await postJson(POST, '/api/emailTemplate', body)
    expect(res.status).toBe(403)
    expect(res.body.code).toBe(403)
    expect((await postJson(POST, '/api/emailTemplate', { nonsense: 1 })).status).toBe(403)
  })

  it('403 for a member token (JWT or Bearer)', async () => {
    const { token } = await localLogin('members', MEMBER, MEMBER_PASSWORD)
    for (const authorization of [`JWT ${token}`, `Bearer ${token}`]) {
      const res = await postJson(POST, '/api/emailTemplate', body, { authorization })
      expect(res.status).toBe(403)
      expect(res.body.code).toBe(403)
    }
  })

  it('200 with subject, html and text for staff (JWT header or the admin cookie)', async () => {
    const { token } = await localLogin('staff', STAFF.support, STAFF_PASSWORD)
    // The preview's sample in the preview's language (src/server/mail/samples.ts).
    const expected = renderMail('orderReceived', 'ja', sampleData('orderReceived', 'pickup', 'ja')!)
    // The admin cookie counts only from the shop's own pages (Payload's CSRF rule: Origin or Sec-Fetch-Site).
    const cookie = `payload-token=${token}`
    for (const headers of [{ authorization: `JWT ${token}` }, { cookie, 'sec-fetch-site': 'same-origin' }, { cookie, origin: 'http://localhost:3000' }]) {
      const res = await postJson<{ subject: string; html: string; text: string; variants: string[] }>(POST, '/api/emailTemplate', body, headers)
      expect(res.status).toBe(200)
      expect(res.body.code).toBe(200)
      expect(res.body.data.subject).toBe(expected.subject)
      expect(res.body.data.html).toBe(expected.html)
      expect(res.body.data.text).toBe(expected.text)
      expect(res.body.data.variants).toEqual(['pickup', 'visit', 'rail'])
    }
    const crossSite = await postJson(POST, '/api/emailTemplate', body, { cookie, origin: 'https://evil.example' })
    expect(crossSite.status).toBe(403)
    const sms = await postJson<{ sms?: string; subject: string }>(POST, '/api/emailTemplate', { kind: 'verificationCode', lang: 'kr', variant: 'passwordReset' }, { authorization: `JWT ${token}` })
    expect(sms.body.data.subject).toContain('305177')
    expect(sms.body.data.sms).toContain('305177')
    const invalid = await postJson(POST, '/api/emailTemplate', { kind: 'invoice', lang: 'xx' }, { authorization: `JWT ${token}` })
    expect(invalid.status).toBe(400)
  })

  it('GET renders the page itself for staff only', async () => {
    const { token } = await localLogin('staff', STAFF.editor, STAFF_PASSWORD)
    const url = 'http://localhost/api/emailTemplate?kind=newMember&lang=vi&variant=existingAccount'
    const page = await GET(new Request(url, { headers: { cookie: `payload-token=${token}`, 'sec-fetch-site': 'same-origin' } }))
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toContain('text/html')
    expect(await page.text()).toBe(renderMail('newMember', 'vi', sampleData('newMember', 'existingAccount', 'vi')!).html)
    const anonymous = await call(GET, new Request(url))
    expect(anonymous.status).toBe(403)
  })
})

describe('outbox access', () => {
  it('only admins read it (support, editors, counter staff and members do not); nobody writes through the API', async () => {
    const p = await payload()
    const find = p.find.bind(p) as unknown as LooseFind
    const results: Record<string, number | string> = {}
    for (const role of ['admin', 'support', 'editor', 'counter'] as const) {
      const { user } = await localLogin('staff', STAFF[role], STAFF_PASSWORD)
      results[role] = await find({ collection: 'outbox', overrideAccess: false, user: { ...user, collection: 'staff' } })
        .then((r) => r.totalDocs)
        .catch((error: Error) => error.name)
    }
    const { user: member } = await localLogin('members', MEMBER, MEMBER_PASSWORD)
    results.member = await find({ collection: 'outbox', overrideAccess: false, user: { ...member, collection: 'members' } })
      .then((r) => r.totalDocs)
      .catch((error: Error) => error.name)
    expect(results.admin).toBeGreaterThan(0)
    for (const who of ['support', 'editor', 'counter', 'member']) expect(['Forbidden', 0]).toContain(results[who])

    const { user: admin } = await localLogin('staff', STAFF.admin, STAFF_PASSWORD)
    const create = p.create.bind(p) as unknown as (args: object) => Promise<unknown>
    await expect(
      create({ collection: 'outbox', overrideAccess: false, user: { ...admin, collection: 'staff' }, data: { channel: 'mail', to: 'x@example.com', kind: 'system', status: 'sent', transport: 'outbox' } }),
    ).rejects.toThrow()
  })
})
