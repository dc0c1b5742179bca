/**
 * Test data for the "Charges to refund" section of the admin dashboard (tests/e2e/admin-content.spec.ts), run on
 * the e2e fixture host (the e2e database): a paid-looking order with a second charge
 * whose automatic refund the provider refused — its rec_trade_id is one the TapPay sandbox does not know, so a
 * click on "Refund now" is refused again and the charge stays on the list. (The refund that goes through, once for
 * 40 clicks, with its mail, is tests/int/checkout.test.ts.) Answers one `TAG {json}` line (tests/e2e/fixture-script.ts).
 */
import { fixtureOrder, runFixture } from './fixture-script'

runFixture('REFUND_FIXTURE', async (payload) => {
  const order = await fixtureOrder(payload, 'RF', { locale: 'ja', surname: 'SATO', givenName: 'HANAKO' })
  const stamp = order.orderNumber.slice('RF'.length)
  const payment = await payload.create({
    collection: 'payments',
    overrideAccess: true,
    data: {
      order: order.id,
      idempotencyKey: `e2e-refund-${stamp}`,
      provider: 'tappay',
      method: 'card',
      amountTwd: 450,
      status: 'succeeded',
      bankTransactionId: `TSE2E${stamp}`,
      providerRef: `NO-SUCH-TRADE-${stamp}`,
      cardLast4: '1111',
      errorCode: 'refundFailed',
    },
  })
  return { paymentId: payment.id, orderNumber: order.orderNumber }
})
