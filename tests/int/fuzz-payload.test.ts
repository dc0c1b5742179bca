/**
 * Fuzz of Payload's own REST and GraphQL API (issue 38), through the app's real route files, as each staff role, a
 * member and an anonymous visitor: unknown sub-paths (`/api/orders/versions` reached the database as id NaN and
 * answered 500 "Something went wrong"), malformed ids and `where` clauses, odd paging and sorting, and GraphQL
 * documents with wrong ids, draft flags and where clauses. Every answer is below 500 and carries no stack trace, no
 * SQL and no file path; afterwards a normal request is still served.
 */
import './content-next-runtime'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET } from '@/app/(payload)/api/[...slug]/route'
import { POST as GRAPHQL_ROUTE } from '@/app/(payload)/api/graphql/route'

import { B2C, BBC, MEMBER, MEMBER_PASSWORD, STAFF, STAFF_PASSWORD, localLogin, payload as getPayload } from './helpers'
import { LEAK } from './leak'

const WHO = ['anonymous', 'member', 'b2c', 'bbc', 'admin', 'editor', 'support', 'counter'] as const
type Who = (typeof WHO)[number]


let payload: Payload
const tokens: Partial<Record<Who, string>> = {}
const statuses = new Map<number, number>()
let requests = 0

const headersOf = (who: Who): Record<string, string> => (tokens[who] ? { authorization: `JWT ${tokens[who]}` } : {})

async function get(path: string, who: Who) {
  const url = new URL(`http://localhost${path}`)
  const slug = url.pathname.replace(/^\/api\/?/, '').split('/').filter(Boolean).map((s) => decodeURIComponent(s))
  const response = await GET(new Request(url, { headers: headersOf(who) }), { params: Promise.resolve({ slug }) })
  return { status: response.status, text: await response.text() }
}

async function graphql(query: string, who: Who) {
  const response = await GRAPHQL_ROUTE(
    new Request('http://localhost/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...headersOf(who) }, body: JSON.stringify({ query }) }),
  )
  return { status: response.status, text: await response.text() }
}

function expectSane(reply: { status: number; text: string }, what: string) {
  requests++
  statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1)
  const label = `${what}: HTTP ${reply.status} ${reply.text.slice(0, 300)}`
  expect(reply.status, label).toBeLessThan(500)
  const leak = LEAK.exec(reply.text)
  expect(leak, `${label} … leaks: ${leak ? reply.text.slice(Math.max(0, leak.index - 120), leak.index + 120) : ''}`).toBeNull()
  expect(reply.text, label).not.toContain('Something went wrong')
}

/** A REST error answer also names no error class (src/api/payloadApiGuard.ts takes Payload's `name` out of its errors). */
function expectRestSane(reply: { status: number; text: string }, what: string) {
  expectSane(reply, what)
  // Only refusals: a 200 may list stored documents whose own data has such a field (a failed job's error, for admins).
  if (reply.status >= 400) expect(reply.text, `${what}: ${reply.text.slice(0, 300)}`).not.toMatch(/"name"\s*:\s*"\w*Error"/)
}

/** Sub-paths Payload may or may not define for a collection: each must answer (404 / 403 / 200), never 500. */
const SUB_PATHS = ['versions', 'versions/1', 'versions/abc', 'versions/NaN', 'count', 'distinct', 'me', 'init', 'access', 'access/1', '1/versions', 'x/y/z', '%00', '..%2F..%2Fetc', 'NaN', '-1', '1.5', '99999999999999999999', 'Infinity', '0x10']

/** Query strings of malformed where clauses, paging and sorting. */
const QUERIES = [
  'where[id][equals]=versions',
  'where[id][in]=1,abc',
  'where[id][greater_than]=NaN',
  'where[_status][equals]=maybe',
  'where[_status][equals]=draft&draft=true',
  'draft=true',
  'draft=maybe',
  'where[createdAt][less_than]=not-a-date',
  'where[nonexistent][equals]=1',
  'where[or][0][id][equals]=1&where[or][1][__proto__][equals]=1',
  'where[version._status][equals]=draft',
  'where[updatedAt][near]=1,2,3',
  'page=-5',
  'page=abc',
  'limit=-1',
  'limit=1e309',
  'sort=-nonexistent',
  'sort=%27%3Bdrop%20table%20orders',
  'depth=999',
  'locale=xx&fallback-locale=yy',
  "where[id][like]=' OR '1'='1",
  'select[password]=true&select[hash]=true',
]

