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
import type { CollectionSlug, Payload, PayloadRequest } from 'payload'

import { sqlHandle } from './transaction'

type Doc = Record<string, unknown>

/** Creates one document in `req`'s transaction through the adapter (every table of the collection); returns its id. */
export async function insertRow(payload: Payload, req: Partial<PayloadRequest>, collection: CollectionSlug, data: Doc): Promise<number> {
  const now = new Date().toISOString()
  const doc = (await payload.db.create({
    collection,
    data: { createdAt: now, updatedAt: now, ...data },
    req,
    select: { id: true },
  })) as { id: number | string }
  return Number(doc.id)
}

function tableOf(payload: Payload, collection: CollectionSlug) {
  const db = payload.db as unknown as PostgresAdapter
  const table = db.tables[db.tableNameMap.get(collection) ?? collection]
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
