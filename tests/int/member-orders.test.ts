/**
 * Members' own orders and their cancellation, and the guest order lookup, through the real route
 * handlers on the real database, with orders paid through /api/checkout against the local TapPay
 * sandbox (so refunds run the real adapter). The attacker's angle: another member's token, partner
 * accounts, no token, Payload's own REST and GraphQL; 40 racing cancels; code guessing and enumeration.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as REST_GET, PATCH as REST_PATCH } from '@/app/(payload)/api/[...slug]/route'
import { POST as GRAPHQL } from '@/app/(payload)/api/graphql/route'
import { POST as orderDetailRoute } from '@/app/(frontend)/api/orderDetail/route'
import { POST as orderListRoute } from '@/app/(frontend)/api/orderList/route'
import { POST as lookupRoute } from '@/app/(frontend)/api/orderLookup/route'
import { POST as lookupCancelRoute } from '@/app/(frontend)/api/orderLookup/cancel/route'
import { POST as lookupSendRoute } from '@/app/(frontend)/api/orderLookup/sendCode/route'
import { POST as lookupVerifyRoute } from '@/app/(frontend)/api/orderLookup/verify/route'
import { POST as cancelRoute } from '@/app/(frontend)/api/user/cancelOrder/route'
import { hashCode } from '@/domain/verification'
import type { CancelOrderResult, MemberOrderDetail, MemberOrderList } from '@/lib/views/memberOrder'
import type { Order } from '@/payload-types'
import { inTransaction, sqlHandle } from '@/server/db/transaction'
import { payloadSecret } from '@/server/env'
import { importEsimCodes } from '@/server/fulfilment/esimInventory'
import { startEcpayInvoiceSandbox, type EcpayInvoiceSandbox } from '../../dev/sandboxes/ecpayInvoice'
import { startTapPaySandbox, type Sandbox } from '../../dev/sandboxes/tappay/server'
import { planLabel } from '@/server/orders/planLabel'
import { applyOrderEvent } from '@/server/orders/status'

import {
  B2C,
  BBC,
  CLIENT_IP_HEADER,
  createTestOrder,
  jobsSettled,
  lang,
  localLogin,
  MEMBER_PASSWORD,
  MESSAGES,
  payByCard,
  payload as getPayload,
  postJson,
  STAFF,
  STAFF_PASSWORD,
  waitFor,
  type Envelope,
} from './helpers'

let payload: Payload
let sandbox: Sandbox
let invoices: EcpayInvoiceSandbox
let seq = 0
const stamp = Date.now().toString(36)
const unique = (label: string) => `${label}-${stamp}-${++seq}`

type Account = { id: number; email: string; token: string }
let memberA: Account
let memberB: Account
let airportId: number
let pickup: { airport: number; counterId: string; place: string; time: string }
let emptyEsimProductId: number
let stockedEsimProductId: number

const bearer = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {})
const api = <T>(route: (r: Request) => Promise<Response>, path: string, body: unknown, token?: string, headers: Record<string, string> = {}) =>
  postJson<T>(route, path, body, { lang: 'en', ...bearer(token), ...headers })
const cancel = (orderNumber: string, token?: string, key = unique('cancel-key'), language = 'en') =>
  postJson<CancelOrderResult>(cancelRoute, '/api/user/cancelOrder', { orderNumber }, { lang: language, 'idempotency-key': key, ...bearer(token) })

async function newMember(accountType = 1): Promise<Account> {
  const email = `${unique('member')}@example.com`
  const member = await payload.create({ collection: 'members', data: { email, password: MEMBER_PASSWORD, accountType } })
  return { id: member.id, email, token: (await localLogin('members', email, MEMBER_PASSWORD)).token }
}

type Kind = 'voucher' | 'esim' | 'esimWaiting'

/** An order of `owner`, unpaid, or paid through /api/checkout (then fulfilled as the payment service does). */
async function order(owner: Account, { kind = 'voucher', paid = false }: { kind?: Kind; paid?: boolean } = {}): Promise<Order> {
  const created = await createTestOrder({
    member: owner.id,
    email: owner.email,
    ...(kind === 'voucher' ? { airport: airportId } : {}),
    data: kind === 'voucher' ? { pickup: { ...pickup, date: new Date().toISOString().slice(0, 10) } } : { product: kind === 'esim' ? stockedEsimProductId : emptyEsimProductId },
  })
  if (!paid) return created
  const { status, body } = await payByCard(created.orderNumber, sandbox.url, unique('pay'))
  expect(status, JSON.stringify(body)).toBe(200)
  return row(created.id)
}

