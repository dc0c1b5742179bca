/**
 * Ordering against the real database through the real route handlers: totals for every promo kind,
 * races for single-use codes and slot seats, idempotent retries, code brute force, send limits, and
 * bad input that must never reach a 5xx or leave partial rows.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as checkCodeRoute } from '@/app/(frontend)/api/checkCode/route'
import { POST as loginRoute } from '@/app/(frontend)/api/login/route'
import { POST as partnerListRoute } from '@/app/(frontend)/api/partnerList/route'
import { POST as countMoneyRoute } from '@/app/(frontend)/api/order/countMoney/route'
import { POST as placeOrderRoute } from '@/app/(frontend)/api/order/placeOrder/route'
import { POST as sendEmailRoute } from '@/app/(frontend)/api/sendEmail/route'
import { POST as sendSmsRoute } from '@/app/(frontend)/api/sendSms/route'
import { addDays, taipeiDate } from '@/domain/dates'
import { hashCode } from '@/domain/verification'
import { payloadSecret } from '@/server/env'
import { sharedAnswerKeyer } from '@/server/http/apiCache'
import { openFields } from '@/server/mail/secrets'

import { call, CLIENT_IP_HEADER, lang, MESSAGES, payload as getPayload, postJson, postRequest, randomClientIp } from './helpers'

/** Field errors of a 4xx envelope. */
const errorsOf = (data: unknown) => (data as { errors: Record<string, string> }).errors

