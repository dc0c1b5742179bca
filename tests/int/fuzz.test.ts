/**
 * Fuzz (issue 16): every storefront endpoint of the OpenAPI registry (src/api/openapi.ts; a unit test makes
 * registering a new endpoint mandatory, so it is fuzzed from the day it exists) gets malformed, wrong-typed,
 * oversized and injection-shaped bodies and headers through its real route file, with the login its access
 * needs (a member, the partner of a report, an admin for the staff tools) so the input reaches the handler.
 * Every answer is below 500, a JSON envelope with a message and no stack trace or internal detail; afterwards
 * a normal request is still served and every business table holds exactly the rows it held before (compared
 * by content, so an update counts too).
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'

import { API_ROUTES, type ApiRoute } from '@/api/openapi'
import { sqlHandle } from '@/server/db/transaction'

import { B2C, BBC, MEMBER, MEMBER_PASSWORD, STAFF, STAFF_PASSWORD, localLogin, payload as getPayload, postRequest, waitFor } from './helpers'
import { LEAK } from './leak'

type Handler = (request: Request) => Response | Promise<Response>

const API_DIR = path.resolve(__dirname, '../../src/app/(frontend)/api')

/**
 * Tables whose rows a refused request may write by design: the rate-limit and back-off counters (unknown
 * serials, sends per address …), sessions, the mail queue of earlier test files still draining, and the challenge
 * of a passkey sign-in anyone may start (single use, gone after 5 minutes, limited per address). The admin's
 * empty-bodied `secondFactor/enrolOptions` is a valid request that starts setting up an authenticator app: it keeps an
 * unconfirmed key (replaced by the next start; only a code from that app confirms it, which no fuzzed value is).
 */
const MAY_CHANGE = /(throttle|rate_limit|attempt|lockout|backoff|sessions|payload_jobs|outbox|payload_locked|payload_preferences|payload_migrations|payload_kv|passkey_challenges|staff_second_factors)/

/** Values put into each field of a request: wrong types, edges, oversized and injection-shaped strings. */
const FIELD_VALUES: unknown[] = [
  null,
  true,
  -1,
  0,
  1e308,
  2 ** 53 + 1,
  // Past PostgreSQL's integer: an id no document can have (a 500 from the database if it got there).
  2 ** 31,
  -(2 ** 31),
  'NaN',
  '',
  ' ',
  'a'.repeat(20_000),
  "' OR '1'='1' --",
  '1; DROP TABLE orders; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '${7*7}{{7*7}}%s%n',
  '\u0000\u202e\ud800',
  '2026-02-30',
  '9999-99-99T99:99:99Z',
  ['x', 1, null],
  { $gt: '' },
  JSON.parse('{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}') as unknown,
  Array.from({ length: 2_000 }, (_, i) => i),
]

/** Whole bodies (raw text or bytes) and header variations sent to every endpoint. */
const DEEP = `${'['.repeat(10_000)}${']'.repeat(10_000)}`
const RAW_BODIES: { name: string; body: BodyInit | null; headers?: Record<string, string> }[] = [
  { name: 'no body', body: null },
  { name: 'broken JSON', body: '{"a":' },
  { name: 'JSON null', body: 'null' },
  { name: 'JSON array', body: '[]' },
  { name: 'JSON string', body: '"text"' },
  { name: 'JSON number', body: '42' },
  { name: 'deeply nested arrays', body: DEEP },
  { name: 'deeply nested objects', body: `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}` },
  { name: 'prototype pollution', body: '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}' },
  { name: 'over 1 MB', body: `{"x":"${'a'.repeat(1024 * 1024 + 16)}"}` },
  { name: 'invalid UTF-8', body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x22, 0x7d]) },
  { name: 'a lying Content-Length', body: '{}', headers: { 'content-length': '99999999' } },
  { name: 'text/plain', body: '{}', headers: { 'content-type': 'text/plain' } },
  { name: 'form-encoded', body: 'a=1&b=2', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
  { name: 'odd lang and currency headers', body: '{}', headers: { lang: '../../etc', currency: "'; select 1; --" } },
  { name: 'oversized headers', body: '{}', headers: { lang: 'x'.repeat(8_000), currency: 'y'.repeat(8_000), 'idempotency-key': 'k'.repeat(8_000) } },
  { name: 'forged login', body: '{}', headers: { authorization: 'JWT eyJhbGciOiJub25lIn0.eyJpZCI6MX0.', cookie: 'access_token=../../x; user_info=%E0%A4%A' } },
]

