/**
 * Test data for tests/e2e/scale-out.spec.ts, run by that spec as its own process (tsx with
 * tsconfig.scripts.json, on the e2e database and PAYLOAD_SECRET of the servers under test), the way
 * tests/int/orders.test.ts and redemption.test.ts make theirs: a published physical SIM in a category of its
 * own (pickup at a test airport counter), an observation deck whose 10:00 slot holds SLOT_CAPACITY seats,
 * a single-use promo code, a serial number for one card, a published news item, and a live order-contact
 * code (the same CODE) for every e-mail the spec uses.
 * Prints one JSON line (ScaleOutFixture; the spec imports only that type, never this module's code).
 */
import { getPayload } from 'payload'

import config from '../../payload.config'
import { addDays, taipeiDate } from '../../src/domain/dates'
import { generateSerialNumber } from '../../src/domain/serialNumber'
import { hashCode } from '../../src/domain/verification'
import { payloadSecret } from '../../src/server/env'

const SLOT_CAPACITY = 4
/** How many e-mails (each with its code) the spec needs per race. */
const EMAILS = { promo: 40, deck: 5 * SLOT_CAPACITY, serial: 40, single: 3 } as const

export type ScaleOutFixture = {
  code: string
  slotCapacity: number
  categoryId: number
  productId: number
  productName: string
  planId: string
  airportId: number
  counterId: string
  deckId: number
  promo: string
  promoId: number
  serial: string
  serialId: number
  newsId: number
  newsTitle: string
  emails: { [K in keyof typeof EMAILS]: string[] }
}

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

async function main() {
  const payload = await getPayload({ config, disableOnInit: true })
  try {
    const code = String(100000 + Math.floor(Math.random() * 900000))
    const category = await payload.create({ collection: 'product-categories', data: { name: `Scale-out SIMs ${stamp}` } })
    const region = await payload.create({ collection: 'pickup-regions', data: { name: `Scale-out region ${stamp}` } })
    const airport = await payload.create({
      collection: 'airports',
      data: {
        name: 'Scale-out Airport',
        code: `SO${stamp}`.toUpperCase().slice(0, 12),
        region: region.id,
        counters: [{ name: 'Counter S', terminal: 'T1', opensAt: '00:00', closesAt: '23:59' }],
      },
    })
    const productName = `Scale-out SIM ${stamp}`
    const product = await payload.create({
      collection: 'products',
      data: {
        showInOtherLanguages: true,
        name: productName,
        category: category.id,
        cardType: 'physical',
        network: '5G',
        plans: [{ days: 5, dataAllowance: 'Unlimited', priceTwd: 450, active: true }],
        pickupAirports: [airport.id],
        _status: 'published' as const,
        // Last in every list: other specs take the first product or deck they find.
        sortOrder: 9999,
      },
    })
    const deck = await payload.create({
      collection: 'activities',
      data: { showInOtherLanguages: true, name: `Scale-out observatory ${stamp}`, kind: 'observationDeck', ticketPriceTwd: 600, _status: 'published' as const, sortOrder: 9999 },
    })
    await payload.create({
      collection: 'observation-slot-rules',
      data: {
        label: 'scale-out',
        activity: deck.id,
        validFrom: `${taipeiDate()}T00:00:00.000Z`,
        validTo: `${addDays(taipeiDate(), 30)}T00:00:00.000Z`,
        slots: [{ time: '10:00', capacity: SLOT_CAPACITY }],
      },
    })
    const promo = `SO${stamp}`.toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, 20)
    const promoDoc = await payload.create({ collection: 'promo-codes', data: { code: promo, kind: 'fixed', value: 50, active: true, usedCount: 0, maxUses: 1 } })
    const serial = generateSerialNumber('S')
    const serialDoc = await payload.create({
      collection: 'serial-numbers',
      overrideAccess: true,
      data: {
        code: serial,
        product: product.id,
        planId: product.plans![0]!.id!,
        quantity: 1,
        batch: 'scale-out',
        validFrom: addDays(taipeiDate(), -1),
        validUntil: addDays(taipeiDate(), 30),
        originalPriceTwd: 450,
        payableTwd: 400,
      } as never,
    })
    const newsTitle = `Scale-out news ${stamp}`
    const news = await payload.create({
      collection: 'news',
      locale: 'zh-TW',
      data: { showInOtherLanguages: true, title: newsTitle, summary: 'scale-out', _status: 'published' as const, publishedAt: new Date(Date.now() - 60_000).toISOString() },
    })

    const emails = Object.fromEntries(
      Object.entries(EMAILS).map(([race, n]) => [race, Array.from({ length: n }, (_, i) => `so-${race}-${i}-${stamp}@example.com`)]),
    ) as ScaleOutFixture['emails']
    const all = Object.values(emails).flat()
    const expiresAt = new Date(Date.now() + 30 * 60_000).toISOString()
    for (let i = 0; i < all.length; i += 20) {
      await Promise.all(
        all.slice(i, i + 20).map((email) =>
          payload.create({
            collection: 'verification-codes',
            data: { purpose: 'orderContact', channel: 'email', target: email, codeHash: hashCode(payloadSecret(), 'orderContact', email, code), expiresAt, attempts: 0 },
          }),
        ),
      )
    }

    const fixture: ScaleOutFixture = {
      code,
      slotCapacity: SLOT_CAPACITY,
      categoryId: category.id,
      productId: product.id,
      productName,
      planId: product.plans![0]!.id!,
      airportId: airport.id,
      counterId: airport.counters![0]!.id!,
      deckId: deck.id,
      promo,
      promoId: promoDoc.id,
      serial,
      serialId: serialDoc.id,
      newsId: news.id,
      newsTitle,
      emails,
    }
    console.log(JSON.stringify(fixture))
  } finally {
    await payload.destroy()
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
