/**
 * Issue 36, item 1: nothing delivered is given away. Cancellation follows what the goods are doing — an eSIM's
 * profile as the wholesaler (the local eSIM Access sandbox, speaking its protocol) reports it, an imported code that
 * was sent, a ticket admitted at a gate or past its date, a redemption already delivered — and a refund takes the
 * goods back: the profile cancelled or revoked at the wholesaler, the code never shown or handed out again, tickets
 * void wherever they are checked. Real route handlers, real PostgreSQL, the TapPay and eSIM sandboxes over HTTP.
 */
import './content-next-runtime'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as orderDetailRoute } from '@/app/(frontend)/api/orderDetail/route'
import { POST as redeemRoute } from '@/app/(frontend)/api/order/redeem/route'
import { POST as staffCancelRoute } from '@/app/(frontend)/api/staff/cancel/route'
import { POST as ticketCheckRoute } from '@/app/(frontend)/api/staff/ticketCheck/route'
import { POST as cancelRoute } from '@/app/(frontend)/api/user/cancelOrder/route'
import { addDays, taipeiDate } from '@/domain/dates'
import { ticketPayload, ticketsFor } from '@/domain/fulfilment'
import { generateSerialNumber } from '@/domain/serialNumber'
import { hashCode } from '@/domain/verification'
import type { CancelOrderResult, MemberOrderDetail } from '@/lib/views/memberOrder'
import type { TicketCheck } from '@/lib/views/staffDesk'
import type { Order } from '@/payload-types'
import { startEsimAccessSandbox, sandboxApiUrl, type EsimSandbox } from '../../dev/sandboxes/esimAccess'
import { inTransaction, sqlHandle } from '@/server/db/transaction'
import { payloadSecret } from '@/server/env'
import { importEsimCodes } from '@/server/fulfilment/esimInventory'
import { loadOrderPass } from '@/server/fulfilment/pass'
import { orderKey, ticketSignature } from '@/server/signing/orderLinks'
import { issueWholesaleEsims } from '@/server/fulfilment/wholesale'
import { orderProfiles, profilesOfOrder as profilesOfWholesaleOrder } from '@/server/esim/esimAccess'
import { startEcpayInvoiceSandbox, type EcpayInvoiceSandbox } from '../../dev/sandboxes/ecpayInvoice'
import { refundOrder } from '@/server/payments/refund'
import { startTapPaySandbox, type Sandbox } from '../../dev/sandboxes/tappay/server'

import { createTestOrder, firstEsimProductId, lang, payByCard, localLogin, MEMBER_PASSWORD, MESSAGES, payload as getPayload, postJson, STAFF, STAFF_PASSWORD, waitFor } from './helpers'

let payload: Payload
let tappay: Sandbox
let invoices: EcpayInvoiceSandbox
let esims: EsimSandbox
let seq = 0
const stamp = Date.now().toString(36)
const unique = (label: string) => `${label}-${stamp}-${++seq}`
const CODE = '246813'

type Account = { id: number; email: string; token: string }
let wholesaleProductId: number
let wholesalePlanId: string
let inventoryProductId: number
let deckId: number
let railId: number
let support: string
let counter: string

async function newMember(): Promise<Account> {
  const email = `${unique('goods')}@example.com`
  const member = await payload.create({ collection: 'members', data: { email, password: MEMBER_PASSWORD, accountType: 1 } })
  return { id: member.id, email, token: (await localLogin('members', email, MEMBER_PASSWORD)).token }
}

const row = (id: number) => payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true })
const chargeOf = (orderNumber: string) => tappay.transactions().find((t) => t.order_number === orderNumber)
const profilesOf = (orderNumber: string) => esims.profiles().filter((p) => p.transactionId === orderNumber)
const cancel = (orderNumber: string, token: string, language = 'en', key = unique('cancel')) =>
  postJson<CancelOrderResult>(cancelRoute, '/api/user/cancelOrder', { orderNumber }, { lang: language, 'idempotency-key': key, authorization: `Bearer ${token}` })
