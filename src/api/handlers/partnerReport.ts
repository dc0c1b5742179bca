import { defineEndpoint } from '@/api/endpoint'
import type { PartnerKind } from '@/domain/partnerReport'
import { reportDownloadSchema, reportListSchema } from '@/lib/schemas/partnerReport'
import { fileResponse, reportFile } from '@/server/reports/exportFile'
import { memberReportScope, reportPage } from '@/server/reports/partnerReport'

/** POST /api/user/btcOrderList (type 2) and /api/user/bbcOrderList (type 3): a page of the partner's own report. */
const listEndpoint = (kind: PartnerKind) =>
  defineEndpoint({
    schema: reportListSchema,
    access: 'member',
    async handler({ input, payload, member, locale }) {
      return reportPage(payload, await memberReportScope(payload, member, kind), input, locale)
    },
  })

/** POST …/download: everything the filter selects (all pages) as a CSV or XLSX file, streamed. */
const downloadEndpoint = (kind: PartnerKind) =>
  defineEndpoint({
    schema: reportDownloadSchema,
    access: 'member',
    async handler({ input, payload, member, locale }) {
      const { format, ...filter } = input
      const scope = await memberReportScope(payload, member, kind)
      return fileResponse(reportFile(payload, scope, filter, locale, format))
    },
  })

export const btcOrderListEndpoint = listEndpoint('b2c')
export const bbcOrderListEndpoint = listEndpoint('bbc')
export const btcOrderDownloadEndpoint = downloadEndpoint('b2c')
export const bbcOrderDownloadEndpoint = downloadEndpoint('bbc')
