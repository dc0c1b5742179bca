/**
 * The staff desks (issue 13) through their route files and Payload's own REST and GraphQL: every /api/staff/* endpoint checks the staff login
 * and role on the server (anonymous, members of each account type, each staff role), the order desk finds
 * a phone typed without its country code and cancels with the promo-code use given back and the mail
 * queued, and the pickup desk keeps counter staff to their airport; "picked up" goes through the status
 * machine once, even when 40 requests race.
 */
import { sql } from '@payloadcms/db-postgres'
import { DELETE as REST_DELETE, GET as REST_GET, PATCH as REST_PATCH, POST as REST_POST } from '@/app/(payload)/api/[...slug]/route'
import { POST as GRAPHQL } from '@/app/(payload)/api/graphql/route'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { POST as cancelRoute } from '@/app/(frontend)/api/staff/cancel/route'
import { POST as invoiceRoute } from '@/app/(frontend)/api/staff/invoice/route'
import { POST as memberRoute } from '@/app/(frontend)/api/staff/member/route'
import { POST as resetRoute } from '@/app/(frontend)/api/staff/memberResetMail/route'
import { POST as orderRoute } from '@/app/(frontend)/api/staff/order/route'
import { POST as pickupConfirmRoute } from '@/app/(frontend)/api/staff/pickupConfirm/route'
import { POST as pickupListRoute } from '@/app/(frontend)/api/staff/pickupList/route'
import { POST as pickupOrderRoute } from '@/app/(frontend)/api/staff/pickupOrder/route'
import { POST as pickupSearchRoute } from '@/app/(frontend)/api/staff/pickupSearch/route'
import { POST as resendRoute } from '@/app/(frontend)/api/staff/resendMail/route'
import { POST as revealRoute } from '@/app/(frontend)/api/staff/revealEsim/route'
import { POST as searchRoute } from '@/app/(frontend)/api/staff/search/route'
import { taipeiDate } from '@/domain/dates'
import { luhnCheckDigit } from '@/domain/iccid'
import { MESSAGES } from '@/i18n/messages'
import type { DeskOrder, DeskSearchResult, PickupList, PickupOrder } from '@/lib/views/staffDesk'
import { sqlHandle } from '@/server/db/transaction'
import { pickupRefusal } from '@/server/staff/pickup'

import { B2C, BBC, CLIENT_IP_HEADER, MEMBER, MEMBER_PASSWORD, STAFF, STAFF_PASSWORD, createTestOrder, localLogin, payload as getPayload, postJson, randomClientIp } from './helpers'

type Route = (request: Request) => Promise<Response>
type Who = 'anonymous' | 'member' | 'b2c' | 'bbc' | 'editor' | 'support' | 'counter' | 'admin'

let payload: Payload
const tokens = {} as Record<Exclude<Who, 'anonymous'>, string>
let tpe: number
let otherAirport: number
let seq = 0
const unique = (p: string) => `${p}-${Date.now().toString(36)}-${++seq}`
/** A SIM card serial (ICCID, its Luhn check digit last) no earlier run or test has handed over (a card is handed over once). */
const cardSerial = () => {
  const body = `89886${String(Date.now()).slice(-9)}${String(++seq).padStart(4, '0')}`
  return `${body}${luhnCheckDigit(body)}`
}

const call = <T>(route: Route, path: string, body: unknown, who: Who, carrier: 'Bearer' | 'JWT' = 'JWT') =>
  postJson<T>(route, path, body, { lang: 'en', ...(who === 'anonymous' ? {} : { authorization: `${carrier} ${tokens[who]}` }) })

async function pickupOrderAt(airport: number, data: Record<string, unknown> = {}) {
  const order = await createTestOrder({ airport, data: { pickup: { airport, counterId: 'c1', place: 'Test', date: taipeiDate(), time: '10:00' }, ...data } })
  const db = await sqlHandle(payload)
  await db.execute(sql`update orders set status = 'pendingPickup' where id = ${order.id}`)
  return order
}

beforeAll(async () => {
  payload = await getPayload()
  for (const [who, email] of [['member', MEMBER], ['b2c', B2C], ['bbc', BBC]] as const) tokens[who] = (await localLogin('members', email, MEMBER_PASSWORD)).token
  for (const role of ['editor', 'support', 'counter', 'admin'] as const) tokens[role] = (await localLogin('staff', STAFF[role], STAFF_PASSWORD)).token
  const airports = await payload.find({ collection: 'airports', depth: 0, limit: 50, overrideAccess: true })
  tpe = airports.docs.find((a) => a.code === 'TPE')!.id
  otherAirport = airports.docs.find((a) => a.code !== 'TPE')!.id
})

