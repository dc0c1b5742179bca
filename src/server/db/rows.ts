/**
 * Writes on the order hot path (orders, members created by ordering) use the database adapter's own
 * create (`payload.db.create`): it writes every table of the collection — the main row, arrays, relationships,
 * localized and hasMany values — as Payload's create does, but skips the operation around it (hooks, access,
 * field-by-field defaults, and the relational re-read that was most of an order's CPU). Callers
 * validate their data first (the zod schemas) and pass it in the adapter's shape — every required value,
 * localized fields as { locale: value }, array rows with their ids — and the database's NOT NULL,
 * foreign-key and unique constraints still hold. For collections with hooks, use payload.create.
 */
import 'server-only'

import { eq } from '@payloadcms/db-postgres/drizzle'
import type { PgColumn, PgTable } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { CollectionSlug, Payload, PayloadRequest } from 'payload'

import { sqlHandle } from './transaction'

type Doc = Record<string, unknown>

/**
 * Creates one document in `req`'s transaction through the adapter's create (every table of the collection);
 * returns its id. It reads back only the id (`select`), not the document: callers already hold what they wrote.
 */
export async function insertRow(payload: Payload, req: Partial<PayloadRequest>, collection: CollectionSlug, data: Doc): Promise<number> {
  const now = new Date().toISOString()
  const { id } = await payload.db.create({ collection, data: { createdAt: now, updatedAt: now, ...data }, req, select: { id: true } })
  return Number(id)
}

/** The id of the row of `table` whose `column` (a column of that table) equals `value`, read in `req`'s transaction (or null). */
export async function findIdBy<C extends PgColumn>(
  payload: Payload,
  req: Partial<PayloadRequest>,
  table: PgTable & { id: PgColumn },
  column: C,
  value: C['_']['data'],
): Promise<number | null> {
  const db = await sqlHandle(payload, req)
  const [row] = await db.select({ id: table.id }).from(table).where(eq(column, value)).limit(1)
  return row ? Number(row.id) : null
}
