/**
 * Test data for tests/e2e/member-orders.spec.ts, run on the e2e fixture host (tests/e2e/fixture-host.ts; the
 * e2e database and PAYLOAD_SECRET of the server under test). For each of
 * zh-TW, en and vi:
 * - `toPay`: an unpaid physical-card order of the demo member at a seeded counter, in that language, with
 *   its checkout token — the spec pays it through /api/checkout against the TapPay sandbox (so its
 *   cancellation is a real partial refund);
 * - `esimToPay` and `esimInstalled`: unpaid eSIM orders of the demo member for the wholesaler's eSIM product of the seed
 *   — paid by the spec, they are issued by the local eSIM Access sandbox (the spec installs the second one there);
 * - `guest`: an unpaid eSIM order of a new traveller who never logged in (for the guest lookup).
 * And `empty`: a member without orders. Answers one `TAG {json}` line (tests/e2e/fixture-script.ts).
 */
import type { Payload } from 'payload'

import { inTransaction } from '../../src/server/db/transaction'
import { importEsimCodes } from '../../src/server/fulfilment/esimInventory'
import { checkoutToken } from '../../src/server/signing/checkoutToken'

import { runFixture } from './fixture-script'

const stamp = `${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e4)}`
let seq = 0
const PASSWORD = 'orders1234'

async function order(payload: Payload, member: number, email: string, locale: string, data: Record<string, unknown>) {
  const now = new Date().toISOString()
  return payload.create({
    collection: 'orders',
    overrideAccess: true,
    data: {
      orderNumber: `MO${stamp}${++seq}`,
      status: 'unpaid',
      member,
      locale,
      displayCurrency: 'TWD',
      itemKind: 'product',
      quantity: 1,
      contactEmail: email,
      contactPhone: '+886912345678',
      surname: 'SATO',
      givenName: 'HANAKO',
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

runFixture('MEMBER_ORDERS', async (payload) => {
  const demo = (await payload.find({ collection: 'members', where: { email: { equals: 'member@taiwan-sim.test' } }, depth: 0, limit: 1 })).docs[0]!
  const airport =
    (await payload.find({ collection: 'airports', where: { code: { equals: 'TPE' } }, depth: 0, limit: 1 })).docs[0] ??
    (await payload.find({ collection: 'airports', depth: 0, limit: 1 })).docs[0]!
  const counter = airport.counters![0]!
  const esim = (await payload.find({ collection: 'products', where: { cardType: { equals: 'esim' } }, depth: 0, limit: 1 })).docs[0]!
  // The eSIM orders the spec pays are delivered from this product's inventory, whatever other specs took from it.
  const codes = ['zh-TW', 'en', 'vi'].map((l) => `LPA:1$smdp.member-orders.test$MO-${stamp}-${l}`).join('\n')
  const report = await inTransaction(payload, ({ req }) => importEsimCodes(payload, req, { productId: esim.id, text: codes, dryRun: false }))
  if (report.imported !== 3) throw new Error(`imported ${report.imported} eSIM codes of 3`)
  // The seed's eSIM whose profiles the wholesaler issues per order (its plans name the sandbox's packages).
  const wholesale = (await payload.find({ collection: 'products', where: { esimSource: { equals: 'esimAccess' } }, depth: 0, limit: 1 })).docs[0]!
  const wholesaleItem = { itemName: '5G Data eSIM', planLabel: '3 days · 3 GB', cardType: 'esim', product: wholesale.id, planId: wholesale.plans![0]!.id }
  const pickupDate = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)
  const out: Record<string, unknown> = {}
  for (const locale of ['zh-TW', 'en', 'vi']) {
    const toPay = await order(payload, demo.id, demo.email, locale, {
      itemName: '5G SIM',
      planLabel: '5 days',
      cardType: 'physical',
      pickup: { airport: airport.id, counterId: counter.id, place: `${airport.name} · ${counter.name}`, date: pickupDate, time: '10:30' },
    })
    const esimToPay = await order(payload, demo.id, demo.email, locale, wholesaleItem)
    const esimInstalled = await order(payload, demo.id, demo.email, locale, wholesaleItem)
    const guestEmail = `guest-${locale.toLowerCase()}-${stamp}@e2e.test`
    const guestMember = await payload.create({ collection: 'members', data: { email: guestEmail, password: `pw-${stamp}-1`, accountType: 1 } })
    const guest = await order(payload, guestMember.id, guestEmail, locale, { itemName: '5G eSIM', planLabel: '5 days', cardType: 'esim', product: esim.id })
    out[locale] = {
      toPay: { orderNumber: toPay.orderNumber, checkoutToken: checkoutToken(toPay.orderNumber) },
      esimToPay: { orderNumber: esimToPay.orderNumber, checkoutToken: checkoutToken(esimToPay.orderNumber) },
      esimInstalled: { orderNumber: esimInstalled.orderNumber, checkoutToken: checkoutToken(esimInstalled.orderNumber) },
      guest: { orderNumber: guest.orderNumber, email: guestEmail },
    }
  }
  const emptyEmail = `empty-${stamp}@e2e.test`.toLowerCase()
  await payload.create({ collection: 'members', data: { email: emptyEmail, password: PASSWORD, accountType: 1 } })
  out.empty = { email: emptyEmail, password: PASSWORD }
  return out
})
