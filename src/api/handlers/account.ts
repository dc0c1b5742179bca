import { defineEndpoint } from '@/api/endpoint'
import { changeDataSchema, changePassSchema, findPasswordSchema, verifyPhoneSchema } from '@/lib/schemas/account'
import { clientIp } from '@/server/http/clientIp'
import { changeMemberData, changeMemberPassword, resetPasswordByCode, verifyMemberPhone } from '@/server/members/account'

import { apiTranslator } from '../translate'

/** POST /api/user/changePass: old password, new password twice; the member's other sessions end. */
export const changePass = defineEndpoint({
  schema: changePassSchema,
  access: 'member',
  async handler({ input, payload, member, locale }) {
    await changeMemberPassword(payload, member, input)
    return { changed: true, message: apiTranslator(locale).api('passwordChanged') }
  },
})

/** POST /api/findPassword: a new password with the code sent by /api/sendEmail or /api/sendSms (purpose passwordReset). */
export const findPassword = defineEndpoint({
  schema: findPasswordSchema,
  async handler({ input, payload, locale, request }) {
    const address = input.email ? { channel: 'email' as const, address: input.email } : { channel: 'sms' as const, address: input.phone! }
    await resetPasswordByCode(payload, { ...address, code: input.code, newPassword: input.newPassword, ip: clientIp(request) })
    return { reset: true, message: apiTranslator(locale).api('passwordResetDone') }
  },
})

/** POST /api/user/changeData: the member's profile; a new e-mail first gets a code (reply status emailCodeSent). */
export const changeData = defineEndpoint({
  schema: changeDataSchema,
  access: 'member',
  async handler({ input, payload, member, locale, request }) {
    const result = await changeMemberData(payload, member, input, { locale, ip: clientIp(request) })
    const t = apiTranslator(locale)
    return { ...result, message: result.status === 'saved' ? t.api('profileSaved') : t.api('emailCodeSent') }
  },
})

/** POST /api/user/verifyPhone: the member confirms their phone with a code sent to it by SMS (then a password reset may go there). */
export const verifyPhone = defineEndpoint({
  schema: verifyPhoneSchema,
  access: 'member',
  async handler({ input, payload, member, locale, request }) {
    const result = await verifyMemberPhone(payload, member, input, { locale, ip: clientIp(request) })
    const t = apiTranslator(locale)
    return { ...result, message: result.status === 'verified' ? t.api('phoneVerified') : t.api('codeSent') }
  },
})
