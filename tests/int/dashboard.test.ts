/**
 * The dashboard for today (issue 38 §11), as each role's data (src/server/admin/dashboard.ts): today's orders by
 * status, sales and refunds today, declined payments and e-invoice errors are the database's, read for support and
 * admins only; counter staff get the pickups of their own airports and nothing else; editors get content (reviews),
 * no orders and no money; failed mails and jobs are admins' (the outbox is theirs to read); a member or no login gets
 * nothing but the date.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'

import { taipeiDayBounds } from '@/domain/dashboard'
import { taipeiDate } from '@/domain/dates'
import { dashboardData, type DashboardData } from '@/server/admin/dashboard'

import { MEMBER, MEMBER_PASSWORD, STAFF, STAFF_PASSWORD, createTestOrder, localLogin, payload as getPayload } from './helpers'

let payload: Payload
const users: Record<string, unknown> = {}
let tpe: { id: number }
let other: { id: number }

/** Orders whose pickup is today at `airport`, pending pickup. */
async function pickupToday(airport: number) {
  const order = await createTestOrder({ airport, data: { pickup: { airport, counterId: 'c1', place: 'Test counter', date: taipeiDate(), time: '10:00' } } })
  await payload.db.updateOne({ collection: 'orders', id: order.id, data: { status: 'pendingPickup' } })
  return order
}

const ORDER_AND_MONEY_KEYS = ['ordersByStatus', 'sales', 'refunds', 'declinedPayments', 'invoiceErrors', 'esimStock', 'chargesToRefund', 'paymentErrors', 'refundsNotConfirmed', 'kycPending'] as const
const present = (d: DashboardData) => Object.keys(d).filter((k) => d[k as keyof DashboardData] !== undefined).sort()

beforeAll(async () => {
  payload = await getPayload()
  for (const [role, email] of Object.entries(STAFF)) users[role] = (await localLogin('staff', email, STAFF_PASSWORD)).user
  users.member = (await localLogin('members', MEMBER, MEMBER_PASSWORD)).user
  const airports = (await payload.find({ collection: 'airports', depth: 0, limit: 50, overrideAccess: true })).docs
  tpe = airports.find((a) => a.code === 'TPE')!
  other = airports.find((a) => a.code !== 'TPE')!
  await pickupToday(tpe.id)
  await pickupToday(other.id)
})

describe("today's figures", () => {
  it("count today's orders by status, refunds, declined payments and e-invoice errors as the database has them", async () => {
    const now = new Date().toISOString()
    const paid = await createTestOrder()
    await payload.db.updateOne({ collection: 'orders', id: paid.id, data: { status: 'paid', payment: { method: 'card', amountTwd: 450, paidAt: now } } })
    const refunded = await createTestOrder({ data: { totalTwd: 800, subtotalTwd: 800, unitPriceTwd: 800 } })
    await payload.db.updateOne({ collection: 'orders', id: refunded.id, data: { status: 'refunded', refund: { amountTwd: 770, feeTwd: 30, state: 'done', refundedAt: now }, invoice: { error: 'ECPay 10000006: the period is closed' } } })
    await payload.create({ collection: 'payments', overrideAccess: true, data: { order: paid.id, idempotencyKey: `dash-${Date.now()}`, provider: 'tappay', method: 'card', amountTwd: 450, status: 'failed', errorCode: '10003', errorMessage: 'Card declined' } as never })

    const d = await dashboardData(payload, users.admin as never, 'en')
    const { from, to } = taipeiDayBounds(taipeiDate())
    expect(d.day).toEqual({ from, to })
    const today = { createdAt: { greater_than_equal: from, less_than: to } }
    for (const [status, n] of Object.entries(d.ordersByStatus!)) {
      expect(n, status).toBe((await payload.count({ collection: 'orders', where: { ...today, status: { equals: status } }, overrideAccess: true })).totalDocs)
    }
    expect(d.ordersByStatus!.paid).toBeGreaterThanOrEqual(1)
    expect(d.ordersByStatus!.refunded).toBeGreaterThanOrEqual(1)

    const refundedToday = (await payload.find({ collection: 'orders', pagination: false, depth: 0, overrideAccess: true, where: { 'refund.state': { equals: 'done' }, 'refund.refundedAt': { greater_than_equal: from, less_than: to } } })).docs
    expect(d.refunds).toEqual({ todayTwd: refundedToday.reduce((sum, o) => sum + (o.refund?.amountTwd ?? 0), 0), todayOrders: refundedToday.length })
    expect(d.refunds!.todayTwd).toBeGreaterThanOrEqual(770)
    expect(d.declinedPayments).toBe((await payload.count({ collection: 'payments', where: { status: { equals: 'failed' }, ...today }, overrideAccess: true })).totalDocs)
    expect(d.declinedPayments).toBeGreaterThanOrEqual(1)
    expect(d.invoiceErrors).toBe((await payload.count({ collection: 'orders', where: { 'invoice.error': { exists: true } }, overrideAccess: true })).totalDocs)
    expect(d.invoiceErrors).toBeGreaterThanOrEqual(1)
  })
})