const GRAPHQL_DOCUMENTS = [
  '{ Product(id: 0) { id } }',
  '{ Product(id: 2147483648) { id } }',
  '{ Product(id: 1, draft: true) { id name } }',
  '{ Products(where: { _status: { equals: draft } }, draft: true) { docs { id } } }',
  '{ Products(where: { id: { in: [1, 2147483648] } }) { docs { id } } }',
  '{ Orders(where: { id: { equals: 0 } }) { docs { id } } }',
  '{ versionsProducts(limit: 1) { docs { id } } }',
  '{ versionsProducts(where: { parent: { equals: 2147483648 } }) { docs { id } } }',
  '{ versionProduct(id: "versions") { id } }',
  '{ versionProduct(id: 2147483648) { id } }',
  '{ Home(draft: true) { heroTitle } }',
  '{ versionsHome(limit: 1) { docs { id } } }',
  '{ News(id: -1) { title } }',
  '{ Pages(page: -5, limit: -1) { docs { id } } }',
  '{ Faqs(sort: "-nonexistent") { docs { id } } }',
  'mutation { updateProduct(id: 2147483648, data: { sortOrder: 1 }) { id } }',
  'mutation { restoreVersionProduct(id: 2147483648) { id } }',
  'mutation { publishProduct(id: 1) { id } }',
  '{ __schema { queryType { name } } }',
  '{',
]

beforeAll(async () => {
  payload = await getPayload()
  for (const role of ['admin', 'editor', 'support', 'counter'] as const) tokens[role] = (await localLogin('staff', STAFF[role], STAFF_PASSWORD)).token
  tokens.member = (await localLogin('members', MEMBER, MEMBER_PASSWORD)).token
  tokens.b2c = (await localLogin('members', B2C, MEMBER_PASSWORD)).token
  tokens.bbc = (await localLogin('members', BBC, MEMBER_PASSWORD)).token
  generatedDocuments = await documentsFromSchema()
}, 60_000)

let generatedDocuments: string[] = []

type SchemaField = { name: string; args: { name: string }[] }

/**
 * One malformed query per field of the schema, read from the schema itself, so a collection or global added later is
 * fuzzed too: a 2³¹ id, a where clause on a field that does not exist with negative paging.
 */
async function documentsFromSchema(): Promise<string[]> {
  const reply = await graphql('{ __schema { queryType { fields { name args { name } } } } }', 'admin')
  const fields = (JSON.parse(reply.text) as { data: { __schema: { queryType: { fields: SchemaField[] } } } }).data.__schema.queryType.fields
  const documents: string[] = []
  for (const field of fields) {
    const args = new Set(field.args.map((a) => a.name))
    if (args.has('id')) {
      documents.push(`{ ${field.name}(id: 2147483648) { __typename } }`)
    }
    if (args.has('where')) {
      documents.push(`{ ${field.name}(where: { nonexistent: { equals: 1 } }, page: -5, limit: -1) { __typename } }`)
    }
    if (args.has('draft') && !args.has('id')) documents.push(`{ ${field.name}(draft: true) { __typename } }`)
  }
  return documents
}

describe('fuzzing Payload’s REST API as every role', () => {
  it('GET /api/orders/versions and /api/products/versions as an admin: an answer, not 500 (the word reached the database as id NaN)', async () => {
    const orders = await get('/api/orders/versions', 'admin')
    expectSane(orders, 'orders/versions')
    expect(orders.status).toBe(404)
    const products = await get('/api/products/versions', 'admin')
    expectSane(products, 'products/versions')
    expect(products.status).toBe(200)
  })

  for (const who of WHO) {
    it(`${who}: unknown sub-paths, malformed ids and where clauses on every collection and global → never 5xx`, async () => {
      const collections = payload.config.collections.map((c) => c.slug)
      const globals = payload.config.globals.map((g) => g.slug)
      for (const slug of collections) {
        for (const sub of SUB_PATHS) expectRestSane(await get(`/api/${slug}/${sub}`, who), `${who} GET /api/${slug}/${sub}`)
        for (const query of QUERIES) expectRestSane(await get(`/api/${slug}?${query}`, who), `${who} GET /api/${slug}?${query}`)
      }
      for (const slug of globals) {
        for (const sub of ['', 'versions', 'versions/abc', 'versions/2147483648', 'x']) expectRestSane(await get(`/api/globals/${slug}/${sub}`, who), `${who} GET /api/globals/${slug}/${sub}`)
        for (const query of ['draft=true', 'draft=maybe', 'locale=xx', 'depth=-1']) expectRestSane(await get(`/api/globals/${slug}?${query}`, who), `${who} GET /api/globals/${slug}?${query}`)
      }
    }, 240_000)
  }
})

describe('fuzzing Payload’s GraphQL API as every role', () => {
  for (const who of WHO) {
    it(`${who}: wrong ids, draft flags, version queries and where clauses → never 5xx`, async () => {
      for (const query of GRAPHQL_DOCUMENTS) expectSane(await graphql(query, who), `${who} ${query}`)
    }, 60_000)
  }

  it('every query field of the schema (top-up plans, passkeys and what comes later), malformed, as every role → never 5xx', async () => {
    expect(generatedDocuments.length).toBeGreaterThan(50)
    expect(generatedDocuments.some((d) => d.includes('TopUpPlan'))).toBe(true)
    for (const who of WHO) for (const query of generatedDocuments) expectSane(await graphql(query, who), `${who} ${query}`)
  }, 480_000)

  it('afterwards the API still answers', async () => {
    const reply = await get('/api/products?limit=1', 'anonymous')
    expect(reply.status).toBe(200)
    console.log(`[fuzz-payload] ${requests} requests; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`)
  })
})
