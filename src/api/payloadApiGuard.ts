/**
 * Guards in front of Payload's own REST and GraphQL routes (src/app/(payload)/api/…):
 * - Member tokens are refused outright: the storefront never uses Payload's API as a member, so a
 *   member has no business there (no locked documents, preferences, self-edits, auth mutations).
 * - GraphQL is for staff only.
 * - The staff login (POST /api/staff/login, as JSON or as the admin's multipart form) is throttled like the
 *   member login, with the same work for unknown e-mails, instead of Payload's lockout that let anyone lock
 *   the admin out; a login whose e-mail and password cannot be read is refused.
 * - The staff "forgot password" mail is limited like the shop's own codes.
 * - A staff login, token refresh, logout or reset by the mailed link runs under its account's lock
 *   (src/server/auth/accountLock.ts); Payload's update of an account takes it in a hook (src/cms/hooks/lockAccountOnUpdate.ts).
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

import { APIError, type Payload } from 'payload'

import { isShopError, tooManyAttempts } from '@/domain/errors'
import { normaliseEmail } from '@/domain/verification'
import { staffLockKey, withAccountLock } from '@/server/auth/accountLock'
import { spendPasswordCheck, throttledLogin } from '@/server/auth/throttle'
import { getShopPayload } from '@/server/payload'
import { requestUser } from '@/server/requestUser'
import { clientIp, hit } from '@/server/rateLimit'
import { addressSendLimits, SEND_LIMITS } from '@/server/verification/codes'

import { PUBLIC_BODY_BYTES, readBodyBytes } from './body'
import { apiErrorOf, minutesToWait } from './errors'
import { apiTranslator } from './translate'

type RouteContext = { params: Promise<{ slug: string[] }> }
type RestHandler = (request: Request, context: RouteContext) => Promise<Response>
type GraphQLHandler = (request: Request) => Promise<Response>

const refusal = (status: number, message: string, headers?: HeadersInit) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'cache-control': 'no-store', ...headers } })

/** `value` and what it decodes to, as each of Payload's cookie readers might decode it. */
function decodings(value: string): string[] {
  const all = new Set([value, value.trim()])
  for (const decode of [decodeURI, decodeURIComponent]) {
    try {
      all.add(decode(value).trim())
    } catch {
      // not encoded that way
    }
  }
  return [...all].filter(Boolean)
}

/**
 * Every token a request carries, read at least as loosely as Payload reads it (payload/dist/auth/extractJWT.js and its
 * cookie parser, which trims the cookie's name and decodes its value): a token this guard read differently from Payload
 * let a member's token through as "not a member" (`payload-token =…`, a percent-encoded character).
 */
function tokens(request: Request): string[] {
  const found = new Set<string>()
  const authorization = request.headers.get('authorization') ?? ''
  const scheme = authorization.match(/^\s*(?:JWT|Bearer)\s+(.+)$/i)?.[1]
  if (scheme) decodings(scheme).forEach((token) => found.add(token))
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const at = part.indexOf('=')
    if (at === -1 || part.slice(0, at).trim() !== 'payload-token') continue
    decodings(part.slice(at + 1)).forEach((token) => found.add(token))
  }
  return [...found]
}

/**
 * The `collection` claim of a JWT, read WITHOUT checking its signature: it is only ever used to refuse
 * (a forged "members" claim gets a refusal; a forged "staff" claim still has to pass Payload's check).
 */
export function claimedCollection(token: string): string | null {
  const { collection } = claims(token)
  return typeof collection === 'string' ? collection : null
}

function claims(token: string): { collection?: unknown; email?: unknown } {
  const body = token.split('.')[1]
  if (!body) return {}
  try {
    const parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown
    return parsed && typeof parsed === 'object' ? parsed : {}
  } catch {
    return {}
  }
}

/**
 * A staff token refresh or logout, under the lock of the account its token names (unchecked: a forged
 * claim only queues behind that account's logins, and Payload still checks the token).
 */
function lockedStaffSessionChange(request: Request, context: RouteContext, handler: RestHandler): Promise<Response> {
  const email = tokens(request)
    .map(claims)
    .find((claim) => claim.collection === 'staff' && typeof claim.email === 'string')?.email as string | undefined
  return email ? withAccountLock(staffLockKey(email), () => handler(request, context)) : handler(request, context)
}

