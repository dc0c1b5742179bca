/**
 * PostgreSQL's "data exception" class (SQLSTATE 22…): a value the query holds cannot be what its column is — an id of
 * letters or of twenty digits, `?page=-5` (a negative OFFSET), a yes/no that says "maybe". It is the caller's mistake,
 * not the shop's: Payload's API answers it 400 (src/cms/hooks/badQueryValue.ts), and the log keeps one short line
 * (src/server/logger.ts). Pure: no Payload, no pg import.
 */

const DATA_EXCEPTION = /^22[0-9A-Z]{3}$/
const MAX_DEPTH = 6

/** The data exception's SQLSTATE anywhere on the chain (GraphQL keeps the error in `originalError`, drizzle the driver's in `cause`), or null. */
export function dataExceptionCode(error: unknown): string | null {
  let current = error as { code?: unknown; cause?: unknown; originalError?: unknown } | undefined
  for (let depth = 0; current && typeof current === 'object' && depth < MAX_DEPTH; depth++) {
    if (typeof current.code === 'string' && DATA_EXCEPTION.test(current.code)) return current.code
    current = (current.originalError ?? current.cause) as typeof current
  }
  return null
}

export const isDataException = (error: unknown): boolean => dataExceptionCode(error) !== null
