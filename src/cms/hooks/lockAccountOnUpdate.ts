import type { CollectionBeforeOperationHook, Where } from 'payload'

import { lockAccountsInTransaction, memberLockKey, staffLockKey } from '@/server/auth/accountLock'

/**
 * Payload's own update of an account (REST, the admin's form and bulk edit, the local API) runs under the account's
 * session lock (src/server/auth/accountLock.ts). An update reads the account's list of sessions and writes it back
 * whole, a password set by an admin ending every session: a login running at that moment would otherwise write the
 * ended sessions back, and whoever held the old password would stay logged in.
 *
 * The accounts are looked up here with overrideAccess only to name their locks; nothing read is returned, and the
 * update itself still runs under the caller's access rules.
 */
export const lockAccountOnUpdate: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  if (operation !== 'update' || (collection.slug !== 'staff' && collection.slug !== 'members')) return args
  const { id, where, overrideAccess } = args as { id?: number | string; where?: Where; overrideAccess?: boolean }
  // Payload checks access after this hook: an anonymous request, which may update no account, takes no lock.
  if (!req.user && !overrideAccess) return args
  const query = { collection: collection.slug, depth: 0, select: { email: true }, overrideAccess: true, req } as const
  let keys: string[]
  if (collection.slug === 'members' && id !== undefined) keys = [memberLockKey(Number(id))]
  else {
    const accounts: { id: number | string; email?: string | null }[] =
      id !== undefined
        ? [await req.payload.findByID({ ...query, id, disableErrors: true })].filter((doc) => doc !== null)
        : (await req.payload.find({ ...query, where: where ?? {}, pagination: false })).docs
    keys = accounts.map((account) => (collection.slug === 'staff' ? staffLockKey(account.email ?? '') : memberLockKey(Number(account.id))))
  }
  await lockAccountsInTransaction(req.payload, req, keys)
  return args
}
