/**
 * Writes on the order hot path go straight to Payload's own drizzle tables (generated from the
 * collection configs, so they follow every schema change): one INSERT … RETURNING instead of
 * Payload's create operation, which walks every field and reads the row back with a relational
 * query — most of an order's CPU. Only for collections without hooks, with data the caller has
 * already validated; the database's NOT NULL, foreign-key and unique constraints still hold.
 */
import 'server-only'

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { eq } from '@payloadcms/db-postgres/drizzle'
import type { CollectionSlug, Payload, PayloadRequest } from 'payload'

import { sqlHandle } from './transaction'

type Row = Record<string, unknown>

function tableOf(payload: Payload, collection: CollectionSlug) {
  const db = payload.db as unknown as PostgresAdapter
  const table = db.tables[db.tableNameMap.get(collection) ?? collection]
  if (!table) throw new Error(`no table for collection ${collection}`)
  return table
}

/** Group fields are flat columns named `group_field` in Payload's tables. */
function flatten(data: Row): Row {
  const row: Row = {}
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined) continue
    if (value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)) {
      for (const [inner, innerValue] of Object.entries(value as Row)) if (innerValue !== undefined) row[`${key}_${inner}`] = innerValue
    } else row[key] = value
  }
  return row
}

/** Inserts one document of a hook-less collection in `req`'s transaction; returns its id. */
export async function insertRow(payload: Payload, req: Partial<PayloadRequest>, collection: CollectionSlug, data: Row): Promise<number> {
  const table = tableOf(payload, collection)
  const now = new Date().toISOString()
  const db = await sqlHandle(payload, req)
  const [row] = (await db
    .insert(table)
    .values({ ...flatten(data), createdAt: now, updatedAt: now })
    .returning({ id: table.id })) as { id: number }[]
  return Number(row!.id)
}

/** The id of the document whose `field` equals `value`, read in `req`'s transaction (or null). */
export async function findIdBy(payload: Payload, req: Partial<PayloadRequest>, collection: CollectionSlug, field: string, value: string): Promise<number | null> {
  const table = tableOf(payload, collection)
  const db = await sqlHandle(payload, req)
  const [row] = (await db.select({ id: table.id }).from(table).where(eq(table[field], value)).limit(1)) as { id: number }[]
  return row ? Number(row.id) : null
}