describe("each role's dashboard holds only what the role may read", () => {
  it('admins: everything, every airport', async () => {
    const d = await dashboardData(payload, users.admin as never, 'en')
    for (const key of [...ORDER_AND_MONEY_KEYS, 'failedDeliveries', 'jobs', 'reviews', 'pickups'] as const) expect(d[key], key).toBeDefined()
    expect(d.pickups!.today.map((r) => r.airportId)).toEqual(expect.arrayContaining([tpe.id, other.id]))
  })

  it('support: orders, money and every airport, but not the outbox (failed mails) or the jobs', async () => {
    const d = await dashboardData(payload, users.support as never, 'zh-TW')
    for (const key of [...ORDER_AND_MONEY_KEYS, 'reviews', 'pickups'] as const) expect(d[key], key).toBeDefined()
    expect(d.failedDeliveries).toBeUndefined()
    expect(d.jobs).toBeUndefined()
    expect(d.pickups!.today.map((r) => r.airportId)).toEqual(expect.arrayContaining([tpe.id, other.id]))
  })

  it("counter: the pickups of its own airports, today and tomorrow, and nothing else (no money, no other airport's orders)", async () => {
    const d = await dashboardData(payload, users.counter as never, 'en')
    expect(present(d)).toEqual(['day', 'pickups', 'today', 'tomorrow'])
    const own = (users.counter as { airports?: (number | { id: number })[] }).airports!.map((a) => (typeof a === 'object' ? a.id : a))
    expect(own).toContain(tpe.id)
    const airports = [...d.pickups!.today, ...d.pickups!.tomorrow].map((r) => r.airportId)
    expect(airports).toContain(tpe.id)
    expect(airports.every((id) => own.includes(id))).toBe(true)
    // The same figure as the counter's own airports' orders in the database.
    const due = await payload.count({ collection: 'orders', overrideAccess: true, where: { 'pickup.airport': { equals: tpe.id }, 'pickup.date': { equals: taipeiDate() }, status: { in: ['paid', 'pendingPickup'] } } })
    expect(d.pickups!.today.find((r) => r.airportId === tpe.id)!.due).toBe(due.totalDocs)
  })

  it('a counter account without airports sees no pickups at all', async () => {
    const d = await dashboardData(payload, { ...(users.counter as object), airports: [] } as never, 'en')
    expect(d.pickups).toEqual({ today: [], tomorrow: [] })
  })

  it('editor: content (reviews), no orders, no money, no pickups', async () => {
    const d = await dashboardData(payload, users.editor as never, 'ja')
    expect(present(d)).toEqual(['day', 'reviews', 'today', 'tomorrow'])
  })

  it('a member or no login: the date only', async () => {
    expect(present(await dashboardData(payload, users.member as never, 'en'))).toEqual(['day', 'today', 'tomorrow'])
    expect(present(await dashboardData(payload, null, 'en'))).toEqual(['day', 'today', 'tomorrow'])
  })
})
