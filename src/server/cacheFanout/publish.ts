/**
 * Publishing a save's cache tags to the other app processes (PostgreSQL NOTIFY on FANOUT_CHANNEL; every
 * process LISTENs, src/server/cacheFanout/listener.ts). Two ways, chosen by the caller:
 * - inside the save's transaction (`notifyPayloads`, src/cms/hooks/revalidate.ts): PostgreSQL delivers a
 *   NOTIFY of a transaction only when it commits, and never when it rolls back — the others expire their
 *   caches exactly when the new rows are visible, once, and a failed save tells nobody;
 * - without a transaction (`publishNow`): through a one-connection pool of this process, at once.
 */
import 'server-only'

import { randomUUID } from 'node:crypto'

import pg from 'pg'

import { encodeMessages, FANOUT_CHANNEL } from './message'

const ORIGIN = Symbol.for('shop.cacheFanout.origin')
const POOL = Symbol.for('shop.cacheFanout.pool')
const globalStore = globalThis as unknown as Record<symbol, unknown>

/**
 * This process's id on the channel. Kept on globalThis: Next's bundle (which publishes) and
 * scripts/serve.ts (which listens) load this module separately, and must agree.
 */
export function processOrigin(): string {
  return (globalStore[ORIGIN] ??= `${process.pid}-${randomUUID()}`) as string
}

/** The `select pg_notify(channel, payload)` arguments for `tags` from this process (one per message). */
export function notifyPayloads(tags: readonly string[]): string[] {
  return tags.length ? encodeMessages(processOrigin(), tags) : []
}

export { FANOUT_CHANNEL }

function pool(): pg.Pool | null {
  const connectionString = process.env.DATABASE_URL
  if (!connectionString) return null
  // One connection, closed when idle: a save is rare, and a script's process may exit while it is idle.
  return (globalStore[POOL] ??= new pg.Pool({ connectionString, max: 1, idleTimeoutMillis: 5_000, allowExitOnIdle: true })) as pg.Pool
}

/** NOTIFY the other processes now (outside any transaction). Never throws: a cache is not worth a failed save. */
export async function publishNow(tags: readonly string[], onError?: (error: unknown) => void): Promise<void> {
  const payloads = notifyPayloads(tags)
  const db = payloads.length ? pool() : null
  if (!db) return
  try {
    for (const payload of payloads) await db.query('select pg_notify($1, $2)', [FANOUT_CHANNEL, payload])
  } catch (error) {
    onError?.(error)
  }
}