const row = (id: number) => payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true })
const chargeOf = (orderNumber: string) => sandbox.transactions().find((t) => t.order_number === orderNumber)

async function eventsOf(orderId: number, event: string) {
  const { docs } = await payload.find({ collection: 'order-events', where: { and: [{ order: { equals: orderId } }, { event: { equals: event } }] }, overrideAccess: true })
  return docs
}

type LooseDb = { find: (args: { collection: string; where?: object; limit?: number; pagination?: boolean }) => Promise<{ docs: unknown[] }> }

/** Mails of a kind to an address: the queued job or, once sent, its outbox copy. */
async function mailsOf(to: string, kind: string): Promise<number> {
  const db = payload.db as unknown as LooseDb
  const jobs = (await db.find({ collection: 'payload-jobs', where: { queue: { equals: 'messaging' } }, limit: 2000, pagination: false })).docs as {
    input?: { to?: string; kind?: string }
  }[]
  const outbox = (await db.find({ collection: 'outbox', where: { to: { equals: to } }, limit: 200, pagination: false })).docs as { kind?: string; job?: unknown }[]
  const queued = jobs.filter((j) => j.input?.to === to && j.input?.kind === kind).length
  const sent = outbox.filter((o) => o.kind === kind).length
  return Math.max(queued, sent)
}

beforeAll(async () => {
  invoices = await startEcpayInvoiceSandbox()
  process.env.ECPAY_INVOICE_URL = invoices.url
  sandbox = await startTapPaySandbox({ notifySecret: 'member-orders-notify' })
  process.env.TAPPAY_API_URL = sandbox.url
  process.env.TAPPAY_SDK_URL = `${sandbox.url}/sdk/tpdirect.js`
  process.env.TAPPAY_NOTIFY_SECRET = 'member-orders-notify'
  payload = await getPayload()
  memberA = await newMember()
  memberB = await newMember()
  const airport = (await payload.find({ collection: 'airports', limit: 1, depth: 0, overrideAccess: true })).docs[0]!
  airportId = airport.id
  // A real counter of a seeded airport: the list names it in the request's language.
  pickup = { airport: airport.id, counterId: airport.counters![0]!.id!, place: 'Stored place text', time: '10:00' }
  const category = (await payload.find({ collection: 'product-categories', limit: 1, depth: 0, overrideAccess: true })).docs[0]!
  const esim = (name: string) =>
    payload.create({
      collection: 'products',
      locale: 'zh-TW',
      data: { name, category: category.id, cardType: 'esim', network: '5G', plans: [{ days: 5, dataAllowance: 'Unlimited', priceTwd: 450 }], _status: 'draft' as const },
    })
  emptyEsimProductId = (await esim(unique('eSIM without codes'))).id
  stockedEsimProductId = (await esim(unique('eSIM with codes'))).id
  const text = Array.from({ length: 20 }, (_, i) => `LPA:1$smdp.member-orders.test$MO${stamp.toUpperCase()}-${i + 1}`).join('\n')
  await inTransaction(payload, ({ req }) => importEsimCodes(payload, req, { productId: stockedEsimProductId, text, dryRun: false }))
})

afterAll(async () => {
  await sandbox?.close()
  await invoices?.close()
})

