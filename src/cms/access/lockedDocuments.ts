import type { Access, Payload } from 'payload'

import { isStaff } from './isStaff'

type LockData = { user?: { relationTo?: unknown; value?: unknown } | null } | undefined

/**
 * A lock written by a staff member names that staff member, on every write: an update without `user` could otherwise
 * move someone else's lock onto another document. (The admin's "take over" sends exactly `{ user: <the caller> }`.)
 */
const ownLock: Access = ({ req, data }) => {
  if (!isStaff({ req })) return false
  const user = (data as LockData)?.user
  if (!user) return false
  const value = typeof user.value === 'object' && user.value !== null ? (user.value as { id?: unknown }).id : user.value
  return user.relationTo === 'staff' && value === req.user!.id
}

/**
 * Payload's document locks (its internal `payload-locked-documents`, added with Payload's default "any logged-in user"
 * rules after the config is read): staff only, and a lock a staff member writes names themselves. Any staff member
 * could lock any document in another's name ("currently locked by another user"). The admin's own locking (a lock
 * when a document opens, "take over", unlock on leaving) writes locks as the user who does it, so it is unchanged.
 */
export function restrictLockedDocuments(payload: Payload): void {
  const locks = payload.collections['payload-locked-documents']?.config
  if (!locks) return
  locks.access = { ...locks.access, read: isStaff, create: ownLock, update: ownLock, delete: isStaff }
}
