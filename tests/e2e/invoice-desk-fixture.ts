/**
 * Test data for tests/e2e/invoice-desk.spec.ts (tsx with tsconfig.scripts.json, on the e2e database, its e-invoices at
 * the local ECPay sandbox scripts/run.ts started): an order whose invoice was donated (love code 919), refunded in
 * full — ECPay refuses to void a donated invoice, so the refund job puts it on the invoice as an allowance. Runs the
 * real issue and refund services and adapter. Prints one JSON line.
 */
import { sql } from '@payloadcms/db-postgres'
import { getPayload } from 'payload'

import config from '../../payload.config'
import { sqlHandle } from '../../src/server/db/transaction'
import { issueOrderInvoice, voidOrderInvoice } from '../../src/server/invoice/service'

async function main() {
  const payload = await getPayload({ config, disableOnInit: true })
  try {
    const stamp = `${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e4)}`
    const now = new Date().toISOString()
    const email = `invoice-desk-${stamp.toLowerCase()}@e2e.test`
    const member = await payload.create({ collection: 'members', data: { email, password: `pw-${stamp}-1`, accountType: 1 } })
    const order = await payload.create({
      collection: 'orders',
      overrideAccess: true,
      data: {
        orderNumber: `ID${stamp}`,
        status: 'delivered',
        member: member.id,
        locale: 'zh-TW',
        displayCurrency: 'TWD',
        itemKind: 'product',
        itemName: '5G eSIM',
        cardType: 'esim',
        quantity: 1,
        contactEmail: email,
        contactPhone: '+886912345678',
        surname: 'LIN',
        givenName: 'MEI',
        birthDate: '1990-01-01',
        unitPriceTwd: 450,
        subtotalTwd: 450,
        discountTwd: 0,
        totalTwd: 450,
        payment: { method: 'card', provider: 'tappay', amountTwd: 450, paidAt: now },
        invoice: { type: 'donation', loveCode: '919' },
        consent: { termsVersion: '2025-07-15', privacyVersion: '2025-06-01', acceptedAt: now },
      } as never,
    })
    const issued = await issueOrderInvoice(payload, order.id)
    if (issued.status !== 'issued') throw new Error(`the invoice was not issued: ${issued.status}`)
    // Refunded in full as src/server/payments/refund.ts records it (the card refund is TapPay's, not this spec's).
    const db = await sqlHandle(payload)
    await db.execute(sql`update orders set status = 'refunded', refund_amount_twd = 450, refund_fee_twd = 0, refund_refunded_at = now() where id = ${order.id}`)
    const settled = await voidOrderInvoice(payload, order.id, 'refund')
    if (settled.status !== 'allowance') throw new Error(`the refund was not put on the invoice as an allowance: ${settled.status}`)
    console.log(`INVOICE_DESK ${JSON.stringify({ id: order.id, orderNumber: order.orderNumber, invoiceNumber: issued.number, allowanceNumber: settled.allowance!.number })}`)
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
