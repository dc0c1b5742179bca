/**
 * Issue 38 §1 and §3 through the route files: support moves a SIM card's pickup by the order form's rules (the
 * traveller mailed once in the order's language, the change in the audit log with before → after, 40 identical
 * requests → one change, one mail) and keeps internal notes no member or partner can read. Every new endpoint
 * refuses anonymous callers, members of each account type, editors and counter staff on the server.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { GET as REST_GET } from '@/app/(payload)/api/[...slug]/route'
import { POST as changePickupRoute } from '@/app/(frontend)/api/staff/changePickup/route'
import { POST as noteRoute } from '@/app/(frontend)/api/staff/note/route'
import { POST as resendRoute } from '@/app/(frontend)/api/staff/resendMail/route'
import { addDays, taipeiDate } from '@/domain/dates'
import { pickupTimes } from '@/domain/pickup'
import { MESSAGES } from '@/i18n/messages'
import { sqlHandle } from '@/server/db/transaction'
import { deskOrder } from '@/server/staff/orderView'

import { B2C, BBC, CLIENT_IP_HEADER, MEMBER, MEMBER_PASSWORD, STAFF, STAFF_PASSWORD, createTestOrder, localLogin, payload as getPayload, postJson, randomClientIp } from './helpers'

type Route = (request: Request) => Promise<Response>
type Who = 'anonymous' | 'member' | 'b2c' | 'bbc' | 'editor' | 'support' | 'counter' | 'admin'
type Place = { airportId: number; counterId: string; times: string[] }

let payload: Payload
const tokens = {} as Record<Exclude<Who, 'anonymous'>, string>
let productId: number
let places: Place[]
let seq = 0
const unique = (p: string) => `${p}-${Date.now().toString(36)}-${++seq}`

const call = <T>(route: Route, path: string, body: unknown, who: Who, lang = 'en') =>
  postJson<T>(route, path, body, { lang, ...(who === 'anonymous' ? {} : { authorization: `JWT ${tokens[who]}` }) })

/** A SIM card order of a real physical product, picked up at its first airport's first counter, in `status`. */
async function simOrder(status: 'unpaid' | 'pendingPickup' | 'pickedUp' = 'pendingPickup', locale = 'ja') {
  const first = places[0]!
  const email = `${unique('change')}@int.test`.toLowerCase()
  const order = await createTestOrder({
    airport: first.airportId,
    email,
    data: { locale, product: productId, pickup: { airport: first.airportId, counterId: first.counterId, place: 'Before', date: addDays(taipeiDate(), 3), time: first.times[0] } },
  })
  const db = await sqlHandle(payload)
  await db.execute(sql`update orders set status = ${status} where id = ${order.id}`)
  if (status === 'pickedUp') await db.execute(sql`update orders set picked_up_at = now() where id = ${order.id}`)
  return { id: order.id, email }
}

/** Another place and day than simOrder's: the second counter (or airport) when there is one, a week later. */
const newPickup = (orderId: number) => {
  const to = places[1] ?? places[0]!
  return { orderId, airportId: to.airportId, counterId: to.counterId, date: addDays(taipeiDate(), 7), time: to.times.at(-1)! }
}

async function mailsTo(email: string, kind: string): Promise<number> {
  const db = await sqlHandle(payload)
  const rows = await db.execute(
    sql`select (select count(*) from payload_jobs where input->>'kind' = ${kind} and input->>'to' = ${email})::int + (select count(*) from outbox where kind = ${kind} and "to" = ${email})::int as n`,
  )
  return Number((rows.rows[0] as { n: number }).n)
}

const auditOf = (orderId: number, action: 'changePickup' | 'orderNote') =>
  payload.find({ collection: 'audit-log', where: { and: [{ order: { equals: orderId } }, { action: { equals: action } }] }, overrideAccess: true, depth: 0 })

