/**
 * "The database cannot be reached right now" (PostgreSQL restarting, stopped, or the connection cut), as
 * opposed to a bug: such a failure is answered 503 with a localized "try again in a moment" and a
 * Retry-After (src/api/envelope.ts), logged as one warning line without a stack trace; /api/ready says
 * not ready meanwhile. The pool drops the dead connections by itself and opens new ones once PostgreSQL
 * answers again (tests/e2e/faults.spec.ts), so the same process serves again without a restart.
 *
 * Recognised by the error codes node-postgres and PostgreSQL give, anywhere on the `cause` chain (drizzle
 * wraps a failed query in DrizzleQueryError), and by the messages of the wrappers that drop the code
 * (Payload's "Error: cannot begin transaction: <message>"). Pure: no Payload, no pg import.
 */

/** Socket-level codes of a connection that failed or was cut. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN'])

/**
 * PostgreSQL SQLSTATEs: class 08 (connection exception) and 57P01–57P03 (admin shutdown, crash shutdown,
 * "the database system is starting up / shutting down").
 */
const SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123])$/

/** What node-postgres and Payload say when the code is not kept. */
const MESSAGES = [
  /\bECONNREFUSED\b/,
  /\bECONNRESET\b/,
  /Connection terminated/i,
  /connection error and is not queryable/i,
  /timeout exceeded when trying to connect/i,
  /the database system is (starting up|shutting down|in recovery mode|not yet accepting connections)/i,
  /terminating connection due to administrator command/i,
  /cannot connect to Postgres/i,
]

const MAX_DEPTH = 6

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < MAX_DEPTH && current && typeof current === 'object'; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown }
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || SQLSTATE.test(code))) return true
    if (typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message))) return true
    // AggregateError (a connect to several addresses, e.g. localhost's ::1 and 127.0.0.1).
    const errors = (current as { errors?: unknown }).errors
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true
    current = cause
  }
  return false
}

/** Seconds a client is asked to wait (Retry-After) while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5
