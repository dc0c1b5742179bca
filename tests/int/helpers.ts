/** Shared helpers for integration tests: real route handlers, real Payload, the run's fresh database. */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { vi } from 'vitest'

import { hashCode } from '@/domain/verification'
import { MESSAGES } from '@/i18n/messages'
import { payloadSecret } from '@/server/env'
import { CLIENT_IP_HEADER } from '@/server/http/clientIp'
import { LOCALE_INFO, LOCALES, type Locale } from '@/domain/locale'

import { staffPasskeySession } from './staffSecondStep'

export { MESSAGES, LOCALES, LOCALE_INFO, CLIENT_IP_HEADER, type Locale }

export const STAFF_PASSWORD = process.env.SEED_STAFF_PASSWORD || 'TaiwanSim2026!'
export const MEMBER_PASSWORD = process.env.SEED_MEMBER_PASSWORD || 'demo1234'
export const MEMBER = 'member@taiwan-sim.test'
export const B2C = 'b2c@taiwan-sim.test'
export const BBC = 'bbc@taiwan-sim.test'
export const STAFF = {
  admin: 'admin@taiwan-sim.test',
  editor: 'editor@taiwan-sim.test',
  support: 'support@taiwan-sim.test',
  counter: 'counter@taiwan-sim.test',
} as const

export const payload = (): Promise<Payload> => getPayload({ config })

/** `lang` header value of a locale (zh-tw, zh-cn, en, jp, kr, vi). */
export const lang = (locale: Locale) => LOCALE_INFO[locale].langHeader

export type Envelope<T = unknown> = { code: number; message: string; data: T }
type Handler = (request: Request) => Response | Promise<Response>
/** Request headers; undefined values are left out. */
export type HeaderMap = Record<string, string | undefined>

const defined = (headers: HeaderMap) =>
  Object.fromEntries(Object.entries(headers).filter((e): e is [string, string] => e[1] !== undefined))

/**
 * A client address the production server would pass (scripts/serve.ts): a new one per request unless the
 * test names one, so rate limits and back-off count only what a test means to count.
 */
export const randomClientIp = () => `198.51.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`

export function postRequest(path: string, body: BodyInit | null, headers: HeaderMap = {}) {
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CLIENT_IP_HEADER]: randomClientIp(), ...defined(headers) },
    body,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit)
}

/** Calls a route handler and reads its envelope. */
export async function call<T = unknown>(handler: Handler, request: Request) {
  const response = await handler(request)
  const text = await response.text()
  let body: Envelope<T>
  try {
    body = JSON.parse(text) as Envelope<T>
  } catch {
    throw new Error(`not JSON (HTTP ${response.status}): ${text.slice(0, 200)}`)
  }
  return { status: response.status, body, headers: response.headers }
}

export const postJson = <T = unknown>(
  handler: Handler,
  path: string,
  body: unknown,
  headers: HeaderMap = {},
) => call<T>(handler, postRequest(path, JSON.stringify(body), headers))

/** The Set-Cookie lines of a response, by cookie name. */
export function setCookies(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {}
  for (const line of headers.getSetCookie()) out[line.slice(0, line.indexOf('='))] = line
  return out
}

/** Polls `probe` until it gives a value (every 100 ms), or fails naming `what`. */
export async function waitFor<T>(probe: () => T | undefined | null | false | Promise<T | undefined | null | false>, what: string, timeoutMs = 15_000): Promise<T> {
  try {
    return (await vi.waitUntil(probe, { timeout: timeoutMs, interval: 100 })) as T
  } catch (error) {
    if (error instanceof Error && /timed out/i.test(error.message)) throw new Error(`timed out waiting for ${what}`)
    throw error
  }
}

/** A queued job as its row reads (input as queued: a mail's `to`, an order job's `orderId`). */
export type QueuedJob = { id: number | string; taskSlug?: string | null; input?: { to?: string; orderId?: number } | null; completedAt?: string | null; hasError?: boolean | null }

/**
 * Waits until every job `matches` picks is done: run and finished (its row deleted, or completedAt set) or failed for good.
 * The event after which "nothing more was sent" holds — a duplicate mail would be one of these jobs — in place of a pause.
 */
export async function jobsSettled(matches: (job: QueuedJob) => boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const p = await payload()
  await waitFor(
    async () => {
      const { docs } = await p.find({ collection: 'payload-jobs', pagination: false, depth: 0, overrideAccess: true })
      return !(docs as QueuedJob[]).some((job) => matches(job) && !job.completedAt && !job.hasError)
    },
    `the jobs of ${what} to finish`,
    timeoutMs,
  )
}

/**
 * A token from Payload's Local API (the same JWT the shop's /api/login hands out for members). A staff sign-in the
 * server holds for its second step (every admin's) is finished with the account's test passkey (staffSecondStep.ts).
 */