describe('every desk endpoint checks the staff login and role on the server', () => {
  const SUPPORT_ROUTES: [string, Route, (id: number) => object][] = [
    ['/api/staff/search', searchRoute, () => ({ query: 'TEST' })],
    ['/api/staff/member', memberRoute, () => ({ memberId: 1 })],
    ['/api/staff/order', orderRoute, (id) => ({ orderId: id })],
    ['/api/staff/cancel', cancelRoute, (id) => ({ orderId: id })],
    ['/api/staff/resendMail', resendRoute, (id) => ({ orderId: id })],
    ['/api/staff/invoice', invoiceRoute, (id) => ({ orderId: id, action: 'issue' })],
    ['/api/staff/memberResetMail', resetRoute, () => ({ memberId: 1 })],
    ['/api/staff/revealEsim', revealRoute, (id) => ({ orderId: id })],
  ]
  const COUNTER_ROUTES: [string, Route, (id: number) => object][] = [
    ['/api/staff/pickupList', pickupListRoute, () => ({ day: 'today' })],
    ['/api/staff/pickupSearch', pickupSearchRoute, () => ({ query: 'TEST' })],
    ['/api/staff/pickupOrder', pickupOrderRoute, (id) => ({ orderId: id })],
    ['/api/staff/pickupConfirm', pickupConfirmRoute, (id) => ({ orderId: id, serials: ['8988600000000000001'], idChecked: true })],
  ]
  const refused = (roles: Who[]) => (['anonymous', 'member', 'b2c', 'bbc', 'editor', 'support', 'counter'] as Who[]).filter((w) => !roles.includes(w))

  it.each(SUPPORT_ROUTES.flatMap(([path, route, body]) => refused(['support']).map((who) => [path, who, route, body] as const)))(
    '%s refuses %s, and nothing changes',
    async (path, who, route, body) => {
      const order = await pickupOrderAt(tpe)
      const reply = await call(route, path, body(order.id), who)
      expect(reply.status, JSON.stringify(reply.body)).toBe(who === 'anonymous' ? 401 : 403)
      if (who === 'anonymous') expect(reply.body.code).toBe(202)
      expect((await payload.findByID({ collection: 'orders', id: order.id, overrideAccess: true })).status).toBe('pendingPickup')
      const audit = await payload.count({ collection: 'audit-log', where: { order: { equals: order.id } }, overrideAccess: true })
      expect(audit.totalDocs).toBe(0)
    },
  )

  it.each(COUNTER_ROUTES.flatMap(([path, route, body]) => refused(['counter']).map((who) => [path, who, route, body] as const)))(
    '%s refuses %s, and nothing changes',
    async (path, who, route, body) => {
      const order = await pickupOrderAt(tpe)
      const reply = await call(route, path, body(order.id), who)
      expect(reply.status, JSON.stringify(reply.body)).toBe(who === 'anonymous' ? 401 : 403)
      expect((await payload.findByID({ collection: 'orders', id: order.id, overrideAccess: true })).status).toBe('pendingPickup')
    },
  )

  it('a bad body from staff is a localized 400, and a non-staff caller gets 403 whatever the body', async () => {
    const bad = await call(searchRoute, '/api/staff/search', { query: 1 }, 'support')
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBeTruthy()
    expect((await call(searchRoute, '/api/staff/search', { query: 1 }, 'member', 'Bearer')).status).toBe(403)
  })

  it('an order id says what is wrong with it: missing, of another type, or one no order can have (past PostgreSQL integer)', async () => {
    const messagesFor = async (body: unknown) => {
      const reply = await call<{ errors: Record<string, string> }>(orderRoute, '/api/staff/order', body, 'support')
      expect(reply.status, JSON.stringify(body)).toBe(400)
      return reply.body.data.errors.orderId
    }
    expect(await messagesFor({})).toBe(MESSAGES.en.validation.required)
    expect(await messagesFor({ orderId: '2' })).toBe(MESSAGES.en.validation.invalidType)
    expect(await messagesFor({ orderId: 99_999_999_999 })).toBe(MESSAGES.en.validation.invalidValue)
    expect(await messagesFor({ orderId: 2 ** 31 })).toBe(MESSAGES.en.validation.invalidValue)
    for (const [route, path, body] of [
      [memberRoute, '/api/staff/member', { memberId: 99_999_999_999 }],
      [revealRoute, '/api/staff/revealEsim', { orderId: 99_999_999_999 }],
      [cancelRoute, '/api/staff/cancel', { orderId: 99_999_999_999 }],
    ] as const) {
      expect((await call(route, path, body, 'support')).status, path).toBe(400)
    }
  })
})

