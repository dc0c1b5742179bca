/** Statements on `members` outside Payload's operations: the e-mail a code has just proven, the desk's member search. */
import 'server-only'

import { and, desc, eq, ilike, isNull, like, ne, or, type SQL } from '@payloadcms/db-postgres/drizzle'

import type { DeskQuery } from '@/domain/staffDesk'

import { members } from '@/payload-generated-schema'

import { insertReturningIds } from '../rows'
import type { Db } from '../transaction'
import { digitsOf, lower } from './expressions'
import { escapeLike, nameMatches } from './orders'

/**
 * A new member row (a member has no sub-table but its sessions, empty until a login), in the caller's transaction;
 * its id, or null where a member already has this e-mail (the unique index decides, after waiting for a transaction
 * that is adding the same e-mail).
 */
export async function insertMemberIfNew(db: Db, member: Omit<typeof members.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>): Promise<number | null> {
  const [id] = await insertReturningIds(db, members, [member], { ignoreConflictOn: members.email })
  return id ?? null
}

/** Records that the member with this e-mail proved it with a code (the e-mail is the account's own); its id, or null where none has it. */
export async function markEmailVerifiedFor(db: Db, email: string): Promise<number | null> {
  const [row] = await db.update(members).set({ verifiedEmail: email }).where(eq(members.email, email)).returning({ id: members.id })
  return row ? row.id : null
}

/**
 * Records that the member proved `email` with a code, only while it is still the account's e-mail (a change made
 * meanwhile is not proven by a code sent to the old address). Touches no session, so no account lock is needed.
 */
export async function markEmailVerified(db: Db, memberId: number, email: string): Promise<void> {
  await db
    .update(members)
    .set({ verifiedEmail: email })
    .where(and(eq(members.id, memberId), eq(members.email, email), or(isNull(members.verifiedEmail), ne(members.verifiedEmail, email))))
}

const deskColumns = { id: members.id, email: members.email, surname: members.surname, givenName: members.givenName, phone: members.phone, accountType: members.accountType }

/** Which members the desk's search box means: by e-mail, the end of the phone's digits, or part of the e-mail or name. */
export function deskMemberMatch(query: DeskQuery): SQL | undefined {
  if (query.kind === 'email') return eq(lower(members.email), query.email)
  if (query.kind === 'phone') return like(digitsOf(members.phone), `%${query.digits}`)
  const pattern = `%${escapeLike(query.text)}%`
  return or(ilike(members.email, pattern), nameMatches(members.surname, members.givenName, pattern))
}

/** The desk's rows of the members matching `where`, newest first. */
export async function deskMemberRows(db: Db, where: SQL | undefined, limit: number) {
  return db.select(deskColumns).from(members).where(where).orderBy(desc(members.createdAt)).limit(limit)
}

export const memberById = (memberId: number) => eq(members.id, memberId)
