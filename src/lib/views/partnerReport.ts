import type { B2cLine, B2cRow, B2cTotals, BbcRow, BbcStatus, BbcTotals, DailyPoint } from '@/domain/partnerReport'

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

/** B2C: a page of order lines (`list`), and every promo code × product × rate sum of the filter (`groups`). */
export type B2cReportPage = Common & { kind: 'b2c'; list: B2cLine[]; groups: B2cRow[]; totals: B2cTotals }
export type BbcReportPage = Common & { kind: 'bbc'; list: BbcRow[]; totals: BbcTotals; status: BbcStatus | null }
export type PartnerReportPage = B2cReportPage | BbcReportPage
