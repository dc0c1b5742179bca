/**
 * Test data for the "Charges to refund" section of the admin dashboard (tests/e2e/admin-content.spec.ts), run as
 * its own process (tsx with tsconfig.scripts.json, on the e2e database): a paid-looking order with a second charge
 * whose automatic refund the provider refused — its rec_trade_id is one the TapPay sandbox does not know, so a
 * click on "Refund now" is refused again and the charge stays on the list. (The refund that goes through, once for
 * 40 clicks, with its mail, is tests/int/checkout.test.ts.) Prints one JSON line.
 */
import { getPayload } from 'payload'

import config from '../../payload.config'

async function main() {
  const payload = await getPayload({ config, disableOnInit: true })
  try {
    const stamp = `${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e4)}`
    const now = new Date().toISOString()
    const email = `refund-${stamp.toLowerCase()}@e2e.test`
    const member = await payload.create({ collection: 'members', data: { email, password: `pw-${stamp}-1`, accountType: 1 } })
    const order = await payload.create({
      collection: 'orders',
      overrideAccess: true,
      data: {
        orderNumber: `RF${stamp}`,
        status: 'unpaid',
        member: member.id,
        locale: 'ja',
        displayCurrency: 'TWD',
        itemKind: 'product',
        itemName: '5G eSIM',
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
        consent: { termsVersion: '2025-07-15', privacyVersion: '2025-06-01', acceptedAt: now },
      } as never,
    })
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
    console.log(`REFUND_FIXTURE ${JSON.stringify({ paymentId: payment.id, orderNumber: order.orderNumber })}`)
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
