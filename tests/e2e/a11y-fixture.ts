/**
 * Test data for tests/e2e/a11y.spec.ts, run on the e2e fixture host
 * (tests/e2e/fixture-host.ts, the e2e database of the server under test): a member of its own (so no other spec's login, logout or
 * password change touches its session) with one unpaid eSIM order, for the personal pages. Answers one `TAG {json}` line (tests/e2e/fixture-script.ts).
 */
import { fixtureOrder, runFixture } from './fixture-script'

runFixture('A11Y_MEMBER', async (payload) => {
  const esim = (await payload.find({ collection: 'products', where: { cardType: { equals: 'esim' } }, depth: 0, limit: 1 })).docs[0]!
  const order = await fixtureOrder(payload, 'AX', { locale: 'en', product: esim.id, planLabel: '5 days', surname: 'SATO', givenName: 'HANAKO' })
  return { email: order.contactEmail, password: order.memberPassword, orderNumber: order.orderNumber }
})