describe('order desk', () => {
  it('finds an order by a phone typed without country code, with it, and in another format', async () => {
    const phone = `+8190${String(Date.now()).slice(-8)}`
    const order = await createTestOrder({ data: { contactPhone: phone } })
    const national = `0${phone.slice(3)}`
    for (const query of [national, phone, `+81 ${phone.slice(3, 5)}-${phone.slice(5, 9)}-${phone.slice(9)}`]) {
      const { status, body } = await call<DeskSearchResult>(searchRoute, '/api/staff/search', { query }, 'support')
      expect(status).toBe(200)
      expect(body.data.orders.map((o) => o.id), query).toContain(order.id)
    }
    const byNumber = await call<DeskSearchResult>(searchRoute, '/api/staff/search', { query: order.orderNumber.slice(5) }, 'admin')
    expect(byNumber.body.data.orders.map((o) => o.id)).toContain(order.id)
  })

  it('cancels an unpaid order: the promo-code use given back, the mail queued, the audit entry written', async () => {
    const promo = await payload.create({ collection: 'promo-codes', data: { code: unique('DESK').toUpperCase(), kind: 'fixed', value: 50, usedCount: 1 } as never, overrideAccess: true })
    const order = await createTestOrder({ data: { promoCode: promo.id, promoCodeText: promo.code } })
    const view = await call<DeskOrder>(orderRoute, '/api/staff/order', { orderId: order.id }, 'support')
    expect(view.body.data.actions.cancel).toMatchObject({ allowed: true, kind: 'free' })
    const reply = await call<{ status: string }>(cancelRoute, '/api/staff/cancel', { orderId: order.id, reason: 'customer called' }, 'support')
    expect(reply.status, JSON.stringify(reply.body)).toBe(200)
    expect(reply.body.data.status).toBe('cancelled')
    expect((await payload.findByID({ collection: 'promo-codes', id: promo.id, overrideAccess: true })).usedCount).toBe(0)
    const events = await payload.find({ collection: 'order-events', where: { order: { equals: order.id } }, overrideAccess: true })
    expect(events.docs.map((e) => [e.event, e.actor])).toContainEqual(['cancel', expect.stringMatching(/^staff:\d+$/)])
    const audit = await payload.find({ collection: 'audit-log', where: { order: { equals: order.id } }, overrideAccess: true })
    expect(audit.docs.map((a) => [a.action, a.staffEmail])).toEqual([['cancelOrder', STAFF.support]])
    const db = await sqlHandle(payload)
    const jobs = await db.execute(sql`select count(*)::int as n from payload_jobs where input->>'kind' = 'orderCancelled' and input->>'to' = ${order.contactEmail}`)
    const outbox = await db.execute(sql`select count(*)::int as n from outbox where kind = 'orderCancelled' and "to" = ${order.contactEmail}`)
    expect(Number((jobs.rows[0] as { n: number }).n) + Number((outbox.rows[0] as { n: number }).n)).toBeGreaterThan(0)
    // Twice is refused: the status machine has moved on.
    expect((await call(cancelRoute, '/api/staff/cancel', { orderId: order.id }, 'support')).status).toBe(409)
  })

  it('a paid order with no payment on record is not refunded (NT$0 would close it as refunded): the desk says why', async () => {
    const order = await createTestOrder()
    const db = await sqlHandle(payload)
    await db.execute(sql`update orders set status = 'paid' where id = ${order.id}`)
    const view = await call<DeskOrder>(orderRoute, '/api/staff/order', { orderId: order.id }, 'support')
    expect(view.body.data.actions.cancel).toMatchObject({ allowed: false, refusal: 'noPayment' })
    const refused = await call(cancelRoute, '/api/staff/cancel', { orderId: order.id }, 'support')
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(MESSAGES.en.api.cancelRefusedNoPayment)
    expect((await payload.findByID({ collection: 'orders', id: order.id, overrideAccess: true })).status).toBe('paid')
  })

  it('the status is not editable by hand, not even by an admin through the Local API with their access', async () => {
    const order = await createTestOrder()
    await payload
      .update({ collection: 'orders', id: order.id, data: { status: 'paid' }, overrideAccess: false, user: { ...(await localLogin('staff', STAFF.admin, STAFF_PASSWORD)).user, collection: 'staff' } as never })
      .catch(() => null)
    expect((await payload.findByID({ collection: 'orders', id: order.id, overrideAccess: true })).status).toBe('unpaid')
  })
})