/**
 * POST /api/staff/reset-password (the link from /admin/forgot) ends every session of the account and starts one: under
 * the lock of the account its token belongs to, found as Payload finds it. An unknown token goes to Payload unlocked,
 * which refuses it; a body that cannot be read is refused here.
 */
async function lockedStaffReset(request: Request, context: RouteContext, handler: RestHandler): Promise<Response> {
  const body = await readStaffBody(request)
  if (!body) return refusal(400, UNREADABLE)
  if (typeof body.token !== 'string' || !body.token) return handler(request, context)
  const payload = await getShopPayload()
  const account = (await payload.db.findOne({ collection: 'staff', where: { resetPasswordToken: { equals: body.token } } })) as { email?: string } | null
  return account?.email ? withAccountLock(staffLockKey(account.email), () => handler(request, context)) : handler(request, context)
}

/**
 * A token that does not name the staff collection: a member's, or one this guard cannot read (Payload would either read
 * it as the same member or refuse it, so nothing is lost by refusing it here).
 */
const carriesMemberToken = (request: Request) => tokens(request).some((token) => claimedCollection(token) !== 'staff')

const MEMBER_REFUSAL = 'Member accounts cannot use this API.'
const UNREADABLE = 'Send the fields as JSON, or as a form with one _payload field holding the JSON.'

/**
 * The body of a staff auth request, read as Payload reads it (payload/dist/utilities/addDataAndFileToRequest.js): JSON,
 * or a multipart form whose `_payload` field holds the JSON (what /admin/login and /admin/forgot send). Null when it
 * cannot be read that way: the request is then refused, never handed to Payload unthrottled.
 */
async function readStaffBody(request: Request): Promise<Record<string, unknown> | null> {
  const [type = ''] = (request.headers.get('content-type') ?? '').split(';', 1)
  try {
    let body: unknown
    if (type.includes('multipart/')) {
      const fields = (await request.clone().formData()).getAll('_payload')
      if (fields.length !== 1 || typeof fields[0] !== 'string') return null
      body = JSON.parse(fields[0])
    } else {
      body = await request.clone().json()
    }
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null
  } catch {
    return null
  }
}

async function readStaffLogin(request: Request): Promise<{ email: string; password: string } | null> {
  const body = await readStaffBody(request)
  return body && typeof body.email === 'string' && typeof body.password === 'string' ? { email: body.email, password: body.password } : null
}

/** The shop's own refusal (a back-off, a limit), answered the way Payload answers: in English. */
function shopRefusal(error: Parameters<typeof apiErrorOf>[0]): Response {
  const t = apiTranslator('en')
  const reply = apiErrorOf(error, t.validation)
  const wait = reply.retryAfterSeconds ? { 'retry-after': String(Math.ceil(reply.retryAfterSeconds)) } : undefined
  return refusal(reply.status, t.api(reply.key, { minutes: minutesToWait(reply) }), wait)
}

/**
 * POST /api/staff/forgot-password (/admin/forgot) mails a reset link: limited like the shop's own codes (per address
 * typed and client, per address, per client address, whether or not it is a staff address), so nobody can flood a
 * staff inbox, nor use up a colleague's reset mails from elsewhere.
 */
async function limitedStaffForgot(request: Request, context: RouteContext, handler: RestHandler): Promise<Response> {
  const body = await readStaffBody(request)
  if (!body || typeof body.email !== 'string') return refusal(400, UNREADABLE)
  const email = normaliseEmail(body.email)
  const payload = await getShopPayload()
  const ip = clientIp(request)
  const exceeded =
    (await hit(payload, addressSendLimits('staff-forgot', email, ip), Date.now(), { stopAtFirst: true })) ??
    (await hit(payload, [{ name: 'staff-forgot-ip-hour', key: ip, max: SEND_LIMITS.perIpHour, windowSeconds: 3600 }]))
  return exceeded ? shopRefusal(tooManyAttempts()) : handler(request, context)
}

async function staffExists(payload: Payload, email: string): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'staff', where: { email: { equals: normaliseEmail(email) } }, overrideAccess: true })
  return totalDocs > 0
}

