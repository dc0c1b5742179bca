import 'server-only'

import type { Payload } from 'payload'

import { logger } from '@/server/logger'

type EventSource = { on: (event: 'error', listener: (error: Error) => void) => unknown; listenerCount: (event: 'error') => number }

/**
 * A listener for the 'error' event of the database pool (Payload's postgres adapter adds none): when PostgreSQL
 * restarts or stops, every idle connection of the pool fails with "terminating connection due to administrator
 * command" and node-postgres reports it on the pool. Without a listener that is an uncaught exception — which
 * ends the worker (scripts/payload-task.ts) and is printed as a stack trace by Next. The pool has already
 * dropped the dead connection when this runs and opens new ones on the next query, so one warning line is all
 * that is left to do. Called from payload.config.ts's onInit, once per Payload instance.
 */
export function watchPoolErrors(payload: Payload): void {
  const pool = (payload.db as unknown as { pool?: EventSource }).pool
  if (!pool || typeof pool.on !== 'function') return
  pool.on('error', (error) => {
    const { code } = error as Error & { code?: string }
    logger.warn({ err: error.message, code }, 'database: an idle connection failed (PostgreSQL restarted or stopped?); the pool drops it')
  })
}