describe("the desks name the item in the staff member's language, not the buyer's", () => {
  it('order search, the order view and the pickup card read a Japanese order in English', async () => {
    const where = { cardType: { equals: 'physical' }, _status: { equals: 'published' } } as const
    const find = async (locale: 'ja' | 'en') => (await payload.find({ collection: 'products', where, sort: 'id', limit: 1, depth: 0, locale, overrideAccess: true })).docs[0]!
    const [ja, en] = [await find('ja'), await find('en')]
    const plan = ja.plans![0]!
    expect(en.name).not.toBe(ja.name)
    const order = await pickupOrderAt(tpe, { locale: 'ja', product: ja.id, planId: plan.id, itemName: ja.name, planLabel: 'ja plan' })
    const search = await call<DeskSearchResult>(searchRoute, '/api/staff/search', { query: order.orderNumber }, 'support')
    expect(search.body.data.orders.find((o) => o.id === order.id)?.itemName).toBe(en.name)
    const view = await call<DeskOrder>(orderRoute, '/api/staff/order', { orderId: order.id }, 'support')
    expect(view.body.data.item.name).toBe(en.name)
    const card = await call<PickupOrder>(pickupOrderRoute, '/api/staff/pickupOrder', { orderId: order.id }, 'counter')
    expect(card.body.data.itemName).toBe(en.name)
    expect(card.body.data.planLabel).not.toBe('ja plan')
  })
})

