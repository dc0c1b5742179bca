import 'server-only'

import type { Payload } from 'payload'

import { normaliseEmail } from '@/domain/verification'
import type { Member } from '@/payload-types'
import { memberLockKey, withAccountLock } from '@/server/auth/accountLock'
import { isGeneratedHash, verifyGeneratedPassword } from '@/server/auth/generatedPassword'

import { loginFailed, spendPasswordCheck, throttledLogin } from './throttle'

/**
 * Payload's own errors carry an HTTP `status` (AuthenticationError 401, Forbidden 403, ValidationError
 * 400, …); anything without one is unexpected. Read from the error, never from its class.
 */
function payloadErrorStatus(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' && status >= 400 && status < 600 ? status : null
}

type Credentials = Pick<Member, 'id'> & { hash?: string | null; salt?: string | null }

async function credentials(payload: Payload, email: string): Promise<Credentials | null> {
  const { docs } = await payload.find({
    collection: 'members',
    where: { email: { equals: email } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    showHiddenFields: true,
    select: { email: true, hash: true, salt: true } as never,
  })
  return (docs[0] as Credentials | undefined) ?? null
}

export type MemberSession = { token: string; exp: number; member: Member }

/**
 * A member's login (POST /api/login): throttled, the same work and the same answer whether the e-mail
 * has an account or not, and a generated password (see generatedPassword.ts) is moved to Payload's own
 * hash on its first correct use. Payload's own lockout is off for members: ours replaces it.
 */
export async function loginMember(payload: Payload, input: { email: string; password: string; ip: string }): Promise<MemberSession> {
  const email = normaliseEmail(input.email)
  return throttledLogin(payload, { scope: 'members', email, ip: input.ip }, async () => {
    const stored = await credentials(payload, email)
    if (!stored) {
      await spendPasswordCheck(input.password)
      throw loginFailed()
    }
    if (isGeneratedHash(stored.hash) && !verifyGeneratedPassword(stored, input.password)) {
      await spendPasswordCheck(input.password)
      throw loginFailed()
    }
    let result: Awaited<ReturnType<typeof payload.login<'members'>>>
    try {
      // Both rewrite the member's row with its sessions: under the account's lock (see accountLock.ts).
      result = await withAccountLock(memberLockKey(stored.id), async () => {
        if (isGeneratedHash(stored.hash)) await payload.update({ collection: 'members', id: stored.id, data: { password: input.password }, overrideAccess: true })
        return payload.login({ collection: 'members', data: { email, password: input.password } })
      })
    } catch (error) {
      // Payload's errors say what they are by their status (a 4xx is a refusal), not by their class.
      const status = payloadErrorStatus(error)
      if (status !== null && status < 500) throw loginFailed()
      throw error
    }
    if (!result.token || !result.exp) throw loginFailed()
    return { token: result.token, exp: result.exp, member: result.user as unknown as Member }
  })
}