const CODE = '482913'
let payload: Payload
let run = 0
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++run}`

type Fixture = {
  productId: number
  planId: string
  planPrice: number
  esimId: number
  esimPlanId: string
  esimPrice: number
  airportId: number
  counterId: string
  deckId: number
  deckPrice: number
}
let fx: Fixture

const tomorrow = () => addDays(taipeiDate(), 1)

async function createFixtures(): Promise<Fixture> {
  const category = await payload.create({ collection: 'product-categories', data: { name: unique('Test SIMs') } })
  const region = await payload.create({ collection: 'pickup-regions', data: { name: unique('Test region') } })
  const airport = await payload.create({
    collection: 'airports',
    data: {
      name: 'Test Airport',
      code: unique('T').toUpperCase().slice(0, 12),
      region: region.id,
      counters: [{ name: 'Counter A', terminal: 'T1', opensAt: '00:00', closesAt: '23:59' }],
    },
  })
  const product = await payload.create({
    collection: 'products',
    data: {
      name: unique('Order test SIM'),
      category: category.id,
      cardType: 'physical',
      network: '5G',
      plans: [{ days: 5, dataAllowance: 'Unlimited', priceTwd: 450, active: true }],
      pickupAirports: [airport.id],
      _status: 'published' as const,
    },
  })
  const esim = await payload.create({
    collection: 'products',
    data: {
      name: unique('Order test eSIM'),
      category: category.id,
      cardType: 'esim',
      network: '4G',
      plans: [{ days: 7, dataAllowance: '10 GB', priceTwd: 333, active: true }],
      _status: 'published' as const,
    },
  })
  const deck = await payload.create({
    collection: 'activities',
    data: { name: unique('Test observatory'), kind: 'observationDeck', ticketPriceTwd: 600, _status: 'published' as const },
  })
  await payload.create({
    collection: 'observation-slot-rules',
    data: {
      label: 'test',
      activity: deck.id,
      validFrom: `${taipeiDate()}T00:00:00.000Z`,
      validTo: `${addDays(taipeiDate(), 30)}T00:00:00.000Z`,
      slots: [
        { time: '10:00', capacity: 4 },
        { time: '11:00', capacity: 50 },
      ],
    },
  })
  return {
    productId: product.id,
    planId: product.plans[0]!.id!,
    planPrice: 450,
    esimId: esim.id,
    esimPlanId: esim.plans[0]!.id!,
    esimPrice: 333,
    airportId: airport.id,
    counterId: airport.counters[0]!.id!,
    deckId: deck.id,
    deckPrice: 600,
  }
}

/** A live order-contact code for `email`, as /api/sendEmail would have stored it (the mail itself is tested elsewhere). */
async function codeFor(email: string) {
  await payload.create({
    collection: 'verification-codes',
    data: {
      purpose: 'orderContact',
      channel: 'email',
      target: email.toLowerCase(),
      codeHash: hashCode(payloadSecret(), 'orderContact', email.toLowerCase(), CODE),
      expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
      attempts: 0,
    },
  })
}

const simItem = (quantity = 1) => ({
  kind: 'product' as const,
  productId: fx.productId,
  planId: fx.planId,
  cardType: 'physical' as const,
  quantity,
  pickup: { airportId: fx.airportId, counterId: fx.counterId, date: tomorrow(), time: '10:00' },
})

const orderBody = (email: string, over: Record<string, unknown> = {}) => ({
  item: simItem(),
  email,
  phone: '+886912345678',
  verificationCode: CODE,
  surname: 'Chen',
  givenName: 'Mei Ling',
  birthDate: '1990-05-01',
  partnerName: 'none',
  agree: true,
  ...over,
})

async function promo(data: Record<string, unknown>) {
  const code = unique('P').replace(/[^A-Z0-9-]/gi, '').toUpperCase().slice(0, 30)
  const doc = await payload.create({ collection: 'promo-codes', data: { code, kind: 'percent', value: 10, active: true, usedCount: 0, ...data } })
  return { code, id: doc.id }
}

const place = (body: unknown, headers: Record<string, string> = {}) =>
  postJson<Record<string, unknown>>(placeOrderRoute, '/api/order/placeOrder', body, { lang: 'en', ...headers })

async function counts() {
  const [orders, members, reservations, codes] = await Promise.all([
    payload.count({ collection: 'orders' }),
    payload.count({ collection: 'members' }),
    payload.count({ collection: 'slot-reservations' }),
    payload.count({ collection: 'verification-codes', where: { consumedAt: { exists: true } } }),
  ])
  return { orders: orders.totalDocs, members: members.totalDocs, reservations: reservations.totalDocs, consumed: codes.totalDocs }
}

beforeAll(async () => {
  payload = await getPayload()
  fx = await createFixtures()
})

describe('/api/partnerList', () => {
  it('names the mileage partners in the request language, with the card-number pattern the form checks, to anyone', async () => {
    for (const locale of ['ja', 'vi'] as const) {
      const { status, body } = await postJson<{ list: { value: string; name: string; cardNumberPattern: string | null }[] }>(
        partnerListRoute,
        '/api/partnerList',
        {},
        { lang: lang(locale) },
      )
      expect(status).toBe(200)
      expect(body.data.list).toEqual([
        { value: 'none', name: MESSAGES[locale].partners.none, cardNumberPattern: null },
        { value: 'asiaMiles', name: MESSAGES[locale].partners.asiaMiles, cardNumberPattern: '^\\d{10}$' },
      ])
      expect(new RegExp(body.data.list[1]!.cardNumberPattern!).test('1234567890')).toBe(true)
      expect(new RegExp(body.data.list[1]!.cardNumberPattern!).test('12345')).toBe(false)
    }
  })
})

describe('/api/order/countMoney', () => {
  const money = (body: unknown, headers: Record<string, string> = {}) =>
    postJson<{ subtotalTwd: number; discountTwd: number; totalTwd: number; total: { currency: string; approximate: boolean } }>(
      countMoneyRoute,
      '/api/order/countMoney',
      body,
      { lang: 'en', ...headers },
    )

  it('prices from the catalog: plan price × quantity, no code', async () => {
    const { status, body } = await money({ item: simItem(3) })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ subtotalTwd: 1350, discountTwd: 0, totalTwd: 1350 })
  })

  it('applies a percentage code', async () => {
    const { code } = await promo({ kind: 'percent', value: 15 })
    const { body } = await money({ item: simItem(1), promoCode: code.toLowerCase() })
    expect(body.data).toMatchObject({ subtotalTwd: 450, discountTwd: 68, totalTwd: 382 })
  })

  it('applies a fixed code and never goes below zero', async () => {
    const { code } = await promo({ kind: 'fixed', value: 100 })
    expect((await money({ item: simItem(2), promoCode: code })).body.data).toMatchObject({ discountTwd: 100, totalTwd: 800 })
    const { code: big } = await promo({ kind: 'fixed', value: 5000 })
    expect((await money({ item: simItem(1), promoCode: big })).body.data).toMatchObject({ discountTwd: 450, totalTwd: 0 })
  })

  it('honours minimum subtotal, product list and the display currency', async () => {
    const { code } = await promo({ kind: 'percent', value: 20, minSubtotalTwd: 900, products: [fx.productId] })
    const below = await money({ item: simItem(1), promoCode: code })
    expect(below.status).toBe(400)
    expect(errorsOf(below.body.data).promoCode).toBe(MESSAGES.en.validation.promoInvalid)
    const ok = await money({ item: simItem(2), promoCode: code }, { currency: 'USD' })
    expect(ok.body.data).toMatchObject({ subtotalTwd: 900, discountTwd: 180, totalTwd: 720, total: { currency: 'USD', approximate: true } })
    const otherProduct = await money({ item: { kind: 'product', productId: fx.esimId, planId: fx.esimPlanId, cardType: 'esim', quantity: 3 }, promoCode: code })
    expect(otherProduct.status).toBe(400)
  })

  it.each([
    ['expired', { validTo: '2020-01-01T00:00:00.000Z' }],
    ['not started', { validFrom: '2099-01-01T00:00:00.000Z' }],
    ['used up', { maxUses: 1, usedCount: 1 }],
    ['inactive', { active: false }],
  ])('rejects a code that is %s, in the request language', async (_label, data) => {
    const { code } = await promo(data)
    const { status, body } = await money({ item: simItem(1), promoCode: code }, { lang: lang('ja') })
    expect(status).toBe(400)
    expect(errorsOf(body.data).promoCode).toBe(MESSAGES.ja.validation.promoInvalid)
  })

  const esimItem = (quantity: number) => ({ kind: 'product' as const, productId: fx.esimId, planId: fx.esimPlanId, cardType: 'esim' as const, quantity })

  it('keeps a catalog-only quote for everyone (eSIM, rail fare), never one with a promo code, a pickup or a seat', async () => {
    expect((await money({ item: esimItem(1) })).status).toBe(200)
    // What the production server (scripts/serve.ts) may answer from its kept copies: a key for these requests, none for the rest.
    const keyer = sharedAnswerKeyer('/api/order/countMoney')!
    const keyOf = (body: unknown) =>
      keyer({ header: (name) => ({ 'content-type': 'application/json', lang: 'jp', currency: 'JPY' })[name] ?? null, body: JSON.stringify(body) })
    expect(keyOf({ item: esimItem(2) })).toContain('"quantity":2')
    expect(keyOf({ item: esimItem(2) })).not.toBe(keyOf({ item: esimItem(3) }))
    expect(keyOf({ item: { kind: 'rail', activityId: 1, trip: 'oneWay', quantity: 1 } })).toContain('rail')
    expect(keyOf({ item: esimItem(2), promoCode: 'SAVE10' })).toBeNull()
    expect(keyOf({ item: simItem(1) })).toBeNull()
    expect(keyOf({ item: { kind: 'observationDeck', activityId: fx.deckId, visitDate: tomorrow(), time: '10:00', quantity: 1 } })).toBeNull()
  })

  it('a kept eSIM quote follows a price save at once', async () => {
    expect((await money({ item: esimItem(2) })).body.data).toMatchObject({ subtotalTwd: 666, totalTwd: 666 })
    const product = await payload.findByID({ collection: 'products', id: fx.esimId, depth: 0 })
    const withPrice = (priceTwd: number) => product.plans.map((plan) => (plan.id === fx.esimPlanId ? { ...plan, priceTwd } : plan))
    await payload.update({ collection: 'products', id: fx.esimId, data: { plans: withPrice(350) } })
    try {
      expect((await money({ item: esimItem(2) })).body.data).toMatchObject({ subtotalTwd: 700, totalTwd: 700 })
    } finally {
      await payload.update({ collection: 'products', id: fx.esimId, data: { plans: withPrice(fx.esimPrice) } })
    }
    expect((await money({ item: esimItem(2) })).body.data).toMatchObject({ subtotalTwd: 666 })
  })

  it('a quote with a promo code is not kept: a code switched off between two identical quotes is refused at once', async () => {
    const { code, id } = await promo({ kind: 'percent', value: 10 })
    const body = { item: esimItem(2), promoCode: code }
    expect((await money(body)).body.data).toMatchObject({ discountTwd: 67, totalTwd: 599 })
    await payload.update({ collection: 'promo-codes', id, data: { active: false } })
    const refused = await money(body)
    expect(refused.status).toBe(400)
    expect(errorsOf(refused.body.data).promoCode).toBe(MESSAGES.en.validation.promoInvalid)
  })

  it('rejects an unknown code and an unknown plan', async () => {
    expect((await money({ item: simItem(1), promoCode: 'NOPE-NOPE' })).status).toBe(400)
    const plan = await money({ item: { ...simItem(1), planId: 'not-a-plan' } })
    expect(plan.status).toBe(400)
    expect(errorsOf(plan.body.data)['item.planId']).toBe(MESSAGES.en.validation.planRequired)
  })
})

describe('/api/order/placeOrder', () => {
  it('stores an unpaid order, creates the member and records consent', async () => {
    const email = `${unique('buyer')}@example.com`
    await codeFor(email)
    const { status, body } = await place(orderBody(email))
    expect(status).toBe(200)
    const data = body.data as { orderNumber: string; status: string; money: { totalTwd: number } }
    expect(data).toMatchObject({ status: 'unpaid', money: { totalTwd: 450 } })
    // The reply never tells whether the e-mail already had an account.
    expect(data).not.toHaveProperty('memberCreated')
    expect(data.orderNumber).toMatch(/^TW\d{6}-[0-9A-Z]{6}$/)
    const { docs } = await payload.find({ collection: 'orders', where: { orderNumber: { equals: data.orderNumber } }, depth: 1 })
    const order = docs[0]!
    expect(order).toMatchObject({ status: 'unpaid', contactEmail: email, surname: 'CHEN', givenName: 'MEI LING', locale: 'en', displayCurrency: 'TWD' })
    expect(order.consent.termsVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(new Date(order.consent.acceptedAt).getTime()).toBeGreaterThan(Date.now() - 60_000)
    const member = order.member as { email: string; accountType: number }
    expect(member).toMatchObject({ email, accountType: 1 })
    // The code was single use.
    expect((await place(orderBody(email))).status).toBe(400)
  })

  it('mails a generated password that logs in, and the first login moves it to Payload\'s hash', async () => {
    const email = `${unique('newbie')}@example.com`
    await codeFor(email)
    expect((await place(orderBody(email))).status).toBe(200)
    const { docs: jobs } = await payload.find({ collection: 'payload-jobs', where: { queue: { equals: 'messaging' } }, limit: 1000, pagination: false })
    const job = jobs.find((j) => (j.input as { to?: string }).to === email && (j.input as { kind?: string }).kind === 'newMember')
    const password = openFields((job!.input as { data: { password: string } }).data, ['password']).password
    expect(password).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{12}$/)
    const storedHash = async () => {
      const { docs } = await payload.find({ collection: 'members', where: { email: { equals: email } }, showHiddenFields: true, overrideAccess: true })
      return String((docs[0] as { hash?: string }).hash)
    }
    expect(await storedHash()).toMatch(/^shop-generated-hmac-sha256-v1:/)

    // Another last character (a generated password may itself end in "x").
    const wrongPassword = `${password.slice(0, -1)}${password.endsWith('x') ? 'y' : 'x'}`
    const wrong = await postJson(loginRoute, '/api/login', { email, password: wrongPassword }, { lang: 'en' })
    expect(wrong.body.code).toBe(401)
    expect(await storedHash(), 'a wrong password changes nothing').toMatch(/^shop-generated-hmac-sha256-v1:/)

    const right = await postJson(loginRoute, '/api/login', { email: email.toUpperCase(), password }, { lang: 'en' })
    expect(right.body.code).toBe(200)
    expect(await storedHash()).toMatch(/^pbkdf2-sha256-v1:/)
    const again = await postJson(loginRoute, '/api/login', { email, password }, { lang: 'en' })
    expect(again.body.code, 'the same password keeps working after the upgrade').toBe(200)
  })

  it('attaches an order to an existing member without creating another', async () => {
    const email = `${unique('again')}@example.com`
    await codeFor(email)
    expect((await place(orderBody(email))).status).toBe(200)
    await codeFor(email)
    const before = await counts()
    const second = await place(orderBody(email))
    expect(second.status).toBe(200)
    expect((await counts()).members).toBe(before.members)
    const member = await payload.find({ collection: 'members', where: { email: { equals: email } } })
    expect((await payload.count({ collection: 'orders', where: { member: { equals: member.docs[0]!.id } } })).totalDocs).toBe(2)
  })

  it('gives a single-use code to exactly one of 50 concurrent orders', async () => {
    const { code, id } = await promo({ kind: 'fixed', value: 50, maxUses: 1 })
    const emails = Array.from({ length: 50 }, (_, i) => `${unique(`race${i}`)}@example.com`)
    await Promise.all(emails.map(codeFor))
    const results = await Promise.all(emails.map((email) => place(orderBody(email, { promoCode: code }))))
    const statuses = results.map((r) => r.status)
    expect(statuses.filter((s) => s >= 500)).toEqual([])
    const discounted = results.filter((r) => r.status === 200)
    expect(discounted).toHaveLength(1)
    expect((discounted[0]!.body.data as { money: { discountTwd: number } }).money.discountTwd).toBe(50)
    expect(results.filter((r) => r.status === 409 || r.status === 400)).toHaveLength(49)
    const stored = await payload.findByID({ collection: 'promo-codes', id })
    expect(stored.usedCount).toBe(1)
    expect((await payload.count({ collection: 'orders', where: { promoCodeText: { equals: code } } })).totalDocs).toBe(1)
  })

  it('sells exactly C seats when 5C travellers race for a slot of capacity C', async () => {
    const capacity = 4
    const visitDate = tomorrow()
    const emails = Array.from({ length: 5 * capacity }, (_, i) => `${unique(`deck${i}`)}@example.com`)
    await Promise.all(emails.map(codeFor))
    const item = { kind: 'observationDeck', activityId: fx.deckId, visitDate, time: '10:00', quantity: 1 }
    const results = await Promise.all(emails.map((email) => place(orderBody(email, { item }))))
    expect(results.filter((r) => r.status >= 500)).toEqual([])
    expect(results.filter((r) => r.status === 200)).toHaveLength(capacity)
    const full = results.filter((r) => r.status === 409)
    expect(full).toHaveLength(4 * capacity)
    expect((full[0]!.body.data as { errors: Record<string, string> }).errors['item.time']).toBe(MESSAGES.en.validation.slotFull)
    const { docs } = await payload.find({
      collection: 'slot-reservations',
      where: { and: [{ activity: { equals: fx.deckId } }, { visitDate: { equals: visitDate } }, { time: { equals: '10:00' } }] },
      pagination: false,
    })
    expect(docs.reduce((sum, r) => sum + r.seats, 0)).toBe(capacity)
  })

  it('returns the same order for a retried Idempotency-Key, also when retries race', async () => {
    const email = `${unique('idem')}@example.com`
    await codeFor(email)
    const key = `test-${unique('key')}`
    const first = await place(orderBody(email), { 'idempotency-key': key })
    const again = await place(orderBody(email), { 'idempotency-key': key })
    expect(first.status).toBe(200)
    expect(again.status).toBe(200)
    expect((again.body.data as { orderNumber: string }).orderNumber).toBe((first.body.data as { orderNumber: string }).orderNumber)

    const racer = `${unique('idem-race')}@example.com`
    await codeFor(racer)
    const raceKey = `test-${unique('race-key')}`
    const racing = await Promise.all(Array.from({ length: 5 }, () => place(orderBody(racer), { 'idempotency-key': raceKey })))
    expect(racing.map((r) => r.status)).toEqual([200, 200, 200, 200, 200])
    const numbers = new Set(racing.map((r) => (r.body.data as { orderNumber: string }).orderNumber))
    expect(numbers.size).toBe(1)
    expect((await payload.count({ collection: 'orders', where: { contactEmail: { equals: racer } } })).totalDocs).toBe(1)
  })

  it('checks the buyer: 18 or older (no guardian at 19: majority is 18), an English passport name', async () => {
    const email = `${unique('young')}@example.com`
    await codeFor(email)
    const today = taipeiDate()
    const years = (n: number) => `${Number(today.slice(0, 4)) - n}${today.slice(4)}`
    const minor = await place(orderBody(email, { birthDate: addDays(years(18), 1) }), { lang: lang('ko') })
    expect(errorsOf(minor.body.data).birthDate).toBe(MESSAGES.ko.validation.ageMinimum)
    const name = await place(orderBody(email, { surname: '陳' }))
    expect(errorsOf(name.body.data).surname).toBe(MESSAGES.en.validation.passportName)
    const ok = await place(orderBody(email, { birthDate: years(19) }))
    expect(ok.status).toBe(200)
  })

  it('answers bad input with 4xx and leaves nothing behind', async () => {
    const email = `${unique('bad')}@example.com`
    await codeFor(email)
    const before = await counts()
    const bodies: (string | null)[] = [
      '{not json',
      '[]',
      JSON.stringify({}),
      JSON.stringify(orderBody(email, { item: { kind: 'product', productId: 'x' } })),
      JSON.stringify(orderBody(email, { email: 'not-an-email' })),
      JSON.stringify(orderBody(email, { phone: '0912345678' })),
      JSON.stringify(orderBody(email, { agree: false })),
      JSON.stringify(orderBody(email, { extra: 1 })),
      JSON.stringify(orderBody(email, { item: { ...simItem(1), quantity: 99 } })),
      JSON.stringify(orderBody(email, { item: { ...simItem(1), pickup: { ...simItem(1).pickup, date: '2000-01-01' } } })),
      JSON.stringify(orderBody(email, { verificationCode: '000000' })),
      JSON.stringify(orderBody(email, { promoCode: 'DOES-NOT-EXIST' })),
      JSON.stringify(orderBody(email, { partnerName: 'asiaMiles' })),
    ]
    for (const body of bodies) {
      const { status } = await call(placeOrderRoute, postRequest('/api/order/placeOrder', body, { lang: 'en' }))
      expect(status, String(body).slice(0, 80)).toBeGreaterThanOrEqual(400)
      expect(status, String(body).slice(0, 80)).toBeLessThan(500)
    }
    expect(await counts()).toEqual(before)
    const en = await place(orderBody(email, { email: 'bad@' }))
    expect(errorsOf(en.body.data).email).toBe(MESSAGES.en.validation.invalidEmail)
  })
})

describe('verification codes', () => {
  it('stops a brute force after 5 wrong tries, even for the right code', async () => {
    const email = `${unique('brute')}@example.com`
    await codeFor(email)
    const check = (code: string) => postJson(checkCodeRoute, '/api/checkCode', { email, code }, { lang: 'en' })
    for (let i = 0; i < 5; i++) expect((await check(String(100000 + i))).status).toBe(400)
    const right = await check(CODE)
    expect(right.status).toBe(400)
    expect(errorsOf(right.body.data).code).toBe(MESSAGES.en.validation.codeInvalid)
    expect((await place(orderBody(email))).status).toBe(400)
  })

  it('accepts the right code before that', async () => {
    const email = `${unique('right')}@example.com`
    await codeFor(email)
    const { status } = await postJson(checkCodeRoute, '/api/checkCode', { email, code: CODE }, { lang: 'en' })
    expect(status).toBe(200)
  })

  it('limits sends per address, per IP and per phone-number prefix', async () => {
    const send = (email: string, ip: string) => postJson(sendEmailRoute, '/api/sendEmail', { email }, { lang: 'en', [CLIENT_IP_HEADER]: ip })
    const email = `${unique('limit')}@example.com`
    expect((await send(email, '203.0.113.1')).status).toBe(200)
    const again = await send(email, '203.0.113.1')
    expect(again.status).toBe(429)
    // It says that nothing was sent, and how long to wait: the rest of the minute.
    expect(again.body.message).toBe(MESSAGES.en.api.tooManyCodes.replace('{minutes, plural, one {# minute} other {# minutes}}', '1 minute'))
    const wait = (again.body.data as { retryAfterSeconds: number }).retryAfterSeconds
    expect(wait).toBeGreaterThan(0)
    expect(wait).toBeLessThanOrEqual(60)
    // That client's minute only: another client (the address's owner, elsewhere) gets a code at once.
    expect((await send(email, '203.0.113.2')).status).toBe(200)

    const ip = `198.51.100.${run % 250}`
    const perIp = []
    for (let i = 0; i < 21; i++) perIp.push((await send(`${unique(`ip${i}`)}@example.com`, ip)).status)
    expect(perIp.slice(0, 20).every((s) => s === 200)).toBe(true)
    expect(perIp[20]).toBe(429)

    const sms = (phone: string, i: number) => postJson(sendSmsRoute, '/api/sendSms', { phone }, { lang: 'en', [CLIENT_IP_HEADER]: `192.0.2.${i}` })
    const prefix = []
    for (let i = 0; i < 31; i++) prefix.push((await sms(`+88691200${String(10000 + i).slice(1)}`, i)).status)
    expect(prefix.slice(0, 30).every((s) => s === 200)).toBe(true)
    expect(prefix[30]).toBe(429)
  })

  it('a burst at one number that its own limits refuse sends one code and leaves its IP and number range to others', async () => {
    // A range of this test's own (+886913…): 40 requests at once for one number, from one IP.
    const number = (last: number) => `+8869130${String(run % 1000).padStart(3, '0')}${String(last).padStart(2, '0')}`
    const sms = (phone: string, ip: string) => postJson(sendSmsRoute, '/api/sendSms', { phone }, { lang: 'en', [CLIENT_IP_HEADER]: ip })
    const ip = `198.51.101.${run % 250}`
    const burst = await Promise.all(Array.from({ length: 40 }, () => sms(number(1), ip)))
    expect(burst.map((reply) => reply.status).sort()).toEqual([200, ...Array.from({ length: 39 }, () => 429)])
    // The 39 refused sent nothing and counted only against that number: the range and the IP still have room.
    expect((await sms(number(2), ip)).status).toBe(200)
    const others = []
    for (let i = 3; i < 31; i++) others.push((await sms(number(i), `192.0.3.${i}`)).status)
    expect(others.every((s) => s === 200)).toBe(true)
  })

  it('answers a password-reset request the same way whether or not the account exists', async () => {
    const known = await postJson(sendEmailRoute, '/api/sendEmail', { email: 'member@taiwan-sim.test', purpose: 'passwordReset' }, { lang: 'en', [CLIENT_IP_HEADER]: '192.0.2.200' })
    const unknown = await postJson(sendEmailRoute, '/api/sendEmail', { email: `${unique('nobody')}@example.com`, purpose: 'passwordReset' }, { lang: 'en', [CLIENT_IP_HEADER]: '192.0.2.201' })
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    expect(unknown.body).toEqual(known.body)
  })
})

describe('verification codes under attack', () => {
  const codeRow = async (email: string) => {
    const { docs } = await payload.find({ collection: 'verification-codes', where: { target: { equals: email } }, sort: '-createdAt', limit: 1 })
    return docs[0]!
  }
  const check = (email: string, code: string, ip = randomClientIp()) =>
    postJson(checkCodeRoute, '/api/checkCode', { email, code }, { lang: 'en', [CLIENT_IP_HEADER]: ip })

  it('an order refused for another reason (an unknown promo code) leaves its right code all five tries, six times over', async () => {
    const email = `${unique('refused-keeps-tries')}@example.com`
    await codeFor(email)
    for (let i = 0; i < 6; i++) {
      const refused = await place(orderBody(email, { promoCode: 'NOPE-NOPE' }))
      expect(refused.status).toBe(400)
      expect(errorsOf(refused.body.data).promoCode).toBe(MESSAGES.en.validation.promoInvalid)
    }
    expect((await codeRow(email)).attempts).toBe(0)
    expect((await place(orderBody(email))).status).toBe(200)
    expect((await codeRow(email)).consumedAt).toBeTruthy()
  })

  it('40 parallel guesses (39 wrong, the right one among them) compare at most 5 times', async () => {
    const email = `${unique('race-guess')}@example.com`
    await codeFor(email)
    const guesses = [...Array.from({ length: 39 }, (_, i) => String(200000 + i)), CODE]
    const ip = randomClientIp()
    const results = await Promise.all(guesses.map((code) => check(email, code, ip)))
    const row = await codeRow(email)
    // Each try is taken atomically before comparing: never more than five, whatever the timing.
    expect(row.attempts).toBeLessThanOrEqual(5)
    expect(results.filter((r) => r.status === 200).length).toBeLessThanOrEqual(1)
    // Beyond 10 tries that client is in back-off at the address: those never reach a code.
    expect(results.filter((r) => r.status === 429)).toHaveLength(30)
    expect(results.filter((r) => r.status >= 500)).toEqual([])
  })

  it('after 10 wrong codes from one client at an address, even a new right code waits there, and the reply says for how long', async () => {
    const email = `${unique('backoff')}@example.com`
    const ip = randomClientIp()
    for (let i = 0; i < 2; i++) {
      await codeFor(email)
      for (let j = 0; j < 5; j++) expect((await check(email, String(300000 + i * 10 + j), ip)).status).toBe(400)
    }
    await codeFor(email)
    const refused = await check(email, CODE, ip)
    expect(refused.status).toBe(429)
    expect(refused.body.message).toBe(MESSAGES.en.api.tooManyAttempts.replace(/\{minutes, plural.*\}\./, '1 minute.'))
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('placing an order needs proof of the e-mail', () => {
  it('a code sent to a phone does not place an order for an e-mail address (nor reveal its account)', async () => {
    const victim = `${unique('victim')}@example.com`
    await codeFor(victim)
    expect((await place(orderBody(victim))).status).toBe(200)
    const before = await counts()
    // The attacker verifies their own phone…
    const phone = '+886912345678'
    await payload.create({
      collection: 'verification-codes',
      data: {
        purpose: 'orderContact',
        channel: 'sms',
        target: phone,
        codeHash: hashCode(payloadSecret(), 'orderContact', phone, CODE),
        expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
        attempts: 0,
      },
    })
    // …and orders under the victim's e-mail with it: refused like any wrong code.
    const attack = await place(orderBody(victim, { phone }))
    expect(attack.status).toBe(400)
    expect(errorsOf(attack.body.data).verificationCode).toBe(MESSAGES.en.validation.codeInvalid)
    expect(await counts()).toEqual(before)
  })

  it('answers a new and an existing e-mail with the same shape of reply', async () => {
    const existing = `${unique('known')}@example.com`
    await codeFor(existing)
    await place(orderBody(existing))
    await codeFor(existing)
    const fresh = `${unique('fresh')}@example.com`
    await codeFor(fresh)
    const a = await place(orderBody(existing))
    const b = await place(orderBody(fresh))
    expect(Object.keys(a.body.data).sort()).toEqual(Object.keys(b.body.data).sort())
    expect(a.body.message).toBe(b.body.message)
  })
})

describe('Idempotency-Key replays', () => {
  it('return the order only with the same e-mail AND code; a replay with a wrong code learns nothing', async () => {
    const email = `${unique('replay')}@example.com`
    await codeFor(email)
    const key = `replay-${unique('key')}`
    const first = await place(orderBody(email), { 'idempotency-key': key })
    expect(first.status).toBe(200)
    const orderNumber = (first.body.data as { orderNumber: string }).orderNumber

    const guess = await place(orderBody(email, { verificationCode: '111111' }), { 'idempotency-key': key })
    expect(guess.status).toBe(400)
    expect(JSON.stringify(guess.body)).not.toContain(orderNumber)

    const otherEmail = await place(orderBody(`${unique('other')}@example.com`), { 'idempotency-key': key })
    expect(otherEmail.status).toBe(400)
    expect(JSON.stringify(otherEmail.body)).not.toContain(orderNumber)

    const retry = await place(orderBody(email), { 'idempotency-key': key })
    expect(retry.status).toBe(200)
    expect((retry.body.data as { orderNumber: string }).orderNumber).toBe(orderNumber)
    expect((await payload.count({ collection: 'orders', where: { contactEmail: { equals: email } } })).totalDocs).toBe(1)
  })
})

describe('promo codes cannot be guessed', () => {
  it('one address may try 20 unusable codes, then waits — even for a valid one; other addresses are unaffected', async () => {
    const ip = randomClientIp()
    const money = (promoCode: string, from = ip) =>
      postJson(countMoneyRoute, '/api/order/countMoney', { item: simItem(1), promoCode }, { lang: 'en', [CLIENT_IP_HEADER]: from })
    for (let i = 0; i < 20; i++) expect((await money(`GUESS${i}X`)).status).toBe(400)
    const { code } = await promo({ kind: 'fixed', value: 10 })
    const blocked = await money(code)
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await money(code, randomClientIp())).status).toBe(200)
    // Quotes without a code are never limited.
    const plain = await postJson(countMoneyRoute, '/api/order/countMoney', { item: simItem(1) }, { lang: 'en', [CLIENT_IP_HEADER]: ip })
    expect(plain.status).toBe(200)
  })

  it('valid codes do not count against the address', async () => {
    const ip = randomClientIp()
    const { code } = await promo({ kind: 'fixed', value: 10 })
    for (let i = 0; i < 25; i++) {
      const r = await postJson(countMoneyRoute, '/api/order/countMoney', { item: simItem(1), promoCode: code }, { lang: 'en', [CLIENT_IP_HEADER]: ip })
      expect(r.status).toBe(200)
    }
  })
})