beforeAll(async () => {
  payload = await getPayload()
  for (const [who, email] of [['member', MEMBER], ['b2c', B2C], ['bbc', BBC]] as const) tokens[who] = (await localLogin('members', email, MEMBER_PASSWORD)).token
  for (const role of ['editor', 'support', 'counter', 'admin'] as const) tokens[role] = (await localLogin('staff', STAFF[role], STAFF_PASSWORD)).token
  const products = await payload.find({ collection: 'products', where: { cardType: { equals: 'physical' } }, depth: 1, limit: 50, overrideAccess: true })
  const product = products.docs.find((p) => (p.pickupAirports ?? []).some((a) => typeof a === 'object' && (a.counters ?? []).length > 0))!
  productId = product.id
  places = (product.pickupAirports ?? []).flatMap((a) =>
    typeof a === 'object' ? (a.counters ?? []).map((c) => ({ airportId: a.id, counterId: c.id!, times: pickupTimes(c.opensAt, c.closesAt) })) : [],
  )
  expect(places.length).toBeGreaterThan(0)
})

describe('the new order-desk actions check the staff login and role on the server', () => {
  const ROUTES: [string, Route, (id: number) => object][] = [
    ['/api/staff/changePickup', changePickupRoute, (id) => newPickup(id)],
    ['/api/staff/note', noteRoute, (id) => ({ orderId: id, text: 'a note' })],
    ['/api/staff/resendMail', resendRoute, (id) => ({ orderId: id, kind: 'confirmation' })],
  ]
  const REFUSED: Who[] = ['anonymous', 'member', 'b2c', 'bbc', 'editor', 'counter']

  it.each(ROUTES.flatMap(([path, route, body]) => REFUSED.map((who) => [path, who, route, body] as const)))('%s refuses %s, and nothing changes', async (path, who, route, body) => {
    const order = await simOrder()
    const before = await payload.findByID({ collection: 'orders', id: order.id, depth: 0, overrideAccess: true })
    const reply = await call(route, path, body(order.id), who)
    expect(reply.status, JSON.stringify(reply.body)).toBe(who === 'anonymous' ? 401 : 403)
    if (who === 'anonymous') expect(reply.body.code).toBe(202)
    const after = await payload.findByID({ collection: 'orders', id: order.id, depth: 0, overrideAccess: true })
    expect(after.pickup).toEqual(before.pickup)
    expect((await payload.count({ collection: 'audit-log', where: { order: { equals: order.id } }, overrideAccess: true })).totalDocs).toBe(0)
    expect(await mailsTo(order.email, 'delivered')).toBe(0)
    expect(await mailsTo(order.email, 'orderReceived')).toBe(0)
  })

  it.each(ROUTES.flatMap(([path, route, body]) => (['support', 'admin'] as const).map((who) => [path, who, route, body] as const)))('%s lets %s do it', async (path, who, route, body) => {
    const order = await simOrder()
    const reply = await call(route, path, body(order.id), who)
    expect(reply.status, JSON.stringify(reply.body)).toBe(200)
    expect((await payload.count({ collection: 'audit-log', where: { order: { equals: order.id } }, overrideAccess: true })).totalDocs).toBe(1)
  })
})

