
import { defineEndpoint } from '@/api/endpoint'
import { emptyRequestSchema } from '@/lib/schemas/content'
import { emailVerified } from '@/domain/verificationCode'
import { phoneVerified } from '@/server/members/account'

import { userInfo } from './login'

/** POST /api/user/info: the logged-in member's own profile (code 202 without a valid login). */
export const userInfoEndpoint = defineEndpoint({
  schema: emptyRequestSchema,
  access: 'member',
  async handler({ member }) {
    return {
      ...userInfo(member),
      phone: member.phone ?? null,
      phoneVerified: phoneVerified(member),
      // Whether the member's own orders to this e-mail skip the code (the server decides again on each order).
      emailVerified: emailVerified(member),
      birthday: member.birthday ?? null,
      gender: member.gender ?? null,
    }
  },
})
