/**
 * The access matrix: every collection and global of the Payload config (Payload's internal ones too),
 * with every identity, through the app's own route files (`src/app/(payload)/api/[...slug]/route.ts` and
 * `…/api/graphql/route.ts`, i.e. Payload's REST API and GraphQL as a browser or an attacker reaches them).
 *
 * The matrix below is DATA; the tests are generated from it, so a failure names the slug, the identity, the
 * operation and the transport. A collection or global missing from the matrix fails ("add <slug> to the
 * access matrix"). Denied writes are checked in the database afterwards (Local API, overrideAccess), and
 * anything a test creates is removed again in afterAll.
 */
import './content-next-runtime'

import type { CollectionSlug, GlobalSlug, Payload, Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DELETE, GET, PATCH, POST } from '@/app/(payload)/api/[...slug]/route'
import { POST as GRAPHQL_ROUTE } from '@/app/(payload)/api/graphql/route'

import { generateSerialNumber } from '@/domain/serialNumber'

import { richText } from './content-fixtures'
import { B2C, BBC, MEMBER, MEMBER_PASSWORD, STAFF, STAFF_PASSWORD, localLogin, payload } from './helpers'

// ─────────────────────────────────────────────────────────────────────────────────────────────────────────────
// Identities
// ─────────────────────────────────────────────────────────────────────────────────────────────────────────────

/** Columns of the matrix: everyone who is not a member (members are rule T1, the same for every row). */
const WHO = ['anonymous', 'admin', 'editor', 'support', 'counter'] as const
type Who = (typeof WHO)[number]
type StaffRole = Exclude<Who, 'anonymous'>
const MEMBER_IDS = ['member', 'b2c', 'bbc'] as const
type MemberId = (typeof MEMBER_IDS)[number]
type Identity = Who | MemberId
const MEMBER_EMAIL: Record<MemberId, string> = { member: MEMBER, b2c: B2C, bbc: BBC }

/**
 * How a token travels: `Authorization: Bearer`, `Authorization: JWT` or the `payload-token` cookie — also as Payload's
 * cookie reader still takes it: a space before the `=`, or a character of the token percent-encoded.
 */
type Carrier = 'Bearer' | 'JWT' | 'cookie' | 'cookie-spaced' | 'cookie-encoded'
const COOKIE_CARRIERS: Carrier[] = ['cookie', 'cookie-spaced', 'cookie-encoded']

// ─────────────────────────────────────────────────────────────────────────────────────────────────────────────
// THE MATRIX
//
// R (read)  : all  = every document (list, count and by id)
//             pub  = only published / approved documents (counts equal the Local API's), drafts are 403/404
//             own  = only their own record (the list is exactly their doc, another id is 403/404)
//             air  = only orders picked up at the airports of their staff record, and only whitelisted fields
//             -    = denied: 401/403/404, 501 (Payload exposes no such route) or a 2xx without any document
//                    (empty list, zero count, null value)
//             ?    = not asserted
// C, U, D   : Y    = allowed (2xx, and the database shows the change)
//             -    = denied: 401/403/404/405/501 — never 400, a validation error means access let it through —
//                    and the database unchanged afterwards
//             ?    = not asserted
// Members (types 1, 2, 3) are not columns: T1 — every REST call with a member token is 403 — holds for every
// row, every global and every method, and is generated for every slug in the config.
// ─────────────────────────────────────────────────────────────────────────────────────────────────────────────

type ReadRule = 'all' | 'pub' | 'own' | 'air' | '-' | '?'
type WriteRule = 'Y' | '-' | '?'
type Row = { R: Record<Who, ReadRule>; C: Record<Who, WriteRule>; U: Record<Who, WriteRule>; D: Record<Who, WriteRule>; note?: string }
type GlobalRow = { R: Record<Who, ReadRule>; U: Record<Who, WriteRule> }

const READ_RULES: readonly string[] = ['all', 'pub', 'own', 'air', '-', '?']
const WRITE_RULES: readonly string[] = ['Y', '-', '?']

function cells<T extends string>(line: string, allowed: readonly string[]): Record<Who, T> {
  const parts = line.trim().split(/\s+/)
  if (parts.length !== WHO.length || parts.some((p) => !allowed.includes(p))) throw new Error(`bad matrix cells "${line}"`)
  return Object.fromEntries(WHO.map((who, i) => [who, parts[i]])) as Record<Who, T>
}
const row = (R: string, C: string, U: string, D: string, note?: string): Row => ({
  R: cells<ReadRule>(R, READ_RULES),
  C: cells<WriteRule>(C, WRITE_RULES),
  U: cells<WriteRule>(U, WRITE_RULES),
  D: cells<WriteRule>(D, WRITE_RULES),
  note,
})
const grow = (R: string, U: string): GlobalRow => ({ R: cells<ReadRule>(R, READ_RULES), U: cells<WriteRule>(U, WRITE_RULES) })

const COLLECTIONS: Record<string, Row> = {
  //                                R  anon admin edit supp cntr    C  an ad ed su co   U  an ad ed su co   D  an ad ed su co
  // content with drafts (`published`; reviews: `approved`)
  'activities':               row('pub  all  all  all  pub',       '-  Y  Y  -  -',    '-  Y  Y  -  -',    '-  Y  Y  -  -'),
  'banners':                  row('pub  all  all  all  pub',       '-  Y  Y  -  -',    '-  Y  Y  -  -',    '-  Y  Y  -  -'),
  'faqs':                     row('pub  all  all  all  pub',       '-  Y  Y  -  -',    '-  Y  Y  -  -',    '-  Y  Y  -  -'),
  'guides':                   row('pub  all  all  all  pub',       '-  Y  Y  -  -',    '-  Y  Y  -  -',    '-  Y  Y  -  -'),
  'news':                     row('pub  all  all  all  pub',       '-  Y  Y  -  -',    '-  Y  Y  -  -',    '-  Y  Y  -  -'),
  'pages':                    row('pub  all  all  all  pub',       '-  Y  Y  -  -',    '-  Y  Y  -  -',    '-  Y  Y  -  -',
                                  'all seven page slugs exist (unique): create/delete cases free one first (withFreePageSlug)'),
  'products':                 row('pub  all  all  all  pub',       '-  Y  Y  -  -',    '-  Y  Y  -  -',    '-  Y  Y  -  -'),
  'reviews':                  row('pub  all  all  all  pub',       '-  Y  Y  -  -',    '-  Y  Y  -  -',    '-  Y  Y  -  -'),
  // always-public content
  'airports':                 row('all  all  all  all  all',       '-  Y  Y  -  -',    '-  Y  Y  -  -',    '-  Y  Y  -  -'),
  'faq-categories':           row('all  all  all  all  all',       '-  Y  Y  -  -',    '-  Y  Y  -  -',    '-  Y  Y  -  -'),
  'media':                    row('all  all  all  all  all',       '-  Y  Y  -  -',    '-  Y  Y  -  -',    '-  Y  Y  -  -'),
  'observation-slot-rules':   row('all  all  all  all  all',       '-  Y  Y  -  -',    '-  Y  Y  -  -',    '-  Y  Y  -  -'),
  'pickup-regions':           row('all  all  all  all  all',       '-  Y  Y  -  -',    '-  Y  Y  -  -',    '-  Y  Y  -  -'),
  'product-categories':       row('all  all  all  all  all',       '-  Y  Y  -  -',    '-  Y  Y  -  -',    '-  Y  Y  -  -'),
  // orders, customers, staff
  'orders':                   row('-    all  -    all  air',       '-  -  -  -  -',    '-  -  -  -  -',    '-  -  -  -  -',
                                  'U is tried with each of ORDER_PATCHES; see also "orders: the counter view"'),
  'members':                  row('-    all  -    all  -',         '-  Y  -  -  -',    '-  Y  -  Y  -',    '-  Y  -  -  -',
                                  'field rules in MEMBER_FIELDS'),
  'staff':                    row('-    all  own  own  own',       '-  Y  -  -  -',    '-  Y  -  -  -',    '-  Y  -  -  -',
                                  'U here = another staff doc; own record in STAFF_SELF'),
  'promo-codes':              row('-    all  all  all  -',         '-  Y  Y  -  -',    '-  Y  Y  -  -',    '-  Y  -  -  -',
                                  'usedCount is read-only for everyone'),
  'partners':                 row('-    all  -    all  -',         '-  Y  -  -  -',    '-  Y  -  -  -',    '-  Y  -  -  -',
                                  'B2C/BBC partners: admins manage, support reads; partner accounts read their report only through /api/user/*OrderList'),
  'serial-numbers':           row('-    all  -    all  -',         '-  Y  -  -  -',    '-  Y  -  -  -',    '-  Y  -  -  -',
                                  'redemption numbers: admins manage, support reads; status/order only by the redemption service'),
  'slot-reservations':        row('-    all  -    all  -',         '-  -  -  -  -',    '-  -  -  -  -',    '-  -  -  -  -'),
  // payment and fulfilment: written only by the shop's services (staff import eSIM codes, admins only)
  'payments':                 row('-    all  -    all  -',         '-  -  -  -  -',    '-  -  -  -  -',    '-  -  -  -  -'),
  'order-events':             row('-    all  -    all  -',         '-  -  -  -  -',    '-  -  -  -  -',    '-  -  -  -  -',
                                  'the audit trail: nobody edits or deletes it'),
  'audit-log':                row('-    all  -    all  -',         '-  -  -  -  -',    '-  -  -  -  -',    '-  -  -  -  -',
                                  'staff desks (issue 13): written only by the desk services; nobody edits or deletes it'),
  'ticket-uses':              row('-    all  -    all  -',         '-  -  -  -  -',    '-  -  -  -  -',    '-  -  -  -  -',
                                  'tickets admitted at a gate: written only by the ticket check; nobody edits or deletes them'),
  'esim-codes':               row('-    all  -    all  -',         '-  Y  -  -  -',    '-  -  -  -  -',    '-  Y  -  -  -',
                                  'the LPA string and matching id are admin-only fields'),
  'stock-alerts':             row('-    all  -    all  -',         '-  -  -  -  -',    '-  -  -  -  -',    '-  -  -  -  -',
                                  'raised and resolved by the fulfilment service only'),
  'top-up-plans':             row('-    all  all  all  all',       '-  Y  Y  -  -',    '-  Y  Y  -  -',    '-  Y  Y  -  -',
                                  'eSIM top-up plans (issue 41.4): the storefront reads them only through /api/order/topUp/plans'),
  'device-models':            row('all  all  all  all  all',       '-  Y  Y  -  -',    '-  Y  Y  -  -',    '-  Y  Y  -  -'),
  // messaging and housekeeping
  'outbox':                   row('-    all  -    -    -',         '-  -  -  -  -',    '-  -  -  -  -',    '-  -  -  -  -'),
  'verification-codes':       row('-    all  -    -    -',         '-  -  -  -  -',    '-  -  -  -  -',    '-  Y  -  -  -'),
  'rate-limit-hits':          row('-    all  -    -    -',         '-  -  -  -  -',    '-  -  -  -  -',    '-  Y  -  -  -'),
  // passkeys (issue 41.2): written by the passkey service only; each owner lists and removes theirs through it
  'passkeys':                 row('-    all  -    -    -',         '-  -  -  -  -',    '-  -  -  -  -',    '-  Y  -  -  -',
                                  'an admin removes a lost device\'s passkey'),
  'passkey-challenges':       row('-    -    -    -    -',         '-  -  -  -  -',    '-  -  -  -  -',    '-  -  -  -  -'),
  // the staff second factor (issue 41.2): only its service reads or writes them, nobody through Payload
  'staff-second-factors':     row('-    -    -    -    -',         '-  -  -  -  -',    '-  -  -  -  -',    '-  -  -  -  -'),
  'staff-sign-in-steps':      row('-    -    -    -    -',         '-  -  -  -  -',    '-  -  -  -  -',    '-  -  -  -  -'),
  // customer care: written only by the shop's services; admins and support staff read and move them along
  'support-messages':         row('-    all  -    all  -',         '-  -  -  -  -',    '-  Y  -  Y  -',    '-  Y  -  -  -',
                                  'what the sender wrote is frozen (field access); staff change status and note'),
  'survey-answers':           row('-    all  -    all  -',         '-  -  -  -  -',    '-  -  -  -  -',    '-  Y  -  -  -'),
  'kyc-applications':         row('-    all  -    all  -',         '-  -  -  -  -',    '-  Y  -  Y  -',    '-  Y  -  -  -',
                                  'declared data frozen; staff decide status and reason'),
  'kyc-documents':            row('-    all  -    all  -',         '-  -  -  -  -',    '-  -  -  -  -',    '-  Y  -  -  -',
                                  'private ID images: the file URL is checked in tests/int/kyc.test.ts'),
  // Payload's internal collections
  'payload-jobs':             row('-    all  -    -    -',         '-  ?  -  -  -',    '-  ?  -  -  -',    '-  ?  -  -  -',
                                  'the job runner is in JOB_RUNNER'),
  'payload-locked-documents': row('-    ?    ?    ?    ?',         '-  ?  ?  ?  ?',    '-  ?  ?  ?  ?',    '-  ?  ?  ?  ?'),
  'payload-preferences':      row('-    ?    ?    ?    ?',         '-  ?  ?  ?  ?',    '-  ?  ?  ?  ?',    '-  ?  ?  ?  ?'),
  'payload-migrations':       row('-    ?    ?    ?    ?',         '-  ?  ?  ?  ?',    '-  ?  ?  ?  ?',    '-  ?  ?  ?  ?'),
  'payload-kv':               row('-    ?    ?    ?    ?',         '-  ?  ?  ?  ?',    '-  ?  ?  ?  ?',    '-  ?  ?  ?  ?'),
}

