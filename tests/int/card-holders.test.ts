/**
 * One SIM card per passport (issue 36 item 3) against the real database, route handlers and SMTP: a physical SIM
 * order of several cards names a holder for each card after the first — through placeOrder and through a serial
 * number's redemption — and the server refuses a missing, duplicate or under-18 holder with a localized error. The
 * holders reach the order, the order page, the member's order view, the voucher mail, and the counter's pickup desk,
 * which takes each card's serial (ICCID) against its holder and refuses the handover until every card has a valid
 * one. Counter staff read the holders' names at their own airports only, and never a birth date.
 */
import './content-next-runtime'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as redeemRoute } from '@/app/(frontend)/api/order/redeem/route'
import { POST as placeOrderRoute } from '@/app/(frontend)/api/order/placeOrder/route'
import { POST as pickupConfirmRoute } from '@/app/(frontend)/api/staff/pickupConfirm/route'
import { POST as pickupOrderRoute } from '@/app/(frontend)/api/staff/pickupOrder/route'
import { POST as pickupSearchRoute } from '@/app/(frontend)/api/staff/pickupSearch/route'
import { GET as REST_GET } from '@/app/(payload)/api/[...slug]/route'
import { addDays, taipeiDate } from '@/domain/dates'
import { luhnCheckDigit } from '@/domain/iccid'
import { labelSeparator } from '@/domain/locale'
import { pickupTimes } from '@/domain/pickup'
import { generateSerialNumber } from '@/domain/serialNumber'
import type { OrderView } from '@/lib/views/order'
import type { PickupOrder } from '@/lib/views/staffDesk'
import { sqlHandle } from '@/server/db/transaction'
import { loadOrderPass } from '@/server/fulfilment/pass'
import { orderKey } from '@/server/signing/orderLinks'
import { orderDetailView } from '@/server/orders/memberOrders'
import { deskOrder } from '@/server/staff/orderView'

import { CLIENT_IP_HEADER, MESSAGES, STAFF, STAFF_PASSWORD, createTestOrder, lang, localLogin, payload as getPayload, postJson, randomClientIp, storeVerificationCode } from './helpers'
import { startSmtpInbox } from './smtpInbox'