export async function localLogin(collection: 'staff' | 'members', email: string, password: string) {
  const p = await payload()
  const result = await p.login({ collection, data: { email, password } })
  if (!result.token || !result.user) throw new Error(`no token for ${email}`)
  if ((result.user as { secondStep?: string }).secondStep) {
    const session = await staffPasskeySession(p, result.user.id as number)
    return { token: session.token, user: { ...result.user, ...session.user } as typeof result.user }
  }
  return { token: result.token, user: result.user }
}

/**
 * An order written straight through the Local API (tests of who may read or change orders; the ordering
 * flow itself is tested through /api/order/placeOrder). `airport`: a physical pickup there; `member`: an
 * existing member (else a new one); `data`: fields to change (the item, the language …).
 */
let esimProductId: number | undefined
/** The first eSIM product of the seeded catalog. */
export async function firstEsimProductId(): Promise<number> {
  if (esimProductId) return esimProductId
  const p = await payload()
  // From imported codes, not the wholesaler: the seed creates products concurrently, so the lowest id is either.
  const found = await p.find({
    collection: 'products',
    where: { and: [{ cardType: { equals: 'esim' } }, { esimSource: { not_equals: 'esimAccess' } }] },
    sort: 'id',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  esimProductId = found.docs[0]!.id
  return esimProductId
}

export async function createTestOrder(opts: { airport?: number; email?: string; member?: number; data?: Record<string, unknown> } = {}) {
  const p = await payload()
  const email = opts.email ?? `order-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  const member = opts.member
    ? { id: opts.member }
    : await p.create({ collection: 'members', data: { email, password: `pw-${Math.random().toString(36).slice(2)}1`, accountType: 1 } })
  const now = new Date().toISOString()
  // An eSIM order always has its product (fulfilment takes the activation code from that product's inventory).
  const product = opts.airport ? undefined : await firstEsimProductId()
  return p.create({
    collection: 'orders',
    data: {
      orderNumber: `TEST-${Date.now().toString(36).toUpperCase()}-${Math.floor(Math.random() * 1e6)}`,
      status: 'unpaid',
      member: member.id,
      locale: 'en',
      displayCurrency: 'TWD',
      itemKind: 'product',
      itemName: 'Test SIM',
      cardType: opts.airport ? 'physical' : 'esim',
      ...(product ? { product } : {}),
      quantity: 1,
      ...(opts.airport ? { pickup: { airport: opts.airport, counterId: 'c1', place: 'Test counter', date: now.slice(0, 10), time: '10:00' } } : {}),
      contactEmail: email,
      contactPhone: '+886912345678',
      surname: 'TEST',
      givenName: 'ORDER',
      birthDate: '1990-01-01',
      unitPriceTwd: 450,
      subtotalTwd: 450,
      discountTwd: 0,
      totalTwd: 450,
      consent: { termsVersion: '2025-07-15', privacyVersion: '2025-06-01', acceptedAt: now },
      ...opts.data,
    },
  })
}

/** A live code for `email`, as /api/sendEmail would have stored it (the mail itself is tested elsewhere). */
export async function storeVerificationCode(email: string, code: string, purpose: 'orderContact' | 'orderLookup' = 'orderContact') {
  const target = email.toLowerCase()
  await (await payload()).create({
    collection: 'verification-codes',
    data: { purpose, channel: 'email', target, codeHash: hashCode(payloadSecret(), purpose, target, code), expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(), attempts: 0 },
  })
}

/** A one-time prime for a test card from a TapPay sandbox at `tappayUrl`, as its hosted fields make one. */
export async function sandboxPrime(tappayUrl: string, card = '4242424242424242'): Promise<string> {
  const response = await fetch(`${tappayUrl}/tpc/getPrime`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ app_id: 1, card: { number: card, expiry: '12/39', ccv: '123' } }),
  })
  return ((await response.json()) as { card: { prime: string } }).card.prime
}

/** Pays an order by card through /api/checkout (the browser that placed it: its checkout token), as the payment page does. */
export async function payByCard(orderNumber: string, tappayUrl: string, idempotencyKey: string) {
  const [{ POST: checkout }, { checkoutToken }] = await Promise.all([import('@/app/(frontend)/api/checkout/route'), import('@/server/signing/checkoutToken')])
  return postJson(
    checkout,
    '/api/checkout',
    { orderNumber, method: 'card', prime: await sandboxPrime(tappayUrl), invoice: { type: 'memberCarrier' }, checkoutToken: checkoutToken(orderNumber) },
    { lang: 'en', 'idempotency-key': idempotencyKey },
  )
}

/** The named environment variables as they are now, and the function that puts them back (a file's afterAll). */
export function keepEnv(names: readonly string[]): () => void {
  const saved = new Map(names.map((name) => [name, process.env[name]]))
  return () => {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  }
}