const GLOBALS: Record<string, GlobalRow> = {
  //                         R  anon admin edit supp cntr    U  an ad ed su co
  'home':               grow('all  all  all  all  all',       '-  Y  Y  -  -'),
  'site-settings':      grow('all  all  all  all  all',       '-  Y  Y  -  -'),
  'exchange-rates':     grow('all  all  all  all  all',       '-  Y  Y  -  -'),
  'survey':             grow('all  all  all  all  all',       '-  Y  Y  Y  -'),
  // Payload's scheduler state: written only by the scheduler through the database
  'payload-jobs-stats': grow('-    all  -    -    -',         '-  -  -  -  -'),
}

/** Orders: PATCH bodies that no identity (admin included) may get stored. `member` is filled in at run time. */
const ORDER_PATCHES: Record<string, unknown>[] = [
  { totalTwd: 1 },
  { orderNumber: 'HACKED-1' },
  { member: '<another member>' },
  { status: 'cancelled' },
  { unitPriceTwd: 1 },
]

/** What a counter may see of an order at their airport; everything else is hidden. */
const COUNTER_ORDER_FIELDS = [
  'id', 'orderNumber', 'status', 'itemKind', 'itemName', 'planLabel', 'cardType', 'quantity', 'pickup',
  'surname', 'givenName', 'guardianRequired', 'furtherHolders', 'pickedUpAt', 'createdAt', 'updatedAt',
]
const COUNTER_PICKUP_FIELDS = ['airport', 'counterId', 'place', 'date', 'time']
/** What a counter may see of each further card holder: the name on the passport to check, and whether a guardian comes. */
const COUNTER_HOLDER_FIELDS = ['id', 'surname', 'givenName', 'guardianRequired']
/** Never shown to a counter (a `*Twd` key is money and never shown either). */
const COUNTER_NEVER = [
  'contactEmail', 'contactPhone', 'birthDate', 'member', 'partnerName', 'partnerCardNumber', 'promoCode',
  'promoCodeText', 'consent', 'idempotencyKey',
]

/** Members: what support and admin may change through Payload. `stored` = the PATCH lands, `unchanged` = it never does. */
type FieldRule = 'stored' | 'unchanged'
const MEMBER_FIELDS: { field: string; value: (current: unknown) => unknown; support: FieldRule; admin: FieldRule }[] = [
  //  field                  a new value (never the stored one)                           support        admin
  { field: 'surname',         value: () => unique('SURNAME'),                                support: 'stored',    admin: 'stored' },
  { field: 'givenName',       value: () => unique('GIVEN'),                                  support: 'stored',    admin: 'stored' },
  { field: 'phone',           value: () => `+8869${String(++seq).padStart(8, '0')}`,         support: 'unchanged', admin: 'stored' },
  { field: 'birthday',        value: () => `19${50 + (++seq % 40)}-03-04T00:00:00.000Z`,     support: 'stored',    admin: 'stored' },
  { field: 'gender',          value: (now) => (now === 'female' ? 'male' : 'female'),        support: 'stored',    admin: 'stored' },
  { field: 'preferredLocale', value: (now) => (now === 'ko' ? 'vi' : 'ko'),                  support: 'stored',    admin: 'stored' },
  { field: 'email',           value: () => uniqueEmail('changed'),                           support: 'unchanged', admin: 'stored' },
  { field: 'accountType',     value: (now) => (now === 2 ? 3 : 2),                           support: 'unchanged', admin: 'stored' },
  { field: 'partnerName',     value: () => unique('Partner'),                                support: 'unchanged', admin: 'stored' },
  { field: 'termsAcceptedAt', value: () => `2001-02-${String(1 + (++seq % 28)).padStart(2, '0')}T04:05:06.000Z`, support: 'unchanged', admin: 'unchanged' },
  { field: 'termsVersion',    value: () => unique('terms'),                                  support: 'unchanged', admin: 'unchanged' },
]

/** Editors, support and counter staff on their OWN staff record. */
const STAFF_SELF: { field: 'name' | 'role' | 'airports'; rule: FieldRule }[] = [
  { field: 'name', rule: 'stored' },
  { field: 'role', rule: 'unchanged' },
  { field: 'airports', rule: 'unchanged' },
]

// ─────────────────────────────────────────────────────────────────────────────────────────────────────────────
// Calling the route files
// ─────────────────────────────────────────────────────────────────────────────────────────────────────────────

const RUN = Date.now().toString(36)
let seq = 0
const unique = (prefix: string) => `${prefix}-${RUN}-${++seq}`
const uniqueEmail = (prefix: string) => `matrix-${prefix}-${Date.now()}-${++seq}@example.com`

type Json = Record<string, unknown>
type Reply = { status: number; json: Json; text: string }
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'
const ROUTES = { GET, POST, PATCH, DELETE }

const tokens = {} as Record<Identity, string>
const ids = {} as Record<StaffRole | MemberId, number>
let adminUser: Json

function authHeaders(who: Identity, carrier: Carrier = 'Bearer'): Record<string, string> {
  if (who === 'anonymous') return {}
  const token = tokens[who]
  if (!token) throw new Error(`no token for ${who}`)
  // Payload takes the cookie only from its own origin (CSRF list) — as a browser on the site sends it.
  const browser = { origin: ORIGIN, 'sec-fetch-site': 'same-origin' }
  if (carrier === 'cookie') return { cookie: `payload-token=${token}`, ...browser }
  if (carrier === 'cookie-spaced') return { cookie: `payload-token =${token}`, ...browser }
  // The first character of the claims, percent-encoded: decodeURI gives the token back.
  if (carrier === 'cookie-encoded') return { cookie: `payload-token=${token.replace(/\.(.)/, (_, c: string) => `.%${c.charCodeAt(0).toString(16)}`)}`, ...browser }
  return { authorization: `${carrier} ${token}` }
}

function parse(text: string): Json {
  try {
    const value: unknown = JSON.parse(text)
    return value && typeof value === 'object' ? (value as Json) : { value }
  } catch {
    return {}
  }
}

/** A REST call through src/app/(payload)/api/[...slug]/route.ts. `path` starts with /api/. */
async function rest(method: Method, path: string, who: Identity, body?: unknown, carrier: Carrier = 'Bearer'): Promise<Reply> {
  const url = new URL(`http://localhost${path}`)
  const slug = url.pathname.replace(/^\/api\/?/, '').split('/').filter(Boolean).map(decodeURIComponent)
  const headers: Record<string, string> = authHeaders(who, carrier)
  let payloadBody: BodyInit | undefined
  if (body instanceof FormData) payloadBody = body
  else if (body !== undefined) {
    headers['content-type'] = 'application/json'
    payloadBody = JSON.stringify(body)
  }
  const response = await ROUTES[method](new Request(url, { method, headers, body: payloadBody }), {
    params: Promise.resolve({ slug }),
  })
  const text = await response.text()
  return { status: response.status, json: parse(text), text }
}

/** A GraphQL POST through src/app/(payload)/api/graphql/route.ts. */
async function graphql(who: Identity, query: string, carrier: Carrier = 'Bearer'): Promise<Reply> {
  const request = new Request('http://localhost/api/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...authHeaders(who, carrier) },
    body: JSON.stringify({ query }),
  })
  const response = await GRAPHQL_ROUTE(request)
  const text = await response.text()
  return { status: response.status, json: parse(text), text }
}

const describeReply = (reply: Reply) => `HTTP ${reply.status} ${reply.text.slice(0, 300)}`
const is2xx = (status: number) => status >= 200 && status < 300
/** A denied write: access said no, or the route does not exist (501) — never 400, which means access passed and only
 * validation stopped it, and never another 5xx. */
const DENIED = [401, 403, 404, 405, 501]
const docsOf = (reply: Reply) => (Array.isArray(reply.json.docs) ? (reply.json.docs as Json[]) : [])
/** A refused read: an error status (501 = Payload exposes no such route), or a 2xx that carries no document. */
const noData = (reply: Reply) =>
  [401, 403, 404, 501].includes(reply.status) ||
  (is2xx(reply.status) &&
    docsOf(reply).length === 0 &&
    !reply.json.totalDocs &&
    reply.json.id === undefined &&
    reply.json.doc === undefined &&
    (reply.json.value ?? null) === null)
/** it.each rows whose first column is a readable name: slug · identity · operation (transport) → rule. */
const named = <T,>(cases: T[], name: (c: T) => string): [string, T][] => cases.map((c) => [name(c), c])

// ─────────────────────────────────────────────────────────────────────────────────────────────────────────────
// Local API (overrideAccess) — the database truth
// ─────────────────────────────────────────────────────────────────────────────────────────────────────────────

const p: Payload = await payload()
const created: { slug: string; id: number | string }[] = []
const asSlug = (slug: string) => slug as CollectionSlug

async function dbCount(slug: string, where?: Where) {
  return (await p.count({ collection: asSlug(slug), where, overrideAccess: true })).totalDocs
}
async function dbDoc(slug: string, id: number | string): Promise<Json | null> {
  const result = await p.find({
    collection: asSlug(slug),
    where: { id: { equals: id } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    showHiddenFields: true,
    pagination: false,
  })
  return (result.docs[0] as Json | undefined) ?? null
}
async function dbUpdate(slug: string, id: number | string, data: Json) {
  await p.update({ collection: asSlug(slug), id, data: data as never, overrideAccess: true, depth: 0 })
}
async function dbGlobal(slug: string): Promise<Json> {
  return (await p.findGlobal({ slug: slug as GlobalSlug, depth: 0, overrideAccess: true })) as unknown as Json
}
async function dbDelete(slug: string, id: number | string) {
  await p.delete({ collection: asSlug(slug), id, overrideAccess: true }).catch(() => undefined)
}

/** Fields that change without anyone asking (timestamps, login bookkeeping). */
const VOLATILE = new Set(['updatedAt', 'sessions', 'loginAttempts', 'lockUntil', 'resetPasswordToken', 'resetPasswordExpiration'])
const stable = (doc: Json | null) =>
  doc && JSON.stringify(Object.fromEntries(Object.entries(doc).filter(([k]) => !VOLATILE.has(k)).sort(([a], [b]) => a.localeCompare(b))))

/** Ids of a relationship value (numbers or populated docs). */
const idsOf = (value: unknown): (number | string)[] =>
  Array.isArray(value)
    ? value.map((v) => (v && typeof v === 'object' ? ((v as Json).id as number) : (v as number)))
    : value === null || value === undefined
      ? []
      : [value && typeof value === 'object' ? ((value as Json).id as number) : (value as number)]

/** Loose equality for stored values: dates compare as instants, relationships by id. */
function same(a: unknown, b: unknown): boolean {
  if (typeof a === 'string' && typeof b === 'string' && /^\d{4}-\d\d-\d\dT/.test(a) && /^\d{4}-\d\d-\d\dT/.test(b))
    return Date.parse(a) === Date.parse(b)
  if (a && typeof a === 'object' && 'id' in (a as Json)) return same((a as Json).id, b)
  if (b && typeof b === 'object' && 'id' in (b as Json)) return same(a, (b as Json).id)
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null)
}