describe('pickup desk', () => {
  it("lists today's pickups at the counter's airport only, without contact data, money or birth date", async () => {
    const mine = await pickupOrderAt(tpe, { guardianRequired: true })
    const theirs = await pickupOrderAt(otherAirport)
    const { status, body } = await call<PickupList>(pickupListRoute, '/api/staff/pickupList', { day: 'today' }, 'counter')
    expect(status).toBe(200)
    const ids = body.data.orders.map((o) => o.id)
    expect(ids).toContain(mine.id)
    expect(ids).not.toContain(theirs.id)
    const row = body.data.orders.find((o) => o.id === mine.id)!
    expect(row.guardianRequired).toBe(true)
    expect(JSON.stringify(body.data)).not.toMatch(/contactEmail|contactPhone|birthDate|Twd|1990-01-01/)
    const tomorrow = await call<PickupList>(pickupListRoute, '/api/staff/pickupList', { day: 'tomorrow' }, 'counter')
    expect(tomorrow.body.data.orders.map((o) => o.id)).not.toContain(mine.id)
  })

  it("a counter's requests read the account with its airports as ids, not the airports' documents (Payload's depth 2 cost each request ~13 ms)", async () => {
    const { user } = await payload.auth({ headers: new Headers({ authorization: `JWT ${tokens.counter}` }) })
    expect(user?.collection).toBe('staff')
    expect((user as { airports?: unknown }).airports).toEqual(expect.arrayContaining([tpe]))
    expect(((user as { airports?: unknown[] }).airports ?? []).every((airport) => typeof airport === 'number')).toBe(true)
  })

  it("another airport's order is not found: not listed by search, not opened, not picked up", async () => {
    const theirs = await pickupOrderAt(otherAirport)
    const search = await call<PickupOrder[]>(pickupSearchRoute, '/api/staff/pickupSearch', { query: theirs.orderNumber }, 'counter')
    expect(search.body.data).toEqual([])
    expect((await call(pickupOrderRoute, '/api/staff/pickupOrder', { orderId: theirs.id }, 'counter')).status).toBe(404)
    const confirm = await call(pickupConfirmRoute, '/api/staff/pickupConfirm', { orderId: theirs.id, serials: ['8988600000000000001'], idChecked: true }, 'counter')
    expect(confirm.status).toBe(404)
    expect((await payload.findByID({ collection: 'orders', id: theirs.id, overrideAccess: true })).status).toBe('pendingPickup')
  })

  it('marks picked up with one serial per card, once, when 40 requests race; the audit entry holds the serials', async () => {
    const order = await pickupOrderAt(tpe, { quantity: 2 })
    const wrong = await call<{ errors: Record<string, string> }>(pickupConfirmRoute, '/api/staff/pickupConfirm', { orderId: order.id, serials: ['8988600000000000001'], idChecked: true }, 'counter')
    expect(wrong.status).toBe(400)
    expect(wrong.body.data.errors.serials).toBeTruthy()
    const serials = [cardSerial(), cardSerial()]
    const replies = await Promise.all(
      Array.from({ length: 40 }, () => call(pickupConfirmRoute, '/api/staff/pickupConfirm', { orderId: order.id, serials, idChecked: true }, 'counter')),
    )
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1)
    expect(replies.filter((r) => r.status !== 200).every((r) => r.status === 409)).toBe(true)
    const stored = await payload.findByID({ collection: 'orders', id: order.id, overrideAccess: true })
    expect(stored.status).toBe('pickedUp')
    expect(stored.pickup?.cardSerials).toBe(serials.join(','))
    const audit = await payload.find({ collection: 'audit-log', where: { order: { equals: order.id } }, overrideAccess: true })
    expect(audit.docs).toHaveLength(1)
    expect(audit.docs[0]).toMatchObject({ action: 'markPickedUp', staffEmail: STAFF.counter, staffRole: 'counter' })
  })

  it('says why an order typed or opened at the desk is not one to hand over there: another airport (named), not paid, cancelled, not a card', async () => {
    const counter = { id: 1, email: STAFF.counter, role: 'counter' as const, airports: [tpe] }
    const theirs = await pickupOrderAt(otherAirport)
    const airport = await payload.findByID({ collection: 'airports', id: otherAirport, locale: 'en', overrideAccess: true })
    const airportName = `${airport.name} (${airport.code})`
    expect(await pickupRefusal(payload, counter, { query: theirs.orderNumber.toLowerCase(), locale: 'en' })).toEqual({
      orderNumber: theirs.orderNumber,
      reason: 'otherAirport',
      airport: airportName,
    })
    expect(await pickupRefusal(payload, counter, { orderId: theirs.id, locale: 'en' })).toMatchObject({ reason: 'otherAirport' })
    const unpaid = await createTestOrder({ airport: tpe, data: { pickup: { airport: tpe, counterId: 'c1', place: 'Test', date: taipeiDate(), time: '10:00' } } })
    expect(await pickupRefusal(payload, counter, { query: unpaid.orderNumber, locale: 'en' })).toEqual({ orderNumber: unpaid.orderNumber, reason: 'unpaid' })
    const cancelled = await pickupOrderAt(tpe)
    const db = await sqlHandle(payload)
    await db.execute(sql`update orders set status = 'cancelled' where id = ${cancelled.id}`)
    expect(await pickupRefusal(payload, counter, { orderId: cancelled.id, locale: 'en' })).toMatchObject({ reason: 'cancelled' })
    const esim = await createTestOrder()
    expect(await pickupRefusal(payload, counter, { query: esim.orderNumber, locale: 'en' })).toMatchObject({ reason: 'notPhysical' })
    // One to hand over here, or no such order: nothing to explain.
    expect(await pickupRefusal(payload, counter, { query: (await pickupOrderAt(tpe)).orderNumber, locale: 'en' })).toBeNull()
    expect(await pickupRefusal(payload, counter, { query: 'TW-NO-SUCH-ORDER', locale: 'en' })).toBeNull()
  })

  it('a card handed over with one order is refused for another, also when two counters type it at the same moment', async () => {
    const confirm = (orderId: number, serials: string[]) =>
      call<{ errors: Record<string, string> }>(pickupConfirmRoute, '/api/staff/pickupConfirm', { orderId, serials, idChecked: true }, 'counter')
    const first = await pickupOrderAt(tpe)
    const second = await pickupOrderAt(tpe, { quantity: 2 })
    const serial = cardSerial()
    expect((await confirm(first.id, [serial])).status).toBe(200)
    const again = await confirm(second.id, [cardSerial(), serial.replace(/(\d{4})/, '$1 ')])
    expect(again.status).toBe(400)
    // Named by its card: the second one typed is the card already handed over.
    expect(again.body.data.errors['serials.1']).toBe(MESSAGES.en.validation.cardSerialTaken)
    expect((await payload.findByID({ collection: 'orders', id: second.id, overrideAccess: true })).status).toBe('pendingPickup')

    const [a, b] = [await pickupOrderAt(tpe), await pickupOrderAt(tpe)]
    const shared = cardSerial()
    const race = await Promise.all([confirm(a.id, [shared]), confirm(b.id, [shared])])
    expect(race.map((r) => r.status).sort()).toEqual([200, 400])
    const states = await Promise.all([a.id, b.id].map(async (id) => (await payload.findByID({ collection: 'orders', id, overrideAccess: true })).status))
    expect(states.sort()).toEqual(['pendingPickup', 'pickedUp'])
  })
})

// ── Payload's own REST and GraphQL: the desks' data cannot be reached around the desks ─────────────────────────

