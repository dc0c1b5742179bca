/**
 * What an API answer must never contain: a stack trace, a file path, an internal error's name or SQL. SQL is matched as
 * the database layer writes it (quoted identifiers), so shop prose such as "select it … from the list" is not a leak.
 * Error class names Payload puts in its answers (`"name":"QueryError"`) are checked where each API is fuzzed
 * (tests/int/fuzz.test.ts, tests/int/fuzz-payload.test.ts).
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