const CODE = '615204'
let payload: Payload
let run = 0
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++run}`
const today = () => taipeiDate()
/** A birth date `years` ago today (29 February as 28 in other years). */
const yearsAgo = (years: number) => `${Number(today().slice(0, 4)) - years}${today().slice(4)}`.replace('-02-29', '-02-28')
/** A SIM card's ICCID no other run or test hands over: 89 886 …, Luhn check digit last. */
const iccid = () => {
  const body = `89886${String(Date.now()).slice(-9)}${String(++run).padStart(4, '0')}`
  return `${body}${luhnCheckDigit(body)}`
}

let inbox: Awaited<ReturnType<typeof startSmtpInbox>>

// ── Fixtures: a physical SIM picked up at TPE (the seeded counter account's airport) or at another airport ─────

type Place = { airportId: number; counterId: string; time: string }
type Fixture = { productId: number; planId: string; tpe: Place; other: Place }
let fx: Fixture
let counterToken: string
let supportToken: string

async function placeAt(code: 'TPE' | 'other'): Promise<Place & { name: string }> {
  const { docs } = await payload.find({ collection: 'airports', depth: 0, limit: 50, overrideAccess: true, locale: 'en' })
  const airport = docs.find((a) => (code === 'TPE' ? a.code === 'TPE' : a.code !== 'TPE' && a.counters?.length))!
  const counter = airport.counters![0]!
  return { airportId: airport.id, counterId: counter.id!, time: pickupTimes(counter.opensAt, counter.closesAt)[0]!, name: airport.name }
}

beforeAll(async () => {
  inbox = await startSmtpInbox()
  payload = await getPayload()
  const tpe = await placeAt('TPE')
  const other = await placeAt('other')
  const category = await payload.create({ collection: 'product-categories', data: { name: unique('Holder SIMs') } })
  const product = await payload.create({
    collection: 'products',
    data: {
      name: unique('Holder test SIM'),
      category: category.id,
      cardType: 'physical',
      network: '5G',
      plans: [{ days: 5, dataAllowance: 'Unlimited', priceTwd: 450, active: true }],
      pickupAirports: [tpe.airportId, other.airportId],
      _status: 'published' as const,
    },
  })
  fx = { productId: product.id, planId: product.plans![0]!.id!, tpe, other }
  counterToken = (await localLogin('staff', STAFF.counter, STAFF_PASSWORD)).token
  supportToken = (await localLogin('staff', STAFF.support, STAFF_PASSWORD)).token
}, 120_000)

afterAll(() => inbox.stop())

const codeFor = (email: string) => storeVerificationCode(email, CODE)

const simItem = (quantity: number, place: Place = fx.tpe) => ({
  kind: 'product' as const,
  productId: fx.productId,
  planId: fx.planId,
  cardType: 'physical' as const,
  quantity,
  pickup: { airportId: place.airportId, counterId: place.counterId, date: addDays(today(), 1), time: place.time },
})

const LIN = { surname: 'Lin', givenName: 'Yu Ting', birthDate: '1992-03-04' }
const WANG = { surname: 'Wang', givenName: 'Hao', birthDate: yearsAgo(19) }

const orderBody = (email: string, over: Record<string, unknown> = {}) => ({
  item: simItem(3),
  email,
  phone: '+886912345678',
  verificationCode: CODE,
  surname: 'Chen',
  givenName: 'Mei Ling',
  birthDate: '1990-05-01',
  furtherHolders: [LIN, WANG],
  partnerName: 'none',
  agree: true,
  ...over,
})

type Errors = { errors: Record<string, string> }
const place = (body: unknown, locale: 'ja' | 'ko' = 'ja') =>
  postJson<OrderView & Errors>(placeOrderRoute, '/api/order/placeOrder', body, { lang: lang(locale), [CLIENT_IP_HEADER]: randomClientIp() })
const redeem = (body: unknown) =>
  postJson<OrderView & Errors & { orderKey: string }>(redeemRoute, '/api/order/redeem', body, { lang: lang('ko'), [CLIENT_IP_HEADER]: randomClientIp() })
const ordersOf = async (email: string) =>
  (await payload.find({ collection: 'orders', where: { contactEmail: { equals: email } }, depth: 0, overrideAccess: true })).docs
const staffCall = <T>(route: (request: Request) => Promise<Response>, path: string, body: unknown, token = counterToken) =>
  postJson<T & Errors>(route, path, body, { lang: 'en', authorization: `JWT ${token}` })

async function rest(path: string, token: string) {
  const request = new Request(`http://localhost/api/${path}`, { headers: { [CLIENT_IP_HEADER]: randomClientIp(), authorization: `JWT ${token}` } })
  const response = await REST_GET(request, { params: Promise.resolve({ slug: path.split('?')[0]!.split('/').filter(Boolean) }) })
  const text = await response.text()
  return { status: response.status, json: (text ? JSON.parse(text) : {}) as Record<string, unknown> }
}

async function physicalSerial(quantity: number) {
  const code = generateSerialNumber('H')
  const doc = await payload.create({
    collection: 'serial-numbers',
    overrideAccess: true,
    data: {
      code,
      product: fx.productId,
      planId: fx.planId,
      quantity,
      batch: 'int-holders',
      validFrom: addDays(today(), -1),
      validUntil: addDays(today(), 30),
      originalPriceTwd: 900,
      payableTwd: 700,
    } as never,
  })
  return { code, id: doc.id }
}

