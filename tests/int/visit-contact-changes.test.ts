/**
 * Issue 38 §1, what was left: support moves a deck ticket's visit before the visit (the order form's rules and its
 * capacity rule: seats counted under the slot's lock, 40 parallel moves into a slot never oversell it) and corrects
 * the contact e-mail or phone (the new address gets the order's mail, the old one a notice). Each is in the order's
 * history and the audit log; both endpoints refuse anonymous callers, members of each account type, editors and
 * counter staff on the server.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { POST as changeContactRoute } from '@/app/(frontend)/api/staff/changeContact/route'
import { POST as changeVisitRoute } from '@/app/(frontend)/api/staff/changeVisit/route'
import { addDays, taipeiDate } from '@/domain/dates'
import { MESSAGES } from '@/i18n/messages'
import { sqlHandle } from '@/server/db/transaction'
import { renderMail } from '@/server/mail/templates'
import { deskOrder } from '@/server/staff/orderView'

import { B2C, BBC, MEMBER, MEMBER_PASSWORD, STAFF, STAFF_PASSWORD, createTestOrder, localLogin, payload as getPayload, postJson } from './helpers'

type Route = (request: Request) => Promise<Response>
type Who = 'anonymous' | 'member' | 'b2c' | 'bbc' | 'editor' | 'support' | 'counter' | 'admin'
type Status = 'unpaid' | 'paid' | 'delivered' | 'redeemed' | 'cancelled'

let payload: Payload
const tokens = {} as Record<Exclude<Who, 'anonymous'>, string>
let deckId: number
let seq = 0
const unique = (p: string) => `${p}-${Date.now().toString(36)}-${++seq}`
const day = (n: number) => addDays(taipeiDate(), n)

const call = <T>(route: Route, path: string, body: unknown, who: Who, lang = 'en') =>
  postJson<T>(route, path, body, { lang, ...(who === 'anonymous' ? {} : { authorization: `JWT ${tokens[who]}` }) })

/** A deck-ticket order of the test observatory holding its seats in the slot, in `status`. */
async function deckOrder({ status = 'delivered', locale = 'ja', visitDate = day(3), time = '11:00', quantity = 1 }: { status?: Status; locale?: string; visitDate?: string; time?: string; quantity?: number } = {}) {
  const email = `${unique('visit')}@int.test`.toLowerCase()
  const reservation = await payload.create({ collection: 'slot-reservations', overrideAccess: true, data: { activity: deckId, visitDate, time, seats: quantity, released: false } })
  const order = await createTestOrder({
    email,
    data: { locale, itemKind: 'observationDeck', itemName: 'Test observatory', cardType: null, product: null, activity: deckId, visitDate, timeSlot: time, quantity, slotReservation: reservation.id },
  })
  const db = await sqlHandle(payload)
  await db.execute(sql`update orders set status = ${status} where id = ${order.id}`)
  return { id: order.id, orderNumber: order.orderNumber, email, reservationId: reservation.id }
}

/** Mails of `kind` to `email`: queued, or already in the outbox (the job row goes once sent). */
async function mailsTo(email: string, kind: string): Promise<number> {
  const db = await sqlHandle(payload)
  const rows = await db.execute(
    sql`select (select count(*) from payload_jobs where input->>'kind' = ${kind} and input->>'to' = ${email})::int + (select count(*) from outbox where kind = ${kind} and "to" = ${email})::int as n`,
  )
  return Number((rows.rows[0] as { n: number }).n)
}

/** Mails of `kind` sent to `email` once none is left queued (a sent job row goes after its outbox row is written). */
async function sentMails(email: string, kind: string): Promise<number> {
  const db = await sqlHandle(payload)
  let sent = 0
  await vi.waitFor(
    async () => {
      const row = (
        await db.execute(sql`select (select count(*) from payload_jobs where input->>'kind' = ${kind} and input->>'to' = ${email})::int as queued,
          (select count(*) from outbox where kind = ${kind} and "to" = ${email})::int as sent`)
      ).rows[0] as { queued: number; sent: number }
      expect(Number(row.queued)).toBe(0)
      sent = Number(row.sent)
    },
    { timeout: 15_000, interval: 250 },
  )
  return sent
}

