/**
 * Test data for tests/e2e/dashboard.spec.ts (on the e2e fixture host, the e2e database): three eSIM
 * orders placed now (today in Taiwan) — two paid, one cancelled. Prints one `DASHBOARD {json}` line.
 */
import { fixtureOrder, runFixture } from './fixture-script'

runFixture('DASHBOARD', async (payload) => {
  const made: Record<'paid' | 'cancelled', string[]> = { paid: [], cancelled: [] }
  for (const status of ['paid', 'paid', 'cancelled'] as const) {
    const order = await fixtureOrder(payload, 'DASH', {})
    // The status as the payment or the cancellation left it (the storefront's flows are tested elsewhere).
    const data = status === 'paid' ? { status, payment: { method: 'card', provider: 'tappay', amountTwd: 450, paidAt: new Date().toISOString() } } : { status, cancelledAt: new Date().toISOString() }
    await payload.db.updateOne({ collection: 'orders', id: order.id, data })
    made[status].push(order.orderNumber)
  }
  return made
})