// ─────────────────────────────────────────────────────────────────────────────────────────────────────────────
// Fixtures: for each collection a valid new document (unique marker field) and a harmless change
// ─────────────────────────────────────────────────────────────────────────────────────────────────────────────

type Fx = {
  mediaId: number
  kycDocumentId: number
  categoryId: number
  faqCategoryId: number
  regionId: number
  activityId: number
  productId: number
  planId: string
  airportA: number
  airportB: number
  counterAirports: number[] | undefined
  pageId: number
  orders: { a1: number; a2: number; b: number }
  hidden: Record<string, number | string>
}
let fx: Fx

type Sample = {
  /** The field whose unique value finds a created document. */
  marker: string
  /** A valid new document. */
  data?: () => Json
  /** One document per fixed slug, all seeded: C/D cases free a slug first (see withFreePageSlug). */
  fixedSlugs?: true
  /** Harmless changes (one U case each). */
  changes: () => Json[]
  /** What makes draft content visible: Payload's `_status` published (drafts), or reviews' `approved`. */
  visible?: 'published' | 'approved'
}

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
)

function orderData(airport: number, over: Json = {}): Json {
  const n = unique('MX')
  return {
    orderNumber: n,
    status: 'unpaid',
    member: ids.member,
    locale: 'en',
    displayCurrency: 'TWD',
    itemKind: 'product',
    itemName: 'Matrix SIM',
    planId: 'matrix-plan',
    planLabel: '5 days · Unlimited',
    cardType: 'physical',
    quantity: 1,
    pickup: { airport, counterId: 'matrix-counter', place: 'Matrix Airport · Counter A', date: '2099-01-01', time: '10:00' },
    contactEmail: uniqueEmail('order'),
    contactPhone: '+886912345678',
    surname: 'MATRIX',
    givenName: 'ORDER',
    birthDate: '1990-01-01',
    guardianRequired: false,
    partnerName: 'asiaMiles',
    partnerCardNumber: '1234567890',
    unitPriceTwd: 450,
    subtotalTwd: 450,
    discountTwd: 0,
    totalTwd: 450,
    promoCodeText: 'MATRIX',
    profitShareTwd: 0,
    consent: { termsVersion: '2026-01-01', privacyVersion: '2026-01-01', acceptedAt: new Date().toISOString() },
    idempotencyKey: n,
    ...over,
  }
}

const SAMPLES: Record<string, Sample> = {
  'product-categories': { marker: 'name', data: () => ({ name: unique('Matrix category') }), changes: () => [{ sortOrder: 900 + seq }] },
  'products': {
    marker: 'name',
    visible: 'published',
    data: () => ({
      name: unique('Matrix product'),
      category: fx.categoryId,
      cardType: 'esim',
      network: '4G',
      plans: [{ days: 3, dataAllowance: '1 GB', priceTwd: 100, active: true }],
      _status: 'draft' as const,
    }),
    changes: () => [{ sortOrder: 900 + seq }],
  },
  'activities': {
    marker: 'name',
    visible: 'published',
    data: () => ({ name: unique('Matrix activity'), kind: 'rail', railPrices: { oneWayTwd: 1, roundTripTwd: 2 }, _status: 'draft' as const }),
    changes: () => [{ sortOrder: 900 + seq }],
  },
  'observation-slot-rules': {
    marker: 'label',
    data: () => ({
      label: unique('Matrix rule'),
      activity: fx.activityId,
      validFrom: '2099-01-01T00:00:00.000Z',
      validTo: '2099-01-02T00:00:00.000Z',
      slots: [{ time: '09:00', capacity: 1 }],
    }),
    changes: () => [{ label: unique('Matrix rule changed') }],
  },
  'pickup-regions': { marker: 'name', data: () => ({ name: unique('Matrix region') }), changes: () => [{ sortOrder: 900 + seq }] },
  'airports': {
    marker: 'code',
    data: () => ({
      name: unique('Matrix airport'),
      code: unique('MX').toUpperCase(),
      region: fx.regionId,
      counters: [{ name: 'Matrix counter', terminal: 'T9', opensAt: '08:00', closesAt: '20:00' }],
    }),
    changes: () => [{ sortOrder: 900 + seq }],
  },
  'banners': {
    marker: 'title',
    visible: 'published',
    data: () => ({ title: unique('Matrix banner'), image: fx.mediaId, _status: 'draft' as const }),
    changes: () => [{ sortOrder: 900 + seq }],
  },
  'news': {
    marker: 'title',
    visible: 'published',
    data: () => ({ title: unique('Matrix news'), publishedAt: '2001-01-01T00:00:00.000Z', _status: 'draft' as const }),
    changes: () => [{ publishedAt: `2002-01-${String(1 + (seq % 28)).padStart(2, '0')}T00:00:00.000Z` }],
  },
  'guides': {
    marker: 'name',
    visible: 'published',
    data: () => ({ name: unique('Matrix guide'), type: 2, _status: 'draft' as const }),
    changes: () => [{ sortOrder: 900 + seq }],
  },
  'faq-categories': { marker: 'name', data: () => ({ name: unique('Matrix FAQ category') }), changes: () => [{ name: unique('Renamed') }] },
  'faqs': {
    marker: 'question',
    visible: 'published',
    data: () => ({ question: unique('Matrix question?'), category: fx.faqCategoryId, answer: richText('Matrix answer'), _status: 'draft' as const }),
    changes: () => [{ sortOrder: 900 + seq }],
  },
  'reviews': {
    marker: 'displayName',
    visible: 'approved',
    data: () => ({ displayName: unique('Matrix R.'), rating: 5, text: 'Matrix review', approved: false }),
    changes: () => [{ rating: 1 + (seq % 4) }],
  },
  'pages': {
    marker: 'title',
    visible: 'published',
    fixedSlugs: true,
    data: () => ({ slug: SPARE_PAGE_SLUG, title: unique('Matrix page'), content: richText('Matrix') }),
    changes: () => [{ lastUpdated: `2003-01-${String(1 + (seq % 28)).padStart(2, '0')}T00:00:00.000Z` }],
  },
  'media': { marker: 'alt', data: () => ({ alt: unique('Matrix image') }), changes: () => [{ alt: unique('Matrix alt') }] },
  'orders': {
    marker: 'orderNumber',
    data: () => orderData(fx.airportB),
    changes: () => ORDER_PATCHES.map((patch) => ('member' in patch ? { member: ids.b2c } : patch)),
  },
  'payments': {
    marker: 'idempotencyKey',
    data: () => ({ order: fx.orders.b, idempotencyKey: unique('matrix'), provider: 'sandbox', method: 'card', amountTwd: 1, status: 'failed' }),
    changes: () => [{ status: 'succeeded' }],
  },
  'order-events': {
    marker: 'note',
    data: () => ({ order: fx.orders.b, event: 'cancel', from: 'unpaid', to: 'cancelled', actor: 'system', note: unique('matrix') }),
    changes: () => [{ note: unique('matrix changed') }],
  },
  'audit-log': {
    marker: 'summary',
    data: () => ({ action: 'resendMail', staff: ids.admin, staffEmail: STAFF.admin, staffRole: 'admin', order: fx.orders.b, orderNumber: 'MATRIX', summary: unique('matrix') }),
    changes: () => [{ summary: unique('matrix changed') }],
  },
  'ticket-uses': {
    marker: 'orderNumber',
    data: () => ({ order: fx.orders.b, orderNumber: unique('MATRIX'), ticketIndex: 100 + seq, leg: 'single', usedAt: new Date().toISOString() }),
    changes: () => [{ ticketIndex: 500 + seq }],
  },
  'esim-codes': {
    marker: 'lpa',
    data: () => {
      const id = unique('MX').toUpperCase().replace(/[^A-Z0-9]/g, '')
      return { product: fx.productId, lpa: `LPA:1$smdp.matrix.test$${id}`, smdpAddress: 'smdp.matrix.test', matchingId: id, status: 'available' }
    },
    changes: () => [{ smdpAddress: `smdp-${seq}.matrix.test` }],
  },
  'stock-alerts': {
    marker: 'available',
    data: () => ({ product: fx.productId, kind: 'lowStock', available: 1000 + seq++, waitingOrders: 0 }),
    changes: () => [{ waitingOrders: 7 }],
  },
  'device-models': { marker: 'model', data: () => ({ brand: 'Matrix', model: unique('Phone') }), changes: () => [{ sortOrder: 900 + seq }] },
  'promo-codes': {
    marker: 'code',
    data: () => ({ code: unique('MX').toUpperCase(), kind: 'fixed', value: 10, active: false }),
    changes: () => [{ description: unique('Matrix promo') }],
  },
  'partners': {
    marker: 'name',
    data: () => ({ name: unique('Matrix Partner'), kind: 'bbc', active: false }),
    changes: () => [{ contactName: unique('Matrix contact') }],
  },
  'serial-numbers': {
    marker: 'code',
    data: () => ({
      code: generateSerialNumber('MX'),
      product: fx.productId,
      planId: fx.planId,
      quantity: 1,
      originalPriceTwd: 100,
      payableTwd: 80,
    }),
    changes: () => [{ batch: unique('matrix-batch') }],
  },
  'slot-reservations': {
    marker: 'time',
    data: () => ({ activity: fx.activityId, visitDate: '2099-01-01', time: unique('mx'), seats: 1 }),
    changes: () => [{ seats: 2 + (seq % 5) }],
  },
  'members': {
    marker: 'email',
    data: () => ({ email: uniqueEmail('member'), password: 'Matrix-pass-1', accountType: 2, partnerName: 'Matrix Partner Co.' }),
    changes: () => [{ surname: unique('SURNAME') }],
  },
  'staff': {
    marker: 'email',
    data: () => ({ email: uniqueEmail('staff'), password: 'Matrix-staff-1', name: 'Matrix Staff', role: 'editor' }),
    changes: () => [{ name: unique('Matrix Staff') }],
  },
  'outbox': {
    marker: 'to',
    data: () => ({ channel: 'mail', kind: 'system', status: 'failed', transport: 'outbox', to: uniqueEmail('outbox'), subject: 'Matrix' }),
    changes: () => [{ subject: unique('Matrix subject') }],
  },
  'verification-codes': {
    marker: 'target',
    data: () => ({
      purpose: 'orderContact',
      channel: 'email',
      target: uniqueEmail('code'),
      codeHash: 'matrix',
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
      attempts: 0,
    }),
    changes: () => [{ attempts: 1 + (seq % 3) }],
  },
  'top-up-plans': {
    marker: 'packageCode',
    data: () => ({ name: unique('Matrix top-up'), packageCode: unique('MATRIX-TOPUP'), priceTwd: 150, active: true }),
    changes: () => [{ priceTwd: 150 + (seq % 50) }],
  },
  'passkeys': {
    marker: 'credentialId',
    data: () => ({ owner: 'staff', name: 'Matrix key', credentialId: unique('matrix-cred'), publicKey: 'matrix', counter: 0 }),
    changes: () => [{ name: unique('Matrix key') }, { counter: 1 + (seq % 50) }],
  },
  'passkey-challenges': {
    marker: 'challenge',
    data: () => ({ challenge: unique('matrix-challenge'), purpose: 'login', owner: 'members', expiresAt: new Date(Date.now() + 60_000).toISOString() }),
    changes: () => [{ purpose: 'register' }],
  },
  'staff-second-factors': {
    marker: 'secret',
    data: () => ({ staff: 1_000_000 + ++seq, secret: unique('matrix-secret') }),
    changes: () => [{ lastStep: 1 + (seq % 50) }],
  },
  'staff-sign-in-steps': {
    marker: 'sid',
    data: () => ({ sid: unique('matrix-sid'), staff: 1_000_000 + ++seq, sessionExpiresAt: new Date(Date.now() + 60_000).toISOString(), expiresAt: new Date(Date.now() + 60_000).toISOString() }),
    changes: () => [{ staff: 2_000_000 + ++seq }],
  },
  'rate-limit-hits': {
    marker: 'bucket',
    data: () => ({ bucket: unique('matrix'), count: 0, expiresAt: new Date(Date.now() + 60_000).toISOString() }),
    changes: () => [{ count: 1 + (seq % 50) }],
  },
  'support-messages': {
    marker: 'email',
    data: () => ({ source: 'visitor', email: uniqueEmail('support'), content: 'Matrix message', status: 'new' }),
    changes: () => [{ status: 'closed' }, { staffNote: unique('Matrix note') }],
  },
  'survey-answers': {
    marker: 'email',
    data: () => ({ email: uniqueEmail('survey'), answers: [{ question: 'overall', answer: '5' }] }),
    changes: () => [{ orderNumber: unique('MX') }],
  },
  'kyc-applications': {
    marker: 'documentNumber',
    data: () => ({
      member: ids.member,
      status: 'submitted',
      passportName: 'MATRIX TEST',
      nationality: 'TW',
      documentNumber: unique('MX').toUpperCase(),
      birthDate: '1990-01-01',
      passportImage: fx.kycDocumentId,
      secondIdImage: fx.kycDocumentId,
    }),
    changes: () => [{ status: 'approved' }],
  },
  'kyc-documents': {
    marker: 'member',
    data: () => ({ kind: 'passport', member: ids.bbc }),
    changes: () => [{ kind: 'secondId' }],
  },
  'payload-jobs': {
    marker: 'queue',
    data: () => ({ taskSlug: 'sendMail', input: { matrix: true }, queue: unique('access-matrix') }),
    changes: () => [{ queue: unique('access-matrix-changed') }],
  },
  'payload-kv': { marker: 'key', data: () => ({ key: unique('matrix'), data: { matrix: true } }), changes: () => [{ data: { changed: seq } }] },
  'payload-locked-documents': {
    marker: 'globalSlug',
    data: () => ({ globalSlug: unique('matrix'), user: { relationTo: 'staff', value: ids.admin } }),
    changes: () => [{ globalSlug: unique('matrix-changed') }],
  },
  'payload-preferences': {
    marker: 'key',
    data: () => ({ key: unique('matrix'), value: { matrix: true }, user: { relationTo: 'staff', value: ids.admin } }),
    changes: () => [{ value: { changed: seq } }],
  },
  'payload-migrations': { marker: 'name', data: () => ({ name: unique('matrix'), batch: 0 }), changes: () => [{ batch: 1 + (seq % 50) }] },
}

