/**
 * Fulfilment on the real database (issue 10): paid orders get their eSIM codes (never one code twice,
 * even when 100 payments race), vouchers or tickets; an empty inventory keeps orders paid until an
 * import; the import is all or nothing; the delivery mail keeps no eSIM code in the outbox; the order
 * page's signed link refuses any other key.
 */
import { GET as REST_GET, POST as REST_POST } from '@/app/(payload)/api/[...slug]/route'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { inTransaction } from '@/server/db/transaction'
import { fulfilPaidOrder, fulfilWaitingEsimOrders } from '@/server/fulfilment'
import { importEsimCodes } from '@/server/fulfilment/esimInventory'
import { loadOrderPass, passIn } from '@/server/fulfilment/pass'
import { orderKey } from '@/server/signing/orderLinks'
import { applyOrderEvent } from '@/server/orders/status'

import { B2C, BBC, CLIENT_IP_HEADER, MEMBER, MEMBER_PASSWORD, STAFF, STAFF_PASSWORD, createTestOrder, localLogin, payload, randomClientIp, waitFor } from './helpers'

let p: Payload
let categoryId: number
let memberId: number
let run = 0

beforeAll(async () => {
  p = await payload()
  const category = await p.find({ collection: 'product-categories', limit: 1, depth: 0 })
  categoryId = category.docs[0]!.id
  const member = await p.create({ collection: 'members', data: { email: `fulfil-${Date.now()}@example.com`, password: 'fulfil-pw-1', accountType: 1 } })
  memberId = member.id
})

/** A fresh eSIM product per test, so inventories and alerts never meet. */
async function esimProduct() {
  const product = await p.create({
    collection: 'products',
    locale: 'zh-TW',
    data: {
      name: `Fulfilment eSIM ${Date.now()}-${++run}`,
      category: categoryId,
      cardType: 'esim',
      network: '5G',
      plans: [{ days: 5, dataAllowance: 'Unlimited', priceTwd: 450 }],
      _status: 'draft' as const,
    },
  })
  return product.id
}

/** `n` codes for the product, straight from the import service (its own transaction). */
async function stock(productId: number, n: number, prefix = `R${Date.now().toString(36).toUpperCase()}${run}`) {
  const text = Array.from({ length: n }, (_, i) => `LPA:1$smdp.fulfil.test$${prefix}-${i + 1}`).join('\n')
  const report = await inTransaction(p, ({ req }) => importEsimCodes(p, req, { productId, text, dryRun: false }))
  expect(report.imported).toBe(n)
  return text.split('\n')
}

const esimOrder = (productId: number, data: Record<string, unknown> = {}) =>
  createTestOrder({ member: memberId, data: { product: productId, cardType: 'esim', itemKind: 'product', ...data } })

/** What the payment service does after a successful charge: pay, then fulfil, in one transaction. */
const payAndFulfil = (orderId: number) =>
  inTransaction(p, async ({ req }) => {
    await applyOrderEvent(p, req, { orderId, event: 'pay', actor: 'provider' })
    return fulfilPaidOrder(p, req, orderId)
  })

const orderOf = (id: number) => p.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true })
const codesOf = async (productId: number) =>
  (await p.find({ collection: 'esim-codes', where: { product: { equals: productId } }, depth: 0, limit: 1000, overrideAccess: true, sort: 'id' })).docs
const alertsOf = async (productId: number) =>
  (await p.find({ collection: 'stock-alerts', where: { product: { equals: productId } }, depth: 0, overrideAccess: true, sort: 'createdAt' })).docs
/** The mails sent to `email` (their outbox copies), once this process's messaging drain has sent them. */
async function mailsTo(email: string, count = 1) {
  return waitFor(async () => {
    const { docs } = await p.find({ collection: 'outbox', where: { to: { equals: email } }, depth: 0, overrideAccess: true })
    return docs.length >= count ? docs : null
  }, `a mail to ${email}`)
}