/** The data of the one mail of `kind` queued to `email` (from the job row, or null once it was sent). */
async function queuedMail(email: string, kind: string): Promise<{ locale: string; data: Record<string, unknown> } | null> {
  const db = await sqlHandle(payload)
  const row = (await db.execute(sql`select input from payload_jobs where input->>'kind' = ${kind} and input->>'to' = ${email}`)).rows[0] as { input: { locale: string; data: Record<string, unknown> } } | undefined
  return row?.input ?? null
}

async function seatsIn(visitDate: string, time: string): Promise<number> {
  const db = await sqlHandle(payload)
  const rows = await db.execute(
    sql`select coalesce(sum(seats), 0)::int as n from slot_reservations where activity_id = ${deckId} and visit_date = ${visitDate} and time = ${time} and released is not true`,
  )
  return Number((rows.rows[0] as { n: number }).n)
}

const auditOf = (orderId: number, action: 'changeVisit' | 'changeContact') =>
  payload.find({ collection: 'audit-log', where: { and: [{ order: { equals: orderId } }, { action: { equals: action } }] }, overrideAccess: true, depth: 0 })
const historyOf = (orderId: number) =>
  payload.find({ collection: 'order-events', where: { and: [{ order: { equals: orderId } }, { event: { equals: 'change' } }] }, overrideAccess: true, depth: 0 })

beforeAll(async () => {
  payload = await getPayload()
  for (const [who, email] of [['member', MEMBER], ['b2c', B2C], ['bbc', BBC]] as const) tokens[who] = (await localLogin('members', email, MEMBER_PASSWORD)).token
  for (const role of ['editor', 'support', 'counter', 'admin'] as const) tokens[role] = (await localLogin('staff', STAFF[role], STAFF_PASSWORD)).token
  const deck = await payload.create({
    collection: 'activities',
    overrideAccess: true,
    data: { name: unique('Visit-change observatory'), kind: 'observationDeck', ticketPriceTwd: 600, _status: 'published' as const },
  })
  deckId = deck.id
  await payload.create({
    collection: 'observation-slot-rules',
    overrideAccess: true,
    data: {
      label: 'visit changes',
      activity: deck.id,
      validFrom: `${day(-2)}T00:00:00.000Z`,
      validTo: `${day(60)}T00:00:00.000Z`,
      slots: [
        { time: '10:00', capacity: 4 },
        { time: '11:00', capacity: 500 },
        { time: '12:00', capacity: 2 },
      ],
    },
  })
})

describe('the visit and contact changes check the staff login and role on the server', () => {
  const ROUTES: [string, Route, (id: number) => object][] = [
    ['/api/staff/changeVisit', changeVisitRoute, (id) => ({ orderId: id, visitDate: day(9), time: '11:00' })],
    ['/api/staff/changeContact', changeContactRoute, (id) => ({ orderId: id, email: `${unique('new')}@int.test` })],
  ]
  const REFUSED: Who[] = ['anonymous', 'member', 'b2c', 'bbc', 'editor', 'counter']

  it.each(ROUTES.flatMap(([path, route, body]) => REFUSED.map((who) => [path, who, route, body] as const)))('%s refuses %s, and nothing changes', async (path, who, route, body) => {
    const order = await deckOrder()
    const before = await payload.findByID({ collection: 'orders', id: order.id, depth: 0, overrideAccess: true })
    const reply = await call(route, path, body(order.id), who)
    expect(reply.status, JSON.stringify(reply.body)).toBe(who === 'anonymous' ? 401 : 403)
    if (who === 'anonymous') expect(reply.body.code).toBe(202)
    const after = await payload.findByID({ collection: 'orders', id: order.id, depth: 0, overrideAccess: true })
    expect({ visitDate: after.visitDate, timeSlot: after.timeSlot, contactEmail: after.contactEmail }).toEqual({ visitDate: before.visitDate, timeSlot: before.timeSlot, contactEmail: before.contactEmail })
    expect((await payload.count({ collection: 'audit-log', where: { order: { equals: order.id } }, overrideAccess: true })).totalDocs).toBe(0)
    expect(await mailsTo(order.email, 'orderContactChanged')).toBe(0)
  })

  it.each(ROUTES.flatMap(([path, route, body]) => (['support', 'admin'] as const).map((who) => [path, who, route, body] as const)))('%s lets %s do it', async (path, who, route, body) => {
    const order = await deckOrder()
    const reply = await call<{ changed: boolean }>(route, path, body(order.id), who)
    expect(reply.status, JSON.stringify(reply.body)).toBe(200)
    expect(reply.body.data.changed).toBe(true)
    expect((await payload.count({ collection: 'audit-log', where: { order: { equals: order.id } }, overrideAccess: true })).totalDocs).toBe(1)
  })
})