/** Creates a document with the Local API (overrideAccess), remembered for cleanup. */
async function createDoc(slug: string, data: Json): Promise<number | string> {
  const doc =
    slug === 'media' || slug === 'kyc-documents'
      ? await p.create({
          collection: slug,
          data: data as never,
          file: { data: PNG_1PX, mimetype: 'image/png', name: `${unique('matrix')}.png`, size: PNG_1PX.length },
          overrideAccess: true,
          depth: 0,
        })
      : await p
          // Preferences take their owner from the request's user (the admin here).
          .create({ collection: asSlug(slug), data: data as never, overrideAccess: true, depth: 0, user: slug === 'payload-preferences' ? adminUser : undefined })
          .catch((error: Error & { data?: unknown }) => {
          throw new Error(`cannot create a ${slug}: ${error.message} ${JSON.stringify(error.data ?? '')}`)
        })
  created.push({ slug, id: doc.id })
  return doc.id
}

function sampleOf(slug: string): Sample {
  const sample = SAMPLES[slug]
  if (!sample) throw new Error(`add a sample document for ${slug} to SAMPLES in access-matrix.test.ts`)
  return sample
}

/** The document U/D cases aim at: a throwaway (re-created when a case deleted it), for pages a seeded page. */
const targets: Record<string, number | string> = {}
async function target(slug: string): Promise<number | string> {
  const known = targets[slug]
  if (known !== undefined && (await dbDoc(slug, known))) return known
  const sample = sampleOf(slug)
  if (sample.fixedSlugs) {
    targets[slug] = fx.pageId
    return fx.pageId
  }
  const id = await createDoc(slug, sample.data!())
  targets[slug] = id
  return id
}

/** The body of a REST create: JSON, or multipart for the upload collection. */
function createBody(slug: string, data: Json): unknown {
  if (slug !== 'media' && slug !== 'kyc-documents') return data
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(PNG_1PX)], { type: 'image/png' }), `${unique('matrix')}.png`)
  form.append('_payload', JSON.stringify(data))
  return form
}

/**
 * Every page slug is seeded and unique, so a page create/delete case first puts the seeded page of a spare
 * slug aside — the whole document, every locale, through the database adapter (no hooks) — and puts it back
 * with its id afterwards, whatever the case did.
 */
const SPARE_PAGE_SLUG = 'topUp'
async function withFreePageSlug<T>(run: () => Promise<T>): Promise<T> {
  const bySlug = { slug: { equals: SPARE_PAGE_SLUG } }
  const found = await p.find({ collection: 'pages', where: bySlug, locale: 'all', depth: 0, overrideAccess: true, pagination: false })
  const seeded = found.docs[0]
  if (seeded) await p.db.deleteOne({ collection: 'pages', where: { id: { equals: seeded.id } } })
  try {
    return await run()
  } finally {
    const left = await p.find({ collection: 'pages', where: bySlug, depth: 0, overrideAccess: true, pagination: false })
    for (const doc of left.docs) await p.db.deleteOne({ collection: 'pages', where: { id: { equals: doc.id } } })
    if (seeded) await p.db.create({ collection: 'pages', data: seeded as never })
  }
}

/** Removes documents a create case made (its marker value), returning how many there were. */
async function removeByMarker(slug: string, marker: string, value: unknown, since: string): Promise<number> {
  const timestamps = p.collections[asSlug(slug)]?.config.timestamps !== false
  const where: Where = { and: [{ [marker]: { equals: value } }, ...(timestamps ? [{ createdAt: { greater_than_equal: since } }] : [])] }
  const found = await p.find({ collection: asSlug(slug), where, depth: 0, overrideAccess: true, pagination: false })
  for (const doc of found.docs) await dbDelete(slug, doc.id)
  return found.docs.length
}

// ─────────────────────────────────────────────────────────────────────────────────────────────────────────────
// Setup: Payload, the config's slugs, tokens, fixtures
// ─────────────────────────────────────────────────────────────────────────────────────────────────────────────

const CONFIG_COLLECTIONS = p.config.collections.map((c) => c.slug)
const ORIGIN = p.config.serverURL || 'http://localhost:3000'
const CONFIG_GLOBALS = p.config.globals.map((g) => g.slug)
const AUTH_COLLECTIONS = new Set(p.config.collections.filter((c) => c.auth).map((c) => c.slug))

const restoreAfter: (() => Promise<unknown>)[] = []

beforeAll(async () => {
  for (const role of Object.keys(STAFF) as StaffRole[]) {
    const { token, user } = await localLogin('staff', STAFF[role], STAFF_PASSWORD)
    tokens[role] = token
    ids[role] = user.id as number
    if (role === 'admin') adminUser = { ...user, collection: 'staff' }
  }
  for (const who of MEMBER_IDS) {
    const { token, user } = await localLogin('members', MEMBER_EMAIL[who], MEMBER_PASSWORD)
    tokens[who] = token
    ids[who] = user.id as number
  }

  const first = async (slug: string, where?: Where) => {
    const found = await p.find({ collection: asSlug(slug), where, limit: 1, depth: 0, overrideAccess: true })
    const doc = found.docs[0]
    if (!doc) throw new Error(`the seed has no ${slug}`)
    return doc.id as number
  }
  const counter = await dbDoc('staff', ids.counter)
  const counterAirports = counter && 'airports' in counter ? (idsOf(counter.airports) as number[]) : undefined
  const airports = (await p.find({ collection: 'airports', depth: 0, limit: 100, overrideAccess: true })).docs.map((a) => a.id)
  const airportA = counterAirports?.[0] ?? airports[0]
  const airportB = airports.find((id) => !counterAirports?.includes(id) && id !== airportA)
  if (airportA === undefined || airportB === undefined) throw new Error('the seed needs at least two airports')

  fx = {
    mediaId: await first('media'),
    kycDocumentId: 0,
    categoryId: await first('product-categories'),
    faqCategoryId: await first('faq-categories'),
    regionId: await first('pickup-regions'),
    activityId: await first('activities'),
    productId: await first('products'),
    planId: '',
    airportA,
    airportB,
    counterAirports,
    pageId: await first('pages', { slug: { equals: 'businessCooperation' } }),
    orders: { a1: 0, a2: 0, b: 0 },
    hidden: {},
  }

  // A serial number's plan must be one of its product's (checked on save).
  fx.planId = (await p.findByID({ collection: 'products', id: fx.productId, depth: 0, overrideAccess: true })).plans?.[0]?.id ?? ''
  fx.kycDocumentId = (await createDoc('kyc-documents', { kind: 'passport', member: ids.member })) as number

  // Orders at the counter's airport (two, with different contact data) and at another airport.
  // a1: two cards, the second one's holder with a birth date the counter must not see.
  fx.orders.a1 = (await createDoc(
    'orders',
    orderData(airportA, {
      contactEmail: uniqueEmail('a1'),
      birthDate: '1990-05-06',
      quantity: 2,
      furtherHolders: [{ surname: 'MATRIX', givenName: 'HOLDER', birthDate: '1993-04-05', guardianRequired: false }],
    }),
  )) as number
  fx.orders.a2 = (await createDoc('orders', orderData(airportA, { contactEmail: uniqueEmail('a2'), birthDate: '2001-07-08' }))) as number
  fx.orders.b = (await createDoc('orders', orderData(airportB, { contactEmail: uniqueEmail('b'), birthDate: '1985-09-10' }))) as number

  // Every collection gets its throwaway target now (drafts are created hidden, so readers must not see them).
  for (const slug of Object.keys(COLLECTIONS)) if (SAMPLES[slug] && CONFIG_COLLECTIONS.includes(asSlug(slug))) await target(slug)
  // The seeded page becomes a draft for the duration of this file.
  const page = await dbDoc('pages', fx.pageId)
  await dbUpdate('pages', fx.pageId, { _status: 'draft' as const })
  restoreAfter.push(() => dbUpdate('pages', fx.pageId, { _status: page?._status ?? 'published', lastUpdated: page?.lastUpdated ?? null }))
  for (const [slug, sample] of Object.entries(SAMPLES)) if (sample.visible) fx.hidden[slug] = targets[slug]!
}, 120_000)

afterAll(async () => {
  for (const restore of restoreAfter.reverse()) await restore().catch((error: unknown) => console.warn('restore failed', error))
  for (const { slug, id } of created.reverse()) await dbDelete(slug, id)
}, 120_000)

// ─────────────────────────────────────────────────────────────────────────────────────────────────────────────
// The matrix covers the config
// ─────────────────────────────────────────────────────────────────────────────────────────────────────────────

describe('the matrix covers every collection and global of the config', () => {
  it.each(CONFIG_COLLECTIONS.map((slug) => [slug]))('collection %s is in the access matrix', (slug) => {
    expect(COLLECTIONS[slug], `add ${slug} to the access matrix (COLLECTIONS in tests/int/access-matrix.test.ts)`).toBeDefined()
    expect(SAMPLES[slug], `add a sample document for ${slug} to SAMPLES in tests/int/access-matrix.test.ts`).toBeDefined()
  })
  it.each(CONFIG_GLOBALS.map((slug) => [slug]))('global %s is in the access matrix', (slug) => {
    expect(GLOBALS[slug], `add ${slug} to the access matrix (GLOBALS in tests/int/access-matrix.test.ts)`).toBeDefined()
  })
  it('the matrix names no collection or global the config lacks', () => {
    const stale = [
      ...Object.keys(COLLECTIONS).filter((slug) => !CONFIG_COLLECTIONS.includes(asSlug(slug))),
      ...Object.keys(GLOBALS).filter((slug) => !CONFIG_GLOBALS.includes(slug as GlobalSlug)),
    ]
    expect(stale, `remove ${stale.join(', ')} from the access matrix`).toEqual([])
  })
})

const covered = CONFIG_COLLECTIONS.filter((slug) => COLLECTIONS[slug])
const coveredGlobals = CONFIG_GLOBALS.filter((slug) => GLOBALS[slug])

// ─────────────────────────────────────────────────────────────────────────────────────────────────────────────
// REST reads (rule per identity), run concurrently: they change nothing
// ─────────────────────────────────────────────────────────────────────────────────────────────────────────────

