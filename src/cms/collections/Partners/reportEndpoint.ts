/**
 * GET /api/partners/:id/report — staff (admins and support) open any partner's report: format=json gives a
 * page with totals (the admin's report panel), csv / xlsx the whole filtered report as a file, exactly as
 * the partner downloads it. Query: from, to (Taipei dates), query, page, lang (zh-TW default).
 */
import type { Endpoint, PayloadRequest } from 'payload'

import { hasStaffRole } from '@/cms/access/hasStaffRole'
import { isLocale, DEFAULT_LOCALE } from '@/domain/locale'
import { isShopError } from '@/domain/errors'
import { reportDownloadSchema, reportListSchema } from '@/lib/schemas/partnerReport'
import { fileResponse, reportFile } from '@/server/reports/exportFile'
import { reportPage, staffReportScope } from '@/server/reports/partnerReport'

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

async function handler(req: PayloadRequest): Promise<Response> {
  if (!hasStaffRole('support')({ req })) return json({ error: 'Only admins and support staff may open partner reports.' }, 403)
  const id = Number(req.routeParams?.id)
  if (!Number.isSafeInteger(id) || id < 1) return json({ error: 'Unknown partner.' }, 404)
  const params = new URL(req.url ?? 'http://localhost').searchParams
  const lang = params.get('lang') ?? DEFAULT_LOCALE
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE
  const format = params.get('format') ?? 'json'
  const filter = {
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
    query: params.get('query') ?? undefined,
  }
  try {
    const scope = await staffReportScope(req.payload, id)
    if (format === 'json') {
      const parsed = reportListSchema.safeParse({ ...filter, page: Number(params.get('page') ?? 1) || 1 })
      if (!parsed.success) return json({ error: 'Check the dates (YYYY-MM-DD, from ≤ to).' }, 400)
      return json(await reportPage(req.payload, scope, parsed.data, locale))
    }
    const parsed = reportDownloadSchema.safeParse({ ...filter, format })
    if (!parsed.success) return json({ error: 'Check the dates (YYYY-MM-DD, from ≤ to) and the format (csv or xlsx).' }, 400)
    const { format: fileFormat, ...rest } = parsed.data
    return fileResponse(reportFile(req.payload, scope, rest, locale, fileFormat))
  } catch (error) {
    if (isShopError(error)) return json({ error: 'Unknown partner.' }, 404)
    throw error
  }
}

export const partnerReportExportEndpoint: Endpoint = { path: '/:id/report', method: 'get', handler }
