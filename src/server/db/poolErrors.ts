import 'server-only'

import type { Payload } from 'payload'

import { logger } from '@/server/logger'

type ErrorListener = (error: Error & { code?: string }) => void
type Emitter = { on: (event: 'error', listener: ErrorListener) => unknown; listeners: (event: 'error') => unknown[] }
type Pool = Emitter & { on: (event: 'connect', listener: (client: Emitter) => void) => unknown; _clients?: Emitter[] }

const warn: ErrorListener = (error) =>
  logger.warn({ err: error.message, code: error.code }, 'database: a connection failed (PostgreSQL restarted or stopped?); the pool drops it')

const clientListener: ErrorListener = (error) => warn(error)
const poolListener: ErrorListener = () => undefined

function watchClient(client: Emitter) {
  if (!client.listeners('error').includes(clientListener)) client.on('error', clientListener)
}

/**
 * 'error' listeners for the database pool and each of its connections (Payload's postgres adapter adds none).
 * When PostgreSQL restarts or stops, every connection is cut and node-postgres reports it as an 'error'
 * event: on the pool for an idle connection, on the connection itself for one checked out — a transaction
 * between two statements, or a query that has just failed with "terminating connection" (its socket closes
 * after the error: "Connection terminated unexpectedly"). Without a listener each is an uncaught exception,
 * which ends the worker (scripts/payload-task.ts) and which Next prints as `⨯ uncaughtException` with a stack.
 * The pool does not hand out a failed connection again (it is not queryable, and is dropped when released)
 * and opens new ones once PostgreSQL answers, so one warning line is all that is left to do
 * (tests/e2e/faults.spec.ts). Called once per Payload instance (payload.config.ts's onInit, the worker).
 */
export function watchPoolErrors(payload: Payload): void {
  const pool = (payload.db as unknown as { pool?: Pool }).pool
  if (pool && typeof pool.on === 'function') watchPool(pool)
}

/** The same listeners for a pool of the shop's own (src/server/auth/accountLock.ts). */
export function watchPool(pool: Pool): void {
  // An idle connection's failure reaches the pool too; the connection's own listener has logged it.
  if (!pool.listeners('error').includes(poolListener)) pool.on('error', poolListener)
  pool.on('connect', watchClient)
  // Connections opened before this ran (Payload's first one, kept checked out by the adapter).
  for (const client of pool._clients ?? []) watchClient(client)
}