type ReadOp = 'list' | 'count' | 'by id'
const readCases = covered.flatMap((slug) =>
  WHO.flatMap((who) => {
    const rule = COLLECTIONS[slug]!.R[who]
    return rule === '?' ? [] : (['list', 'count', 'by id'] as ReadOp[]).map((op) => ({ slug, who, op, rule }))
  }),
)

/** Documents of a read rule, from the database. */
async function ruleWhere(slug: string, rule: ReadRule, who: Who): Promise<Where | undefined> {
  if (rule === 'pub') {
    const visible = sampleOf(slug).visible
    if (!visible) throw new Error(`${slug}: rule "pub" needs SAMPLES.${slug}.visible`)
    return visible === 'published' ? { _status: { equals: 'published' } } : { approved: { equals: true } }
  }
  if (rule === 'own') return { id: { equals: ids[who as StaffRole] } }
  if (rule === 'air') return { 'pickup.airport': { in: fx.counterAirports ?? [] } }
  return undefined
}

function expectCounterOrderFields(doc: Json, where: string) {
  const never = Object.keys(doc).filter((k) => doc[k] != null && (COUNTER_NEVER.includes(k) || /Twd$/.test(k)))
  expect(never, `${where}: a counter must never see ${never.join(', ')}`).toEqual([])
  const extra = Object.keys(doc).filter((k) => doc[k] != null && !COUNTER_ORDER_FIELDS.includes(k))
  expect(extra, `${where}: fields outside the counter whitelist: ${extra.join(', ')}`).toEqual([])
  const pickup = (doc.pickup ?? {}) as Json
  const pickupExtra = Object.keys(pickup).filter((k) => pickup[k] != null && !COUNTER_PICKUP_FIELDS.includes(k) && k !== 'id')
  expect(pickupExtra, `${where}: pickup fields outside the whitelist`).toEqual([])
  const holders = (doc.furtherHolders ?? []) as Json[]
  const holderExtra = holders.flatMap((h) => Object.keys(h).filter((k) => h[k] != null && !COUNTER_HOLDER_FIELDS.includes(k)))
  expect(holderExtra, `${where}: card holder fields outside the whitelist (a birth date?)`).toEqual([])
}

function requireCounterAirports(): number[] {
  expect(
    fx.counterAirports,
    'the counter staff record has no `airports` (staff.airports: relationship hasMany to airports; the seed must give counter@taiwan-sim.test one airport)',
  ).toBeDefined()
  expect(fx.counterAirports!.length, 'the seed must give counter@taiwan-sim.test one airport').toBeGreaterThan(0)
  return fx.counterAirports!
}

describe.concurrent('REST reads: /api/<collection>', () => {
  it.each(named(readCases, (c) => `${c.slug} · ${c.who} · R ${c.op} (REST) → ${c.rule}`))('%s', async (_, { slug, who, op, rule }) => {
    if (rule === 'air') requireCounterAirports()
    const where = await ruleWhere(slug, rule, who)
    const hidden = fx.hidden[slug]
    const throwaway = targets[slug]!

    if (op === 'list' || op === 'count') {
      const before = await dbCount(slug, where)
      // A list reads only the fields the rule looks at (`select`), except the counter's orders, whose fields are the point.
      const visible = sampleOf(slug).visible
      const flag = visible === 'published' ? '_status' : visible
      const select = rule === 'air' ? '' : `&select[id]=true${flag ? `&select[${flag}]=true` : ''}`
      const reply = await rest('GET', op === 'list' ? `/api/${slug}?limit=1000&depth=0${select}` : `/api/${slug}/count`, who)
      const after = await dbCount(slug, where)
      const total = reply.json.totalDocs
      if (rule === '-') {
        expect(noData(reply), describeReply(reply)).toBe(true)
        return
      }
      expect(reply.status, describeReply(reply)).toBe(200)
      expect(typeof total === 'number' && total >= Math.min(before, after) && total <= Math.max(before, after), `totalDocs ${String(total)}, database ${before}`).toBe(true)
      if (op === 'count') return
      const docs = docsOf(reply)
      if (rule === 'pub') {
        expect(docs.filter((d) => d[flag!] !== (visible === 'published' ? 'published' : true)).map((d) => d.id), 'unpublished documents in the list').toEqual([])
        expect(docs.map((d) => d.id)).not.toContain(hidden)
      }
      if (rule === 'own') expect(docs.map((d) => d.id)).toEqual([ids[who as StaffRole]])
      if (rule === 'air') {
        const listed = docs.map((d) => d.id)
        expect(listed).toContain(fx.orders.a1)
        expect(listed).not.toContain(fx.orders.b)
        for (const doc of docs) {
          expect(fx.counterAirports).toContain(idsOf((doc.pickup as Json | undefined)?.airport)[0])
          expectCounterOrderFields(doc, `order ${String(doc.id)}`)
        }
      }
      if (rule === 'all') expect(docs.map((d) => d.id)).toContain(throwaway)
      return
    }

    // by id: a document the rule hides and, where there is one, a document it shows
    const hiddenId =
      rule === 'pub' ? hidden : rule === 'own' ? ids.admin : rule === 'air' ? fx.orders.b : rule === '-' ? throwaway : undefined
    if (hiddenId !== undefined) {
      const reply = await rest('GET', `/api/${slug}/${hiddenId}?depth=0`, who)
      expect(noData(reply), `${slug}/${hiddenId}: ${describeReply(reply)}`).toBe(true)
    }
    const shownId = rule === 'all' ? throwaway : rule === 'own' ? ids[who as StaffRole] : rule === 'air' ? fx.orders.a1 : undefined
    if (shownId !== undefined) {
      const reply = await rest('GET', `/api/${slug}/${shownId}?depth=0`, who)
      expect(reply.status, describeReply(reply)).toBe(200)
      expect(reply.json.id).toBe(shownId)
      if (rule === 'air') expectCounterOrderFields(reply.json, `order ${shownId}`)
      if (slug === 'orders' && rule === 'all') {
        const doc = (await dbDoc('orders', shownId))!
        const missing = Object.keys(doc).filter((k) => doc[k] != null && !(k in reply.json) && k !== 'idempotencyKey')
        expect(missing, `${who} must read every order field`).toEqual([])
      }
    }
  })
})

describe.concurrent('REST reads: /api/globals/<slug>', () => {
  const cases = coveredGlobals.flatMap((slug) => WHO.map((who) => ({ slug, who, rule: GLOBALS[slug]!.R[who] })).filter((c) => c.rule !== '?'))
  it.each(named(cases, (c) => `globals/${c.slug} · ${c.who} · R (REST) → ${c.rule}`))('%s', async (_, { slug, who, rule }) => {
    const reply = await rest('GET', `/api/globals/${slug}?depth=0`, who)
    const stored = await dbGlobal(slug)
    if (rule === '-') {
      expect(noData(reply), describeReply(reply)).toBe(true)
      return
    }
    expect(reply.status, describeReply(reply)).toBe(200)
    expect(same(reply.json.updatedAt, stored.updatedAt), 'the stored global').toBe(true)
  })
})

// ─────────────────────────────────────────────────────────────────────────────────────────────────────────────
// T1: a member token on Payload's REST API is 403, whatever the collection, global, method or carrier
// ─────────────────────────────────────────────────────────────────────────────────────────────────────────────

type T1Op = 'list' | 'count' | 'by id' | 'create' | 'update' | 'bulk update' | 'delete' | 'bulk delete' | 'me'
const T1_OPS: T1Op[] = ['list', 'count', 'by id', 'create', 'update', 'bulk update', 'delete', 'bulk delete']
const t1Cases = CONFIG_COLLECTIONS.flatMap((slug) =>
  MEMBER_IDS.flatMap((who) => {
    const ops: T1Op[] = [...T1_OPS, ...(AUTH_COLLECTIONS.has(slug) ? (['me'] as T1Op[]) : [])]
    const carriers: Carrier[] = who === 'member' ? ['Bearer', 'JWT', ...COOKIE_CARRIERS] : ['Bearer']
    return ops.flatMap((op) =>
      carriers
        .filter((carrier) => carrier === 'Bearer' || op === 'list' || op === 'update' || (op === 'me' && COOKIE_CARRIERS.includes(carrier)) || (op === 'create' && carrier !== 'JWT'))
        .map((carrier) => ({ slug, who, op, carrier })),
    )
  }),
)

function expectT1(reply: Reply, where: string) {
  expect(reply.status, `${where}: ${describeReply(reply)}`).toBe(403)
  const errors = reply.json.errors
  expect(Array.isArray(errors) && errors.length > 0 && typeof (errors[0] as Json).message === 'string', `${where}: body ${reply.text.slice(0, 200)}`).toBe(true)
  const leaked = ['docs', 'doc', 'id', 'totalDocs', 'user', 'token', 'data'].filter((k) => k in reply.json)
  expect(leaked, `${where}: document data in a 403`).toEqual([])
}

const T1_READS: T1Op[] = ['list', 'count', 'by id', 'me']
const t1Name = (c: (typeof t1Cases)[number]) => `${c.slug} · ${c.who} · ${c.op} (REST, ${c.carrier}) → 403`

describe.concurrent('T1 · member tokens reading /api/<collection> (REST) → 403', () => {
  it.each(named(t1Cases.filter((c) => T1_READS.includes(c.op)), t1Name))('%s', async (_, c) => t1Case(c))
})

describe('T1 · member tokens writing /api/<collection> (REST) → 403', () => {
  it.each(named(t1Cases.filter((c) => !T1_READS.includes(c.op)), t1Name))('%s', async (_, c) => t1Case(c))
})

async function t1Case({ slug, who, op, carrier }: (typeof t1Cases)[number]) {
  const sample = SAMPLES[slug]
  // A member aims at their own record where there is one: that is what Payload's own rules would let them touch.
  const targetId = slug === 'members' && op !== 'delete' && op !== 'bulk delete' ? ids[who] : sample ? await target(slug) : 1
  const byId = `/api/${slug}/${targetId}`
  const bulk = `/api/${slug}?where[id][equals]=${targetId}`
  const where = `${slug} ${op} as ${who} (${carrier})`
  if (op === 'create') {
    const data = sample?.data?.() ?? {}
    const since = new Date().toISOString()
    const reply = await rest('POST', `/api/${slug}`, who, createBody(slug, data), carrier)
    const made = sample ? await removeByMarker(slug, sample.marker, data[sample.marker], since) : 0
    expectT1(reply, where)
    expect(made, `${where}: a document was created`).toBe(0)
    return
  }
  if (op === 'update' || op === 'bulk update') {
    const before = await dbDoc(slug, targetId)
    const change = sample?.changes()[0] ?? { matrix: true }
    const reply = await rest('PATCH', op === 'update' ? byId : bulk, who, change, carrier)
    const after = await dbDoc(slug, targetId)
    if (before && after && stable(before) !== stable(after)) await dbUpdate(slug, targetId, Object.fromEntries(Object.keys(change).map((k) => [k, before[k] ?? null])))
    expectT1(reply, where)
    expect(stable(after), `${where}: the stored document changed`).toBe(stable(before))
    return
  }
  if (op === 'delete' || op === 'bulk delete') {
    const reply = await rest('DELETE', op === 'delete' ? byId : bulk, who, undefined, carrier)
    const still = await dbDoc(slug, targetId)
    expectT1(reply, where)
    expect(still, `${where}: the document was deleted`).not.toBeNull()
    return
  }
  const path = op === 'list' ? `/api/${slug}?depth=0&limit=1` : op === 'count' ? `/api/${slug}/count` : op === 'me' ? `/api/${slug}/me` : `${byId}?depth=0`
  expectT1(await rest('GET', path, who, undefined, carrier), where)
}

describe('T1 · member tokens on /api/globals/<slug> (REST) → 403', () => {
  const cases = CONFIG_GLOBALS.flatMap((slug) =>
    MEMBER_IDS.flatMap((who) =>
      (['read', 'update'] as const).flatMap((op) =>
        (who === 'member' ? (['Bearer', 'JWT', ...COOKIE_CARRIERS] as Carrier[]) : (['Bearer'] as Carrier[])).map((carrier) => ({ slug, who, op, carrier })),
      ),
    ),
  )
  it.each(named(cases, (c) => `globals/${c.slug} · ${c.who} · ${c.op} (REST, ${c.carrier}) → 403`))('%s', async (_, { slug, who, op, carrier }) => {
    const where = `globals/${slug} ${op} as ${who} (${carrier})`
    if (op === 'read') return expectT1(await rest('GET', `/api/globals/${slug}`, who, undefined, carrier), where)
    const before = await dbGlobal(slug)
    const change = globalChange(slug, before)
    const reply = await rest('POST', `/api/globals/${slug}`, who, change, carrier)
    const after = await dbGlobal(slug)
    await restoreGlobal(slug, before, after)
    expectT1(reply, where)
    expect(stable(after), `${where}: the global changed`).toBe(stable(before))
  })
})