const EVERYONE: Who[] = ['anonymous', 'member', 'b2c', 'bbc', 'editor', 'support', 'counter', 'admin']
const STAFF_ROLES = ['editor', 'support', 'counter', 'admin'] as const
/** A refused write: never 2xx, and never 400 (that would mean access passed and only validation stopped it). */
const DENIED = [401, 403, 404, 405]
type Reply = { status: number; json: Record<string, unknown> }

const authOf = (who: Who): Record<string, string> => (who === 'anonymous' ? {} : { authorization: `JWT ${tokens[who]}` })

async function rest(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, who: Who, body?: unknown): Promise<Reply> {
  const request = new Request(`http://localhost/api/${path}`, {
    method,
    headers: { 'content-type': 'application/json', [CLIENT_IP_HEADER]: randomClientIp(), ...authOf(who) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const handler = { GET: REST_GET, POST: REST_POST, PATCH: REST_PATCH, DELETE: REST_DELETE }[method]
  const response = await handler(request, { params: Promise.resolve({ slug: path.split('?')[0]!.split('/').filter(Boolean) }) })
  const text = await response.text()
  return { status: response.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} }
}

async function graphql(who: Who, query: string): Promise<Reply & { errors: string[]; data: Record<string, unknown> | null }> {
  const response = await GRAPHQL(
    new Request('http://localhost/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...authOf(who) }, body: JSON.stringify({ query }) }),
  )
  const json = (await response.json()) as { errors?: { message: string }[]; data?: Record<string, unknown> | null }
  const errors = (json.errors ?? []).map((e) => e.message)
  // A malformed document would make a "must fail" check pass for the wrong reason.
  expect(errors.filter((m) => /invalid value|was not provided|is not defined by type|Unknown argument|Syntax Error|Expected type|Cannot query field/i.test(m)), query).toEqual([])
  return { status: response.status, json: json as Record<string, unknown>, errors, data: json.data ?? null }
}

/** An order handed over at TPE by the counter through the desk: status pickedUp, serials stored, one audit entry. */
async function handedOver() {
  const order = await pickupOrderAt(tpe)
  const serial = cardSerial()
  const reply = await call(pickupConfirmRoute, '/api/staff/pickupConfirm', { orderId: order.id, serials: [serial], idChecked: true }, 'counter')
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  const audit = await payload.find({ collection: 'audit-log', where: { order: { equals: order.id } }, overrideAccess: true })
  expect(audit.docs).toHaveLength(1)
  return { order, serial, entry: audit.docs[0]! }
}

const orderState = async (id: number) => {
  const o = await payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true })
  return { status: o.status, serials: o.pickup?.cardSerials ?? null, totalTwd: o.totalTwd }
}

describe('admins may take every desk action (and nobody else beyond their role)', () => {
  it('admin searches orders, opens the receipt and lists pickups at every airport', async () => {
    const mine = await pickupOrderAt(tpe)
    const theirs = await pickupOrderAt(otherAirport)
    const search = await call<DeskSearchResult>(searchRoute, '/api/staff/search', { query: theirs.orderNumber }, 'admin')
    expect(search.status).toBe(200)
    expect(search.body.data.orders.map((o) => o.id)).toContain(theirs.id)
    expect((await call<DeskOrder>(orderRoute, '/api/staff/order', { orderId: theirs.id }, 'admin')).status).toBe(200)
    const list = await call<PickupList>(pickupListRoute, '/api/staff/pickupList', { day: 'today' }, 'admin')
    expect(list.status).toBe(200)
    expect(list.body.data.orders.map((o) => o.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]))
  })
})

