/**
 * GET /api/partners/:id/report — staff (admins and support, checked here on the server) open any partner's
 * report: format=json gives a page with totals in the API envelope (the admin's report panel), csv / xlsx
 * the whole filtered report as a file, exactly as the partner downloads it. Query: from, to (Taipei dates),
 * query, page, lang (the report's language; zh-TW default). Refusals are envelopes in the admin's language.
 */
import { z } from 'zod'

import { defineAdminEndpoint, parseInput } from '@/api/adminEndpoint'
import { isDocumentId } from '@/domain/ids'
import { isLocale, DEFAULT_LOCALE } from '@/domain/locale'
import { isShopError, ShopError } from '@/domain/errors'
import { reportDownloadSchema, reportListSchema } from '@/lib/schemas/partnerReport'
import { fileResponse, reportFile } from '@/server/reports/exportFile'
import { reportPage, staffReportScope } from '@/server/reports/partnerReport'

const querySchema = z.object({
  id: z.string(),
  format: z.string().default('json'),
  lang: z.string().optional(),
  from: z.string().optional(),
  to: z.string().optional(),
  query: z.string().optional(),
  page: z.string().optional(),
})

export const partnerReportExportEndpoint = defineAdminEndpoint({
  path: '/:id/report',
  method: 'get',
  action: 'partnerReport',
  schema: querySchema,
  async handler({ input, req, locale }) {
    const id = Number(input.id)
    const unknownPartner = new ShopError('notFound', 'partnerUnknown')
    if (!isDocumentId(id)) throw unknownPartner
    const reportLocale = isLocale(input.lang) ? input.lang : DEFAULT_LOCALE
    const filter = { from: input.from, to: input.to, query: input.query }
    const scope = await staffReportScope(req.payload, id).catch((error: unknown) => {
      throw isShopError(error) ? unknownPartner : error
    })
    if (input.format === 'json') {
      const page = input.page === undefined ? 1 : Number(input.page)
      return reportPage(req.payload, scope, parseInput(reportListSchema, { ...filter, page }, locale), reportLocale)
    }
    const { format, ...rest } = parseInput(reportDownloadSchema, { ...filter, format: input.format }, locale)
    return fileResponse(reportFile(req.payload, scope, rest, reportLocale, format))
  },
})