describe('fulfilPaidOrder: eSIM', () => {
  it('100 racing paid orders get 100 distinct codes, each recorded on its order; one low-stock alert', async () => {
    const productId = await esimProduct()
    await stock(productId, 100)
    const orders = []
    for (let i = 0; i < 100; i++) orders.push(await esimOrder(productId))

    const statuses = await Promise.all(orders.map((order) => payAndFulfil(order.id)))
    expect(statuses.every((s) => s === 'delivered')).toBe(true)

    const codes = await codesOf(productId)
    expect(codes.every((c) => c.status === 'assigned')).toBe(true)
    const owners = codes.map((c) => (typeof c.order === 'object' ? c.order?.id : c.order))
    expect(new Set(owners).size).toBe(100)
    expect(new Set(owners)).toEqual(new Set(orders.map((o) => o.id)))
    for (const order of orders) {
      const stored = await orderOf(order.id)
      const code = codes.find((c) => (typeof c.order === 'object' ? c.order?.id : c.order) === order.id)!
      expect(stored.status).toBe('delivered')
      expect(stored.fulfilment?.esimCode).toBe(code.id)
      expect(stored.fulfilment?.deliveredAt).toBeTruthy()
    }
    // Fewer than the low-stock mark (20 by default) were left many times over: staff hear it once.
    const alerts = await alertsOf(productId)
    expect(alerts.map((a) => a.kind)).toEqual(['lowStock'])
  }, 180_000)

  it('an order of two eSIMs gets two codes; fulfilling again takes none', async () => {
    const productId = await esimProduct()
    await stock(productId, 3)
    const order = await esimOrder(productId, { quantity: 2 })
    expect(await payAndFulfil(order.id)).toBe('delivered')
    expect(await inTransaction(p, ({ req }) => fulfilPaidOrder(p, req, order.id))).toBe('delivered')
    const codes = await codesOf(productId)
    expect(codes.filter((c) => c.status === 'assigned')).toHaveLength(2)
  })

  it('rolls back with the payment: the code stays available', async () => {
    const productId = await esimProduct()
    await stock(productId, 1)
    const order = await esimOrder(productId)
    await expect(
      inTransaction(p, async ({ req }) => {
        await applyOrderEvent(p, req, { orderId: order.id, event: 'pay', actor: 'provider' })
        await fulfilPaidOrder(p, req, order.id)
        throw new Error('the charge was declined after all')
      }),
    ).rejects.toThrow('declined')
    expect((await codesOf(productId))[0]!.status).toBe('available')
    expect((await orderOf(order.id)).status).toBe('unpaid')
  })

  it('leaves an unpaid order alone', async () => {
    const productId = await esimProduct()
    await stock(productId, 1)
    const order = await esimOrder(productId)
    expect(await inTransaction(p, ({ req }) => fulfilPaidOrder(p, req, order.id))).toBe('unpaid')
    expect((await codesOf(productId))[0]!.status).toBe('available')
  })

  it('an empty inventory keeps paid orders paid and alerts once; an import serves them and resolves the alert', async () => {
    const productId = await esimProduct()
    const first = await esimOrder(productId)
    const second = await esimOrder(productId)
    expect(await payAndFulfil(first.id)).toBe('paid')
    expect(await payAndFulfil(second.id)).toBe('paid')
    let alerts = await alertsOf(productId)
    expect(alerts.map((a) => [a.kind, a.resolvedAt ?? null])).toEqual([['empty', null]])

    await stock(productId, 2)
    expect(await fulfilWaitingEsimOrders(p, { productId })).toEqual({ delivered: 2, waiting: 0 })
    expect((await orderOf(first.id)).status).toBe('delivered')
    expect((await orderOf(second.id)).status).toBe('delivered')
    alerts = await alertsOf(productId)
    expect(alerts.find((a) => a.kind === 'empty')?.resolvedAt).toBeTruthy()
  })
})

describe('fulfilPaidOrder: voucher and tickets', () => {
  it('a physical card becomes pending pickup with a voucher mail', async () => {
    const airport = (await p.find({ collection: 'airports', limit: 1, depth: 0 })).docs[0]!
    const order = await createTestOrder({ airport: airport.id, member: memberId })
    expect(await payAndFulfil(order.id)).toBe('pendingPickup')
    const [mail] = await mailsTo(order.contactEmail)
    expect(mail).toMatchObject({ kind: 'delivered', subject: expect.stringContaining('pickup voucher') })
    expect(mail!.text).toContain('Test counter')
    const pass = await loadOrderPass(p, order.orderNumber, orderKey(order.orderNumber))
    expect(pass).toMatchObject({ status: 'pendingPickup', kind: 'voucher', voucher: order.orderNumber })
  })

  it('a round-trip rail order is delivered with two tickets (outbound and return)', async () => {
    const order = await createTestOrder({ member: memberId, data: { itemKind: 'rail', railTrip: 'roundTrip', cardType: null, itemName: 'Airport MRT' } })
    expect(await payAndFulfil(order.id)).toBe('delivered')
    const [mail] = await mailsTo(order.contactEmail)
    expect(mail!.text).toContain('Ticket 1 of 2 (outbound journey)')
    expect(mail!.text).toContain('Ticket 2 of 2 (return journey)')
    const pass = await loadOrderPass(p, order.orderNumber, orderKey(order.orderNumber))
    expect(pass?.tickets.map((t) => t.leg)).toEqual(['outbound', 'return'])
  })
})

