/**
 * Writes on the order hot path (orders, members created by ordering) use the database adapter's own
 * create: it writes every table of the collection — the main row, arrays, relationships, localized
 * and hasMany values — as Payload's create does, but skips the operation around it (hooks, access,
 * field-by-field defaults, and the relational re-read that was most of an order's CPU). Callers
 * validate their data first (the zod schemas) and pass it in the adapter's shape — every required value,
 * localized fields as { locale: value }, array rows with their ids — and the database's NOT NULL,
 * foreign-key and unique constraints still hold. For collections with hooks, use payload.create.
 */
import 'server-only'

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { eq } from '@payloadcms/db-postgres/drizzle'
import { upsertRow } from '@payloadcms/drizzle'
import type { CollectionSlug, Payload, PayloadRequest } from 'payload'

import { sqlHandle } from './transaction'

type Doc = Record<string, unknown>

/**
 * Creates one document in `req`'s transaction through the adapter's own row writer (every table of the
 * collection — what `payload.db.create` runs); returns its id. Unlike `db.create`, it does not read the
 * new document back (`ignoreResult: 'idOnly'`): callers already hold what they wrote.
 */
export async function insertRow(payload: Payload, req: Partial<PayloadRequest>, collection: CollectionSlug, data: Doc): Promise<number> {
  const now = new Date().toISOString()
  const { id } = (await upsertRow({
    adapter: payload.db as unknown as Parameters<typeof upsertRow>[0]['adapter'],
    collectionSlug: collection,
    data: { createdAt: now, updatedAt: now, ...data },
    db: (await sqlHandle(payload, req)) as Parameters<typeof upsertRow>[0]['db'],
    fields: payload.collections[collection].config.flattenedFields,
    ignoreResult: 'idOnly',
    operation: 'create',
    req,
    tableName: tableNameOf(payload, collection),
  })) as { id: number | string }
  return Number(id)
}

function tableNameOf(payload: Payload, collection: CollectionSlug): string {
  const db = payload.db as unknown as PostgresAdapter
  const key = collection.replaceAll('-', '_')
  return db.tableNameMap.get(key) ?? key
}

function tableOf(payload: Payload, collection: CollectionSlug) {
  const db = payload.db as unknown as PostgresAdapter
  const table = db.tables[tableNameOf(payload, collection)]
  if (!table) throw new Error(`no table for collection ${collection}`)
  return table
}

/** The id of the document whose main-table `field` equals `value`, read in `req`'s transaction (or null). */
export async function findIdBy(payload: Payload, req: Partial<PayloadRequest>, collection: CollectionSlug, field: string, value: string): Promise<number | null> {
  const table = tableOf(payload, collection)
  const db = await sqlHandle(payload, req)
  const [row] = (await db.select({ id: table.id }).from(table).where(eq(table[field], value)).limit(1)) as { id: number }[]
  return row ? Number(row.id) : null
}

/**
 * Many documents of a collection whose every field lives on its main table (no localized, array, hasMany
 * or polymorphic fields — e.g. esim-codes), in one statement per 1000 rows, through the adapter's own
 * table definition. `rows` use the table's property names (e.g. `product` for a relationship column).
 */
export async function insertMainRows(payload: Payload, req: Partial<PayloadRequest>, collection: CollectionSlug, rows: Doc[]): Promise<void> {
  const table = tableOf(payload, collection)
  const db = await sqlHandle(payload, req)
  const now = new Date().toISOString()
  for (let i = 0; i < rows.length; i += 1000) {
    await db.insert(table).values(rows.slice(i, i + 1000).map((row) => ({ createdAt: now, updatedAt: now, ...row })))
  }
}