describe('/api/orderList and /api/orderDetail', () => {
  it('code 202 without a valid member token (none, garbage, a staff token)', async () => {
    const staff = (await localLogin('staff', STAFF.admin, STAFF_PASSWORD)).token
    for (const token of [undefined, 'not-a-token', staff]) {
      for (const [route, path, body] of [
        [orderListRoute, '/api/orderList', {}],
        [orderDetailRoute, '/api/orderDetail', { orderNumber: 'TW20260101000001' }],
        [cancelRoute, '/api/user/cancelOrder', { orderNumber: 'TW20260101000001' }],
      ] as const) {
        const { body: reply } = await api(route, path, body, token, { 'idempotency-key': unique('k') })
        expect(reply.code, `${path} with ${token ? 'a bad token' : 'no token'}`).toBe(202)
      }
    }
  })

  it('lists only the member’s own orders, newest first, paged, with the spec’s columns in the request language', async () => {
    const owner = await newMember()
    const first = await order(owner)
    const second = await order(owner, { paid: true })
    await order(memberB)
    const { status, body } = await api<MemberOrderList>(orderListRoute, '/api/orderList', { page: 1, pageSize: 1 }, owner.token)
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ total: 2, page: 1, pageSize: 1, totalPages: 2 })
    expect(body.data.list.map((o) => o.orderNumber)).toEqual([second.orderNumber])
    const page2 = await api<MemberOrderList>(orderListRoute, '/api/orderList', { page: 2, pageSize: 1 }, owner.token)
    expect(page2.body.data.list.map((o) => o.orderNumber)).toEqual([first.orderNumber])
    const view = body.data.list[0]!
    expect(view).toMatchObject({
      status: 'pendingPickup',
      statusText: MESSAGES.en.orderStatus.pendingPickup,
      recipient: 'ORDER TEST',
      quantity: 1,
      paymentMethod: 'card',
      paymentMethodText: MESSAGES.en.checkout.methods.card,
      invoiceType: 'memberCarrier',
      invoiceTypeText: MESSAGES.en.invoiceForm.types.memberCarrier.label,
      cancellation: { allowed: true, kind: 'refund', paidTwd: 450, feeTwd: 30, refundTwd: 420 },
    })
    expect(view.money).toMatchObject({ subtotalTwd: 450, discountTwd: 0, totalTwd: 450 })
    expect(view.pickupDate).toBe(second.pickup?.date)
    expect(view.orderDate).toBe(second.createdAt)
    // The location is the airport and counter in the request's language, not the text stored with the order.
    const zh = await postJson<MemberOrderList>(orderListRoute, '/api/orderList', {}, { lang: lang('zh-TW'), ...bearer(owner.token) })
    const airport = await payload.findByID({ collection: 'airports', id: airportId, locale: 'zh-TW', depth: 0, overrideAccess: true })
    expect(zh.body.data.list[0]!.statusText).toBe(MESSAGES['zh-TW'].orderStatus.pendingPickup)
    expect(zh.body.data.list[0]!.location ?? '').toContain(airport.name)
  })

  it('names the item and its plan in the request language from the catalog; the order’s own text when its plan is gone', async () => {
    const owner = await newMember()
    const where = { cardType: { equals: 'esim' }, _status: { equals: 'published' } } as const
    const find = async (locale: 'ja' | 'en') => (await payload.find({ collection: 'products', where, sort: 'id', limit: 1, depth: 0, locale, overrideAccess: true })).docs[0]!
    const [ja, en] = [await find('ja'), await find('en')]
    const plan = ja.plans![0]!
    // The plan's data allowance is a localized field too ("無制限", "Unlimited").
    const enPlan = en.plans!.find((p) => p.id === plan.id)!
    const inJapanese = { locale: 'ja', product: ja.id, planId: plan.id, itemName: ja.name, planLabel: planLabel('ja', plan) }
    const placed = await createTestOrder({ member: owner.id, data: inJapanese })
    const gone = await createTestOrder({ member: owner.id, data: { ...inJapanese, planId: 'no-such-plan' } })
    const list = (await api<MemberOrderList>(orderListRoute, '/api/orderList', { pageSize: 10 }, owner.token)).body.data.list
    expect(en.name).not.toBe(ja.name)
    expect(list.find((o) => o.orderNumber === placed.orderNumber)).toMatchObject({ itemName: en.name, planLabel: planLabel('en', enPlan) })
    expect(list.find((o) => o.orderNumber === gone.orderNumber)).toMatchObject({ itemName: ja.name, planLabel: inJapanese.planLabel })
    // The order page's view too; in the order's own language it is the stored text.
    const detail = await api<MemberOrderDetail>(orderDetailRoute, '/api/orderDetail', { orderNumber: placed.orderNumber }, owner.token)
    expect(detail.body.data).toMatchObject({ itemName: en.name, planLabel: planLabel('en', enPlan) })
    const jaList = await api<MemberOrderList>(orderListRoute, '/api/orderList', { pageSize: 10 }, owner.token, { lang: lang('ja') })
    expect(jaList.body.data.list.find((o) => o.orderNumber === placed.orderNumber)).toMatchObject({ itemName: ja.name, planLabel: inJapanese.planLabel })
  })

  it('partners (account types 2 and 3) list their own orders too; the demo partners have none of anyone else’s', async () => {
    for (const email of [B2C, BBC]) {
      const partner = await localLogin('members', email, MEMBER_PASSWORD)
      const own = await order({ id: partner.user.id, email, token: partner.token })
      const { body } = await api<MemberOrderList>(orderListRoute, '/api/orderList', { pageSize: 100 }, partner.token)
      expect(body.code).toBe(200)
      expect(body.data.list.map((o) => o.orderNumber)).toContain(own.orderNumber)
      const ids = (await payload.find({ collection: 'orders', where: { orderNumber: { in: body.data.list.map((o) => o.orderNumber) } }, depth: 0, limit: 200, overrideAccess: true })).docs
      expect(ids.every((o) => o.member === partner.user.id)).toBe(true)
    }
  })

  it('member A can never read member B’s order: orderDetail is the same 404 as an unknown number', async () => {
    const theirs = await order(memberB, { paid: true })
    const { status, body } = await api(orderDetailRoute, '/api/orderDetail', { orderNumber: theirs.orderNumber }, memberA.token)
    const unknown = await api(orderDetailRoute, '/api/orderDetail', { orderNumber: 'TW29990101999999' }, memberA.token)
    expect(status).toBe(404)
    expect(body).toEqual(unknown.body)
    expect(JSON.stringify(body)).not.toContain(memberB.email)
    // B sees it, with the signed order page's key.
    const own = await api<MemberOrderDetail>(orderDetailRoute, '/api/orderDetail', { orderNumber: theirs.orderNumber.toLowerCase() }, memberB.token)
    expect(own.status).toBe(200)
    expect(own.body.data.orderNumber).toBe(theirs.orderNumber)
    expect(own.body.data.orderPagePath).toContain(`/order/${theirs.orderNumber}?key=${own.body.data.orderKey}`)
  })

  it('member A cannot cancel member B’s order (404, nothing changes, nothing refunded)', async () => {
    const theirs = await order(memberB, { paid: true })
    const unpaid = await order(memberB)
    for (const target of [theirs, unpaid]) {
      const { status } = await cancel(target.orderNumber, memberA.token)
      expect(status).toBe(404)
      expect((await row(target.id)).status).toBe(target.status)
    }
    expect(chargeOf(theirs.orderNumber)!.refunded).toBe(0)
  })

  it('Payload’s own REST and GraphQL refuse A’s member token for orders (no list, no read, no write)', async () => {
    const theirs = await order(memberB, { paid: true })
    const headers = { 'content-type': 'application/json', authorization: `JWT ${memberA.token}` }
    const ctx = (path: string) => ({ params: Promise.resolve({ slug: path.split('/').filter(Boolean) }) })
    const list = await REST_GET(new Request('http://localhost/api/orders', { headers }), ctx('orders'))
    const one = await REST_GET(new Request(`http://localhost/api/orders/${theirs.id}`, { headers }), ctx(`orders/${theirs.id}`))
    const patch = await REST_PATCH(
      new Request(`http://localhost/api/orders/${theirs.id}`, { method: 'PATCH', headers, body: JSON.stringify({ status: 'cancelled' }) }),
      ctx(`orders/${theirs.id}`),
    )
    const gql = await GRAPHQL(
      new Request('http://localhost/api/graphql', { method: 'POST', headers, body: JSON.stringify({ query: '{ Orders { docs { orderNumber contactEmail } } }' }) }),
    )
    for (const response of [list, one, patch, gql]) {
      expect(response.status).toBeGreaterThanOrEqual(400)
      const text = await response.text()
      expect(text).not.toContain(theirs.orderNumber)
      expect(text).not.toContain(memberB.email)
    }
    expect((await row(theirs.id)).status).toBe('pendingPickup')
  })
})