describe('the order page reads in its own language', () => {
  it('names the item, its plan and the pickup counter in the page language; in the order language the stored text', async () => {
    const where = { cardType: { equals: 'physical' }, _status: { equals: 'published' } } as const
    const find = async (locale: 'zh-CN' | 'ja') => (await p.find({ collection: 'products', where, sort: 'id', limit: 1, depth: 0, locale, overrideAccess: true })).docs[0]!
    const [cn, ja] = [await find('zh-CN'), await find('ja')]
    const airport = (await p.find({ collection: 'airports', limit: 1, depth: 0, locale: 'ja', overrideAccess: true })).docs[0]!
    const counter = airport.counters![0]!
    const order = await createTestOrder({
      airport: airport.id,
      member: memberId,
      data: { locale: 'zh-CN', product: cn.id, planId: cn.plans![0]!.id, itemName: cn.name, planLabel: '3 天 · 无限流量', pickup: { airport: airport.id, counterId: counter.id, place: '桃园国际机场 · 柜台', date: '2026-12-01', time: '10:00' } },
    })
    const pass = (await loadOrderPass(p, order.orderNumber, orderKey(order.orderNumber)))!
    const inJapanese = await passIn(p, pass, 'ja')
    expect(ja.name).not.toBe(cn.name)
    expect(inJapanese.itemName).toBe(ja.name)
    expect(inJapanese.planLabel).not.toBe('3 天 · 无限流量')
    expect(inJapanese.pickup?.place).toContain(airport.name)
    expect(inJapanese.pickup?.place).not.toContain('桃园')
    // The order's own language: the stored text, as its mails and PDF say it.
    expect(await passIn(p, pass, 'zh-CN')).toEqual(pass)
  })
})

describe('the delivery mail and the order page link', () => {
  it('the job row seals the eSIM code and the outbox copy never contains it', async () => {
    const productId = await esimProduct()
    const [lpa] = await stock(productId, 1)
    const email = `esim-mail-${Date.now()}@example.com`
    const order = await createTestOrder({ email, data: { product: productId, cardType: 'esim', itemKind: 'product', locale: 'ja' } })
    const matchingId = lpa!.split('$')[2]!
    // The job row as the payment transaction writes it (it is deleted once sent).
    const input = await inTransaction(p, async ({ req }) => {
      await applyOrderEvent(p, req, { orderId: order.id, event: 'pay', actor: 'provider' })
      await fulfilPaidOrder(p, req, order.id)
      const { docs } = await p.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'sendMail' } }, sort: '-createdAt', limit: 20, depth: 0, req, overrideAccess: true })
      return docs.map((job) => job.input as { to?: string; kind?: string; data?: Record<string, unknown> }).find((i) => i.to === email)
    })
    expect(input?.kind).toBe('delivered')
    expect(JSON.stringify(input)).not.toContain(matchingId)
    expect(JSON.stringify(input)).not.toContain(orderKey(order.orderNumber))

    const outbox = await mailsTo(email)
    expect(outbox).toHaveLength(1)
    const copy = outbox[0]!
    expect(copy).toMatchObject({ kind: 'delivered', locale: 'ja', masked: true, status: 'sent' })
    for (const part of [copy.subject, copy.text, copy.html]) {
      expect(part).toBeTruthy()
      expect(part).not.toContain(lpa)
      expect(part).not.toContain(matchingId)
      expect(part).not.toContain(orderKey(order.orderNumber))
    }
    expect(copy.text).toContain('smdp.fulfil.test')
  })

  it('the signed link opens the order; any other key, or another order’s key, does not', async () => {
    const productId = await esimProduct()
    const [lpa] = await stock(productId, 1)
    const order = await esimOrder(productId)
    const other = await esimOrder(productId)
    const key = orderKey(order.orderNumber)
    expect((await loadOrderPass(p, order.orderNumber, key))?.esims).toEqual([])
    expect((await loadOrderPass(p, order.orderNumber, key))?.status).toBe('unpaid')
    await payAndFulfil(order.id)
    expect((await loadOrderPass(p, order.orderNumber, key))?.esims.map((e) => e.lpa)).toEqual([lpa])
    expect(await loadOrderPass(p, order.orderNumber, `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`)).toBeNull()
    expect(await loadOrderPass(p, order.orderNumber, orderKey(other.orderNumber))).toBeNull()
    expect(await loadOrderPass(p, order.orderNumber, undefined)).toBeNull()
    expect(await loadOrderPass(p, 'TEST-NOPE-1', orderKey('TEST-NOPE-1'))).toBeNull()
  })
})

