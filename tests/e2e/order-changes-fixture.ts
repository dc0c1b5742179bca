/**
 * Test data for tests/e2e/order-changes.spec.ts (on the e2e fixture host, the e2e database): per admin
 * language (zh-TW, en), a SIM card order of a seeded physical product waiting at its first airport's first counter
 * in three days, placed in Japanese (for the zh-TW admin) or English, with its own contact address; and where the
 * pickup can move to (a week later, the last time the target counter opens). Prints one JSON line.
 */
import { addDays, taipeiDate } from '../../src/domain/dates'
import { pickupTimes } from '../../src/domain/pickup'

import { fixtureOrder, runFixture } from './fixture-script'

runFixture('ORDER_CHANGES', async (payload) => {
  const products = await payload.find({ collection: 'products', where: { cardType: { equals: 'physical' } }, depth: 1, limit: 50, overrideAccess: true })
  const product = products.docs.find((p) => (p.pickupAirports ?? []).some((a) => typeof a === 'object' && (a.counters ?? []).length > 0))!
  const places = (product.pickupAirports ?? []).flatMap((a) =>
    typeof a === 'object' ? (a.counters ?? []).map((c) => ({ airportId: a.id, airport: a.name, counterId: c.id!, times: pickupTimes(c.opensAt, c.closesAt) })) : [],
  )
  const from = places[0]!
  const to = places[1] ?? from
  const out: Record<string, unknown> = {}
  for (const [adminLanguage, locale] of [['zh-TW', 'ja'], ['en', 'en']] as const) {
    const order = await fixtureOrder(payload, 'OC', {
      locale,
      itemName: '4G SIM',
      cardType: 'physical',
      product: product.id,
      pickup: { airport: from.airportId, counterId: from.counterId, place: from.airport, date: addDays(taipeiDate(), 3), time: from.times[0] },
    })
    await payload.db.updateOne({ collection: 'orders', id: order.id, data: { status: 'pendingPickup' } })
    out[adminLanguage] = {
      id: order.id,
      orderNumber: order.orderNumber,
      email: order.contactEmail,
      to: { airportId: to.airportId, counterId: to.counterId, date: addDays(taipeiDate(), 7), time: to.times.at(-1)! },
    }
  }
  return out
})
