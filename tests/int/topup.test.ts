/**
 * Issue 41 item 4: an eSIM's usage and its top-ups. A delivered wholesaler eSIM (the local eSIM Access sandbox) shows
 * its data used and left; a top-up is an order of its own, priced from the `top-up-plans` catalog, paid through
 * /api/checkout (the TapPay sandbox) and applied at the wholesaler by a job — once per order, whatever races. Only the
 * order's member or the signed link's holder sees it or buys one. Real route handlers, PostgreSQL, sandboxes over HTTP.
 */
import './content-next-runtime'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as plansRoute } from '@/app/(frontend)/api/order/topUp/plans/route'
import { POST as topUpRoute } from '@/app/(frontend)/api/order/topUp/route'
import type { PlacedOrderView } from '@/lib/views/order'
import type { Order } from '@/payload-types'
import { SANDBOX_TOPUP_PACKAGES, startEsimAccessSandbox, sandboxApiUrl, type EsimSandbox } from '../../dev/sandboxes/esimAccess'
import { storeProfileState } from '@/server/db/queries/esimCodes'
import { sqlHandle } from '@/server/db/transaction'
import { orderKey } from '@/server/signing/orderLinks'
import type { EsimTopUpView } from '@/server/topUp/topUp'
import { applyTopUp } from '@/server/topUp/topUpJob'
import { startTapPaySandbox, type Sandbox } from '../../dev/sandboxes/tappay/server'
import { startEcpayInvoiceSandbox, type EcpayInvoiceSandbox } from '../../dev/sandboxes/ecpayInvoice'

import { B2C, BBC, createTestOrder, keepEnv, localLogin, MEMBER_PASSWORD, payByCard, payload as getPayload, postJson, STAFF, STAFF_PASSWORD, waitFor } from './helpers'

const ENV = ['ECPAY_INVOICE_URL', 'TAPPAY_API_URL', 'TAPPAY_SDK_URL', 'TAPPAY_NOTIFY_SECRET', 'ESIM_ACCESS_URL', 'ESIM_ACCESS_CODE', 'ESIM_ACCESS_SECRET'] as const
const restoreEnv = keepEnv(ENV)

let payload: Payload
let tappay: Sandbox
let invoices: EcpayInvoiceSandbox
let esims: EsimSandbox
let seq = 0
const stamp = Date.now().toString(36)
const unique = (label: string) => `${label}-${stamp}-${++seq}`
const GB = 1024 ** 3

type Account = { id: number; email: string; token: string }
let productId: number
let planId: string
let plan3gb: number
let plan1gb: number
let price1gb: number
let price3gb: number

async function newMember(): Promise<Account> {
  const email = `${unique('topup')}@example.com`
  const member = await payload.create({ collection: 'members', data: { email, password: MEMBER_PASSWORD, accountType: 1 } })
  return { id: member.id, email, token: (await localLogin('members', email, MEMBER_PASSWORD)).token }
}

