/**
 * Serial-number redemption against the real database through the real route handlers: what
 * /api/checkNumber says for each kind of number, the back-off on unknown numbers, a redemption that
 * becomes a paid and fulfilled order, 100 parallel redemptions of one serial, a failed order that
 * leaves the serial unused, and Payload's own REST/GraphQL refusing serials to members and partners.
 */
import './content-next-runtime'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as checkNumberRoute } from '@/app/(frontend)/api/checkNumber/route'
import { POST as redeemRoute } from '@/app/(frontend)/api/order/redeem/route'
import { POST as lookupRoute } from '@/app/(frontend)/api/orderLookup/route'
import { POST as lookupCancelRoute } from '@/app/(frontend)/api/orderLookup/cancel/route'
import { POST as lookupVerifyRoute } from '@/app/(frontend)/api/orderLookup/verify/route'
import { POST as staffCancelRoute } from '@/app/(frontend)/api/staff/cancel/route'
import { POST as staffInvoiceRoute } from '@/app/(frontend)/api/staff/invoice/route'
import { GET as REST_GET } from '@/app/(payload)/api/[...slug]/route'
import { POST as GRAPHQL } from '@/app/(payload)/api/graphql/route'
import { addDays, taipeiDate } from '@/domain/dates'
import { formatSerial, generateSerialNumber } from '@/domain/serialNumber'
import { hashCode } from '@/domain/verification'
import type { CancelOrderResult, MemberOrderDetail } from '@/lib/views/memberOrder'
import { sqlHandle } from '@/server/db/transaction'
import { voidOrderInvoice } from '@/server/invoice/service'
import { payloadSecret } from '@/server/env'
import { deskOrder } from '@/server/staff/orderView'

import {
  B2C,
  BBC,
  CLIENT_IP_HEADER,
  firstEsimProductId,
  lang,
  localLogin,
  MEMBER,
  MEMBER_PASSWORD,
  MESSAGES,
  payload as getPayload,
  postJson,
  randomClientIp,
  STAFF,
  STAFF_PASSWORD,
  waitFor,
} from './helpers'

