/**
 * Staff tools for serial-number batches (admins only, checked here on the server; the admin panel's form is
 * src/components/admin/partners/SerialBatchForm.tsx). The API envelope, in the admin's language:
 *   POST /api/serial-numbers/generate-batch  { partnerId, productId, planId, count, cardsPerSerial, validFrom, validUntil, prefix, payableTwd? }
 *        → data { batch, count, partner, product }
 *   GET  /api/serial-numbers/batch-csv?batch=…  → the batch as CSV (UTF-8 with BOM) to hand to the partner
 */
import type { Endpoint } from 'payload'
import { z } from 'zod'

import { defineAdminEndpoint } from '@/api/adminEndpoint'
import { ShopError } from '@/domain/errors'
import { attachment } from '@/server/reports/exportFile'
import { issueSerialBatch, serialBatchCsv, serialBatchSchema } from '@/server/partners/serialBatches'

export const serialBatchEndpoints: Endpoint[] = [
  defineAdminEndpoint({
    path: '/generate-batch',
    method: 'post',
    action: 'serialBatches',
    schema: serialBatchSchema,
    handler: ({ input, req }) => issueSerialBatch(req.payload, input),
  }),
  defineAdminEndpoint({
    path: '/batch-csv',
    method: 'get',
    action: 'serialBatches',
    schema: z.object({ batch: z.string().trim().min(1, 'required').max(64, 'tooLong') }),
    async handler({ input, req }) {
      const file = await serialBatchCsv(req.payload, input.batch)
      if (!file) throw new ShopError('notFound', 'serialBatchUnknown')
      return new Response(file.body, {
        headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': attachment(file.fileName), 'cache-control': 'no-store' },
      })
    },
  }),
]