describe("orders through Payload's REST and GraphQL: status and card serials are not editable by hand", () => {
  let target: Awaited<ReturnType<typeof handedOver>>
  beforeAll(async () => {
    target = await handedOver()
  })

  it.each(EVERYONE)('%s · PATCH /api/orders/:id (REST) is refused and changes nothing', async (who) => {
    const before = await orderState(target.order.id)
    const reply = await rest('PATCH', `orders/${target.order.id}`, who, { status: 'pendingPickup', totalTwd: 1, pickup: { cardSerials: '8988600000000000099' } })
    expect(DENIED, JSON.stringify(reply.json).slice(0, 300)).toContain(reply.status)
    expect(await orderState(target.order.id)).toEqual(before)
    expect(before).toMatchObject({ status: 'pickedUp', serials: target.serial })
  })

  it.each(STAFF_ROLES)('%s · updateOrder (GraphQL) fails and changes nothing', async (who) => {
    const before = await orderState(target.order.id)
    // The update input wants the consent group whole: give it back as stored, so only status and serials are at stake.
    const { consent } = await payload.findByID({ collection: 'orders', id: target.order.id, depth: 0, overrideAccess: true })
    const data = `{ status: pendingPickup, pickup: { cardSerials: "8988600000000000099" }, consent: { termsVersion: "${consent.termsVersion}", privacyVersion: "${consent.privacyVersion}", acceptedAt: "${consent.acceptedAt}" } }`
    const reply = await graphql(who, `mutation { updateOrder(id: ${target.order.id}, data: ${data}) { id status } }`)
    expect(reply.errors.length, JSON.stringify(reply.json).slice(0, 300)).toBeGreaterThan(0)
    expect(await orderState(target.order.id)).toEqual(before)
  })

  it.each(['member', 'b2c', 'bbc', 'anonymous'] as const)('%s · GraphQL is refused outright', async (who) => {
    const reply = await graphql(who, `mutation { updateOrder(id: ${target.order.id}, data: { status: pendingPickup }) { id } }`)
    expect(reply.status).toBe(who === 'anonymous' ? 401 : 403)
  })

  it("counter · another airport's order is not readable through REST or GraphQL", async () => {
    const theirs = await pickupOrderAt(otherAirport)
    expect([403, 404]).toContain((await rest('GET', `orders/${theirs.id}?depth=0`, 'counter')).status)
    const list = await rest('GET', `orders?where[id][equals]=${theirs.id}&depth=0`, 'counter')
    expect(list.status === 200 ? (list.json.docs as unknown[]).length : 0).toBe(0)
    // Control: the same query as admin finds it.
    expect(((await rest('GET', `orders?where[id][equals]=${theirs.id}&depth=0`, 'admin')).json.docs as unknown[]).length).toBe(1)
    const gql = await graphql('counter', `{ Orders(where: { id: { equals: ${theirs.id} } }) { docs { id } } }`)
    expect(((gql.data?.Orders as { docs?: unknown[] } | null)?.docs ?? []).length).toBe(0)
  })
})

