/**
 * Test data for tests/e2e/pickup-scan.spec.ts (on the e2e fixture host, the e2e database): SIM card
 * orders pending pickup today at TPE (the seeded counter's airport), numbered as the shop numbers orders; the
 * first one's number is the one the spec's fake camera shows (DESK_QR_ORDER). Prints one `PICKUP_SCAN {json}` line.
 */
import { taipeiDate } from '../../src/domain/dates'
import { newOrderNumber } from '../../src/domain/orderNumber'

import { fixtureOrder, runFixture } from './fixture-script'

runFixture('PICKUP_SCAN', async (payload) => {
  const tpe = (await payload.find({ collection: 'airports', where: { code: { equals: 'TPE' } }, depth: 0, limit: 1 })).docs[0]!
  const today = taipeiDate()
  const numbers = [process.env.DESK_QR_ORDER ?? newOrderNumber(today), newOrderNumber(today)]
  const orders = []
  for (const orderNumber of numbers) {
    const order = await fixtureOrder(payload, 'QR', {
      orderNumber,
      itemName: '5G SIM',
      cardType: 'physical',
      pickup: { airport: tpe.id, counterId: tpe.counters?.[0]?.id ?? 'c1', place: tpe.name, date: today, time: '10:30' },
    })
    await payload.db.updateOne({ collection: 'orders', id: order.id, data: { status: 'pendingPickup' } })
    orders.push({ id: order.id, orderNumber, name: `${order.surname} ${order.givenName}` })
  }
  return orders
})
