import { defineEndpoint } from '@/api/endpoint'
import { ACCESS_TOKEN_COOKIE, USER_INFO_COOKIE, secureCookies } from '@/lib/cookies'
import { emptyRequestSchema } from '@/lib/schemas/content'
import { loginSchema } from '@/lib/schemas/login'
import type { Member } from '@/payload-types'
import { loginMember } from '@/server/auth/memberLogin'
import { endMemberSession } from '@/server/auth/sessions'
import { clientIp } from '@/server/rateLimit'

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

/** The storefront's session cookies for a member's new token (a password or a passkey sign-in). */
export function sessionCookies(headers: Headers, token: string, exp: number, member: Member): void {
  const maxAge = Math.max(0, exp - Math.floor(Date.now() / 1000))
  headers.append('set-cookie', cookie(ACCESS_TOKEN_COOKIE, token, maxAge, true))
  headers.append('set-cookie', cookie(USER_INFO_COOKIE, JSON.stringify({ type: userInfo(member).type }), maxAge, false))
}

export const login = defineEndpoint({
  schema: loginSchema,
  async handler({ input, payload, headers, request }) {
    const { token, exp, member } = await loginMember(payload, { ...input, ip: clientIp(request) })
    sessionCookies(headers, token, exp, member)
    return { token_type: 'Bearer', access_token: token, expires_at: exp, userInfo: userInfo(member) }
  },
})

/**
 * POST /api/logout: ends the session on the server (the token stops working at once, not after its
 * 7 days) and removes the cookies, which are HttpOnly, so only the server can.
 */
export const logout = defineEndpoint({
  schema: emptyRequestSchema,
  async handler({ headers, member, payload }) {
    if (member) await endMemberSession(payload, member)
    headers.append('set-cookie', cookie(ACCESS_TOKEN_COOKIE, '', 0, true))
    headers.append('set-cookie', cookie(USER_INFO_COOKIE, '', 0, false))
    return null
  },
})