describe('placeOrder: one holder per physical SIM card after the first', () => {
  it('refuses a missing, a duplicate (the traveller too), an under-18 and a non-passport holder, in the request’s language, and stores nothing', async () => {
    const v = MESSAGES.ja.validation
    const cases: [over: Record<string, unknown>, field: string, message: string][] = [
      [{ furtherHolders: undefined }, 'furtherHolders', v.holderCount],
      [{ furtherHolders: [LIN] }, 'furtherHolders', v.holderCount],
      [{ furtherHolders: [LIN, { ...LIN, surname: 'LIN', givenName: 'yu-ting' }] }, 'furtherHolders.1.surname', v.holderDuplicate],
      [{ furtherHolders: [{ surname: 'CHEN', givenName: 'MEI LING', birthDate: '1990-05-01' }, WANG] }, 'furtherHolders.0.surname', v.holderDuplicate],
      [{ furtherHolders: [LIN, { ...WANG, birthDate: yearsAgo(17) }] }, 'furtherHolders.1.birthDate', v.holderAgeMinimum],
      [{ furtherHolders: [{ ...LIN, surname: '林' }, WANG] }, 'furtherHolders.0.surname', v.holderPassportName],
      [{ furtherHolders: [{ ...LIN, birthDate: '' }, WANG] }, 'furtherHolders.0.birthDate', v.holderBirthDateRequired],
    ]
    for (const [over, field, message] of cases) {
      const email = `${unique('refused')}@example.com`
      await codeFor(email)
      const { status, body } = await place(orderBody(email, over))
      expect(status, JSON.stringify(body)).toBe(400)
      expect(body.data.errors[field], JSON.stringify(body.data.errors)).toBe(message)
      expect(await ordersOf(email)).toHaveLength(0)
    }
  })

  it('refuses holders on an eSIM (not registered per passport), and takes none on a single card', async () => {
    const email = `${unique('esim')}@example.com`
    await codeFor(email)
    const esim = { kind: 'product', productId: fx.productId, planId: fx.planId, cardType: 'esim', quantity: 2 }
    const refused = await place(orderBody(email, { item: esim }), 'ko')
    expect(refused.status).toBe(400)
    expect(refused.body.data.errors.furtherHolders).toBe(MESSAGES.ko.validation.holdersPhysicalOnly)
    const single = await place(orderBody(email, { item: simItem(1), furtherHolders: [] }))
    expect(single.status, JSON.stringify(single.body)).toBe(200)
    expect(single.body.data.cardHolders).toEqual([])
  })

  it('stores each holder (passport capitals; no guardian at 19, majority is 18) and answers with the name on each card', async () => {
    const email = `${unique('three')}@example.com`
    await codeFor(email)
    const { status, body } = await place(orderBody(email))
    expect(status, JSON.stringify(body)).toBe(200)
    // Japanese writes a person family name first.
    expect(body.data.cardHolders).toEqual([
      { card: 1, name: 'CHEN MEI LING' },
      { card: 2, name: 'LIN YU TING' },
      { card: 3, name: 'WANG HAO' },
    ])
    const [order] = await ordersOf(email)
    expect(order!.furtherHolders?.map(({ surname, givenName, birthDate, guardianRequired }) => ({ surname, givenName, birthDate, guardianRequired }))).toEqual([
      { surname: 'LIN', givenName: 'YU TING', birthDate: '1992-03-04', guardianRequired: false },
      { surname: 'WANG', givenName: 'HAO', birthDate: WANG.birthDate, guardianRequired: false },
    ])
  })
})

describe('redeeming a physical-card serial for several cards', () => {
  it('refuses the cards without their holders (the serial’s card type, whatever the browser says) and leaves the serial unused', async () => {
    const serial = await physicalSerial(2)
    const email = `${unique('redeem-refused')}@example.com`
    await codeFor(email)
    const base = { ...orderBody(email), serialNumber: serial.code, furtherHolders: undefined }
    const missing = await redeem({ ...base, item: simItem(2) })
    expect(missing.status).toBe(400)
    expect(missing.body.data.errors.furtherHolders).toBe(MESSAGES.ko.validation.holderCount)
    // The browser calls it an eSIM (no holders asked): the server goes by the serial, a physical card.
    const asEsim = await redeem({ ...base, item: { kind: 'product', productId: fx.productId, planId: fx.planId, cardType: 'esim', quantity: 2 } })
    expect(asEsim.status).toBe(400)
    expect(asEsim.body.data.errors.furtherHolders).toBe(MESSAGES.ko.validation.holderCount)
    const minor = await redeem({ ...base, item: simItem(2), furtherHolders: [{ ...LIN, birthDate: yearsAgo(16) }] })
    expect(minor.status).toBe(400)
    expect(minor.body.data.errors['furtherHolders.0.birthDate']).toBe(MESSAGES.ko.validation.holderAgeMinimum)
    expect((await payload.findByID({ collection: 'serial-numbers', id: serial.id, depth: 0, overrideAccess: true })).status).toBe('unused')
    expect(await ordersOf(email)).toHaveLength(0)
  })
})

