/**
 * Test data for tests/e2e/payment-link.spec.ts (on the e2e fixture host, the e2e database): per admin
 * language (zh-TW, en), an unpaid eSIM order placed just now, in Japanese (for the zh-TW admin) or English, with its own
 * contact address. Prints one JSON line.
 */
import { fixtureOrder, runFixture } from './fixture-script'

runFixture('PAYMENT_LINK', async (payload) => {
  const out: Record<string, unknown> = {}
  for (const [adminLanguage, locale] of [['zh-TW', 'ja'], ['en', 'en']] as const) {
    const order = await fixtureOrder(payload, 'PL', { locale })
    out[adminLanguage] = { id: order.id, orderNumber: order.orderNumber, email: order.contactEmail }
  }
  return out
})
