
import { defineEndpoint } from '@/api/endpoint'
import { emptyRequestSchema } from '@/lib/schemas/content'
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
      birthday: member.birthday ?? null,
      gender: member.gender ?? null,
    }
  },
})
