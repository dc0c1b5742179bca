import 'server-only'

import { migrations } from '@/migrations'
import { appliedMigrationNames } from '@/server/db/queries/migrations'
import { sqlHandle } from '@/server/db/transaction'
import { logger } from '@/server/logger'
import { getShopPayload } from '@/server/payload'
import { errorMessage } from '@/lib/errorMessage'

/** How long /api/ready waits for the database before it calls it unreachable. */
export const READY_TIMEOUT_MS = 3_000

export type Readiness =
  | { ready: true; database: 'up'; migrations: { applied: number; expected: number } }
  | { ready: false; database: 'down' | 'up'; migrations?: { applied: number; expected: number; pending: number } }

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/**
 * Ready to take traffic: the database answers, and every migration this build ships is applied
 * (a process started against a database an older release migrated is not ready).
 */
export async function readiness(timeoutMs = READY_TIMEOUT_MS): Promise<Readiness> {
  let applied: Set<string>
  try {
    // Payload's own start-up (once per process) is not the database's answer time: only the query is timed.
    const payload = await getShopPayload()
    const db = await sqlHandle(payload)
    applied = new Set(await withTimeout(appliedMigrationNames(db), timeoutMs))
  } catch (error) {
    logger.warn({ err: errorMessage(error) }, 'readiness: database unreachable')
    return { ready: false, database: 'down' }
  }
  return migrationState(applied, migrations.map((migration) => migration.name))
}

/** The readiness of a reachable database from the migration names it has applied and those this build ships. */
export function migrationState(applied: ReadonlySet<string>, shipped: readonly string[]): Readiness {
  const expected = shipped.length
  const pending = shipped.filter((name) => !applied.has(name)).length
  if (pending > 0) return { ready: false, database: 'up', migrations: { applied: expected - pending, expected, pending } }
  return { ready: true, database: 'up', migrations: { applied: expected, expected } }
}
