/**
 * Staff tools for serial-number batches (admins only, checked here on the server; the admin panel's form is
 * src/components/admin/partners/SerialBatchForm.tsx). Replies in English like the rest of /admin.
 *   POST /api/serial-numbers/generate-batch  { partnerId, productId, planId, count, cardsPerSerial, validFrom, validUntil, prefix, payableTwd? }
 *        → { batch, count, partner, product }
 *   GET  /api/serial-numbers/batch-csv?batch=…  → the batch as CSV (UTF-8 with BOM) to hand to the partner
 */
import type { Endpoint, PayloadRequest } from 'payload'

import { hasStaffRole } from '@/cms/access/hasStaffRole'
import { isShopError } from '@/domain/errors'
import { attachment } from '@/server/reports/exportFile'
import { issueSerialBatch, serialBatchCsv, serialBatchSchema } from '@/server/partners/serialBatches'

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } })
const adminsOnly = () => json({ error: 'Only admins may issue or export serial-number batches.' }, 403)

async function generate(req: PayloadRequest): Promise<Response> {
  if (!hasStaffRole()({ req })) return adminsOnly()
  let body: unknown
  try {
    body = await req.json?.()
  } catch {
    return json({ error: 'Send a JSON body.' }, 400)
  }
  const parsed = serialBatchSchema.safeParse(body)
  if (!parsed.success) return json({ error: parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ') }, 400)
  try {
    return json(await issueSerialBatch(req.payload, parsed.data), 201)
  } catch (error) {
    if (isShopError(error)) return json({ error: 'Choose a BBC partner and one of the product’s plans.' }, 400)
    throw error
  }
}

async function exportCsv(req: PayloadRequest): Promise<Response> {
  if (!hasStaffRole()({ req })) return adminsOnly()
  const batch = new URL(req.url ?? 'http://localhost').searchParams.get('batch')?.trim()
  if (!batch || batch.length > 64) return json({ error: 'Name the batch (?batch=…).' }, 400)
  const file = await serialBatchCsv(req.payload, batch)
  if (!file) return json({ error: 'No such batch.' }, 404)
  return new Response(file.body, {
    headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': attachment(file.fileName), 'cache-control': 'no-store' },
  })
}

export const serialBatchEndpoints: Endpoint[] = [
  { path: '/generate-batch', method: 'post', handler: generate },
  { path: '/batch-csv', method: 'get', handler: exportCsv },
]