/** Payload's own login, counted by the shop's throttle; a failure answers exactly as Payload does. */
async function throttledStaffLogin(request: Request, context: RouteContext, handler: RestHandler): Promise<Response> {
  const credentials = await readStaffLogin(request)
  if (!credentials) return refusal(400, UNREADABLE)
  const payload = await getShopPayload()
  let failed: Response | null = null
  try {
    return await throttledLogin(payload, { scope: 'staff', email: credentials.email, ip: clientIp(request) }, async () => {
      if (!(await staffExists(payload, credentials.email))) await spendPasswordCheck(credentials.password)
      const response = await withAccountLock(staffLockKey(credentials.email), () => handler(request, context))
      if (response.status !== 200) {
        failed = response
        throw new APIError('login failed', response.status)
      }
      return response
    })
  } catch (error) {
    if (failed) return failed
    if (isShopError(error)) return shopRefusal(error)
    throw error
  }
}

/** The staff auth route a request is (POST /api/staff/<route>), if it is one. */
const staffAuthRoute = (request: Request, slug: string[]) => (request.method === 'POST' && slug.length === 2 && slug[0] === 'staff' ? slug[1] : undefined)

/** The request with its body read (at most `limit` bytes), or null when the body is longer. */
async function withBoundedBody(request: Request, limit: number): Promise<Request | null> {
  if (!request.body) return request
  const bytes = await readBodyBytes(request, limit)
  if (bytes === null) return null
  return new Request(request.url, { method: request.method, headers: request.headers, body: new Uint8Array(bytes), signal: request.signal })
}

/**
 * Whether the request carries a staff token that Payload itself signed and that has not expired (HS256 with Payload's
 * secret, as payload/dist/auth/strategies/jwt.js checks it; the session list is Payload's to check). A claim alone is
 * not enough to send a large body: anyone can write `"collection":"staff"` into an unsigned token.
 */
async function signedStaffToken(request: Request): Promise<boolean> {
  const payload = await getShopPayload()
  for (const token of tokens(request)) {
    const [header, body, signature] = token.split('.')
    if (!header || !body || !signature) continue
    const expected = createHmac('sha256', payload.secret).update(`${header}.${body}`).digest()
    const given = Buffer.from(signature, 'base64url')
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) continue
    const { collection, exp } = claims(token) as { collection?: unknown; exp?: unknown }
    if (collection === 'staff' && typeof exp === 'number' && exp * 1000 > Date.now()) return true
  }
  return false
}

/** Payload's own words after /api/<collection>/ (its routes and the auth, upload and jobs ones); anything else there is an id. */
const NAMED_ROUTES = new Set(['count', 'access', 'versions', 'init', 'me', 'login', 'logout', 'refresh-token', 'forgot-password', 'reset-password', 'verify', 'unlock', 'first-register', 'file', 'paste-url', 'run', 'queue', 'cancel', 'handle-schedules', 'distinct'])
const INT4_MAX = 2 ** 31 - 1
const isId = (segment: string | undefined) => segment !== undefined && /^[1-9]\d{0,9}$/.test(segment) && Number(segment) <= INT4_MAX

/**
 * A document address no document can have: `/api/orders/versions` on a collection without versions, or an id that is
 * not a whole number (`/api/products/abc`, `/api/products/versions/NaN`) reached the database as id NaN — 500
 * "Something went wrong." for every staff member (the same for a global's versions). It is a 404 here, as for an id
 * that does not exist.
 */
async function noSuchDocument(slug: string[]): Promise<boolean> {
  const [collection, first, second] = slug
  if (collection === 'globals') {
    const global = (await getShopPayload()).config.globals.find((g) => g.slug === first)
    return slug[2] === 'versions' && (!global?.versions || (slug[3] !== undefined && !isId(slug[3])))
  }
  if (!collection || first === undefined) return false
  // A preference is addressed by its key (`/api/payload-preferences/<key>`, the admin's locale …), not by an id.
  if (collection === 'payload-preferences' && first !== 'versions' && slug.length === 2) return false
  const collections = (await getShopPayload()).collections as Record<string, { config: { versions?: unknown; endpoints?: false | { path: string }[] } } | undefined>
  const config = collections[collection]?.config
  if (!config) return false
  // Payload lists its own routes among a collection's endpoints (`/versions` too, versions or not).
  if (first === 'versions') return !config.versions || (second !== undefined && !isId(second))
  const literal = new Set((config.endpoints || []).map((endpoint) => endpoint.path.split('/')[1]))
  if (NAMED_ROUTES.has(first) || literal.has(first)) return false
  return !isId(first)
}