const detail = (orderNumber: string, token: string, language = 'en') =>
  postJson<MemberOrderDetail>(orderDetailRoute, '/api/orderDetail', { orderNumber }, { lang: language, authorization: `Bearer ${token}` })

/** An order of `owner` paid through /api/checkout; the wholesaler's eSIMs are issued by the job it queues. */
async function paidOrder(owner: Account, data: Record<string, unknown>): Promise<Order> {
  const created = await createTestOrder({ member: owner.id, email: owner.email, data: { unitPriceTwd: 300, subtotalTwd: 300, totalTwd: 300, ...data } })
  const { status, body } = await payByCard(created.orderNumber, tappay.url, unique('pay'))
  expect(status, JSON.stringify(body)).toBe(200)
  return row(created.id)
}

async function wholesaleOrder(owner: Account): Promise<Order> {
  const order = await paidOrder(owner, { product: wholesaleProductId, planId: wholesalePlanId, itemName: 'Wholesale eSIM' })
  return waitFor(async () => {
    const now = await row(order.id)
    return now.status === 'delivered' ? now : null
  }, 'the wholesaler eSIM delivered')
}

const ticketData = (kind: 'rail' | 'observationDeck', visitDate?: string) =>
  kind === 'rail'
    ? { itemKind: 'rail', itemName: 'Airport MRT', cardType: null, product: null, activity: railId, railTrip: 'roundTrip' }
    : { itemKind: 'observationDeck', itemName: 'Observation deck', cardType: null, product: null, activity: deckId, visitDate, timeSlot: '10:00' }

const qrOf = (order: Order, index = 1) => {
  const ticket = ticketsFor({ itemKind: order.itemKind, railTrip: order.railTrip, quantity: order.quantity }).find((t) => t.index === index)!
  return ticketPayload(order.orderNumber, ticket, ticketSignature(order.orderNumber, ticket))
}
const checkTicket = (qr: string, admit: boolean, token = counter) =>
  postJson<TicketCheck>(ticketCheckRoute, '/api/staff/ticketCheck', { qr, admit }, { lang: 'en', authorization: `JWT ${token}` })