const row = (id: number) => payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true })
const byNumber = async (orderNumber: string) =>
  (await payload.find({ collection: 'orders', where: { orderNumber: { equals: orderNumber } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]!
const charges = (orderNumber: string) => tappay.transactions().filter((t) => t.order_number === orderNumber)
const profileOf = (orderNumber: string) => esims.profiles().find((p) => p.transactionId === orderNumber)!

const plans = (body: Record<string, unknown>, headers: Record<string, string | undefined> = {}) =>
  postJson<EsimTopUpView>(plansRoute, '/api/order/topUp/plans', body, { lang: 'en', ...headers })
const buy = (body: Record<string, unknown>, key: string, headers: Record<string, string | undefined> = {}) =>
  postJson<PlacedOrderView>(topUpRoute, '/api/order/topUp', body, { lang: 'en', 'idempotency-key': key, ...headers })

/** A delivered wholesaler eSIM of `owner`, paid through /api/checkout and issued by the job. */
async function deliveredEsim(owner: Account): Promise<Order> {
  const created = await createTestOrder({ member: owner.id, email: owner.email, data: { product: productId, planId, itemName: 'Wholesale eSIM', unitPriceTwd: 300, subtotalTwd: 300, totalTwd: 300 } })
  const paid = await payByCard(created.orderNumber, tappay.url, unique('pay'))
  expect(paid.status, JSON.stringify(paid.body)).toBe(200)
  return waitFor(async () => {
    const now = await row(created.id)
    return now.status === 'delivered' ? now : null
  }, 'the wholesaler eSIM delivered')
}

/** Buys and pays a top-up (the order page's flow): the top-up order, then /api/checkout with its checkout token. */
async function buyAndPay(esim: Order, planIdToBuy: number, key: string) {
  const placed = await buy({ orderNumber: esim.orderNumber, key: orderKey(esim.orderNumber), planId: planIdToBuy }, key)
  expect(placed.status, JSON.stringify(placed.body)).toBe(200)
  const paid = await payByCard(placed.body.data.orderNumber, tappay.url, key)
  return { orderNumber: placed.body.data.orderNumber, paid }
}

/** A paid top-up's job done: delivered (applied) or refunded. Generous: 40 jobs at once may wait for the job loop's next minute. */
const applied = (orderNumber: string) =>
  waitFor(async () => {
    const order = await byNumber(orderNumber)
    return order.status === 'delivered' || order.status === 'refunded' ? order : null
  }, `top-up ${orderNumber} settled`, 150_000)

beforeAll(async () => {
  invoices = await startEcpayInvoiceSandbox()
  process.env.ECPAY_INVOICE_URL = invoices.url
  tappay = await startTapPaySandbox({ notifySecret: 'topup-notify' })
  process.env.TAPPAY_API_URL = tappay.url
  process.env.TAPPAY_SDK_URL = `${tappay.url}/sdk/tpdirect.js`
  process.env.TAPPAY_NOTIFY_SECRET = 'topup-notify'
  esims = await startEsimAccessSandbox({ accessCode: 'topup-access', secret: 'topup-secret', allocationMs: 100 })
  process.env.ESIM_ACCESS_URL = sandboxApiUrl(esims.url)
  process.env.ESIM_ACCESS_CODE = 'topup-access'
  process.env.ESIM_ACCESS_SECRET = 'topup-secret'
  payload = await getPayload()
  const category = (await payload.find({ collection: 'product-categories', limit: 1, depth: 0, overrideAccess: true })).docs[0]!
  const product = await payload.create({
    collection: 'products',
    locale: 'zh-TW',
    data: {
      name: unique('Top-up eSIM'),
      category: category.id,
      cardType: 'esim',
      network: '5G',
      esimSource: 'esimAccess',
      plans: [{ days: 3, dataAllowance: '3 GB', priceTwd: 300, providerPackageCode: 'TW_3GB_3D' }],
      _status: 'draft' as const,
    },
  })
  productId = product.id
  planId = product.plans![0]!.id!
  const [one, three] = SANDBOX_TOPUP_PACKAGES
  // The seed's plans when it ran (dev/seed/topUpPlans.ts), else made here at the seed's prices.
  const plan = async (code: string, name: string, priceTwd: number) => {
    const existing = (await payload.find({ collection: 'top-up-plans', where: { packageCode: { equals: code } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]
    if (existing) return { id: existing.id, priceTwd: existing.priceTwd }
    const created = await payload.create({ collection: 'top-up-plans', locale: 'en', data: { name, packageCode: code, priceTwd, active: true } })
    return { id: created.id, priceTwd }
  }
  ;({ id: plan1gb, priceTwd: price1gb } = await plan(one!.packageCode, '+1 GB, 3 more days', 99))
  ;({ id: plan3gb, priceTwd: price3gb } = await plan(three!.packageCode, '+3 GB, 7 more days', 249))
}, 120_000)

afterAll(async () => {
  await Promise.all([tappay?.close(), invoices?.close(), esims?.close()])
  restoreEnv()
})

describe('usage and top-up of a delivered eSIM', () => {
  it('shows the data used and left, then a paid top-up adds its data once', async () => {
    const owner = await newMember()
    const esim = await deliveredEsim(owner)
    esims.setProfile({ esimTranNo: profileOf(esim.orderNumber).esimTranNo }, { smdpStatus: 'ENABLED', orderUsage: 1 * GB })
    const view = await plans({ orderNumber: esim.orderNumber }, { authorization: `Bearer ${owner.token}` })
    expect(view.status, JSON.stringify(view.body)).toBe(200)
    // The page's state is read fresh enough: at most a minute old, so this one may still be the state at delivery.
    expect(view.body.data.plans).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: plan1gb, priceTwd: price1gb }), expect.objectContaining({ id: plan3gb, priceTwd: price3gb })]),
    )
    expect(view.body.data.refusal).toBeNull()

    const { orderNumber, paid } = await buyAndPay(esim, plan3gb, unique('topup'))
    expect(paid.status, JSON.stringify(paid.body)).toBe(200)
    const done = await applied(orderNumber)
    expect(done.status).toBe('delivered')
    expect(done.totalTwd).toBe(price3gb)
    expect(done.topUp?.appliedAt).toBeTruthy()
    expect(charges(orderNumber)).toHaveLength(1)
    expect(charges(orderNumber)[0]!.original_amount ?? charges(orderNumber)[0]!.amount).toBe(price3gb)
    expect(esims.topUps().filter((t) => t.transactionId === orderNumber)).toHaveLength(1)
    // The page shows the added data (3 GB + 3 GB, 1 GB used) as soon as the top-up is delivered: the state stored
    // before it was forgotten in the same transaction, so this read asks the wholesaler.
    const after = await plans({ orderNumber: esim.orderNumber, key: orderKey(esim.orderNumber) })
    expect(after.body.data.usage).toEqual({ usedBytes: 1 * GB, totalBytes: 6 * GB })
    // A reply asked for before the stored one (a page's slow read from before the top-up) never overwrites it.
    const db = await sqlHandle(payload)
    const [code] = (await db.execute(sql`select id from esim_codes where order_id = ${esim.id}`)).rows as { id: number }[]
    await storeProfileState(db, code!.id, { state: 'enabled', usedBytes: 1 * GB, totalBytes: 3 * GB, validUntil: null }, new Date(Date.now() - 5_000))
    const later = await plans({ orderNumber: esim.orderNumber, key: orderKey(esim.orderNumber) })
    expect(later.body.data.usage).toEqual({ usedBytes: 1 * GB, totalBytes: 6 * GB })
    // A repeat of the job changes nothing: the order is no longer paid.
    expect(await applyTopUp(payload, done.id)).toBe('notPaid')
    expect(esims.topUps().filter((t) => t.transactionId === orderNumber)).toHaveLength(1)
  }, 240_000)

  it('never takes the price from the browser, and refuses a plan the eSIM cannot take', async () => {
    const owner = await newMember()
    const esim = await deliveredEsim(owner)
    const auth = { authorization: `Bearer ${owner.token}` }
    const priced = await buy({ orderNumber: esim.orderNumber, planId: plan1gb, priceTwd: 1 }, unique('k'), auth)
    expect(priced.status).toBe(400)
    const unknown = await buy({ orderNumber: esim.orderNumber, planId: 999_999 }, unique('k'), auth)
    expect(unknown.status).toBe(409)
    expect(unknown.body.message).toMatch(/not available/)
    const noKey = await postJson(topUpRoute, '/api/order/topUp', { orderNumber: esim.orderNumber, planId: plan1gb }, { lang: 'en', ...auth })
    expect(noKey.status).toBe(400)
    // An ended eSIM is offered nothing and sold nothing.
    esims.setProfile({ esimTranNo: profileOf(esim.orderNumber).esimTranNo }, { esimStatus: 'REVOKED' })
    await (await sqlHandle(payload)).execute(sql`update esim_codes set state_checked_at = now() - interval '2 minutes' where order_id = ${esim.id}`)
    const ended = await plans({ orderNumber: esim.orderNumber }, auth)
    expect(ended.body.data.refusal).toBe('profileEnded')
    expect((await buy({ orderNumber: esim.orderNumber, planId: plan1gb }, unique('k'), auth)).status).toBe(409)
  }, 120_000)

  it('refunds a paid top-up the wholesaler refuses: never charged without data', async () => {
    const owner = await newMember()
    const esim = await deliveredEsim(owner)
    const placed = await buy({ orderNumber: esim.orderNumber, key: orderKey(esim.orderNumber), planId: plan1gb }, unique('k'))
    expect(placed.status).toBe(200)
    // The profile ends between the order and the payment: the wholesaler refuses the top-up (200002).
    esims.setProfile({ esimTranNo: profileOf(esim.orderNumber).esimTranNo }, { esimStatus: 'REVOKED' })
    const paid = await payByCard(placed.body.data.orderNumber, tappay.url, unique('pay'))
    expect(paid.status, JSON.stringify(paid.body)).toBe(200)
    const done = await applied(placed.body.data.orderNumber)
    expect(done.status).toBe('refunded')
    expect(done.refund?.amountTwd).toBe(price1gb)
    expect(esims.topUps().filter((t) => t.transactionId === done.orderNumber)).toHaveLength(0)
  }, 120_000)

  it('refunds after the last try when the wholesaler cannot be reached', async () => {
    const owner = await newMember()
    const esim = await deliveredEsim(owner)
    const placed = await buy({ orderNumber: esim.orderNumber, key: orderKey(esim.orderNumber), planId: plan1gb }, unique('k'))
    const id = (await byNumber(placed.body.data.orderNumber)).id
    const url = process.env.ESIM_ACCESS_URL
    // Down before the payment: the job's first run fails and is left to its retry.
    process.env.ESIM_ACCESS_URL = 'http://127.0.0.1:9/api/v1/open'
    try {
      const paid = await payByCard(placed.body.data.orderNumber, tappay.url, unique('pay'))
      expect(paid.status).toBe(200)
      await waitFor(async () => Boolean((await row(id)).topUp?.problem), 'the first try failing')
      expect((await row(id)).status).toBe('paid')
      await expect(applyTopUp(payload, id)).rejects.toThrow()
      expect(await applyTopUp(payload, id, { lastTry: true })).toBe('refunded')
    } finally {
      process.env.ESIM_ACCESS_URL = url
    }
    const done = await row(id)
    expect(done.status).toBe('refunded')
    expect(done.refund?.amountTwd).toBe(price1gb)
  }, 120_000)
})

describe('40 parallel top-ups of one eSIM', () => {
  it('with one Idempotency-Key: one order, one charge, applied once', async () => {
    const owner = await newMember()
    const esim = await deliveredEsim(owner)
    const key = unique('same')
    const body = { orderNumber: esim.orderNumber, key: orderKey(esim.orderNumber), planId: plan1gb }
    const placed = await Promise.all(Array.from({ length: 40 }, () => buy(body, key)))
    expect(placed.map((p) => p.status)).toEqual(Array(40).fill(200))
    const numbers = new Set(placed.map((p) => p.body.data.orderNumber))
    expect(numbers.size).toBe(1)
    const [orderNumber] = [...numbers]
    const paid = await Promise.all(Array.from({ length: 40 }, () => payByCard(orderNumber!, tappay.url, key)))
    expect(paid.every((p) => p.status === 200 || p.status === 409)).toBe(true)
    await applied(orderNumber!)
    expect(charges(orderNumber!)).toHaveLength(1)
    expect(esims.topUps().filter((t) => t.transactionId === orderNumber)).toHaveLength(1)
  }, 180_000)

  it('with distinct keys: each charged once and applied once', async () => {
    const owner = await newMember()
    const esim = await deliveredEsim(owner)
    const before = profileOf(esim.orderNumber).totalVolume
    const bought = await Promise.all(Array.from({ length: 40 }, (_, i) => buyAndPay(esim, plan1gb, unique(`each${i}`))))
    expect(bought.map((b) => b.paid.status)).toEqual(Array(40).fill(200))
    const numbers = bought.map((b) => b.orderNumber)
    expect(new Set(numbers).size).toBe(40)
    await Promise.all(numbers.map(applied))
    for (const n of numbers) {
      expect(charges(n)).toHaveLength(1)
      expect(esims.topUps().filter((t) => t.transactionId === n)).toHaveLength(1)
    }
    expect(profileOf(esim.orderNumber).totalVolume).toBe(before + 40 * GB)
  }, 300_000)
})

describe('who may see usage and buy a top-up', () => {
  let esim: Order
  let tokens: Record<string, string>
  beforeAll(async () => {
    const owner = await newMember()
    esim = await deliveredEsim(owner)
    const other = await newMember()
    tokens = {
      'another member': `Bearer ${other.token}`,
      'partner B2C': `Bearer ${(await localLogin('members', B2C, MEMBER_PASSWORD)).token}`,
      'partner BBC': `Bearer ${(await localLogin('members', BBC, MEMBER_PASSWORD)).token}`,
      ...Object.fromEntries(await Promise.all(Object.entries(STAFF).map(async ([role, email]) => [`staff ${role}`, `JWT ${(await localLogin('staff', email, STAFF_PASSWORD)).token}`]))),
    }
  }, 120_000)

  it('answers "not found" without a token or key, and to anyone but the owner', async () => {
    const body = { orderNumber: esim.orderNumber }
    const cases: [string, string | undefined][] = [['no token', undefined], ...Object.entries(tokens)]
    for (const [who, authorization] of cases) {
      const seen = await plans(body, { authorization })
      expect(seen.status, `${who} plans`).toBe(404)
      const bought = await buy({ ...body, planId: plan1gb }, unique('k'), { authorization })
      expect(bought.status, `${who} top-up`).toBe(404)
      // A wrong key is the same "not found".
      expect((await plans({ ...body, key: 'A'.repeat(22) }, { authorization })).status, `${who} wrong key`).toBe(404)
    }
    expect((await byNumber(esim.orderNumber)).status).toBe('delivered')
    const topUps = await payload.find({ collection: 'orders', where: { 'topUp.of': { equals: esim.id } }, depth: 0, overrideAccess: true })
    expect(topUps.totalDocs).toBe(0)
  }, 120_000)

  it('lets the signed link holder see it, whoever else is logged in', async () => {
    const seen = await plans({ orderNumber: esim.orderNumber, key: orderKey(esim.orderNumber) }, { authorization: tokens['partner B2C'] })
    expect(seen.status).toBe(200)
    expect(seen.body.data.usage?.totalBytes).toBe(3 * GB)
  })
})