describe('who reads the activation codes', () => {
  const list = async (productId: number, token?: string) => {
    const response = await REST_GET(
      new Request(`http://localhost/api/esim-codes?where[product][equals]=${productId}&depth=0`, {
        headers: { [CLIENT_IP_HEADER]: randomClientIp(), ...(token ? { authorization: `JWT ${token}` } : {}) },
      }),
      { params: Promise.resolve({ slug: ['esim-codes'] }) },
    )
    return { status: response.status, text: await response.text() }
  }

  it('admins only: anonymous visitors, members, partners, support, editors and counter staff never see a code', async () => {
    const productId = await esimProduct()
    const [lpa] = await stock(productId, 1)
    const matchingId = lpa!.split('$')[2]!
    const admin = await list(productId, (await localLogin('staff', STAFF.admin, STAFF_PASSWORD)).token)
    expect(admin.status).toBe(200)
    expect(admin.text).toContain(matchingId)

    const readers: [string, string | undefined][] = [['anonymous', undefined]]
    for (const email of [MEMBER, B2C, BBC]) readers.push([email, (await localLogin('members', email, MEMBER_PASSWORD)).token])
    for (const role of ['support', 'editor', 'counter'] as const) readers.push([role, (await localLogin('staff', STAFF[role], STAFF_PASSWORD)).token])
    for (const [who, token] of readers) {
      const { status, text } = await list(productId, token)
      expect([200, 403], who).toContain(status)
      expect(text, who).not.toContain(matchingId)
      expect(text, who).not.toContain('LPA:1$')
    }
    // Support sees that the product has a code (the row), not the code.
    const support = await list(productId, (await localLogin('staff', STAFF.support, STAFF_PASSWORD)).token)
    expect(JSON.parse(support.text)).toMatchObject({ totalDocs: 1 })
  })
})

describe('POST /api/esim-codes/import', () => {
  const post = (body: unknown, token?: string) =>
    REST_POST(
      new Request('http://localhost/api/esim-codes/import', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CLIENT_IP_HEADER]: randomClientIp(), ...(token ? { authorization: `JWT ${token}` } : {}) },
        body: JSON.stringify(body),
      }),
      { params: Promise.resolve({ slug: ['esim-codes', 'import'] }) },
    )

  it('admins only', async () => {
    const productId = await esimProduct()
    const body = { productId, text: 'LPA:1$smdp.fulfil.test$ONLY-ADMINS', dryRun: false }
    expect((await post(body)).status).toBe(401)
    for (const role of ['editor', 'support', 'counter'] as const) {
      const { token } = await localLogin('staff', STAFF[role], STAFF_PASSWORD)
      expect((await post(body, token)).status).toBe(403)
    }
    for (const account of [MEMBER, B2C, BBC]) {
      const { token } = await localLogin('members', account, MEMBER_PASSWORD)
      expect((await post(body, token)).status).toBe(403)
    }
    expect(await codesOf(productId)).toEqual([])
  })

  it('previews, refuses a file with a malformed or duplicate line (importing nothing), imports a clean one and serves waiting orders', async () => {
    const { token } = await localLogin('staff', STAFF.admin, STAFF_PASSWORD)
    const productId = await esimProduct()
    const [existing] = await stock(productId, 1, `EX${Date.now().toString(36).toUpperCase()}`)
    const waiting = await esimOrder(productId, { quantity: 2 })
    // The one existing code goes to nobody: the order needs two.
    expect(await payAndFulfil(waiting.id)).toBe('paid')

    const tag = Date.now().toString(36).toUpperCase()
    const bad = [`LPA:1$smdp.fulfil.test$${tag}-1`, 'LPA:1$not a host$X', `LPA:1$smdp.fulfil.test$${tag}-1`, existing].join('\n')
    const refused = await post({ productId, text: bad, dryRun: false }, token)
    expect(refused.status).toBe(200)
    const report = ((await refused.json()) as { data: { imported: number; invalid: number; lines: { line: number; problem?: string; duplicateOf?: number }[] } }).data
    expect(report.imported).toBe(0)
    expect(report.lines.map((l) => [l.line, l.problem ?? 'ok', l.duplicateOf ?? null])).toEqual([
      [1, 'ok', null],
      [2, 'address', null],
      [3, 'duplicateInFile', 1],
      [4, 'duplicateInInventory', null],
    ])
    expect(await codesOf(productId)).toHaveLength(1)

    const good = `lpa\n${[1, 2, 3].map((i) => `LPA:1$smdp.fulfil.test$${tag}-${i}`).join('\n')}`
    const preview = ((await (await post({ productId, text: good, dryRun: true }, token)).json()) as { data: { valid: number; imported: number } }).data
    expect(preview).toMatchObject({ valid: 3, imported: 0 })
    expect(await codesOf(productId)).toHaveLength(1)

    const done = ((await (await post({ productId, text: good, dryRun: false }, token)).json()) as { data: { imported: number; served: unknown } }).data
    expect(done).toMatchObject({ imported: 3, served: { delivered: 1, waiting: 0 } })
    expect((await orderOf(waiting.id)).status).toBe('delivered')
    expect((await codesOf(productId)).filter((c) => c.status === 'available')).toHaveLength(2)
  })
})
