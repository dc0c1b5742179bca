/**
 * The staff desks (issue 13) through their route files: every /api/staff/* endpoint checks the staff login
 * and role on the server (anonymous, members of each account type, each staff role), the order desk finds
 * a phone typed without its country code and cancels with the promo-code use given back and the mail
 * queued, and the pickup desk keeps counter staff to their airport; "picked up" goes through the status
 * machine once, even when 40 requests race.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

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
import type { DeskOrder, DeskSearchResult, PickupList, PickupOrder } from '@/lib/views/staffDesk'
import { sqlHandle } from '@/server/db/transaction'

import { B2C, BBC, MEMBER, MEMBER_PASSWORD, STAFF, STAFF_PASSWORD, createTestOrder, localLogin, payload as getPayload, postJson } from './helpers'

type Route = (request: Request) => Promise<Response>
type Who = 'anonymous' | 'member' | 'b2c' | 'bbc' | 'editor' | 'support' | 'counter' | 'admin'

let payload: Payload
const tokens = {} as Record<Exclude<Who, 'anonymous'>, string>
let tpe: number
let otherAirport: number
let seq = 0
const unique = (p: string) => `${p}-${Date.now().toString(36)}-${++seq}`

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

  it('the status is not editable by hand, not even by an admin through the Local API with their access', async () => {
    const order = await createTestOrder()
    await payload
      .update({ collection: 'orders', id: order.id, data: { status: 'paid' }, overrideAccess: false, user: { ...(await localLogin('staff', STAFF.admin, STAFF_PASSWORD)).user, collection: 'staff' } as never })
      .catch(() => null)
    expect((await payload.findByID({ collection: 'orders', id: order.id, overrideAccess: true })).status).toBe('unpaid')
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
    const serials = ['8988600000000000011', '8988600000000000012']
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
})
