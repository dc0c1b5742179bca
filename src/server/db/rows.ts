/**
 * Writes on the order hot path (orders, top-ups, payments) use the database adapter's own create
 * (`payload.db.create`): it writes every table of the collection — the main row, arrays, relationships,
 * localized and hasMany values — as Payload's create does, but skips the operation around it (hooks, access,
 * field-by-field defaults, and the relational re-read that was most of an order's CPU). Callers
 * validate their data first (the zod schemas) and pass it in the adapter's shape — every required value,
 * localized fields as { locale: value }, array rows with their ids — and the database's NOT NULL,
 * foreign-key and unique constraints still hold. For collections with hooks, use payload.create; a row that is
 * a main table alone (a member, a job, an order event) is a typed insert in db/queries.
 */
import 'server-only'

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { eq, sql } from '@payloadcms/db-postgres/drizzle'
import type { PgColumn, PgTable } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { CollectionSlug, Payload, PayloadRequest } from 'payload'

import { sqlHandle } from './transaction'

type Doc = Record<string, unknown>

/**
 * Creates one document in `req`'s transaction through the adapter's create (every table of the collection);
 * returns its id. The id is taken from the table's sequence first and given as the document's id, so the
 * adapter need not read the new document back (`returning: false`): that relational re-read of every
 * sub-table was about a millisecond of CPU per document, most of what an order's insert cost beyond the SQL.
 */
export async function insertRow(payload: Payload, req: Partial<PayloadRequest>, collection: CollectionSlug, data: Doc): Promise<number> {
  const db = await sqlHandle(payload, req)
  const table = (payload.db as unknown as PostgresAdapter).tableNameMap.get(collection.replaceAll('-', '_'))
  if (!table) throw new Error(`no table for collection ${collection}`)
  // Drizzle has no builder for a sequence; the table name is the adapter's own, passed as a value.
  const { rows } = await db.execute<{ id: string | null }>(sql`select nextval(pg_get_serial_sequence(${table}, 'id')) as id`)
  // A collection whose id is not a serial has no sequence: refused, never written with id 0.
  if (rows[0]?.id == null) throw new Error(`no id sequence for collection ${collection}`)
  const id = Number(rows[0].id)
  const now = new Date().toISOString()
  await payload.db.create({ collection, customID: id, data: { createdAt: now, updatedAt: now, ...data }, req, returning: false })
  return id
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