describe('support moves the visit of a deck ticket', () => {
  it('by the order form rules: seats move to the new slot, the updated tickets are mailed in the order language, history and audit say from → to', async () => {
    const order = await deckOrder({ status: 'delivered', locale: 'ja', quantity: 2 })
    const to = { visitDate: day(8), time: '12:00' }
    const reply = await call<{ changed: boolean; mailedTo: string }>(changeVisitRoute, '/api/staff/changeVisit', { orderId: order.id, ...to }, 'support')
    expect(reply.status, JSON.stringify(reply.body)).toBe(200)
    expect(reply.body.data).toMatchObject({ changed: true, mailedTo: order.email })
    const stored = await payload.findByID({ collection: 'orders', id: order.id, depth: 0, overrideAccess: true })
    expect({ visitDate: stored.visitDate, time: stored.timeSlot }).toEqual(to)
    // The old seats are given back, the new slot holds the order's two.
    const old = await payload.findByID({ collection: 'slot-reservations', id: order.reservationId, depth: 0, overrideAccess: true })
    expect(old.released).toBe(true)
    expect(await seatsIn(to.visitDate, '12:00')).toBe(2)
    await vi.waitFor(async () => expect(await mailsTo(order.email, 'delivered')).toBe(1), { timeout: 15_000, interval: 250 })
    const mail = await queuedMail(order.email, 'delivered')
    if (mail) {
      expect(mail.locale).toBe('ja')
      expect(mail.data.visit).toEqual({ date: to.visitDate, timeSlot: to.time })
    }
    const [entry] = (await auditOf(order.id, 'changeVisit')).docs
    expect(entry!.staffEmail).toBe(STAFF.support)
    expect(entry!.detail).toMatchObject({ before: { visitDate: day(3), time: '11:00' }, after: to })
    expect((await historyOf(order.id)).docs[0]!.params).toEqual({ kind: 'visitChanged', from: `${day(3)} 11:00`, to: `${to.visitDate} 12:00` })
    // The receipt writes the line in the desk's language, and names the staff member.
    const receipt = await deskOrder(payload, order.id, 'zh-TW')
    const line = MESSAGES['zh-TW'].orderHistory.visitChanged.replace('{from}', `${day(3)} 11:00`).replace('{to}', `${to.visitDate} 12:00`)
    expect(receipt.history.map((h) => h.note)).toContain(line)
    expect(receipt.audit.at(-1)!.summary).toBe(line)
    expect(receipt.visitChange?.current).toEqual(to)
  })

  it('an unpaid order gets its updated confirmation; the same visit again is no change', async () => {
    const order = await deckOrder({ status: 'unpaid', locale: 'en' })
    const to = { orderId: order.id, visitDate: day(5), time: '10:00' }
    expect((await call(changeVisitRoute, '/api/staff/changeVisit', to, 'admin')).status).toBe(200)
    await vi.waitFor(async () => expect(await mailsTo(order.email, 'orderReceived')).toBe(1), { timeout: 15_000, interval: 250 })
    const again = await call<{ changed: boolean }>(changeVisitRoute, '/api/staff/changeVisit', to, 'support')
    expect(again.body.data.changed).toBe(false)
    expect((await auditOf(order.id, 'changeVisit')).totalDocs).toBe(1)
    expect(await sentMails(order.email, 'orderReceived')).toBe(1)
  })

  it('40 orders moved into a slot of 4 at once: exactly 4 move, 36 are told the slot is full (localized), and the slot is never oversold', async () => {
    const target = { visitDate: day(12), time: '10:00' }
    // Made a few at a time (each is three rows in their own transactions); the 40 changes then race at once.
    const orders: Awaited<ReturnType<typeof deckOrder>>[] = []
    while (orders.length < 40) orders.push(...(await Promise.all(Array.from({ length: 5 }, () => deckOrder({ status: 'delivered', visitDate: day(11) })))))
    const replies = await Promise.all(
      orders.map((o, i) => call<{ changed?: boolean; errors?: Record<string, string> }>(changeVisitRoute, '/api/staff/changeVisit', { orderId: o.id, ...target }, i % 2 ? 'support' : 'admin', i % 3 ? 'en' : 'ja')),
    )
    expect(replies.filter((r) => r.status >= 500)).toEqual([])
    expect(replies.filter((r) => r.status === 200)).toHaveLength(4)
    const full = replies.map((r, i) => [r, i] as const).filter(([r]) => r.status === 409)
    expect(full).toHaveLength(36)
    for (const [r, i] of full) expect(r.body.data.errors?.time).toBe(MESSAGES[i % 3 ? 'en' : 'ja'].validation.slotFull)
    expect(await seatsIn(target.visitDate, target.time)).toBe(4)
    // Those refused keep their visit and their seats.
    expect(await seatsIn(day(11), '11:00')).toBe(36)
  }, 120_000)

  it('refused: a ticket admitted, a visit that has begun, a SIM order (409); an unknown slot or a date out of the window (400, localized)', async () => {
    const admitted = await deckOrder({ status: 'delivered' })
    await payload.create({ collection: 'ticket-uses', overrideAccess: true, data: { order: admitted.id, orderNumber: admitted.orderNumber, ticketIndex: 1, leg: 'single', usedAt: new Date().toISOString() } })
    expect((await call(changeVisitRoute, '/api/staff/changeVisit', { orderId: admitted.id, visitDate: day(9), time: '11:00' }, 'support')).status).toBe(409)
    const past = await deckOrder({ status: 'delivered', visitDate: day(-1) })
    expect((await call(changeVisitRoute, '/api/staff/changeVisit', { orderId: past.id, visitDate: day(9), time: '11:00' }, 'support')).status).toBe(409)
    const sim = await createTestOrder()
    expect((await call(changeVisitRoute, '/api/staff/changeVisit', { orderId: sim.id, visitDate: day(9), time: '11:00' }, 'support')).status).toBe(409)

    const order = await deckOrder({ status: 'paid' })
    const noSlot = await call<{ errors: Record<string, string> }>(changeVisitRoute, '/api/staff/changeVisit', { orderId: order.id, visitDate: day(9), time: '09:30' }, 'support', 'ko')
    expect(noSlot.status).toBe(400)
    expect(noSlot.body.data.errors.time).toBe(MESSAGES.ko.validation.timeRequired)
    const far = await call<{ errors: Record<string, string> }>(changeVisitRoute, '/api/staff/changeVisit', { orderId: order.id, visitDate: day(400), time: '11:00' }, 'support', 'zh-tw')
    expect(far.status).toBe(400)
    expect(far.body.data.errors.visitDate).toBe(MESSAGES['zh-TW'].validation.visitDateInvalid)
    const bad = await call(changeVisitRoute, '/api/staff/changeVisit', { orderId: order.id, visitDate: 'tomorrow', time: '25:00' }, 'support')
    expect(bad.status).toBe(400)
    for (const o of [admitted, past, order]) expect((await auditOf(o.id, 'changeVisit')).totalDocs).toBe(0)
  })
})

