/**
 * Issue 40 item 1: the customer-service hours live once, in site settings. The acknowledgement of a customer's
 * message states them as the footer, home and About do (src/i18n/serviceHours.ts); change the setting and the next
 * mail follows. Vietnamese readers get Vietnam time beside Taiwan time.
 */
import './content-next-runtime'

import { afterAll, describe, expect, it } from 'vitest'

import { POST as CONTACT } from '@/app/(frontend)/api/contact/route'
import { hoursLine } from '@/i18n/serviceHours'

import { payload, postJson, randomClientIp } from './helpers'
import { startSmtpInbox } from './smtpInbox'

const SEEDED = { days: 'daily', opensAt: '09:00', closesAt: '23:00' } as const
const CHANGED = { days: 'weekdays', opensAt: '10:00', closesAt: '19:00' } as const

const setHours = async (customerServiceHours: typeof SEEDED | typeof CHANGED) =>
  (await payload()).updateGlobal({ slug: 'site-settings', data: { customerServiceHours }, overrideAccess: true, depth: 0 })

describe('customer-service hours from site settings', () => {
  afterAll(() => setHours(SEEDED))

  it('the acknowledgement states the hours site settings hold, and follows a change (vi: with Vietnam time)', async () => {
    const inbox = await startSmtpInbox()
    try {
      const stamp = Date.now()
      await setHours(SEEDED)
      const before = `hours-a-${stamp}@example.com`
      expect((await postJson(CONTACT, '/api/contact', { email: before, content: 'When can I call?' }, { lang: 'en', 'x-shop-client-ip': randomClientIp() })).status).toBe(200)
      const first = await inbox.first(before)
      expect(first.text).toContain(hoursLine('en', 'customerService', SEEDED)!)
      expect(first.text).toContain('every day, 09:00–23:00 Taiwan time (GMT+8)')
      // The reply used to promise Monday to Friday 09:00–18:00 while the footer said daily 09:00–23:00.
      expect(first.text).not.toContain('09:00–18:00')

      await setHours(CHANGED)
      const after = `hours-b-${stamp}@example.com`
      expect((await postJson(CONTACT, '/api/contact', { email: after, content: 'Gọi lúc nào được?' }, { lang: 'vi', 'x-shop-client-ip': randomClientIp() })).status).toBe(200)
      const second = await inbox.first(after)
      expect(second.text).toContain(hoursLine('vi', 'customerService', CHANGED)!)
      expect(second.text).toContain('thứ Hai đến thứ Sáu, 10:00–19:00 giờ Đài Loan (GMT+8) (tức 09:00–18:00 giờ Việt Nam, GMT+7)')
    } finally {
      await inbox.stop()
    }
  })
})
