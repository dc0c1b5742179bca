/**
 * Test data for tests/e2e/goods.spec.ts (on the e2e fixture host, the e2e database and PAYLOAD_SECRET of
 * the server under test): a paid round-trip rail order (delivered: two e-tickets) and a delivered one that was then
 * refunded (its tickets void), each with its tickets' QR texts and its signed order-page path in zh-TW; and an unpaid
 * eSIM order of an imported-code eSIM product of its own (one code) with its checkout token (the spec pays it: delivered, its code sent).
 * Prints one JSON line.
 */
import type { Payload } from 'payload'

import { ticketPayload, ticketsFor } from '../../src/domain/fulfilment'
import { inTransaction } from '../../src/server/db/transaction'
import { fulfilPaidOrder } from '../../src/server/fulfilment'
import { orderPagePath, ticketSignature } from '../../src/server/signing/orderLinks'
import { applyOrderEvent } from '../../src/server/orders/status'
import { checkoutToken } from '../../src/server/signing/checkoutToken'

import { fixtureOrder, runFixture } from './fixture-script'

const stamp = `${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e4)}`
let seq = 0

async function railOrder(payload: Payload, member: number, activity: number) {
  const now = new Date().toISOString()
  const order = await payload.create({
    collection: 'orders',
    overrideAccess: true,
    data: {
      orderNumber: `TK${stamp}${++seq}`,
      status: 'unpaid',
      member,
      locale: 'zh-TW',
      displayCurrency: 'TWD',
      itemKind: 'rail',
      itemName: '機場捷運',
      activity,
      railTrip: 'roundTrip',
      quantity: 1,
      contactEmail: `tickets-${stamp}-${seq}@e2e.test`.toLowerCase(),
      contactPhone: '+886912345678',
      surname: 'WANG',
      givenName: 'XIAO MING',
      birthDate: '1990-01-01',
      unitPriceTwd: 280,
      subtotalTwd: 280,
      discountTwd: 0,
      totalTwd: 280,
      consent: { termsVersion: '2025-07-15', privacyVersion: '2025-06-01', acceptedAt: now },
    } as never,
  })
  await inTransaction(payload, async ({ req }) => {
    await applyOrderEvent(payload, req, { orderId: order.id, event: 'pay', actor: 'provider' })
    await fulfilPaidOrder(payload, req, order.id)
  })
  const qrs = ticketsFor({ itemKind: 'rail', railTrip: 'roundTrip', quantity: 1 }).map((t) => ticketPayload(order.orderNumber, t, ticketSignature(order.orderNumber, t)))
  return { id: order.id, orderNumber: order.orderNumber, qrs, page: orderPagePath('zh-TW', order.orderNumber) }
}

runFixture('GOODS', async (payload) => {
  const member = await payload.create({ collection: 'members', data: { email: `tickets-member-${stamp}@e2e.test`.toLowerCase(), password: `pw-${stamp}-1`, accountType: 1 } })
  const rail = (await payload.find({ collection: 'activities', where: { kind: { equals: 'rail' } }, depth: 0, limit: 1, overrideAccess: true })).docs[0]!
  const valid = await railOrder(payload, member.id, rail.id)
  const refunded = await railOrder(payload, member.id, rail.id)
  // Refunded after delivery (support's refund; the money side is the refund tests' subject).
  await inTransaction(payload, ({ req }) => applyOrderEvent(payload, req, { orderId: refunded.id, event: 'refund', actor: 'system' }))
  // An imported-code eSIM of its own, with one code for this order: the seeded products' codes are shared by every
  // spec of the run, and once they are gone the order would wait for a code (and be cancellable).
  const seeded = (
    await payload.find({ collection: 'products', where: { and: [{ cardType: { equals: 'esim' } }, { esimSource: { equals: 'inventory' } }] }, depth: 0, limit: 1 })
  ).docs[0]!
  const esimProduct = await payload.create({
    collection: 'products',
    locale: 'ja',
    data: {
      showInOtherLanguages: true,
      name: `5G eSIM ${stamp}`,
      category: seeded.category,
      cardType: 'esim',
      network: '5G',
      esimSource: 'inventory',
      plans: [{ days: 5, dataAllowance: 'Unlimited', priceTwd: 450 }],
      _status: 'draft',
    } as never,
  })
  await payload.create({
    collection: 'esim-codes',
    overrideAccess: true,
    data: { product: esimProduct.id, lpa: `LPA:1$smdp.demo.taiwan-sim.test$GOODS-${stamp}`, smdpAddress: 'smdp.demo.taiwan-sim.test', matchingId: `GOODS-${stamp}`, status: 'available', source: 'inventory' },
  })
  const esim = await fixtureOrder(payload, 'ES', {
    locale: 'ja',
    product: esimProduct.id,
    planId: esimProduct.plans![0]!.id,
    contactPhone: '+819012345678',
    surname: 'SATO',
    givenName: 'HANAKO',
  })
  return { valid, refunded, esim: { id: esim.id, orderNumber: esim.orderNumber, checkoutToken: checkoutToken(esim.orderNumber), page: orderPagePath('ja', esim.orderNumber) } }
})