describe('support moves the pickup of a SIM card', () => {
  it('by the order form rules: the new place stored, the updated voucher queued in the order language, the audit entry says before → after', async () => {
    const order = await simOrder('pendingPickup', 'ja')
    const wanted = newPickup(order.id)
    const reply = await call<{ changed: boolean; mailedTo: string }>(changePickupRoute, '/api/staff/changePickup', wanted, 'support')
    expect(reply.status, JSON.stringify(reply.body)).toBe(200)
    expect(reply.body.data).toMatchObject({ changed: true, mailedTo: order.email })
    const stored = await payload.findByID({ collection: 'orders', id: order.id, depth: 0, overrideAccess: true })
    expect(stored.pickup).toMatchObject({ airport: wanted.airportId, counterId: wanted.counterId, date: wanted.date, time: wanted.time })
    expect(stored.pickup?.place).not.toBe('Before')
    const [entry] = (await auditOf(order.id, 'changePickup')).docs
    expect(entry!.staffEmail).toBe(STAFF.support)
    expect(entry!.detail).toMatchObject({ before: { date: addDays(taipeiDate(), 3), place: 'Before' }, after: { date: wanted.date, time: wanted.time } })
    const db = await sqlHandle(payload)
    const job = (await db.execute(sql`select input from payload_jobs where input->>'kind' = 'delivered' and input->>'to' = ${order.email}`)).rows[0] as { input: { locale: string; data: { pickup: { date: string; time: string } } } } | undefined
    const sent = (await db.execute(sql`select locale, text from outbox where kind = 'delivered' and "to" = ${order.email}`)).rows[0] as { locale: string; text: string } | undefined
    expect(job?.input.locale ?? sent?.locale).toBe('ja')
    if (job) expect(job.input.data.pickup).toMatchObject({ date: wanted.date, time: wanted.time })
    else expect(sent!.text).toContain(wanted.date)
    // The receipt shows it: the audit entry names the staff member by name, not by number.
    const receipt = await deskOrder(payload, order.id, 'en')
    expect(receipt.audit.at(-1)!.staff).not.toMatch(/#\d+/)
    // History and audit read in the desk's language (issue 38 §5), not an English line stored at the time.
    const inChinese = await deskOrder(payload, order.id, 'zh-TW')
    expect(inChinese.audit.at(-1)!.summary).toMatch(/^取卡資訊由 Before .* 改為 /)
    expect(inChinese.history.map((h) => h.note ?? '').join('\n')).toMatch(/取卡資訊由 Before/)
  })

  it('an unpaid order gets its updated order confirmation; a closed time or an unknown counter is a localized 400; a card handed over is 409', async () => {
    const unpaid = await simOrder('unpaid', 'en')
    expect((await call(changePickupRoute, '/api/staff/changePickup', newPickup(unpaid.id), 'admin')).status).toBe(200)
    await vi.waitFor(async () => expect(await mailsTo(unpaid.email, 'orderReceived')).toBe(1), { timeout: 15_000, interval: 250 })

    const order = await simOrder()
    const closed = places.find((p) => p.times.length < 48)
    if (closed) {
      const shut = ['03:00', '23:30', '00:30'].find((t) => !closed.times.includes(t))!
      const refused = await call<{ errors: Record<string, string> }>(changePickupRoute, '/api/staff/changePickup', { ...newPickup(order.id), airportId: closed.airportId, counterId: closed.counterId, time: shut }, 'support', 'zh-tw')
      expect(refused.status).toBe(400)
      expect(refused.body.data.errors.time).toBe(MESSAGES['zh-TW'].validation.pickupTimeClosed)
    }
    const nowhere = await call<{ errors: Record<string, string> }>(changePickupRoute, '/api/staff/changePickup', { ...newPickup(order.id), counterId: 'no-such-counter' }, 'support')
    expect(nowhere.status).toBe(400)
    expect(nowhere.body.data.errors.airportId).toBe(MESSAGES.en.validation.pickupLocationRequired)
    const past = await call<{ errors: Record<string, string> }>(changePickupRoute, '/api/staff/changePickup', { ...newPickup(order.id), date: addDays(taipeiDate(), -1) }, 'support')
    expect(past.status).toBe(400)
    expect(past.body.data.errors.date).toBe(MESSAGES.en.validation.pickupDateInvalid)
    expect((await auditOf(order.id, 'changePickup')).totalDocs).toBe(0)

    const handed = await simOrder('pickedUp')
    expect((await call(changePickupRoute, '/api/staff/changePickup', newPickup(handed.id), 'support')).status).toBe(409)
  })

  it('40 identical requests at once: one change, one audit entry, one mail', async () => {
    const order = await simOrder('pendingPickup', 'ko')
    const wanted = newPickup(order.id)
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) => call<{ changed: boolean }>(changePickupRoute, '/api/staff/changePickup', wanted, i % 2 ? 'support' : 'admin')),
    )
    expect(replies.map((r) => r.status)).toEqual(Array(40).fill(200))
    expect(replies.filter((r) => r.body.data.changed)).toHaveLength(1)
    expect((await auditOf(order.id, 'changePickup')).totalDocs).toBe(1)
    // Queued or sent (the job row goes once its mail is in the outbox): settled, exactly one.
    await vi.waitFor(async () => expect(await mailsTo(order.email, 'delivered')).toBe(1), { timeout: 15_000, interval: 250 })
  })
})

