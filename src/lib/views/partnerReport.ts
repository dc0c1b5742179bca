import type { B2cRow, B2cTotals, BbcRow, BbcTotals, DailyPoint } from '@/domain/partnerReport'

/** What the report endpoints answer: one page, the totals of everything the filter selects, and sales per Taipei day. */
type Common = {
  partner: { name: string }
  range: { from: string | null; to: string | null }
  query: string
  page: number
  pageSize: number
  /** Rows the filter selects (all pages). */
  total: number
  totalPages: number
  daily: DailyPoint[]
}

export type B2cReportPage = Common & { kind: 'b2c'; list: B2cRow[]; totals: B2cTotals }
export type BbcReportPage = Common & { kind: 'bbc'; list: BbcRow[]; totals: BbcTotals }
export type PartnerReportPage = B2cReportPage | BbcReportPage