/** The route file of an endpoint's path. */
function routeFileOf(apiPath: string): string {
  return path.join(API_DIR, ...apiPath.replace(/^\/api\//, '').split('/'), 'route.ts')
}

/** Top-level fields of the request schema (as the OpenAPI document shows them). */
function fieldsOf(route: ApiRoute): string[] {
  const schema = z.toJSONSchema(route.request, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, unknown> }
  return Object.keys(schema.properties ?? {})
}

/** The login an endpoint needs for its input to reach the handler. */
function identityOf(route: ApiRoute): 'member' | 'b2c' | 'bbc' | 'admin' | null {
  if (route.path.startsWith('/api/staff/') || route.path === '/api/emailTemplate') return 'admin'
  if (route.path.startsWith('/api/user/btcOrderList')) return 'b2c'
  if (route.path.startsWith('/api/user/bbcOrderList')) return 'bbc'
  return route.access === 'member' ? 'member' : null
}


let payload: Payload
const auth: Record<string, string> = {}
let before: Map<string, string>
let requests = 0
const statuses = new Map<number, number>()

async function fingerprint(): Promise<Map<string, string>> {
  const db = await sqlHandle(payload)
  const tables = await db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`)
  const result = new Map<string, string>()
  for (const { table_name: name } of tables.rows as { table_name: string }[]) {
    if (MAY_CHANGE.test(name)) continue
    const row = await db.execute(sql.raw(`select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${name}" t`))
    const { n, h } = row.rows[0] as { n: number; h: string }
    result.set(name, `${n}:${h}`)
  }
  return result
}

async function send(handler: Handler, route: ApiRoute, body: BodyInit | null, headers: Record<string, string>, what: string) {
  const response = await handler(postRequest(route.path, body, { lang: 'en', 'idempotency-key': `fuzz-${requests}-${Math.random().toString(36).slice(2)}`, ...headers }))
  requests++
  statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
  const text = await response.text()
  const label = `${route.path} ← ${what}: HTTP ${response.status} ${text.slice(0, 300)}`
  expect(response.status, label).toBeLessThan(500)
  expect(text, label).not.toContain('QueryError')
  const leak = LEAK.exec(text)
  expect(leak, `${label} … leaks: ${leak ? text.slice(Math.max(0, leak.index - 120), leak.index + 120) : ''}`).toBeNull()
  // A refusal is always an envelope in the request language; a success may be a file (report downloads).
  if (response.status >= 300 || (response.headers.get('content-type') ?? '').includes('json')) {
    const envelope = JSON.parse(text) as { code?: unknown; message?: unknown }
    expect(typeof envelope.code, label).toBe('number')
    expect(typeof envelope.message === 'string' && envelope.message.length > 0, label).toBe(true)
  }
}

/**
 * Jobs that earlier test files of this worker queued run on their own schedule, and some write to orders (an e-invoice
 * void retried after that file's sandbox stopped notes its failure on the order: CI saw one land mid-fuzz). They are
 * not this file's requests: the waiting ones are dropped and a running one is waited for, before the fingerprint.
 */
async function dropEarlierJobs() {
  const db = await sqlHandle(payload)
  await waitFor(async () => {
    await db.execute(sql`delete from payload_jobs where completed_at is null and processing = false`)
    const { n } = (await db.execute(sql`select count(*)::int as n from payload_jobs where completed_at is null`)).rows[0] as { n: number }
    return n === 0
  }, 'the jobs of earlier test files to end', 30_000)
}

beforeAll(async () => {
  payload = await getPayload()
  await dropEarlierJobs()
  auth.member = (await localLogin('members', MEMBER, MEMBER_PASSWORD)).token
  auth.b2c = (await localLogin('members', B2C, MEMBER_PASSWORD)).token
  auth.bbc = (await localLogin('members', BBC, MEMBER_PASSWORD)).token
  auth.admin = (await localLogin('staff', STAFF.admin, STAFF_PASSWORD)).token
  before = await fingerprint()
})

afterAll(() => {
  console.log(`[fuzz] ${requests} requests to ${API_ROUTES.length} endpoints; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`)
})

describe('fuzzing every storefront endpoint of the OpenAPI document', () => {
  it('has a route file for every registered endpoint (the list the fuzzer walks)', () => {
    const files = new Set(
      (readdirSync(API_DIR, { recursive: true }) as string[]).filter((f) => f.endsWith('route.ts')).map((f) => path.join(API_DIR, f)),
    )
    expect(API_ROUTES.length).toBeGreaterThan(60)
    expect(API_ROUTES.map((r) => r.path).filter((p) => !files.has(routeFileOf(p)))).toEqual([])
  })

  for (const route of API_ROUTES) {
    it(`${route.path}: no 5xx, no stack trace, always an envelope`, async () => {
      const handler = ((await import(routeFileOf(route.path))) as { POST: Handler }).POST
      const who = identityOf(route)
      const login: Record<string, string> = who ? { authorization: `JWT ${auth[who]}` } : {}
      for (const raw of RAW_BODIES) await send(handler, route, raw.body, { ...login, ...raw.headers }, raw.name)
      const fields = fieldsOf(route)
      for (const field of fields.length ? fields : ['id']) {
        for (const value of FIELD_VALUES) await send(handler, route, JSON.stringify({ [field]: value }), login, `${field} = ${JSON.stringify(value)?.slice(0, 40)}`)
        // The field wrong while the others hold the same odd value (past the first field's check).
        await send(handler, route, JSON.stringify(Object.fromEntries(fields.map((f) => [f, f === field ? { nested: [1] } : 'x']))), login, `${field} an object, the rest 'x'`)
      }
    }, 120_000)
  }

  it('afterwards the shop still answers, and no business row was written, changed or removed', async () => {
    const { POST } = (await import(routeFileOf('/api/productList'))) as { POST: Handler }
    const response = await POST(postRequest('/api/productList', '{}', { lang: 'en' }))
    expect(response.status).toBe(200)
    const after = await fingerprint()
    const changed = [...before].filter(([table, print]) => after.get(table) !== print).map(([table]) => table)
    expect(changed).toEqual([])
    expect(requests).toBeGreaterThan(3_000)
  })
})
