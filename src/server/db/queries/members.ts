/** Statements on `members` outside Payload's operations: the e-mail a code has just proven. */
import 'server-only'

import { and, eq, isNull, ne, or } from '@payloadcms/db-postgres/drizzle'

import { members } from '@/payload-generated-schema'

import type { Db } from '../transaction'

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
