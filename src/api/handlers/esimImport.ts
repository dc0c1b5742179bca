/**
 * POST /api/esim-codes/import — the staff import of eSIM activation codes (admins only, checked here on
 * the server; the admin panel's form is src/components/admin/EsimImportForm.tsx). The API envelope:
 *   { productId, text, dryRun } → data { lines, valid, invalid, imported, fileProblem?, served? }
 * `dryRun: true` is the preview. Otherwise every line is imported in one transaction, or none when any
 * line has a problem (`imported: 0`, the lines' problems reported); then paid orders waiting for that
 * product's codes get theirs. The form words the problems in the admin's language (src/cms/adminText.ts).
 */
import { z } from 'zod'

import { defineAdminEndpoint } from '@/api/adminEndpoint'
import { ShopError } from '@/domain/errors'
import { inTransaction } from '@/server/db/transaction'
import { logger } from '@/server/logger'

import { fulfilWaitingEsimOrders } from '@/server/fulfilment'
import { importEsimCodes } from '@/server/fulfilment/esimInventory'

export const esimImportSchema = z.strictObject({
  productId: z.number().int().positive(),
  text: z.string().max(1_000_000, 'tooLong'),
  dryRun: z.boolean().default(true),
})

const isUniqueViolation = (err: unknown) => (err as { code?: string; cause?: { code?: string } })?.code === '23505' || (err as { cause?: { code?: string } })?.cause?.code === '23505'

export const esimImportEndpoint = defineAdminEndpoint({
  path: '/import',
  method: 'post',
  action: 'importEsimCodes',
  schema: esimImportSchema,
  async handler({ input: { productId, text, dryRun }, req, staff }) {
    const { payload } = req
    try {
      const report = await inTransaction(payload, ({ req: tx }) => importEsimCodes(payload, tx, { productId, text, dryRun }))
      if (!report.imported) return report
      logger.info({ productId, imported: report.imported, by: staff.id }, 'eSIM codes imported')
      const served = await fulfilWaitingEsimOrders(payload, { productId })
      return { ...report, served }
    } catch (err) {
      // A code imported meanwhile by someone else: the unique index refused the whole file.
      if (isUniqueViolation(err)) throw new ShopError('conflict', 'esimImportConflict')
      throw err
    }
  },
})