/** Wraps a Payload REST route handler (GET/POST/PATCH/PUT/DELETE of /api/[...slug]). */
export function guardRest(handler: RestHandler): RestHandler {
  return async (incoming, context) => {
    if (carriesMemberToken(incoming)) return refusal(403, MEMBER_REFUSAL)
    // Only a body longer than nobody may send needs the signature checked (uploads, large edits by staff). PUBLIC_BODY_BYTES
    // holds the staff login, the forgotten-password and reset forms (the admin's multipart forms included); Payload reads
    // whole bodies before it checks access, so three 30 MB bodies from nobody held ~120 MB of the server.
    const declared = Number(incoming.headers.get('content-length') ?? NaN)
    const small = !incoming.body || (Number.isFinite(declared) && declared <= PUBLIC_BODY_BYTES)
    const request = small || (await signedStaffToken(incoming)) ? incoming : await withBoundedBody(incoming, PUBLIC_BODY_BYTES)
    if (!request) return refusal(413, `Send at most ${PUBLIC_BODY_BYTES / 1024} KB without logging in.`)
    const { slug } = await context.params
    // Payload's DELETE /api/payload-preferences/<key> builds a query PostgreSQL refuses ("missing FROM-clause entry"),
    // a 500 for any staff member; the admin never sends it (it saves a preference over the old one).
    if (request.method === 'DELETE' && slug[0] === 'payload-preferences') {
      return refusal(405, 'Preferences are replaced from the admin, not deleted through the API.', { allow: 'GET, POST' })
    }
    switch (staffAuthRoute(request, slug)) {
      case 'login':
        return throttledStaffLogin(request, context, handler)
      // The routes that rewrite the account's list of sessions besides the login (src/server/auth/accountLock.ts).
      case 'refresh-token':
      case 'logout':
        return lockedStaffSessionChange(request, context, handler)
      case 'reset-password':
        return lockedStaffReset(request, context, handler)
      case 'forgot-password':
        return limitedStaffForgot(request, context, handler)
    }
    if (await noSuchDocument(slug)) return refusal(404, 'No such document.')
    // The shop has no point fields: Payload answers a geo operator on any other field with a 500.
    if (/\[(near|within|intersects)\]/.test(decodeURIComponent(new URL(request.url).search))) return refusal(400, 'The shop has no map fields to query with near, within or intersects.')
    const response = await handler(request, context)
    // A route Payload does not have (payload-migrations has no REST routes …) is its 501 "Cannot GET <the URL>", which
    // names the server's bind address: a plain 404 instead.
    if (response.status === 501) return refusal(404, 'No such API route.')
    return withoutErrorNames(response)
  }
}

/**
 * Payload names the class of each error it answers with (`"name":"QueryError"`, `"ValidationError"`): the admin reads
 * only the message and the field data, and a stranger learns nothing from the class. Only error answers are read.
 */
async function withoutErrorNames(response: Response): Promise<Response> {
  if (response.status < 400 || !(response.headers.get('content-type') ?? '').includes('json')) return response
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { errors?: unknown } | null
  if (!body || !Array.isArray(body.errors)) return response
  const errors = body.errors.map((error: unknown) => {
    if (!error || typeof error !== 'object') return error
    const { name: _name, stack: _stack, ...kept } = error as Record<string, unknown>
    return kept
  })
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(JSON.stringify({ ...body, errors }), { status: response.status, statusText: response.statusText, headers })
}

/** Wraps Payload's GraphQL route: staff only. */
export function guardGraphQL(handler: GraphQLHandler): GraphQLHandler {
  return async (request) => {
    if (carriesMemberToken(request)) return refusal(403, MEMBER_REFUSAL)
    const payload = await getShopPayload()
    const user = await requestUser(payload, request.headers)
    if (user?.collection !== 'staff') return refusal(401, 'Log in as staff to use the GraphQL API.')
    return handler(request)
  }
}
