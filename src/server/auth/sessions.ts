import 'server-only'

import { createLocalReq, logoutOperation, type Payload } from 'payload'

import type { Member } from '@/payload-types'
import { memberLockKey, withAccountLock } from '@/server/auth/accountLock'

/**
 * Ends the session of the token `member` was read from (Payload keeps a session per login; a token
 * whose session is gone no longer authenticates). `allSessions` ends every session of the member, e.g.
 * after a password change.
 */
export async function endMemberSession(payload: Payload, member: Member, { allSessions = false } = {}): Promise<void> {
  const user = { ...member, collection: 'members' as const }
  const req = await createLocalReq({ user: user as never }, payload)
  await withAccountLock(memberLockKey(member.id), () => logoutOperation({ allSessions, collection: payload.collections.members, req }))
}
