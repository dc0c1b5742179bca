import { describe, expect, it } from 'vitest'

import { MAIL_RETRIES, codeExpired, errorText, maskAddress, sendMailTask, sendSmsTask } from './jobs'

describe('messaging jobs', () => {
  it('sendMail retries 5 times with backoff; sendSms has its own task', () => {
    expect(sendMailTask.slug).toBe('sendMail')
    expect(MAIL_RETRIES.attempts).toBe(5)
    expect(sendMailTask.retries).toBe(MAIL_RETRIES)
    expect(sendSmsTask.slug).toBe('sendSms')
  })

  it('a verification code older than 10 minutes is not sent; other kinds never expire', () => {
    const now = Date.parse('2026-12-03T10:00:00Z')
    expect(codeExpired('verificationCode', { createdAt: '2026-12-03T09:51:00Z' }, now)).toBe(false)
    expect(codeExpired('verificationCode', { createdAt: '2026-12-03T09:49:00Z' }, now)).toBe(true)
    expect(codeExpired('orderReceived', { createdAt: '2026-12-01T09:00:00Z' }, now)).toBe(false)
  })

  it('log lines carry a masked address and the SMTP reply code', () => {
    expect(maskAddress('traveller@example.com')).toBe('t***@example.com')
    expect(errorText(Object.assign(new Error('Mailbox busy'), { responseCode: 451 }))).toBe('Mailbox busy [451]')
    expect(errorText(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe('connect ECONNREFUSED [ECONNREFUSED]')
  })
})
