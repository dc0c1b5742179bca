/**
 * The few PostgreSQL expressions Drizzle's query builder has no function for (the database's clock, intervals, epoch
 * arithmetic, greatest): each is raw SQL here once, with its columns given as schema objects, so no query elsewhere
 * names a column as a string.
 */
import { sql, type AnyColumn, type SQL } from '@payloadcms/db-postgres/drizzle'

type Operand = AnyColumn | SQL

/** The database's clock (the transaction's start), so every process agrees on the time. Drizzle has no now(). */
export const dbNow = (): SQL<string> => sql<string>`now()`

/** `seconds` after the database's now (a negative number: before it). Drizzle has no interval arithmetic. */
export const secondsFromNow = (seconds: number): SQL<string> => sql<string>`now() + make_interval(secs => ${seconds})`

/** `minutes` after a timestamp (column or expression). */
export const minutesAfter = (value: Operand, minutes: number): SQL<string> => sql<string>`${value} + make_interval(mins => ${minutes})`

/** `minutes` after the database's now (negative: before it). */
export const minutesFromNow = (minutes: number): SQL<string> => sql<string>`now() + make_interval(mins => ${minutes})`

/** A timestamp (column or expression) as epoch milliseconds, read as a float. Drizzle has no extract(). */
export const epochMs = (value: Operand): SQL<number> => sql<number>`(extract(epoch from ${value}) * 1000)::float8`

/** The database's now at millisecond precision (as stored timestamps are), as epoch milliseconds. */
export const nowEpochMs = (): SQL<number> => sql<number>`(extract(epoch from now()::timestamptz(3)) * 1000)::float8`

/** `column + by` in the statement, so concurrent updates each add theirs (Drizzle has no increment). */
export const plus = (column: Operand, by: number): SQL<number> => sql<number>`${column} + ${by}`

/** `column - 1`, never below 0. Drizzle has no greatest(). */
export const decrementToZero = (column: Operand): SQL<number> => sql<number>`greatest(${column} - 1, 0)`

/** The first of the values that is not null (Drizzle has no coalesce()). */
export const coalesce = <T>(...values: unknown[]): SQL<T> => sql<T>`coalesce(${sql.join(values.map((value) => sql`${value}`), sql`, `)})`

/** Milliseconds from a timestamp to the database's now. */
export const msSince = (column: AnyColumn): SQL<number> => sql<number>`(extract(epoch from (now() - ${column})) * 1000)::float8`

/** A text column in lower case (Drizzle has no lower()). */
export const lower = (column: AnyColumn): SQL<string> => sql<string>`lower(${column})`

/** Takes the transaction-scoped advisory lock named by `key` (PostgreSQL's own function; Drizzle has none). */
export const advisoryXactLock = (key: string): SQL => sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`

/** Sends `message` on a LISTEN channel when the transaction commits (PostgreSQL's own function; Drizzle has no NOTIFY). */
export const notify = (channel: string, message: string): SQL => sql`select pg_notify(${channel}, ${message})`

/** A text field inside a jsonb column (`column->'a'->>'b'`): Drizzle has no JSON path operators. */
export const jsonText = (column: AnyColumn, ...path: [string, ...string[]]): SQL<string | null> => {
  const last = path[path.length - 1]
  const steps = path.slice(0, -1).map((step) => sql`->${step}`)
  return sql<string | null>`(${column}${sql.join(steps)}->>${last})`
}

/** Two text columns joined by a space ("surname given"), for matching a typed full name (Drizzle has no concat()). */
export const spaced = (first: AnyColumn, second: AnyColumn): SQL<string> => sql<string>`(coalesce(${first}, '') || ' ' || coalesce(${second}, ''))`

/** Only the digits of a text column: a stored "+81 90-1234-5678" compares as 819012345678 (Drizzle has no regexp_replace()). */
export const digitsOf = (column: AnyColumn): SQL<string> => sql<string>`regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g')`

/** A text column without its hyphens (Drizzle has no replace()). */
export const withoutHyphens = (column: AnyColumn): SQL<string> => sql<string>`replace(${column}, '-', '')`

/** Whether a comma-separated text column shares a value with `values` (array overlap; Drizzle has no string_to_array()). */
export const csvOverlaps = (column: AnyColumn, values: string[]): SQL<boolean> =>
  sql<boolean>`string_to_array(${column}, ',') && ${`{${values.join(',')}}`}::text[]`

/** A condition no row meets (a search the reader may not run): Drizzle has no boolean literal. */
export const noRow = (): SQL<boolean> => sql<boolean>`false`

/** The Taipei calendar day (YYYY-MM-DD) of a timestamp. Drizzle has no time-zone conversion. */
export const taipeiDayOf = (column: AnyColumn): SQL<string> => sql<string>`(${column} at time zone 'Asia/Taipei')::date::text`

/** How many rows of a group meet `condition` (PostgreSQL's FILTER clause; Drizzle's count() takes none). */
export const countWhere = (condition: SQL): SQL<number> => sql<number>`count(*) filter (where ${condition})`.mapWith(Number)

/** a − b, never below 0, summed over the group. Drizzle has no greatest(). */
export const sumOfPositiveDifference = (a: AnyColumn, b: AnyColumn): SQL<number> => sql<number>`coalesce(sum(greatest(${a} - ${b}, 0)), 0)`.mapWith(Number)

/**
 * A serial number's state on `today` as redemption judges it (serialState in src/domain/serialNumber.ts): used, then
 * not yet valid, then expired, else unused. Drizzle has no CASE; the int test checks every row against serialState.
 */
export const serialReportState = (cols: { status: AnyColumn; validFrom: AnyColumn; validUntil: AnyColumn }, today: string): SQL<string> =>
  sql<string>`case when ${cols.status}::text = 'used' then 'used'
    when ${cols.validFrom} is not null and ${cols.validFrom} > ${today} then 'notYetValid'
    when ${cols.validUntil} is not null and ${cols.validUntil} < ${today} then 'expired'
    else 'unused' end`
