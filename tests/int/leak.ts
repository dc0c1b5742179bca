/**
 * What an API answer must never contain: a stack trace, a file path, an internal error's name or SQL. SQL is matched as
 * the database layer writes it (quoted identifiers), so shop prose such as "select it … from the list" is not a leak.
 * Payload's own REST names its refusals of a where path (`"name":"QueryError"`, a 400 without detail): allowed there,
 * not in the shop's envelope (tests/int/fuzz.test.ts checks that separately).
 */
const Q = String.raw`\\?"[\w$]+\\?"` // an identifier as Drizzle quotes it, also inside a JSON string
export const LEAK = new RegExp(
  [
    String.raw`\bat [^\s]+ \(`,
    'node_modules',
    String.raw`\/src\/`,
    String.raw`\.ts:\d+`,
    'TypeError',
    'ReferenceError',
    'SyntaxError',
    'RangeError',
    'DrizzleError',
    'Failed query',
    'duplicate key',
    'violates',
    String.raw`relation ${Q}`,
    String.raw`column ${Q}`,
    String.raw`\b(?:select|insert into|update|delete from)\s+(?:distinct\s+)?(?:${Q}|\*)(?:\.${Q})?`,
  ].join('|'),
  'i',
)
