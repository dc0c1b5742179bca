/**
 * Test data for tests/e2e/topup.spec.ts (on the e2e fixture host, the e2e database): an unpaid eSIM order in
 * English of the seed's wholesaler eSIM (its profile is issued by the sandbox once the spec pays it), with its checkout
 * token, its contact address and its signed order-page path. Prints one `TOPUP {json}` line.
 */
import { orderPagePath } from '../../src/server/signing/orderLinks'
import { checkoutToken } from '../../src/server/signing/checkoutToken'

import { fixtureOrder, runFixture } from './fixture-script'

runFixture('TOPUP', async (payload) => {
  const wholesale = (await payload.find({ collection: 'products', where: { esimSource: { equals: 'esimAccess' } }, depth: 0, limit: 1, overrideAccess: true })).docs[0]!
  const plan = wholesale.plans!.find((p) => p.providerPackageCode === 'TW_3GB_3D') ?? wholesale.plans![0]!
  const order = await fixtureOrder(payload, 'TU', { locale: 'en', product: wholesale.id, planId: plan.id, itemName: '5G Data eSIM', planLabel: '3 days · 3 GB' })
  return { orderNumber: order.orderNumber, checkoutToken: checkoutToken(order.orderNumber), email: order.contactEmail, page: orderPagePath('en', order.orderNumber) }
})