const CODE = '583920'
let payload: Payload
let run = 0
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++run}`
const tomorrow = () => addDays(taipeiDate(), 1)

type Fixture = { productId: number; planId: string; price: number; airportId: number; counterId: string; esimId: number; esimPlanId: string; esimPrice: number }
let fx: Fixture

async function createFixtures(): Promise<Fixture> {
  const category = await payload.create({ collection: 'product-categories', data: { name: unique('Redeem SIMs') } })
  const region = await payload.create({ collection: 'pickup-regions', data: { name: unique('Redeem region') } })
  const airport = await payload.create({
    collection: 'airports',
    data: {
      name: 'Redeem Airport',
      code: unique('R').toUpperCase().slice(0, 12),
      region: region.id,
      counters: [{ name: 'Counter R', terminal: 'T1', opensAt: '00:00', closesAt: '23:59' }],
    },
  })
  const product = await payload.create({
    collection: 'products',
    data: {
      name: unique('Redeem test SIM'),
      category: category.id,
      cardType: 'physical',
      network: '5G',
      plans: [
        { days: 5, dataAllowance: 'Unlimited', priceTwd: 450, active: true },
        { days: 10, dataAllowance: 'Unlimited', priceTwd: 700, active: true },
      ],
      pickupAirports: [airport.id],
      _status: 'published' as const,
    },
  })
  const esim = await payload.findByID({ collection: 'products', id: await firstEsimProductId(), depth: 0, overrideAccess: true })
  const esimPlan = esim.plans!.find((p) => p.active !== false)!
  return {
    productId: product.id,
    planId: product.plans![1]!.id!,
    price: 700,
    airportId: airport.id,
    counterId: airport.counters![0]!.id!,
    esimId: esim.id,
    esimPlanId: esimPlan.id!,
    esimPrice: esimPlan.priceTwd,
  }
}

async function serial(over: Record<string, unknown> = {}) {
  const code = generateSerialNumber('T')
  const doc = await payload.create({
    collection: 'serial-numbers',
    overrideAccess: true,
    data: {
      code,
      product: fx.productId,
      planId: fx.planId,
      quantity: 2,
      batch: 'int-test',
      validFrom: addDays(taipeiDate(), -1),
      validUntil: addDays(taipeiDate(), 30),
      originalPriceTwd: 1400,
      payableTwd: 1100,
      ...over,
    } as never,
  })
  return { code, id: doc.id }
}

async function codeFor(email: string, purpose: 'orderContact' | 'orderLookup' = 'orderContact') {
  await payload.create({
    collection: 'verification-codes',
    data: {
      purpose,
      channel: 'email',
      target: email.toLowerCase(),
      codeHash: hashCode(payloadSecret(), purpose, email.toLowerCase(), CODE),
      expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
      attempts: 0,
    },
  })
}

const redeemBody = (serialNumber: string, email: string, over: Record<string, unknown> = {}) => ({
  serialNumber,
  item: {
    kind: 'product',
    productId: fx.productId,
    planId: fx.planId,
    cardType: 'physical',
    quantity: 1,
    pickup: { airportId: fx.airportId, counterId: fx.counterId, date: tomorrow(), time: '10:00' },
  },
  email,
  phone: '+886912345678',
  verificationCode: CODE,
  surname: 'Lin',
  givenName: 'Yu Ting',
  birthDate: '1990-05-01',
  partnerName: 'none',
  agree: true,
  ...over,
})

const check = (body: unknown, headers: Record<string, string> = {}) => postJson<Record<string, unknown>>(checkNumberRoute, '/api/checkNumber', body, { lang: 'en', ...headers })
const redeem = (body: unknown, headers: Record<string, string> = {}) => postJson<Record<string, unknown>>(redeemRoute, '/api/order/redeem', body, { lang: 'en', ...headers })
const stored = (id: number) => payload.findByID({ collection: 'serial-numbers', id, depth: 0, overrideAccess: true })

beforeAll(async () => {
  payload = await getPayload()
  fx = await createFixtures()
}, 120_000)

describe('/api/checkNumber', () => {
  it('says what a valid, unused number is for (typed in lower case with spaces and hyphens)', async () => {
    const { code } = await serial()
    const typed = ` ${formatSerial(code).toLowerCase().replace(/-/g, ' - ')} `
    const { status, body } = await check({ serialNumber: typed, quantity: 2 })
    expect(status, JSON.stringify(body)).toBe(200)
    expect(body.data).toMatchObject({
      serialNumber: formatSerial(code),
      quantity: 2,
      product: { id: fx.productId, cardType: 'physical' },
      planId: fx.planId,
    })
    expect(String((body.data as { planLabel: string }).planLabel)).toContain('10')
  })

  it('gives unknown, used, expired, not-yet-valid and too-many-cards each their own localized message', async () => {
    const used = await serial({ status: 'used' })
    const expired = await serial({ validFrom: '2025-01-01', validUntil: addDays(taipeiDate(), -1) })
    const future = await serial({ validFrom: addDays(taipeiDate(), 2) })
    const ok = await serial({ quantity: 1 })
    const cases: [unknown, number, keyof (typeof MESSAGES)['en']['api']][] = [
      [{ serialNumber: generateSerialNumber('T') }, 404, 'serialUnknown'],
      [{ serialNumber: 'NOT-A-SERIAL' }, 404, 'serialUnknown'],
      [{ serialNumber: used.code }, 409, 'serialUsed'],
      [{ serialNumber: expired.code }, 400, 'serialExpired'],
      [{ serialNumber: future.code }, 400, 'serialNotYetValid'],
      [{ serialNumber: ok.code, quantity: 2 }, 400, 'serialQuantity'],
    ]
    const messages = new Set<string>()
    for (const [body, status, key] of cases) {
      for (const locale of ['en', 'zh-TW', 'vi'] as const) {
        const reply = await check(body, { lang: lang(locale) })
        expect(reply.status, `${key} ${locale}`).toBe(status)
        expect(reply.body.message, `${key} ${locale}`).toBe(MESSAGES[locale].api[key])
        messages.add(reply.body.message)
      }
    }
    // Five distinct reasons × three languages.
    expect(messages.size).toBe(15)
    expect((await check({ serialNumber: '' })).status).toBe(400)
    expect((await check({ serialNumber: ok.code, quantity: 0 })).status).toBe(400)
    expect((await check({ serialNumber: ok.code, extra: 1 })).status).toBe(400)
  })

  it('makes a client wait after 10 unknown numbers — also for 40 guesses at once — while numbers that exist cost nothing', async () => {
    const ip = randomClientIp()
    const { code } = await serial()
    // Known numbers first: they never count.
    for (let i = 0; i < 12; i++) expect((await check({ serialNumber: code }, { [CLIENT_IP_HEADER]: ip })).status).toBe(200)
    for (let i = 0; i < 10; i++) expect((await check({ serialNumber: generateSerialNumber('G') }, { [CLIENT_IP_HEADER]: ip })).status).toBe(404)
    const refused = await check({ serialNumber: generateSerialNumber('G') }, { [CLIENT_IP_HEADER]: ip })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    // The wait holds for a real number too (no oracle while waiting), and for redemption.
    expect((await check({ serialNumber: code }, { [CLIENT_IP_HEADER]: ip })).status).toBe(429)
    expect((await redeem(redeemBody(code, `${unique('wait')}@example.com`), { [CLIENT_IP_HEADER]: ip })).status).toBe(429)
    // Another address is not affected.
    expect((await check({ serialNumber: code })).status).toBe(200)

    const burstIp = randomClientIp()
    const burst = await Promise.all(
      Array.from({ length: 40 }, () => check({ serialNumber: generateSerialNumber('B') }, { [CLIENT_IP_HEADER]: burstIp })),
    )
    const statuses = burst.map((r) => r.status)
    expect(statuses.filter((s) => s === 404)).toHaveLength(10)
    expect(statuses.filter((s) => s === 429)).toHaveLength(30)
  }, 60_000)
})

describe('/api/order/redeem', () => {
  it('makes a paid order at payable 0 for the serial’s product and plan, fulfilled at once (pickup voucher), and uses the serial', async () => {
    const s = await serial()
    const email = `${unique('redeem')}@example.com`
    await codeFor(email)
    // The item the browser sends names another plan: the serial's plan wins.
    const body = redeemBody(formatSerial(s.code), email)
    // Two physical cards: the second card's holder too (one SIM card per passport).
    const furtherHolders = [{ surname: 'Wu', givenName: 'An', birthDate: '1991-02-03' }]
    const { status, body: reply } = await redeem({ ...body, item: { ...body.item, planId: 'someOtherPlan', quantity: 2 }, furtherHolders })
    expect(status, JSON.stringify(reply)).toBe(200)
    const data = reply.data as { orderNumber: string; status: string; orderPagePath: string; orderKey: string; money: { totalTwd: number; subtotalTwd: number; discountTwd: number } }
    expect(data.status).toBe('pendingPickup')
    expect(data.money).toMatchObject({ subtotalTwd: 2 * fx.price, discountTwd: 2 * fx.price, totalTwd: 0 })
    expect(data.orderPagePath).toBe(`/en/order/${data.orderNumber}?key=${data.orderKey}`)

    const order = (await payload.find({ collection: 'orders', where: { orderNumber: { equals: data.orderNumber } }, depth: 0, overrideAccess: true })).docs[0]!
    expect(order).toMatchObject({ status: 'pendingPickup', planId: fx.planId, product: fx.productId, quantity: 2, totalTwd: 0, payment: { provider: 'serial', amountTwd: 0 } })
    const events = await payload.find({ collection: 'order-events', where: { order: { equals: order.id } }, sort: 'createdAt', depth: 0, overrideAccess: true })
    expect(events.docs.map((e) => e.event)).toEqual(['pay', 'issueVoucher'])
    expect(await stored(s.id)).toMatchObject({ status: 'used', order: order.id })
    expect((await stored(s.id)).redeemedAt).toBeTruthy()

    // Used now: both endpoints say so.
    await codeFor(email)
    const again = await redeem(redeemBody(s.code, email))
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(MESSAGES.en.api.serialUsed)
    expect((await check({ serialNumber: s.code }, { lang: 'vi' })).body.message).toBe(MESSAGES.vi.api.serialUsed)
  })

  it('a retry with the same Idempotency-Key after the answer was lost gets its order back, not "already used"', async () => {
    const s = await serial({ quantity: 1 })
    const email = `${unique('retry')}@example.com`
    await codeFor(email)
    const body = redeemBody(s.code, email)
    const first = await redeem(body, { 'idempotency-key': `redeem-retry-${s.id}` })
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    const again = await redeem(body, { 'idempotency-key': `redeem-retry-${s.id}` })
    expect(again.status, JSON.stringify(again.body)).toBe(200)
    expect((again.body.data as { orderNumber: string }).orderNumber).toBe((first.body.data as { orderNumber: string }).orderNumber)
    // Another key, or the same key with another e-mail, is a new redemption: the serial is used.
    expect((await redeem(body, { 'idempotency-key': `redeem-other-${s.id}` })).status).toBe(409)
    const stranger = `${unique('stranger')}@example.com`
    await codeFor(stranger)
    expect((await redeem(redeemBody(s.code, stranger), { 'idempotency-key': `redeem-retry-${s.id}` })).status).toBe(409)
  })

  it('redeems an eSIM serial into a delivered order with its activation code', async () => {
    const s = await serial({ product: fx.esimId, planId: fx.esimPlanId, quantity: 1 })
    const email = `${unique('esim')}@example.com`
    await codeFor(email)
    const { status, body } = await redeem({
      ...redeemBody(s.code, email),
      item: { kind: 'product', productId: fx.esimId, planId: fx.esimPlanId, cardType: 'esim', quantity: 1 },
    })
    expect(status, JSON.stringify(body)).toBe(200)
    const orderNumber = (body.data as { orderNumber: string }).orderNumber
    const order = (await payload.find({ collection: 'orders', where: { orderNumber: { equals: orderNumber } }, depth: 0, overrideAccess: true })).docs[0]!
    expect(order.status).toBe('delivered')
    const codes = await payload.count({ collection: 'esim-codes', where: { order: { equals: order.id } }, overrideAccess: true })
    expect(codes.totalDocs).toBe(1)
  })

  it('100 parallel redemptions of one serial (each with its own e-mail and code) make exactly one order', async () => {
    const s = await serial({ quantity: 1 })
    const emails = Array.from({ length: 100 }, (_, i) => `${unique(`race${i}`)}@example.com`)
    for (const email of emails) await codeFor(email)
    const replies = await Promise.all(emails.map((email) => redeem(redeemBody(s.code, email))))
    const statuses = replies.map((r) => r.status)
    expect(statuses.filter((x) => x === 200), JSON.stringify(replies.find((r) => r.status !== 200 && r.status !== 409)?.body ?? null)).toHaveLength(1)
    expect(statuses.filter((x) => x === 409)).toHaveLength(99)
    for (const r of replies.filter((x) => x.status === 409)) expect(r.body.message).toBe(MESSAGES.en.api.serialUsed)

    const orders = await payload.find({ collection: 'orders', where: { contactEmail: { in: emails } }, depth: 0, limit: 200, overrideAccess: true })
    expect(orders.totalDocs).toBe(1)
    const serialDoc = await stored(s.id)
    expect(serialDoc).toMatchObject({ status: 'used', order: orders.docs[0]!.id })
    // The losers' codes were not used up, and no account was made for them.
    const consumed = await payload.count({ collection: 'verification-codes', where: { target: { in: emails }, consumedAt: { exists: true } }, overrideAccess: true })
    expect(consumed.totalDocs).toBe(1)
    const members = await payload.count({ collection: 'members', where: { email: { in: emails } }, overrideAccess: true })
    expect(members.totalDocs).toBe(1)
  }, 180_000)

  it('a failed order leaves the serial unused: wrong code, a past pickup date, an underage traveller, bad input', async () => {
    const s = await serial()
    const email = `${unique('fail')}@example.com`
    await codeFor(email)
    const wrongCode = await redeem(redeemBody(s.code, email, { verificationCode: '000000' }))
    expect(wrongCode.status).toBe(400)
    const past = redeemBody(s.code, email)
    const pastDate = await redeem({ ...past, item: { ...past.item, pickup: { ...past.item.pickup, date: addDays(taipeiDate(), -3) } } })
    expect(pastDate.status).toBe(400)
    expect((pastDate.body.data as { errors: Record<string, string> }).errors['item.pickup.date']).toBeTruthy()
    const young = await redeem(redeemBody(s.code, email, { birthDate: addDays(taipeiDate(), -365 * 10) }))
    expect(young.status).toBe(400)
    const noPickup = redeemBody(s.code, email)
    expect((await redeem({ ...noPickup, item: { ...noPickup.item, pickup: undefined } })).status).toBe(400)
    expect((await redeem({ ...redeemBody(s.code, email), promoCode: 'X' })).status).toBe(400)
    expect((await redeem({ serialNumber: s.code })).status).toBe(400)
    expect(await stored(s.id)).toMatchObject({ status: 'unused', order: null })

    // And it still redeems afterwards.
    const ok = await redeem(redeemBody(s.code, email))
    expect(ok.status, JSON.stringify(ok.body)).toBe(200)
  })
})

describe('cancelling a redemption', () => {
  it('says it costs nothing and gives the serial back (40 cancels at once: one); the mail names the serial; it redeems again', async () => {
    const s = await serial({ quantity: 1 })
    const email = `${unique('undo')}@example.com`
    await codeFor(email)
    const placed = await redeem(redeemBody(s.code, email))
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    const orderNumber = (placed.body.data as { orderNumber: string }).orderNumber

    // The traveller finds it with a lookup code: paid by the serial, and cancelling is free.
    await codeFor(email, 'orderLookup')
    const found = await postJson<{ lookupToken: string; order: MemberOrderDetail }>(lookupVerifyRoute, '/api/orderLookup/verify', { orderNumber, email, code: CODE }, { lang: 'ja' })
    expect(found.status, JSON.stringify(found.body)).toBe(200)
    const view = found.body.data.order
    expect(view.serial).toEqual({ number: formatSerial(s.code) })
    expect(view.paymentMethodText).toBe(MESSAGES.ja.memberOrders.paidBySerial.replace('{serialNumber}', formatSerial(s.code)))
    expect(view.cancellation).toMatchObject({ allowed: true, kind: 'refund', paidTwd: 0, feeTwd: 0, refundTwd: 0 })

    const lookupToken = found.body.data.lookupToken
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        postJson<CancelOrderResult>(lookupCancelRoute, '/api/orderLookup/cancel', { orderNumber, lookupToken }, { lang: 'en', 'idempotency-key': `undo-${s.id}-${i}` }),
      ),
    )
    const ok = replies.filter((r) => r.status === 200)
    expect(ok.length, JSON.stringify(replies.find((r) => r.status >= 500)?.body ?? null)).toBe(1)
    expect(ok[0]!.body.data).toMatchObject({ status: 'refunded', feeTwd: 0, refundTwd: 0 })
    for (const r of replies.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(409)
      expect(r.body.message).toBe(MESSAGES.en.api.cancelRefusedRefunded)
    }
    // The serial is unused again, without its order; the order says so.
    expect(await stored(s.id)).toMatchObject({ status: 'unused', order: null, redeemedAt: null })
    const after = await postJson<MemberOrderDetail>(lookupRoute, '/api/orderLookup', { orderNumber, lookupToken }, { lang: 'ja' })
    // "Refunded" to the status machine, but nothing was paid back: the traveller reads "Cancelled".
    expect(after.body.data).toMatchObject({ status: 'refunded', statusText: MESSAGES.ja.orderStatus.cancelled, serial: { number: formatSerial(s.code) } })

    // One mail: the cancellation, with the serial and no refund to a card.
    // (Without SMTP_URL the outbox keeps what would have been sent, in the order's language.)
    const mails = await waitFor(async () => {
      const { docs } = await payload.find({ collection: 'outbox', where: { to: { equals: email }, kind: { equals: 'orderRefunded' } }, depth: 0, overrideAccess: true })
      return docs.length ? docs : null
    }, 'the cancellation mail')
    expect(mails).toHaveLength(1)
    const mail = mails[0]! as { subject: string; text: string }
    expect(mail.subject).toBe(MESSAGES.en.mail.orderCancelled.subject.replace('{siteName}', MESSAGES.en.meta.siteName).replace('{orderNumber}', orderNumber))
    expect(mail.text).toContain(MESSAGES.en.mail.orderRefunded.serialIntro)
    expect(mail.text).toContain(formatSerial(s.code))
    expect(mail.text).not.toContain(MESSAGES.en.mail.orderRefunded.intro)

    // And it redeems again.
    const again = `${unique('again')}@example.com`
    await codeFor(again)
    const second = await redeem(redeemBody(s.code, again))
    expect(second.status, JSON.stringify(second.body)).toBe(200)
    expect(await stored(s.id)).toMatchObject({ status: 'used' })

    // Support cancelling it at the desk gives the serial back the same way.
    const { orderNumber: secondNumber } = second.body.data as { orderNumber: string }
    const secondOrder = (await payload.find({ collection: 'orders', where: { orderNumber: { equals: secondNumber } }, depth: 0, overrideAccess: true })).docs[0]!
    // As an order redeemed before the serial was kept on it: the desk still names the serial (the serial names the order).
    await (await sqlHandle(payload)).execute(sql`update orders set payment_provider_ref = null where id = ${secondOrder.id}`)
    const desk = await deskOrder(payload, secondOrder.id, 'en')
    expect(desk).toMatchObject({ serial: { number: formatSerial(s.code) }, payments: [], refund: null })
    // Nothing was charged, so there is no e-invoice to issue: the desk offers none, and the endpoint refuses one.
    expect(desk.actions.invoiceIssue).toBe(false)
    const support = (await localLogin('staff', STAFF.support, STAFF_PASSWORD)).token
    const issue = await postJson(staffInvoiceRoute, '/api/staff/invoice', { orderId: secondOrder.id, action: 'issue' }, { lang: 'en', authorization: `JWT ${support}` })
    expect(issue.status, JSON.stringify(issue.body)).toBe(409)
    const byStaff = await postJson(staffCancelRoute, '/api/staff/cancel', { orderId: secondOrder.id, reason: 'int test' }, { lang: 'en', authorization: `JWT ${support}` })
    expect(byStaff.status, JSON.stringify(byStaff.body)).toBe(200)
    expect(await stored(s.id)).toMatchObject({ status: 'unused', order: null })
    // The serial no longer names the order, so the order keeps it: the desk and the traveller still see which one it was.
    expect(await deskOrder(payload, secondOrder.id, 'en')).toMatchObject({ status: 'refunded', serial: { number: formatSerial(s.code) } })
    const kept = await payload.findByID({ collection: 'orders', id: secondOrder.id, depth: 0, overrideAccess: true })
    expect(kept.payment?.providerRef).toBe(s.code)
    // The cancellation's e-invoice void has nothing to do for an order of NT$0: it asks no provider (none is configured
    // here, which made it throw and retry before), so it cannot fail and note an error on the order.
    expect(await voidOrderInvoice(payload, secondOrder.id, 'refund')).toEqual({ status: 'nothingIssued' })
  }, 120_000)
})

describe('serials through Payload’s own API', () => {
  type Ctx = { params: Promise<{ slug: string[] }> }
  const ctx = (path: string): Ctx => ({ params: Promise.resolve({ slug: path.split('?')[0]!.split('/').filter(Boolean) }) })
  const rest = (path: string, token?: string, scheme = 'JWT') =>
    REST_GET(
      new Request(`http://localhost/api/${path}`, {
        headers: { [CLIENT_IP_HEADER]: randomClientIp(), ...(token ? { authorization: `${scheme} ${token}` } : {}) },
      }),
      ctx(path),
    )
  const graphql = (query: string, token?: string) =>
    GRAPHQL(
      new Request('http://localhost/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
        body: JSON.stringify({ query }),
      }),
    )
  const codesIn = async (response: Response) => JSON.stringify(await response.json().catch(() => ({})))

  it('members and partners (types 1, 2, 3) and anonymous visitors never read a serial; support and admin do', async () => {
    const s = await serial()
    const tokens: Record<string, string> = {}
    for (const [who, email] of Object.entries({ member: MEMBER, b2c: B2C, bbc: BBC })) tokens[who] = (await localLogin('members', email, MEMBER_PASSWORD)).token
    for (const who of ['support', 'admin', 'editor', 'counter'] as const) tokens[who] = (await localLogin('staff', STAFF[who], STAFF_PASSWORD)).token

    for (const who of ['member', 'b2c', 'bbc']) {
      for (const scheme of ['JWT', 'Bearer']) {
        const list = await rest('serial-numbers', tokens[who], scheme)
        expect(list.status, `${who} ${scheme}`).toBe(403)
        expect(await codesIn(list)).not.toContain(s.code)
        const one = await rest(`serial-numbers/${s.id}`, tokens[who], scheme)
        expect(one.status).toBe(403)
      }
      const gql = await graphql(`{ SerialNumbers { docs { code } } }`, tokens[who])
      expect(await codesIn(gql)).not.toContain(s.code)
    }
    for (const who of [undefined, 'editor', 'counter'] as const) {
      const list = await rest('serial-numbers', who ? tokens[who] : undefined)
      expect(list.status, String(who)).toBeGreaterThanOrEqual(400)
      expect(await codesIn(list)).not.toContain(s.code)
      const gql = await graphql(`{ SerialNumbers { docs { code } } }`, who ? tokens[who] : undefined)
      expect(await codesIn(gql)).not.toContain(s.code)
    }
    for (const who of ['support', 'admin'] as const) {
      const list = await rest(`serial-numbers?where[code][equals]=${s.code}`, tokens[who])
      expect(list.status).toBe(200)
      expect(await codesIn(list)).toContain(s.code)
    }
  })
})
