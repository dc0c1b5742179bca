/**
 * POST /api/admin-payments/:id/refund — refunds a charge an order could not take whose automatic refund did not
 * go through (the admin dashboard's "Charges to refund"; support and admins, checked here on the server). The
 * payer then gets the chargeReversed mail. One click refunds once, however many are sent at the same time. The
 * API envelope, in the admin's language:
 *   → data { refunded: true } · 401 (code 202) no login · 403 another role · 404 no charge waiting with that id
 *   (refunded already) · 503 the payment provider refused the refund again (the charge stays on the list)
 */
import { z } from 'zod'

import { defineAdminEndpoint } from '@/api/adminEndpoint'
import { ShopError } from '@/domain/errors'
import { isDocumentId } from '@/domain/ids'
import { refundWaitingCharge } from '@/server/payments/reversal'

const noSuchCharge = () => new ShopError('notFound', 'chargeNotWaiting')

export const chargeRefundEndpoint = defineAdminEndpoint({
  path: '/admin-payments/:id/refund',
  method: 'post',
  action: 'refundCharge',
  schema: z.object({ id: z.string() }),
  async handler({ input, req }) {
    const id = Number(input.id)
    if (!isDocumentId(id)) throw noSuchCharge()
    const refunded = await refundWaitingCharge(req.payload, id)
    if (refunded === null) throw noSuchCharge()
    if (!refunded) throw new ShopError('unavailable', 'chargeRefundRefused')
    return { refunded: true }
  },
})
