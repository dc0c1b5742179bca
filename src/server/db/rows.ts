/**
 * Writes on the order hot path (top-ups, payments) use the database adapter's own create (`payload.db.create`,
 * insertRow): it writes every table of the collection — the main row, arrays, relationships, localized and hasMany
 * values — as Payload's create does, but skips the operation around it (hooks, access, field-by-field defaults, and
 * the relational re-read that was most of an order's CPU). Callers validate their data first (the zod schemas) and
 * pass it in the adapter's shape — every required value, localized fields as { locale: value }, array rows with
 * their ids — and the database's NOT NULL, foreign-key and unique constraints still hold. For collections with
 * hooks, use payload.create. A row that is a main table alone (a member, a job, an order event) is a typed insert in
 * db/queries, and so is a placed order, the hottest insert of all (its main row and its card holders' rows,
 * insertOrder): those of the hot path go through insertReturningIds below, which keeps its statement texts.
 */
import 'server-only'

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { eq, getTableColumns, getTableName, is, SQL, sql } from '@payloadcms/db-postgres/drizzle'
import type { PgColumn, PgSession, PgTable } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { CollectionSlug, Payload, PayloadRequest } from 'payload'

import { sqlHandle, type Db } from './transaction'

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

/** The insert statements' texts, by table and the columns each row gives: the same few shapes come again and again. */
const insertTexts = new Map<string, string>()
const MAX_INSERT_TEXTS = 500

/**
 * Inserts `rows` into `table` with one statement and returns their ids: a column a row leaves undefined takes its
 * default, a null is NULL, every other value is written as drizzle's insert writes it (the column's own mapping to
 * the driver's value). The statement's text is built once per table and shape of the rows and kept; each call sends
 * its values only. Drizzle's builder walks every column of the table and builds the text anew on each call — for an
 * order's 88 columns about a quarter of a millisecond of CPU, for an order's inserts together about a millisecond.
 * `ignoreConflictOn`: a unique column; a row whose value there exists already is not written, and returns no id.
 * A value that is an SQL expression (a drizzle `sql`) is not supported: such an insert uses drizzle's builder.
 */
export async function insertReturningIds<T extends PgTable & { id: PgColumn }>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
  options: { ignoreConflictOn?: PgColumn } = {},
): Promise<number[]> {
  if (rows.length === 0) return []
  const columns = getTableColumns(table) as Record<string, PgColumn>
  const keys = Object.keys(columns).filter((key) => rows.some((row) => (row as Record<string, unknown>)[key] !== undefined))
  const shape = rows.map((row) => keys.map((key) => ((row as Record<string, unknown>)[key] === undefined ? '0' : '1')).join('')).join(',')
  const cacheKey = `${getTableName(table)}\u0000${keys.join(',')}\u0000${shape}\u0000${options.ignoreConflictOn?.name ?? ''}`
  const params: unknown[] = []
  const cells = rows.map((row) =>
    keys.map((key) => {
      const value = (row as Record<string, unknown>)[key]
      if (value === undefined) return 'default'
      if (is(value, SQL)) throw new Error(`insertReturningIds: ${key} is an SQL expression`)
      params.push(value === null ? null : columns[key]!.mapToDriverValue(value))
      return `$${params.length}`
    }),
  )
  let text = insertTexts.get(cacheKey)
  if (text === undefined) {
    const name = (column: PgColumn) => `"${column.name.replaceAll('"', '""')}"`
    const conflict = options.ignoreConflictOn ? ` on conflict (${name(options.ignoreConflictOn)}) do nothing` : ''
    text =
      `insert into "${getTableName(table).replaceAll('"', '""')}" (${keys.map((key) => name(columns[key]!)).join(', ')}) values ` +
      `${cells.map((row) => `(${row.join(', ')})`).join(', ')}${conflict} returning "id"`
    if (insertTexts.size < MAX_INSERT_TEXTS) insertTexts.set(cacheKey, text)
  }
  // The handle's session runs a ready text with its values as drizzle's own prepared queries do (its logger and
  // type parsers), on the pool or on the transaction's connection.
  const session = (db as unknown as { session: PgSession }).session
  const result = (await session.prepareQuery({ sql: text, params }, undefined, undefined, false).execute()) as { rows: { id: number | string }[] }
  return result.rows.map((row) => Number(row.id))
}
