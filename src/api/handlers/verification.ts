import { defineEndpoint } from '@/api/endpoint'
import { fieldRules, ShopError } from '@/domain/errors'
import { checkCodeSchema, sendEmailSchema, sendSmsSchema } from '@/lib/schemas/order'
import { clientIp } from '@/server/http/clientIp'
import { smsAvailable } from '@/server/sms/provider'
import { sendCode, verifyCode } from '@/server/verification/codes'

import { apiTranslator } from '../translate'

/** POST /api/sendEmail: a 6-digit code to an e-mail address (order contact or password reset). */
export const sendEmail = defineEndpoint({
  schema: sendEmailSchema,
  async handler({ input, payload, locale, request }) {
    await sendCode(payload, { purpose: input.purpose, channel: 'email', address: input.email, locale, ip: clientIp(request) })
    return { sent: true, message: apiTranslator(locale).api('codeSent') }
  },
})

/** POST /api/sendSms: the same by SMS to a phone number with its country code. */
export const sendSms = defineEndpoint({
  schema: sendSmsSchema,
  async handler({ input, payload, locale, request }) {
    if (!smsAvailable()) throw new ShopError('unavailable', 'smsUnavailable')
    await sendCode(payload, { purpose: input.purpose, channel: 'sms', address: input.phone, locale, ip: clientIp(request) })
    return { sent: true, message: apiTranslator(locale).api('codeSent') }
  },
})

/** POST /api/checkCode: checks a code without using it up (a wrong one counts toward the 5 tries). */
export const checkCode = defineEndpoint({
  schema: checkCodeSchema,
  async handler({ input, payload, locale, request }) {
    const address = input.email ? { channel: 'email' as const, address: input.email } : { channel: 'sms' as const, address: input.phone! }
    const ok = await verifyCode(payload, { purpose: input.purpose, ...address, code: input.code, ip: clientIp(request) })
    if (!ok) throw fieldRules({ code: 'codeInvalid' })
    return { valid: true, message: apiTranslator(locale).api('codeValid') }
  },
})
