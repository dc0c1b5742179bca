import { describe, expect, it } from 'vitest'

import { LEAK } from './leak'

describe('the leak pattern the fuzz tests use', () => {
  it.each([
    ['a stack line', 'Error: boom\n    at handler (/app/.next/server/chunks/1.js:2:3)'],
    ['a Drizzle query', 'Failed query: select "id", "order_number" from "orders" where "orders"."id" = $1'],
    ['SQL inside a JSON string', JSON.stringify({ message: 'select "orders"."id" from "orders"' })],
    ['a PostgreSQL error', 'duplicate key value violates unique constraint "orders_pkey"'],
    ['a missing column inside JSON', JSON.stringify({ error: 'column "nope" does not exist' })],
    ['a source path', 'at src/server/orders/place.ts:12'],
  ])('finds %s', (_what, text) => {
    expect(text).toMatch(LEAK)
  })

  it.each([
    ['guide prose', 'Add an APN, save and select it. Pick the network from the list.'],
    ['a product blurb in JSON', JSON.stringify({ description: 'Select your plan and pick it up from the counter' })],
    ['an update notice', 'We update the schedule from time to time.'],
  ])('lets %s through', (_what, text) => {
    expect(text).not.toMatch(LEAK)
  })
})
