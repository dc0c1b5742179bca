/** Every statement on `passkeys` and `passkey_challenges` (issue 41.2): single-use challenges and guarded counters. */
import 'server-only'

import { and, count, desc, eq, gt, isNull, lt } from '@payloadcms/db-postgres/drizzle'

import type { PasskeyOwner, PasskeyPurpose } from '@/domain/passkeys'
import { passkey_challenges as challenges, passkeys } from '@/payload-generated-schema'

import type { Db } from '../transaction'
import { dbNow } from './expressions'

/** Stores a challenge until `expiresAt`, and drops the ones whose ceremony is over (nobody can use them any more). */
export async function storeChallenge(db: Db, row: { challenge: string; purpose: PasskeyPurpose; owner: PasskeyOwner; account: number | null; expiresAt: Date }) {
  await db.delete(challenges).where(lt(challenges.expiresAt, dbNow()))
  const now = new Date().toISOString()
  await db.insert(challenges).values({ ...row, expiresAt: row.expiresAt.toISOString(), createdAt: now, updatedAt: now })
}

/**
 * Takes a live challenge in one DELETE … RETURNING: of any number of parallel answers to one challenge, one gets it.
 * A registration's challenge must also be the account's (`account`); a sign-in's names none.
 */
export async function takeChallenge(db: Db, want: { challenge: string; purpose: PasskeyPurpose; owner: PasskeyOwner; account: number | null }): Promise<boolean> {
  const rows = await db
    .delete(challenges)
    .where(
      and(
        eq(challenges.challenge, want.challenge),
        eq(challenges.purpose, want.purpose),
        eq(challenges.owner, want.owner),
        want.account === null ? isNull(challenges.account) : eq(challenges.account, want.account),
        gt(challenges.expiresAt, dbNow()),
      ),
    )
    .returning({ id: challenges.id })
  return rows.length === 1
}

const ownerColumn = (owner: PasskeyOwner) => (owner === 'members' ? passkeys.member : passkeys.staff)

export type StoredPasskey = { id: number; name: string; createdAt: string; lastUsedAt: string | null }

/** An account's passkeys, newest first (never another account's). */
export async function passkeysOf(db: Db, owner: PasskeyOwner, account: number): Promise<StoredPasskey[]> {
  return db
    .select({ id: passkeys.id, name: passkeys.name, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt })
    .from(passkeys)
    .where(and(eq(passkeys.owner, owner), eq(ownerColumn(owner), account)))
    .orderBy(desc(passkeys.createdAt), desc(passkeys.id))
}

export async function passkeyCount(db: Db, owner: PasskeyOwner, account: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(and(eq(passkeys.owner, owner), eq(ownerColumn(owner), account)))
  return Number(row?.n ?? 0)
}

export async function credentialIdsOf(db: Db, owner: PasskeyOwner, account: number) {
  return db
    .select({ credentialId: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(and(eq(passkeys.owner, owner), eq(ownerColumn(owner), account)))
}

/** The passkey of a credential, with its owner: the sign-in trusts only what is stored here, never the browser's user handle. */
export async function passkeyByCredential(db: Db, owner: PasskeyOwner, credentialId: string) {
  const [row] = await db
    .select({ id: passkeys.id, member: passkeys.member, staff: passkeys.staff, publicKey: passkeys.publicKey, counter: passkeys.counter, transports: passkeys.transports })
    .from(passkeys)
    .where(and(eq(passkeys.owner, owner), eq(passkeys.credentialId, credentialId)))
    .limit(1)
  return row ?? null
}

/** Moves the counter on from the value the check read; false when another sign-in moved it first. */
export async function advanceCounter(db: Db, id: number, from: number, to: number): Promise<boolean> {
  const rows = await db
    .update(passkeys)
    .set({ counter: to, lastUsedAt: new Date().toISOString() })
    .where(and(eq(passkeys.id, id), eq(passkeys.counter, from)))
    .returning({ id: passkeys.id })
  return rows.length === 1
}

export async function renamePasskey(db: Db, owner: PasskeyOwner, account: number, id: number, name: string): Promise<boolean> {
  const rows = await db
    .update(passkeys)
    .set({ name, updatedAt: new Date().toISOString() })
    .where(and(eq(passkeys.id, id), eq(passkeys.owner, owner), eq(ownerColumn(owner), account)))
    .returning({ id: passkeys.id })
  return rows.length === 1
}

export async function removePasskey(db: Db, owner: PasskeyOwner, account: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.owner, owner), eq(ownerColumn(owner), account)))
    .returning({ id: passkeys.id })
  return rows.length === 1
}