// ─────────────────────────────────────────────────────────────────────────────────────────────────────────────
// REST writes (rule per identity)
// ─────────────────────────────────────────────────────────────────────────────────────────────────────────────

type WriteCase = { slug: string; who: Who; op: 'C' | 'U' | 'D'; rule: WriteRule; change?: number; label: string }
const OP_NAME = { C: 'C create', U: 'U update', D: 'D delete' }
const writeCases: WriteCase[] = covered.flatMap((slug) =>
  WHO.flatMap((who) =>
    (['C', 'U', 'D'] as const).flatMap((op): WriteCase[] => {
      const rule = COLLECTIONS[slug]![op][who]
      if (rule === '?') return []
      if (op !== 'U') return [{ slug, who, op, rule, label: '' }]
      const changes = SAMPLES[slug]?.changes() ?? [{}]
      return changes.map((change, i) => ({ slug, who, op, rule, change: i, label: ` {${Object.keys(change).join(', ')}}` }))
    }),
  ),
)

describe('REST writes: /api/<collection>', () => {
  const name = (c: WriteCase) => `${c.slug} · ${c.who} · ${OP_NAME[c.op]}${c.label} (REST) → ${c.rule === 'Y' ? 'allowed' : 'denied'}`
  it.each(named(writeCases, name))('%s', async (_, c) => {
    const freeSlug = sampleOf(c.slug).fixedSlugs && c.op !== 'U'
    await (freeSlug ? withFreePageSlug(() => writeCase(c)) : writeCase(c))
  })
  async function writeCase({ slug, who, op, rule, change }: WriteCase) {
    const sample = sampleOf(slug)
    const allowed = rule === 'Y'

    if (op === 'C') {
      const data = sample.data!()
      const since = new Date().toISOString()
      const reply = await rest('POST', `/api/${slug}`, who, createBody(slug, data))
      const made = await removeByMarker(slug, sample.marker, data[sample.marker], since)
      if (allowed) {
        expect(reply.status, describeReply(reply)).toBe(201)
        expect(made, 'the new document is stored').toBe(1)
      } else {
        expect(DENIED, describeReply(reply)).toContain(reply.status)
        expect(made, 'a document was created').toBe(0)
      }
      return
    }

    if (op === 'U') {
      const id = await target(slug)
      let body = sample.changes()[change ?? 0]!
      const before = (await dbDoc(slug, id))!
      if (Object.keys(body).some((k) => same(before[k], body[k]))) body = sample.changes()[change ?? 0]!
      const reply = await rest('PATCH', `/api/${slug}/${id}?depth=0`, who, body)
      const after = await dbDoc(slug, id)
      const changedKeys = Object.keys(body).filter((k) => !same(after?.[k], before[k]))
      if (slug === 'pages' || !allowed) {
        if (after && changedKeys.length) await dbUpdate(slug, id, Object.fromEntries(changedKeys.map((k) => [k, before[k] ?? null])))
      }
      if (allowed) {
        expect(reply.status, describeReply(reply)).toBe(200)
        for (const k of Object.keys(body)) expect(same(after?.[k], body[k]), `${k} is stored`).toBe(true)
      } else {
        expect(DENIED, describeReply(reply)).toContain(reply.status)
        expect(stable(after), 'the stored document changed').toBe(stable(before))
      }
      return
    }

    // D
    const id = allowed ? await createDoc(slug, sample.data!()) : await target(slug)
    const reply = await rest('DELETE', `/api/${slug}/${id}`, who)
    const still = await dbDoc(slug, id)
    if (allowed) {
      expect(reply.status, describeReply(reply)).toBe(200)
      expect(still, 'the document is gone').toBeNull()
    } else {
      expect(DENIED, describeReply(reply)).toContain(reply.status)
      expect(still, 'the document was deleted').not.toBeNull()
    }
  }
})

// ─────────────────────────────────────────────────────────────────────────────────────────────────────────────
// Globals: U
// ─────────────────────────────────────────────────────────────────────────────────────────────────────────────

/** A change to a global: the same value back (allowed identities) or a different one (the others). */
function globalChange(slug: string, stored: Json, sameValue = false): Json {
  if (slug === 'home') return { heroTitle: sameValue ? stored.heroTitle : unique('Matrix hero') }
  if (slug === 'site-settings') return { freeCallNumber: sameValue ? stored.freeCallNumber : unique('0800') }
  if (slug === 'exchange-rates') {
    const rates = (stored.rates ?? {}) as Json
    return { rates: sameValue ? rates : { ...rates, USD: 0.0123 + (seq % 7) / 1000 } }
  }
  if (slug === 'survey') return { title: sameValue ? stored.title : unique('Matrix survey') }
  if (slug === 'payload-jobs-stats') return { stats: sameValue ? (stored.stats ?? null) : { matrix: unique('stats') } }
  throw new Error(`add a change for global ${slug} to globalChange() in access-matrix.test.ts`)
}
async function restoreGlobal(slug: string, before: Json, after: Json) {
  if (stable(before) === stable(after)) return
  const fields = Object.keys(globalChange(slug, before, true))
  await p.updateGlobal({ slug: slug as GlobalSlug, data: Object.fromEntries(fields.map((k) => [k, before[k]])) as never, overrideAccess: true })
}

describe('REST writes: /api/globals/<slug>', () => {
  const cases = coveredGlobals.flatMap((slug) => WHO.map((who) => ({ slug, who, rule: GLOBALS[slug]!.U[who] })).filter((c) => c.rule !== '?'))
  it.each(named(cases, (c) => `globals/${c.slug} · ${c.who} · U update (REST) → ${c.rule === 'Y' ? 'allowed' : 'denied'}`))('%s', async (_, { slug, who, rule }) => {
    const before = await dbGlobal(slug)
    const body = globalChange(slug, before, rule === 'Y')
    const reply = await rest('POST', `/api/globals/${slug}`, who, body)
    const after = await dbGlobal(slug)
    await restoreGlobal(slug, before, after)
    if (rule === 'Y') {
      expect(reply.status, describeReply(reply)).toBe(200)
    } else {
      expect(DENIED, describeReply(reply)).toContain(reply.status)
    }
    expect(stable(after), 'the stored global').toBe(stable(before))
  })
})

// ─────────────────────────────────────────────────────────────────────────────────────────────────────────────
// Orders: the counter view, filters on hidden fields, bulk writes
// ─────────────────────────────────────────────────────────────────────────────────────────────────────────────

describe('orders: the counter view (REST)', () => {
  const mine = () => `where[id][in]=${fx.orders.a1},${fx.orders.a2},${fx.orders.b}`

  it('counter · R: the seeded counter account has exactly one airport, read from staff.airports', () => {
    expect(requireCounterAirports()).toHaveLength(1)
  })

  it('counter · R: lists only the orders at their airport', async () => {
    requireCounterAirports()
    const reply = await rest('GET', `/api/orders?${mine()}&depth=0`, 'counter')
    expect(reply.status, describeReply(reply)).toBe(200)
    expect(docsOf(reply).map((d) => d.id).sort()).toEqual([fx.orders.a1, fx.orders.a2].sort())
  })

  const probes: [string, () => string][] = [
    ['where[contactEmail][equals]=<a1 email>', () => ''],
    ['where[birthDate][like]=19', () => 'where[birthDate][like]=19'],
    ["where[furtherHolders.birthDate][like]=1993 (a card holder's birth date)", () => 'where[furtherHolders.birthDate][like]=1993'],
    ['where[contactPhone][like]=+886', () => 'where[contactPhone][like]=%2B886'],
    ['where[totalTwd][greater_than]=0', () => 'where[totalTwd][greater_than]=0'],
    ['where[member][equals]=<member id>', () => `where[member][equals]=${ids.member}`],
    ['sort=contactEmail vs sort=-contactEmail', () => 'sort=contactEmail'],
  ]
  it.each(probes)('counter · R: filtering on a hidden field teaches nothing: %s', async (label, query) => {
    requireCounterAirports()
    const base = await rest('GET', `/api/orders?${mine()}&depth=0&sort=id`, 'counter')
    expect(base.status, describeReply(base)).toBe(200)
    let q = query()
    if (label.startsWith('where[contactEmail]')) {
      const a1 = (await dbDoc('orders', fx.orders.a1))!
      q = `where[contactEmail][equals]=${encodeURIComponent(String(a1.contactEmail))}`
    }
    const isSort = q.startsWith('sort=')
    const reply = await rest('GET', `/api/orders?${mine()}&depth=0&${isSort ? q : `${q}&sort=id`}`, 'counter')
    if (reply.status >= 400 && reply.status < 500) return
    expect(reply.status, describeReply(reply)).toBe(200)
    if (isSort) {
      const reverse = await rest('GET', `/api/orders?${mine()}&depth=0&sort=-${q.slice(5)}`, 'counter')
      if (reverse.status >= 400 && reverse.status < 500) return
      expect(docsOf(reply).map((d) => d.id), 'sorting by a hidden field changes the order').toEqual(docsOf(reverse).map((d) => d.id))
      return
    }
    expect(docsOf(reply).map((d) => d.id), 'the filter on a hidden field changed the result').toEqual(docsOf(base).map((d) => d.id))
  })

  it.each(WHO.map((who) => [who]))('%s · U (REST bulk PATCH ?where[id][equals]) changes no order', async (who) => {
    const id = fx.orders.a1
    const before = await dbDoc('orders', id)
    const reply = await rest('PATCH', `/api/orders?where[id][equals]=${id}`, who, { status: 'cancelled', totalTwd: 1, member: ids.b2c })
    const after = await dbDoc('orders', id)
    if (stable(after) !== stable(before)) await dbUpdate('orders', id, { status: before!.status, totalTwd: before!.totalTwd, member: before!.member })
    expect(reply.status, describeReply(reply)).toBeLessThan(500)
    expect(stable(after), `bulk update as ${who}: ${describeReply(reply)}`).toBe(stable(before))
  })

  it.each(WHO.map((who) => [who]))('%s · D (REST bulk DELETE ?where[id][equals]) deletes no order', async (who) => {
    const id = await target('orders')
    const reply = await rest('DELETE', `/api/orders?where[id][equals]=${id}`, who)
    expect(reply.status, describeReply(reply)).toBeLessThan(500)
    expect(await dbDoc('orders', id), `bulk delete as ${who}: ${describeReply(reply)}`).not.toBeNull()
  })

  it.each(WHO.map((who) => [who]))('%s · C (REST POST /api/orders/<id>/duplicate) is denied', async (who) => {
    const before = await dbCount('orders')
    const reply = await rest('POST', `/api/orders/${fx.orders.b}/duplicate`, who, {})
    const after = await dbCount('orders')
    expect(DENIED, describeReply(reply)).toContain(reply.status)
    expect(after, 'an order was duplicated').toBe(before)
  })
})

// ─────────────────────────────────────────────────────────────────────────────────────────────────────────────
// Members: field rules, passwords
// ─────────────────────────────────────────────────────────────────────────────────────────────────────────────

