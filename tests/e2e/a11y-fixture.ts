/**
 * Test data for tests/e2e/a11y.spec.ts, run by that spec as its own process (tsx with tsconfig.scripts.json,
 * on the e2e database of the server under test): a member of its own (so no other spec's login, logout or
 * password change touches its session) with one unpaid eSIM order, for the personal pages. Prints one JSON line.
 */
import { getPayload } from 'payload'

import config from '../../payload.config'

async function main() {
  const payload = await getPayload({ config, disableOnInit: true })
  try {
    const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
    const email = `a11y-${stamp}@e2e.test`
    const password = `a11y-${stamp}`
    const member = await payload.create({ collection: 'members', data: { email, password, accountType: 1 } })
    const esim = (await payload.find({ collection: 'products', where: { cardType: { equals: 'esim' } }, depth: 0, limit: 1 })).docs[0]!
    const order = await payload.create({
      collection: 'orders',
      overrideAccess: true,
      data: {
        orderNumber: `AX${stamp.toUpperCase()}`,
        status: 'unpaid',
        member: member.id,
        locale: 'en',
        displayCurrency: 'TWD',
        itemKind: 'product',
        product: esim.id,
        itemName: '5G eSIM',
        planLabel: '5 days',
        cardType: 'esim',
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
        consent: { termsVersion: '2025-07-15', privacyVersion: '2025-06-01', acceptedAt: new Date().toISOString() },
      } as never,
    })
    console.log(`A11Y_MEMBER ${JSON.stringify({ email, password, orderNumber: order.orderNumber })}`)
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
