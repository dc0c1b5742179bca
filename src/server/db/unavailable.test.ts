import { describe, expect, it } from 'vitest'

import { isDatabaseUnavailable } from './unavailable'

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code })

describe('isDatabaseUnavailable', () => {
  it('recognises a refused, cut or shutting-down connection, also wrapped', () => {
    const cases: unknown[] = [
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('the database system is shutting down', '57P03'),
      withCode('connection failure', '08006'),
      new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('timeout exceeded when trying to connect'),
      // Payload keeps only the message; drizzle keeps the pg error as `cause`.
      new Error('Error: cannot begin transaction: connect ECONNREFUSED 127.0.0.1:55411'),
      new Error('Failed query: select 1', { cause: withCode('the database system is starting up', '57P03') }),
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], 'connect failed'),
    ]
    for (const error of cases) expect(isDatabaseUnavailable(error), String(error)).toBe(true)
  })

  it('leaves everything else a server error (bugs, constraint violations, bad input)', () => {
    const cases: unknown[] = [
      new Error('Cannot read properties of undefined'),
      withCode('duplicate key value violates unique constraint "orders_pkey"', '23505'),
      withCode('invalid input syntax for type integer', '22P02'),
      withCode('could not serialize access due to concurrent update', '40001'),
      new Error('Failed query', { cause: withCode('relation "x" does not exist', '42P01') }),
      'ECONNREFUSED',
      null,
      undefined,
    ]
    for (const error of cases) expect(isDatabaseUnavailable(error), String(error)).toBe(false)
  })
})