describe('members: fields support and admin may change (REST PATCH)', () => {
  let memberId: number
  beforeAll(async () => {
    memberId = (await createDoc('members', { ...sampleOf('members').data!(), termsAcceptedAt: '2020-01-01T00:00:00.000Z', termsVersion: 'v1' })) as number
  })
  const cases = MEMBER_FIELDS.flatMap((f) => (['support', 'admin'] as const).map((who) => ({ ...f, who, rule: f[who] })))
  it.each(named(cases, (c) => `members · ${c.who} · U {${c.field}} (REST) → ${c.rule}`))('%s', async (_, { field, value, who, rule }) => {
    const before = (await dbDoc('members', memberId))!
    const next = value(before[field])
    expect(same(before[field], next), 'the test value equals the stored one').toBe(false)
    const reply = await rest('PATCH', `/api/members/${memberId}?depth=0`, who, { [field]: next })
    const after = (await dbDoc('members', memberId))!
    expect(reply.status, describeReply(reply)).toBeLessThan(500)
    if (rule === 'stored') {
      expect(reply.status, describeReply(reply)).toBe(200)
      expect(same(after[field], next), `${field} is stored`).toBe(true)
    } else {
      expect(same(after[field], before[field]), `${field} changed to ${JSON.stringify(after[field])} (${describeReply(reply)})`).toBe(true)
    }
  })

  it.each(WHO.map((who) => [who]))('members · %s · U {password} (REST) never sets a password', async (who) => {
    const data = sampleOf('members').data!()
    const id = await createDoc('members', data)
    const email = String(data.email)
    const reply = await rest('PATCH', `/api/members/${id}`, who, { password: 'Hacked123' })
    expect(reply.status, describeReply(reply)).toBeLessThan(500)
    const login = (password: string) =>
      p.login({ collection: 'members', data: { email, password } }).then(
        (r) => Boolean(r.token),
        () => false,
      )
    expect(await login('Hacked123'), `the new password logs in (${describeReply(reply)})`).toBe(false)
    expect(await login(String(data.password)), 'the old password no longer logs in').toBe(true)
  })
})

// ─────────────────────────────────────────────────────────────────────────────────────────────────────────────
// Staff: their own record, airports
// ─────────────────────────────────────────────────────────────────────────────────────────────────────────────

describe('staff: own record (REST PATCH)', () => {
  const cases = (['editor', 'support', 'counter'] as const).flatMap((who) => STAFF_SELF.map((f) => ({ ...f, who })))
  it.each(named(cases, (c) => `staff · ${c.who} · U own {${c.field}} (REST) → ${c.rule}`))('%s', async (_, { who, field, rule }) => {
    const id = ids[who]
    const before = (await dbDoc('staff', id))!
    const value =
      field === 'name' ? unique('Matrix name') : field === 'role' ? 'admin' : [...new Set([fx.airportA, fx.airportB])]
    const reply = await rest('PATCH', `/api/staff/${id}?depth=0`, who, { [field]: value })
    const after = (await dbDoc('staff', id))!
    // Restore at once: a role change would make every later case lie.
    if (!same(after[field], before[field]) || field === 'name') await dbUpdate('staff', id, { [field]: before[field] ?? null })
    expect(reply.status, describeReply(reply)).toBeLessThan(500)
    if (field === 'airports') expect('airports' in before, 'the staff collection has no `airports` field yet').toBe(true)
    if (rule === 'stored') {
      expect(reply.status, describeReply(reply)).toBe(200)
      expect(after[field]).toBe(value)
    } else {
      expect(JSON.stringify(idsOf(after[field]).length ? idsOf(after[field]) : after[field]), `${field} changed: ${describeReply(reply)}`).toBe(
        JSON.stringify(idsOf(before[field]).length ? idsOf(before[field]) : before[field]),
      )
    }
  })

  it.each([['role'], ['airports']])('staff · admin · U another staff member’s {%s} (REST) → stored', async (field) => {
    const id = await target('staff')
    const before = (await dbDoc('staff', id))!
    expect(field in before, `the staff collection has no \`${field}\` field yet`).toBe(true)
    const value = field === 'role' ? (before.role === 'support' ? 'counter' : 'support') : [fx.airportB]
    const reply = await rest('PATCH', `/api/staff/${id}?depth=0`, 'admin', { [field]: value })
    const after = (await dbDoc('staff', id))!
    expect(reply.status, describeReply(reply)).toBe(200)
    expect(JSON.stringify(field === 'role' ? after.role : idsOf(after.airports))).toBe(JSON.stringify(value))
  })
})

describe('staff: only an admin changes how a staff account signs in (e-mail, password)', () => {
  it.each([['editor'], ['support'], ['counter']] as const)('staff · %s · U own {email} or {password} (REST) → 403, nothing stored', async (who) => {
    const id = ids[who]
    const before = (await dbDoc('staff', id))!
    expect(typeof before.hash === 'string' && before.hash !== '', 'the stored password hash is readable here').toBe(true)
    const moved = await rest('PATCH', `/api/staff/${id}?depth=0`, who, { email: uniqueEmail(`${who}-moved`) })
    const password = await rest('PATCH', `/api/staff/${id}?depth=0`, who, { password: 'Taken-over-2026!' })
    const bulk = await rest('PATCH', `/api/staff?where[id][equals]=${id}&depth=0`, who, { email: uniqueEmail(`${who}-bulk`) })
    const after = (await dbDoc('staff', id))!
    if (after.email !== before.email) await dbUpdate('staff', id, { email: before.email })
    for (const reply of [moved, password, bulk]) {
      expect(reply.status, describeReply(reply)).toBe(403)
      expect(reply.text).toContain('Forgot password')
    }
    expect(after.email).toBe(before.email)
    expect(after.hash, 'the password was changed').toBe(before.hash)
  })

  it("staff · editor · U own {name} with the unchanged {email} (the admin's account form) → stored", async () => {
    const id = ids.editor
    const before = (await dbDoc('staff', id))!
    const name = unique('Matrix name')
    const reply = await rest('PATCH', `/api/staff/${id}?depth=0`, 'editor', { name, email: String(before.email).toUpperCase() })
    const after = (await dbDoc('staff', id))!
    await dbUpdate('staff', id, { name: before.name })
    expect(reply.status, describeReply(reply)).toBe(200)
    expect(after.name).toBe(name)
    expect(after.email).toBe(before.email)
  })

  it('staff · admin · U another staff member’s {email} (REST) → stored', async () => {
    const id = ids.counter
    const before = (await dbDoc('staff', id))!
    const email = uniqueEmail('counter-by-admin')
    const reply = await rest('PATCH', `/api/staff/${id}?depth=0`, 'admin', { email })
    const after = (await dbDoc('staff', id))!
    await dbUpdate('staff', id, { email: before.email })
    expect(reply.status, describeReply(reply)).toBe(200)
    expect(after.email).toBe(email)
  })
})

// ─────────────────────────────────────────────────────────────────────────────────────────────────────────────
// Promo codes: usedCount
// ─────────────────────────────────────────────────────────────────────────────────────────────────────────────

describe('sessions: an account’s own, never another collection’s account with the same id', () => {
  it('staff · R: the member whose id is a staff member’s own shows that staff member no sessions', async () => {
    const pairs: { who: StaffRole; id: number }[] = []
    for (const who of ['admin', 'editor', 'support', 'counter'] as const) if (await dbDoc('members', ids[who])) pairs.push({ who, id: ids[who] })
    expect(pairs.filter((p) => p.who === 'admin' || p.who === 'support').length, 'no member shares an id with an admin or support account here').toBeGreaterThan(0)
    for (const { who, id } of pairs) {
      const before = (await dbDoc('members', id))!
      const sessions = [{ id: unique('matrix-session'), createdAt: new Date().toISOString(), expiresAt: new Date(Date.now() + 3_600_000).toISOString() }]
      if (!Array.isArray(before.sessions) || before.sessions.length === 0) await dbUpdate('members', id, { sessions })
      const byId = await rest('GET', `/api/members/${id}?depth=0`, who)
      const listed = await rest('GET', `/api/members?where[id][equals]=${id}&depth=0`, who)
      // Editors and counter staff read no members at all; admins and support read them, without the sessions.
      expect(byId.status, describeReply(byId)).toBe(who === 'admin' || who === 'support' ? 200 : 403)
      // Payload answers a field nobody may read in an array as [] (no rows): nothing of the sessions leaves.
      expect((await dbDoc('members', id))!.sessions, 'the member has a session to leak').not.toEqual([])
      expect(byId.json.sessions ?? [], `${who} read member ${id}'s sessions`).toEqual([])
      expect(docsOf(listed)[0]?.sessions ?? [], `${who} listed member ${id}'s sessions`).toEqual([])
    }
    // Their own record still shows them their own sessions (Payload's admin lists them there).
    const own = await rest('GET', `/api/staff/${ids.support}?depth=0`, 'support')
    expect(Array.isArray(own.json.sessions) && own.json.sessions.length > 0, describeReply(own)).toBe(true)
  })
})

describe('reviews: who wrote a review is staff’s to see', () => {
  it('anonymous · R: an approved review without its member or once-a-month key, and no query by them; support sees both', async () => {
    const id = await createDoc('reviews', { displayName: unique('Matrix R.'), rating: 4, text: 'Matrix review', approved: true, member: ids.member })
    try {
      const stored = (await dbDoc('reviews', id))!
      expect(String(stored.uniqueKey)).toContain(`${ids.member}:`)
      const own = await rest('GET', `/api/reviews/${id}?depth=0`, 'anonymous')
      expect(own.status, describeReply(own)).toBe(200)
      expect(own.json.displayName).toBe(stored.displayName)
      expect(Object.keys(own.json)).not.toContain('member')
      expect(Object.keys(own.json)).not.toContain('uniqueKey')
      for (const query of [`where[uniqueKey][like]=${ids.member}:`, `where[member][equals]=${ids.member}`]) {
        const found = await rest('GET', `/api/reviews?${query}&depth=0`, 'anonymous')
        expect(found.status === 200 && docsOf(found).some((d) => d.id === id), `${query}: ${describeReply(found)}`).toBe(false)
      }
      const bySupport = await rest('GET', `/api/reviews/${id}?depth=0`, 'support')
      expect(bySupport.json.member).toBe(ids.member)
      expect(bySupport.json.uniqueKey).toBe(stored.uniqueKey)
    } finally {
      await dbDelete('reviews', id)
    }
  })
})

describe('payload-locked-documents: a lock names the staff member who writes it', () => {
  const lockOf = (who: StaffRole) => ({ globalSlug: unique('matrix-lock'), user: { relationTo: 'staff', value: ids[who] } })

  it('counter · C a lock in the admin’s name → 403, nothing stored; in their own name → stored', async () => {
    const posing = lockOf('admin')
    const refused = await rest('POST', '/api/payload-locked-documents', 'counter', posing)
    const stored = await p.find({ collection: 'payload-locked-documents', where: { globalSlug: { equals: posing.globalSlug } }, overrideAccess: true })
    expect(refused.status, describeReply(refused)).toBe(403)
    expect(stored.totalDocs).toBe(0)
    const own = lockOf('counter')
    const made = await rest('POST', '/api/payload-locked-documents', 'counter', own)
    expect(made.status, describeReply(made)).toBe(201)
    await p.delete({ collection: 'payload-locked-documents', where: { globalSlug: { equals: own.globalSlug } }, overrideAccess: true })
  })

  it('editor · U another’s lock: taking it over in their own name → stored; handing it to someone else → unchanged', async () => {
    const lock = lockOf('counter')
    const created = await p.create({ collection: 'payload-locked-documents', data: lock as never, overrideAccess: true })
    try {
      const handed = await rest('PATCH', `/api/payload-locked-documents/${created.id}`, 'editor', { user: { relationTo: 'staff', value: ids.admin } })
      expect(handed.status, describeReply(handed)).toBe(403)
      // Nor moved, still in the counter's name, onto another record.
      const moved = await rest('PATCH', `/api/payload-locked-documents/${created.id}`, 'editor', { globalSlug: unique('matrix-moved') })
      expect(moved.status, describeReply(moved)).toBe(403)
      expect((await dbDoc('payload-locked-documents', created.id))!.globalSlug).toBe(lock.globalSlug)
      const takeOver = await rest('PATCH', `/api/payload-locked-documents/${created.id}`, 'editor', { user: { relationTo: 'staff', value: ids.editor } })
      expect(takeOver.status, describeReply(takeOver)).toBe(200)
      const after = (await dbDoc('payload-locked-documents', created.id))!
      expect((after.user as { value?: unknown }).value).toBe(ids.editor)
    } finally {
      await dbDelete('payload-locked-documents', created.id)
    }
  })
})

describe('promo-codes: the partner and the profit share are the admin’s', () => {
  it.each([
    ['editor', 'unchanged'],
    ['admin', 'stored'],
  ] as const)('promo-codes · %s · U {profitSharePercent, partner} (REST) → %s', async (who, rule) => {
    const id = await target('promo-codes')
    const before = (await dbDoc('promo-codes', id))!
    const share = Number(before.profitSharePercent ?? 0) === 37 ? 38 : 37
    const reply = await rest('PATCH', `/api/promo-codes/${id}?depth=0`, who, { profitSharePercent: share, partner: null })
    const after = (await dbDoc('promo-codes', id))!
    await dbUpdate('promo-codes', id, { profitSharePercent: before.profitSharePercent ?? null, partner: idsOf(before.partner)[0] ?? null })
    expect(reply.status, describeReply(reply)).toBeLessThan(500)
    if (rule === 'stored') expect(after.profitSharePercent).toBe(share)
    else {
      expect(after.profitSharePercent, describeReply(reply)).toBe(before.profitSharePercent ?? null)
      expect(idsOf(after.partner)).toEqual(idsOf(before.partner))
    }
  })
})

