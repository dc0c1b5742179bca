import { AuthenticationError, LockedAuth, UnverifiedEmail, ValidationError } from 'payload'

import { defineEndpoint } from '@/api/endpoint'
import { emptyRequestSchema } from '@/lib/schemas/content'
import { ApiError } from '@/api/errors'
import { ACCESS_TOKEN_COOKIE, USER_INFO_COOKIE, secureCookies } from '@/lib/cookies'
import { loginSchema } from '@/lib/schemas/login'
import { logger } from '@/server/logger'
import { upgradeGeneratedPassword } from '@/server/members/generatedPassword'
import type { Member } from '@/payload-types'

function cookie(name: string, value: string, maxAge: number, httpOnly: boolean): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${maxAge}`,
    'SameSite=Lax',
    httpOnly && 'HttpOnly',
    secureCookies() && 'Secure',
  ]
    .filter(Boolean)
    .join('; ')
}

/** What the storefront may know about the logged-in member (cookie user_info, spec §3). */
export function userInfo(member: Member) {
  return {
    id: member.id,
    email: member.email,
    type: member.accountType,
    surname: member.surname ?? null,
    givenName: member.givenName ?? null,
  }
}

export const login = defineEndpoint({
  schema: loginSchema,
  async handler({ input, payload, headers }) {
    try {
      await upgradeGeneratedPassword(payload, input.email, input.password)
      const result = await payload.login({ collection: 'members', data: input })
      const member = result.user as unknown as Member
      if (!result.token || !result.exp) throw new ApiError(401, 'loginFailed')
      const maxAge = Math.max(0, result.exp - Math.floor(Date.now() / 1000))
      const info = userInfo(member)
      headers.append('set-cookie', cookie(ACCESS_TOKEN_COOKIE, result.token, maxAge, true))
      headers.append('set-cookie', cookie(USER_INFO_COOKIE, JSON.stringify({ type: info.type }), maxAge, false))
      return { token_type: 'Bearer', access_token: result.token, expires_at: result.exp, userInfo: info }
    } catch (error) {
      if (error instanceof ApiError) throw error
      // instanceof, not error.name: class names are minified in the production build.
      if (error instanceof LockedAuth) throw new ApiError(429, 'accountLocked')
      if (error instanceof AuthenticationError || error instanceof UnverifiedEmail || error instanceof ValidationError) {
        throw new ApiError(401, 'loginFailed')
      }
      logger.error({ err: error }, 'member login failed unexpectedly')
      throw error
    }
  },
})

/** POST /api/logout: the token cookie is HttpOnly, so only the server can remove it. */
export const logout = defineEndpoint({
  schema: emptyRequestSchema,
  async handler({ headers }) {
    headers.append('set-cookie', cookie(ACCESS_TOKEN_COOKIE, '', 0, true))
    headers.append('set-cookie', cookie(USER_INFO_COOKIE, '', 0, false))
    return null
  },
})
