/** Reads of `outbox` outside Payload's operations (src/server/mail/queue.ts writes it): failures and an order's mails. */
import 'server-only'

import { and, count, desc, eq, ilike, or } from '@payloadcms/db-postgres/drizzle'

import { outbox } from '@/payload-generated-schema'

import type { Db } from '../transaction'
import { lower } from './expressions'
import { escapeLike } from './orders'

/** Messages that could not be delivered, by channel. */
export async function failedDeliveriesByChannel(db: Db) {
  const rows = await db.select({ channel: outbox.channel, n: count() }).from(outbox).where(eq(outbox.status, 'failed')).groupBy(outbox.channel)
  return Object.fromEntries(rows.map((r) => [r.channel, r.n])) as Partial<Record<(typeof outbox.channel.enumValues)[number], number>>
}

/** The latest messages to `to` that name the order number, newest first. */
export async function mailsAboutOrder(db: Db, to: string, orderNumber: string, limit: number) {
  const names = `%${escapeLike(orderNumber)}%`
  return db
    .select({ createdAt: outbox.createdAt, kind: outbox.kind, subject: outbox.subject, status: outbox.status, to: outbox.to })
    .from(outbox)
    .where(and(eq(lower(outbox.to), to.toLowerCase()), or(ilike(outbox.subject, names), ilike(outbox.text, names))))
    .orderBy(desc(outbox.createdAt))
    .limit(limit)
}