describe("the audit log through Payload's REST and GraphQL: read by support and admins, written by nobody", () => {
  let target: Awaited<ReturnType<typeof handedOver>>
  let total: number
  beforeAll(async () => {
    target = await handedOver()
    total = (await payload.count({ collection: 'audit-log', overrideAccess: true })).totalDocs
  })
  const unchanged = async () => {
    const entry = await payload.findByID({ collection: 'audit-log', id: target.entry.id, depth: 0, overrideAccess: true })
    expect(entry).toMatchObject({ summary: target.entry.summary, action: 'markPickedUp', staffEmail: STAFF.counter })
    expect((await payload.count({ collection: 'audit-log', where: { order: { equals: target.order.id } }, overrideAccess: true })).totalDocs).toBe(1)
  }
  const staffId = () => (typeof target.entry.staff === 'object' ? target.entry.staff.id : target.entry.staff)
  const forged = () => ({ action: 'cancelOrder', staff: staffId(), staffEmail: STAFF.admin, staffRole: 'admin', order: target.order.id, orderNumber: target.order.orderNumber, summary: 'forged' })

  it.each(EVERYONE)('%s · REST create, update and delete are refused', async (who) => {
    for (const [method, path, body] of [
      ['POST', 'audit-log', forged()],
      ['PATCH', `audit-log/${target.entry.id}`, { summary: 'rewritten' }],
      ['PATCH', `audit-log?where[id][equals]=${target.entry.id}`, { summary: 'rewritten' }],
      ['DELETE', `audit-log/${target.entry.id}`, undefined],
      ['DELETE', `audit-log?where[id][equals]=${target.entry.id}`, undefined],
    ] as const) {
      const reply = await rest(method, path, who, body)
      const bulkNoop = method !== 'POST' && path.includes('?') && reply.status === 200 && (reply.json.docs as unknown[] | undefined)?.length === 0
      expect(bulkNoop || DENIED.includes(reply.status), `${method} ${path}: ${reply.status} ${JSON.stringify(reply.json).slice(0, 200)}`).toBe(true)
    }
    await unchanged()
    expect((await payload.count({ collection: 'audit-log', where: { summary: { equals: 'forged' } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  it.each(STAFF_ROLES)('%s · GraphQL create, update and delete fail', async (who) => {
    const f = forged()
    for (const mutation of [
      `createAuditLog(data: { action: cancelOrder, staff: ${f.staff}, staffEmail: "${f.staffEmail}", staffRole: "admin", order: ${f.order}, summary: "forged" }) { id }`,
      `updateAuditLog(id: ${target.entry.id}, data: { summary: "rewritten" }) { id }`,
      `deleteAuditLog(id: ${target.entry.id}) { id }`,
    ]) {
      const reply = await graphql(who, `mutation { ${mutation} }`)
      expect(reply.errors.length, `${mutation}: ${JSON.stringify(reply.json).slice(0, 200)}`).toBeGreaterThan(0)
    }
    await unchanged()
    expect((await payload.count({ collection: 'audit-log', overrideAccess: true })).totalDocs).toBe(total)
  })

  it.each([
    ['support', true],
    ['admin', true],
    ['editor', false],
    ['counter', false],
    ['member', false],
    ['b2c', false],
    ['bbc', false],
    ['anonymous', false],
  ] as const)('%s · REST read of the entry → readable: %s', async (who, readable) => {
    const one = await rest('GET', `audit-log/${target.entry.id}?depth=0`, who)
    const list = await rest('GET', `audit-log?where[order][equals]=${target.order.id}&depth=0`, who)
    if (readable) {
      expect(one.status).toBe(200)
      expect(one.json.summary).toBe(target.entry.summary)
      expect((list.json.docs as unknown[]).length).toBe(1)
    } else {
      expect([401, 403, 404]).toContain(one.status)
      expect(list.status === 200 ? (list.json.docs as unknown[]).length : 0).toBe(0)
    }
  })

  it.each([
    ['support', 1],
    ['admin', 1],
    ['editor', 0],
    ['counter', 0],
  ] as const)('%s · GraphQL AuditLogs finds %i entries', async (who, n) => {
    const reply = await graphql(who, `{ AuditLogs(where: { order: { equals: ${target.order.id} } }) { docs { id summary } } }`)
    expect(((reply.data?.AuditLogs as { docs?: unknown[] } | null)?.docs ?? []).length, JSON.stringify(reply.json).slice(0, 200)).toBe(n)
  })
})

describe('40 parallel cancellations of one order', () => {
  it('exactly one succeeds; the promo-code use and the seats are given back once; one audit entry, one event, one mail', async () => {
    const activity = (await payload.find({ collection: 'activities', depth: 0, limit: 1, overrideAccess: true })).docs[0]!
    const promo = await payload.create({ collection: 'promo-codes', data: { code: unique('RACE').toUpperCase(), kind: 'fixed', value: 50, usedCount: 1 } as never, overrideAccess: true })
    const slot = await payload.create({ collection: 'slot-reservations', data: { activity: activity.id, visitDate: taipeiDate(), time: '10:00', seats: 2 } as never, overrideAccess: true })
    const email = `${unique('race')}@int.test`.toLowerCase()
    const order = await createTestOrder({ email, data: { promoCode: promo.id, promoCodeText: promo.code, slotReservation: slot.id } })
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) => call(cancelRoute, '/api/staff/cancel', { orderId: order.id, reason: `race ${i}` }, i % 2 ? 'support' : 'admin')),
    )
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1)
    expect(replies.filter((r) => r.status !== 200).map((r) => r.status)).toEqual(Array(39).fill(409))
    expect((await payload.findByID({ collection: 'orders', id: order.id, overrideAccess: true })).status).toBe('cancelled')
    expect((await payload.findByID({ collection: 'promo-codes', id: promo.id, overrideAccess: true })).usedCount).toBe(0)
    expect((await payload.findByID({ collection: 'slot-reservations', id: slot.id, overrideAccess: true })).released).toBe(true)
    expect((await payload.count({ collection: 'audit-log', where: { order: { equals: order.id } }, overrideAccess: true })).totalDocs).toBe(1)
    const events = await payload.find({ collection: 'order-events', where: { and: [{ order: { equals: order.id } }, { event: { equals: 'cancel' } }] }, overrideAccess: true })
    expect(events.docs).toHaveLength(1)
    const db = await sqlHandle(payload)
    // Queued or sent: the job row goes once its mail is in the outbox, so while the drain sends it both are
    // there for a moment. Settled, one of them remains; a second mail would stay counted.
    await vi.waitFor(
      async () => {
        const mails = await db.execute(
          sql`select (select count(*) from payload_jobs where input->>'kind' = 'orderCancelled' and input->>'to' = ${email})::int + (select count(*) from outbox where kind = 'orderCancelled' and "to" = ${email})::int as n`,
        )
        expect(Number((mails.rows[0] as { n: number }).n)).toBe(1)
      },
      { timeout: 15_000, interval: 250 },
    )
  })
})