describe('support corrects the contact e-mail or phone', () => {
  it('a new e-mail: the order mail goes to the new address, the old one is told (the new address masked), history and audit say so', async () => {
    const order = await deckOrder({ status: 'delivered', locale: 'ko' })
    const newEmail = `${unique('fixed')}@int.test`.toLowerCase()
    const reply = await call<{ changed: boolean; mailedTo: string }>(changeContactRoute, '/api/staff/changeContact', { orderId: order.id, email: newEmail.toUpperCase() }, 'support')
    expect(reply.status, JSON.stringify(reply.body)).toBe(200)
    expect(reply.body.data).toMatchObject({ changed: true, mailedTo: newEmail })
    const stored = await payload.findByID({ collection: 'orders', id: order.id, depth: 0, overrideAccess: true })
    expect(stored.contactEmail).toBe(newEmail)
    await vi.waitFor(
      async () => {
        expect(await mailsTo(newEmail, 'delivered')).toBe(1)
        expect(await mailsTo(order.email, 'orderContactChanged')).toBe(1)
      },
      { timeout: 15_000, interval: 250 },
    )
    expect(await mailsTo(order.email, 'delivered')).toBe(0)
    const notice = await queuedMail(order.email, 'orderContactChanged')
    if (notice) {
      expect(notice.locale).toBe('ko')
      expect(notice.data.newEmail).not.toBe(newEmail)
      expect(String(notice.data.newEmail)).toMatch(/^f•+\w@int\.test$/)
      const rendered = renderMail('orderContactChanged', 'ko', notice.data as never)
      expect(rendered.subject).toContain(order.orderNumber)
      expect(rendered.text).toContain(MESSAGES.ko.mail.orderContactChanged.introEmail)
      expect(rendered.text).not.toContain(newEmail)
    } else {
      const db = await sqlHandle(payload)
      const sent = (await db.execute(sql`select text from outbox where kind = 'orderContactChanged' and "to" = ${order.email}`)).rows[0] as { text: string }
      expect(sent.text).not.toContain(newEmail)
    }
    expect((await historyOf(order.id)).docs[0]!.params).toEqual({ kind: 'contactChanged', email: newEmail })
    const [entry] = (await auditOf(order.id, 'changeContact')).docs
    expect(entry!.detail).toMatchObject({ email: { from: order.email, to: newEmail }, mailedTo: newEmail, noticeTo: order.email })
    const receipt = await deskOrder(payload, order.id, 'ja')
    expect(receipt.customer.email).toBe(newEmail)
    expect(receipt.history.map((h) => h.note)).toContain(MESSAGES.ja.orderHistory.emailChanged.replace('{email}', newEmail))
  })

  it('a new phone only: the address is told (the phone masked), no order mail again; 40 identical requests change and notify once', async () => {
    const order = await deckOrder({ status: 'paid', locale: 'vi' })
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) => call<{ changed: boolean }>(changeContactRoute, '/api/staff/changeContact', { orderId: order.id, phone: '+81 90-1234-5678' }, i % 2 ? 'support' : 'admin')),
    )
    expect(replies.map((r) => r.status)).toEqual(Array(40).fill(200))
    expect(replies.filter((r) => r.body.data.changed)).toHaveLength(1)
    const stored = await payload.findByID({ collection: 'orders', id: order.id, depth: 0, overrideAccess: true })
    expect(stored.contactPhone).toBe('+819012345678')
    expect((await auditOf(order.id, 'changeContact')).totalDocs).toBe(1)
    await vi.waitFor(async () => expect(await mailsTo(order.email, 'orderContactChanged')).toBe(1), { timeout: 15_000, interval: 250 })
    expect(await sentMails(order.email, 'orderContactChanged')).toBe(1)
    expect(await mailsTo(order.email, 'orderReceived')).toBe(0)
    const db = await sqlHandle(payload)
    const sent = (await db.execute(sql`select text from outbox where kind = 'orderContactChanged' and "to" = ${order.email}`)).rows[0] as { text: string }
    expect(sent.text).toContain('+819•••••5678')
    expect(sent.text).toContain(MESSAGES.vi.mail.orderContactChanged.introPhone)
    expect(sent.text).not.toContain('+819012345678')
  })

  it('refused: a phone without country code or an invalid e-mail (400, localized), nothing given (400), a closed order (409)', async () => {
    const order = await deckOrder({ status: 'delivered' })
    const noCode = await call<{ errors: Record<string, string> }>(changeContactRoute, '/api/staff/changeContact', { orderId: order.id, phone: '0912345678' }, 'support', 'ja')
    expect(noCode.status).toBe(400)
    expect(noCode.body.data.errors.phone).toBe(MESSAGES.ja.validation.phoneCountryCode)
    const badMail = await call<{ errors: Record<string, string> }>(changeContactRoute, '/api/staff/changeContact', { orderId: order.id, email: 'not-an-address' }, 'support', 'en')
    expect(badMail.status).toBe(400)
    expect(badMail.body.data.errors.email).toBe(MESSAGES.en.validation.invalidEmail)
    expect((await call(changeContactRoute, '/api/staff/changeContact', { orderId: order.id }, 'support')).status).toBe(400)
    const closed = await deckOrder({ status: 'cancelled' })
    expect((await call(changeContactRoute, '/api/staff/changeContact', { orderId: closed.id, email: `${unique('x')}@int.test` }, 'support')).status).toBe(409)
    for (const o of [order, closed]) expect((await auditOf(o.id, 'changeContact')).totalDocs).toBe(0)
  })
})