describe('/api/user/cancelOrder: the rule on every status', () => {
  it('unpaid: cancelled free, the cancellation mail in the order’s language', async () => {
    const unpaid = await order(memberA)
    const { status, body } = await cancel(unpaid.orderNumber, memberA.token, unique('k'), lang('vi'))
    expect(status).toBe(200)
    expect(body.data).toEqual({ orderNumber: unpaid.orderNumber, status: 'cancelled', feeTwd: 0, refundTwd: 0, message: MESSAGES.vi.api.orderCancelled })
    expect((await row(unpaid.id)).status).toBe('cancelled')
    expect(await mailsOf(memberA.email, 'orderCancelled')).toBeGreaterThanOrEqual(1)
  })

  for (const [label, kind, expected] of [
    ['paid (eSIM waiting for its code)', 'esimWaiting', 'paid'],
    ['pending pickup (voucher issued)', 'voucher', 'pendingPickup'],
  ] as const) {
    it(`${label}: refunded through TapPay, the amount paid less NT$30`, async () => {
      const owner = await newMember()
      const paid = await order(owner, { kind, paid: true })
      expect(paid.status).toBe(expected)
      const quote = await api<MemberOrderDetail>(orderDetailRoute, '/api/orderDetail', { orderNumber: paid.orderNumber }, owner.token)
      expect(quote.body.data.cancellation).toMatchObject({ allowed: true, kind: 'refund', paidTwd: 450, feeTwd: 30, refundTwd: 420 })
      expect(quote.body.data.cancellation.fee?.formatted).toBeTruthy()
      const { status, body } = await cancel(paid.orderNumber, owner.token)
      expect(status, JSON.stringify(body)).toBe(200)
      expect(body.data).toMatchObject({ status: 'refunded', feeTwd: 30, refundTwd: 420, message: MESSAGES.en.api.orderCancelled })
      const after = await row(paid.id)
      expect(after.status).toBe('refunded')
      expect(after.refund).toMatchObject({ amountTwd: 420, feeTwd: 30 })
      expect(chargeOf(paid.orderNumber)!.refunded).toBe(420)
      expect(await eventsOf(paid.id, 'refund')).toHaveLength(1)
      await waitFor(async () => (await mailsOf(owner.email, 'orderRefunded')) === 1, 'the refund mail')
    })
  }

  it('picked up, redeemed, an imported eSIM code sent, cancelled and refunded: refused with the reason in the request’s language; nothing changes', async () => {
    const owner = await newMember()
    const sent = await order(owner, { kind: 'esim', paid: true })
    const pickedUp = await order(owner, { kind: 'voucher', paid: true })
    await inTransaction(payload, ({ req }) => applyOrderEvent(payload, req, { orderId: pickedUp.id, event: 'pickUp', actor: 'system' }))
    const redeemed = await order(owner, { kind: 'esim', paid: true })
    await inTransaction(payload, ({ req }) => applyOrderEvent(payload, req, { orderId: redeemed.id, event: 'redeem', actor: 'system' }))
    const cancelled = await order(owner)
    expect((await cancel(cancelled.orderNumber, owner.token)).status).toBe(200)
    const refunded = await order(owner, { kind: 'voucher', paid: true })
    expect((await cancel(refunded.orderNumber, owner.token)).status).toBe(200)

    for (const [target, key, status, reason] of [
      [sent, 'cancelRefusedEsimSent', 'delivered', 'esimSent'],
      [pickedUp, 'cancelRefusedPickedUp', 'pickedUp'],
      [redeemed, 'cancelRefusedRedeemed', 'redeemed'],
      [cancelled, 'cancelRefusedCancelled', 'cancelled'],
      [refunded, 'cancelRefusedRefunded', 'refunded'],
    ] as const) {
      for (const locale of ['zh-TW', 'vi'] as const) {
        const reply = await cancel(target.orderNumber, owner.token, unique('k'), lang(locale))
        expect(reply.status).toBe(409)
        expect(reply.body.message).toBe(MESSAGES[locale].api[key])
      }
      expect((await row(target.id)).status).toBe(status)
      const detail = await api<MemberOrderDetail>(orderDetailRoute, '/api/orderDetail', { orderNumber: target.orderNumber }, owner.token)
      const why = reason ?? (status as Exclude<typeof status, 'delivered'>)
      expect(detail.body.data.cancellation).toMatchObject({ allowed: false, reason: why, refusal: MESSAGES.en.memberOrders.refusal[why] })
    }
    expect(chargeOf(sent.orderNumber)!.refunded).toBe(0)
    expect(chargeOf(pickedUp.orderNumber)!.refunded).toBe(0)
    expect(chargeOf(redeemed.orderNumber)!.refunded).toBe(0)
    expect(chargeOf(refunded.orderNumber)!.refunded).toBe(420)
  })

  it('the promo code: an unpaid cancel gives its use back; a paid cancel does not (single use, non-refundable) and refunds what was paid; both give the seats back', async () => {
    const owner = await newMember()
    const deck = (await payload.find({ collection: 'activities', where: { kind: { equals: 'observationDeck' } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]!
    const visitDate = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)
    async function ticketOrder(paid: boolean) {
      const promo = await payload.create({ collection: 'promo-codes', data: { code: unique('SAVE').toUpperCase(), kind: 'fixed', value: 50, maxUses: 1 }, overrideAccess: true })
      // The use the order took (placeOrder counts it with a guarded update; usedCount is not writable through Payload).
      await (await sqlHandle(payload)).execute(sql`update promo_codes set used_count = 1 where id = ${promo.id}`)
      const seats = await payload.create({ collection: 'slot-reservations', data: { activity: deck.id, visitDate, time: '10:00', seats: 1 }, overrideAccess: true })
      const created = await createTestOrder({
        member: owner.id,
        email: owner.email,
        data: {
          itemKind: 'observationDeck',
          itemName: 'Observation deck',
          cardType: null,
          product: null,
          activity: deck.id,
          visitDate,
          timeSlot: '10:00',
          promoCode: promo.id,
          promoCodeText: promo.code,
          slotReservation: seats.id,
          discountTwd: 50,
          totalTwd: 400,
        },
      })
      if (paid) {
        const { status, body } = await payByCard(created.orderNumber, sandbox.url, unique('pay'))
        expect(status, JSON.stringify(body)).toBe(200)
        expect((await row(created.id)).status).toBe('delivered')
      }
      return { order: created, promoId: promo.id, seatsId: seats.id }
    }
    const usesOf = async (id: number) => (await payload.findByID({ collection: 'promo-codes', id, depth: 0, overrideAccess: true })).usedCount
    const released = async (id: number) => (await payload.findByID({ collection: 'slot-reservations', id, depth: 0, overrideAccess: true })).released

    const unpaid = await ticketOrder(false)
    expect((await cancel(unpaid.order.orderNumber, owner.token)).body.data).toMatchObject({ status: 'cancelled', refundTwd: 0 })
    expect(await usesOf(unpaid.promoId)).toBe(0)
    expect(await released(unpaid.seatsId)).toBe(true)

    const paid = await ticketOrder(true)
    const detail = await api<MemberOrderDetail>(orderDetailRoute, '/api/orderDetail', { orderNumber: paid.order.orderNumber }, owner.token)
    expect(detail.body.data.cancellation).toMatchObject({ paidTwd: 400, feeTwd: 30, refundTwd: 370 })
    expect((await cancel(paid.order.orderNumber, owner.token)).body.data).toMatchObject({ status: 'refunded', feeTwd: 30, refundTwd: 370 })
    expect(chargeOf(paid.order.orderNumber)!.refunded).toBe(370)
    expect(await usesOf(paid.promoId)).toBe(1)
    expect(await released(paid.seatsId)).toBe(true)
  })

  it('an Idempotency-Key is required', async () => {
    const unpaid = await order(memberA)
    const { status } = await postJson(cancelRoute, '/api/user/cancelOrder', { orderNumber: unpaid.orderNumber }, { lang: 'en', ...bearer(memberA.token) })
    expect(status).toBe(400)
    expect((await row(unpaid.id)).status).toBe('unpaid')
  })

  it('40 parallel cancels of one paid order: one refund, one status change, one mail, the same reply to all', async () => {
    const owner = await newMember()
    const paid = await order(owner, { kind: 'voucher', paid: true })
    const key = unique('double-click')
    const replies = await Promise.all(Array.from({ length: 40 }, () => cancel(paid.orderNumber, owner.token, key)))
    expect(replies.map((r) => r.status)).toEqual(Array(40).fill(200))
    const bodies = new Set(replies.map((r) => JSON.stringify(r.body)))
    expect(bodies.size).toBe(1)
    expect(replies[0]!.body.data).toMatchObject({ status: 'refunded', feeTwd: 30, refundTwd: 420 })
    expect(chargeOf(paid.orderNumber)!.refunded).toBe(420)
    expect(await eventsOf(paid.id, 'refund')).toHaveLength(1)
    // Every mail the 40 cancels queued (in their transactions) has run: a second refund mail would be among them.
    await jobsSettled((job) => job.input?.to === owner.email, 'the mails to the member')
    expect(await mailsOf(owner.email, 'orderRefunded')).toBe(1)
    // A later retry with the same key replays the reply; another request is refused as already refunded.
    expect((await cancel(paid.orderNumber, owner.token, key)).body).toEqual(replies[0]!.body)
    expect((await cancel(paid.orderNumber, owner.token)).status).toBe(409)
  })
})

describe('guest order lookup', () => {
  const CODE = '730541'
  const codesFor = async (email: string) =>
    (await payload.find({ collection: 'verification-codes', where: { and: [{ target: { equals: email } }, { purpose: { equals: 'orderLookup' } }] }, overrideAccess: true }))
      .docs
  /** The code mailed is random: the test gives the newest one a value it knows. */
  async function knownCode(email: string) {
    const newest = await waitFor(async () => (await codesFor(email)).sort((a, b) => b.id - a.id)[0], 'the lookup code')
    await payload.update({ collection: 'verification-codes', id: newest.id, data: { codeHash: hashCode(payloadSecret(), 'orderLookup', email, CODE) }, overrideAccess: true })
  }
  const ip = () => ({ [CLIENT_IP_HEADER]: `203.0.113.${1 + (++seq % 250)}` })

  it('the first step answers the same whether or not the order exists, and mails a code only when it does', async () => {
    const guest = await newMember()
    const real = await order(guest)
    const yes = await postJson(lookupSendRoute, '/api/orderLookup/sendCode', { orderNumber: real.orderNumber, email: guest.email.toUpperCase() }, { lang: 'en', ...ip() })
    const otherEmail = `${unique('nobody')}@example.com`
    const no = await postJson(lookupSendRoute, '/api/orderLookup/sendCode', { orderNumber: real.orderNumber, email: otherEmail }, { lang: 'en', ...ip() })
    expect(yes.status).toBe(200)
    expect(no.status).toBe(200)
    expect(no.body).toEqual(yes.body)
    expect((yes.body.data as { message: string }).message).toBe(MESSAGES.en.api.lookupCodeSent)
    expect(await codesFor(guest.email)).toHaveLength(1)
    expect(await codesFor(otherEmail)).toHaveLength(0)
    expect(await mailsOf(otherEmail, 'verificationCode')).toBe(0)
    await waitFor(async () => (await mailsOf(guest.email, 'verificationCode')) === 1, 'the code mail')
  })

  it('without the code nothing is revealed; a wrong code is refused; the right one opens the order, and only then may it be cancelled', async () => {
    const guest = await newMember()
    const paid = await order(guest, { kind: 'voucher', paid: true })
    // No token, a forged one, a token of another order: no order data, no cancel.
    for (const lookupToken of ['', 'x', '9999999999.' + 'A'.repeat(43)]) {
      const view = await postJson(lookupRoute, '/api/orderLookup', { orderNumber: paid.orderNumber, lookupToken }, { lang: 'en' })
      expect(view.status).toBeGreaterThanOrEqual(400)
      expect(JSON.stringify(view.body)).not.toContain(guest.email)
      const cancelled = await postJson(lookupCancelRoute, '/api/orderLookup/cancel', { orderNumber: paid.orderNumber, lookupToken }, { lang: 'en', 'idempotency-key': unique('k') })
      expect(cancelled.status).toBeGreaterThanOrEqual(400)
    }
    expect((await row(paid.id)).status).toBe('pendingPickup')

    await postJson(lookupSendRoute, '/api/orderLookup/sendCode', { orderNumber: paid.orderNumber, email: guest.email }, { lang: 'en', ...ip() })
    await knownCode(guest.email)
    const wrong = await postJson(lookupVerifyRoute, '/api/orderLookup/verify', { orderNumber: paid.orderNumber, email: guest.email, code: '000000' }, { lang: 'vi' })
    expect(wrong.status).toBe(400)
    expect((wrong.body.data as { errors: Record<string, string> }).errors.code).toBe(MESSAGES.vi.validation.codeInvalid)
    expect(JSON.stringify(wrong.body)).not.toContain(paid.orderNumber)
    // The right code with another order's number reveals nothing either.
    const other = await order(memberB)
    const mismatch = await postJson(lookupVerifyRoute, '/api/orderLookup/verify', { orderNumber: other.orderNumber, email: guest.email, code: CODE }, { lang: 'en' })
    expect(mismatch.status).toBe(400)

    const right = await postJson<{ lookupToken: string; order: MemberOrderDetail; pay: unknown }>(
      lookupVerifyRoute,
      '/api/orderLookup/verify',
      { orderNumber: paid.orderNumber, email: guest.email, code: CODE },
      { lang: 'en' },
    )
    expect(right.status, JSON.stringify(right.body)).toBe(200)
    expect(right.body.data.order).toMatchObject({ orderNumber: paid.orderNumber, status: 'pendingPickup', cancellation: { allowed: true, refundTwd: 420 } })
    expect(right.body.data.order.orderPagePath).toContain(`key=${right.body.data.order.orderKey}`)
    // A paid order gets no checkout token (an unpaid one does: e2e payment.spec pays one from the lookup).
    expect(right.body.data.pay).toBeNull()
    // The code is single use.
    const again = await postJson(lookupVerifyRoute, '/api/orderLookup/verify', { orderNumber: paid.orderNumber, email: guest.email, code: CODE }, { lang: 'en' })
    expect(again.status).toBe(400)
    // The token is for this order only.
    const token = right.body.data.lookupToken
    const elsewhere = await postJson(lookupCancelRoute, '/api/orderLookup/cancel', { orderNumber: other.orderNumber, lookupToken: token }, { lang: 'en', 'idempotency-key': unique('k') })
    expect(elsewhere.status).toBe(403)
    expect((await row(other.id)).status).toBe('unpaid')

    const view = await postJson<MemberOrderDetail>(lookupRoute, '/api/orderLookup', { orderNumber: paid.orderNumber, lookupToken: token }, { lang: 'en' })
    expect(view.body.data.orderNumber).toBe(paid.orderNumber)
    const done = await postJson<CancelOrderResult>(lookupCancelRoute, '/api/orderLookup/cancel', { orderNumber: paid.orderNumber, lookupToken: token }, { lang: 'en', 'idempotency-key': unique('k') })
    expect(done.status).toBe(200)
    expect(done.body.data).toMatchObject({ status: 'refunded', feeTwd: 30, refundTwd: 420, message: MESSAGES.en.api.orderCancelled })
    expect(chargeOf(paid.orderNumber)!.refunded).toBe(420)
  })

  it('is throttled: one code a minute per address and client; wrong codes back off', async () => {
    const guest = await newMember()
    const real = await order(guest)
    const body = { orderNumber: real.orderNumber, email: guest.email }
    const client = ip()
    expect((await postJson(lookupSendRoute, '/api/orderLookup/sendCode', body, { lang: 'en', ...client })).status).toBe(200)
    const second = await postJson(lookupSendRoute, '/api/orderLookup/sendCode', body, { lang: 'en', ...client })
    expect(second.status).toBe(429)
    // Also for an address without an order: the limit counts the same, so it reveals nothing.
    const nobody = { orderNumber: real.orderNumber, email: `${unique('nobody')}@example.com` }
    expect((await postJson(lookupSendRoute, '/api/orderLookup/sendCode', nobody, { lang: 'en', ...client })).status).toBe(200)
    expect((await postJson(lookupSendRoute, '/api/orderLookup/sendCode', nobody, { lang: 'en', ...client })).status).toBe(429)

    const guesses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        postJson<Envelope>(lookupVerifyRoute, '/api/orderLookup/verify', { ...body, code: String(100000 + i) }, { lang: 'en', ...client }),
      ),
    )
    const statuses = guesses.map((g) => g.status)
    expect(statuses.every((s) => s === 400 || s === 429)).toBe(true)
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0)
  })
})
