/**
 * Test data for tests/e2e/fulfilment.spec.ts and wallet-passes.spec.ts, run on the e2e fixture host
 * (tests/e2e/fixture-host.ts; the e2e database and PAYLOAD_SECRET of the server under test): a paid eSIM
 * order (with a code imported for it), a paid physical-card order at a seeded airport counter and a paid
 * round-trip rail order, each paid and fulfilled the way the payment service does it (one transaction:
 * the `pay` event, then fulfilPaidOrder). The payment UI itself lives on another branch.
 * Answers one `PAID_ORDERS {json}` line { esimProductId, esim, voucher, voucherJa, tickets, unpaid }: each order with its number and its
 * signed page path in zh-TW and en (the eSIM order's mail address too); esimProductId is a published eSIM product of the seed.
 */
import type { Payload } from 'payload'

import { inTransaction } from '../../src/server/db/transaction'
import { fulfilPaidOrder } from '../../src/server/fulfilment'
import { importEsimCodes } from '../../src/server/fulfilment/esimInventory'
import { orderPagePath } from '../../src/server/signing/orderLinks'
import { applyOrderEvent } from '../../src/server/orders/status'

import { runFixture } from './fixture-script'

const stamp = `${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e4)}`
let seq = 0

async function order(payload: Payload, member: number, data: Record<string, unknown>) {
  const now = new Date().toISOString()
  return payload.create({
    collection: 'orders',
    overrideAccess: true,
    data: {
      orderNumber: `E2E-${stamp}-${++seq}`,
      status: 'unpaid',
      member,
      locale: 'zh-TW',
      displayCurrency: 'TWD',
      itemKind: 'product',
      quantity: 1,
      contactEmail: `fulfil-${stamp}-${seq}@example.com`,
      contactPhone: '+886912345678',
      surname: 'CHEN',
      givenName: 'MEI LIN',
      birthDate: '1990-01-01',
      unitPriceTwd: 450,
      subtotalTwd: 450,
      discountTwd: 0,
      totalTwd: 450,
      consent: { termsVersion: '2025-07-15', privacyVersion: '2025-06-01', acceptedAt: now },
      ...data,
    } as never,
  })
}

const payAndFulfil = (payload: Payload, orderId: number) =>
  inTransaction(payload, async ({ req }) => {
    await applyOrderEvent(payload, req, { orderId, event: 'pay', actor: 'provider' })
    return fulfilPaidOrder(payload, req, orderId)
  })

const links = (orderNumber: string) => ({ orderNumber, zh: orderPagePath('zh-TW', orderNumber), en: orderPagePath('en', orderNumber) })

runFixture('PAID_ORDERS', async (payload) => {
  const member = await payload.create({
    collection: 'members',
    data: { email: `fulfil-member-${stamp}@example.com`, password: `pw-${stamp}-1`, accountType: 1 },
  })
  const category = (await payload.find({ collection: 'product-categories', limit: 1, depth: 0 })).docs[0]!
  const product = await payload.create({
    collection: 'products',
    locale: 'zh-TW',
    data: { name: `E2E 測試 eSIM ${stamp}`, category: category.id, cardType: 'esim', network: '5G', plans: [{ days: 5, dataAllowance: '吃到飽', priceTwd: 450 }], _status: 'draft' as const },
  })
  // Its English name and allowance: what the order's PDF prints for an order placed in Chinese.
  await payload.update({
    collection: 'products',
    id: product.id,
    locale: 'en',
    data: { name: `E2E eSIM ${stamp}`, plans: product.plans.map((plan) => ({ ...plan, dataAllowance: 'Unlimited' })) },
  })
  const lpa = `LPA:1$smdp.e2e.test$E2E-${stamp}-MATCH`
  await inTransaction(payload, ({ req }) => importEsimCodes(payload, req, { productId: product.id, text: lpa, dryRun: false }))

  const airport = (await payload.find({ collection: 'airports', where: { code: { equals: 'TPE' } }, depth: 0, limit: 1 })).docs[0]
    ?? (await payload.find({ collection: 'airports', depth: 0, limit: 1 })).docs[0]!
  const counter = airport.counters?.[0]
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)

  const esim = await order(payload, member.id, { itemName: '5G 吃到飽 eSIM', planLabel: '5 天', cardType: 'esim', product: product.id, planId: product.plans[0]!.id })
  const pickup = { airport: airport.id, counterId: counter?.id ?? 'c1', place: `${airport.name} ${counter?.name ?? ''}`.trim(), date: tomorrow, time: '10:30' }
  // A Vietnamese traveller's vouchers, one ordered in Chinese and one in Japanese: their PDFs print the name and item as written.
  const traveller = { surname: 'NGUYỄN', givenName: 'VĂN AN' }
  const voucher = await order(payload, member.id, { ...traveller, itemName: '5G 吃到飽 SIM 卡', planLabel: '5 天', cardType: 'physical', pickup })
  const voucherJa = await order(payload, member.id, { ...traveller, locale: 'ja', itemName: '5G 使い放題 SIMカード', planLabel: '5日間', cardType: 'physical', pickup })
  const tickets = await order(payload, member.id, { itemKind: 'rail', railTrip: 'roundTrip', cardType: null, itemName: '機場捷運車票' })
  const unpaid = await order(payload, member.id, { itemName: '5G 吃到飽 eSIM', cardType: 'esim', product: product.id })

  const statuses = [await payAndFulfil(payload, esim.id), await payAndFulfil(payload, voucher.id), await payAndFulfil(payload, tickets.id), await payAndFulfil(payload, voucherJa.id)]
  if (statuses.join() !== 'delivered,pendingPickup,delivered,pendingPickup') throw new Error(`unexpected statuses ${statuses.join()}`)
  const shopEsim = (await payload.find({ collection: 'products', where: { cardType: { equals: 'esim' }, _status: { equals: 'published' } }, depth: 0, limit: 1 })).docs[0]
  return { esimProductId: shopEsim?.id ?? null, esim: { ...links(esim.orderNumber), lpa, englishName: `E2E eSIM ${stamp}`, email: esim.contactEmail }, voucher: links(voucher.orderNumber), voucherJa: links(voucherJa.orderNumber), tickets: links(tickets.orderNumber), unpaid: links(unpaid.orderNumber) }
})
