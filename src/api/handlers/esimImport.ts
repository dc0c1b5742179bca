/**
 * POST /api/esim-codes/import — the staff import of eSIM activation codes (admins only, checked here on
 * the server; the admin panel's form is src/components/admin/EsimImportForm.tsx). Its replies are in English,
 * like the rest of /admin:
 *   { productId, text, dryRun } → { lines, valid, invalid, imported, fileProblem?, served? }
 * `dryRun: true` is the preview. Otherwise every line is imported in one transaction, or none when any
 * line has a problem; then paid orders waiting for that product's codes get theirs.
 */
import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'

import { hasStaffRole } from '@/cms/access/hasStaffRole'
import { inTransaction } from '@/server/db/transaction'
import { logger } from '@/server/logger'

import { fulfilWaitingEsimOrders } from '@/server/fulfilment'
import { importEsimCodes } from '@/server/fulfilment/esimInventory'

const requestSchema = z.strictObject({
  productId: z.number().int().positive(),
  text: z.string().max(1_000_000),
  dryRun: z.boolean().default(true),
})

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

const isUniqueViolation = (err: unknown) => (err as { code?: string; cause?: { code?: string } })?.code === '23505' || (err as { cause?: { code?: string } })?.cause?.code === '23505'

export async function handleEsimImport(req: PayloadRequest): Promise<Response> {
  if (!hasStaffRole()({ req })) return json({ error: 'Only admins may import eSIM codes.' }, 403)
  let body: unknown
  try {
    body = await req.json?.()
  } catch {
    return json({ error: 'Send a JSON body.' }, 400)
  }
  const parsed = requestSchema.safeParse(body)
  if (!parsed.success) return json({ error: 'Choose a product and paste or upload the codes.', issues: parsed.error.issues.map((i) => i.path.join('.')) }, 400)
  const { productId, text, dryRun } = parsed.data
  const { payload } = req
  try {
    const report = await inTransaction(payload, ({ req: tx }) => importEsimCodes(payload, tx, { productId, text, dryRun }))
    if (!report.imported) return json(report)
    logger.info({ productId, imported: report.imported, by: req.user?.id }, 'eSIM codes imported')
    const served = await fulfilWaitingEsimOrders(payload, { productId })
    return json({ ...report, served })
  } catch (err) {
    if (isUniqueViolation(err)) return json({ error: 'Some of these codes were imported meanwhile. Check the file again.' }, 409)
    throw err
  }
}

export const esimImportEndpoint: Endpoint = { path: '/import', method: 'post', handler: handleEsimImport }