beforeAll(async () => {
  invoices = await startEcpayInvoiceSandbox()
  process.env.ECPAY_INVOICE_URL = invoices.url
  tappay = await startTapPaySandbox({ notifySecret: 'goods-notify' })
  process.env.TAPPAY_API_URL = tappay.url
  process.env.TAPPAY_SDK_URL = `${tappay.url}/sdk/tpdirect.js`
  process.env.TAPPAY_NOTIFY_SECRET = 'goods-notify'
  esims = await startEsimAccessSandbox({ accessCode: 'goods-access', secret: 'goods-secret', allocationMs: 150 })
  process.env.ESIM_ACCESS_URL = sandboxApiUrl(esims.url)
  process.env.ESIM_ACCESS_CODE = 'goods-access'
  process.env.ESIM_ACCESS_SECRET = 'goods-secret'
  payload = await getPayload()
  const category = (await payload.find({ collection: 'product-categories', limit: 1, depth: 0, overrideAccess: true })).docs[0]!
  const wholesale = await payload.create({
    collection: 'products',
    locale: 'zh-TW',
    data: {
      name: unique('Wholesale eSIM'),
      category: category.id,
      cardType: 'esim',
      network: '5G',
      esimSource: 'esimAccess',
      plans: [{ days: 3, dataAllowance: '3 GB', priceTwd: 300, providerPackageCode: 'TW_3GB_3D' }],
      _status: 'draft' as const,
    },
  })
  wholesaleProductId = wholesale.id
  wholesalePlanId = wholesale.plans![0]!.id!
  const inventory = await payload.create({
    collection: 'products',
    locale: 'zh-TW',
    data: { name: unique('Imported eSIM'), category: category.id, cardType: 'esim', network: '5G', plans: [{ days: 5, dataAllowance: 'Unlimited', priceTwd: 300 }], _status: 'draft' as const },
  })
  inventoryProductId = inventory.id
  const text = Array.from({ length: 60 }, (_, i) => `LPA:1$smdp.goods.test$GD${stamp.toUpperCase()}-${i + 1}`).join('\n')
  await inTransaction(payload, ({ req }) => importEsimCodes(payload, req, { productId: inventoryProductId, text, dryRun: false }))
  const activity = async (kind: string) =>
    (await payload.find({ collection: 'activities', where: { kind: { equals: kind } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]!.id
  deckId = await activity('observationDeck')
  railId = await activity('rail')
  support = (await localLogin('staff', STAFF.support, STAFF_PASSWORD)).token
  counter = (await localLogin('staff', STAFF.counter, STAFF_PASSWORD)).token
})

afterAll(async () => {
  await Promise.all([tappay?.close(), invoices?.close(), esims?.close()])
  delete process.env.ESIM_ACCESS_URL
})

describe('eSIMs from the wholesaler', () => {
  it('are issued by the job after payment, and the order page shows their state, data and validity from the wholesaler', async () => {
    const owner = await newMember()
    const order = await wholesaleOrder(owner)
    const [profile] = profilesOf(order.orderNumber)
    expect(profile).toMatchObject({ smdpStatus: 'RELEASED', esimStatus: 'GOT_RESOURCE' })
    const pass = await loadOrderPass(payload, order.orderNumber, orderKey(order.orderNumber))
    expect(pass!.esims).toHaveLength(1)
    expect(pass!.esims[0]).toMatchObject({ lpa: profile!.ac, state: 'released', usage: { usedBytes: 0, totalBytes: 3 * 1024 ** 3 }, validUntil: null })

    // The phone enables it and uses 1 GB: the page (once its minute-old reading is stale) says so, and the order is used.
    esims.setProfile({ esimTranNo: profile!.esimTranNo }, { smdpStatus: 'ENABLED', orderUsage: 1024 ** 3 })
    await (await sqlHandle(payload)).execute(sql`update esim_codes set state_checked_at = now() - interval '2 minutes' where order_id = ${order.id}`)
    const later = await loadOrderPass(payload, order.orderNumber, orderKey(order.orderNumber))
    expect(later!.status).toBe('redeemed')
    expect(later!.esims[0]).toMatchObject({ state: 'enabled', usage: { usedBytes: 1024 ** 3, totalBytes: 3 * 1024 ** 3 } })
    expect(later!.esims[0]!.validUntil).toBe(esims.profiles().find((p) => p.esimTranNo === profile!.esimTranNo)!.expiredTime)
  })

  it('never downloaded: the traveller cancels; the profile is cancelled at the wholesaler, revoked here, and never handed out again', async () => {
    const owner = await newMember()
    const order = await wholesaleOrder(owner)
    const quote = await detail(order.orderNumber, owner.token)
    expect(quote.body.data.cancellation).toMatchObject({ allowed: true, kind: 'refund', paidTwd: 300, feeTwd: 30, refundTwd: 270 })
    const { status, body } = await cancel(order.orderNumber, owner.token)
    expect(status, JSON.stringify(body)).toBe(200)
    expect(body.data).toMatchObject({ status: 'refunded', refundTwd: 270 })
    const [profile] = profilesOf(order.orderNumber)
    expect(profile!.esimStatus).toBe('CANCEL')
    expect(chargeOf(order.orderNumber)!.refunded).toBe(270)
    const codes = await payload.find({ collection: 'esim-codes', where: { order: { equals: order.id } }, depth: 0, overrideAccess: true })
    expect(codes.docs.map((c) => c.status)).toEqual(['revoked'])
    // The traveller's page no longer shows the code, and says why.
    const pass = await loadOrderPass(payload, order.orderNumber, orderKey(order.orderNumber))
    expect(pass).toMatchObject({ status: 'refunded', delivered: false, voided: true, esims: [] })
    // The next order gets another profile: the cancelled one is never issued again.
    const next = await wholesaleOrder(await newMember())
    expect(profilesOf(next.orderNumber)[0]!.ac).not.toBe(profile!.ac)
  })

  it('downloaded to a phone: the cancel is refused with the reason in the traveller’s language, nothing is refunded, and the order is used', async () => {
    const owner = await newMember()
    const order = await wholesaleOrder(owner)
    esims.setProfile({ esimTranNo: profilesOf(order.orderNumber)[0]!.esimTranNo }, { smdpStatus: 'DOWNLOAD' })
    for (const locale of ['zh-TW', 'ja', 'vi'] as const) {
      const reply = await cancel(order.orderNumber, owner.token, lang(locale))
      expect(reply.status).toBe(409)
      expect(reply.body.message).toBe(MESSAGES[locale].api.cancelRefusedRedeemed)
    }
    expect((await row(order.id)).status).toBe('redeemed')
    expect(chargeOf(order.orderNumber)!.refunded).toBe(0)
    expect(profilesOf(order.orderNumber)[0]!.esimStatus).toBe('GOT_RESOURCE')
    const view = await detail(order.orderNumber, owner.token, lang('ko'))
    expect(view.body.data.cancellation).toMatchObject({ allowed: false, reason: 'redeemed', refusal: MESSAGES.ko.memberOrders.refusal.redeemed })
  })

  it('downloaded in the last second, after the check: the wholesaler’s own refusal stops the refund', async () => {
    const owner = await newMember()
    const order = await wholesaleOrder(owner)
    // The shop's reading still says "released"; the phone downloads it now.
    esims.setProfile({ esimTranNo: profilesOf(order.orderNumber)[0]!.esimTranNo }, { smdpStatus: 'DOWNLOAD' })
    await expect(refundOrder(payload, { orderId: order.id, feeTwd: 30, actor: `member:${owner.id}`, goods: 'unusedOnly' })).rejects.toMatchObject({
      kind: 'conflict',
      key: 'cancelRefusedEsimInstalled',
    })
    expect((await row(order.id)).status).toBe('delivered')
    expect(chargeOf(order.orderNumber)!.refunded).toBe(0)
    const codes = await payload.find({ collection: 'esim-codes', where: { order: { equals: order.id } }, depth: 0, overrideAccess: true })
    expect(codes.docs.map((c) => c.status)).toEqual(['assigned'])
  })

  it('40 parallel cancels of a delivered, never-downloaded order: one refund, one cancellation at the wholesaler', async () => {
    const owner = await newMember()
    const order = await wholesaleOrder(owner)
    const replies = await Promise.all(Array.from({ length: 40 }, () => cancel(order.orderNumber, owner.token)))
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1)
    for (const r of replies.filter((x) => x.status !== 200)) expect(r.status, JSON.stringify(r.body)).toBe(409)
    expect(chargeOf(order.orderNumber)!.refunded).toBe(270)
    expect(tappay.transactions().filter((t) => t.order_number === order.orderNumber)).toHaveLength(1)
    expect(profilesOf(order.orderNumber).map((p) => p.esimStatus)).toEqual(['CANCEL'])
  })

  it('support refunds an installed eSIM (a faulty one) only with a reason: the profile is revoked at the wholesaler', async () => {
    const owner = await newMember()
    const order = await wholesaleOrder(owner)
    esims.setProfile({ esimTranNo: profilesOf(order.orderNumber)[0]!.esimTranNo }, { smdpStatus: 'ENABLED' })
    const noReason = await postJson(staffCancelRoute, '/api/staff/cancel', { orderId: order.id }, { lang: 'en', authorization: `JWT ${support}` })
    expect(noReason.status, JSON.stringify(noReason.body)).toBe(400)
    expect(chargeOf(order.orderNumber)!.refunded).toBe(0)
    const ok = await postJson(staffCancelRoute, '/api/staff/cancel', { orderId: order.id, reason: 'no signal at all in Taipei' }, { lang: 'en', authorization: `JWT ${support}` })
    expect(ok.status, JSON.stringify(ok.body)).toBe(200)
    expect(profilesOf(order.orderNumber)[0]!.esimStatus).toBe('REVOKED')
    expect(chargeOf(order.orderNumber)!.refunded).toBe(270)
    const audit = await payload.find({ collection: 'audit-log', where: { order: { equals: order.id } }, depth: 0, overrideAccess: true })
    expect(audit.docs[0]!.summary).toContain('redeemed')
    expect(audit.docs[0]!.summary).toContain('no signal at all in Taipei')
  })

  it('an order refunded before its profiles arrived gets none, and what the wholesaler allocated is cancelled there', async () => {
    const owner = await newMember()
    const created = await createTestOrder({ member: owner.id, email: owner.email, data: { product: wholesaleProductId, planId: wholesalePlanId, totalTwd: 300, subtotalTwd: 300, unitPriceTwd: 300 } })
    // A run ordered the profiles and stopped; support refunded the paid order before the next run.
    const ordered = await orderProfiles({ transactionId: created.orderNumber, packageCode: 'TW_3GB_3D', count: 1 })
    expect(ordered.kind).toBe('ordered')
    const providerOrderNo = ordered.kind === 'ordered' ? ordered.providerOrderNo : ''
    await (await sqlHandle(payload)).execute(sql`update orders set status = 'refunded', fulfilment_esim_source = 'esimAccess',
      fulfilment_provider_order_no = ${providerOrderNo} where id = ${created.id}`)
    await waitFor(async () => (await profilesOfWholesaleOrder(providerOrderNo)) !== null, 'the allocation')
    expect(await issueWholesaleEsims(payload, created.id)).toBe('notPaid')
    expect(profilesOf(created.orderNumber).map((p) => p.esimStatus)).toEqual(['CANCEL'])
    const codes = await payload.find({ collection: 'esim-codes', where: { order: { equals: created.id } }, depth: 0, overrideAccess: true })
    expect(codes.docs.map((c) => c.status)).toEqual(['revoked'])
    expect((await loadOrderPass(payload, created.orderNumber, orderKey(created.orderNumber)))!.esims).toEqual([])
  })

  it('a repeated run after a lost reply finds the wholesaler’s order instead of buying twice', async () => {
    const owner = await newMember()
    const order = await wholesaleOrder(owner)
    const before = esims.orders().filter((o) => o.transactionId === order.orderNumber)
    expect(before).toHaveLength(1)
    // The shop forgot the wholesaler's order number (its reply was lost) and the order is paid again (a test's rewind).
    await (await sqlHandle(payload)).execute(sql`delete from esim_codes where order_id = ${order.id}`)
    await (await sqlHandle(payload)).execute(sql`update orders set status = 'paid', fulfilment_provider_order_no = null where id = ${order.id}`)
    expect(await issueWholesaleEsims(payload, order.id)).toBe('delivered')
    expect(esims.orders().filter((o) => o.transactionId === order.orderNumber)).toHaveLength(1)
    const again = await payload.find({ collection: 'orders', where: { id: { equals: order.id } }, depth: 0, overrideAccess: true })
    expect(again.docs[0]!.fulfilment?.providerOrderNo).toBe(before[0]!.orderNo)
  })
})

describe('eSIMs from imported codes', () => {
  it('once the code was sent nobody can tell whether it was installed: the traveller’s cancel is refused (40 at once: no refund)', async () => {
    const owner = await newMember()
    const order = await paidOrder(owner, { product: inventoryProductId })
    expect(order.status).toBe('delivered')
    const replies = await Promise.all(Array.from({ length: 40 }, (_, i) => cancel(order.orderNumber, owner.token, i % 2 ? lang('zh-TW') : 'en')))
    for (const [i, r] of replies.entries()) {
      expect(r.status).toBe(409)
      expect(r.body.message).toBe(i % 2 ? MESSAGES['zh-TW'].api.cancelRefusedEsimSent : MESSAGES.en.api.cancelRefusedEsimSent)
    }
    expect(chargeOf(order.orderNumber)!.refunded).toBe(0)
    expect((await row(order.id)).status).toBe('delivered')
  })

  it('support may refund it with a reason: the code is revoked, no longer shown, and never handed out again', async () => {
    const owner = await newMember()
    const order = await paidOrder(owner, { product: inventoryProductId })
    const [code] = (await payload.find({ collection: 'esim-codes', where: { order: { equals: order.id } }, depth: 0, overrideAccess: true })).docs
    const ok = await postJson(staffCancelRoute, '/api/staff/cancel', { orderId: order.id, reason: 'wrong product sold' }, { lang: 'en', authorization: `JWT ${support}` })
    expect(ok.status, JSON.stringify(ok.body)).toBe(200)
    expect((await payload.findByID({ collection: 'esim-codes', id: code!.id, depth: 0, overrideAccess: true })).status).toBe('revoked')
    expect((await loadOrderPass(payload, order.orderNumber, orderKey(order.orderNumber)))!.esims).toEqual([])
    const next = await paidOrder(await newMember(), { product: inventoryProductId })
    const [nextCode] = (await payload.find({ collection: 'esim-codes', where: { order: { equals: next.id } }, depth: 0, overrideAccess: true })).docs
    expect(nextCode!.id).not.toBe(code!.id)
  })
})

describe('a redemption', () => {
  it('of an eSIM, once delivered, cannot be cancelled: the serial stays used and redeems no second eSIM (the reproduction)', async () => {
    // The shop's own (published) eSIM product, stocked with imported codes: the issue's RDMDEVESXM2345P.
    const esim = await payload.findByID({ collection: 'products', id: await firstEsimProductId(), depth: 0, overrideAccess: true })
    const code = generateSerialNumber('G')
    const serial = await payload.create({
      collection: 'serial-numbers',
      overrideAccess: true,
      data: { code, product: esim.id, planId: esim.plans![0]!.id!, quantity: 1, batch: 'goods', validFrom: addDays(taipeiDate(), -1), validUntil: addDays(taipeiDate(), 30), originalPriceTwd: 300, payableTwd: 250 } as never,
    })
    const redeemAs = async (email: string) => {
      await payload.create({
        collection: 'verification-codes',
        data: { purpose: 'orderContact', channel: 'email', target: email, codeHash: hashCode(payloadSecret(), 'orderContact', email, CODE), expiresAt: new Date(Date.now() + 600_000).toISOString(), attempts: 0 },
      })
      return postJson<{ orderNumber: string }>(
        redeemRoute,
        '/api/order/redeem',
        {
          serialNumber: code,
          item: { kind: 'product', productId: esim.id, planId: esim.plans![0]!.id!, cardType: 'esim', quantity: 1 },
          email,
          phone: '+886912345678',
          verificationCode: CODE,
          surname: 'Lin',
          givenName: 'Yu Ting',
          birthDate: '1990-05-01',
          partnerName: 'none',
          agree: true,
        },
        { lang: 'en' },
      )
    }
    const email = `${unique('redeem')}@example.com`
    const placed = await redeemAs(email)
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    const member = (await payload.find({ collection: 'members', where: { email: { equals: email } }, depth: 0, overrideAccess: true })).docs[0]!
    await payload.update({ collection: 'members', id: member.id, data: { password: MEMBER_PASSWORD }, overrideAccess: true })
    const token = (await localLogin('members', email, MEMBER_PASSWORD)).token
    const refused = await cancel(placed.body.data.orderNumber, token, lang('vi'))
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(MESSAGES.vi.api.cancelRefusedRedemptionDelivered)
    expect((await payload.findByID({ collection: 'serial-numbers', id: serial.id, depth: 0, overrideAccess: true })).status).toBe('used')
    const second = await redeemAs(`${unique('again')}@example.com`)
    expect(second.status).toBe(409)
    expect(second.body.message).toBe(MESSAGES.en.api.serialUsed)
  })
})

describe('tickets', () => {
  it('an observation-deck ticket cancels before its date; on the day it is refused', async () => {
    const owner = await newMember()
    const tomorrow = await paidOrder(owner, ticketData('observationDeck', addDays(taipeiDate(), 1)))
    const today = await paidOrder(owner, ticketData('observationDeck', taipeiDate()))
    expect(today.status).toBe('delivered')
    const refused = await cancel(today.orderNumber, owner.token, lang('ja'))
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(MESSAGES.ja.api.cancelRefusedTicketDate)
    expect((await cancel(tomorrow.orderNumber, owner.token)).status).toBe(200)
    // Refunded: void wherever it is checked, and on the order page.
    const check = await checkTicket(qrOf(tomorrow), true)
    expect(check.body.data).toMatchObject({ result: 'void' })
    const pass = await loadOrderPass(payload, tomorrow.orderNumber, orderKey(tomorrow.orderNumber))
    expect(pass).toMatchObject({ voided: true, delivered: false, tickets: [] })
    expect(pass!.voidTickets).toHaveLength(1)
  })

  it('a rail ticket admitted at the gate makes the order used: no traveller cancel; 40 gates at once admit it once', async () => {
    const owner = await newMember()
    const order = await paidOrder(owner, ticketData('rail'))
    expect((await checkTicket(qrOf(order), false)).body.data).toMatchObject({ result: 'valid', ticket: { index: 1, total: 2, leg: 'outbound' } })
    const gates = await Promise.all(Array.from({ length: 40 }, () => checkTicket(qrOf(order), true)))
    const results = gates.map((g) => (g.body.data as TicketCheck).result)
    expect(results.filter((r) => r === 'admitted')).toHaveLength(1)
    expect(results.filter((r) => r === 'alreadyUsed')).toHaveLength(39)
    expect((await row(order.id)).status).toBe('redeemed')
    const refused = await cancel(order.orderNumber, owner.token)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(MESSAGES.en.api.cancelRefusedRedeemed)
    // The return leg is still good.
    expect((await checkTicket(qrOf(order, 2), false)).body.data).toMatchObject({ result: 'valid', ticket: { leg: 'return' } })
  })

  it('the check refuses a made-up or altered ticket, and is for counter staff and admins only', async () => {
    const owner = await newMember()
    const order = await paidOrder(owner, ticketData('rail'))
    const qr = qrOf(order)
    expect((await checkTicket(`${qr.slice(0, -2)}xx`, true)).body.data).toEqual({ result: 'forged' })
    expect((await checkTicket(qr.replace('.1-2.O.', '.2-2.O.'), true)).body.data).toEqual({ result: 'forged' })
    expect((await checkTicket('hello', true)).body.data).toEqual({ result: 'forged' })
    expect((await checkTicket(qr, true, support)).status).toBe(403)
    expect((await postJson(ticketCheckRoute, '/api/staff/ticketCheck', { qr, admit: true }, { lang: 'en', authorization: `Bearer ${owner.token}` })).body.code).not.toBe(200)
    expect((await postJson(ticketCheckRoute, '/api/staff/ticketCheck', { qr, admit: true }, { lang: 'en' })).body.code).toBe(202)
    expect((await row(order.id)).status).toBe('delivered')
  })
})
