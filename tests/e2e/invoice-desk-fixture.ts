/**
 * Test data for tests/e2e/invoice-desk.spec.ts (on the e2e fixture host, the e2e database, its e-invoices at
 * the local ECPay sandbox scripts/run.ts started): an order whose invoice was donated (love code 919), refunded in
 * full — ECPay refuses to void a donated invoice, so the refund job puts it on the invoice as an allowance. Runs the
 * real issue and refund services and adapter. Prints one JSON line.
 */
import { sql } from '@payloadcms/db-postgres'

import { sqlHandle } from '../../src/server/db/transaction'
import { issueOrderInvoice, voidOrderInvoice } from '../../src/server/invoice/service'

import { fixtureOrder, runFixture } from './fixture-script'

runFixture('INVOICE_DESK', async (payload) => {
  const order = await fixtureOrder(payload, 'ID', {
    status: 'delivered',
    payment: { method: 'card', provider: 'tappay', amountTwd: 450, paidAt: new Date().toISOString() },
    invoice: { type: 'donation', loveCode: '919' },
  })
  const issued = await issueOrderInvoice(payload, order.id)
  if (issued.status !== 'issued') throw new Error(`the invoice was not issued: ${issued.status}`)
  // Refunded in full as src/server/payments/refund.ts records it (the card refund is TapPay's, not this spec's).
  const db = await sqlHandle(payload)
  await db.execute(sql`update orders set status = 'refunded', refund_amount_twd = 450, refund_fee_twd = 0, refund_refunded_at = now() where id = ${order.id}`)
  const settled = await voidOrderInvoice(payload, order.id, 'refund')
  if (settled.status !== 'allowance') throw new Error(`the refund was not put on the invoice as an allowance: ${settled.status}`)
  return { id: order.id, orderNumber: order.orderNumber, invoiceNumber: issued.number, allowanceNumber: settled.allowance!.number }
})