describe('promo-codes: the partner is read by those who may read partners', () => {
  it('an editor gets the code without its partner; support and the admin get it', async () => {
    const partnered = (await p.find({ collection: 'promo-codes', where: { partner: { exists: true } }, depth: 0, limit: 1, overrideAccess: true })).docs[0]
    expect(partnered, 'a seeded partner promo code').toBeTruthy()
    for (const [who, sees] of [['editor', false], ['support', true], ['admin', true]] as const) {
      const reply = await rest('GET', `/api/promo-codes/${partnered!.id}?depth=0`, who)
      expect(reply.status, describeReply(reply)).toBe(200)
      expect('partner' in (reply.json as Record<string, unknown>), `${who}: ${describeReply(reply)}`).toBe(sees)
      // GraphQL holds the same field rule: the partner is null for the editor.
      const graph = await graphql(who, `{ PromoCode(id: ${partnered!.id}) { code partner { id } } }`)
      const promo = (graph.json as { data?: { PromoCode?: { code: string; partner: { id: number } | null } } }).data?.PromoCode
      expect(promo?.code, `${who}: ${describeReply(graph)}`).toBe(partnered!.code)
      expect(Boolean(promo?.partner), `${who}: ${describeReply(graph)}`).toBe(sees)
    }
  })
})

describe('promo-codes: usedCount is read-only through Payload', () => {
  it.each([['admin'], ['editor']] as const)('promo-codes · %s · U {usedCount} (REST) → unchanged', async (who) => {
    const id = await target('promo-codes')
    const before = (await dbDoc('promo-codes', id))!
    const reply = await rest('PATCH', `/api/promo-codes/${id}`, who, { usedCount: Number(before.usedCount ?? 0) + 99 })
    const after = (await dbDoc('promo-codes', id))!
    if (!same(after.usedCount, before.usedCount)) await dbUpdate('promo-codes', id, { usedCount: before.usedCount ?? 0 })
    expect(reply.status, describeReply(reply)).toBeLessThan(500)
    expect(after.usedCount, `usedCount changed: ${describeReply(reply)}`).toBe(before.usedCount)
  })
})

// ─────────────────────────────────────────────────────────────────────────────────────────────────────────────
// The job runner
// ─────────────────────────────────────────────────────────────────────────────────────────────────────────────

describe('JOB_RUNNER: /api/payload-jobs/run runs for nobody', () => {
  let queue: string
  let jobId: number | string
  const queueJob = async () => {
    queue = unique('access-matrix')
    jobId = await createDoc('payload-jobs', { taskSlug: 'sendMail', input: { matrix: true }, queue })
  }
  beforeAll(queueJob)
  const cases = (['GET', 'POST'] as const).flatMap((method) => [...WHO, ...MEMBER_IDS].map((who) => ({ method, who })))
  it.each(named(cases, (c) => `payload-jobs · ${c.who} · ${c.method} /api/payload-jobs/run (REST) → not run`))('%s', async (_, { method, who }) => {
    const reply = await rest(method, `/api/payload-jobs/run?queue=${queue}&limit=1`, who, method === 'POST' ? {} : undefined)
    const job = await dbDoc('payload-jobs', jobId)
    const untouched = Boolean(job) && !job!.processing && !job!.completedAt && !job!.hasError && !Number(job!.totalTried ?? 0)
    if (!untouched) await queueJob()
    if ((MEMBER_IDS as readonly string[]).includes(who)) expectT1(reply, `payload-jobs/run as ${who}`)
    expect(is2xx(reply.status), `the job runner answered ${describeReply(reply)}`).toBe(false)
    expect(untouched, 'the queued job was run').toBe(true)
  })
})

// ─────────────────────────────────────────────────────────────────────────────────────────────────────────────
// GraphQL
// ─────────────────────────────────────────────────────────────────────────────────────────────────────────────

const gqlErrors = (reply: Reply) => (Array.isArray(reply.json.errors) ? reply.json.errors.length : 0)
const gqlData = (reply: Reply) => (reply.json.data ?? null) as Json | null

describe('T2 · GraphQL POST /api/graphql: members 403, anonymous 401, staff served', () => {
  const cases: { who: Identity; carrier: Carrier; status: number }[] = [
    ...MEMBER_IDS.map((who) => ({ who, carrier: 'Bearer' as Carrier, status: 403 })),
    { who: 'member', carrier: 'JWT', status: 403 },
    { who: 'member', carrier: 'cookie', status: 403 },
    { who: 'anonymous', carrier: 'Bearer', status: 401 },
    ...(['admin', 'editor', 'support', 'counter'] as const).map((who) => ({ who, carrier: 'Bearer' as Carrier, status: 200 })),
  ]
  it.each(named(cases, (c) => `graphql · ${c.who} · query (GraphQL, ${c.carrier}) → ${c.status}`))('%s', async (_, { who, carrier, status }) => {
    const reply = await graphql(who, '{ Airports(limit: 1) { totalDocs } }', carrier)
    expect(reply.status, describeReply(reply)).toBe(status)
    if (status === 200) expect(typeof (gqlData(reply)?.Airports as Json | undefined)?.totalDocs).toBe('number')
    else expect(gqlData(reply)?.Airports ?? null, 'data in a refused GraphQL call').toBeNull()
  })
})

/**
 * A GraphQL error that says the TEST's document is wrong (bad argument, missing input) would make a "must fail" check
 * pass for the wrong reason. "Cannot query field …" is fine: the target may drop a field or mutation from the schema.
 */
const MALFORMED = /invalid value|was not provided|is not defined by type|Unknown argument|Syntax Error|Expected type|must have a selection/i
function expectWellFormed(reply: Reply) {
  const messages = (Array.isArray(reply.json.errors) ? (reply.json.errors as Json[]) : []).map((e) => String(e.message))
  expect(messages.filter((m) => MALFORMED.test(m)), 'the test’s GraphQL document is malformed').toEqual([])
}

describe('GraphQL (staff)', () => {
  const inMine = () =>
    `where: { OR: [${[fx.orders.a1, fx.orders.a2, fx.orders.b].map((id) => `{ id: { equals: ${id} } }`).join(', ')}] }`
  const ordersOf = (reply: Reply) => ((gqlData(reply)?.Orders as Json | undefined)?.docs ?? []) as Json[]

  it('counter · Orders (GraphQL) lists only their airport’s orders', async () => {
    requireCounterAirports()
    const reply = await graphql('counter', `{ Orders(${inMine()}, limit: 50) { docs { id } } }`)
    expectWellFormed(reply)
    expect(reply.status, describeReply(reply)).toBe(200)
    expect(ordersOf(reply).map((d) => d.id).sort()).toEqual([fx.orders.a1, fx.orders.a2].sort())
  })

  it.each([['contactEmail'], ['birthDate'], ['contactPhone'], ['totalTwd'], ['member { id email }']])(
    'counter · Orders { %s } (GraphQL) → error or null',
    async (field) => {
      const query = `{ Orders(${inMine()}, limit: 50) { docs { id ${field} } } }`
      const name = field.split(' ')[0]!
      // Control: the same document, as admin, is valid and shows the field.
      const control = await graphql('admin', query)
      expect(gqlErrors(control), `control query as admin: ${describeReply(control)}`).toBe(0)
      expect(ordersOf(control).some((d) => d[name] != null), 'control: admin sees the field').toBe(true)

      const reply = await graphql('counter', query)
      expectWellFormed(reply)
      const shown = ordersOf(reply).filter((d) => d[name] != null)
      expect(shown.map((d) => d.id), `${name} readable: ${describeReply(reply)}`).toEqual([])
    },
  )

  it.each(['support', 'admin', 'editor', 'counter'] as const)('%s · updateOrder (GraphQL) fails and changes nothing', async (who) => {
    const id = fx.orders.a2
    const before = (await dbDoc('orders', id))!
    const consent = before.consent as Json
    const data = `{ status: cancelled, totalTwd: 1, consent: { termsVersion: "${String(consent.termsVersion)}", privacyVersion: "${String(consent.privacyVersion)}", acceptedAt: "${String(consent.acceptedAt)}" } }`
    const reply = await graphql(who, `mutation { updateOrder(id: ${id}, data: ${data}) { id status totalTwd } }`)
    const after = await dbDoc('orders', id)
    if (stable(after) !== stable(before)) await dbUpdate('orders', id, { status: before.status, totalTwd: before.totalTwd })
    expectWellFormed(reply)
    expect(gqlErrors(reply) > 0 || reply.status >= 400, describeReply(reply)).toBe(true)
    expect(stable(after), `updateOrder as ${who} changed the order`).toBe(stable(before))
  })

  describe('member auth mutations do not exist or fail', () => {
    let email: string
    let password: string
    let memberId: number | string
    beforeAll(async () => {
      const data = sampleOf('members').data!()
      email = String(data.email)
      password = String(data.password)
      memberId = await createDoc('members', data)
    })
    const who = ['anonymous', 'admin', 'editor', 'support', 'counter'] as const

    it.each(who)('%s · loginMember (GraphQL) gives no token', async (identity) => {
      const reply = await graphql(identity, `mutation { loginMember(email: "${email}", password: "${password}") { token } }`)
      expectWellFormed(reply)
      const token = (gqlData(reply)?.loginMember as Json | undefined)?.token
      expect(token ?? null, describeReply(reply)).toBeNull()
    })

    it.each(who)('%s · forgotPasswordMember (GraphQL) issues no reset token', async (identity) => {
      const before = await dbDoc('members', memberId)
      const reply = await graphql(identity, `mutation { forgotPasswordMember(email: "${email}") }`)
      const after = await dbDoc('members', memberId)
      expectWellFormed(reply)
      expect(gqlData(reply)?.forgotPasswordMember ?? null, describeReply(reply)).not.toBe(true)
      expect(after?.resetPasswordToken ?? null, 'a reset token was issued').toBe(before?.resetPasswordToken ?? null)
    })

    it.each(who)('%s · resetPasswordMember (GraphQL) with a real reset token sets no password', async (identity) => {
      const token = await p.forgotPassword({ collection: 'members', data: { email }, disableEmail: true })
      const reply = await graphql(identity, `mutation { resetPasswordMember(token: "${token}", password: "Hacked123") { token } }`)
      const loggedIn = await p.login({ collection: 'members', data: { email, password: 'Hacked123' } }).then(
        () => true,
        () => false,
      )
      if (loggedIn) await dbUpdate('members', memberId, { password })
      expectWellFormed(reply)
      expect((gqlData(reply)?.resetPasswordMember as Json | undefined)?.token ?? null, describeReply(reply)).toBeNull()
      expect(loggedIn, 'the password was reset through GraphQL').toBe(false)
    })

    it.each(who)('%s · refreshTokenMember (GraphQL) gives no token', async (identity) => {
      const reply = await graphql(identity, 'mutation { refreshTokenMember { refreshedToken } }')
      expectWellFormed(reply)
      expect((gqlData(reply)?.refreshTokenMember as Json | undefined)?.refreshedToken ?? null, describeReply(reply)).toBeNull()
    })
  })

  it.each(['anonymous', 'editor', 'counter'] as const)('%s · Members (GraphQL) shows no member', async (who) => {
    const reply = await graphql(who, '{ Members(limit: 100) { docs { id email } } }')
    expectWellFormed(reply)
    const docs = ((gqlData(reply)?.Members as Json | undefined)?.docs ?? []) as Json[]
    expect(docs.map((d) => d.email), describeReply(reply)).toEqual([])
  })

  it.each(['anonymous', 'editor', 'counter'] as const)('%s · Member(id) (GraphQL) shows no member', async (who) => {
    const reply = await graphql(who, `{ Member(id: ${ids.member}) { id email } }`)
    expectWellFormed(reply)
    expect((gqlData(reply)?.Member as Json | undefined)?.email ?? null, describeReply(reply)).toBeNull()
  })
})
