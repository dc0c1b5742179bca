import type { Payload } from 'payload'

import { ACCESS_TOKEN_COOKIE } from '@/lib/cookies'
import type { Member } from '@/payload-types'
import { requestUser } from '@/server/requestUser'

export type RequestToken = { token: string; source: 'bearer' | 'cookie' }

/** The storefront token: `Authorization: Bearer …`, else the HttpOnly `access_token` cookie. */
export function tokenFromRequest(request: { headers: Pick<Headers, 'get'> }): RequestToken | undefined {
  const header = request.headers.get('authorization')
  const bearer = header?.match(/^Bearer\s+(\S+)$/i)?.[1]
  if (bearer) return { token: bearer, source: 'bearer' }
  const cookie = request.headers.get('cookie') ?? ''
  for (const part of cookie.split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name !== ACCESS_TOKEN_COOKIE) continue
    let token: string
    try {
      token = decodeURIComponent(value.join('='))
    } catch {
      return undefined
    }
    return token ? { token, source: 'cookie' } : undefined
  }
  return undefined
}

/**
 * The logged-in member, or null. Only the storefront token is looked at (never Payload's shared
 * `payload-token` cookie), and a staff token is not a member.
 */
export async function memberFromRequest(request: Request, payload: Payload): Promise<Member | null> {
  const found = tokenFromRequest(request)
  return found ? memberFromToken(found.token, payload) : null
}

export async function memberFromToken(token: string, payload: Payload): Promise<Member | null> {
  const user = await requestUser(payload, new Headers({ authorization: `JWT ${token}` }))
  return user?.collection === 'members' ? (user as unknown as Member) : null
}
