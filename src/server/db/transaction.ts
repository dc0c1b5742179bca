import 'server-only'

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { NodePgQueryResultHKT } from '@payloadcms/db-postgres/drizzle/node-postgres'
import type { PgDatabase } from '@payloadcms/db-postgres/drizzle/pg-core'
import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

type Tx = NonNullable<PostgresAdapter['sessions'][string]>['db']

/** A PostgreSQL Drizzle handle: the pool, the request's transaction, or a savepoint inside it (queries name the generated tables). */
export type Db = PgDatabase<NodePgQueryResultHKT, Record<string, unknown>>

/** The drizzle handle of the request's transaction (or the pool outside one), for the few raw SQL statements. */
export async function sqlHandle(payload: Payload, req?: Partial<PayloadRequest>): Promise<Db> {
  const db = payload.db as unknown as PostgresAdapter
  const id = req?.transactionID ? await req.transactionID : undefined
  return ((id && db.sessions[id]?.db) || db.drizzle) as Db
}

/**
 * Runs `fn` in one database transaction: every Payload operation given `req` and every statement on
 * `tx` commits together, or none does.
 */
export async function inTransaction<T>(payload: Payload, fn: (ctx: { req: PayloadRequest; tx: Tx }) => Promise<T>): Promise<T> {
  const req = await createLocalReq({}, payload)
  const id = await payload.db.beginTransaction()
  if (!id) throw new Error('the database adapter did not open a transaction')
  req.transactionID = id
  const db = payload.db as unknown as PostgresAdapter
  try {
    const result = await fn({ req, tx: db.sessions[id]!.db })
    await payload.db.commitTransaction(id)
    return result
  } catch (error) {
    await payload.db.rollbackTransaction(id)
    throw error
  }
}