describe('the holders on the voucher, the order page, the member’s order and the pickup desk', () => {
  let redeemed: { orderNumber: string; id: number; email: string }

  beforeAll(async () => {
    const serial = await physicalSerial(2)
    const email = `${unique('redeem')}@example.com`
    await codeFor(email)
    const { status, body } = await redeem({ ...orderBody(email), serialNumber: serial.code, item: simItem(2), furtherHolders: [WANG] })
    expect(status, JSON.stringify(body)).toBe(200)
    const [order] = await ordersOf(email)
    redeemed = { orderNumber: body.data.orderNumber, id: order!.id, email }
  })

  it('the voucher mail names the holder of each card and states the rule in its one wording', async () => {
    const subject = new RegExp(MESSAGES.ko.mail.delivered.voucher.subject.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\w+\\\}/g, '.*'))
    const mail = await inbox.mailTo(redeemed.email, subject)
    const card = (n: number) => `${MESSAGES.ko.cardHolders.card.replace('{n}', String(n))}${labelSeparator('ko')}`
    expect(mail.text).toContain(`${card(1)}CHEN MEI LING`)
    expect(mail.text).toContain(`${card(2)}WANG HAO`)
    expect(mail.text).toContain(MESSAGES.ko.cardHolders.rule)
  })

  it('the order page (signed link) and the member’s order view list each card’s holder', async () => {
    const pass = await loadOrderPass(payload, redeemed.orderNumber, orderKey(redeemed.orderNumber))
    expect(pass?.cardHolders).toEqual([
      { card: 1, name: 'CHEN MEI LING' },
      { card: 2, name: 'WANG HAO' },
    ])
    const order = await payload.findByID({ collection: 'orders', id: redeemed.id, depth: 0, overrideAccess: true })
    // English writes given names first.
    expect((await orderDetailView(payload, order, 'TWD', 'en')).cardHolders).toEqual([
      { card: 1, name: 'MEI LING CHEN' },
      { card: 2, name: 'HAO WANG' },
    ])
  })

  it('the counter sees each card with its holder (no guardian for the 19-year-old), never a birth date; found by a holder’s name', async () => {
    const reply = await staffCall<PickupOrder>(pickupOrderRoute, '/api/staff/pickupOrder', { orderId: redeemed.id })
    expect(reply.status, JSON.stringify(reply.body)).toBe(200)
    expect(reply.body.data.cards).toEqual([
      { card: 1, holder: { surname: 'CHEN', givenName: 'MEI LING', guardianRequired: false }, serial: null },
      { card: 2, holder: { surname: 'WANG', givenName: 'HAO', guardianRequired: false }, serial: null },
    ])
    expect(JSON.stringify(reply.body.data)).not.toContain(WANG.birthDate)
    const found = await staffCall<PickupOrder[]>(pickupSearchRoute, '/api/staff/pickupSearch', { query: 'hao wang' })
    expect(found.body.data.map((o) => o.id)).toContain(redeemed.id)
  })

  it('support’s receipt lists each card with its holder', async () => {
    const receipt = await deskOrder(payload, redeemed.id, 'en')
    expect(receipt.pickup?.cards.map(({ card, holder }) => [card, holder && `${holder.surname} ${holder.givenName}`])).toEqual([
      [1, 'CHEN MEI LING'],
      [2, 'WANG HAO'],
    ])
  })

  it('refuses the handover until every card has a valid serial, none twice; then records each against its card and holder', async () => {
    const confirm = (serials: string[]) => staffCall<{ serials: string[] }>(pickupConfirmRoute, '/api/staff/pickupConfirm', { orderId: redeemed.id, serials, idChecked: true })
    const first = iccid()
    const v = MESSAGES.en.validation
    const refusals: [serials: string[], field: string, message: string][] = [
      [[first], 'serials', v.cardSerialCount],
      [[first, ''], 'serials.1', v.required],
      [[first, `${first.slice(0, -1)}${(Number(first.slice(-1)) + 1) % 10}`], 'serials.1', v.cardSerialFormat],
      [[first, first], 'serials.1', v.cardSerialDuplicate],
    ]
    for (const [serials, field, message] of refusals) {
      const reply = await confirm(serials)
      expect(reply.status, JSON.stringify(serials)).toBe(400)
      expect(reply.body.data.errors[field], JSON.stringify(reply.body.data.errors)).toBe(message)
    }
    expect((await payload.findByID({ collection: 'orders', id: redeemed.id, depth: 0, overrideAccess: true })).status).toBe('pendingPickup')

    const second = iccid()
    const done = await confirm([first, second.replace(/(\d{4})/g, '$1 ').trim()])
    expect(done.status, JSON.stringify(done.body)).toBe(200)
    const after = await staffCall<PickupOrder>(pickupOrderRoute, '/api/staff/pickupOrder', { orderId: redeemed.id })
    expect(after.body.data.cards.map(({ card, holder, serial }) => [card, holder?.surname, serial])).toEqual([
      [1, 'CHEN', first],
      [2, 'WANG', second],
    ])
    const audit = await payload.find({ collection: 'audit-log', where: { order: { equals: redeemed.id } }, overrideAccess: true })
    expect(audit.docs[0]!.detail).toMatchObject({ cards: [{ card: 1, holder: 'CHEN MEI LING', serial: first }, { card: 2, holder: 'WANG HAO', serial: second }] })
  })
})

