/**
 * The one way other code sends an SMS: `enqueueSms(payload, sms, req?)` queues a `sendSms` job
 * (same rules as enqueueMail: transaction-bound when `req` has one, started at once, retried by
 * the messaging cron, the code sealed in the job row).
 */
import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { logger } from '@/server/logger'
import { queueMessagingJob } from '@/server/mail/queue'
import { sealFields } from '@/server/mail/secrets'
import { SECRET_FIELDS, type Sms } from '@/server/mail/types'

export async function enqueueSms(payload: Payload, sms: Sms, req?: PayloadRequest): Promise<void> {
  const input = { kind: sms.kind, to: sms.to, locale: sms.locale, data: sealFields(sms.data, SECRET_FIELDS[sms.kind]) }
  try {
    await queueMessagingJob(payload, 'sendSms', input, req)
  } catch (err) {
    logger.error({ err, kind: sms.kind }, 'could not queue an SMS')
    if (req?.transactionID) throw err
  }
}