describe('support sends a mail the order has had again', () => {
  it('the confirmation to the current address in the order language, once for 40 identical requests; no receipt without an invoice; an unknown kind is a 400', async () => {
    const order = await simOrder('unpaid', 'vi')
    const replies = await Promise.all(Array.from({ length: 40 }, (_, i) => call(resendRoute, '/api/staff/resendMail', { orderId: order.id, kind: 'confirmation' }, i % 2 ? 'support' : 'admin')))
    expect(replies.map((r) => r.status)).toEqual(Array(40).fill(200))
    await vi.waitFor(async () => expect(await mailsTo(order.email, 'orderReceived')).toBe(1), { timeout: 15_000, interval: 250 })
    const db = await sqlHandle(payload)
    const locale = (await db.execute(sql`select coalesce((select input->>'locale' from payload_jobs where input->>'kind' = 'orderReceived' and input->>'to' = ${order.email} limit 1), (select locale::text from outbox where kind = 'orderReceived' and "to" = ${order.email} limit 1)) as l`)).rows[0] as { l: string }
    expect(locale.l).toBe('vi')
    const entries = await payload.find({ collection: 'audit-log', where: { order: { equals: order.id } }, overrideAccess: true, depth: 0 })
    expect(entries.docs.map((e) => [e.action, (e.detail as { kind: string }).kind])).toEqual([['resendMail', 'confirmation']])
    expect((await call(resendRoute, '/api/staff/resendMail', { orderId: order.id, kind: 'receipt' }, 'support')).status).toBe(409)
    expect((await call(resendRoute, '/api/staff/resendMail', { orderId: order.id, kind: 'delivery' }, 'support')).status).toBe(409)
    const unknown = await call<{ errors: Record<string, string> }>(resendRoute, '/api/staff/resendMail', { orderId: order.id, kind: 'everything' }, 'support')
    expect(unknown.status).toBe(400)
    expect(unknown.body.data.errors.kind).toBe(MESSAGES.en.validation.invalidValue)
  })
})

describe('internal notes', () => {
  it('are on the receipt with who and when, a retry adds none, and no member or partner reads them through Payload', async () => {
    const order = await simOrder()
    const text = `Called the traveller ${unique('n')}`
    const replies = await Promise.all(Array.from({ length: 5 }, () => call(noteRoute, '/api/staff/note', { orderId: order.id, text }, 'support')))
    expect(replies.map((r) => r.status)).toEqual(Array(5).fill(200))
    const receipt = await deskOrder(payload, order.id, 'en')
    expect(receipt.notes).toHaveLength(1)
    expect(receipt.notes[0]).toMatchObject({ text })
    expect(receipt.notes[0]!.staff).not.toMatch(/#\d+/)
    expect((await call(noteRoute, '/api/staff/note', { orderId: order.id, text: '   ' }, 'support')).status).toBe(400)

    for (const who of ['anonymous', 'member', 'b2c', 'bbc', 'counter', 'editor'] as const) {
      const path = `audit-log?where[order][equals]=${order.id}&depth=0`
      const request = new Request(`http://localhost/api/${path}`, {
        headers: { [CLIENT_IP_HEADER]: randomClientIp(), ...(who === 'anonymous' ? {} : { authorization: `JWT ${tokens[who]}` }) },
      })
      const response = await REST_GET(request, { params: Promise.resolve({ slug: ['audit-log'] }) })
      const body = await response.text()
      expect(body, who).not.toContain(text)
    }
  })
})
