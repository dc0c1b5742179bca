/**
 * Every mail says whose it is first, the same way in every kind (issue 40): the real sendMail jobs on the run's
 * PostgreSQL deliver each kind and sample of mail to a real SMTP server, and every subject that arrives begins
 * 【site name】 in zh-TW and in ja (two kinds used to begin "site name：").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { enqueueMail } from '@/server/mail/queue'
import { MAIL_SAMPLES, sampleData, sampleVariants } from '@/server/mail/samples'
import type { MailKind } from '@/server/mail/types'

import { MESSAGES, payload } from './helpers'
import { startSmtpInbox, type SmtpInbox } from './smtpInbox'

let inbox: SmtpInbox

beforeAll(async () => {
  await payload()
  inbox = await startSmtpInbox()
})

afterAll(async () => {
  await inbox.stop()
})

const KINDS = Object.keys(MAIL_SAMPLES) as MailKind[]

describe('mail subjects over SMTP', () => {
  for (const locale of ['zh-TW', 'ja'] as const) {
    it(`${locale}: every kind of mail arrives with a subject that begins 【site name】`, { timeout: 180_000 }, async () => {
      const p = await payload()
      const run = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`
      const sent: { name: string; to: string }[] = []
      for (const kind of KINDS)
        for (const variant of sampleVariants(kind)) {
          const to = `subject-${locale}-${kind}-${variant}-${run}@example.com`.toLowerCase()
          // One mail of each kind: the union of kinds is one Mail at run time.
          await enqueueMail(p, { kind, to, locale, data: sampleData(kind, variant, locale)! } as Parameters<typeof enqueueMail>[1])
          sent.push({ name: `${kind}.${variant}`, to })
        }
      expect(new Set(sent.map((s) => s.name.split('.')[0])).size).toBe(KINDS.length)

      const prefix = `【${MESSAGES[locale].meta.siteName}】`
      for (const { name, to } of sent) {
        const mail = await inbox.first(to)
        expect(mail.subject.startsWith(prefix), `${name}: ${mail.subject}`).toBe(true)
      }
    })
  }
})
