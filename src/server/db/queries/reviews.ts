/** Reads of `reviews` outside Payload's operations: what the dashboard counts. */
import 'server-only'

import { and, count, eq, isNull, lt, or } from '@payloadcms/db-postgres/drizzle'

import { reviews } from '@/payload-generated-schema'

import type { Db } from '../transaction'
import { secondsFromNow } from './expressions'

/** Reviews waiting for approval for longer than `hours`. */
export async function countReviewsWaitingLongerThan(db: Db, hours: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reviews)
    .where(and(or(isNull(reviews.approved), eq(reviews.approved, false)), lt(reviews.createdAt, secondsFromNow(-hours * 3600))))
  return row?.n ?? 0
}