describe('an order placed before holders were asked', () => {
  it('lists card 2 without a holder (the counter checks that passport) and hands both cards over', async () => {
    const order = await createTestOrder({ airport: fx.tpe.airportId, data: { quantity: 2 } })
    const db = await sqlHandle(payload)
    await db.execute(sql`update orders set status = 'pendingPickup' where id = ${order.id}`)
    const reply = await staffCall<PickupOrder>(pickupOrderRoute, '/api/staff/pickupOrder', { orderId: order.id })
    expect(reply.body.data.cards.map(({ card, holder }) => [card, holder?.surname ?? null])).toEqual([
      [1, 'TEST'],
      [2, null],
    ])
    const done = await staffCall(pickupConfirmRoute, '/api/staff/pickupConfirm', { orderId: order.id, serials: [iccid(), iccid()], idChecked: true })
    expect(done.status, JSON.stringify(done.body)).toBe(200)
  })
})

describe('who reads the holders', () => {
  it('a counter reads the names (not the birth dates) at their airport; another airport’s order and its holders not at all', async () => {
    const emails = [`${unique('tpe')}@example.com`, `${unique('elsewhere')}@example.com`]
    const ids: number[] = []
    for (const [i, email] of emails.entries()) {
      await codeFor(email)
      const { status, body } = await place(orderBody(email, { item: simItem(2, i === 0 ? fx.tpe : fx.other), furtherHolders: [LIN] }))
      expect(status, JSON.stringify(body)).toBe(200)
      const [order] = await ordersOf(email)
      ids.push(order!.id)
    }
    const db = await sqlHandle(payload)
    await db.execute(sql`update orders set status = 'pendingPickup' where id in (${ids[0]}, ${ids[1]})`)
    const [atTpe, elsewhere] = ids as [number, number]

    const own = await rest(`orders/${atTpe}?depth=0`, counterToken)
    expect(own.status).toBe(200)
    const holders = own.json.furtherHolders as Record<string, unknown>[]
    expect(holders.map((h) => [h.surname, h.givenName, h.guardianRequired])).toEqual([['LIN', 'YU TING', false]])
    expect(holders[0]).not.toHaveProperty('birthDate')
    // Support sees the whole record (the birth date included): the counter's view is the narrowed one.
    expect(((await rest(`orders/${atTpe}?depth=0`, supportToken)).json.furtherHolders as Record<string, unknown>[])[0]).toMatchObject({ birthDate: LIN.birthDate })

    expect([403, 404]).toContain((await rest(`orders/${elsewhere}?depth=0`, counterToken)).status)
    const listed = await rest(`orders?where[furtherHolders.surname][equals]=LIN&where[id][in]=${atTpe},${elsewhere}&depth=0`, counterToken)
    expect((listed.json.docs as { id: number }[]).map((d) => d.id)).toEqual([atTpe])
    expect((await staffCall(pickupOrderRoute, '/api/staff/pickupOrder', { orderId: elsewhere })).status).toBe(404)
    const search = await staffCall<PickupOrder[]>(pickupSearchRoute, '/api/staff/pickupSearch', { query: 'LIN YU TING' })
    expect(search.body.data.map((o) => o.id)).not.toContain(elsewhere)
    expect(search.body.data.map((o) => o.id)).toContain(atTpe)
  })
})
